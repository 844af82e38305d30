import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../i18n';

/**
 * The Intl-only half of the dates module (`./index.ts` re-exports it): no date-fns, so pages that
 * must stay small (the staff pages) import this file directly.
 */

const INTL_LOCALES = { en: 'en-GB', nl: 'nl-NL' } as const;

/** The Intl locale tag of an interface language (en-GB or nl-NL). */
export function intlLocaleOf(language: string | undefined): string {
  return INTL_LOCALES[toAppLanguage(language)];
}

/**
 * A date written out in full in the given locale ("Wednesday 25 November 2026"), as it is in
 * `timeZone` (the workspace's zone decides what "today" is). An unknown time zone falls back to the browser's.
 */
export function formatLongDate(date: Date, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...(timeZone ? { timeZone } : {}) }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
  }
}

/** yyyy-MM-dd as a UTC midnight instant, so formatting it at UTC never shifts the calendar day; null for anything else. */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A yyyy-MM-dd calendar date written with Intl `options` in `locale` (the day it names, wherever the reader is); a value that is not a date as it is. */
export function formatCalendarDate(
  value: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const parsed = parseCalendarDate(value);
  return parsed ? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(parsed) : value;
}

/** `formatCalendarDate` in the interface language: Intl only, for pages that load no date-fns (the staff pages). */
export function useIntlDate(): (value: string, options: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  return (value, options) => formatCalendarDate(value, locale, options);
}

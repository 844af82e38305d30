import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from './i18n';

/**
 * The one way the web writes dates, per interface language: English as in Britain
 * ("25 November 2026", Monday-first weeks), Dutch as in the Netherlands ("25 november 2026").
 * Calendar dates, instants (in the workspace's zone), date-fns patterns and Intl options all
 * come from here. The staff pages use only the Intl helpers (`useIntlDate`), which keep date-fns
 * and its locales out of their bundle: keep the two locale tables apart.
 */

const INTL_LOCALES = { en: 'en-GB', nl: 'nl-NL' } as const;
const DATE_FNS_LOCALES = { en: enGB, nl } as const;

/** A long date: "25 November 2026" / "25 november 2026". */
const LONG_DATE = 'd MMMM yyyy';
/** A long date with the time of day: "25 November 2026, 13:50". */
const LONG_DATE_TIME = 'd MMMM yyyy, HH:mm';

/** The Intl locale tag of an interface language (en-GB or nl-NL). */
export function intlLocaleOf(language: string | undefined): string {
  return INTL_LOCALES[toAppLanguage(language)];
}

/** The wall-clock time of `date` in `timeZone`, as a local Date for date-fns (an unknown zone: the browser's). */
function inTimeZone(date: Date, timeZone: string | undefined): Date {
  if (!timeZone) return date;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
        .formatToParts(date)
        .map((part) => [part.type, Number(part.value)]),
    );
    return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  } catch {
    return date;
  }
}

/**
 * A date written out in full in the given locale ("Wednesday 25 November 2026"), as it is in
 * `timeZone` (the workspace's zone decides what "today" is). An unknown time zone falls back to the browser's.
 */
export function formatLongDate(date: Date, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
  }
}

/** The date-fns locale of the interface language (nl, or English with Monday-first weeks). */
export function useDateLocale() {
  const { i18n } = useTranslation();
  return DATE_FNS_LOCALES[toAppLanguage(i18n.resolvedLanguage ?? i18n.language)];
}

export type DateFormatter = {
  /** An instant or a yyyy-MM-dd date as "25 November 2026" (an instant as it is in `timeZone`). */
  date: (value: string | Date, timeZone?: string) => string;
  /** An instant as "25 November 2026, 13:50" in `timeZone`. */
  dateTime: (value: string | Date, timeZone?: string) => string;
};

/** Dates in the interface language; a value that is not a date is shown as it is. */
export function useDateFormat(): DateFormatter {
  const locale = useDateLocale();
  const write = (pattern: string) => (value: string | Date, timeZone?: string) => {
    // A plain calendar date is that day wherever the reader is.
    const isCalendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    const date = isCalendarDate ? new Date(`${value}T12:00:00`) : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return format(isCalendarDate ? date : inTimeZone(date, timeZone), pattern, { locale });
  };
  return { date: write(LONG_DATE), dateTime: write(LONG_DATE_TIME) };
}

/** Formats a yyyy-MM-dd calendar date with a date-fns pattern in the interface language ("d MMM yyyy" unless given); a value that is not a date is shown as it is. */
export function useFormatDate(): (date: string, pattern?: string) => string {
  const locale = useDateLocale();
  return (date: string, pattern = 'd MMM yyyy') => {
    const parsed = parseISO(date);
    return Number.isNaN(parsed.getTime()) ? date : format(parsed, pattern, { locale });
  };
}

/** yyyy-MM-dd as a UTC midnight instant, so formatting it at UTC never shifts the calendar day; null for anything else. */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A yyyy-MM-dd calendar date written with Intl `options` in `locale` (the day it names, wherever the reader is); a value that is not a date as it is. */
export function formatCalendarDate(value: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const parsed = parseCalendarDate(value);
  return parsed ? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(parsed) : value;
}

/** `formatCalendarDate` in the interface language: Intl only, for pages that load no date-fns (the staff pages). */
export function useIntlDate(): (value: string, options: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  return (value, options) => formatCalendarDate(value, locale, options);
}

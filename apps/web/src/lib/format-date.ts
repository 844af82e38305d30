import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from './i18n';

/**
 * The one way the admin pages write dates, per interface language: English as in Britain
 * ("25 November 2026", Monday-first weeks), Dutch as in the Netherlands ("25 november 2026").
 * Calendar dates, instants (in the workspace's zone) and the date-fns locale for patterns all
 * come from here.
 */

const LOCALES = { en: { intl: 'en-GB', dateFns: enGB }, nl: { intl: 'nl-NL', dateFns: nl } } as const;

/** A long date: "25 November 2026" / "25 november 2026". */
const LONG_DATE = 'd MMMM yyyy';
/** A long date with the time of day: "25 November 2026, 13:50". */
const LONG_DATE_TIME = 'd MMMM yyyy, HH:mm';

/** The Intl locale tag of an interface language (en-GB or nl-NL). */
export function intlLocaleOf(language: string | undefined): string {
  return LOCALES[toAppLanguage(language)].intl;
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
  return LOCALES[toAppLanguage(i18n.resolvedLanguage ?? i18n.language)].dateFns;
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

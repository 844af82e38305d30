import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../i18n';

export { formatCalendarDate, formatLongDate, intlLocaleOf, parseCalendarDate, useIntlDate } from './intl';

/**
 * The one way the web writes dates, per interface language: English as in Britain
 * ("25 November 2026", Monday-first weeks), Dutch as in the Netherlands ("25 november 2026").
 * Calendar dates, instants (in the workspace's zone), date-fns patterns and Intl options all
 * come from here. The Intl-only helpers live in `./intl.ts`, re-exported here: the staff pages
 * import that file alone, which keeps date-fns and its locales out of their bundle.
 */

const DATE_FNS_LOCALES = { en: enGB, nl } as const;

/** A long date: "25 November 2026" / "25 november 2026". */
const LONG_DATE = 'd MMMM yyyy';
/** A long date with the time of day: "25 November 2026, 13:50". */
const LONG_DATE_TIME = 'd MMMM yyyy, HH:mm';

/** The wall-clock time of `date` in `timeZone`, as a local Date for date-fns (an unknown zone: the browser's). */
function inTimeZone(date: Date, timeZone: string | undefined): Date {
  if (!timeZone) return date;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(date)
        .map((part) => [part.type, Number(part.value)]),
    );
    return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  } catch {
    return date;
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

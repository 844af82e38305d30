import { useTranslation } from 'react-i18next';

type TimedShiftType = { startTime: string | null; endTime: string | null };

/** yyyy-MM-dd as a UTC midnight instant, so formatting never shifts the calendar day. */
function parseDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * Date helpers of the staff pages in the interface language (en-GB or nl). Dates are yyyy-MM-dd
 * calendar dates. Intl rather than date-fns keeps the staff dashboard's JavaScript small.
 */
export function useStaffFormat() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('nl') ? 'nl-NL' : 'en-GB';
  const date = (value: string, options: Intl.DateTimeFormatOptions) => {
    const parsed = parseDate(value);
    return parsed ? new Intl.DateTimeFormat(locale, options).format(parsed).replace(/,/g, '') : value;
  };
  return {
    /** "Tue 24 Nov" / "di 24 nov" */
    shortDate: (value: string) => date(value, SHORT).replace(/\.(?=\s|$)/g, ''),
    /** "Tuesday 24 November 2026" / "dinsdag 24 november 2026" */
    longDate: (value: string) => date(value, LONG),
    /** "07:00–15:00", or "All day" without times. */
    time: (shiftType: TimedShiftType) =>
      shiftType.startTime && shiftType.endTime
        ? t('staffPortal.dashboard.time', { start: shiftType.startTime.slice(0, 5), end: shiftType.endTime.slice(0, 5) })
        : t('staffPortal.dashboard.allDay'),
  };
}

/** `date` + `days` as yyyy-MM-dd (calendar arithmetic in UTC: no daylight-saving surprises). */
export function addDaysIso(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

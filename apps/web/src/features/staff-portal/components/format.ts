import { addDays, format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

type TimedShiftType = { startTime: string | null; endTime: string | null };

/** Date helpers of the staff pages in the interface language (en/nl). Dates are yyyy-MM-dd calendar dates. */
export function useStaffFormat() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('nl') ? nl : enGB;
  const date = (value: string, pattern: string) => {
    const parsed = parseISO(value);
    return Number.isNaN(parsed.getTime()) ? value : format(parsed, pattern, { locale });
  };
  return {
    /** "Mon 24 Nov" */
    shortDate: (value: string) => date(value, 'EEE d MMM'),
    /** "Monday 24 November 2026" */
    longDate: (value: string) => date(value, 'EEEE d MMMM yyyy'),
    /** "07:00–15:00", or "All day" without times. */
    time: (shiftType: TimedShiftType) =>
      shiftType.startTime && shiftType.endTime
        ? t('staffPortal.dashboard.time', { start: shiftType.startTime.slice(0, 5), end: shiftType.endTime.slice(0, 5) })
        : t('staffPortal.dashboard.allDay'),
  };
}

/** `date` + `days` as yyyy-MM-dd. */
export function addDaysIso(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

import { useTranslation } from 'react-i18next';
import { parseCalendarDate, useIntlDate } from '@/lib/dates/intl';

type TimedShiftType = { startTime: string | null; endTime: string | null };

const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * Date helpers of the staff pages in the interface language (en-GB or nl). Dates are yyyy-MM-dd
 * calendar dates. Intl rather than date-fns keeps the staff dashboard's JavaScript small.
 */
export function useStaffFormat() {
  const { t } = useTranslation();
  const intlDate = useIntlDate();
  const date = (value: string, options: Intl.DateTimeFormatOptions) =>
    parseCalendarDate(value) ? intlDate(value, options).replace(/,/g, '') : value;
  return {
    /** "Tue 24 Nov" / "di 24 nov" */
    shortDate: (value: string) => date(value, SHORT).replace(/\.(?=\s|$)/g, ''),
    /** "Tuesday 24 November 2026" / "dinsdag 24 november 2026" */
    longDate: (value: string) => date(value, LONG),
    /** "07:00–15:00", or "All day" without times. */
    time: (shiftType: TimedShiftType) =>
      shiftType.startTime && shiftType.endTime
        ? t('staffPortal.dashboard.time', {
            start: shiftType.startTime.slice(0, 5),
            end: shiftType.endTime.slice(0, 5),
          })
        : t('staffPortal.dashboard.allDay'),
  };
}

import { useIntlDate } from '@/lib/dates/intl';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Formats a yyyy-MM-dd date as a short calendar date in the interface language (no zone shifts). */
export function useFormatDay(): (date: string) => string {
  const format = useIntlDate();
  return (date) => format(date, SHORT_DATE);
}

import { useFormatDate as useScheduleFormatDate } from '@/components/schedule/date-format';

/** The schedule views' date formatter (date-fns, interface language), with the absences page's default pattern. */
export function useFormatDate(): (date: string, pattern?: string) => string {
  const format = useScheduleFormatDate();
  return (date, pattern = 'd MMM yyyy') => format(date, pattern);
}

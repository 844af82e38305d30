import { addDays } from '@openrota/domain';
import { useFormatDate } from '@/lib/dates';

/** 2024-01-01 was a Monday: day `n` (0 = Monday) is that date plus n. */
const A_MONDAY = '2024-01-01';

/** The short weekday name of a day of week (0 = Monday … 6 = Sunday) in the interface language. */
export function useDayName(): (dayOfWeek: number) => string {
  const format = useFormatDate();
  return (dayOfWeek) => format(addDays(A_MONDAY, dayOfWeek), 'EEE');
}

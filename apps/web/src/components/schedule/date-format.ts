import { format, parseISO } from 'date-fns';
import { useDateLocale } from '@/lib/format-date';

/** Formats a yyyy-MM-dd calendar date with a date-fns pattern in the interface language. */
export function useFormatDate() {
  const locale = useDateLocale();
  return (date: string, pattern: string) => {
    const parsed = parseISO(date);
    return Number.isNaN(parsed.getTime()) ? date : format(parsed, pattern, { locale });
  };
}

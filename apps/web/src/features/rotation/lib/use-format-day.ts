import { useLanguage } from '@/lib/language';

/** Formats a yyyy-MM-dd date as a short calendar date in the interface language (no zone shifts). */
export function useFormatDay(): (date: string) => string {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

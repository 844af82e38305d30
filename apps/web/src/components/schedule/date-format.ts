import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

/** The date-fns locale of the interface language (nl or English with Monday-first weeks). */
export function useDateLocale() {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('nl') ? nl : enGB;
}

/** Formats a yyyy-MM-dd calendar date with a date-fns pattern in the interface language. */
export function useFormatDate() {
  const locale = useDateLocale();
  return (date: string, pattern: string) => {
    const parsed = parseISO(date);
    return Number.isNaN(parsed.getTime()) ? date : format(parsed, pattern, { locale });
  };
}

import { format, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useCallback } from 'react';
import { useLanguage } from '@/lib/language';

/** Formats a yyyy-MM-dd (or yyyy-MM) calendar date with date-fns in the interface language. */
export function useFormatDate(): (date: string, pattern?: string) => string {
  const { language } = useLanguage();
  return useCallback((date: string, pattern = 'd MMM yyyy') => format(parseISO(date), pattern, { locale: language === 'nl' ? nl : enGB }), [language]);
}

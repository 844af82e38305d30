import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

/** The date-fns locale of the interface language. */
export function useDateLocale() {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('nl') ? nl : enGB;
}

import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from './dates/intl';

/**
 * Minutes written as hours in the interface language, at most one decimal ("36.5 h" /
 * "36,5 u"); `signed` writes a plus before a surplus (a ledger difference or balance).
 */
export function formatHours(minutes: number, locale: string, signed = false): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(minutes / 60);
}

/** `formatHours` in the interface language, with its unit ("{{hours}} h" under `ledger.hours`). */
export function useFormatHours(): (minutes: number, signed?: boolean) => string {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  return (minutes, signed = false) => t('ledger.hours', { hours: formatHours(minutes, locale, signed) });
}

import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from './dates/intl';

/**
 * Hours as a form field or a contract shows them: at most two decimals, with the decimal comma
 * in Dutch (36 → "36", 24.5 → "24.5" / "24,5", 10.5 h of a rule → "10,5").
 */
export function formatDecimalHours(hours: number, language = 'en'): string {
  const text = String(Math.round(hours * 100) / 100);
  return language.startsWith('nl') ? text.replace('.', ',') : text;
}

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

import { useTranslation } from 'react-i18next';

/** Where the chosen language is remembered (`{product}_language`, docs/product/sign-in.md#browser-storage). */
export const LANGUAGE_STORAGE_KEY = 'openrota_language';

const LANGUAGES = [
  { code: 'en', short: 'EN', name: 'English' },
  { code: 'nl', short: 'NL', name: 'Nederlands' },
] as const;

export function LanguageToggle() {
  const { t, i18n } = useTranslation('app');
  const current = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);

  const choose = (code: string) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
    } catch {
      // Storage may be unavailable; the language still changes for this visit.
    }
    document.documentElement.lang = code;
    void i18n.changeLanguage(code);
  };

  return (
    <div
      role="group"
      aria-label={t('landing.nav.languageLabel')}
      className="inline-flex rounded-full border border-slate-200 bg-white p-0.5 text-xs font-semibold shadow-sm"
    >
      {LANGUAGES.map((lng) => {
        const active = current === lng.code;
        return (
          <button
            key={lng.code}
            type="button"
            lang={lng.code}
            aria-label={lng.name}
            aria-pressed={active}
            onClick={() => choose(lng.code)}
            className={`min-h-8 min-w-9 rounded-full px-2.5 transition-colors ${
              active ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            }`}
          >
            {lng.short}
          </button>
        );
      })}
    </div>
  );
}

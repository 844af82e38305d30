import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '@/lib/language';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** A compact EN | NL switch for public pages. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('ui.language')}
      className={cn(
        'inline-flex rounded-full border bg-card p-0.5 text-xs font-semibold shadow-xs',
        className,
      )}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-label={t(`ui.languages.${code}`)}
          aria-pressed={language === code}
          onClick={() => void changeLanguage(code)}
          className={cn(
            'min-h-8 min-w-9 cursor-pointer rounded-full px-2.5 uppercase transition-colors',
            language === code
              ? 'bg-foreground text-background'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {code}
        </button>
      ))}
    </div>
  );
}

import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { cn } from '@/lib/utils';

/** The header's language choice; saves it for the signed-in user. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <Select value={language} onValueChange={(value) => void changeLanguage(value as AppLanguage)}>
      <SelectTrigger aria-label={t('ui.language')} className={cn('h-9 w-auto gap-1.5', className)}>
        <Languages aria-hidden className="size-4 text-muted-foreground" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {SUPPORTED_LANGUAGES.map((code) => (
          <SelectItem key={code} value={code} lang={code}>
            {t(`ui.languages.${code}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import type { RotationPattern } from '@openrota/contracts';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormatDay } from '../lib/use-format-day';

/** View mode: name, dates, status and week count, with the edit button. */
export function PatternHeader({ pattern, onEdit }: { pattern: RotationPattern; onEdit: () => void }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-semibold tracking-tight">{pattern.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {t('rotation.detail.from', { date: formatDay(pattern.startDate) })}
            {pattern.endDate ? ` ${t('rotation.detail.until', { date: formatDay(pattern.endDate) })}` : ''}
          </span>
          <span aria-hidden>·</span>
          <span>{t('rotation.weekCount', { count: pattern.weekCount })}</span>
          <Badge variant={pattern.active ? 'success' : 'muted'}>
            {pattern.active ? t('rotation.list.active') : t('rotation.list.inactive')}
          </Badge>
        </p>
      </div>
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden />
        {t('rotation.detail.edit')}
      </Button>
    </div>
  );
}

import type { RotationPattern } from '@openrota/contracts';
import { Copy, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormatDay } from '../lib/use-format-day';

type PatternListProps = {
  patterns: RotationPattern[];
  onDuplicate: (pattern: RotationPattern) => void;
  onDelete: (pattern: RotationPattern) => void;
};

/** The patterns as rows (cards on phones); a row opens the detail, its buttons duplicate or delete. */
export function PatternList({ patterns, onDuplicate, onDelete }: PatternListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDay = useFormatDay();
  return (
    <ul className="divide-y rounded-lg border bg-card shadow-sm" aria-label={t('rotation.title')}>
      {patterns.map((pattern) => (
        <li
          key={pattern.id}
          className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 transition-colors hover:bg-muted/60"
          onClick={() => void navigate(`/schedule/rotation-patterns/${pattern.id}`)}
        >
          <div className="min-w-0 flex-1 basis-48">
            <a
              href={`/schedule/rotation-patterns/${pattern.id}`}
              onClick={(event) => event.preventDefault()}
              className="block truncate font-medium hover:underline"
              aria-label={t('rotation.list.open', { name: pattern.name })}
            >
              {pattern.name}
            </a>
            <p className="text-sm text-muted-foreground">
              {t('rotation.list.range', {
                start: formatDay(pattern.startDate),
                end: pattern.endDate ? formatDay(pattern.endDate) : t('rotation.list.noEnd'),
              })}
            </p>
          </div>
          <Badge variant={pattern.active ? 'success' : 'muted'}>
            {pattern.active ? t('rotation.list.active') : t('rotation.list.inactive')}
          </Badge>
          <span className="w-20 text-sm text-muted-foreground">
            {t('rotation.weekCount', { count: pattern.weekCount })}
          </span>
          <div className="flex gap-1" onClick={(event) => event.stopPropagation()}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('rotation.list.duplicate', { name: pattern.name })}
              onClick={() => onDuplicate(pattern)}
            >
              <Copy aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={t('rotation.list.delete', { name: pattern.name })}
              onClick={() => onDelete(pattern)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

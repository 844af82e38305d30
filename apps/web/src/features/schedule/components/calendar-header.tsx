import { Bug, ChevronLeft, ChevronRight, FileDown, Filter, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { FillOpenShiftsButton } from '@/components/autofill/use-auto-fill';
import type { ViewOptions } from '../lib/view-options';

type CalendarHeaderProps = {
  view: 'month' | 'week';
  title: string;
  monthHref: string;
  weekHref: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  filterCount: number;
  isFiltersOpen: boolean;
  onToggleFilters: () => void;
  filtersPanelId: string;
  options: ViewOptions;
  onOptionsChange: (patch: Partial<ViewOptions>) => void;
  onExport: () => void;
  /** Null hides the button (read-only roles). */
  onAddShift: (() => void) | null;
  /** "Fill open shifts" (auto-fill, ADMIN and MANAGER); null hides it. */
  onFillOpenShifts?: (() => void) | null;
  /** A run is working: the button waits for it. */
  isFillRunning?: boolean;
};

/** Title, month/week switch, previous/next/today, filters toggle, the three view toggles, debug and export. */
export function CalendarHeader(props: CalendarHeaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const { view, options, onOptionsChange } = props;
  const toggles = [
    { key: 'showFilledShifts', label: t('schedule.toggles.showFilledShifts') },
    { key: 'highlightUrgent', label: t('schedule.toggles.highlightUrgent') },
    { key: 'showFullNames', label: t('schedule.toggles.showFullNames') },
  ] as const;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight first-letter:uppercase">{props.title}</h1>
        <div className="flex flex-wrap gap-2">
          {props.onAddShift && (
            <Button onClick={props.onAddShift}>
              <Plus aria-hidden />
              {t('schedule.addShift.title')}
            </Button>
          )}
          {props.onFillOpenShifts && (
            <FillOpenShiftsButton onClick={props.onFillOpenShifts} disabled={props.isFillRunning} />
          )}
          <Button variant="outline" onClick={props.onExport}>
            <FileDown aria-hidden />
            {t('schedule.header.export')}
          </Button>
          <Button variant="ghost" asChild>
            <Link to="/schedule-debug">
              <Bug aria-hidden />
              {t('schedule.header.debug')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <nav
          aria-label={t('schedule.header.viewMode')}
          className="inline-flex rounded-md border bg-muted p-0.5"
        >
          {(['month', 'week'] as const).map((mode) => (
            <Link
              key={mode}
              to={mode === 'month' ? props.monthHref : props.weekHref}
              aria-current={view === mode ? 'page' : undefined}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium text-muted-foreground',
                view === mode && 'bg-card text-foreground shadow-sm',
              )}
            >
              {t(`schedule.header.${mode}`)}
            </Link>
          ))}
        </nav>
        <div className="inline-flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`schedule.header.previous.${view}`)}
            onClick={props.onPrevious}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={props.onToday}>
            {t('schedule.header.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`schedule.header.next.${view}`)}
            onClick={props.onNext}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <Button
          variant="outline"
          aria-expanded={props.isFiltersOpen}
          aria-controls={props.filtersPanelId}
          onClick={props.onToggleFilters}
        >
          <Filter aria-hidden />
          {t('schedule.filters.title')}
          {props.filterCount > 0 && (
            <Badge aria-label={t('schedule.filters.count', { count: props.filterCount })}>
              {props.filterCount}
            </Badge>
          )}
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {toggles.map((toggle) => (
          <div key={toggle.key} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${toggle.key}`}
              checked={options[toggle.key]}
              onCheckedChange={(v) => onOptionsChange({ [toggle.key]: v === true })}
            />
            <Label htmlFor={`${id}-${toggle.key}`}>{toggle.label}</Label>
          </div>
        ))}
      </div>
    </div>
  );
}

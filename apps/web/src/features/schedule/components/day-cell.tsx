import type { Absence, ScheduleEntry } from '@openrota/contracts';
import { daySummary, isUrgent, URGENT_WINDOW_CALENDAR } from '@openrota/domain';
import { AlertTriangle, ArrowLeftRight, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DraftBadge } from '@/components/autofill/draft-badge';
import type { Draft } from '@/components/autofill/drafts';
import { ShiftBadge } from '@/components/schedule/shift-badge';
import { useFormatDate } from '@/lib/dates';
import type { DayAvailability } from '@/lib/schedule-api/availability';
import { cn } from '@/lib/utils';
import { markFits, type UnpublishedMark } from '../lib/unpublished';
import type { ViewOptions } from '../lib/view-options';
import { DayAvailabilityMarker } from './day-availability';
import { RotationWeekBadge } from './rotation-week-badge';

export type DayCellProps = {
  date: string;
  entries: readonly ScheduleEntry[];
  /** Absences on this date (only when the absences filter is on). */
  absences: readonly Absence[] | null;
  today: string;
  options: ViewOptions;
  showConflicts: boolean;
  /** The working-time violations a shift is part of (empty when none). */
  violationsOf: (entry: ScheduleEntry) => readonly unknown[];
  /** Only the shifts with violations are listed (the filter "Only shifts with violations"). */
  onlyViolations: boolean;
  /** A padding day of the month grid (another month). */
  isOutside?: boolean;
  layout: 'grid' | 'list';
  onOpenEntry: (entry: ScheduleEntry) => void;
  /** Null when the user may not add shifts (read-only roles). */
  onAddShift: ((date: string) => void) | null;
  /** Whether a shift has a pending trade offer (shown as a marker beside it). */
  hasPendingTrade?: (entry: ScheduleEntry) => boolean;
  /** The availability layer of this date (only when the layer is on; undefined: nobody said anything). */
  availabilityOn?: ((date: string) => DayAvailability | undefined) | null;
  /** Auto-fill's proposed assignments of this date (drafts), each shown after the shift it fills. */
  drafts?: readonly Draft[];
  /**
   * The unpublished changes of this date (docs/product/publish.md, planners of an ON_PUBLISH
   * workspace only): the changed badges get a marker, a side no badge shows (a removed shift, a
   * moved shift's old day) marks the day.
   */
  unpublished?: readonly UnpublishedMark[];
};

const STATUS_CLASS = {
  all: 'bg-emerald-100 text-emerald-800',
  none: 'bg-destructive/15 text-destructive',
  partial: 'bg-amber-100 text-amber-900',
  empty: 'bg-muted text-muted-foreground',
} as const;

const NO_DRAFTS: readonly Draft[] = [];
const NO_MARKS: readonly UnpublishedMark[] = [];

const isConflict = (e: ScheduleEntry) => e.hasAbsence && !e.isCancelled && e.staffId !== null;

/** One day: filled/total, rotation week, its shifts, absences; empty space adds a shift on the date. */
export function DayCell({
  date,
  entries,
  absences,
  today,
  options,
  showConflicts,
  violationsOf,
  onlyViolations,
  isOutside = false,
  layout,
  onOpenEntry,
  onAddShift,
  hasPendingTrade,
  availabilityOn,
  drafts = NO_DRAFTS,
  unpublished = NO_MARKS,
}: DayCellProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const summary = daySummary(entries);
  const isToday = date === today;
  const isUrgentDay =
    options.highlightUrgent && entries.some((e) => isUrgent(e, today, URGENT_WINDOW_CALENDAR));
  const hasConflict = showConflicts && entries.some(isConflict);
  const visible = entries.filter(
    (e) => (options.showFilledShifts || e.isUnfilled) && (!onlyViolations || violationsOf(e).length > 0),
  );
  const longDate = formatDate(date, 'EEEE d MMMM yyyy');
  const availability = availabilityOn?.(date);
  const shownIds = new Set(visible.map((e) => e.id));
  const isUnpublished = (entry: ScheduleEntry) => unpublished.some((m) => markFits(m, entry));
  // What staff were shown and no badge shows any more: listed on the day itself.
  const gone = unpublished
    .filter((m) => m.side === 'before' && !visible.some((e) => markFits(m, e)))
    .map((m) =>
      t(m.kind === 'MOVED' ? 'schedule.day.unpublishedMoved' : 'schedule.day.unpublishedRemoved', {
        shift: m.shiftType.name,
        name: m.staff.name,
      }),
    );
  const goneLabel =
    gone.length > 0 ? t('schedule.day.unpublished', { count: gone.length, changes: gone.join(', ') }) : '';
  const draftsOf = (entryId: string) => drafts.filter((d) => d.slotId === entryId);
  // A draft whose shift is not listed (a filter hides it) still shows, after the shifts.
  const otherDrafts = drafts.filter((d) => !shownIds.has(d.slotId));
  const draftItem = (d: Draft) => (
    <li key={`draft-${d.slotId}`} className="min-w-0" onClick={(e) => e.stopPropagation()}>
      <DraftBadge
        draft={d}
        showFullNames={options.showFullNames || layout === 'list'}
        className={layout === 'grid' ? 'max-sm:px-0.5 max-sm:text-[10px]' : undefined}
      />
    </li>
  );

  return (
    <div
      role="group"
      aria-label={longDate}
      data-date={date}
      data-urgent={isUrgentDay || undefined}
      data-conflict={hasConflict || undefined}
      onClick={onAddShift ? () => onAddShift(date) : undefined}
      className={cn(
        'group relative flex w-full min-w-0 flex-col gap-1 bg-card p-1 transition-colors hover:bg-accent/40 sm:p-1.5',
        layout === 'grid' ? 'min-h-24 sm:min-h-28' : 'min-h-16 rounded-lg border p-2 sm:p-3',
        onAddShift && 'cursor-pointer',
        isOutside && 'bg-muted/40 text-muted-foreground',
        isUrgentDay && 'bg-destructive/5 ring-2 ring-destructive/60 ring-inset',
        hasConflict && !isUrgentDay && 'ring-2 ring-orange-400 ring-inset',
      )}
    >
      <div className="flex flex-wrap items-center gap-1">
        {layout === 'grid' ? (
          <span
            className={cn(
              'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold',
              isToday && 'bg-primary text-primary-foreground',
            )}
            {...(isToday ? { 'aria-current': 'date' as const } : {})}
          >
            {Number(date.slice(8))}
          </span>
        ) : (
          <span
            className="text-sm font-semibold first-letter:uppercase"
            {...(isToday ? { 'aria-current': 'date' as const } : {})}
          >
            {formatDate(date, 'EEEE d MMMM')}
            {isToday && (
              <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                {t('schedule.header.today')}
              </span>
            )}
          </span>
        )}
        {summary.total > 0 && (
          <span
            className={cn('rounded px-1 text-[10px] leading-4 font-semibold', STATUS_CLASS[summary.status])}
            title={t(`schedule.day.status.${summary.status}`)}
            aria-label={t('schedule.day.filledOf', { filled: summary.filled, total: summary.total })}
          >
            {summary.filled}/{summary.total}
          </span>
        )}
        <span className={cn('inline-flex', layout === 'grid' && 'max-sm:hidden')}>
          <RotationWeekBadge entries={entries} />
        </span>
        {isUrgentDay && (
          <span className="text-[10px] font-semibold text-destructive uppercase">
            <AlertTriangle aria-hidden className="inline size-3" />{' '}
            <span className={layout === 'grid' ? 'sr-only sm:not-sr-only' : ''}>
              {t('schedule.day.urgent')}
            </span>
          </span>
        )}
        {gone.length > 0 && (
          <span
            role="img"
            aria-label={goneLabel}
            title={goneLabel}
            data-testid="unpublished-day-marker"
            className="inline-flex min-w-0 items-center gap-1 text-[10px] leading-4 font-medium text-amber-800 dark:text-amber-300"
          >
            <span aria-hidden className="size-2 shrink-0 rounded-full bg-amber-500" />
            {layout === 'list' && <span className="truncate">{gone.join(', ')}</span>}
          </span>
        )}
        {onAddShift && (
          <button
            type="button"
            className={cn(
              'ml-auto rounded p-0.5 text-muted-foreground opacity-60 group-hover:opacity-100 hover:bg-accent focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
              // Phones tap the day itself; the grid cell is too narrow for the button.
              layout === 'grid' && 'max-sm:sr-only',
            )}
            aria-label={t('schedule.day.addShift', { date: longDate })}
            onClick={(e) => {
              e.stopPropagation();
              onAddShift(date);
            }}
          >
            <Plus aria-hidden className="size-3.5" />
          </button>
        )}
      </div>
      {availability && <DayAvailabilityMarker longDate={longDate} availability={availability} />}
      <ul className={cn('grid min-w-0 gap-0.5', layout === 'list' && 'gap-1 sm:grid-cols-2 lg:grid-cols-3')}>
        {visible.flatMap((entry) => [
          <li key={entry.id} className="relative min-w-0" onClick={(e) => e.stopPropagation()}>
            {hasPendingTrade?.(entry) && (
              <span
                className="absolute -top-1 -right-0.5 z-10 rounded-full bg-violet-600 p-0.5 text-white"
                title={t('trades.calendar.pending')}
                role="img"
                aria-label={t('trades.calendar.pending')}
                data-testid="trade-marker"
              >
                <ArrowLeftRight aria-hidden className="size-2.5" />
              </span>
            )}
            <ShiftBadge
              entry={entry}
              today={today}
              showFullNames={options.showFullNames || layout === 'list'}
              isConflict={showConflicts && isConflict(entry)}
              hasViolation={violationsOf(entry).length > 0}
              isUnpublished={isUnpublished(entry)}
              className={layout === 'grid' ? 'max-sm:px-0.5 max-sm:text-[10px]' : undefined}
              onClick={() => onOpenEntry(entry)}
            />
          </li>,
          ...draftsOf(entry.id).map(draftItem),
        ])}
        {otherDrafts.map(draftItem)}
      </ul>
      {absences && absences.length > 0 && (
        <ul className="grid min-w-0 gap-0.5" aria-label={t('schedule.day.absences')}>
          {absences.map((a) => (
            <li
              key={a.id}
              className="truncate rounded bg-orange-50 px-1 text-[10px] text-orange-900"
              title={t(`schedule.absenceTypes.${a.type}`)}
            >
              {t('schedule.day.absent', {
                name:
                  options.showFullNames || layout === 'list'
                    ? a.staff.name
                    : a.staff.shortName || a.staff.name,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

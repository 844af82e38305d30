import type { ScheduleEntry } from '@openrota/contracts';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';

type PatternWeek = { id: string; name: string; week: number; weekCount: number };

/** The rotation weeks a day falls in, one per pattern that produced a shift on it. */
export function patternWeeksOf(entries: readonly ScheduleEntry[]): PatternWeek[] {
  const byPattern = new Map<string, PatternWeek>();
  for (const e of entries) {
    if (
      !e.rotationPatternId ||
      e.rotationWeek === null ||
      e.rotationWeekCount === null ||
      byPattern.has(e.rotationPatternId)
    )
      continue;
    byPattern.set(e.rotationPatternId, {
      id: e.rotationPatternId,
      name: e.rotationPatternName ?? '',
      week: e.rotationWeek,
      weekCount: e.rotationWeekCount,
    });
  }
  return [...byPattern.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "W2" per pattern, with a tooltip naming the pattern and "week n of m" (one combined tooltip for several). */
export function RotationWeekBadge({ entries }: { entries: readonly ScheduleEntry[] }) {
  const { t } = useTranslation();
  const weeks = patternWeeksOf(entries);
  if (weeks.length === 0) return null;
  const text = weeks
    .map((w) => t('schedule.rotationWeek.tooltip', { name: w.name, week: w.week, weekCount: w.weekCount }))
    .join('; ');
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={text}
          onClick={(e) => e.stopPropagation()}
          className="rounded bg-muted px-1 py-px text-[10px] leading-tight font-semibold text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {weeks.map((w) => t('schedule.rotationWeek.short', { week: w.week })).join('·')}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-64 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md"
        >
          {weeks.map((w) => (
            <p key={w.id}>
              {t('schedule.rotationWeek.tooltip', { name: w.name, week: w.week, weekCount: w.weekCount })}
            </p>
          ))}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

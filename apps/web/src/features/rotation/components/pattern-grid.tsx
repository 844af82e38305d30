import type { RotationSlot } from '@openrota/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { cellSummary, type CellSummary } from '../lib/cell-summary';
import { DAY_KEYS, DAYS, weekNumbers } from '../lib/days';

type Props = { weekCount: number; slots: RotationSlot[]; onOpenDay: (week: number, day: number) => void };

/** What a screen reader hears for a cell, e.g. "Week 1, Monday: Early 1/1, Night 0/1 (1 more needed)". */
export function cellLabel(t: TFunction, week: number, day: number, summary: CellSummary): string {
  const parts = summary.counts.map((c) => `${c.name} ${c.filled}/${c.required}`).join(', ');
  const text = parts
    ? `${parts}${summary.missing > 0 ? ` (${t('rotation.detail.moreNeeded', { count: summary.missing })})` : ''}`
    : t('rotation.detail.cellNone');
  return t('rotation.detail.cellLabel', {
    week: t('rotation.week', { week }),
    day: t(`rotation.days.${DAY_KEYS[day]}`),
    summary: text,
  });
}

/** Weeks × days (Monday first); each cell shows filled/required per shift type and is red while under-filled. */
export function PatternGrid({ weekCount, slots, onOpenDay }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className="max-h-[70dvh] overflow-auto rounded-lg border bg-card shadow-sm"
      role="region"
      aria-label={t('rotation.detail.gridLabel')}
      tabIndex={0}
    >
      <table className="w-full min-w-[760px] table-fixed border-collapse text-sm">
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            <th className="sticky left-0 z-20 w-20 bg-muted p-2 text-left text-xs font-medium text-muted-foreground" />
            {DAYS.map((day) => (
              <th key={day} scope="col" className="p-2 text-left text-xs font-semibold">
                <span className="sm:hidden">{t(`rotation.daysShort.${DAY_KEYS[day]}`)}</span>
                <span className="hidden capitalize sm:inline">{t(`rotation.days.${DAY_KEYS[day]}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekNumbers(weekCount).map((week) => (
            <tr key={week} className="border-t">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card p-2 text-left text-xs font-semibold whitespace-nowrap"
              >
                {t('rotation.week', { week })}
              </th>
              {DAYS.map((day) => {
                const summary = cellSummary(slots, week, day);
                const isUnder = summary.missing > 0;
                return (
                  <td key={day} className="p-1 align-top">
                    <button
                      type="button"
                      aria-label={cellLabel(t, week, day, summary)}
                      data-underfilled={isUnder || undefined}
                      onClick={() => onOpenDay(week, day)}
                      className={cn(
                        'flex min-h-20 w-full cursor-pointer flex-col items-stretch gap-0.5 rounded-md border p-1.5 text-left text-xs transition-colors hover:border-primary/50 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
                        isUnder &&
                          'border-red-300 bg-red-50 text-red-900 hover:border-red-400 hover:bg-red-100',
                      )}
                    >
                      {summary.counts.length === 0 && <span className="m-auto text-muted-foreground">+</span>}
                      {summary.counts.map((c) => (
                        <span key={c.shiftTypeId} className="flex items-center gap-1">
                          <span
                            aria-hidden
                            className="size-2 shrink-0 rounded-full"
                            style={{ backgroundColor: c.color }}
                          />
                          <span className="truncate">{c.name}</span>
                          <span className="ml-auto font-medium tabular-nums">
                            {c.filled}/{c.required}
                          </span>
                        </span>
                      ))}
                      {isUnder && (
                        <span className="mt-auto font-semibold text-red-700">
                          {t('rotation.detail.moreNeeded', { count: summary.missing })}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

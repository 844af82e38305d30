import type { Absence, ScheduleEntry } from '@openrota/contracts';
import { addDays, monthOf } from '@openrota/domain';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@/components/autofill/drafts';
import { useFormatDate } from '@/lib/dates';
import type { UnpublishedMark } from '../lib/unpublished';
import { DayCell, type DayCellProps } from './day-cell';

type Shared = Omit<
  DayCellProps,
  'date' | 'entries' | 'absences' | 'isOutside' | 'layout' | 'drafts' | 'unpublished'
>;

/** What each day of a view is given, by date. */
export interface ByDate {
  entriesByDate: ReadonlyMap<string, ScheduleEntry[]>;
  absencesOn: ((date: string) => Absence[]) | null;
  /** Auto-fill's drafts by date (empty without a proposal). */
  draftsByDate?: ReadonlyMap<string, Draft[]>;
  /** The unpublished changes by date (empty unless a planner of an ON_PUBLISH workspace). */
  unpublishedByDate?: ReadonlyMap<string, UnpublishedMark[]>;
}

export type DaysProps = Shared & ByDate & { days: string[] };

/** One day's own props of a {@link DayCell}, picked from the view's by-date maps. */
export function dayProps(
  { entriesByDate, absencesOn, draftsByDate, unpublishedByDate }: ByDate,
  date: string,
): Pick<DayCellProps, 'date' | 'entries' | 'absences' | 'drafts' | 'unpublished'> {
  return {
    date,
    entries: entriesByDate.get(date) ?? [],
    absences: absencesOn ? absencesOn(date) : null,
    drafts: draftsByDate?.get(date),
    unpublished: unpublishedByDate?.get(date),
  };
}

/** The month grid: 7 columns, Monday first, padded to full weeks (docs/product/schedule.md#calendar). */
export function MonthGrid({
  month,
  days,
  entriesByDate,
  absencesOn,
  draftsByDate,
  unpublishedByDate,
  ...shared
}: DaysProps & { month: string }) {
  const byDate = { entriesByDate, absencesOn, draftsByDate, unpublishedByDate };
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const weekdays = days.slice(0, 7);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <div
      role="grid"
      aria-label={t('schedule.monthGrid')}
      className="overflow-hidden rounded-lg border bg-border"
    >
      <div role="row" className="grid grid-cols-7 gap-px border-b">
        {weekdays.map((d) => (
          <div
            role="columnheader"
            key={d}
            className="bg-muted px-1 py-1.5 text-center text-xs font-semibold text-muted-foreground"
            aria-label={formatDate(d, 'EEEE')}
          >
            <span className="sm:hidden">{formatDate(d, 'EEEEE')}</span>
            <span className="hidden sm:inline">{formatDate(d, 'EEE')}</span>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7 gap-px border-b last:border-b-0">
          {week.map((date) => (
            <div role="gridcell" key={date} className="flex min-w-0">
              <DayCell
                {...shared}
                {...dayProps(byDate, date)}
                layout="grid"
                isOutside={monthOf(date) !== month}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The dates from `startDate` to `endDate` inclusive. */
export function datesBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) out.push(d);
  return out;
}

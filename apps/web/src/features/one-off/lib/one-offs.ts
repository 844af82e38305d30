import type { ScheduleEntry } from '@openrota/contracts';
import { addMonths, daysInMonth, isPast, monthOf } from '@openrota/domain';

/** The same day `years` years on (29 February becomes the 28th in a common year). */
export function addYears(date: string, years: number): string {
  const month = addMonths(monthOf(date), years * 12);
  const day = Math.min(Number(date.slice(8)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The one-off management range (docs/product/schedule.md#one-off-shifts): a year back to a year ahead of today. */
export function oneOffRange(today: string): { startDate: string; endDate: string } {
  return { startDate: addYears(today, -1), endDate: addYears(today, 1) };
}

export type DateStatus = 'past' | 'today' | 'upcoming';

/** docs/product/schedule.md#one-off-shifts: a one-off shift's date status. */
export function dateStatus(date: string, today: string): DateStatus {
  if (date === today) return 'today';
  return isPast(date, today) ? 'past' : 'upcoming';
}

export type StatusFilter = 'upcoming' | 'past' | 'all';

/**
 * The one-offs the filter shows: upcoming (today included) soonest first, past most recent first,
 * all in date order.
 */
export function filterOneOffs(
  entries: readonly ScheduleEntry[],
  today: string,
  filter: StatusFilter,
): ScheduleEntry[] {
  const oneOffs = entries.filter((e) => e.entryType === 'ONE_OFF');
  if (filter === 'upcoming') return oneOffs.filter((e) => dateStatus(e.date, today) !== 'past');
  if (filter === 'past') return oneOffs.filter((e) => dateStatus(e.date, today) === 'past').reverse();
  return oneOffs;
}

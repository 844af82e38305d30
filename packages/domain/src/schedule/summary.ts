/** Counts the calendar shows for a day and for the visible range. */
import { isUrgent } from './urgency';
import type { ScheduleEntry } from './types';

type SummaryFields = Pick<ScheduleEntry, 'date' | 'isUnfilled' | 'isOptional' | 'isCancelled'>;

export type DayStatus = 'all' | 'none' | 'partial' | 'empty';

export interface DaySummary {
  filled: number;
  /** Entries that need someone (cancelled ones excluded). */
  total: number;
  unfilled: number;
  /** empty: nothing needed; all: every needed entry filled; none: none filled; partial: some. */
  status: DayStatus;
}

export function daySummary(entries: readonly SummaryFields[]): DaySummary {
  let total = 0;
  let unfilled = 0;
  for (const e of entries) {
    if (e.isCancelled) continue;
    total++;
    if (e.isUnfilled) unfilled++;
  }
  const filled = total - unfilled;
  const status: DayStatus =
    total === 0 ? 'empty' : unfilled === 0 ? 'all' : filled === 0 ? 'none' : 'partial';
  return { filled, total, unfilled, status };
}

export interface ScheduleSummary {
  filled: number;
  total: number;
  unfilled: number;
  /** Urgent entries (see isUrgent) within `windowDays` of today. */
  urgent: number;
}

export function scheduleSummary(
  entries: readonly SummaryFields[],
  today: string,
  windowDays: number,
): ScheduleSummary {
  const { filled, total, unfilled } = daySummary(entries);
  let urgent = 0;
  for (const e of entries) if (isUrgent(e, today, windowDays)) urgent++;
  return { filled, total, unfilled, urgent };
}

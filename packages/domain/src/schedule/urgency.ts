/**
 * Urgency, past days and conflicts over engine output.
 *
 * Windows are half-open: "within the next N days" means today … today + N − 1
 * (the calendar's 7 days: today and the six days after; the dashboard's 3: today, +1, +2).
 */
import { rangeCovers, toDayNumber } from '../dates';
import type { Conflict, EngineAbsence, ScheduleEntry } from './types';

export const URGENT_WINDOW_CALENDAR = 7;
export const URGENT_WINDOW_DASHBOARD = 3;

type UrgencyFields = Pick<ScheduleEntry, 'date' | 'isUnfilled' | 'isOptional' | 'isCancelled'>;

/** Whether `date` lies in today … today + windowDays − 1. */
export function isWithinDays(date: string, today: string, windowDays: number): boolean {
  const offset = toDayNumber(date) - toDayNumber(today);
  return offset >= 0 && offset < windowDays;
}

/** An open, needed shift (unfilled, not optional, not cancelled) in today … today + windowDays − 1. */
export function isUrgent(entry: UrgencyFields, today: string, windowDays: number): boolean {
  return (
    entry.isUnfilled && !entry.isOptional && !entry.isCancelled && isWithinDays(entry.date, today, windowDays)
  );
}

/** A date before today. */
export function isPast(date: string, today: string): boolean {
  return date < today;
}

/** Whether an entry needs someone: not cancelled (cancelled shifts are not needed). */
export function isNeeded(entry: Pick<ScheduleEntry, 'isCancelled'>): boolean {
  return !entry.isCancelled;
}

/**
 * Entries whose staff is absent on the entry's date (cancelled entries excluded): one conflict
 * per entry (the first matching absence by start date), sorted by date then entry order.
 */
export function findConflicts(
  entries: readonly ScheduleEntry[],
  absences: readonly EngineAbsence[],
): Conflict[] {
  const byStaff = new Map<string, EngineAbsence[]>();
  for (const a of absences) {
    let list = byStaff.get(a.staffId);
    if (!list) byStaff.set(a.staffId, (list = []));
    list.push(a);
  }
  for (const list of byStaff.values())
    list.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const conflicts: Conflict[] = [];
  for (const entry of entries) {
    if (entry.staffId === null || entry.isCancelled) continue;
    const absence = byStaff.get(entry.staffId)?.find((a) => rangeCovers(a, entry.date));
    if (!absence) continue;
    conflicts.push({
      date: entry.date,
      shiftType: entry.shiftType,
      staff: entry.staff ?? { id: entry.staffId, name: entry.staffId, shortName: null },
      entryId: entry.id,
      entryType: entry.entryType,
      rotationSlotId: entry.rotationSlotId,
      scheduleEntryId: entry.scheduleEntryId,
      absenceId: absence.id,
      absenceType: absence.type,
    });
  }
  // Stable: keeps the entries' order within a date.
  return conflicts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

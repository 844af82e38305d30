/**
 * Self-service claims: which open shifts a staff member may take, and what warns them. Pure
 * functions over the engine's plain data (`ScheduleEntry`, `EngineAbsence`); the server's
 * staff-portal service loads the data, runs the transaction and records the audit.
 *
 * - The claim window is today … today + maxSelfPlanningDays, both ends included.
 * - An open occurrence is a rotation occurrence without staff that is not cancelled.
 * - A member may take a shift of a type they are skilled for, on a day they are not absent and
 *   do not already work another shift.
 * - A conflict (a warning, not a refusal) is a shift the member works the day before or after
 *   whose real hours overlap the claimed one's (a night ending at 07:00 and an early at 06:00).
 */
import { addDays, rangeCovers } from './dates';
import { intervalsOverlap, shiftInterval, type Interval } from './time';
import type { DateRange, EngineAbsence, ScheduleEntry } from './schedule/types';

/** A shift as far as its hours go: its date and its type's HH:mm times (null: no times). */
export interface TimedShift {
  date: string;
  shiftType: { startTime: string | null; endTime: string | null };
}

/** The claim window: from `today` to `today` + `maxSelfPlanningDays`, both included. */
export function claimWindow(today: string, maxSelfPlanningDays: number): DateRange {
  return { startDate: today, endDate: addDays(today, maxSelfPlanningDays) };
}

/** The member's absence covering `date`, if any. */
export function absenceOn<A extends Pick<EngineAbsence, 'staffId' | 'startDate' | 'endDate'>>(
  absences: readonly A[],
  staffId: string,
  date: string,
): A | undefined {
  return absences.find((a) => a.staffId === staffId && rangeCovers(a, date));
}

/**
 * An open rotation occurrence: no staff, not cancelled (ROTATION without staff, an unassigned
 * OVERRIDE, or an override or claim of a member deactivated since, which the engine shows open).
 */
export function isOpenOccurrence(
  e: Pick<ScheduleEntry, 'rotationSlotId' | 'isOneOffShift' | 'staffId' | 'isCancelled'>,
): boolean {
  return e.rotationSlotId !== null && !e.isOneOffShift && e.staffId === null && !e.isCancelled;
}

/** The real interval of a shift in `timeZone` (see `shiftInterval`), or null for a type without times. */
export function timedShiftInterval(shift: TimedShift, timeZone: string): Interval | null {
  const { startTime, endTime } = shift.shiftType;
  if (!startTime || !endTime) return null;
  return shiftInterval(shift.date, startTime, endTime, timeZone);
}

/** Those of `others` whose real hours overlap `shift`'s (none when either has no times). */
export function overlappingShifts<S extends TimedShift>(
  shift: TimedShift,
  others: readonly S[],
  timeZone: string,
): S[] {
  if (others.length === 0) return [];
  const own = timedShiftInterval(shift, timeZone);
  if (!own) return [];
  return others.filter((other) => {
    const theirs = timedShiftInterval(other, timeZone);
    return theirs !== null && intervalsOverlap(own, theirs);
  });
}

/** The member's entries (not cancelled), grouped by date. */
export function shiftsByDate<E extends Pick<ScheduleEntry, 'date' | 'staffId' | 'isCancelled'>>(
  entries: readonly E[],
  staffId: string,
): Map<string, E[]> {
  const byDate = new Map<string, E[]>();
  for (const e of entries) {
    if (e.staffId !== staffId || e.isCancelled) continue;
    const list = byDate.get(e.date);
    if (list) list.push(e);
    else byDate.set(e.date, [e]);
  }
  return byDate;
}

/**
 * The conflicts of claiming `shift`: the member's shifts (`mine`, by date as `shiftsByDate`
 * gives them) of the day before and after whose hours overlap it.
 */
export function claimConflicts<S extends TimedShift>(
  shift: TimedShift,
  mine: ReadonlyMap<string, readonly S[]>,
  timeZone: string,
): S[] {
  const near = [...(mine.get(addDays(shift.date, -1)) ?? []), ...(mine.get(addDays(shift.date, 1)) ?? [])];
  return overlappingShifts(shift, near, timeZone);
}

/** Why a member may not take a shift on its date (the first that applies, in this order). */
export type ClaimBlock<A, E> =
  { reason: 'NOT_QUALIFIED' } | { reason: 'ABSENT'; absence: A } | { reason: 'WORKING'; shift: E };

/**
 * Whether `member` may take `shift` as far as they themselves go: skilled for its type, not
 * absent that day, not already working another shift (not cancelled) that day. Null when free.
 * The window, and whether the shift is still open, are checked by the caller.
 */
export function claimBlock<
  A extends Pick<EngineAbsence, 'staffId' | 'startDate' | 'endDate'>,
  E extends Pick<ScheduleEntry, 'id' | 'date' | 'staffId' | 'isCancelled'>,
>(
  member: { id: string; skills: readonly string[] },
  shift: Pick<ScheduleEntry, 'id' | 'date' | 'shiftTypeId'>,
  absences: readonly A[],
  entries: readonly E[],
): ClaimBlock<A, E> | null {
  if (!member.skills.includes(shift.shiftTypeId)) return { reason: 'NOT_QUALIFIED' };
  const absence = absenceOn(absences, member.id, shift.date);
  if (absence) return { reason: 'ABSENT', absence };
  const working = entries.find(
    (e) => e.staffId === member.id && e.date === shift.date && !e.isCancelled && e.id !== shift.id,
  );
  if (working) return { reason: 'WORKING', shift: working };
  return null;
}

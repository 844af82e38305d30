/**
 * What a publish tells staff (docs/adr/0012-publish-snapshot.md): the difference, per member,
 * between the shifts they see (the published snapshot) and the schedule as it is now.
 *
 * Two shifts are the same when they have the same date, shift type and times (the entry's id
 * is not compared: an override written for a rotation occurrence changes its id, not the shift).
 * What is left pairs as MOVED, one removed with one added shift of the same member:
 * 1. on the same date (the shift type or its times changed), earliest start first;
 * 2. else of the same shift type within MOVE_MAX_DAYS days (the date changed), the closest dates
 *    first (ties: the earlier dates).
 * The rest are REMOVED and ADDED.
 */
import { daysBetween } from './dates';

export interface PublishedShiftLike {
  entryId: string;
  date: string;
  shiftTypeId: string;
  startTime: string | null;
  endTime: string | null;
}

export type ShiftChange<S> =
  | { kind: 'ADDED'; before: null; after: S }
  | { kind: 'REMOVED'; before: S; after: null }
  | { kind: 'MOVED'; before: S; after: S };

/** How far apart a removed and an added shift of the same type may be to count as moved. */
export const MOVE_MAX_DAYS = 7;

const sameShift = (s: PublishedShiftLike) => `${s.date}|${s.shiftTypeId}|${s.startTime}|${s.endTime}`;

const byTime = (a: PublishedShiftLike, b: PublishedShiftLike) =>
  a.date.localeCompare(b.date) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.shiftTypeId.localeCompare(b.shiftTypeId);

/** The changes of one member from `before` (published) to `after` (now), in date order. */
export function diffShifts<S extends PublishedShiftLike>(
  before: readonly S[],
  after: readonly S[],
): ShiftChange<S>[] {
  const unmatched = new Map<string, S[]>();
  for (const s of after) unmatched.set(sameShift(s), [...(unmatched.get(sameShift(s)) ?? []), s]);
  const removed: S[] = [];
  for (const s of before) {
    const same = unmatched.get(sameShift(s));
    if (same && same.length > 0) same.shift();
    else removed.push(s);
  }
  const added = [...unmatched.values()].flat().sort(byTime);
  removed.sort(byTime);
  const changes: ShiftChange<S>[] = [];
  const taken = new Set<S>();
  const pairedRemoved = new Set<S>();
  // 1. Same date.
  for (const r of removed) {
    const a = added.find((x) => !taken.has(x) && x.date === r.date);
    if (!a) continue;
    taken.add(a);
    pairedRemoved.add(r);
    changes.push({ kind: 'MOVED', before: r, after: a });
  }
  // 2. Same shift type, the closest dates first.
  const candidates: Array<{ r: S; a: S; distance: number }> = [];
  for (const r of removed) {
    if (pairedRemoved.has(r)) continue;
    for (const a of added) {
      if (taken.has(a) || a.shiftTypeId !== r.shiftTypeId) continue;
      const distance = Math.abs(daysBetween(r.date, a.date));
      if (distance <= MOVE_MAX_DAYS) candidates.push({ r, a, distance });
    }
  }
  candidates.sort((x, y) => x.distance - y.distance || byTime(x.r, y.r) || byTime(x.a, y.a));
  for (const { r, a } of candidates) {
    if (pairedRemoved.has(r) || taken.has(a)) continue;
    taken.add(a);
    pairedRemoved.add(r);
    changes.push({ kind: 'MOVED', before: r, after: a });
  }
  for (const r of removed)
    if (!pairedRemoved.has(r)) changes.push({ kind: 'REMOVED', before: r, after: null });
  for (const a of added) if (!taken.has(a)) changes.push({ kind: 'ADDED', before: null, after: a });
  return changes.sort((x, y) => byTime((x.before ?? x.after)!, (y.before ?? y.after)!));
}

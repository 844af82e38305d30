/**
 * The incremental recomputation of a computed schedule (docs/adr/0008-schedule-version-and-cache.md):
 * what changed between two snapshots of one range's engine input, and the engine's entries of
 * the changed days spliced into the previous computation's. Pure functions; the schedule cache
 * (schedule-cache.ts) decides when to use them and falls back to the full computation whenever
 * a change is not provably local.
 *
 * Why a day can be recomputed alone: the engine's entries are made day by day (buildSchedule:
 * each day's rotation occurrences from the patterns, that day's stored rows and the absences
 * covering it; sorted by day first, then by shift type and staff rank), so the entries of a day
 * are the same whatever range the engine is run over (packages/domain/src/schedule/properties.test.ts,
 * "expansion is additive over adjacent ranges"). Patterns, shift types and staff are read by
 * every day: a change there is a change of every day.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  addDays,
  toDayNumber,
  type DateRange,
  type EngineAbsence,
  type EngineStaff,
  type ScheduleEntry,
  type ScheduleInput,
  type StoredEntry,
} from '@openrota/domain';

/** What changed between two inputs of the same range. */
export interface InputChange {
  /** The days whose entries may differ; 'all' when something every day reads changed. */
  days: ReadonlySet<string> | 'all';
  /** Staff whose absences changed (the working-time checker reads them per person). */
  absenceStaff: ReadonlySet<string>;
  /**
   * The new input, with the previous input's parts where they are equal (the same objects, so
   * that the next comparison is one of identity).
   */
  input: ScheduleInput;
}

/** The fields of a staff member the engine reads (not their skills). */
function sameEngineStaff(a: readonly EngineStaff[], b: readonly EngineStaff[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.id !== y.id ||
      x.name !== y.name ||
      x.shortName !== y.shortName ||
      x.active !== y.active ||
      x.inactiveFrom !== y.inactiveFrom
    )
      return false;
  }
  return true;
}

function sameStored(a: StoredEntry, b: StoredEntry): boolean {
  return (
    a.id === b.id &&
    a.date === b.date &&
    a.entryType === b.entryType &&
    a.shiftTypeId === b.shiftTypeId &&
    a.staffId === b.staffId &&
    a.rotationSlotId === b.rotationSlotId &&
    a.rotationPatternId === b.rotationPatternId &&
    a.originalStaffId === b.originalStaffId &&
    a.isCancelled === b.isCancelled &&
    a.description === b.description
  );
}

function sameAbsence(a: EngineAbsence, b: EngineAbsence): boolean {
  return (
    a.id === b.id &&
    a.staffId === b.staffId &&
    a.startDate === b.startDate &&
    a.endDate === b.endDate &&
    a.type === b.type &&
    a.reason === b.reason
  );
}

function byDate(rows: readonly StoredEntry[]): Map<string, StoredEntry[]> {
  const map = new Map<string, StoredEntry[]>();
  for (const row of rows) {
    const list = map.get(row.date);
    if (list) list.push(row);
    else map.set(row.date, [row]);
  }
  return map;
}

/**
 * The days of `range` whose stored rows differ: a day's rows compared in the order read (the
 * engine applies them in that order), so a row added, removed, moved or changed marks its old
 * and its new day.
 */
function changedStoredDays(prev: readonly StoredEntry[], next: readonly StoredEntry[], into: Set<string>) {
  if (prev === next) return;
  const before = byDate(prev);
  const after = byDate(next);
  for (const [date, rows] of after) {
    const old = before.get(date);
    if (!old || old.length !== rows.length || rows.some((row, i) => !sameStored(row, old[i]!)))
      into.add(date);
  }
  for (const date of before.keys()) if (!after.has(date)) into.add(date);
}

/** The days of `range` an absence covers. */
function addAbsenceDays(a: EngineAbsence, range: DateRange, into: Set<string>) {
  const from = a.startDate > range.startDate ? a.startDate : range.startDate;
  const to = a.endDate < range.endDate ? a.endDate : range.endDate;
  for (let d = from; d <= to; d = addDays(d, 1)) into.add(d);
}

/**
 * The absences added, removed or changed (by id), their days (old and new) and their people.
 * A person's absences keep their relative order (start date, id) whatever is added beside them,
 * so a day no changed absence covers finds the same absence first.
 */
function changedAbsences(
  prev: readonly EngineAbsence[],
  next: readonly EngineAbsence[],
  range: DateRange,
  days: Set<string>,
  staff: Set<string>,
) {
  if (prev === next) return;
  const before = new Map(prev.map((a) => [a.id, a]));
  const seen = new Set<string>();
  for (const a of next) {
    seen.add(a.id);
    const old = before.get(a.id);
    if (old && sameAbsence(old, a)) continue;
    addAbsenceDays(a, range, days);
    staff.add(a.staffId);
    if (old) {
      addAbsenceDays(old, range, days);
      staff.add(old.staffId);
    }
  }
  for (const a of prev) {
    if (seen.has(a.id)) continue;
    addAbsenceDays(a, range, days);
    staff.add(a.staffId);
  }
}

/** What changed between `prev` and `next`, two inputs of the engine for the same `range`. */
export function diffInput(prev: ScheduleInput, next: ScheduleInput, range: DateRange): InputChange {
  const patterns =
    prev.patterns === next.patterns || isDeepStrictEqual(prev.patterns, next.patterns)
      ? prev.patterns
      : next.patterns;
  const shiftTypes =
    prev.shiftTypes === next.shiftTypes || isDeepStrictEqual(prev.shiftTypes, next.shiftTypes)
      ? prev.shiftTypes
      : next.shiftTypes;
  // Staff whose skills alone changed keep the new rows (other readers use the skills), but no
  // entry changes.
  const staff = isDeepStrictEqual(prev.staff, next.staff) ? prev.staff : next.staff;
  const days = new Set<string>();
  const absenceStaff = new Set<string>();
  changedStoredDays(prev.storedEntries, next.storedEntries, days);
  changedAbsences(prev.absences, next.absences, range, days, absenceStaff);
  const input: ScheduleInput = {
    patterns,
    shiftTypes,
    staff,
    storedEntries:
      prev.storedEntries.length === next.storedEntries.length &&
      prev.storedEntries.every((row, i) => sameStored(row, next.storedEntries[i]!))
        ? prev.storedEntries
        : next.storedEntries,
    absences:
      prev.absences.length === next.absences.length &&
      prev.absences.every((a, i) => sameAbsence(a, next.absences[i]!))
        ? prev.absences
        : next.absences,
  };
  const everyDay =
    patterns !== prev.patterns || shiftTypes !== prev.shiftTypes || !sameEngineStaff(prev.staff, next.staff);
  return { days: everyDay ? 'all' : days, absenceStaff, input };
}

/** The runs of consecutive days among `days` (sorted), as ranges. */
export function dayRuns(days: ReadonlySet<string>): DateRange[] {
  const sorted = [...days].sort();
  const runs: DateRange[] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last.endDate, 1) === day) last.endDate = day;
    else runs.push({ startDate: day, endDate: day });
  }
  return runs;
}

/** The index of the first entry dated `date` or later in `entries` (sorted by date). */
export function firstOnOrAfter(entries: readonly ScheduleEntry[], date: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of `date`'s day in the day-by-day lists of a range starting `startDate`. */
export function dayIndex(range: DateRange, date: string): number {
  return toDayNumber(date) - toDayNumber(range.startDate);
}

/** `entries` (sorted by date, all dated in `range`) day by day: index i holds those of the range's i-th day. */
export function splitDays(entries: readonly ScheduleEntry[], range: DateRange): ScheduleEntry[][] {
  const days: ScheduleEntry[][] = Array.from({ length: dayIndex(range, range.endDate) + 1 }, () => []);
  let date = '';
  let day: ScheduleEntry[] = [];
  for (const e of entries) {
    if (e.date !== date) {
      date = e.date;
      day = days[dayIndex(range, date)]!;
    }
    day.push(e);
  }
  return days;
}

/** The entries somebody works (staff, not cancelled) by staff id, in their order. */
export function workedByStaff(entries: readonly ScheduleEntry[]): Map<string, ScheduleEntry[]> {
  const map = new Map<string, ScheduleEntry[]>();
  for (const e of entries) {
    if (e.staffId === null || e.isCancelled) continue;
    const list = map.get(e.staffId);
    if (list) list.push(e);
    else map.set(e.staffId, [e]);
  }
  return map;
}

/**
 * `prev` (entries sorted by date) with the entries of `runs` replaced by `recomputed` (the
 * entries of those days, sorted by date): the new list and the entries taken out.
 */
export function spliceDays(
  prev: readonly ScheduleEntry[],
  runs: readonly DateRange[],
  recomputed: readonly ScheduleEntry[],
): { entries: ScheduleEntry[]; removed: ScheduleEntry[] } {
  const pieces: (readonly ScheduleEntry[])[] = [];
  const removed: ScheduleEntry[] = [];
  let at = 0;
  let from = 0;
  for (const run of runs) {
    const start = firstOnOrAfter(prev, run.startDate);
    const end = firstOnOrAfter(prev, addDays(run.endDate, 1));
    pieces.push(prev.slice(at, start));
    for (let i = start; i < end; i++) removed.push(prev[i]!);
    const recomputedEnd = firstOnOrAfter(recomputed, addDays(run.endDate, 1));
    pieces.push(recomputed.slice(from, recomputedEnd));
    from = recomputedEnd;
    at = end;
  }
  pieces.push(prev.slice(at));
  return { entries: ([] as ScheduleEntry[]).concat(...pieces), removed };
}

/** What the working-time checker reads of an entry (rule-checks.service.ts `workedShift`); null for one nobody works. */
function workedKey(e: ScheduleEntry): string | null {
  if (e.staffId === null || e.isCancelled) return null;
  const t = e.shiftType;
  return `${e.id}|${e.date}|${e.shiftTypeId}|${t.name}|${t.startTime}|${t.endTime}`;
}

function workedKeysByStaff(entries: readonly ScheduleEntry[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const e of entries) {
    const key = workedKey(e);
    if (key === null) continue;
    const list = map.get(e.staffId!);
    if (list) list.push(key);
    else map.set(e.staffId!, [key]);
  }
  return map;
}

/**
 * The people whose worked shifts differ between `removed` and `added` (the entries of the same
 * days before and after): everyone else's shifts, over the whole range, are the same as before.
 */
export function peopleWithChangedShifts(
  removed: readonly ScheduleEntry[],
  added: readonly ScheduleEntry[],
): Set<string> {
  const before = workedKeysByStaff(removed);
  const after = workedKeysByStaff(added);
  const changed = new Set<string>();
  for (const [staffId, keys] of after) {
    const old = before.get(staffId);
    if (!old || old.length !== keys.length || keys.some((k, i) => k !== old[i])) changed.add(staffId);
  }
  for (const staffId of before.keys()) if (!after.has(staffId)) changed.add(staffId);
  return changed;
}

/** The people whose items of `prev` and `next` (each a list with a staff id) differ, compared person by person in order. */
export function peopleWithChangedRows<T extends { staffId: string }>(
  prev: readonly T[],
  next: readonly T[],
): Set<string> {
  const group = (rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.staffId);
      if (list) list.push(row);
      else map.set(row.staffId, [row]);
    }
    return map;
  };
  const before = group(prev);
  const after = group(next);
  const changed = new Set<string>();
  for (const [staffId, rows] of after)
    if (!isDeepStrictEqual(rows, before.get(staffId))) changed.add(staffId);
  for (const staffId of before.keys()) if (!after.has(staffId)) changed.add(staffId);
  return changed;
}

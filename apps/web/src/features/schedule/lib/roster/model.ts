import type { Absence, LedgerRow, ScheduleEntry, ShiftType, Staff, ViolationDto } from '@openrota/contracts';
import {
  addDays,
  addWeeks,
  formatWeekParam,
  isUrgent,
  parseWeekParam,
  rangeCovers,
  URGENT_WINDOW_CALENDAR,
} from '@openrota/domain';

/**
 * The roster grid's model (one row per staff member, one column per day): pure functions over
 * GET /api/schedules, the staff list, the absences and the ledger, so the grid only draws.
 */

export const RANGE_WEEKS = [1, 2, 4] as const;
export type RangeWeeks = (typeof RANGE_WEEKS)[number];

export type RosterRange = { weekStart: string; weeks: RangeWeeks; startDate: string; endDate: string };

/** `?weeks=` of the URL: 1, 2 or 4 (anything else is one week). */
export function parseWeeks(value: string | null): RangeWeeks {
  const n = Number(value);
  return (RANGE_WEEKS as readonly number[]).includes(n) ? (n as RangeWeeks) : 1;
}

export function rosterRange(weekStart: string, weeks: RangeWeeks): RosterRange {
  return { weekStart, weeks, startDate: weekStart, endDate: addDays(weekStart, weeks * 7 - 1) };
}

/** /schedule/roster/{yyyy-ww}, with `?weeks=` when more than one week is shown. */
export function rosterPath(weekStart: string, weeks: RangeWeeks = 1): string {
  return `/schedule/roster/${formatWeekParam(weekStart)}${weeks === 1 ? '' : `?weeks=${weeks}`}`;
}

export function shiftWeek(weekStart: string, by: number): string {
  return addWeeks(weekStart, by);
}

export { parseWeekParam };

export function daysOf(range: Pick<RosterRange, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) days.push(d);
  return days;
}

/** A shift that occupies a person: not cancelled, with a staff member. */
export const isAssigned = (e: ScheduleEntry) => !e.isCancelled && e.staffId !== null && !e.isUnfilled;
/** A shift on the "Open shifts" row: needed or optional, nobody on it, not cancelled. */
export const isOpen = (e: ScheduleEntry) => !e.isCancelled && (e.isUnfilled || e.staffId === null);

export type GroupBy = 'none' | 'skill';
export type SortBy = 'name' | 'hours' | 'balance';
export type RosterView = { groupBy: GroupBy; sortBy: SortBy; shiftTypeId: string | null; search: string };
export const DEFAULT_VIEW: RosterView = { groupBy: 'none', sortBy: 'name', shiftTypeId: null, search: '' };

/** What the grid draws per person: shifts by date, absences by date, and the ledger's figures. */
export type PersonRow = {
  kind: 'person';
  staff: Staff;
  byDate: ReadonlyMap<string, ScheduleEntry[]>;
  absentOn: ReadonlySet<string>;
  ledger: LedgerRow | null;
};
export type GroupRow = { kind: 'group'; key: string; label: string; count: number };
export type GridRow = PersonRow | GroupRow;

export type ColumnCount = { shiftTypeId: string; filled: number; required: number };
export type ColumnStats = { counts: ColumnCount[]; urgent: boolean };

export type RosterModel = {
  days: string[];
  open: ReadonlyMap<string, ScheduleEntry[]>;
  rows: GridRow[];
  people: PersonRow[];
  columns: ReadonlyMap<string, ColumnStats>;
  violationsByEntry: ReadonlyMap<string, ViolationDto[]>;
  entriesById: ReadonlyMap<string, ScheduleEntry>;
  shiftTypes: ReadonlyMap<string, ShiftType>;
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The violations of a shift: by its entry id, or its stored entry's id (the checker names either). */
const NO_VIOLATIONS: ViolationDto[] = [];

export function violationsOf(map: ReadonlyMap<string, ViolationDto[]>, entry: ScheduleEntry): ViolationDto[] {
  return (
    map.get(entry.id) ?? (entry.scheduleEntryId ? map.get(entry.scheduleEntryId) : undefined) ?? NO_VIOLATIONS
  );
}

type ModelInput = {
  range: Pick<RosterRange, 'startDate' | 'endDate'>;
  entries: readonly ScheduleEntry[];
  violations: readonly ViolationDto[];
  staff: readonly Staff[];
  shiftTypes: readonly ShiftType[];
  absences: readonly Absence[];
  ledger: readonly LedgerRow[];
  today: string;
  view: RosterView;
};

function compareRows(sortBy: SortBy) {
  return (a: PersonRow, b: PersonRow) => {
    if (sortBy === 'hours') {
      const d = (b.ledger?.workedMinutes ?? 0) - (a.ledger?.workedMinutes ?? 0);
      if (d !== 0) return d;
    } else if (sortBy === 'balance') {
      // The most hours short first: they are the ones to give shifts to.
      const d = (a.ledger?.yearBalanceMinutes ?? 0) - (b.ledger?.yearBalanceMinutes ?? 0);
      if (d !== 0) return d;
    }
    return a.staff.name.localeCompare(b.staff.name);
  };
}

export function buildRosterModel(input: ModelInput): RosterModel {
  const { range, entries, staff, shiftTypes, absences, ledger, today, view } = input;
  const days = daysOf(range);
  const open = new Map<string, ScheduleEntry[]>();
  const byPerson = new Map<string, Map<string, ScheduleEntry[]>>();
  const entriesById = new Map<string, ScheduleEntry>();
  const columnEntries = new Map<string, ScheduleEntry[]>();
  for (const e of entries) {
    entriesById.set(e.id, e);
    if (e.isCancelled) continue;
    push(columnEntries, e.date, e);
    if (isOpen(e)) push(open, e.date, e);
    else if (e.staffId) {
      let m = byPerson.get(e.staffId);
      if (!m) byPerson.set(e.staffId, (m = new Map()));
      push(m, e.date, e);
    }
  }
  const absentBy = new Map<string, Set<string>>();
  for (const a of absences) {
    const set = absentBy.get(a.staffId) ?? new Set<string>();
    // Absence dates may come at noon (docs/product/time-zones.md#absence-dates-at-noon): the day is what counts.
    const span = { startDate: a.startDate.slice(0, 10), endDate: a.endDate.slice(0, 10) };
    for (const d of days) if (rangeCovers(span, d)) set.add(d);
    absentBy.set(a.staffId, set);
  }
  const ledgerBy = new Map(ledger.map((r) => [r.staffId, r]));
  const order = new Map(shiftTypes.map((s, i) => [s.id, i]));
  const query = view.search.trim().toLowerCase();
  const people: PersonRow[] = staff
    .filter((s) => s.active || byPerson.has(s.id))
    .filter((s) => !view.shiftTypeId || s.skills.some((k) => k.shiftTypeId === view.shiftTypeId))
    .filter((s) => !query || s.name.toLowerCase().includes(query))
    .map((s) => ({
      kind: 'person' as const,
      staff: s,
      byDate: byPerson.get(s.id) ?? new Map<string, ScheduleEntry[]>(),
      absentOn: absentBy.get(s.id) ?? new Set<string>(),
      ledger: ledgerBy.get(s.id) ?? null,
    }))
    .sort(compareRows(view.sortBy));

  let rows: GridRow[] = people;
  if (view.groupBy === 'skill') {
    // Each person sits under their first skill in shift type order (one row per person, so a drag has one target).
    const groups = new Map<string, PersonRow[]>();
    for (const p of people) {
      const first = [...p.staff.skills].sort(
        (a, b) => (order.get(a.shiftTypeId) ?? 99) - (order.get(b.shiftTypeId) ?? 99),
      )[0];
      push(groups, first?.shiftTypeId ?? '', p);
    }
    const keys = [...groups.keys()].sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
    rows = keys.flatMap((key) => {
      const members = groups.get(key)!;
      const label = shiftTypes.find((s) => s.id === key)?.name ?? '';
      return [{ kind: 'group' as const, key: key || 'none', label, count: members.length }, ...members];
    });
  }

  const columns = new Map<string, ColumnStats>();
  for (const d of days) {
    const list = columnEntries.get(d) ?? [];
    const counts = new Map<string, ColumnCount>();
    for (const e of list) {
      if (e.isOptional && isOpen(e)) continue;
      const c = counts.get(e.shiftTypeId) ?? { shiftTypeId: e.shiftTypeId, filled: 0, required: 0 };
      c.required += 1;
      if (isAssigned(e)) c.filled += 1;
      counts.set(e.shiftTypeId, c);
    }
    columns.set(d, {
      counts: [...counts.values()].sort(
        (a, b) => (order.get(a.shiftTypeId) ?? 99) - (order.get(b.shiftTypeId) ?? 99),
      ),
      urgent: list.some((e) => isUrgent(e, today, URGENT_WINDOW_CALENDAR)),
    });
  }

  const violationsByEntry = new Map<string, ViolationDto[]>();
  for (const v of input.violations) for (const id of v.shiftIds) push(violationsByEntry, id, v);

  return {
    days,
    open,
    rows,
    people,
    columns,
    violationsByEntry,
    entriesById,
    shiftTypes: new Map(shiftTypes.map((s) => [s.id, s])),
  };
}

/** Minutes as hours with one decimal ("37.5"), signed when asked ("+4", "−2.5"). */
export function formatHours(minutes: number, signed = false): string {
  const h = Math.round((minutes / 60) * 10) / 10;
  const text = String(Math.abs(h));
  if (!signed) return h < 0 ? `−${text}` : text;
  return h > 0 ? `+${text}` : h < 0 ? `−${text}` : '0';
}

/** The people whose skills include the shift type. */
export function hasSkill(staff: Staff, shiftTypeId: string): boolean {
  return staff.skills.some((k) => k.shiftTypeId === shiftTypeId);
}

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The one cache of computed schedules (docs/adr/0008-schedule-version-and-cache.md), used by
 * every reader: the admin calendar (GET /api/schedules, with its violations), the period's
 * violations, the ledger, the PDF calendar, the reminder mails and the staff portal.
 *
 * Everything in it is keyed by the workspace's schedule version, which the database raises in
 * the same transaction as every write that can change a computed schedule (migration
 * 0009_schedule_version): "is it still valid" is one primary-key read (`scheduleHead`), and an
 * entry of an older version is simply never asked for again and ages out. A computation reads
 * the version in the same repeatable-read snapshot as its rows and is kept under THAT version,
 * so a write racing it can never leave a stale result under a newer version. Versions come from
 * one sequence and are never given twice, so a result kept under a version is never the answer
 * for a later state. Values derived from a computed range (response bodies, the ledger) are kept
 * under the version of the computation they were made from.
 *
 * Bounded in memory: least recently used first beyond SCHEDULE_CACHE_MAX_BYTES (the sizes of
 * computed ranges are estimates, those of bodies exact). Per app (AppContext).
 */
import { isDeepStrictEqual } from 'node:util';
import { LRUCache } from 'lru-cache';
import {
  buildSchedule,
  todayInTimeZone,
  withoutCalculationDetails,
  type DateRange,
  type ScheduleEntry,
  type ScheduleInput,
} from '@openrota/domain';
import type { AppContext, ScheduleRow } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { NamedViolation } from '../../lib/rule-violations';
import * as repo from './schedule.repository';
import {
  loadCheckContext,
  periodRulesByPerson,
  periodUnavailable,
  periodViolationsOfParts,
  shiftsRange,
  type CheckContext,
} from './rule-checks.service';
import {
  dayIndex,
  dayRuns,
  diffInput,
  peopleWithChangedRows,
  peopleWithChangedShifts,
  spliceDays,
  splitDays,
  workedByStaff,
} from './incremental';

export const SCHEDULE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What a schedule read starts from: the workspace's version and settings, and its today. */
export interface ScheduleHead {
  version: number;
  name: string;
  timeZone: string;
  maxSelfPlanningDays: number;
  absencesMinDelay: number;
  today: string;
}

/** The workspace's schedule version and settings (one primary-key read); 404 for an unknown workspace. */
export async function scheduleHead(
  ctx: AppContext,
  workspaceId: string,
  db: DbOrTx = ctx.db,
): Promise<ScheduleHead> {
  const row = await repo.findScheduleHead(db, workspaceId);
  if (!row) throw AppError.notFound('workspace');
  const { parts: _parts, ...settings } = row;
  return { ...settings, today: todayInTimeZone(ctx.clock.now().getTime(), row.timeZone) };
}

/**
 * The head of a schedule read for a request's workspace: from the row its access check read
 * (WorkspaceContext `scheduleRow`, the same query), else read now.
 */
export function scheduleHeadOf(
  ctx: AppContext,
  ws: { workspaceId: string; scheduleRow?: ScheduleRow | undefined },
): Promise<ScheduleHead> | ScheduleHead {
  const row = ws.scheduleRow;
  if (!row) return scheduleHead(ctx, ws.workspaceId);
  return { ...row, today: todayInTimeZone(ctx.clock.now().getTime(), row.timeZone) };
}

/** The engine's schedule of a range, computed from one snapshot of version `version`. */
export interface ComputedRange {
  version: number;
  today: string;
  timeZone: string;
  workspaceName: string;
  range: DateRange;
  /**
   * Names what this computation holds (its entries, violations, today, time zone, name), not its
   * version: a later version whose snapshot reads the same rows is given the same content (and
   * the same id), so bodies made from it are reused (`contentValue`).
   */
  contentId: string;
  /** The engine's input: of `range`, or with `rules` of the rules' `shiftsRange` around it. */
  input: ScheduleInput;
  /** The engine's entries of `range`. */
  entries: ScheduleEntry[];
  /**
   * The same day by day (index i: the range's i-th day): a day no write changed is the same
   * array in the next version's computation, so what is made of it (its JSON) is made once.
   */
  days: readonly (readonly ScheduleEntry[])[];
  /** Entries not cancelled by staff id, and the entries without staff (the staff portal reads these). */
  byStaff: Map<string, ScheduleEntry[]>;
  unstaffed: ScheduleEntry[];
  /** Asked `rules`: the rule sets and contracts of the same snapshot and the period's violations of everyone. */
  rules?: {
    check: CheckContext;
    /**
     * The entries each person works (staff, not cancelled) of `shiftsRange(check, range)`, by
     * staff id: what one person's violations are computed from.
     */
    shiftsByStaff: ReadonlyMap<string, readonly ScheduleEntry[]>;
    violations: NamedViolation[];
  };
}

interface Held {
  value: unknown;
  bytes: number;
}

interface AppCache {
  lru: LRUCache<string, Held>;
  /** Computations under way by key: simultaneous misses share one. */
  pending: Map<string, Promise<ComputedRange>>;
}

const caches = new WeakMap<AppContext, AppCache>();

/**
 * Forgets every computation of this app, so the next read computes from scratch (the test that
 * compares an incremental computation with a full one, apps/server/test/schedule-incremental.test.ts).
 */
export function forgetComputations(ctx: AppContext): void {
  caches.get(ctx)?.lru.clear();
}

function cacheOf(ctx: AppContext): AppCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = {
      lru: new LRUCache<string, Held>({
        maxSize: SCHEDULE_CACHE_MAX_BYTES,
        sizeCalculation: (held) => Math.max(1, held.bytes),
        // A computation that leaves the cache takes its range's pointer with it (`latestKey`).
        disposeAfter: (held, key, reason) => {
          if (reason === 'set' || !key.startsWith('range|')) return;
          const [, workspaceId, , , startDate, endDate, rules] = key.split('|');
          const pointer = latestKey(
            workspaceId!,
            { startDate: startDate!, endDate: endDate! },
            rules === 'rules',
          );
          if (cache!.lru.peek(pointer)?.value === held.value) cache!.lru.delete(pointer);
        },
      }),
      pending: new Map(),
    };
    caches.set(ctx, cache);
  }
  return cache;
}

/** About what a computed entry costs in memory (without its debug details), for the bound. */
const ENTRY_BYTES = 700;
/** About what the JSON of an entry of the range costs, kept once made. */
const ENTRY_JSON_BYTES = 900;

/** How many entries a computation holds: those of the rows' range (the rules' wider one). */
function entryCount(computed: ComputedRange): number {
  const working = workings.get(computed);
  if (!working) return computed.entries.length;
  let n = 0;
  for (const day of working.days) n += day.length;
  return n;
}

/** The newest computation of a range, whatever its version: what a recomputation compares its rows with. */
function latestKey(workspaceId: string, range: DateRange, rules: boolean) {
  return `latest|${workspaceId}|${range.startDate}|${range.endDate}|${rules ? 'rules' : '-'}`;
}

let contentIds = 0;

function rangeKey(workspaceId: string, version: number, today: string, range: DateRange, rules: boolean) {
  return `range|${workspaceId}|${version}|${today}|${range.startDate}|${range.endDate}|${rules ? 'rules' : '-'}`;
}

/**
 * The computed schedule of `range` at the workspace's current version (`head`, read before when
 * not given), from the cache or computed once (simultaneous misses share the computation).
 * `rules`: also the working-time check of the range (GET /schedules' markers, the violations).
 * The result may be of a newer version than `head`'s when a write landed in between; never older.
 */
export async function computedRange(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  options: { rules?: boolean; head?: ScheduleHead } = {},
): Promise<ComputedRange> {
  const rules = options.rules ?? false;
  const head = options.head ?? (await scheduleHead(ctx, workspaceId));
  const cache = cacheOf(ctx);
  const key = rangeKey(workspaceId, head.version, head.today, range, rules);
  const hit = cache.lru.get(key);
  if (hit) return hit.value as ComputedRange;
  const pending = cache.pending.get(key);
  if (pending) return pending;
  const computation = compute(ctx, workspaceId, range, rules).then((computed) => {
    // Kept under the version (and today) it was computed from, which may be newer than `key`'s.
    const bytes =
      // The range's entries are among the rules' (the same objects); their JSON is kept beside
      // them (schedule.service.ts `scheduleJson`).
      entryCount(computed) * ENTRY_BYTES +
      computed.entries.length * ENTRY_JSON_BYTES +
      (computed.input.storedEntries.length + computed.input.absences.length + computed.input.staff.length) *
        200;
    cache.lru.set(rangeKey(workspaceId, computed.version, computed.today, range, rules), {
      value: computed,
      bytes,
    });
    // The newest computation of the range is also kept by range alone, as a pointer (its bytes are
    // counted under its version, and the pointer goes when that entry does).
    const latest = cache.lru.peek(latestKey(workspaceId, range, rules))?.value as ComputedRange | undefined;
    if (!latest || latest.version < computed.version)
      cache.lru.set(latestKey(workspaceId, range, rules), { value: computed, bytes: 1 });
    return computed;
  });
  cache.pending.set(key, computation);
  try {
    return await computation;
  } finally {
    cache.pending.delete(key);
  }
}

/**
 * What a computation keeps beside its result for the next one of the same range to start from
 * (the incremental recomputation, incremental.ts): the part versions its rows were read at, the
 * range they were read for, the engine's entries of that range day by day, and with the rules
 * the entries each person works and each checked person's violations.
 */
interface Working {
  parts: repo.SchedulePartVersions;
  rowsRange: DateRange;
  days: readonly (readonly ScheduleEntry[])[];
  worked?: ReadonlyMap<string, readonly ScheduleEntry[]>;
  byPerson?: ReadonlyMap<string, readonly NamedViolation[]>;
  unavailable?: readonly NamedViolation[];
}

const workings = new WeakMap<ComputedRange, Working>();

/** Above this many changed days a recomputation runs the engine over the whole range at once. */
const MAX_SPLICED_DAYS = 62;

const NO_ENTRIES: readonly ScheduleEntry[] = Object.freeze([]);

/** How the computations of this process were made (tests and benchmarks). */
export const computationCounts = { full: 0, incremental: 0, reused: 0 };

async function compute(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  rules: boolean,
): Promise<ComputedRange> {
  const cache = cacheOf(ctx);
  // The newest computation of the range: its rows are not read again where their part's version
  // is the same in this snapshot (no write to that part in between: the version is raised in the
  // writing transaction, docs/adr/0008), and its content is what this computation starts from.
  const previous = cache.lru.get(latestKey(workspaceId, range, rules))?.value as ComputedRange | undefined;
  const before = previous ? workings.get(previous) : undefined;
  const { head, parts, check, input, rowsRange } = await repo.inScheduleSnapshot(ctx.db, async (tx) => {
    const row = await repo.findScheduleHead(tx, workspaceId);
    if (!row) throw AppError.notFound('workspace');
    const { parts, ...settings } = row;
    const head: ScheduleHead = {
      ...settings,
      today: todayInTimeZone(ctx.clock.now().getTime(), row.timeZone),
    };
    const same = (part: keyof repo.SchedulePartVersions) =>
      before !== undefined && before.parts[part] === parts[part];
    const keptCheck = previous?.rules?.check;
    const check = !rules
      ? undefined
      : keptCheck && same('rules') && keptCheck.timeZone === head.timeZone && keptCheck.today === head.today
        ? keptCheck
        : await loadCheckContext(ctx, tx, workspaceId, undefined, { timeZone: head.timeZone });
    const rowsRange = check ? shiftsRange(check, range) : range;
    const known: repo.KnownInput = {};
    if (previous && before && sameRange(before.rowsRange, rowsRange)) {
      const kept = previous.input;
      if (same('rotation')) known.patterns = kept.patterns;
      if (same('master')) known.master = { shiftTypes: kept.shiftTypes, staff: kept.staff };
      if (same('entries')) known.storedEntries = kept.storedEntries;
      if (same('absences')) known.absences = kept.absences;
    }
    const input = await repo.loadScheduleInput(tx, workspaceId, rowsRange, undefined, known);
    return { head, parts, check, input, rowsRange };
  });
  if (previous && before && sameRange(before.rowsRange, rowsRange)) {
    const next = recompute(previous, before, head, parts, check, input, range);
    if (next) return next;
  }
  computationCounts.full++;
  return computeFrom(head, parts, check, input, range, rowsRange);
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.startDate === b.startDate && a.endDate === b.endDate;
}

/** The rule context's parts that every person's check reads (a change there is a change for everyone). */
function sameRuleBasis(a: CheckContext, b: CheckContext): boolean {
  return (
    a === b ||
    (a.timeZone === b.timeZone &&
      a.lookBack === b.lookBack &&
      a.lookAhead === b.lookAhead &&
      isDeepStrictEqual(a.ruleSets, b.ruleSets) &&
      isDeepStrictEqual(a.defaultRuleSet, b.defaultRuleSet))
  );
}

/**
 * The computation of `range` from `previous`'s (of the same range and rows range) and what
 * changed since (incremental.ts): the engine over the changed days only, spliced into the
 * previous days, and the rules over the people whose shifts, absences or contracts changed, the
 * others' violations kept. Undefined when the change is not provably local (patterns, shift
 * types, staff, the rule sets, many days): the caller computes everything.
 */
function recompute(
  previous: ComputedRange,
  before: Working,
  head: ScheduleHead,
  parts: repo.SchedulePartVersions,
  check: CheckContext | undefined,
  loaded: ScheduleInput,
  range: DateRange,
): ComputedRange | undefined {
  const { rowsRange } = before;
  const change = diffInput(previous.input, loaded, rowsRange);
  if (change.days === 'all' || change.days.size > MAX_SPLICED_DAYS) return undefined;
  const kept = previous.rules;
  if (
    check &&
    (!kept || !before.worked || !before.byPerson || !before.unavailable || !sameRuleBasis(kept.check, check))
  )
    return undefined;
  const { input } = change;
  const runs = dayRuns(change.days);
  let days = before.days;
  let worked = before.worked;
  const changedPeople = new Set<string>();
  if (runs.length > 0) {
    const recomputed: ScheduleEntry[] = [];
    for (const run of runs)
      for (const e of buildSchedule(input, run, head.today).entries)
        recomputed.push(withoutCalculationDetails(e));
    const removed: ScheduleEntry[] = [];
    const next = days.slice();
    for (const date of change.days) {
      const i = dayIndex(rowsRange, date);
      for (const e of next[i]!) removed.push(e);
      next[i] = NO_ENTRIES;
    }
    for (const [i, day] of splitDays(recomputed, rowsRange).entries()) if (day.length > 0) next[i] = day;
    days = next;
    for (const staffId of peopleWithChangedShifts(removed, recomputed)) changedPeople.add(staffId);
    if (worked) {
      // Everyone on a changed day gets that day's new entries in their list (the same shifts
      // for those whose shifts did not change, but the computation's own objects).
      const before = workedByStaff(removed);
      const after = workedByStaff(recomputed);
      const lists = new Map(worked);
      for (const staffId of new Set([...before.keys(), ...after.keys()])) {
        const list = spliceDays(
          lists.get(staffId) ?? NO_ENTRIES,
          runs,
          after.get(staffId) ?? NO_ENTRIES,
        ).entries;
        if (list.length > 0) lists.set(staffId, list);
        else lists.delete(staffId);
      }
      worked = lists;
    }
  }
  let byPerson = before.byPerson;
  let unavailable = before.unavailable;
  if (check && kept && byPerson && worked) {
    for (const staffId of change.absenceStaff) changedPeople.add(staffId);
    if (check !== kept.check)
      for (const staffId of peopleWithChangedRows(kept.check.contracts, check.contracts))
        changedPeople.add(staffId);
    if (changedPeople.size > 0) {
      const fresh = periodRulesByPerson(check, input, worked, range, changedPeople);
      const merged = new Map(byPerson);
      for (const staffId of changedPeople) {
        const list = fresh.get(staffId);
        if (list) merged.set(staffId, list);
        else merged.delete(staffId);
      }
      byPerson = merged;
    }
    if (runs.length > 0 || check !== kept.check)
      unavailable = periodUnavailable(check, input, rangeEntries(days, rowsRange, range), range);
  }
  const unchanged =
    days === before.days &&
    byPerson === before.byPerson &&
    (unavailable === before.unavailable || isDeepStrictEqual(unavailable, before.unavailable)) &&
    head.name === previous.workspaceName &&
    head.timeZone === previous.timeZone &&
    head.today === previous.today;
  if (unchanged) {
    // The same content under the new version (a write to rows this range does not show, a
    // setting it does not show, a change undone): its content id too, so bodies are reused.
    computationCounts.reused++;
    const reused: ComputedRange = { ...previous, version: head.version, input };
    if (check && kept) reused.rules = { ...kept, check };
    workings.set(reused, { ...before, parts });
    return reused;
  }
  computationCounts.incremental++;
  return finish(head, parts, check, input, range, rowsRange, days, worked, byPerson, unavailable);
}

/** The computation of `range` from one snapshot's rows. */
function computeFrom(
  head: ScheduleHead,
  parts: repo.SchedulePartVersions,
  check: CheckContext | undefined,
  input: ScheduleInput,
  range: DateRange,
  rowsRange: DateRange,
): ComputedRange {
  // Kept without the calculation details: only GET /schedules/debug sends them, and it computes
  // afresh (docs/product/schedule.md#schedule-entry). One engine run: the engine's entries are
  // day by day (sorted by day first, each day's made from that day's rows), so the range's are
  // those of the rules' wider range on its days, the same objects.
  const all = buildSchedule(input, rowsRange, head.today).entries.map(withoutCalculationDetails);
  return finish(
    head,
    parts,
    check,
    input,
    range,
    rowsRange,
    splitDays(all, rowsRange),
    check && workedByStaff(all),
  );
}

/** The entries of `range` from the day-by-day entries of `rowsRange` (which holds it). */
function rangeEntries(
  days: readonly (readonly ScheduleEntry[])[],
  rowsRange: DateRange,
  range: DateRange,
): ScheduleEntry[] {
  return ([] as ScheduleEntry[]).concat(
    ...days.slice(dayIndex(rowsRange, range.startDate), dayIndex(rowsRange, range.endDate) + 1),
  );
}

/**
 * A computed range from the engine's entries of `rowsRange` day by day (and with the rules the
 * entries each person works): the range's entries, by staff and open, and with the rules the
 * period's violations, from `byPerson` and `unavailable` when given (kept in part from the
 * previous computation), else computed.
 */
function finish(
  head: ScheduleHead,
  parts: repo.SchedulePartVersions,
  check: CheckContext | undefined,
  input: ScheduleInput,
  range: DateRange,
  rowsRange: DateRange,
  allDays: readonly (readonly ScheduleEntry[])[],
  worked: ReadonlyMap<string, readonly ScheduleEntry[]> | undefined,
  byPerson?: ReadonlyMap<string, readonly NamedViolation[]>,
  unavailable?: readonly NamedViolation[],
): ComputedRange {
  const days = allDays.slice(dayIndex(rowsRange, range.startDate), dayIndex(rowsRange, range.endDate) + 1);
  const entries = ([] as ScheduleEntry[]).concat(...days);
  const byStaff = new Map<string, ScheduleEntry[]>();
  const unstaffed: ScheduleEntry[] = [];
  for (const e of entries) {
    if (e.staffId === null) {
      unstaffed.push(e);
      continue;
    }
    if (e.isCancelled) continue;
    const list = byStaff.get(e.staffId);
    if (list) list.push(e);
    else byStaff.set(e.staffId, [e]);
  }
  const computed: ComputedRange = {
    version: head.version,
    today: head.today,
    timeZone: head.timeZone,
    workspaceName: head.name,
    range,
    contentId: `c${++contentIds}`,
    input,
    entries,
    days,
    byStaff,
    unstaffed,
  };
  const working: Working = { parts, rowsRange, days: allDays };
  if (check && worked) {
    byPerson ??= periodRulesByPerson(check, input, worked, range);
    unavailable ??= periodUnavailable(check, input, entries, range);
    computed.rules = {
      check,
      shiftsByStaff: worked,
      violations: periodViolationsOfParts(input.staff, byPerson, unavailable),
    };
    Object.assign(working, { worked, byPerson, unavailable });
  }
  workings.set(computed, working);
  return computed;
}

/** Whether `contentId` is the content of the newest computation of the range (what the next read of it is answered from). */
export function isLatestContent(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  rules: boolean,
  contentId: string,
): boolean {
  const latest = cacheOf(ctx).lru.peek(latestKey(workspaceId, range, rules))?.value as
    ComputedRange | undefined;
  return latest?.contentId === contentId;
}

/**
 * A value made from computed schedules (a response body, the ledger), kept under `key` beside
 * them: `key` must name the workspace and the version it was made from.
 */
export function cachedValue<T>(ctx: AppContext, key: string): T | undefined {
  return cacheOf(ctx).lru.get(`value|${key}`)?.value as T | undefined;
}

export function keepValue(ctx: AppContext, key: string, value: unknown, bytes: number): void {
  cacheOf(ctx).lru.set(`value|${key}`, { value, bytes });
}

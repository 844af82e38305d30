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
import { createHash } from 'node:crypto';
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
  periodViolationsOfEntries,
  shiftsRange,
  type CheckContext,
} from './rule-checks.service';

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
  return { ...row, today: todayInTimeZone(ctx.clock.now().getTime(), row.timeZone) };
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
  /** Entries not cancelled by staff id, and the entries without staff (the staff portal reads these). */
  byStaff: Map<string, ScheduleEntry[]>;
  unstaffed: ScheduleEntry[];
  /** Asked `rules`: the rule sets and contracts of the same snapshot and the period's violations of everyone. */
  rules?: {
    check: CheckContext;
    /** The engine's entries of `shiftsRange(check, range)`: what one person's violations are computed from. */
    shiftsEntries: ScheduleEntry[];
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

/** The newest computation of a range, whatever its version: what a recomputation compares its rows with. */
function latestKey(workspaceId: string, range: DateRange, rules: boolean) {
  return `latest|${workspaceId}|${range.startDate}|${range.endDate}|${rules ? 'rules' : '-'}`;
}

/** The digest of everything a computation is made from, by part (see `basisOf`). */
const bases = new WeakMap<ComputedRange, string>();
let contentIds = 0;

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/**
 * What a computed range is a function of: the head's settings it shows (name, time zone, today),
 * the rule context, and every row of the engine's input. Two snapshots with the same basis give
 * the same computation, whatever their versions (a write that changed none of these rows, such
 * as a workspace setting the schedule does not show, or a write undone).
 */
function basisOf(head: ScheduleHead, check: CheckContext | undefined, input: ScheduleInput): string {
  return digest([head.name, head.timeZone, head.today, check ?? null, input]);
}

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
      // The range's entries are among the rules' (the same objects).
      (computed.rules?.shiftsEntries.length ?? computed.entries.length) * ENTRY_BYTES +
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

async function compute(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  rules: boolean,
): Promise<ComputedRange> {
  const { head, check, input, rowsRange } = await repo.inScheduleSnapshot(ctx.db, async (tx) => {
    const head = await scheduleHead(ctx, workspaceId, tx);
    const check = rules ? await loadCheckContext(ctx, tx, workspaceId) : undefined;
    const rowsRange = check ? shiftsRange(check, range) : range;
    return { head, check, input: await repo.loadScheduleInput(tx, workspaceId, rowsRange), rowsRange };
  });
  // A write that changed none of the rows this range is made from (a setting the schedule does
  // not show, another range's rows, a change undone) leaves the computation as it was: reused
  // under the new version, with its content id, instead of computing the year again.
  const basis = basisOf(head, check, input);
  const cache = cacheOf(ctx);
  const latest = latestKey(workspaceId, range, rules);
  const previous = cache.lru.get(latest)?.value as ComputedRange | undefined;
  if (previous && bases.get(previous) === basis) {
    const reused: ComputedRange = { ...previous, version: head.version };
    bases.set(reused, basis);
    return reused;
  }
  const computed = computeFrom(head, check, input, range, rowsRange);
  bases.set(computed, basis);
  return computed;
}

/** The computation of `range` from one snapshot's rows. */
function computeFrom(
  head: ScheduleHead,
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
  const entries = check ? all.filter((e) => e.date >= range.startDate && e.date <= range.endDate) : all;
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
  let checked: ComputedRange['rules'];
  if (check) {
    const shiftsEntries = all;
    checked = {
      check,
      shiftsEntries,
      violations: periodViolationsOfEntries(check, input, shiftsEntries, range),
    };
  }
  return {
    version: head.version,
    today: head.today,
    timeZone: head.timeZone,
    workspaceName: head.name,
    range,
    contentId: `c${++contentIds}`,
    input,
    entries,
    byStaff,
    unstaffed,
    ...(checked ? { rules: checked } : {}),
  };
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

import {
  buildSchedule,
  todayInTimeZone,
  type DateRange,
  type ScheduleEntry,
  type ScheduleInput,
} from '@openrota/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadScheduleInput, loadScheduleSnapshot, scheduleFingerprint } from '../schedule/schedule.service';

/**
 * The engine's schedule of a workspace's range, shared by every staff member's dashboard
 * reads: each staff request would otherwise load and expand the whole workspace. Reused only
 * while the fingerprint of the rows behind it (the schedule module's `scheduleFingerprint`,
 * one cheap query per request) is unchanged, so a hit is exactly what computing again would
 * give. Computed from rows read in one snapshot with their own fingerprint, and kept only when
 * that is the fingerprint it is looked up by (`loadExact`). Writes (claims) never use it: they
 * compute inside their transaction.
 */
export interface CachedSchedule {
  input: ScheduleInput;
  entries: ScheduleEntry[];
  /** Not cancelled entries by staff id, and the entries without staff: each staff request reads only its own and the open ones. */
  byStaff: Map<string, ScheduleEntry[]>;
  unstaffed: ScheduleEntry[];
}

function index(input: ScheduleInput, entries: ScheduleEntry[]): CachedSchedule {
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
  return { input, entries, byStaff, unstaffed };
}

/**
 * Kept per app: at most this many workspace × range schedules and this many entries in all
 * (about 1 KB each with their debug details, so some 50 MB); the least recently used go first.
 */
export const STAFF_SCHEDULE_CACHE_SIZE = 32;
export const STAFF_SCHEDULE_CACHE_MAX_ENTRIES = 50_000;

interface Slot {
  fingerprint: string;
  /** The workspace settings read after `fingerprint` (so at least as new as it). */
  settings?: StaffWorkspaceSettings;
  value: Promise<CachedSchedule>;
  /** Entries once computed (0 before). */
  size: number;
}

/** Adds `slot`, counts its entries once computed, drops it if the computation fails, and evicts. */
function track(cache: Map<string, Slot>, key: string, slot: Slot) {
  cache.set(key, slot);
  slot.value.then(
    (computed) => {
      slot.size = computed.entries.length;
      evict(cache);
    },
    () => {
      if (cache.get(key) === slot) cache.delete(key);
    },
  );
  evict(cache);
}

function evict(cache: Map<string, Slot>) {
  let total = 0;
  for (const slot of cache.values()) total += slot.size;
  for (const [k, slot] of cache) {
    if (cache.size <= STAFF_SCHEDULE_CACHE_SIZE && total <= STAFF_SCHEDULE_CACHE_MAX_ENTRIES) break;
    cache.delete(k);
    total -= slot.size;
  }
}

const caches = new WeakMap<AppContext, Map<string, Slot>>();

export async function cachedSchedule(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  today: string,
): Promise<CachedSchedule> {
  const current = await scheduleFingerprint(ctx.db, workspaceId, range);
  if (!current) throw AppError.notFound('workspace');
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const key = `${workspaceId}|${range.startDate}|${range.endDate}|${today}`;
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.fingerprint === current.fingerprint) {
    cache.set(key, hit); // most recently used last
    return hit.value;
  }
  // Simultaneous misses share one computation.
  const slot = { fingerprint: current.fingerprint, size: 0 } as Slot;
  slot.value = loadExact(ctx, workspaceId, range, slot).then((input) =>
    index(input, buildSchedule(input, range, today).entries),
  );
  track(cache, key, slot);
  return slot.value;
}

/** Never equal to a fingerprint: a slot computed from other rows than its key's fingerprint. */
const NOT_REUSABLE = '';

/**
 * The input of `range` from one snapshot with its fingerprint (`loadScheduleSnapshot`). When
 * that fingerprint differs from `slot.fingerprint` (read before), the rows changed in between:
 * the result answers the requests waiting for it, but the slot is not reused.
 */
async function loadExact(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  slot: Slot,
): Promise<ScheduleInput> {
  const snapshot = await loadScheduleSnapshot(ctx.db, workspaceId, range);
  if (!snapshot) throw AppError.notFound('workspace');
  if (snapshot.workspace.fingerprint !== slot.fingerprint) slot.fingerprint = NOT_REUSABLE;
  return snapshot.input;
}

/** What a staff read needs of the workspace to know its range. */
export interface StaffWorkspaceSettings {
  timeZone: string;
  maxSelfPlanningDays: number;
  absencesMinDelay: number;
}

const sameSettings = (a: StaffWorkspaceSettings, b: StaffWorkspaceSettings) =>
  a.timeZone === b.timeZone &&
  a.maxSelfPlanningDays === b.maxSelfPlanningDays &&
  a.absencesMinDelay === b.absencesMinDelay;

/** The last settings seen per workspace: a guess that a hit confirms (see `cachedStaffSchedule`). */
const lastSettings = new WeakMap<AppContext, Map<string, StaffWorkspaceSettings>>();

/**
 * `cachedSchedule` for a range that depends on the workspace's settings (its time zone for
 * today, maxSelfPlanningDays for the window), without reading the settings on a hit: the range
 * comes from the settings last seen, and the fingerprint (which covers the workspace row)
 * confirms them. On a miss the settings are read after the fingerprint and the range is
 * recomputed when they differ. Answers the settings, today and the schedule.
 */
export async function cachedStaffSchedule(
  ctx: AppContext,
  workspaceId: string,
  kind: string,
  rangeFor: (settings: StaffWorkspaceSettings, today: string) => DateRange,
  readSettings: () => Promise<StaffWorkspaceSettings | undefined>,
): Promise<{ settings: StaffWorkspaceSettings; today: string; schedule: CachedSchedule }> {
  let known = lastSettings.get(ctx);
  if (!known) lastSettings.set(ctx, (known = new Map()));
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const read = async () => {
    const fresh = await readSettings();
    if (!fresh) throw AppError.notFound('workspace');
    known.set(workspaceId, fresh);
    if (known.size > 1000) known.delete(known.keys().next().value!);
    return fresh;
  };
  let settings = known.get(workspaceId) ?? (await read());
  for (let attempt = 1; ; attempt++) {
    const today = todayInTimeZone(ctx.clock.now().getTime(), settings.timeZone);
    const range = rangeFor(settings, today);
    const current = await scheduleFingerprint(ctx.db, workspaceId, range);
    if (!current) throw AppError.notFound('workspace');
    const key = `${workspaceId}|${kind}|${range.startDate}|${range.endDate}|${today}`;
    const hit = cache.get(key);
    if (hit?.settings && hit.fingerprint === current.fingerprint && sameSettings(hit.settings, settings)) {
      cache.delete(key);
      cache.set(key, hit); // most recently used last
      return { settings: hit.settings, today, schedule: await hit.value };
    }
    const fresh = await read();
    if (!sameSettings(fresh, settings)) {
      settings = fresh; // the guess was stale: its range may be wrong
      if (attempt < 5) continue;
      // Settings changing under every attempt: answer from them without keeping the result.
      const todayNow = todayInTimeZone(ctx.clock.now().getTime(), fresh.timeZone);
      const rangeNow = rangeFor(fresh, todayNow);
      const input = await loadScheduleInput(ctx.db, workspaceId, rangeNow);
      return {
        settings: fresh,
        today: todayNow,
        schedule: index(input, buildSchedule(input, rangeNow, todayNow).entries),
      };
    }
    cache.delete(key);
    const slot = { fingerprint: current.fingerprint, settings: fresh, size: 0 } as Slot;
    slot.value = loadExact(ctx, workspaceId, range, slot).then((input) =>
      index(input, buildSchedule(input, range, today).entries),
    );
    track(cache, key, slot);
    return { settings: fresh, today, schedule: await slot.value };
  }
}

import { buildSchedule, type DateRange, type ScheduleEntry, type ScheduleInput } from '@openrota/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadScheduleInput, scheduleFingerprint } from '../schedule/schedule.repository';

/**
 * The engine's schedule of a workspace's range, shared by every staff member's dashboard
 * reads: each staff request would otherwise load and expand the whole workspace. Reused only
 * while the fingerprint of the rows behind it (the schedule module's `scheduleFingerprint`,
 * one cheap query per request) is unchanged, so a hit is exactly what computing again would
 * give. Computed after reading the fingerprint: rows at least as new as it, so a later change
 * misses, never a stale hit. Writes (claims) never use it: they compute inside their
 * transaction.
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
  value: Promise<CachedSchedule>;
  /** Entries once computed (0 before). */
  size: number;
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

export async function cachedSchedule(ctx: AppContext, workspaceId: string, range: DateRange, today: string): Promise<CachedSchedule> {
  const current = await scheduleFingerprint(ctx.db, workspaceId, range);
  if (!current) throw AppError.notFound('Workspace');
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
  const value = loadScheduleInput(ctx.db, workspaceId, range).then((input) => index(input, buildSchedule(input, range, today).entries));
  const slot: Slot = { fingerprint: current.fingerprint, value, size: 0 };
  cache.set(key, slot);
  value.then(
    (computed) => {
      slot.size = computed.entries.length;
      evict(cache);
    },
    () => {
      if (cache.get(key) === slot) cache.delete(key);
    },
  );
  evict(cache);
  return value;
}

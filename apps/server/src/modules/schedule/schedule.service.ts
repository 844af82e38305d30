import {
  MAX_SCHEDULE_RANGE_DAYS,
  type Language,
  type Conflict,
  type DeactivationPreview,
  type DebugData,
  type Schedule,
  type ScheduleQuery,
} from '@openrota/contracts';
import {
  addDays,
  buildSchedule,
  daysBetween,
  findConflicts,
  todayInTimeZone,
  withoutCalculationDetails,
  type DateRange,
  type ProcessingStep,
  type ScheduleInput,
  type ScheduleResult,
} from '@openrota/domain';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import * as repo from './schedule.repository';
import { assertStaffExists } from '../staff/staff.service';
import { violationDtos, type RuleFindings } from '../../lib/rule-violations';
import { loadCheckContext, periodViolationsOf, shiftsRange } from './rule-checks.service';

/** The schedule of a range plus what a renderer (the PDF calendar) needs beside the entries. */
export interface ComputedSchedule extends Omit<Schedule, 'violations'> {
  absences: Array<{
    id: string;
    staffId: string;
    staffName: string;
    staffShortName: string | null;
    startDate: string;
    endDate: string;
    type: string;
    reason: string | null;
  }>;
  conflicts: Conflict[];
  shiftTypes: Array<{
    id: string;
    name: string;
    shortName: string | null;
    color: string;
    startTime: string | null;
    endTime: string | null;
  }>;
  staff: Array<{ id: string; name: string; shortName: string | null; active: boolean }>;
  workspaceName: string;
}

interface Run {
  range: DateRange;
  today: string;
  timeZone: string;
  workspaceName: string;
  input: ScheduleInput;
  result: ScheduleResult;
}

/** endDate not before startDate, and at most MAX_SCHEDULE_RANGE_DAYS days (inclusive). */
export function validateRange(range: DateRange): void {
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0) throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
  if (days + 1 > MAX_SCHEDULE_RANGE_DAYS)
    throw AppError.badRequest(msg('schedule.rangeTooLong', { max: MAX_SCHEDULE_RANGE_DAYS }), 'endDate');
}

/** What `run` may be given already read (one snapshot of the workspace and the range's input). */
interface Loaded {
  workspace: { name: string; timeZone: string };
  input: ScheduleInput;
}

async function run(ctx: AppContext, workspaceId: string, range: DateRange, loaded?: Loaded): Promise<Run> {
  validateRange(range);
  const [workspace, input] = loaded
    ? [loaded.workspace, loaded.input]
    : await Promise.all([
        repo.findWorkspaceInfo(ctx.db, workspaceId),
        repo.loadScheduleInput(ctx.db, workspaceId, range),
      ]);
  if (!workspace) throw AppError.notFound('workspace');
  const today = todayInTimeZone(ctx.clock.now().getTime(), workspace.timeZone);
  const result = buildSchedule(input, range, today);
  return { range, today, timeZone: workspace.timeZone, workspaceName: workspace.name, input, result };
}

/**
 * GET /schedules and the PDF calendar: the engine's schedule of the range, filtered by staff
 * member (entries they work), shift type and entry type. Absences and conflicts follow the
 * staff and shift type filters; shift types and staff are the whole workspace's.
 */
export function computeSchedule(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: ScheduleQuery,
): Promise<ComputedSchedule> {
  return compute(ctx, ws, query);
}

/** `entriesOnly`: GET /schedules sends only the entries, so absences and conflicts are left empty. */
async function compute(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: ScheduleQuery,
  loaded?: Loaded,
  entriesOnly = false,
): Promise<ComputedSchedule> {
  const { range, today, timeZone, workspaceName, input, result } = await run(
    ctx,
    ws.workspaceId,
    { startDate: query.startDate, endDate: query.endDate },
    loaded,
  );
  const { staffId, shiftTypeId, entryType } = query;
  // Without the calculation details: only GET /schedules/debug sends them (docs/product/schedule.md#schedule-entry).
  const entries = result.entries
    .filter(
      (e) =>
        (staffId === undefined || e.staffId === staffId) &&
        (shiftTypeId === undefined || e.shiftTypeId === shiftTypeId) &&
        (entryType === undefined || e.entryType === entryType),
    )
    .map(withoutCalculationDetails);
  const staffById = new Map(input.staff.map((s) => [s.id, s]));
  const absences = input.absences
    .filter((a) => staffId === undefined || a.staffId === staffId)
    .map((a) => {
      const member = staffById.get(a.staffId);
      return {
        id: a.id,
        staffId: a.staffId,
        staffName: member?.name ?? '',
        staffShortName: member?.shortName ?? null,
        startDate: a.startDate,
        endDate: a.endDate,
        type: a.type,
        reason: a.reason,
      };
    });
  const conflicts = (entriesOnly ? [] : findConflicts(result.entries, input.absences)).filter(
    (c: Conflict) =>
      (staffId === undefined || c.staff.id === staffId) &&
      (shiftTypeId === undefined || c.shiftType.id === shiftTypeId),
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    today,
    timeZone,
    entries,
    absences,
    conflicts,
    shiftTypes: input.shiftTypes.map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      color: t.color,
      startTime: t.startTime,
      endTime: t.endTime,
    })),
    staff: input.staff.map((s) => ({ id: s.id, name: s.name, shortName: s.shortName, active: s.active })),
    workspaceName,
  };
}

/** How a GET /schedules body is sent: as is, or compressed for a client that accepts it. */
export type BodyEncoding = 'identity' | 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(body: Buffer, encoding: Exclude<BodyEncoding, 'identity'>): Promise<Buffer> {
  // Compressed once per computed schedule (off the event loop, in the zlib thread pool), then reused.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body);
}

interface CachedBody {
  fingerprint: string;
  bodies: Map<BodyEncoding, Buffer>;
  bytes: number;
}

/**
 * Recently sent GET /schedules bodies, per app (AppContext), by workspace, query and today.
 * A body is reused only while the fingerprint of the rows behind it is unchanged (one cheap
 * query per request), so a hit is exactly what computing again would give; least recently
 * used bodies go first beyond SCHEDULE_CACHE_MAX_BYTES.
 */
export const SCHEDULE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

class BodyCache {
  private readonly entries = new Map<string, CachedBody>();
  private bytes = 0;

  get(key: string, fingerprint: string): CachedBody | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.fingerprint !== fingerprint) {
      this.bytes -= hit.bytes;
      return undefined;
    }
    this.entries.set(key, hit); // most recently used last
    return hit;
  }

  /** Adds `body` under `encoding` to the entry for `key` and `fingerprint` (replacing an older one). */
  add(key: string, fingerprint: string, encoding: BodyEncoding, body: Buffer) {
    let entry = this.entries.get(key);
    if (entry && entry.fingerprint !== fingerprint) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      entry = undefined;
    }
    if (!entry) {
      entry = { fingerprint, bodies: new Map(), bytes: 0 };
      this.entries.set(key, entry);
    }
    const old = entry.bodies.get(encoding);
    const delta = body.length - (old?.length ?? 0);
    entry.bodies.set(encoding, body);
    entry.bytes += delta;
    this.bytes += delta;
    for (const [k, v] of this.entries) {
      if (this.bytes <= SCHEDULE_CACHE_MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= v.bytes;
    }
  }
}

const bodyCaches = new WeakMap<AppContext, BodyCache>();

/**
 * GET /schedules as the JSON body to send, `{ success, data: { startDate, endDate, today,
 * timeZone, entries } }`, encoded as asked. The engine's entries have exactly the contract's
 * shape (a type test in @openrota/contracts), so they are serialised directly.
 */
/** How far the last violations of a workspace reached around their period: a guess a hit confirms. */
interface Reach {
  lookBack: number;
  lookAhead: number;
}
const lastReach = new WeakMap<AppContext, Map<string, Reach>>();

export async function scheduleResponseBody(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: ScheduleQuery,
  encoding: BodyEncoding = 'identity',
  violationsIn?: Language,
): Promise<Buffer> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  validateRange(range);
  let cache = bodyCaches.get(ctx);
  if (!cache) bodyCaches.set(ctx, (cache = new BodyCache()));
  let reaches = lastReach.get(ctx);
  if (!reaches) lastReach.set(ctx, (reaches = new Map()));
  // With violations, the rows behind them reach back (and ahead) by the rules' look-back, and the
  // rule sets and contracts enter the fingerprint (docs/product/working-time.md#where-the-checker-acts).
  // The reach is the one the workspace's rules had last time: a hit (same rule sets, by the
  // fingerprint) confirms it; on a miss the rules are read and the reach corrected.
  let reach: Reach = violationsIn
    ? (reaches.get(ws.workspaceId) ?? { lookBack: 0, lookAhead: 0 })
    : { lookBack: 0, lookAhead: 0 };
  for (let attempt = 0; ; attempt++) {
    const rowsRange = {
      startDate: addDays(range.startDate, -reach.lookBack),
      endDate: addDays(range.endDate, reach.lookAhead),
    };
    const current = await repo.scheduleFingerprint(ctx.db, ws.workspaceId, rowsRange, !!violationsIn);
    if (!current) throw AppError.notFound('workspace');
    const today = todayInTimeZone(ctx.clock.now().getTime(), current.timeZone);
    const key = [
      violationsIn ? `${violationsIn}:${reach.lookBack}:${reach.lookAhead}` : '-',
      ws.workspaceId,
      range.startDate,
      range.endDate,
      query.staffId ?? '',
      query.shiftTypeId ?? '',
      query.entryType ?? '',
      today,
    ].join('|');
    const hit = cache.get(key, current.fingerprint);
    const cached = hit?.bodies.get(encoding);
    if (cached) return cached;
    let plain = hit?.bodies.get('identity');
    let reusable = true;
    if (!plain) {
      // Computed from one snapshot of the rows (with the rule sets and contracts) and their fingerprint (see loadScheduleSnapshot).
      const snapshot = await repo.loadScheduleSnapshot(
        ctx.db,
        ws.workspaceId,
        rowsRange,
        violationsIn ? (tx) => loadCheckContext(ctx, tx, ws.workspaceId) : undefined,
      );
      if (!snapshot) throw AppError.notFound('workspace');
      const check = snapshot.extra;
      if (
        check &&
        (check.lookBack !== reach.lookBack || check.lookAhead !== reach.lookAhead) &&
        attempt < 3
      ) {
        reach = { lookBack: check.lookBack, lookAhead: check.lookAhead };
        reaches.set(ws.workspaceId, reach);
        if (reaches.size > 1000) reaches.delete(reaches.keys().next().value!);
        continue;
      }
      const s = await compute(ctx, ws, query, snapshot, true);
      const violations =
        check && violationsIn
          ? violationDtos(
              {
                violations: periodViolationsOf(check, snapshot.input, range, query.staffId),
                timeZone: check.timeZone,
              },
              violationsIn,
            )
          : [];
      const schedule: Schedule = {
        startDate: s.startDate,
        endDate: s.endDate,
        today: s.today,
        timeZone: s.timeZone,
        entries: s.entries,
        violations,
      };
      plain = Buffer.from(JSON.stringify({ success: true, data: schedule }));
      // Kept only when it is exactly the state the request's fingerprint (and key) describe.
      reusable =
        snapshot.workspace.fingerprint === current.fingerprint &&
        s.today === today &&
        (!check || (check.lookBack === reach.lookBack && check.lookAhead === reach.lookAhead));
      if (reusable) cache.add(key, current.fingerprint, 'identity', plain);
    }
    if (encoding === 'identity') return plain;
    const encoded = await encode(plain, encoding);
    if (reusable) cache.add(key, current.fingerprint, encoding, encoded);
    return encoded;
  }
}

/** GET /api/schedules/violations: the period's violations (at most the schedule's range), of everyone or of one person. */
export async function listViolations(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: { startDate: string; endDate: string; staffId?: string | undefined },
): Promise<RuleFindings> {
  const window = { startDate: query.startDate, endDate: query.endDate };
  validateRange(window);
  const check = await loadCheckContext(ctx, ctx.db, ws.workspaceId);
  const input = await repo.loadScheduleInput(ctx.db, ws.workspaceId, shiftsRange(check, window));
  return { violations: periodViolationsOf(check, input, window, query.staffId), timeZone: check.timeZone };
}

/** How far the deactivation preview looks ahead. */
export const DEACTIVATION_PREVIEW_WEEKS = 4;

/**
 * GET /staff/{id}/deactivation-preview: the member's shifts from the workspace's today through
 * DEACTIVATION_PREVIEW_WEEKS weeks, which deactivating them now would open (the engine opens an
 * inactive member's shifts from the day of deactivation; cancelled ones name nobody). 404 for
 * another workspace's member. The route sits here, not in the staff module, so that master data
 * does not depend on the schedule built on it.
 */
export async function deactivationPreview(
  ctx: AppContext,
  ws: { workspaceId: string },
  staffId: string,
): Promise<DeactivationPreview> {
  await assertStaffExists(ctx.db, ws.workspaceId, staffId);
  const workspace = await repo.findWorkspaceInfo(ctx.db, ws.workspaceId);
  if (!workspace) throw AppError.notFound('workspace');
  const startDate = todayInTimeZone(ctx.clock.now().getTime(), workspace.timeZone);
  const endDate = addDays(startDate, DEACTIVATION_PREVIEW_WEEKS * 7 - 1);
  const range = { startDate, endDate };
  const { result } = await run(ctx, ws.workspaceId, range, {
    workspace,
    input: await repo.loadScheduleInput(ctx.db, ws.workspaceId, range),
  });
  const openedShifts = result.entries.filter((e) => e.staffId === staffId).length;
  return { openedShifts, weeks: DEACTIVATION_PREVIEW_WEEKS, startDate, endDate };
}

/** GET /schedules/conflicts: shifts whose staff member is absent that day. */
export async function listConflicts(
  ctx: AppContext,
  ws: { workspaceId: string },
  range: DateRange,
): Promise<Conflict[]> {
  const { input, result } = await run(ctx, ws.workspaceId, range);
  return findConflicts(result.entries, input.absences);
}

/** GET /schedules/debug: the entries with what produced them, for the debug page. */
export async function debugSchedule(
  ctx: AppContext,
  ws: { workspaceId: string },
  range: DateRange,
): Promise<DebugData> {
  const { today, timeZone, input, result } = await run(ctx, ws.workspaceId, range);
  const staffName = new Map(input.staff.map((s) => [s.id, s.name]));
  const shiftTypeName = new Map(input.shiftTypes.map((t) => [t.id, t.name]));
  const slotCount = input.patterns.reduce((n, p) => n + p.slots.length, 0);
  const assignmentCount = input.patterns.reduce(
    (n, p) => n + p.slots.filter((s) => s.assignment).length + p.looseAssignments.length,
    0,
  );
  const loaded: ProcessingStep[] = [
    {
      step: 'load-patterns',
      description: `Loaded ${input.patterns.length} active rotation patterns overlapping ${range.startDate} – ${range.endDate}`,
      count: input.patterns.length,
    },
    { step: 'load-slots', description: `Loaded ${slotCount} rotation requirements`, count: slotCount },
    {
      step: 'load-assignments',
      description: `Loaded ${assignmentCount} rotation assignments`,
      count: assignmentCount,
    },
    {
      step: 'load-shift-types',
      description: `Loaded ${input.shiftTypes.length} shift types`,
      count: input.shiftTypes.length,
    },
    {
      step: 'load-staff',
      description: `Loaded ${input.staff.length} staff members`,
      count: input.staff.length,
    },
    {
      step: 'load-stored-entries',
      description: `Loaded ${input.storedEntries.length} stored schedule entries (one-offs, overrides, claims)`,
      count: input.storedEntries.length,
    },
    {
      step: 'load-absences',
      description: `Loaded ${input.absences.length} absences`,
      count: input.absences.length,
    },
  ];
  return {
    totalEntries: result.entries.length,
    entries: result.entries,
    debugData: {
      startDate: range.startDate,
      endDate: range.endDate,
      today,
      timeZone,
      rotationPatterns: input.patterns.map((p) => ({
        id: p.id,
        name: p.name,
        weekCount: p.weekCount,
        startDate: p.startDate,
        endDate: p.endDate,
        active: p.active,
        rotationSlots: p.slots.map((s) => ({
          id: s.id,
          weekNumber: s.weekNumber,
          dayOfWeek: s.dayOfWeek,
          shiftTypeId: s.shiftTypeId,
          shiftTypeName: shiftTypeName.get(s.shiftTypeId) ?? '',
          isOptional: s.isOptional,
          staffId: s.assignment?.staffId ?? null,
          staffName: s.assignment ? (staffName.get(s.assignment.staffId) ?? null) : null,
        })),
      })),
      manualEntries: result.entries.filter((e) => e.scheduleEntryId !== null),
      orphanedEntries: result.orphanedEntries.map((e) => ({
        id: e.id,
        date: e.date,
        entryType: e.entryType,
        description: e.description,
      })),
      absences: input.absences.map((a) => ({
        id: a.id,
        staffId: a.staffId,
        staffName: staffName.get(a.staffId) ?? '',
        startDate: a.startDate,
        endDate: a.endDate,
        type: a.type,
        reason: a.reason,
      })),
      processingSteps: [...loaded, ...result.processingSteps],
    },
  };
}

/**
 * The engine's input for `range`, read with `db` (inside the caller's transaction when it is
 * one): the staff portal's claims compute the schedule where they write.
 */
export function loadScheduleInput(db: DbOrTx, workspaceId: string, range: DateRange): Promise<ScheduleInput> {
  return repo.loadScheduleInput(db, workspaceId, range);
}

/** A fingerprint of every row the schedule of `range` is computed from (see the repository); undefined: no workspace. */
export function scheduleFingerprint(db: DbOrTx, workspaceId: string, range: DateRange) {
  return repo.scheduleFingerprint(db, workspaceId, range);
}

/** The fingerprint and the input of `range` read in one snapshot (see the repository): what a cache may keep under that fingerprint. */
export function loadScheduleSnapshot(db: Db, workspaceId: string, range: DateRange) {
  return repo.loadScheduleSnapshot(db, workspaceId, range);
}

/**
 * Auto-fill runs, the product feature around `proposeFill` (docs/adr/0010-autofill-optimiser.md,
 * docs/architecture.md#auto-fill-runs):
 *
 * - START (ADMIN, MANAGER): a row of `auto_fill_runs` QUEUED and a job of the `auto-fill` queue
 *   (modules/jobs, pg-boss): any instance may take it. At most one QUEUED or RUNNING run per
 *   workspace, decided by the partial unique index, so two instances cannot both start one.
 * - THE JOB waits (still QUEUED, alive) while every solver slot of its instance is taken
 *   (SolverPool: one solve per core), then runs `proposeFill` (RUNNING). Every 0.5 s it writes
 *   the latest progress and a heartbeat to the row and reads `stop_requested`; a stop keeps the
 *   best roster so far. The proposal (the domain's FillProposal and where each open shift is) is
 *   stored with the run: READY. A solve that throws or a worker that dies: FAILED, nothing
 *   written. A run whose instance died (no heartbeat for STALE_MS) is FAILED by the next read.
 * - APPLY (all or a selection of a READY proposal), in ONE transaction: each slot is checked
 *   against the schedule of that moment (still there, still held by whom it was at proposal
 *   time) and written by the assign dialog's own service code (an override of a rotation
 *   occurrence or the stored entry updated, schedule-entries.service.ts) with its working-time
 *   check, each in a savepoint: a slot that fails is refused with why, the rest applied; one
 *   AUTO_FILL audit row. What was written is stored for UNDO, which removes exactly that in one
 *   transaction unless anything touched those shifts since (409).
 */
import {
  ACTIVE_AUTO_FILL_STATUSES,
  AUTO_FILL_MAX_DAYS,
  type AutoFillApplyResult,
  type AutoFillProgress,
  type AutoFillProposal,
  type AutoFillRun,
  type AutoFillRuns,
  type AutoFillStatus,
  type Language,
  type StartAutoFillBodySchema,
} from '@openrota/contracts';
import { addDays, buildSchedule, type ScheduleEntry } from '@openrota/domain';
import { renderError, translate, type ErrorMessage } from '@openrota/i18n';
import type { z } from 'zod';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import type { AutoFillWrite, StoredAutoFillProposal, StoredAutoFillSlot } from '../../db/schema/autofill';
import { AppError, msg } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { ruleFindingsOf, violationDtos } from '../../lib/rule-violations';
import { recordAudit } from '../audit/audit.service';
import { RULE_VIOLATION } from '@openrota/contracts';
import { loadCheckContext } from '../schedule/rule-checks.service';
import {
  findStoredEntry,
  lockStoredEntry,
  undoStoredWrite,
  writeEntryUpdate,
  writeOverride,
} from '../schedule/schedule-entries.service';
import { loadScheduleInput } from '../schedule/schedule.service';
import { proposeFill, solverPool, type FillQuery } from './autofill.service';
import { chosenReasons, exclusionMessage, runnerUpReasons, unfilledReason } from './autofill-reasons';
import * as repo from './autofill-runs.repository';
import { defaultSolverCapacity, type SolverPool } from './solver-pool';
import type { SearchProgress } from './mip-search';

export const AUTO_FILL_QUEUE = 'auto-fill';
/** How often the job writes progress and its heartbeat and reads a stop (≤ 2 writes a second). */
export const TICK_MS = 500;
/** A QUEUED or RUNNING run without a heartbeat this long lost its instance. */
export const STALE_MS = 30_000;
const LIST_LIMIT = 20;

type StartBody = z.output<typeof StartAutoFillBodySchema>;
type Row = repo.RunRow;
type ListedRow = Omit<Row, 'proposal' | 'writes'> & Partial<Pick<Row, 'proposal' | 'writes'>>;
interface JobData {
  workspaceId: string;
  runId: string;
}

const isActive = (status: AutoFillStatus) => ACTIVE_AUTO_FILL_STATUSES.includes(status);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The solver pool of the runs (tests give one that fails or is full). */
let poolOverride: SolverPool | null = null;
export function useSolverPoolForRuns(pool: SolverPool | null): void {
  poolOverride = pool;
}

/** Declares the `auto-fill` queue; its workers (one per core in each instance) solve runs. */
export function defineAutoFillQueue(ctx: AppContext): void {
  ctx.jobs.define<JobData, { status: string }>(AUTO_FILL_QUEUE, (data) => solveRun(ctx, data), {
    policy: 'standard',
    retryLimit: 0,
    // A run may take 8 re-check rounds of the longest time limit; then it counts as dead.
    expireInSeconds: 30 * 60,
    concurrency: defaultSolverCapacity(),
  });
}

const EMPTY_PROGRESS: AutoFillProgress = {
  elapsedSeconds: 0,
  slots: 0,
  bestObjective: null,
  uncovered: null,
  bound: null,
};

// ---------------------------------------------------------------------------------------------
// Reading

interface Names {
  staff: Map<string, { id: string; name: string; shortName: string | null }>;
  shiftTypes: Map<
    string,
    {
      id: string;
      name: string;
      shortName: string | null;
      color: string;
      startTime: string | null;
      endTime: string | null;
    }
  >;
  users: Map<string, string>;
}

async function namesOf(db: DbOrTx, workspaceId: string, rows: readonly ListedRow[]): Promise<Names> {
  const withProposal = rows.some((r) => r.proposal);
  const [staffRows, typeRows, userRows] = await Promise.all([
    withProposal ? repo.staffRefs(db, workspaceId) : Promise.resolve([]),
    withProposal ? repo.shiftTypeRefs(db, workspaceId) : Promise.resolve([]),
    repo.userNames(db, [...new Set(rows.flatMap((r) => (r.createdByUserId ? [r.createdByUserId] : [])))]),
  ]);
  return {
    staff: new Map(staffRows.map((s) => [s.id, s])),
    shiftTypes: new Map(typeRows.map((t) => [t.id, t])),
    users: new Map(userRows.map((u) => [u.id, u.name])),
  };
}

const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

function staffRef(names: Names, id: string) {
  return names.staff.get(id) ?? { id, name: '', shortName: null };
}

function shiftTypeRef(names: Names, id: string) {
  return (
    names.shiftTypes.get(id) ?? {
      id: UUID.test(id) ? id : UNKNOWN_ID,
      name: '',
      shortName: null,
      color: '#888888',
      startTime: null,
      endTime: null,
    }
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function proposalDto(p: StoredAutoFillProposal, names: Names, language: Language): AutoFillProposal {
  const slots = new Map(p.slots.map((s) => [s.slotId, s]));
  const excludedDtos = (list: { personId: string; rule: string }[], shiftType: string) =>
    list.map((e) => {
      const staff = staffRef(names, e.personId);
      return {
        staff,
        ruleId: e.rule,
        message: exclusionMessage(e.rule, { name: staff.name, shiftType }, language),
      };
    });
  return {
    assignments: p.assignments.map((a) => {
      const slot = slots.get(a.slotId);
      const type = shiftTypeRef(names, slot?.shiftTypeId ?? '');
      const date = slot?.date ?? '';
      return {
        slotId: a.slotId,
        date,
        shiftType: type,
        staff: staffRef(names, a.personId),
        previousStaff: slot?.previousStaffId ? staffRef(names, slot.previousStaffId) : null,
        reasons: chosenReasons(
          a.reasons,
          { shiftType: type.name, date, minutesAfter: a.minutesAfter, targetMinutes: a.targetMinutes },
          language,
        ),
        minutesAfter: Math.round(a.minutesAfter),
        targetMinutes: a.targetMinutes === null ? null : Math.round(a.targetMinutes),
        runnersUp: a.runnersUp.map((r) => ({
          staff: staffRef(names, r.personId),
          reasons: runnerUpReasons(r.reasons, language),
        })),
        excluded: excludedDtos(a.excluded, type.name),
      };
    }),
    unfilled: p.unfilled.map((u) => {
      const slot = slots.get(u.slotId);
      const type = shiftTypeRef(names, slot?.shiftTypeId ?? '');
      return {
        slotId: u.slotId,
        date: slot?.date ?? '',
        shiftType: type,
        reason: unfilledReason(u.reason, language),
        excluded: excludedDtos(u.excluded, type.name),
      };
    }),
  };
}

function toDto(row: ListedRow, names: Names, language: Language): AutoFillRun {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    shiftTypeIds: row.shiftTypeIds,
    staffIds: row.staffIds,
    timeLimitSeconds: row.timeLimitSeconds,
    createdBy: row.createdByUserId
      ? { id: row.createdByUserId, name: names.users.get(row.createdByUserId) ?? '' }
      : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    progress: row.progress,
    proposal: row.proposal ? proposalDto(row.proposal, names, language) : null,
    error: row.error ? renderError(language, row.error) : null,
    appliedSlotIds: row.appliedSlotIds,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

async function describe(db: DbOrTx, row: ListedRow, language: Language): Promise<AutoFillRun> {
  return toDto(row, await namesOf(db, row.workspaceId, [row]), language);
}

/**
 * Runs of the workspace whose instance died: no heartbeat for STALE_MS (a QUEUED run whose job
 * still waits in the queue is alive) become FAILED. Nothing of theirs was applied.
 */
async function failLostRuns(ctx: AppContext, workspaceId: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const r of await repo.activeRuns(ctx.db, workspaceId)) {
    const last = (r.heartbeatAt ?? r.createdAt).getTime();
    if (now - last < STALE_MS) continue;
    if (r.status === 'QUEUED' && r.jobId) {
      const job = await ctx.jobs.status(AUTO_FILL_QUEUE, r.jobId).catch(() => null);
      if (job && (job.state === 'created' || job.state === 'retry')) continue;
    }
    await repo.finishActiveRun(ctx.db, r.id, {
      status: 'FAILED',
      error: msg('autoFill.instanceLost'),
      finishedAt: ctx.clock.now(),
    });
    ctx.log.warn({ runId: r.id, workspaceId }, 'auto-fill run lost its instance: FAILED');
  }
}

/** The AUTO_FILL audit row of one step of a run (start, stop, discard, apply, undo): its metadata names the run. */
function auditRun(
  tx: DbOrTx,
  ws: WorkspaceContext,
  meta: RequestMeta,
  entry: {
    id: string;
    period: { startDate: string; endDate: string };
    description: string;
    metadata: Record<string, unknown>;
  },
) {
  return recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      action: 'AUTO_FILL',
      resource: 'SCHEDULE_ENTRY',
      resourceId: entry.id,
      resourceName: `${entry.period.startDate} – ${entry.period.endDate}`,
      description: entry.description,
      metadata: { runId: entry.id, ...entry.metadata },
    },
    meta,
  );
}

/** GET /api/auto-fill: the latest runs, newest first, without proposals. */
export async function listRuns(
  ctx: AppContext,
  ws: WorkspaceContext,
  language: Language,
): Promise<AutoFillRuns> {
  await failLostRuns(ctx, ws.workspaceId);
  const rows: ListedRow[] = await repo.listRuns(ctx.db, ws.workspaceId, LIST_LIMIT);
  const names = await namesOf(ctx.db, ws.workspaceId, rows);
  return { runs: rows.map((r) => toDto(r, names, language)) };
}

/** GET /api/auto-fill/{id}: the run with its proposal (404 for another workspace's). */
export async function getRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  language: Language,
): Promise<AutoFillRun> {
  await failLostRuns(ctx, ws.workspaceId);
  const row = await repo.findRun(ctx.db, ws.workspaceId, id);
  if (!row) throw AppError.notFound('autoFillRun');
  return describe(ctx.db, row, language);
}

// ---------------------------------------------------------------------------------------------
// Starting, stopping, discarding

/** POST /api/auto-fill: a QUEUED run and its job; 409 while another of the workspace is active. */
export async function startRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: StartBody,
  meta: RequestMeta,
  language: Language,
): Promise<AutoFillRun> {
  if (body.endDate < body.startDate) throw AppError.badRequest(msg('autoFill.endBeforeStart'), 'endDate');
  if (addDays(body.startDate, AUTO_FILL_MAX_DAYS - 1) < body.endDate)
    throw AppError.badRequest(msg('autoFill.periodTooLong', { max: AUTO_FILL_MAX_DAYS }), 'endDate');
  const types = [...new Set(body.shiftTypeIds)];
  if ((await repo.workspaceShiftTypeIds(ctx.db, ws.workspaceId, types)).length !== types.length)
    throw AppError.badRequest(msg('autoFill.unknownShiftType'), 'shiftTypeIds');
  const people = [...new Set(body.staffIds)];
  if ((await repo.workspaceStaffIds(ctx.db, ws.workspaceId, people)).length !== people.length)
    throw AppError.badRequest(msg('autoFill.unknownStaff'), 'staffIds');
  await failLostRuns(ctx, ws.workspaceId);
  const now = ctx.clock.now();
  let row: Row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertRun(tx, {
        workspaceId: ws.workspaceId,
        createdByUserId: ws.userId,
        mode: body.mode,
        status: 'QUEUED',
        startDate: body.startDate,
        endDate: body.endDate,
        shiftTypeIds: types,
        staffIds: people,
        timeLimitSeconds: body.timeLimitSeconds,
        weights: (body.weights ?? {}) as Record<string, number>,
        progress: EMPTY_PROGRESS,
        heartbeatAt: now,
        createdAt: now,
      });
      await auditRun(tx, ws, meta, {
        id: inserted.id,
        period: body,
        description: `Auto-fill started (${body.mode === 'OPEN_SHIFTS' ? 'open shifts' : 'whole roster'}) for ${body.startDate} – ${body.endDate}`,
        metadata: { event: 'START', mode: body.mode },
      });
      return inserted;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(msg('autoFill.alreadyRunning'));
    throw err;
  }
  try {
    const jobId = await ctx.jobs.enqueue<JobData>(AUTO_FILL_QUEUE, {
      workspaceId: ws.workspaceId,
      runId: row.id,
    });
    row = (await repo.updateRun(ctx.db, ws.workspaceId, row.id, { jobId })) ?? row;
  } catch (err) {
    await repo.finishActiveRun(ctx.db, row.id, {
      status: 'FAILED',
      error: msg('autoFill.solverFailed'),
      finishedAt: ctx.clock.now(),
    });
    throw err;
  }
  return describe(ctx.db, row, language);
}

/** POST /api/auto-fill/{id}/stop: the solve stops soon and keeps the best roster so far. */
export async function stopRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
  language: Language,
): Promise<AutoFillRun> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockRun(tx, ws.workspaceId, id);
    if (!found) throw AppError.notFound('autoFillRun');
    if (!isActive(found.status)) throw AppError.conflict(msg('autoFill.notRunning'));
    const updated = (await repo.updateRun(tx, ws.workspaceId, id, { stopRequested: true }))!;
    await auditRun(tx, ws, meta, {
      id,
      period: found,
      description: `Auto-fill of ${found.startDate} – ${found.endDate} stopped; the best proposal so far is kept`,
      metadata: { event: 'STOP' },
    });
    return updated;
  });
  return describe(ctx.db, row, language);
}

/** POST /api/auto-fill/{id}/discard: a READY proposal is set aside (nothing written). */
export async function discardRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
  language: Language,
): Promise<AutoFillRun> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockRun(tx, ws.workspaceId, id);
    if (!found) throw AppError.notFound('autoFillRun');
    if (found.status !== 'READY') throw notReady(found.status);
    const updated = (await repo.updateRun(tx, ws.workspaceId, id, { status: 'DISCARDED' }))!;
    await auditRun(tx, ws, meta, {
      id,
      period: found,
      description: `Auto-fill proposal for ${found.startDate} – ${found.endDate} discarded`,
      metadata: { event: 'DISCARD' },
    });
    return updated;
  });
  return describe(ctx.db, row, language);
}

function notReady(status: AutoFillStatus): AppError {
  if (status === 'APPLIED' || status === 'UNDONE') return AppError.conflict(msg('autoFill.alreadyApplied'));
  return AppError.conflict(msg('autoFill.notReady', { status }));
}

// ---------------------------------------------------------------------------------------------
// The job

/** Where a computed entry's id points: a rotation occurrence (`rotation:{slot}:{date}`) or a stored row. */
function whereIs(slotId: string): Pick<StoredAutoFillSlot, 'rotationSlotId' | 'scheduleEntryId'> {
  const rotation = /^rotation:([0-9a-f-]{36}):\d{4}-\d{2}-\d{2}$/i.exec(slotId);
  if (rotation) return { rotationSlotId: rotation[1]!, scheduleEntryId: null };
  if (UUID.test(slotId)) return { rotationSlotId: null, scheduleEntryId: slotId };
  return { rotationSlotId: null, scheduleEntryId: null };
}

function progressOf(p: SearchProgress, slots: number): AutoFillProgress {
  return {
    elapsedSeconds: Math.round(p.elapsedS * 10) / 10,
    slots,
    bestObjective: p.best,
    uncovered: p.uncovered,
    bound: p.bound,
  };
}

/** The `auto-fill` job: solves the run and stores its proposal (see the head of this file). */
export async function solveRun(ctx: AppContext, data: JobData): Promise<{ status: string }> {
  const row = await repo.findRun(ctx.db, data.workspaceId, data.runId);
  if (!row || !isActive(row.status)) return { status: row?.status ?? 'GONE' };
  const pool = poolOverride ?? solverPool();
  const controller = new AbortController();
  let latest: AutoFillProgress = row.progress;
  let dirty = false;
  let ended = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const beat = (values: Parameters<typeof repo.updateActiveRun>[2] = {}) => {
    const write = repo
      .updateActiveRun(ctx.db, row.id, { heartbeatAt: ctx.clock.now(), ...values })
      .then((r) => {
        if (!r) ended = true;
        else if (r.stopRequested) controller.abort();
      });
    inFlight = write.catch((err) => ctx.log.error({ err, runId: row.id }, 'auto-fill heartbeat failed'));
    return write;
  };
  // Wait, alive and QUEUED, until this instance has a free solver slot.
  const waitForSolver = async () => {
    while (pool.busy >= pool.capacity) {
      await beat({ status: 'QUEUED' });
      if (ended) return false;
      await sleep(TICK_MS);
    }
    return true;
  };
  if (!(await waitForSolver())) return { status: 'ENDED' };
  await beat({ status: 'RUNNING' });
  if (ended) return { status: 'ENDED' };
  const timer = setInterval(() => {
    const values = dirty ? { progress: latest } : {};
    dirty = false;
    void beat(values).catch(() => {});
  }, TICK_MS);
  const query = {
    startDate: row.startDate,
    endDate: row.endDate,
    shiftTypeIds: row.shiftTypeIds,
    staffIds: row.staffIds,
    timeLimitS: row.timeLimitSeconds,
    // The model's mode and soft weights (FillQuery carries them where the optimiser reads them).
    mode: row.mode,
    weights: row.weights,
  };
  try {
    let result;
    for (;;) {
      try {
        result = await proposeFill(ctx, row.workspaceId, query as FillQuery, {
          pool,
          signal: controller.signal,
          onProgress: (p) => {
            latest = progressOf(p, latest.slots);
            dirty = true;
          },
        });
        break;
      } catch (err) {
        // Another solve took the last slot between the wait and the start: wait again.
        if (err instanceof AppError && err.statusCode === 429) {
          if (!(await waitForSolver())) return { status: 'ENDED' };
          await beat({ status: 'RUNNING' });
          continue;
        }
        throw err;
      }
    }
    clearInterval(timer);
    await inFlight;
    const slots: StoredAutoFillSlot[] = result.slots.map((s) => ({
      slotId: s.id,
      date: s.date,
      shiftTypeId: s.shiftTypeId,
      ...whereIs(s.id),
      previousStaffId: (s as { previousStaffId?: string | null }).previousStaffId ?? null,
    }));
    const proposal: StoredAutoFillProposal = {
      slots,
      assignments: result.proposal.assignments.map((a) => ({
        ...a,
        runnersUp: a.runnersUp.map((r) => ({ ...r, cost: Number.isFinite(r.cost) ? r.cost : null })),
      })),
      unfilled: result.proposal.unfilled,
      recheckViolations: result.recheckViolations.length,
    };
    const done = await repo.finishActiveRun(ctx.db, row.id, {
      status: 'READY',
      proposal,
      progress: {
        elapsedSeconds: Math.round(result.solveSeconds * 10) / 10,
        slots: slots.length,
        bestObjective: latest.bestObjective,
        uncovered: result.proposal.unfilled.length,
        bound: latest.bound,
      },
      heartbeatAt: ctx.clock.now(),
      finishedAt: ctx.clock.now(),
    });
    return { status: done ? 'READY' : 'ENDED' };
  } catch (err) {
    clearInterval(timer);
    await inFlight;
    ctx.log.error({ err, runId: row.id }, 'auto-fill run failed');
    const error: ErrorMessage =
      err instanceof AppError && typeof err.text === 'object' ? err.text : msg('autoFill.solverFailed');
    await repo.finishActiveRun(ctx.db, row.id, { status: 'FAILED', error, finishedAt: ctx.clock.now() });
    return { status: 'FAILED' };
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// Apply and undo

/** A slot's entry in the schedule now (whoever holds it). */
function entryNow(entries: readonly ScheduleEntry[], slot: StoredAutoFillSlot) {
  if (slot.scheduleEntryId) return entries.find((e) => e.scheduleEntryId === slot.scheduleEntryId);
  if (slot.rotationSlotId)
    return entries.find(
      (e) => !e.isOneOffShift && e.rotationSlotId === slot.rotationSlotId && e.date === slot.date,
    );
  return undefined;
}

/** Why a failed write refused a slot, in the reader's language. */
function refusalOf(err: unknown, name: string, date: string, language: Language): string | null {
  if (!(err instanceof AppError))
    return isUniqueViolation(err) ? translate(language, 'apiErrors.autoFill.slotOpened', { date }) : null;
  if (err.code === RULE_VIOLATION) {
    const found = ruleFindingsOf(err);
    const reasons = found ? violationDtos(found, language).map((v) => v.message) : [];
    return renderError(language, msg('autoFill.slotRefused', { name, date, reasons: reasons.join('; ') }));
  }
  return renderError(language, err.text);
}

/** POST /api/auto-fill/{id}/apply: the proposal (or a selection of it) in one transaction. */
export async function applyRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: { slotIds?: string[] | undefined },
  meta: RequestMeta,
  language: Language,
): Promise<AutoFillApplyResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRun(tx, ws.workspaceId, id);
    if (!row) throw AppError.notFound('autoFillRun');
    if (row.status !== 'READY' || !row.proposal) throw notReady(row.status);
    const proposal = row.proposal;
    const byId = new Map(proposal.assignments.map((a) => [a.slotId, a]));
    const chosen = body.slotIds ? [...new Set(body.slotIds)] : proposal.assignments.map((a) => a.slotId);
    for (const slotId of chosen)
      if (!byId.has(slotId))
        throw AppError.badRequest(msg('autoFill.notInProposal', { slotId: slotId.slice(0, 80) }), 'slotIds');
    const slots = new Map(proposal.slots.map((s) => [s.slotId, s]));
    const selected = chosen
      .map((slotId) => ({ a: byId.get(slotId)!, slot: slots.get(slotId)! }))
      .sort((x, y) => x.slot.date.localeCompare(y.slot.date));
    const check = await loadCheckContext(ctx, tx, ws.workspaceId);
    const dates = selected.map((s) => s.slot.date);
    const range = { startDate: dates[0] ?? row.startDate, endDate: dates[dates.length - 1] ?? row.endDate };
    const input = await loadScheduleInput(tx, ws.workspaceId, range);
    const entries = buildSchedule(input, range, check.today).entries;
    const nameOf = (staffId: string) => input.staff.find((m) => m.id === staffId)?.name ?? '';
    const applied: string[] = [];
    const refused: AutoFillApplyResult['refused'] = [];
    const writes: AutoFillWrite[] = [];
    for (const { a, slot } of selected) {
      const refuse = (message: string) => refused.push({ slotId: slot.slotId, date: slot.date, message });
      const entry = entryNow(entries, slot);
      if (!entry) {
        refuse(renderError(language, msg('autoFill.slotGone', { date: slot.date })));
        continue;
      }
      if (entry.isCancelled) {
        refuse(renderError(language, msg('autoFill.slotCancelled', { date: slot.date })));
        continue;
      }
      if (entry.staffId !== slot.previousStaffId) {
        refuse(
          renderError(
            language,
            entry.staffId
              ? msg('autoFill.slotTaken', { date: slot.date, name: nameOf(entry.staffId) })
              : msg('autoFill.slotOpened', { date: slot.date }),
          ),
        );
        continue;
      }
      try {
        // The assign dialog's write (apps/web/src/components/schedule/save-override.ts): the
        // stored entry updated, or an override of the rotation occurrence; each in a savepoint,
        // so a slot the checker refuses leaves the others.
        const write = await tx.transaction(async (sp): Promise<AutoFillWrite> => {
          if (entry.scheduleEntryId) {
            await lockStoredEntry(sp, ws.workspaceId, entry.scheduleEntryId);
            const { existing } = await writeEntryUpdate(
              ctx,
              sp,
              ws,
              entry.scheduleEntryId,
              entry.rotationSlotId === null
                ? { staffId: a.personId, description: undefined }
                : { staffId: a.personId, description: null },
            );
            const after = (await findStoredEntry(sp, ws.workspaceId, entry.scheduleEntryId))!;
            return {
              slotId: slot.slotId,
              date: slot.date,
              scheduleEntryId: after.id,
              kind: 'UPDATED',
              staffId: a.personId,
              writtenAt: after.updatedAt.toISOString(),
              before: {
                staffId: existing.staffId,
                description: existing.description,
                isCancelled: existing.isCancelled,
                entryType: existing.entryType,
              },
            };
          }
          const { row: created } = await writeOverride(ctx, sp, ws, {
            date: slot.date,
            shiftTypeId: entry.shiftTypeId,
            rotationSlotId: entry.rotationSlotId!,
            originalStaffId: entry.originalStaffId ?? entry.staffId,
            staffId: a.personId,
            description: null,
          });
          return {
            slotId: slot.slotId,
            date: slot.date,
            scheduleEntryId: created.id,
            kind: 'CREATED',
            staffId: a.personId,
            writtenAt: created.updatedAt.toISOString(),
            before: null,
          };
        });
        writes.push(write);
        applied.push(slot.slotId);
      } catch (err) {
        const why = refusalOf(err, nameOf(a.personId), slot.date, language);
        if (why === null) throw err;
        refuse(why);
      }
    }
    if (applied.length === 0) return { row, applied, refused };
    const now = ctx.clock.now();
    const updated = (await repo.updateRun(tx, ws.workspaceId, id, {
      status: 'APPLIED',
      appliedSlotIds: applied,
      writes,
      appliedAt: now,
    }))!;
    await auditRun(tx, ws, meta, {
      id,
      period: row,
      description: `Auto-fill applied for ${row.startDate} – ${row.endDate}: ${applied.length} shift(s) assigned${refused.length ? `, ${refused.length} refused (changed since the proposal)` : ''}`,
      metadata: {
        event: 'APPLY',
        applied: applied.length,
        refused: refused.length,
        assignments: writes.map((w) => ({
          date: w.date,
          staffId: w.staffId,
          scheduleEntryId: w.scheduleEntryId,
          kind: w.kind,
        })),
      },
    });
    return { row: updated, applied, refused };
  });
  return {
    run: await describe(ctx.db, outcome.row, language),
    applied: outcome.applied,
    refused: outcome.refused,
  };
}

/** POST /api/auto-fill/{id}/undo: removes exactly what apply wrote, unless a shift changed since (409). */
export async function undoRun(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
  language: Language,
): Promise<AutoFillRun> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockRun(tx, ws.workspaceId, id);
    if (!found) throw AppError.notFound('autoFillRun');
    if (found.status === 'UNDONE') throw AppError.conflict(msg('autoFill.alreadyUndone'));
    if (found.status !== 'APPLIED') throw AppError.conflict(msg('autoFill.notApplied'));
    const now = ctx.clock.now();
    const changed: AutoFillWrite[] = [];
    for (const w of found.writes) {
      const undone = await undoStoredWrite(
        tx,
        ws.workspaceId,
        w.scheduleEntryId,
        { staffId: w.staffId, updatedAt: new Date(w.writtenAt) },
        w.before ? { ...w.before, updatedAt: now } : null,
      );
      if (!undone) changed.push(w);
    }
    if (changed.length > 0)
      throw AppError.conflict(
        msg('autoFill.undoChanged', {
          count: changed.length,
          shifts: [...new Set(changed.map((w) => w.date))].join(', '),
        }),
      );
    const updated = (await repo.updateRun(tx, ws.workspaceId, id, { status: 'UNDONE', undoneAt: now }))!;
    await auditRun(tx, ws, meta, {
      id,
      period: found,
      description: `Auto-fill of ${found.startDate} – ${found.endDate} undone: ${found.writes.length} shift(s) back as they were`,
      metadata: {
        event: 'UNDO',
        undone: found.writes.length,
        scheduleEntryIds: found.writes.map((w) => w.scheduleEntryId),
      },
    });
    return updated;
  });
  return describe(ctx.db, row, language);
}

/**
 * The stored layer of the schedule (docs/product/schedule.md#computed-schedule; the rotation itself is
 * computed, never stored, ADR 0006). Three kinds of rows in schedule_entries:
 * - ONE_OFF: an extra shift on one date; staff optional (open when null);
 * - OVERRIDE: who works one rotation slot on one date. With staff: that person instead of the
 *   rotation's. Without staff: cancelled (not needed, not unfilled) when `cancelled: true` or the
 *   description starts "Shift cancelled:", otherwise unassigned (open, urgent when near,
 *   claimable) — docs/product/schedule.md#cancel-vs-unassign;
 * - CLAIMED: a staff member took an open slot (written by the staff portal; edited here like an
 *   override).
 * Rules: ids of another workspace are "not found" (404); staff put on a shift must be active
 * and skilled for its shift type (400, field staffId); an override's slot must occur on its
 * date (400, field date) and its shift type must be the slot's (400, field shiftTypeId); one
 * override or claim per slot and date, decided by the unique index (409). Every write records
 * its SCHEDULE_ENTRY audit row (CREATE, ASSIGN, UNASSIGN, UPDATE, DELETE) in its transaction.
 * Answers are rendered by the engine (`describeStoredEntries`), exactly as GET /schedules shows
 * them.
 */
import type { z } from 'zod';
import {
  CANCELLED_PREFIX,
  type CreateEntryBodySchema,
  type OneOffBodySchema,
  type OverrideBodySchema,
  type ScheduleEntry,
  type ScheduleQuery,
  type UpdateEntryBodySchema,
} from '@openrota/contracts';
import {
  dayOfWeek,
  describeStoredEntries,
  rotationWeek,
  type DateRange,
  type StoredEntry,
} from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg, type ErrorMessage, dayName } from '../../lib/app-error';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { requireEligibleStaff, requireShiftType } from '../rotation/rotation-rules';
import { loadScheduleInput } from './schedule.repository';
import { validateRange } from './schedule.service';
import * as repo from './schedule-entries.repository';
import type { RuleFindings, RuleOutcome } from '../../lib/rule-violations';
import { enforceStaffChange, NO_RULE_OUTCOME } from './rule-checks.service';

/** A write's answer with the working-time warnings it caused (docs/product/working-time.md#where-the-checker-acts). */
export interface Checked<T> {
  data: T;
  warnings: RuleFindings;
}

/**
 * Runs the checker for `staffId` newly on stored entry `entryId` (written with `tx`) on `date`:
 * 409 RULE_VIOLATION unless acknowledged.
 */
function checkStoredEntry(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  entry: { id: string; date: string; staffId: string | null },
  acknowledge: { reason: string } | undefined,
): Promise<RuleOutcome> {
  if (!entry.staffId) return Promise.resolve(NO_RULE_OUTCOME);
  return enforceStaffChange(
    ctx,
    tx,
    workspaceId,
    { staffIds: [entry.staffId], dates: [entry.date], isChanged: (e) => e.scheduleEntryId === entry.id },
    acknowledge,
  );
}

type OneOffBody = z.output<typeof OneOffBodySchema>;
type OverrideBody = z.output<typeof OverrideBodySchema>;
type CreateEntryBody = z.output<typeof CreateEntryBodySchema>;
type UpdateEntryBody = z.output<typeof UpdateEntryBodySchema>;

/**
 * Stored rows rendered exactly as the schedule shows them (the engine's `describeStoredEntries`,
 * absence marks included), in the schedule's order: date, shift type order, staff name.
 */
async function render(
  db: DbOrTx,
  workspaceId: string,
  range: DateRange,
  keep: (row: StoredEntry) => boolean = () => true,
): Promise<ScheduleEntry[]> {
  const input = await loadScheduleInput(db, workspaceId, range);
  const rows = input.storedEntries.filter(keep);
  if (rows.length === 0) return [];
  const typeRank = new Map(input.shiftTypes.map((st, i) => [st.id, i]));
  const staffRank = new Map(input.staff.map((m, i) => [m.id, i]));
  const rank = (e: ScheduleEntry) =>
    [
      typeRank.get(e.shiftTypeId) ?? typeRank.size,
      e.staffId === null ? staffRank.size + 1 : (staffRank.get(e.staffId) ?? staffRank.size),
    ] as const;
  return describeStoredEntries(rows, input).sort((a, b) => {
    const [ta, sa] = rank(a);
    const [tb, sb] = rank(b);
    return a.date.localeCompare(b.date) || ta - tb || sa - sb || a.id.localeCompare(b.id);
  });
}

async function renderOne(
  db: DbOrTx,
  workspaceId: string,
  row: { id: string; date: string },
): Promise<ScheduleEntry> {
  const [entry] = await render(
    db,
    workspaceId,
    { startDate: row.date, endDate: row.date },
    (r) => r.id === row.id,
  );
  if (!entry) throw AppError.notFound('scheduleEntry');
  return entry;
}

/** GET /schedules/entries: the stored layer only (one-offs, overrides, claims); ROTATION matches nothing stored. */
export async function listStoredEntries(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: ScheduleQuery,
): Promise<ScheduleEntry[]> {
  validateRange({ startDate: query.startDate, endDate: query.endDate });
  const entries = await render(ctx.db, ws.workspaceId, {
    startDate: query.startDate,
    endDate: query.endDate,
  });
  return entries.filter(
    (e) =>
      (!query.staffId || e.staffId === query.staffId) &&
      (!query.shiftTypeId || e.shiftTypeId === query.shiftTypeId) &&
      (!query.entryType || e.entryType === query.entryType),
  );
}

const isCancelDescription = (description: string | null | undefined) =>
  description?.startsWith(CANCELLED_PREFIX) ?? false;

async function staffName(db: DbOrTx, workspaceId: string, staffId: string | null): Promise<string | null> {
  if (!staffId) return null;
  return (await repo.findStaffMember(db, workspaceId, staffId))?.name ?? null;
}

/** POST /schedules/one-off (and POST /schedules/entries with entryType ONE_OFF). */
export async function createOneOff(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: OneOffBody,
  meta: RequestMeta,
): Promise<Checked<ScheduleEntry>> {
  return ctx.db.transaction(async (tx) => {
    const shiftType = await requireShiftType(tx, ws.workspaceId, body.shiftTypeId);
    const member = body.staffId
      ? await requireEligibleStaff(tx, ws.workspaceId, body.staffId, shiftType)
      : null;
    const now = ctx.clock.now();
    const row = await repo.insertEntry(tx, {
      workspaceId: ws.workspaceId,
      date: body.date,
      entryType: 'ONE_OFF',
      shiftTypeId: shiftType.id,
      staffId: member?.id ?? null,
      description: body.description,
      createdByUserId: ws.userId,
      createdAt: now,
      updatedAt: now,
    });
    const rules = await checkStoredEntry(ctx, tx, ws.workspaceId, row, body.acknowledgeViolations);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'SCHEDULE_ENTRY',
        resourceId: row.id,
        resourceName: `${shiftType.name} ${body.date}`,
        description: `One-off shift ${shiftType.name} on ${body.date} created ${member ? `for ${member.name}` : '(open)'}${rules.auditNote}`,
        ...(Object.keys(rules.auditMetadata).length > 0 ? { metadata: rules.auditMetadata } : {}),
      },
      meta,
    );
    return { data: await renderOne(tx, ws.workspaceId, row), warnings: rules.warnings };
  });
}

/**
 * The slot must occur on the date: its pattern active and running that day, and the date in
 * the slot's rotation week and on its weekday.
 */
function checkSlotOccurs(
  found: NonNullable<Awaited<ReturnType<typeof repo.findSlotWithPattern>>>,
  date: string,
) {
  const { slot, pattern } = found;
  const notOn = (why: ErrorMessage) => AppError.badRequest(msg('schedule.slotNotOn', { date, why }), 'date');
  if (!pattern.active) throw notOn(msg('schedule.patternInactive', { name: pattern.name }));
  if (date < pattern.startDate)
    throw notOn(msg('schedule.patternStarts', { name: pattern.name, date: pattern.startDate }));
  if (pattern.endDate && date > pattern.endDate)
    throw notOn(msg('schedule.patternEnded', { name: pattern.name, date: pattern.endDate }));
  const week = rotationWeek(pattern.startDate, pattern.weekCount, date);
  if (week !== slot.weekNumber || dayOfWeek(date) !== slot.dayOfWeek) {
    throw notOn(
      msg('schedule.slotOtherDay', {
        slotDay: dayName(slot.dayOfWeek),
        slotWeek: slot.weekNumber,
        date,
        day: dayName(dayOfWeek(date)),
        week,
      }),
    );
  }
}

const alreadyOverridden = (shiftTypeName: string, date: string) =>
  AppError.conflict(msg('schedule.alreadyOverridden', { shiftType: shiftTypeName, date }), 'rotationSlotId');

/**
 * POST /schedules/override: who works one rotation slot on one date. staffId null cancels
 * (cancelled: true, or a description starting "Shift cancelled:") or leaves it open (docs/product/schedule.md#cancel-vs-unassign).
 * The unique index on (slot, date) decides between simultaneous requests: one 201, the rest 409.
 */
export async function createOverride(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: OverrideBody,
  meta: RequestMeta,
): Promise<Checked<ScheduleEntry>> {
  let shiftTypeName = 'This shift';
  try {
    return await ctx.db.transaction(async (tx) => {
      const written = await writeOverride(ctx, tx, ws, body, (name) => (shiftTypeName = name));
      await recordAudit(tx, written.audit, meta);
      return { data: await renderOne(tx, ws.workspaceId, written.row), warnings: written.rules.warnings };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyOverridden(shiftTypeName, body.date);
    throw err;
  }
}

/**
 * createOverride's write inside `tx`, without its audit row (the caller records it, or one row
 * for many writes: auto-fill). A second override of the slot and date fails on the unique index.
 */
export async function writeOverride(
  ctx: AppContext,
  tx: DbOrTx,
  ws: Pick<WorkspaceContext, 'workspaceId' | 'userId'>,
  body: OverrideBody,
  onShiftType: (name: string) => void = () => {},
) {
  const shiftType = await requireShiftType(tx, ws.workspaceId, body.shiftTypeId);
  onShiftType(shiftType.name);
  const found = await repo.findSlotWithPattern(tx, ws.workspaceId, body.rotationSlotId);
  if (!found) throw AppError.notFound('rotationSlot');
  if (found.slot.shiftTypeId !== shiftType.id)
    throw AppError.badRequest(
      msg('schedule.slotShiftTypeMismatch', { shiftType: shiftType.name }),
      'shiftTypeId',
    );
  checkSlotOccurs(found, body.date);
  if (body.staffId && body.cancelled)
    throw AppError.badRequest(msg('schedule.cancelledHasNoStaff'), 'cancelled');
  const member = body.staffId
    ? await requireEligibleStaff(tx, ws.workspaceId, body.staffId, shiftType)
    : null;
  let originalStaffId = found.assignedStaffId;
  if (body.originalStaffId) {
    if (!(await repo.findStaffMember(tx, ws.workspaceId, body.originalStaffId)))
      throw AppError.notFound('staffMember');
    originalStaffId = body.originalStaffId;
  }
  if (await repo.entryOfSlotOnDate(tx, ws.workspaceId, found.slot.id, body.date))
    throw alreadyOverridden(shiftType.name, body.date);
  const isCancelled = !member && (body.cancelled === true || isCancelDescription(body.description));
  const now = ctx.clock.now();
  const row = await repo.insertEntry(tx, {
    workspaceId: ws.workspaceId,
    date: body.date,
    entryType: 'OVERRIDE',
    shiftTypeId: shiftType.id,
    staffId: member?.id ?? null,
    rotationSlotId: found.slot.id,
    rotationPatternId: found.pattern.id,
    originalStaffId,
    isCancelled,
    description: body.description,
    createdByUserId: ws.userId,
    createdAt: now,
    updatedAt: now,
  });
  const rules = await checkStoredEntry(ctx, tx, ws.workspaceId, row, body.acknowledgeViolations);
  const original = await staffName(tx, ws.workspaceId, originalStaffId);
  const what = `${shiftType.name} on ${body.date} of "${found.pattern.name}"`;
  const description = member
    ? `${member.name} assigned to ${what}${original && original !== member.name ? ` instead of ${original}` : ''}`
    : `${what} ${isCancelled ? 'cancelled' : 'unassigned (open)'}${original ? `; ${original} no longer works it` : ''}${body.description ? `: ${body.description}` : ''}`;
  const audit: AuditEntry = {
    workspaceId: ws.workspaceId,
    userId: ws.userId,
    action: member ? 'ASSIGN' : 'UNASSIGN',
    resource: 'SCHEDULE_ENTRY',
    resourceId: row.id,
    resourceName: `${shiftType.name} ${body.date}`,
    description: `${description}${rules.auditNote}`,
    metadata: { isCancelled, rotationSlotId: found.slot.id, originalStaffId, ...rules.auditMetadata },
  };
  return { row, rules, audit };
}

/** POST /schedules/entries: a one-off, or an override of a slot (rotationSlotId required). */
export function createEntry(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: CreateEntryBody,
  meta: RequestMeta,
): Promise<Checked<ScheduleEntry>> {
  if (body.entryType === 'OVERRIDE') {
    if (!body.rotationSlotId) throw AppError.badRequest(msg('schedule.overrideNeedsSlot'), 'rotationSlotId');
    return createOverride(ctx, ws, { ...body, rotationSlotId: body.rotationSlotId }, meta);
  }
  if (body.rotationSlotId) throw AppError.badRequest(msg('schedule.oneOffHasNoSlot'), 'rotationSlotId');
  if (body.cancelled) throw AppError.badRequest(msg('schedule.oneOffNotCancellable'), 'cancelled');
  return createOneOff(ctx, ws, body, meta);
}

/**
 * PUT /schedules/entries/{id}: staff (a person, or null) and description. For an override or
 * claim without staff, `cancelled` (or a "Shift cancelled:" description) says cancelled rather
 * than open; without either the entry keeps its status. A claim given to someone else (or
 * nobody) becomes an override: the claim no longer describes it.
 */
export async function updateEntry(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateEntryBody,
  meta: RequestMeta,
): Promise<Checked<ScheduleEntry>> {
  return ctx.db.transaction(async (tx) => {
    const written = await writeEntryUpdate(ctx, tx, ws, id, body);
    await recordAudit(tx, written.audit, meta);
    return { data: await renderOne(tx, ws.workspaceId, written.existing), warnings: written.rules.warnings };
  });
}

/**
 * updateEntry's write inside `tx`, without its audit row (the caller records it, or one row for
 * many writes: auto-fill). Answers the row as it was before (`existing`).
 */
export async function writeEntryUpdate(
  ctx: AppContext,
  tx: DbOrTx,
  ws: Pick<WorkspaceContext, 'workspaceId' | 'userId'>,
  id: string,
  body: UpdateEntryBody,
) {
  const existing = await repo.findEntry(tx, ws.workspaceId, id);
  if (!existing) throw AppError.notFound('scheduleEntry');
  const shiftType = await requireShiftType(tx, ws.workspaceId, existing.shiftTypeId);
  const staffId = body.staffId === undefined ? existing.staffId : body.staffId;
  const description = body.description === undefined ? existing.description : body.description;
  if (existing.entryType === 'ONE_OFF' && body.cancelled)
    throw AppError.badRequest(msg('schedule.oneOffNotCancellable'), 'cancelled');
  if (staffId && body.cancelled) throw AppError.badRequest(msg('schedule.cancelledHasNoStaff'), 'cancelled');
  const member =
    staffId && staffId !== existing.staffId
      ? await requireEligibleStaff(tx, ws.workspaceId, staffId, shiftType)
      : null;
  let isCancelled = false;
  if (!staffId && existing.entryType !== 'ONE_OFF') {
    const keep = body.cancelled === undefined && body.staffId === undefined && existing.isCancelled;
    isCancelled = body.cancelled === true || keep || isCancelDescription(description);
  }
  const entryType =
    existing.entryType === 'CLAIMED' && staffId !== existing.staffId ? 'OVERRIDE' : existing.entryType;
  await repo.updateEntry(tx, ws.workspaceId, id, {
    staffId,
    description,
    isCancelled,
    entryType,
    updatedAt: ctx.clock.now(),
  });
  // Only a person newly put on the shift is checked: keeping the same person changes nothing.
  const rules =
    staffId && staffId !== existing.staffId
      ? await checkStoredEntry(
          ctx,
          tx,
          ws.workspaceId,
          { id, date: existing.date, staffId },
          body.acknowledgeViolations,
        )
      : NO_RULE_OUTCOME;
  const who = member?.name ?? (await staffName(tx, ws.workspaceId, staffId));
  const status = who
    ? `staffed by ${who}`
    : existing.entryType === 'ONE_OFF'
      ? 'open'
      : isCancelled
        ? 'cancelled'
        : 'unassigned (open)';
  const audit: AuditEntry = {
    workspaceId: ws.workspaceId,
    userId: ws.userId,
    action: 'UPDATE',
    resource: 'SCHEDULE_ENTRY',
    resourceId: id,
    resourceName: `${shiftType.name} ${existing.date}`,
    description: `${existing.entryType === 'ONE_OFF' ? 'One-off shift' : 'Override of'} ${shiftType.name} on ${existing.date} updated: ${status}${rules.auditNote}`,
    metadata: {
      ...rules.auditMetadata,
      before: {
        staffId: existing.staffId,
        description: existing.description,
        isCancelled: existing.isCancelled,
      },
      after: { staffId, description, isCancelled },
    },
  };
  return { existing, rules, audit };
}

/** DELETE /schedules/entries/{id}: a one-off is gone; an override or claim is removed so the rotation's staff is back. */
export async function deleteEntry(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
  acknowledge?: { reason: string },
): Promise<RuleFindings> {
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findEntry(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('scheduleEntry');
    const shiftType = await requireShiftType(tx, ws.workspaceId, existing.shiftTypeId);
    await repo.deleteEntry(tx, ws.workspaceId, id);
    // Removing an override or claim puts the rotation's person back on the shift: checked like
    // any write that puts a person on a shift (docs/product/working-time.md#where-the-checker-acts).
    const slot =
      existing.entryType !== 'ONE_OFF' && existing.rotationSlotId
        ? await repo.findSlotWithPattern(tx, ws.workspaceId, existing.rotationSlotId)
        : undefined;
    const restored = slot?.assignedStaffId ?? null;
    const rules =
      restored && restored !== existing.staffId && existing.rotationSlotId
        ? await enforceStaffChange(
            ctx,
            tx,
            ws.workspaceId,
            {
              staffIds: [restored],
              dates: [existing.date],
              isChanged: (e) =>
                e.entryType === 'ROTATION' &&
                e.rotationSlotId === existing.rotationSlotId &&
                e.date === existing.date,
            },
            acknowledge,
          )
        : NO_RULE_OUTCOME;
    const kind =
      existing.entryType === 'ONE_OFF'
        ? 'One-off shift'
        : existing.entryType === 'CLAIMED'
          ? 'Claim of'
          : 'Override of';
    const who = await staffName(tx, ws.workspaceId, existing.staffId);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'SCHEDULE_ENTRY',
        resourceId: id,
        resourceName: `${shiftType.name} ${existing.date}`,
        description: `${kind} ${shiftType.name} on ${existing.date}${who ? ` (${who})` : ''} ${existing.entryType === 'ONE_OFF' ? 'deleted' : 'removed; the rotation applies again'}${rules.auditNote}`,
        ...(Object.keys(rules.auditMetadata).length > 0 ? { metadata: rules.auditMetadata } : {}),
      },
      meta,
    );
    return rules.warnings;
  });
}

/** For the staff portal's claims (inside their transaction): a slot of the workspace with its pattern. */
export function findSlotWithPattern(db: DbOrTx, workspaceId: string, slotId: string) {
  return repo.findSlotWithPattern(db, workspaceId, slotId);
}

/** For the staff portal's claims: a stored entry of the workspace. */
export function findStoredEntry(db: DbOrTx, workspaceId: string, id: string) {
  return repo.findEntry(db, workspaceId, id);
}

/** For the staff portal's claims: stores a new entry (a CLAIMED one); its unique (slot, date) index refuses a second claim. */
export function insertStoredEntry(db: DbOrTx, values: Parameters<typeof repo.insertEntry>[1]) {
  return repo.insertEntry(db, values);
}

/** A shift trade moves a stored entry from one member to another (null: someone else holds it now). */
export function moveStoredEntryStaff(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  fromStaffId: string,
  toStaffId: string,
  now: Date,
) {
  return repo.moveEntryStaff(db, workspaceId, id, fromStaffId, toStaffId, now);
}

/** A stored entry of the workspace, locked until `tx` ends (auto-fill's apply, so no write races it). */
export function lockStoredEntry(db: DbOrTx, workspaceId: string, id: string) {
  return repo.lockEntry(db, workspaceId, id);
}

/**
 * Undoes a write of `staffId` on stored entry `id` only while nothing changed it since (the same
 * person, the same `updated_at`): `restore` null deletes the row (it was new), else writes the
 * fields back. False when the entry changed meanwhile.
 */
export function undoStoredWrite(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  expect: { staffId: string; updatedAt: Date },
  restore: {
    staffId: string | null;
    description: string | null;
    isCancelled: boolean;
    entryType: 'ONE_OFF' | 'OVERRIDE' | 'CLAIMED';
    updatedAt: Date;
  } | null,
): Promise<boolean> {
  if (!restore) return repo.deleteEntryIf(db, workspaceId, id, expect);
  return repo.updateEntryIf(db, workspaceId, id, expect, restore);
}

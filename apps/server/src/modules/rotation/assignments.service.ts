import type { z } from 'zod';
import type { PatternAssignmentBodySchema, RotationAssignment } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { PatternRow } from './patterns.repository';
import { requirePattern } from './patterns.service';
import * as repo from './slots.repository';
import { describeDay, toAssignmentDto } from './rotation-dto';
import { isUniqueViolation } from '../../lib/db-errors';
import { checkWeekAndDay, requireAssignable, requireShiftType, SLOT_FILLED } from './rotation-rules';
import { requireSlot } from './slots.service';
import { checkRotationAssignment } from './assignment-check-hook';
import type { RuleFindings } from '../../lib/rule-violations';

type PatternAssignmentBody = z.output<typeof PatternAssignmentBodySchema>;

async function loadAssignment(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  id: string,
): Promise<RotationAssignment> {
  const [row] = await repo.listAssignments(db, workspaceId, patternId, { assignmentId: id });
  if (!row) throw AppError.notFound('assignment');
  return toAssignmentDto(row);
}

interface Target {
  pattern: PatternRow;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  slotId: string | null;
}

/**
 * Checks the rules and writes one assignment with its audit row (inside the caller's
 * transaction); the working-time checker runs on the written cycle (assignment-check-hook.ts).
 */
async function assign(
  ctx: AppContext,
  tx: DbOrTx,
  ws: WorkspaceContext,
  target: Target,
  staffId: string,
  acknowledge: { reason: string } | undefined,
  meta: RequestMeta,
): Promise<{ data: RotationAssignment; warnings: RuleFindings }> {
  const { pattern, weekNumber, dayOfWeek, slotId } = target;
  const shiftType = await requireShiftType(tx, ws.workspaceId, target.shiftTypeId);
  const member = await requireAssignable(
    tx,
    ws.workspaceId,
    { pattern, weekNumber, dayOfWeek, slotId, shiftType },
    staffId,
  );
  const row = await repo.insertAssignment(tx, {
    workspaceId: ws.workspaceId,
    rotationPatternId: pattern.id,
    rotationSlotId: slotId,
    staffId: member.id,
    weekNumber,
    dayOfWeek,
    shiftTypeId: shiftType.id,
  });
  const rules = await checkRotationAssignment(ctx, tx, {
    workspaceId: ws.workspaceId,
    pattern,
    assignments: [{ staffId: member.id, weekNumber, dayOfWeek, shiftTypeId: shiftType.id }],
    acknowledge,
  });
  await recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      staffId: member.id,
      action: 'ASSIGN',
      resource: 'ROTATION_ASSIGNMENT',
      resourceId: row.id,
      resourceName: member.name,
      description: `${member.name} assigned to ${shiftType.name} on ${describeDay(weekNumber, dayOfWeek)} of "${pattern.name}"${slotId ? '' : ' (no requirement)'}${rules.auditNote}`,
      ...(Object.keys(rules.auditMetadata).length > 0 ? { metadata: rules.auditMetadata } : {}),
    },
    meta,
  );
  return { data: await loadAssignment(tx, ws.workspaceId, pattern.id, row.id), warnings: rules.warnings };
}

/** Runs a write; a concurrent assignment to the same slot loses on the unique index and answers 409. */
async function inTransaction<T>(ctx: AppContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(SLOT_FILLED);
    throw err;
  }
}

async function unassign(
  tx: DbOrTx,
  ws: WorkspaceContext,
  pattern: PatternRow,
  assignment: RotationAssignment,
  meta: RequestMeta,
) {
  const shiftType = await repo.findShiftType(tx, ws.workspaceId, assignment.shiftTypeId);
  await repo.deleteAssignment(tx, ws.workspaceId, assignment.id);
  await recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      staffId: assignment.staffId,
      action: 'UNASSIGN',
      resource: 'ROTATION_ASSIGNMENT',
      resourceId: assignment.id,
      resourceName: assignment.staff.name,
      description: `${assignment.staff.name} unassigned from ${shiftType?.name ?? 'a shift'} on ${describeDay(assignment.weekNumber, assignment.dayOfWeek)} of "${pattern.name}"`,
    },
    meta,
  );
}

export function assignToSlot(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  slotId: string,
  body: { staffId: string; acknowledgeViolations?: { reason: string } | undefined },
  meta: RequestMeta,
) {
  return inTransaction(ctx, async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    const slot = await requireSlot(tx, ws.workspaceId, patternId, slotId);
    return assign(
      ctx,
      tx,
      ws,
      {
        pattern,
        weekNumber: slot.weekNumber,
        dayOfWeek: slot.dayOfWeek,
        shiftTypeId: slot.shiftTypeId,
        slotId: slot.id,
      },
      body.staffId,
      body.acknowledgeViolations,
      meta,
    );
  });
}

export async function unassignFromSlot(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  slotId: string,
  assignmentId: string,
  meta: RequestMeta,
) {
  await ctx.db.transaction(async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    await requireSlot(tx, ws.workspaceId, patternId, slotId);
    const assignment = await loadAssignment(tx, ws.workspaceId, patternId, assignmentId);
    if (assignment.rotationSlotId !== slotId) throw AppError.notFound('assignment');
    await unassign(tx, ws, pattern, assignment, meta);
  });
}

export async function listPatternAssignments(ctx: AppContext, ws: WorkspaceContext, patternId: string) {
  await requirePattern(ctx.db, ws.workspaceId, patternId);
  return (await repo.listAssignments(ctx.db, ws.workspaceId, patternId)).map(toAssignmentDto);
}

/**
 * Assigns someone to a shift type on a day of the cycle. With a slotId, that slot (which must
 * be of that day and shift type); without, the first unfilled slot of that shift type on that
 * day; when there is none, an assignment without a slot (docs/product/back-office.md#rotation-patterns: "if any").
 */
export function createPatternAssignment(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  body: PatternAssignmentBody,
  meta: RequestMeta,
) {
  return inTransaction(ctx, async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    checkWeekAndDay(pattern, body.weekNumber, body.dayOfWeek);
    let slotId: string | null;
    if (body.slotId) {
      const slot = await requireSlot(tx, ws.workspaceId, patternId, body.slotId);
      if (
        slot.weekNumber !== body.weekNumber ||
        slot.dayOfWeek !== body.dayOfWeek ||
        slot.shiftTypeId !== body.shiftTypeId
      ) {
        throw AppError.badRequest(msg('rotation.slotMismatch'), 'slotId');
      }
      slotId = slot.id;
    } else {
      await requireShiftType(tx, ws.workspaceId, body.shiftTypeId);
      slotId = await repo.firstUnfilledSlot(
        tx,
        ws.workspaceId,
        patternId,
        body.weekNumber,
        body.dayOfWeek,
        body.shiftTypeId,
      );
    }
    return assign(
      ctx,
      tx,
      ws,
      {
        pattern,
        weekNumber: body.weekNumber,
        dayOfWeek: body.dayOfWeek,
        shiftTypeId: body.shiftTypeId,
        slotId,
      },
      body.staffId,
      body.acknowledgeViolations,
      meta,
    );
  });
}

export async function deletePatternAssignment(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  assignmentId: string,
  meta: RequestMeta,
) {
  await ctx.db.transaction(async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    const assignment = await loadAssignment(tx, ws.workspaceId, patternId, assignmentId);
    await unassign(tx, ws, pattern, assignment, meta);
  });
}

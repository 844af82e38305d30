import type { z } from 'zod';
import type { RotationSlot, SlotBodySchema, UpdateSlotBodySchema } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { requirePattern } from './patterns.service';
import * as repo from './slots.repository';
import { describeDay, toAssignmentDto, toSlotDto } from './rotation-dto';
import { checkWeekAndDay, requireShiftType } from './rotation-rules';

type SlotBody = z.output<typeof SlotBodySchema>;
type UpdateSlotBody = z.output<typeof UpdateSlotBodySchema>;

async function loadSlots(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  slotId?: string,
): Promise<RotationSlot[]> {
  const slots = await repo.listSlots(db, workspaceId, patternId, slotId);
  const assignments = (await repo.listAssignments(db, workspaceId, patternId, slotId ? { slotId } : {})).map(
    toAssignmentDto,
  );
  return slots.map((s) => toSlotDto(s, assignments));
}

export async function loadSlot(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  slotId: string,
): Promise<RotationSlot> {
  const [slot] = await loadSlots(db, workspaceId, patternId, slotId);
  if (!slot) throw AppError.notFound('requirement');
  return slot;
}

export async function requireSlot(db: DbOrTx, workspaceId: string, patternId: string, slotId: string) {
  const slot = await repo.findSlot(db, workspaceId, patternId, slotId);
  if (!slot) throw AppError.notFound('requirement');
  return slot;
}

export async function listSlots(ctx: AppContext, ws: WorkspaceContext, patternId: string) {
  await requirePattern(ctx.db, ws.workspaceId, patternId);
  return loadSlots(ctx.db, ws.workspaceId, patternId);
}

export async function createSlot(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  body: SlotBody,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    // The rotation form also sends the pattern id; it must agree with the path.
    if (body.rotationPatternId && body.rotationPatternId !== patternId)
      throw AppError.badRequest(msg('rotation.patternMismatch'), 'rotationPatternId');
    checkWeekAndDay(pattern, body.weekNumber, body.dayOfWeek);
    const shiftType = await requireShiftType(tx, ws.workspaceId, body.shiftTypeId);
    const slot = await repo.insertSlot(tx, {
      workspaceId: ws.workspaceId,
      rotationPatternId: patternId,
      weekNumber: body.weekNumber,
      dayOfWeek: body.dayOfWeek,
      shiftTypeId: shiftType.id,
      requiredCount: 1,
      isOptional: body.isOptional,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'ROTATION_SLOT',
        resourceId: slot.id,
        resourceName: shiftType.name,
        description: `Requirement ${shiftType.name} added on ${describeDay(slot.weekNumber, slot.dayOfWeek)} of "${pattern.name}"${slot.isOptional ? ' (optional)' : ''}`,
      },
      meta,
    );
    return loadSlot(tx, ws.workspaceId, patternId, slot.id);
  });
}

/**
 * Changes a requirement. Its assignment follows the slot to the new day and shift type when
 * the person may still work it (has the new skill and no other shift that day); otherwise the
 * assignment is removed (and audited as UNASSIGN) so the slot shows as unfilled. We chose this
 * over a 409: the manager asked to change the requirement, and the grid then shows the gap.
 */
export async function updateSlot(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  slotId: string,
  body: UpdateSlotBody,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    const current = await requireSlot(tx, ws.workspaceId, patternId, slotId);
    const next = {
      weekNumber: body.weekNumber ?? current.weekNumber,
      dayOfWeek: body.dayOfWeek ?? current.dayOfWeek,
      shiftTypeId: body.shiftTypeId ?? current.shiftTypeId,
      isOptional: body.isOptional ?? current.isOptional,
    };
    checkWeekAndDay(pattern, next.weekNumber, next.dayOfWeek);
    const shiftType = await requireShiftType(tx, ws.workspaceId, next.shiftTypeId);
    await repo.updateSlot(tx, ws.workspaceId, slotId, next);
    const changes: string[] = [];
    const assignment = await repo.assignmentOfSlot(tx, ws.workspaceId, slotId);
    if (assignment) {
      const member = await repo.findStaff(tx, ws.workspaceId, assignment.staffId);
      const skilled = await repo.hasSkill(tx, ws.workspaceId, assignment.staffId, next.shiftTypeId);
      const busy = await repo.staffBusyOnDay(
        tx,
        ws.workspaceId,
        patternId,
        assignment.staffId,
        next.weekNumber,
        next.dayOfWeek,
        assignment.id,
      );
      if (skilled && !busy) {
        await repo.updateAssignment(tx, ws.workspaceId, assignment.id, {
          weekNumber: next.weekNumber,
          dayOfWeek: next.dayOfWeek,
          shiftTypeId: next.shiftTypeId,
        });
      } else {
        await repo.deleteAssignment(tx, ws.workspaceId, assignment.id);
        const reason = skilled
          ? 'already works another shift that day'
          : `lacks the skill for ${shiftType.name}`;
        changes.push(`${member?.name ?? 'the assigned staff member'} unassigned (${reason})`);
        await recordAudit(
          tx,
          {
            workspaceId: ws.workspaceId,
            userId: ws.userId,
            action: 'UNASSIGN',
            resource: 'ROTATION_ASSIGNMENT',
            resourceId: assignment.id,
            resourceName: member?.name ?? null,
            description: `${member?.name ?? 'Staff member'} unassigned from ${shiftType.name} on ${describeDay(next.weekNumber, next.dayOfWeek)} of "${pattern.name}" because the requirement changed and they ${reason}`,
          },
          meta,
        );
      }
    }
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'ROTATION_SLOT',
        resourceId: slotId,
        resourceName: shiftType.name,
        description: `Requirement updated to ${shiftType.name} on ${describeDay(next.weekNumber, next.dayOfWeek)} of "${pattern.name}"${changes.length ? `; ${changes.join('; ')}` : ''}`,
      },
      meta,
    );
    return loadSlot(tx, ws.workspaceId, patternId, slotId);
  });
}

export async function deleteSlot(
  ctx: AppContext,
  ws: WorkspaceContext,
  patternId: string,
  slotId: string,
  meta: RequestMeta,
) {
  await ctx.db.transaction(async (tx) => {
    const pattern = await requirePattern(tx, ws.workspaceId, patternId);
    const slot = await loadSlot(tx, ws.workspaceId, patternId, slotId);
    await repo.deleteSlot(tx, ws.workspaceId, slotId);
    const who = slot.assignments[0]?.staff.name;
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'ROTATION_SLOT',
        resourceId: slotId,
        resourceName: slot.shiftType.name,
        description: `Requirement ${slot.shiftType.name} on ${describeDay(slot.weekNumber, slot.dayOfWeek)} of "${pattern.name}" deleted${who ? ` with its assignment of ${who}` : ''}`,
      },
      meta,
    );
  });
}

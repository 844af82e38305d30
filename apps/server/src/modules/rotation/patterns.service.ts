import type { z } from 'zod';
import { endOfWeek, startOfWeek } from '@openrota/domain';
import type {
  DuplicatePatternBodySchema,
  RotationPattern,
  RotationPatternBodySchema,
  UpdateRotationPatternBodySchema,
} from '@openrota/contracts';
import type { DbOrTx } from '../../db/database';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import * as repo from './patterns.repository';
import { toPatternDto } from './rotation-dto';
import { assertWithinPlanLimit } from '../licence/plan-limits';
import type { RuleFindings } from '../../lib/rule-violations';
import { checkRotationAssignment } from './assignment-check-hook';

type CreateBody = z.output<typeof RotationPatternBodySchema>;
type UpdateBody = z.output<typeof UpdateRotationPatternBodySchema>;
type DuplicateBody = z.output<typeof DuplicatePatternBodySchema>;

/**
 * docs/product/back-office.md#rotation-patterns: the start moves back to its Monday, the end forward to its Sunday, and
 * an end (when given) must be after the start. The check is on the dates as entered, since
 * after snapping any end in the start's week would pass.
 */
export function snapDates(startDate: string, endDate: string | null | undefined) {
  if (endDate && endDate <= startDate) throw AppError.badRequest(msg('rotation.endAfterStart'), 'endDate');
  return { startDate: startOfWeek(startDate), endDate: endDate ? endOfWeek(endDate) : null };
}

export async function listPatterns(
  ctx: AppContext,
  ws: WorkspaceContext,
  onlyActive: boolean,
): Promise<RotationPattern[]> {
  return (await repo.listPatterns(ctx.db, ws.workspaceId, onlyActive)).map(toPatternDto);
}

export async function requirePattern(db: DbOrTx, workspaceId: string, id: string) {
  const row = await repo.findPattern(db, workspaceId, id);
  if (!row) throw AppError.notFound('rotationPattern');
  return row;
}

export async function getPattern(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
): Promise<RotationPattern> {
  return toPatternDto(await requirePattern(ctx.db, ws.workspaceId, id));
}

export async function createPattern(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: CreateBody,
  meta: RequestMeta,
) {
  const dates = snapDates(body.startDate, body.endDate);
  return ctx.db.transaction(async (tx) => {
    await assertWithinPlanLimit(tx, ws.workspaceId, 'rotationPatterns');
    const now = ctx.clock.now();
    const row = await repo.insertPattern(tx, {
      workspaceId: ws.workspaceId,
      name: body.name,
      ...dates,
      weekCount: body.weekCount,
      active: body.active,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'ROTATION_PATTERN',
        resourceId: row.id,
        resourceName: row.name,
        description: `Rotation pattern "${row.name}" created (${row.weekCount} weeks from ${row.startDate})`,
      },
      meta,
    );
    return toPatternDto(row);
  });
}

export async function updatePattern(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateBody,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const current = await requirePattern(tx, ws.workspaceId, id);
    const dates = snapDates(
      body.startDate ?? current.startDate,
      body.endDate === undefined ? current.endDate : body.endDate,
    );
    const weekCount = body.weekCount ?? current.weekCount;
    if (weekCount < current.weekCount) {
      // Shrinking the cycle would orphan requirements; the manager removes them on purpose first.
      const beyond = await repo.countBeyondWeek(tx, ws.workspaceId, id, weekCount);
      const total = beyond.slots + beyond.assignments;
      if (total > 0) {
        const what = msg('rotation.requirementsBeyond', { count: beyond.slots });
        const extra = beyond.assignments
          ? msg('rotation.assignmentsBeyond', { count: beyond.assignments })
          : '';
        throw AppError.conflict(msg('rotation.beyondWeek', { what, weekCount, extra }), 'weekCount');
      }
    }
    const row = await repo.updatePattern(tx, ws.workspaceId, id, {
      name: body.name ?? current.name,
      ...dates,
      weekCount,
      active: body.active ?? current.active,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'ROTATION_PATTERN',
        resourceId: row.id,
        resourceName: row.name,
        description: `Rotation pattern "${row.name}" updated`,
      },
      meta,
    );
    return toPatternDto(row);
  });
}

export async function deletePattern(ctx: AppContext, ws: WorkspaceContext, id: string, meta: RequestMeta) {
  await ctx.db.transaction(async (tx) => {
    const current = await requirePattern(tx, ws.workspaceId, id);
    const slots = await repo.slotsOfPattern(tx, ws.workspaceId, id);
    const assignments = await repo.assignmentsOfPattern(tx, ws.workspaceId, id);
    await repo.deletePattern(tx, ws.workspaceId, id);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'ROTATION_PATTERN',
        resourceId: id,
        resourceName: current.name,
        description: `Rotation pattern "${current.name}" deleted with ${slots.length} requirements and ${assignments.length} assignments`,
      },
      meta,
    );
  });
}

/**
 * A new pattern with copies of every slot and assignment, in one transaction; the copied
 * assignments are checked by the working-time checker like assignment writes (a hard violation
 * rolls it all back unless acknowledged).
 */
export async function duplicatePattern(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: DuplicateBody,
  meta: RequestMeta,
): Promise<{ data: RotationPattern; warnings: RuleFindings }> {
  const dates = snapDates(body.startDate, body.endDate);
  return ctx.db.transaction(async (tx) => {
    const source = await requirePattern(tx, ws.workspaceId, id);
    await assertWithinPlanLimit(tx, ws.workspaceId, 'rotationPatterns');
    const now = ctx.clock.now();
    const copy = await repo.insertPattern(tx, {
      workspaceId: ws.workspaceId,
      name: body.name,
      ...dates,
      weekCount: source.weekCount,
      active: source.active,
      createdAt: now,
      updatedAt: now,
    });
    const slots = await repo.slotsOfPattern(tx, ws.workspaceId, id);
    const newSlots = await repo.insertSlots(
      tx,
      slots.map((s) => ({
        workspaceId: ws.workspaceId,
        rotationPatternId: copy.id,
        weekNumber: s.weekNumber,
        dayOfWeek: s.dayOfWeek,
        shiftTypeId: s.shiftTypeId,
        requiredCount: s.requiredCount,
        isOptional: s.isOptional,
      })),
    );
    // insert … returning keeps the order of the values, so slot i of the copy is slot i of the source.
    const slotMap = new Map(slots.map((s, i) => [s.id, newSlots[i]!.id]));
    const assignments = await repo.assignmentsOfPattern(tx, ws.workspaceId, id);
    await repo.insertAssignments(
      tx,
      assignments.map((a) => ({
        workspaceId: ws.workspaceId,
        rotationPatternId: copy.id,
        rotationSlotId: a.rotationSlotId ? (slotMap.get(a.rotationSlotId) ?? null) : null,
        staffId: a.staffId,
        weekNumber: a.weekNumber,
        dayOfWeek: a.dayOfWeek,
        shiftTypeId: a.shiftTypeId,
      })),
    );
    const rules = await checkRotationAssignment(ctx, tx, {
      workspaceId: ws.workspaceId,
      pattern: copy,
      assignments,
      acknowledge: body.acknowledgeViolations,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'ROTATION_PATTERN',
        resourceId: copy.id,
        resourceName: copy.name,
        description: `Rotation pattern "${copy.name}" duplicated from "${source.name}" with ${slots.length} requirements and ${assignments.length} assignments${rules.auditNote}`,
        metadata: { duplicatedFrom: source.id, ...rules.auditMetadata },
      },
      meta,
    );
    return { data: toPatternDto(copy), warnings: rules.warnings };
  });
}

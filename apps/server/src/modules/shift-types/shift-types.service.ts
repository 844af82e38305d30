import {
  DEFAULT_SHIFT_TYPE_COLOR,
  type ShiftType,
  type ShiftTypeBody,
  type UpdateShiftTypeBody,
} from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { inUseGuard, isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import * as repo from './shift-types.repository';
import { assertWithinPlanLimit } from '../licence/plan-limits';

function toDto(row: repo.ShiftTypeRow): ShiftType {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    description: row.description,
    color: row.color,
    startTime: row.startTime,
    endTime: row.endTime,
    order: row.order,
  };
}

const duplicateName = (name: string) => AppError.conflict(msg('shiftTypes.duplicateName', { name }), 'name');

async function assertNameFree(tx: DbOrTx, workspaceId: string, name: string, exceptId?: string) {
  if (await repo.findByName(tx, workspaceId, name, exceptId)) throw duplicateName(name);
}

/** Two writers racing past the name check: the unique index on lower(name) stops the second. */
async function withNameGuard<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err) && name !== undefined) throw duplicateName(name);
    throw err;
  }
}

export async function listShiftTypes(ctx: AppContext, ws: WorkspaceContext): Promise<ShiftType[]> {
  return (await repo.listShiftTypes(ctx.db, ws.workspaceId)).map(toDto);
}

/** The workspace's shift types (id and name), read in the caller's transaction (the staff import matches skills by name). */
export async function shiftTypeNames(
  db: DbOrTx,
  workspaceId: string,
): Promise<Array<{ id: string; name: string }>> {
  return (await repo.listShiftTypes(db, workspaceId)).map((t) => ({ id: t.id, name: t.name }));
}

export async function getShiftType(ctx: AppContext, ws: WorkspaceContext, id: string): Promise<ShiftType> {
  const row = await repo.findShiftType(ctx.db, ws.workspaceId, id);
  if (!row) throw AppError.notFound('shiftType');
  return toDto(row);
}

export function createShiftType(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: ShiftTypeBody,
  meta: RequestMeta,
): Promise<ShiftType> {
  return withNameGuard(body.name, () =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, ws.workspaceId, body.name);
      await assertWithinPlanLimit(tx, ws.workspaceId, 'shiftTypes');
      const now = ctx.clock.now();
      const row = await repo.insertShiftType(tx, {
        workspaceId: ws.workspaceId,
        name: body.name,
        shortName: body.shortName ?? null,
        description: body.description ?? null,
        color: body.color ?? DEFAULT_SHIFT_TYPE_COLOR,
        startTime: body.startTime ?? null,
        endTime: body.endTime ?? null,
        order: body.order ?? (await repo.nextOrder(tx, ws.workspaceId)),
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(
        tx,
        {
          workspaceId: ws.workspaceId,
          userId: ws.userId,
          action: 'CREATE',
          resource: 'SHIFT_TYPE',
          resourceId: row.id,
          resourceName: row.name,
          description: `Shift type "${row.name}" created`,
        },
        meta,
      );
      return toDto(row);
    }),
  );
}

/** Partial update: absent fields stay; null (or empty text) clears an optional field. */
export function updateShiftType(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateShiftTypeBody,
  meta: RequestMeta,
): Promise<ShiftType> {
  return withNameGuard(body.name, () =>
    ctx.db.transaction(async (tx) => {
      const existing = await repo.findShiftType(tx, ws.workspaceId, id);
      if (!existing) throw AppError.notFound('shiftType');
      if (body.name !== undefined) await assertNameFree(tx, ws.workspaceId, body.name, id);
      const changes: Partial<repo.ShiftTypeRow> = { updatedAt: ctx.clock.now() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.shortName !== undefined) changes.shortName = body.shortName;
      if (body.description !== undefined) changes.description = body.description;
      // The column is required: clearing the colour means going back to the default.
      if (body.color !== undefined) changes.color = body.color ?? DEFAULT_SHIFT_TYPE_COLOR;
      if (body.startTime !== undefined) changes.startTime = body.startTime;
      if (body.endTime !== undefined) changes.endTime = body.endTime;
      if (body.order !== undefined) changes.order = body.order;
      const row = (await repo.updateShiftType(tx, ws.workspaceId, id, changes))!;
      await recordAudit(
        tx,
        {
          workspaceId: ws.workspaceId,
          userId: ws.userId,
          action: 'UPDATE',
          resource: 'SHIFT_TYPE',
          resourceId: row.id,
          resourceName: row.name,
          description: `Shift type "${row.name}" updated`,
        },
        meta,
      );
      return toDto(row);
    }),
  );
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Refused while a rotation pattern uses it; the staff skills for it go with it (cascade). */
export async function deleteShiftType(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findShiftType(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('shiftType');
    const usage = await repo.usageByPattern(tx, ws.workspaceId, id);
    if (usage.slots.length > 0 || usage.assignments.length > 0) {
      const uses =
        usage.slots.length > 0
          ? usage.slots.map((u) => msg('shiftTypes.usedByPatternRequirements', { name: u.name, count: u.n }))
          : usage.assignments.map((u) =>
              msg('shiftTypes.usedByPatternAssignments', { name: u.name, count: u.n }),
            );
      const what = msg(usage.slots.length > 0 ? 'shiftTypes.requirements' : 'shiftTypes.assignments');
      throw AppError.conflict(msg('shiftTypes.inUse', { name: existing.name, uses, what }));
    }
    await inUseGuard(msg('shiftTypes.inUseRace', { name: existing.name }), () =>
      repo.deleteShiftType(tx, ws.workspaceId, id),
    );
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'SHIFT_TYPE',
        resourceId: id,
        resourceName: existing.name,
        description: `Shift type "${existing.name}" deleted`,
      },
      meta,
    );
  });
}

/** Sets order 0..n-1 from the list, which must hold every shift type of the workspace once. */
export async function reorderShiftTypes(
  ctx: AppContext,
  ws: WorkspaceContext,
  ids: string[],
  meta: RequestMeta,
): Promise<ShiftType[]> {
  return ctx.db.transaction(async (tx) => {
    if (new Set(ids).size !== ids.length)
      throw AppError.badRequest(msg('shiftTypes.orderDuplicate'), 'shiftTypeIds');
    const current = await repo.listShiftTypes(tx, ws.workspaceId);
    const known = new Set(current.map((r) => r.id));
    if (ids.some((id) => !known.has(id)))
      throw AppError.badRequest(msg('shiftTypes.orderUnknown'), 'shiftTypeIds');
    if (ids.length !== current.length)
      throw AppError.badRequest(msg('shiftTypes.orderIncomplete'), 'shiftTypeIds');
    const now = ctx.clock.now();
    for (const [order, id] of ids.entries()) await repo.setOrder(tx, ws.workspaceId, id, order, now);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'SHIFT_TYPE',
        description: `Shift types reordered (${plural(ids.length, 'shift type')})`,
        metadata: { shiftTypeIds: ids },
      },
      meta,
    );
    return (await repo.listShiftTypes(tx, ws.workspaceId)).map(toDto);
  });
}

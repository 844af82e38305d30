import { StaffBodySchema, UpdateStaffBodySchema, type Staff, type StaffListItem } from '@openrota/contracts';
import { deriveShortName, seesPersonalDetails, todayInTimeZone } from '@openrota/domain';
import type { z } from 'zod';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { inUseGuard } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { loadStaffDtos, toDirectoryEntry } from './staff-dto';
import * as repo from './staff.repository';
import { staffAccessEnded } from './staff-access-hook';
import { assertWithinPlanLimit } from '../licence/plan-limits';
import { timeZoneOf } from '../workspaces/workspaces.service';

/** The workspace's today: the day a member deactivated now stops working (see isInactiveOn). */
async function workspaceToday(ctx: AppContext, tx: DbOrTx, workspaceId: string): Promise<string> {
  return todayInTimeZone(ctx.clock.now().getTime(), await timeZoneOf(tx, workspaceId));
}

type CreateBody = z.output<typeof StaffBodySchema>;
type UpdateBody = z.output<typeof UpdateStaffBodySchema>;

/** Everyone's record for planners; for a STAFF member their own in full and the others' without contact details. */
export async function listStaff(ctx: AppContext, ws: WorkspaceContext): Promise<StaffListItem[]> {
  const all = await loadStaffDtos(ctx.db, ws.workspaceId);
  return all.map((s) => (seesPersonalDetails(ws, s.userId) ? s : toDirectoryEntry(s)));
}

export async function loadOne(db: DbOrTx, workspaceId: string, id: string): Promise<Staff> {
  const [dto] = await loadStaffDtos(db, workspaceId, id);
  if (!dto) throw AppError.notFound('staffMember');
  return dto;
}

/** A linked account must belong to a member of this workspace; any other id is "not found". */
async function assertMemberUser(tx: DbOrTx, workspaceId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = await repo.listMemberUsers(tx, workspaceId, userId);
  if (!member) throw AppError.notFound('user');
}

export function listUsers(ctx: AppContext, ws: WorkspaceContext) {
  return repo.listMemberUsers(ctx.db, ws.workspaceId);
}

export function createStaff(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: CreateBody,
  meta: RequestMeta,
): Promise<Staff> {
  return ctx.db.transaction(async (tx) => {
    await assertMemberUser(tx, ws.workspaceId, body.userId);
    await assertWithinPlanLimit(tx, ws.workspaceId, 'staff');
    const id = await insertStaffMember(ctx, tx, ws, body, meta);
    return loadOne(tx, ws.workspaceId, id);
  });
}

/** What `insertStaffMember` stores besides the member: skills (shift type ids of the workspace). */
export interface NewStaffExtras {
  shiftTypeIds?: readonly string[];
  /** Added to the audit row's metadata (e.g. `{ source: 'import' }`). */
  auditMetadata?: Record<string, unknown>;
}

/**
 * Stores one new member (and their skills) with its audit row, inside the caller's transaction;
 * the caller checks the plan limit and the linked account. Returns the new id. The staff import
 * creates its members through this too.
 */
export async function insertStaffMember(
  ctx: AppContext,
  tx: DbOrTx,
  ws: WorkspaceContext,
  body: CreateBody,
  meta: RequestMeta,
  extras: NewStaffExtras = {},
): Promise<string> {
  const now = ctx.clock.now();
  const row = await repo.insertStaff(tx, {
    workspaceId: ws.workspaceId,
    name: body.name,
    shortName: body.shortName ?? (deriveShortName(body.name) || null),
    email: body.email,
    phone: body.phone,
    active: body.active,
    inactiveFrom: body.active ? null : await workspaceToday(ctx, tx, ws.workspaceId),
    userId: body.userId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const shiftTypeIds = [...new Set(extras.shiftTypeIds ?? [])];
  if (shiftTypeIds.length)
    await repo.insertSkills(
      tx,
      shiftTypeIds.map((shiftTypeId) => ({
        workspaceId: ws.workspaceId,
        staffId: row.id,
        shiftTypeId,
        createdAt: now,
      })),
    );
  const metadata = {
    ...(shiftTypeIds.length ? { shiftTypeIds } : {}),
    ...extras.auditMetadata,
  };
  await recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      staffId: row.id,
      action: 'CREATE',
      resource: 'STAFF',
      resourceId: row.id,
      resourceName: row.name,
      description: `Staff member "${row.name}" created`,
      ...(Object.keys(metadata).length ? { metadata } : {}),
    },
    meta,
  );
  return row.id;
}

/** The lower-cased emails of the workspace's staff, each with the member's name. */
export async function staffEmails(db: DbOrTx, workspaceId: string): Promise<Map<string, string>> {
  const rows = await repo.listStaffEmails(db, workspaceId);
  return new Map(rows.flatMap((r) => (r.email ? [[r.email.toLowerCase(), r.name] as const] : [])));
}

/**
 * Partial update: absent fields stay. An emptied short name is derived again from the name,
 * because the calendar always needs one.
 */
export function updateStaff(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateBody,
  meta: RequestMeta,
): Promise<Staff> {
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findStaff(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('staffMember');
    await assertMemberUser(tx, ws.workspaceId, body.userId);
    const name = body.name ?? existing.name;
    const changes: Partial<repo.StaffRow> = { updatedAt: ctx.clock.now() };
    if (body.name !== undefined) changes.name = body.name;
    if ('shortName' in body) changes.shortName = body.shortName ?? (deriveShortName(name) || null);
    if ('email' in body) changes.email = body.email ?? null;
    if ('phone' in body) changes.phone = body.phone ?? null;
    if (body.active !== undefined && body.active !== existing.active) {
      changes.active = body.active;
      // From today on their shifts are open; reactivating gives every one of them back.
      changes.inactiveFrom = body.active ? null : await workspaceToday(ctx, tx, ws.workspaceId);
    }
    if (body.userId !== undefined) changes.userId = body.userId;
    await repo.updateStaff(tx, ws.workspaceId, id, changes);
    // A deactivated staff member is signed out of the staff pages at once (deleting cascades);
    // so is one whose email or phone changed: codes went to the old address, whose holder must
    // keep no session.
    const contactChanged =
      (changes.email !== undefined && changes.email !== existing.email) ||
      (changes.phone !== undefined && changes.phone !== existing.phone);
    const deactivated = body.active === false && existing.active;
    if (deactivated || contactChanged)
      await staffAccessEnded(ctx, tx, {
        workspaceId: ws.workspaceId,
        staffId: id,
        reason: deactivated ? 'deactivated' : 'contactChanged',
      });
    const description =
      body.active !== undefined && body.active !== existing.active
        ? `Staff member "${name}" updated (${body.active ? 'activated' : 'deactivated'})`
        : `Staff member "${name}" updated`;
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        staffId: id,
        action: 'UPDATE',
        resource: 'STAFF',
        resourceId: id,
        resourceName: name,
        description,
      },
      meta,
    );
    return loadOne(tx, ws.workspaceId, id);
  });
}

/** 404 unless `id` is a staff member of the workspace (another workspace's member included). */
export async function assertStaffExists(db: DbOrTx, workspaceId: string, id: string): Promise<void> {
  if (!(await repo.findStaff(db, workspaceId, id))) throw AppError.notFound('staffMember');
}

/** Refused while rotation patterns assign them; their skills go with them (cascade). */
export async function deleteStaff(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findStaff(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('staffMember');
    const usage = await repo.assignmentsByPattern(tx, ws.workspaceId, id);
    if (usage.length > 0) {
      const where = usage.map((u) =>
        msg('shiftTypes.usedByPatternAssignments', { name: u.name, count: u.n }),
      );
      throw AppError.conflict(msg('staff.assignedIn', { name: existing.name, where }));
    }
    await inUseGuard(msg('staff.inUseRace', { name: existing.name }), () =>
      repo.deleteStaff(tx, ws.workspaceId, id),
    );
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        staffId: id,
        action: 'DELETE',
        resource: 'STAFF',
        resourceId: id,
        resourceName: existing.name,
        description: `Staff member "${existing.name}" deleted`,
      },
      meta,
    );
  });
}

/**
 * Absences (docs/product/back-office.md#absences). Reads for every member; writes for ADMIN and
 * MANAGER only (STAFF gets 403, docs/roles.md). Dates are calendar dates: a client sending
 * "2026-03-05T12:00:00.000Z" (the web sends noon) stores 2026-03-05, whatever the time or
 * offset. An absence ends on or after its start (400, field endDate, also when a PUT changes
 * one date). Two absences of one person may not overlap (409 naming the existing dates): the
 * staff row is locked while checking, so simultaneous requests cannot both pass. Each write
 * records a CREATE/UPDATE/DELETE ABSENCE audit row with the staff member's name.
 */
import type { z } from 'zod';
import {
  type Absence,
  type AbsenceListItem,
  type AbsenceBodySchema,
  type AbsenceListQuerySchema,
  type AbsenceRangeQuerySchema,
  type UpdateAbsenceBodySchema,
} from '@openrota/contracts';
import { seesPersonalDetails, todayInTimeZone } from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { timeZoneOf } from '../workspaces/workspaces.service';
import * as repo from './absences.repository';

type AbsenceBody = z.output<typeof AbsenceBodySchema>;
type UpdateAbsenceBody = z.output<typeof UpdateAbsenceBodySchema>;
type ListQuery = z.output<typeof AbsenceListQuerySchema>;
type RangeQuery = z.output<typeof AbsenceRangeQuerySchema>;

/** GET /absences/range answers at most this many (a calendar month holds far fewer). */
export const ABSENCE_RANGE_CAP = 1000;

function toDto({ absence, staff }: repo.AbsenceWithStaff): Absence {
  return {
    id: absence.id,
    staffId: absence.staffId,
    staff: { id: staff.id, name: staff.name, shortName: staff.shortName },
    startDate: absence.startDate,
    endDate: absence.endDate,
    reason: absence.reason,
    type: absence.type,
    createdAt: absence.createdAt.toISOString(),
    updatedAt: absence.updatedAt.toISOString(),
  };
}

/** What the caller may read of an absence: a STAFF member sees the reason of their own only (docs/roles.md). */
function forViewer(ws: WorkspaceContext) {
  return (row: repo.AbsenceWithStaff): AbsenceListItem => {
    const { reason, ...rest } = toDto(row);
    return seesPersonalDetails(ws, row.staff.userId) ? { ...rest, reason } : rest;
  };
}

const checkOrder = (startDate: string, endDate: string) => {
  if (endDate < startDate) throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
};

export async function listAbsenceRange(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: RangeQuery,
): Promise<AbsenceListItem[]> {
  checkOrder(query.startDate, query.endDate);
  return (await repo.listByStart(ctx.db, ws.workspaceId, query, ABSENCE_RANGE_CAP)).map(forViewer(ws));
}

/**
 * GET /absences: a page of the absences overlapping the filters. Current and upcoming ones
 * come first (soonest start first), then past ones (most recent first): what a manager
 * planning ahead looks for. "Today" is the workspace's (its time zone).
 */
export async function listAbsences(ctx: AppContext, ws: WorkspaceContext, query: ListQuery) {
  if (query.startDate && query.endDate) checkOrder(query.startDate, query.endDate);
  const filter: repo.AbsenceFilter = {
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
    ...(query.staffId ? { staffId: query.staffId } : {}),
  };
  const today = todayInTimeZone(ctx.clock.now().getTime(), await timeZoneOf(ctx.db, ws.workspaceId));
  const [rows, total] = await Promise.all([
    repo.listPage(ctx.db, ws.workspaceId, filter, today, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countAbsences(ctx.db, ws.workspaceId, filter),
  ]);
  return {
    items: rows.map(forViewer(ws)),
    total,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
    limit: query.limit,
  };
}

async function requireAbsence(db: DbOrTx, workspaceId: string, id: string) {
  const row = await repo.findAbsence(db, workspaceId, id);
  if (!row) throw AppError.notFound('absence');
  return row;
}

export async function getAbsence(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
): Promise<AbsenceListItem> {
  return forViewer(ws)(await requireAbsence(ctx.db, ws.workspaceId, id));
}

/** The staff member (locked) and no other absence of theirs overlapping: recording leave twice is a mistake (409). */
async function checkStaffAndOverlap(
  db: DbOrTx,
  workspaceId: string,
  staffId: string,
  startDate: string,
  endDate: string,
  exceptId?: string,
) {
  const member = await repo.lockStaff(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  const overlap = await repo.findOverlap(db, workspaceId, staffId, startDate, endDate, exceptId);
  if (overlap) {
    throw AppError.conflict(
      msg('absences.overlap', { name: member.name, start: overlap.startDate, end: overlap.endDate }),
      'startDate',
    );
  }
  return member;
}

const period = (a: { startDate: string; endDate: string }) =>
  a.startDate === a.endDate ? a.startDate : `${a.startDate} – ${a.endDate}`;

export async function createAbsence(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: AbsenceBody,
  meta: RequestMeta,
): Promise<Absence> {
  return ctx.db.transaction(async (tx) => {
    const member = await checkStaffAndOverlap(tx, ws.workspaceId, body.staffId, body.startDate, body.endDate);
    const now = ctx.clock.now();
    const row = await repo.insertAbsence(tx, {
      workspaceId: ws.workspaceId,
      staffId: member.id,
      startDate: body.startDate,
      endDate: body.endDate,
      type: body.type,
      reason: body.reason,
      createdByUserId: ws.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'ABSENCE',
        resourceId: row.id,
        resourceName: member.name,
        description: `Absence (${row.type}) of ${member.name} recorded for ${period(row)}`,
      },
      meta,
    );
    return toDto({ absence: row, staff: member });
  });
}

/** Partial update; the merged absence must still end on or after its start and not overlap another of the same person. */
export async function updateAbsence(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateAbsenceBody,
  meta: RequestMeta,
): Promise<Absence> {
  return ctx.db.transaction(async (tx) => {
    const { absence: existing, staff: before } = await requireAbsence(tx, ws.workspaceId, id);
    const next = {
      staffId: body.staffId ?? existing.staffId,
      startDate: body.startDate ?? existing.startDate,
      endDate: body.endDate ?? existing.endDate,
      type: body.type ?? existing.type,
      reason: body.reason === undefined ? existing.reason : body.reason,
    };
    checkOrder(next.startDate, next.endDate);
    const member = await checkStaffAndOverlap(
      tx,
      ws.workspaceId,
      next.staffId,
      next.startDate,
      next.endDate,
      id,
    );
    await repo.updateAbsence(tx, ws.workspaceId, id, { ...next, updatedAt: ctx.clock.now() });
    const moved = member.id !== before.id ? ` (moved from ${before.name})` : '';
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'ABSENCE',
        resourceId: id,
        resourceName: member.name,
        description: `Absence (${next.type}) of ${member.name} updated to ${period(next)}${moved}`,
        metadata: {
          before: {
            staffId: existing.staffId,
            startDate: existing.startDate,
            endDate: existing.endDate,
            type: existing.type,
          },
          after: next,
        },
      },
      meta,
    );
    return toDto((await repo.findAbsence(tx, ws.workspaceId, id))!);
  });
}

export async function deleteAbsence(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { absence, staff } = await requireAbsence(tx, ws.workspaceId, id);
    await repo.deleteAbsence(tx, ws.workspaceId, id);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'ABSENCE',
        resourceId: id,
        resourceName: staff.name,
        description: `Absence (${absence.type}) of ${staff.name} for ${period(absence)} deleted`,
      },
      meta,
    );
  });
}

/**
 * For the staff portal (inside its transaction): the staff member, locked for the rest of it,
 * so one member's absences and claims are decided one after the other; undefined when the
 * member is not in the workspace.
 */
export function lockStaffMember(db: DbOrTx, workspaceId: string, staffId: string) {
  return repo.lockStaff(db, workspaceId, staffId);
}

/** For the staff portal's own absences: an absence of the member overlapping [startDate, endDate], if any. */
export function findOverlappingAbsence(
  db: DbOrTx,
  workspaceId: string,
  staffId: string,
  startDate: string,
  endDate: string,
) {
  return repo.findOverlap(db, workspaceId, staffId, startDate, endDate);
}

/** For the staff portal's own absences: stores one (the caller has checked it and records the audit). */
export function insertAbsenceRow(db: DbOrTx, values: Parameters<typeof repo.insertAbsence>[1]) {
  return repo.insertAbsence(db, values);
}

/** For the staff portal's own absences: deletes one (the caller has checked it is theirs and records the audit). */
export function deleteAbsenceRow(db: DbOrTx, workspaceId: string, id: string) {
  return repo.deleteAbsence(db, workspaceId, id);
}

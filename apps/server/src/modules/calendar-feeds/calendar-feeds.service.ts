/**
 * The secret addresses of calendar feeds (docs/adr/0011-calendar-feeds.md): made, rotated and
 * turned off by the member (staff dashboard) or a manager (staff detail; workspace feeds on the
 * settings page). A token is 256 random bits, stored only as its SHA-256 (lib/tokens.ts) and
 * answered once, when made or rotated. Every change is audited.
 */
import {
  ErrorCode,
  type CalendarFeed,
  type CalendarFeedLink,
  type CreateWorkspaceFeedBody,
  type Language,
} from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { getShiftType } from '../shift-types/shift-types.service';
import { assertStaffExists } from '../staff/staff.service';
import * as repo from './calendar-feeds.repository';

/** Who changes a feed: a manager (user) or the member themselves (staff session). */
export type FeedActor = { userId: string } | { staffId: string };

type FeedListRow = Awaited<ReturnType<typeof repo.listFeeds>>[number];

function toDto(row: FeedListRow): CalendarFeed {
  return {
    id: row.id,
    kind: row.kind,
    staffId: row.staffId,
    staffName: row.staffName,
    shiftTypeId: row.shiftTypeId,
    shiftTypeName: row.shiftTypeName,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: row.rotatedAt.toISOString(),
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  };
}

function linkOf(ctx: AppContext, id: string, token: string): CalendarFeedLink {
  const httpsUrl = `${ctx.config.appUrl}/api/calendar/${token}.ics`;
  return { id, token, httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}

function auditActor(actor: FeedActor) {
  return 'userId' in actor ? { userId: actor.userId } : { staffId: actor.staffId };
}

/** A member's own feed, or null. */
export async function staffFeed(ctx: AppContext, workspaceId: string, staffId: string) {
  await assertStaffExists(ctx.db, workspaceId, staffId);
  const [row] = await repo.listFeeds(ctx.db, workspaceId, { kind: 'STAFF', staffId });
  return { feed: row ? toDto(row) : null };
}

/**
 * Makes the member's feed, or gives it a new token when it exists (the old address stops at
 * once; what subscribers saw, SEQUENCE included, carries on under the new one). Summaries are in
 * the language of the member's linked account, else in `language` (the caller's).
 */
export async function issueStaffFeed(
  ctx: AppContext,
  workspaceId: string,
  staffId: string,
  language: Language,
  actor: FeedActor,
  meta: RequestMeta,
): Promise<CalendarFeedLink> {
  await assertStaffExists(ctx.db, workspaceId, staffId);
  const token = generateToken();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [existing] = await repo.listFeeds(tx, workspaceId, { kind: 'STAFF', staffId });
    let id = existing?.id;
    if (id) await repo.setFeedToken(tx, workspaceId, id, hashToken(token), now);
    else {
      const feedLanguage = (await repo.linkedAccountLanguage(tx, workspaceId, staffId)) ?? language;
      id = (
        await repo.insertFeed(tx, {
          workspaceId,
          kind: 'STAFF',
          staffId,
          language: feedLanguage,
          tokenHash: hashToken(token),
          rotatedAt: now,
        })
      ).id;
    }
    await recordAudit(
      tx,
      {
        workspaceId,
        ...auditActor(actor),
        action: existing ? 'UPDATE' : 'CREATE',
        resource: 'CALENDAR_FEED',
        resourceId: id,
        description: existing
          ? 'Rotated the calendar feed address of a staff member'
          : 'Created a calendar feed address for a staff member',
        metadata: { kind: 'STAFF', staffId },
      },
      meta,
    );
    return linkOf(ctx, id, token);
  });
}

/** Turns the member's feed off (its address answers 404 from now on); 404 when they have none. */
export async function revokeStaffFeed(
  ctx: AppContext,
  workspaceId: string,
  staffId: string,
  actor: FeedActor,
  meta: RequestMeta,
): Promise<void> {
  await assertStaffExists(ctx.db, workspaceId, staffId);
  await ctx.db.transaction(async (tx) => {
    const [id] = await repo.deleteFeeds(tx, workspaceId, { staffOf: staffId });
    if (!id) throw AppError.notFound('calendarFeed');
    await recordAudit(
      tx,
      {
        workspaceId,
        ...auditActor(actor),
        action: 'DELETE',
        resource: 'CALENDAR_FEED',
        resourceId: id,
        description: 'Turned off the calendar feed of a staff member',
        metadata: { kind: 'STAFF', staffId },
      },
      meta,
    );
  });
}

/** The deactivation hook (staff/staff-access-hook.ts): a deactivated member's feed stops. */
export async function endStaffFeed(tx: DbOrTx, workspaceId: string, staffId: string): Promise<void> {
  await repo.deleteFeeds(tx, workspaceId, { staffOf: staffId });
}

/** The workspace feeds (settings page). */
export async function listWorkspaceFeeds(ctx: AppContext, ws: WorkspaceContext): Promise<CalendarFeed[]> {
  return (await repo.listFeeds(ctx.db, ws.workspaceId, { kind: 'WORKSPACE' })).map(toDto);
}

/** A new workspace feed: every shift, or one shift type's, or one member's (not both). */
export async function createWorkspaceFeed(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: CreateWorkspaceFeedBody,
  language: Language,
  meta: RequestMeta,
): Promise<CalendarFeedLink> {
  const shiftTypeId = body.shiftTypeId ?? null;
  const staffId = body.staffId ?? null;
  if (shiftTypeId && staffId) throw AppError.badRequest(msg('calendarFeeds.oneFilter'), 'staffId');
  if (shiftTypeId)
    await getShiftType(ctx, ws, shiftTypeId).catch(() => {
      throw new AppError(ErrorCode.NOT_FOUND, 404, msg('calendarFeeds.unknownShiftType'), [
        { field: 'shiftTypeId', message: msg('calendarFeeds.unknownShiftType') },
      ]);
    });
  if (staffId)
    await assertStaffExists(ctx.db, ws.workspaceId, staffId).catch(() => {
      throw new AppError(ErrorCode.NOT_FOUND, 404, msg('calendarFeeds.unknownStaff'), [
        { field: 'staffId', message: msg('calendarFeeds.unknownStaff') },
      ]);
    });
  const token = generateToken();
  return ctx.db.transaction(async (tx) => {
    const { id } = await repo.insertFeed(tx, {
      workspaceId: ws.workspaceId,
      kind: 'WORKSPACE',
      staffId,
      shiftTypeId,
      language,
      tokenHash: hashToken(token),
      rotatedAt: ctx.clock.now(),
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'CALENDAR_FEED',
        resourceId: id,
        description: 'Created a workspace calendar feed',
        metadata: { kind: 'WORKSPACE', staffId, shiftTypeId },
      },
      meta,
    );
    return linkOf(ctx, id, token);
  });
}

/** A new token for a workspace feed; 404 for an unknown feed or a member's own. */
export async function rotateWorkspaceFeed(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<CalendarFeedLink> {
  const token = generateToken();
  return ctx.db.transaction(async (tx) => {
    const [feed] = await repo.listFeeds(tx, ws.workspaceId, { kind: 'WORKSPACE', id });
    if (!feed || !(await repo.setFeedToken(tx, ws.workspaceId, id, hashToken(token), ctx.clock.now())))
      throw AppError.notFound('calendarFeed');
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'CALENDAR_FEED',
        resourceId: id,
        description: 'Rotated the address of a workspace calendar feed',
      },
      meta,
    );
    return linkOf(ctx, id, token);
  });
}

/** Deletes a workspace feed; 404 for an unknown feed or a member's own. */
export async function revokeWorkspaceFeed(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [feed] = await repo.listFeeds(tx, ws.workspaceId, { kind: 'WORKSPACE', id });
    if (!feed) throw AppError.notFound('calendarFeed');
    await repo.deleteFeeds(tx, ws.workspaceId, { id });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'CALENDAR_FEED',
        resourceId: id,
        description: 'Turned off a workspace calendar feed',
      },
      meta,
    );
  });
}

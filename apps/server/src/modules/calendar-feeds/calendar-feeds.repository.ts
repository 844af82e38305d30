import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { preparedPerDb } from '../../db/prepared';
import { calendarFeedEvents, calendarFeeds, shiftTypes, staff, users, workspaces } from '../../db/schema';

export type FeedRow = typeof calendarFeeds.$inferSelect;
export type FeedEventRow = typeof calendarFeedEvents.$inferSelect;

/**
 * A feed by its token hash with everything a poll needs before any work (the workspace's
 * licence, schedule version and settings, the member's state and the filters' names), in one
 * query; prepared (db/prepared.ts): calendar apps poll it all day.
 */
const feedByToken = preparedPerDb((db) =>
  db
    .select({
      id: calendarFeeds.id,
      workspaceId: calendarFeeds.workspaceId,
      kind: calendarFeeds.kind,
      staffId: calendarFeeds.staffId,
      shiftTypeId: calendarFeeds.shiftTypeId,
      language: calendarFeeds.language,
      etag: calendarFeeds.etag,
      etagAt: calendarFeeds.etagAt,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
      version: workspaces.scheduleVersion,
      workspaceName: workspaces.name,
      timeZone: workspaces.timeZone,
      maxSelfPlanningDays: workspaces.maxSelfPlanningDays,
      absencesMinDelay: workspaces.absencesMinDelay,
      plan: workspaces.plan,
      renewalDate: workspaces.renewalDate,
      staffName: staff.name,
      staffActive: staff.active,
      shiftTypeName: shiftTypes.name,
    })
    .from(calendarFeeds)
    .innerJoin(workspaces, eq(workspaces.id, calendarFeeds.workspaceId))
    .leftJoin(
      staff,
      and(eq(staff.id, calendarFeeds.staffId), eq(staff.workspaceId, calendarFeeds.workspaceId)),
    )
    .leftJoin(
      shiftTypes,
      and(
        eq(shiftTypes.id, calendarFeeds.shiftTypeId),
        eq(shiftTypes.workspaceId, calendarFeeds.workspaceId),
      ),
    )
    .where(eq(calendarFeeds.tokenHash, sql.placeholder('tokenHash')))
    .prepare('calendar_feed_by_token'),
);

export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await feedByToken(db).execute({ tokenHash });
  return row ? { ...row, version: Number(row.version) } : undefined;
}

/** The feeds of a workspace (of `kind`, of one member), oldest first, with their filters' names. */
export function listFeeds(
  db: DbOrTx,
  workspaceId: string,
  filter: { kind?: 'STAFF' | 'WORKSPACE'; staffId?: string; id?: string },
) {
  return db
    .select({
      id: calendarFeeds.id,
      kind: calendarFeeds.kind,
      staffId: calendarFeeds.staffId,
      staffName: staff.name,
      shiftTypeId: calendarFeeds.shiftTypeId,
      shiftTypeName: shiftTypes.name,
      createdAt: calendarFeeds.createdAt,
      rotatedAt: calendarFeeds.rotatedAt,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
    })
    .from(calendarFeeds)
    .leftJoin(staff, eq(staff.id, calendarFeeds.staffId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, calendarFeeds.shiftTypeId))
    .where(
      and(
        eq(calendarFeeds.workspaceId, workspaceId),
        filter.kind ? eq(calendarFeeds.kind, filter.kind) : undefined,
        filter.staffId ? eq(calendarFeeds.staffId, filter.staffId) : undefined,
        filter.id ? eq(calendarFeeds.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
}

export async function insertFeed(tx: DbOrTx, values: typeof calendarFeeds.$inferInsert) {
  const [row] = await tx.insert(calendarFeeds).values(values).returning({ id: calendarFeeds.id });
  return row!;
}

/** A new token for a feed (the old one stops at once); false when there is no such feed. */
export async function setFeedToken(
  tx: DbOrTx,
  workspaceId: string,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(calendarFeeds)
    .set({ tokenHash, rotatedAt: now })
    .where(and(eq(calendarFeeds.workspaceId, workspaceId), eq(calendarFeeds.id, id)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** Deletes feeds of the workspace (by id, or a member's own); answers the ids deleted. */
export async function deleteFeeds(
  tx: DbOrTx,
  workspaceId: string,
  which: { id: string } | { staffOf: string },
): Promise<string[]> {
  const rows = await tx
    .delete(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.workspaceId, workspaceId),
        'id' in which
          ? eq(calendarFeeds.id, which.id)
          : and(eq(calendarFeeds.kind, 'STAFF'), eq(calendarFeeds.staffId, which.staffOf)),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.map((r) => r.id);
}

/** Locks the feed's row: one poll at a time brings a feed's event states up to date. */
export async function lockFeed(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, id))
    .for('update');
  return rows.length > 0;
}

/** The feed's event states dated from `from` on. */
export function listFeedEvents(db: DbOrTx, feedId: string, from: string) {
  return db
    .select()
    .from(calendarFeedEvents)
    .where(and(eq(calendarFeedEvents.feedId, feedId), gte(calendarFeedEvents.date, from)))
    .orderBy(asc(calendarFeedEvents.date), asc(calendarFeedEvents.occurrence));
}

/** Inserts or replaces event states (the caller has decided their sequences). */
export async function upsertFeedEvents(tx: DbOrTx, rows: FeedEventRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(calendarFeedEvents)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [calendarFeedEvents.feedId, calendarFeedEvents.occurrence],
        set: {
          date: sql`excluded.date`,
          startAt: sql`excluded.start_at`,
          endAt: sql`excluded.end_at`,
          staffId: sql`excluded.staff_id`,
          shiftTypeId: sql`excluded.shift_type_id`,
          shiftTypeName: sql`excluded.shift_type_name`,
          staffName: sql`excluded.staff_name`,
          status: sql`excluded.status`,
          sequence: sql`excluded.sequence`,
          lastModified: sql`excluded.last_modified`,
          cancelledAt: sql`excluded.cancelled_at`,
        },
      });
  }
}

/** Drops the states of days before `before` (out of the window for good). */
export async function pruneFeedEvents(tx: DbOrTx, feedId: string, before: string) {
  await tx
    .delete(calendarFeedEvents)
    .where(and(eq(calendarFeedEvents.feedId, feedId), lt(calendarFeedEvents.date, before)));
}

/** Remembers the ETag of the body just made (and when), and that a calendar app fetched it. */
export async function markFeedServed(
  db: DbOrTx,
  id: string,
  served: { etag?: string; etagAt?: Date; lastFetchedAt: Date },
) {
  await db.update(calendarFeeds).set(served).where(eq(calendarFeeds.id, id));
}

/** The language of the member's linked account, if they have one. */
export async function linkedAccountLanguage(db: DbOrTx, workspaceId: string, staffId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.id, staffId)));
  return row?.language;
}

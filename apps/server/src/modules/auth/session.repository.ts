import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { preparedPerDb } from '../../db/prepared';
import { sessions, users, workspaceMembers, workspaces } from '../../db/schema';

export function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  return db
    .insert(sessions)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/**
 * Everything the access check of one request needs, in one query: the live session by its
 * token hash, its user's language and, when `workspaceId` is given, the user's membership of
 * that workspace (role) with the workspace's licence (plan, renewal date, time zone); the
 * membership fields are null when the user is no member (or no workspace was asked for). With
 * the licence come the workspace's schedule version and settings, the head of a schedule read.
 * Prepared (db/prepared.ts): it runs on every signed-in request.
 */
const sessionAccess = preparedPerDb((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      language: users.language,
      role: workspaceMembers.role,
      plan: workspaces.plan,
      renewalDate: workspaces.renewalDate,
      timeZone: workspaces.timeZone,
      // The schedule reads' head (schedule-cache.ts `scheduleHead`), read here so that a warm
      // schedule read or a 304 costs this one query.
      scheduleVersion: workspaces.scheduleVersion,
      workspaceName: workspaces.name,
      maxSelfPlanningDays: workspaces.maxSelfPlanningDays,
      absencesMinDelay: workspaces.absencesMinDelay,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.userId, sessions.userId),
        eq(workspaceMembers.workspaceId, sql`${sql.placeholder('workspaceId')}::uuid`),
      ),
    )
    .leftJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('session_access'),
);

export async function findSessionAccess(db: Db, tokenHash: string, workspaceId: string | null) {
  const [row] = await sessionAccess(db).execute({ tokenHash, workspaceId });
  return row;
}

export function touchSession(db: DbOrTx, id: string, at: Date) {
  return db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
}

export function revokeSessionById(db: DbOrTx, id: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export function revokeSessionsOfUser(db: DbOrTx, userId: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

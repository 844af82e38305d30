import { and, asc, eq, gt, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditLogs, workspaceMembers, workspaces } from '../../db/schema';

export function findMembership(db: DbOrTx, workspaceId: string, userId: string) {
  return db.query.workspaceMembers.findFirst({
    where: and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
  });
}

/**
 * The workspace's IANA time zone. The column is NOT NULL with the default 'Europe/Amsterdam', so
 * every workspace has one; a workspace gone meanwhile (deleted in a concurrent request) gets
 * that same default, the one zone the schema ever gives a workspace on its own.
 */
export async function timeZoneOf(db: DbOrTx, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.timeZone ?? 'Europe/Amsterdam';
}

/** The workspaces a user belongs to, with the user's role in each, oldest first. */
export function listWorkspacesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.name));
}

export function findWorkspace(db: DbOrTx, workspaceId: string) {
  return db.query.workspaces.findFirst({ where: eq(workspaces.id, workspaceId) });
}

/** The slugs taken among `base` and `base-…` (a slug is lower-case letters, digits and dashes: no LIKE wildcards). */
export function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  return db
    .select({ slug: workspaces.slug })
    .from(workspaces)
    .where(or(eq(workspaces.slug, base), like(workspaces.slug, `${base}-%`)))
    .then((rows) => new Set(rows.map((r) => r.slug)));
}

/**
 * Inserts the workspace unless its slug is taken, also by a transaction still running (PostgreSQL
 * waits for it): the row, or undefined when taken. No unique violation, so the caller's
 * transaction goes on and can try the next slug.
 */
export function insertWorkspaceIfSlugFree(db: DbOrTx, values: typeof workspaces.$inferInsert) {
  return db
    .insert(workspaces)
    .values(values)
    .onConflictDoNothing({ target: workspaces.slug })
    .returning()
    .then((rows) => rows[0]);
}

export function insertMember(db: DbOrTx, values: typeof workspaceMembers.$inferInsert) {
  return db.insert(workspaceMembers).values(values);
}

/** When the user created workspaces after `since` (the audit log's CREATE WORKSPACE rows), oldest first, at most `limit`. */
export async function workspaceCreationsSince(
  db: DbOrTx,
  userId: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: auditLogs.createdAt })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.userId, userId),
        eq(auditLogs.resource, 'WORKSPACE'),
        eq(auditLogs.action, 'CREATE'),
        gt(auditLogs.createdAt, since),
      ),
    )
    .orderBy(asc(auditLogs.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

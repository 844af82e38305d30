import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { workspaceMembers, workspaces } from '../../db/schema';

export function findMembership(db: DbOrTx, workspaceId: string, userId: string) {
  return db.query.workspaceMembers.findFirst({
    where: and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
  });
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

export function slugExists(db: DbOrTx, slug: string) {
  return db.query.workspaces.findFirst({ columns: { id: true }, where: eq(workspaces.slug, slug) }).then(Boolean);
}

export function insertWorkspace(db: DbOrTx, values: typeof workspaces.$inferInsert) {
  return db.insert(workspaces).values(values).returning().then((rows) => rows[0]!);
}

export function insertMember(db: DbOrTx, values: typeof workspaceMembers.$inferInsert) {
  return db.insert(workspaceMembers).values(values);
}

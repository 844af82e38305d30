import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** Serialises membership changes of one workspace (last-ADMIN rule, admin limit). */
export async function lockWorkspace(tx: DbOrTx, workspaceId: string) {
  const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  return row;
}

export function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.name));
}

export async function findMember(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

export async function findMemberByEmail(db: DbOrTx, workspaceId: string, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  return row;
}

export async function countAdmins(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'ADMIN')));
  return row?.n ?? 0;
}

export function insertMember(db: DbOrTx, values: typeof workspaceMembers.$inferInsert) {
  return db.insert(workspaceMembers).values(values);
}

export function setRole(db: DbOrTx, workspaceId: string, userId: string, role: string) {
  return db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export function deleteMember(db: DbOrTx, workspaceId: string, userId: string) {
  return db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Pending = neither accepted nor revoked (expired ones are listed, marked expired). */
export function listPendingInvitations(db: DbOrTx, workspaceId: string) {
  return db
    .select({ invitation: workspaceInvitations, invitedBy: users.name })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedByUserId))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .orderBy(asc(workspaceInvitations.createdAt));
}

export async function findInvitation(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id)));
  return row;
}

/** By token hash, with the workspace name; `forUpdate` locks the invitation row. */
export async function findInvitationByHash(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update', { of: workspaceInvitations }) : await query;
  return row;
}

/** Revokes the pending invitations of one address (re-inviting replaces them). */
export function revokePendingFor(db: DbOrTx, workspaceId: string, email: string, now: Date) {
  return db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .returning({ id: workspaceInvitations.id });
}

export async function insertInvitation(db: DbOrTx, values: typeof workspaceInvitations.$inferInsert) {
  const [row] = await db.insert(workspaceInvitations).values(values).returning();
  return row!;
}

export function markRevoked(db: DbOrTx, id: string, now: Date) {
  return db.update(workspaceInvitations).set({ revokedAt: now }).where(eq(workspaceInvitations.id, id));
}

export function markAccepted(db: DbOrTx, id: string, userId: string, now: Date) {
  return db
    .update(workspaceInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(workspaceInvitations.id, id), isNull(workspaceInvitations.acceptedAt)));
}

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

import { and, asc, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { preparedPerDb } from '../../db/prepared';
import {
  auditLogs,
  staff,
  staffCodeRequests,
  staffLoginCodes,
  staffSessions,
  users,
  workspaces,
} from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type LoginCodeRow = typeof staffLoginCodes.$inferSelect;

export async function findWorkspace(
  db: DbOrTx,
  ref: { id?: string; slug?: string },
): Promise<WorkspaceRow | undefined> {
  if (ref.id) return db.query.workspaces.findFirst({ where: eq(workspaces.id, ref.id) });
  if (ref.slug) return db.query.workspaces.findFirst({ where: eq(workspaces.slug, ref.slug) });
  return undefined;
}

/**
 * Serialises send-code and verify-code calls for one contact of one workspace (transaction-level
 * advisory lock), so concurrent requests cannot both slip under the send limits.
 */
export async function lockContact(tx: DbOrTx, workspaceId: string, contact: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`staff-code:${workspaceId}:${contact}`}, 0))`,
  );
}

/** Requests for the contact since `dayAgo` and since `hourAgo`, with the oldest of each window. */
export async function countCodeRequests(
  tx: DbOrTx,
  workspaceId: string,
  contact: string,
  hourAgo: Date,
  dayAgo: Date,
) {
  const [row] = await tx
    .select({
      day: count(),
      hour: sql<number>`count(*) filter (where ${staffCodeRequests.createdAt} > ${hourAgo})`.mapWith(Number),
      oldestDay: sql<Date | null>`min(${staffCodeRequests.createdAt})`.mapWith((v: unknown) =>
        v === null ? null : new Date(v as string),
      ),
      oldestHour:
        sql<Date | null>`min(${staffCodeRequests.createdAt}) filter (where ${staffCodeRequests.createdAt} > ${hourAgo})`.mapWith(
          (v: unknown) => (v === null ? null : new Date(v as string)),
        ),
    })
    .from(staffCodeRequests)
    .where(
      and(
        eq(staffCodeRequests.workspaceId, workspaceId),
        eq(staffCodeRequests.contact, contact),
        gt(staffCodeRequests.createdAt, dayAgo),
      ),
    );
  return {
    day: Number(row?.day ?? 0),
    hour: Number(row?.hour ?? 0),
    oldestDay: row?.oldestDay ?? null,
    oldestHour: row?.oldestHour ?? null,
  };
}

export async function insertCodeRequest(tx: DbOrTx, workspaceId: string, contact: string, now: Date) {
  await tx.insert(staffCodeRequests).values({ workspaceId, contact, createdAt: now });
}

/** The request rows of a contact older than a day count for nothing any more. */
export async function pruneCodeRequests(tx: DbOrTx, workspaceId: string, contact: string, dayAgo: Date) {
  await tx
    .delete(staffCodeRequests)
    .where(
      and(
        eq(staffCodeRequests.workspaceId, workspaceId),
        eq(staffCodeRequests.contact, contact),
        lt(staffCodeRequests.createdAt, dayAgo),
      ),
    );
}

/** The most recent request of the contact after `since` (unknown contacts have them too). */
/**
 * Counts one wrong entry against a code request of a contact without a staff member, up to
 * `max`: the entries so far, or undefined once `max` were counted before.
 */
export async function countWrongEntry(tx: DbOrTx, requestId: string, max: number) {
  const [row] = await tx
    .update(staffCodeRequests)
    .set({ wrongEntries: sql`${staffCodeRequests.wrongEntries} + 1` })
    .where(and(eq(staffCodeRequests.id, requestId), lt(staffCodeRequests.wrongEntries, max)))
    .returning({ wrongEntries: staffCodeRequests.wrongEntries });
  return row?.wrongEntries;
}

export async function latestCodeRequest(tx: DbOrTx, workspaceId: string, contact: string, since: Date) {
  const [row] = await tx
    .select({ id: staffCodeRequests.id, createdAt: staffCodeRequests.createdAt })
    .from(staffCodeRequests)
    .where(
      and(
        eq(staffCodeRequests.workspaceId, workspaceId),
        eq(staffCodeRequests.contact, contact),
        gt(staffCodeRequests.createdAt, since),
      ),
    )
    .orderBy(sql`${staffCodeRequests.createdAt} desc`)
    .limit(1);
  return row;
}

/** The oldest active staff member with this (lower-cased) email. */
export async function findActiveStaffByEmail(
  tx: DbOrTx,
  workspaceId: string,
  email: string,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.active, true), eq(staff.email, email)))
    .orderBy(asc(staff.createdAt), asc(staff.id))
    .limit(1);
  return row;
}

/** Active staff with a phone number, oldest first (phones are stored as entered: matched in code). */
export function activeStaffWithPhone(tx: DbOrTx, workspaceId: string): Promise<StaffRow[]> {
  return tx
    .select()
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.active, true), isNotNull(staff.phone)))
    .orderBy(asc(staff.createdAt), asc(staff.id));
}

/** Marks every live code of the staff member consumed (a new code replaces them). */
export async function consumeLiveCodes(tx: DbOrTx, staffId: string, now: Date) {
  await tx
    .update(staffLoginCodes)
    .set({ consumedAt: now })
    .where(and(eq(staffLoginCodes.staffId, staffId), isNull(staffLoginCodes.consumedAt)));
}

export async function insertLoginCode(tx: DbOrTx, values: typeof staffLoginCodes.$inferInsert) {
  await tx.insert(staffLoginCodes).values(values);
}

/** The newest unconsumed, unexpired code of the staff member, locked for the attempt. */
export async function findLiveCodeForUpdate(
  tx: DbOrTx,
  workspaceId: string,
  staffId: string,
  now: Date,
): Promise<LoginCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffLoginCodes)
    .where(
      and(
        eq(staffLoginCodes.workspaceId, workspaceId),
        eq(staffLoginCodes.staffId, staffId),
        isNull(staffLoginCodes.consumedAt),
        gt(staffLoginCodes.expiresAt, now),
      ),
    )
    .orderBy(sql`${staffLoginCodes.createdAt} desc`)
    .limit(1)
    .for('update');
  return row;
}

export async function updateLoginCode(
  tx: DbOrTx,
  id: string,
  changes: { attempts?: number; consumedAt?: Date },
) {
  await tx.update(staffLoginCodes).set(changes).where(eq(staffLoginCodes.id, id));
}

export async function insertStaffSession(tx: DbOrTx, values: typeof staffSessions.$inferInsert) {
  const [row] = await tx.insert(staffSessions).values(values).returning({ id: staffSessions.id });
  return row!;
}

/**
 * The staff session of a token hash with what the access check needs: the member's active flag,
 * the workspace's staff-login switch and licence, the linked account's language.
 */
/**
 * A staff session by its token hash with everything the access check needs (the member's state,
 * the workspace's staff login and licence, the linked account's language), in one query;
 * prepared (db/prepared.ts): it runs on every staff request.
 */
const staffSessionAccess = preparedPerDb((db) =>
  db
    .select({
      sessionId: staffSessions.id,
      staffId: staffSessions.staffId,
      workspaceId: staffSessions.workspaceId,
      expiresAt: staffSessions.expiresAt,
      lastUsedAt: staffSessions.lastUsedAt,
      revokedAt: staffSessions.revokedAt,
      active: staff.active,
      staffLoginEnabled: workspaces.staffLoginEnabled,
      plan: workspaces.plan,
      renewalDate: workspaces.renewalDate,
      timeZone: workspaces.timeZone,
      language: users.language,
      // The head of the member's schedule reads (StaffSessionContext `scheduleRow`).
      scheduleVersion: workspaces.scheduleVersion,
      workspaceName: workspaces.name,
      maxSelfPlanningDays: workspaces.maxSelfPlanningDays,
      absencesMinDelay: workspaces.absencesMinDelay,
    })
    .from(staffSessions)
    .innerJoin(
      staff,
      and(eq(staff.id, staffSessions.staffId), eq(staff.workspaceId, staffSessions.workspaceId)),
    )
    .innerJoin(workspaces, eq(workspaces.id, staffSessions.workspaceId))
    .leftJoin(users, eq(users.id, staff.userId))
    .where(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('staff_session_access'),
);

export async function findStaffSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await staffSessionAccess(db).execute({ tokenHash });
  return row;
}

export async function touchStaffSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** The language of a user account (a staff member's linked account). */
export async function findUserLanguage(db: DbOrTx, userId: string): Promise<string | undefined> {
  const user = await db.query.users.findFirst({ columns: { language: true }, where: eq(users.id, userId) });
  return user?.language;
}

export async function revokeStaffSession(tx: DbOrTx, sessionId: string, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every live session of the staff member; answers how many. */
export async function revokeSessionsOfStaff(
  tx: DbOrTx,
  workspaceId: string,
  staffId: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.workspaceId, workspaceId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

export async function findStaffWithWorkspace(db: DbOrTx, workspaceId: string, staffId: string) {
  const [row] = await db
    .select({ staff, workspace: workspaces })
    .from(staff)
    .innerJoin(workspaces, eq(workspaces.id, staff.workspaceId))
    .where(and(eq(staff.id, staffId), eq(staff.workspaceId, workspaceId)));
  return row;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * For a contact without a staff member: the same statements a real code costs (consume the
 * previous codes, insert a code, insert an audit row), matching no row and inserting nothing,
 * so the answer takes about as long as for a known contact.
 */
export async function decoyCodeWrites(tx: DbOrTx, workspaceId: string, now: Date) {
  await consumeLiveCodes(tx, NIL_UUID, now);
  await tx.execute(
    sql`insert into ${staffLoginCodes} (workspace_id, staff_id, channel, code_hash, expires_at) select ${workspaceId}, ${NIL_UUID}, 'EMAIL', '', ${now} where false`,
  );
  await tx.execute(
    sql`insert into ${auditLogs} (workspace_id, staff_id, action, resource) select ${workspaceId}, ${NIL_UUID}, 'CREATE', 'AUTH' where false`,
  );
}

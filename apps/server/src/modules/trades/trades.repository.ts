import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { shiftTrades, staff, users, workspaceMembers, workspaces } from '../../db/schema';

export type TradeRow = typeof shiftTrades.$inferSelect;
export type TradeInsert = typeof shiftTrades.$inferInsert;

const PENDING = ['OPEN', 'ACCEPTED'] as const;

/** What a trade needs of its workspace. */
export async function findWorkspace(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      slug: workspaces.slug,
      timeZone: workspaces.timeZone,
      maxSelfPlanningDays: workspaces.maxSelfPlanningDays,
      tradeApproval: workspaces.tradeApproval,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row;
}

export async function setTradeApproval(
  db: DbOrTx,
  workspaceId: string,
  approval: 'MANAGER' | 'AUTOMATIC',
  now: Date,
) {
  await db
    .update(workspaces)
    .set({ tradeApproval: approval, updatedAt: now })
    .where(eq(workspaces.id, workspaceId));
}

export function insertTrade(db: DbOrTx, values: TradeInsert) {
  return db
    .insert(shiftTrades)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** The trade, its row locked until the transaction ends: accepts, decisions and withdrawals of one trade are decided one after the other. */
export async function lockTrade(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(shiftTrades)
    .where(and(eq(shiftTrades.workspaceId, workspaceId), eq(shiftTrades.id, id)))
    .for('update');
  return row;
}

export function updateTrade(db: DbOrTx, workspaceId: string, id: string, values: Partial<TradeInsert>) {
  return db
    .update(shiftTrades)
    .set(values)
    .where(and(eq(shiftTrades.workspaceId, workspaceId), eq(shiftTrades.id, id)))
    .returning()
    .then((rows) => rows[0]!);
}

/** Trades of the workspace: pending ones only, or all; whose offered shift lies in the range when given. */
export function listTrades(
  db: DbOrTx,
  workspaceId: string,
  options: { pendingOnly: boolean; startDate?: string | undefined; endDate?: string | undefined },
) {
  return db
    .select()
    .from(shiftTrades)
    .where(
      and(
        eq(shiftTrades.workspaceId, workspaceId),
        options.pendingOnly ? inArray(shiftTrades.status, [...PENDING]) : undefined,
        options.startDate ? gte(shiftTrades.shiftDate, options.startDate) : undefined,
        options.endDate ? lte(shiftTrades.shiftDate, options.endDate) : undefined,
      ),
    )
    .orderBy(asc(shiftTrades.shiftDate), asc(shiftTrades.createdAt))
    .limit(1000);
}

/** The trades a staff member sees: their own from `fromDate` on, and every pending one (offers they may accept). */
export function listStaffTrades(db: DbOrTx, workspaceId: string, staffId: string, fromDate: string) {
  return db
    .select()
    .from(shiftTrades)
    .where(
      and(
        eq(shiftTrades.workspaceId, workspaceId),
        gte(shiftTrades.shiftDate, fromDate),
        sql`(${shiftTrades.offeredByStaffId} = ${staffId} OR ${shiftTrades.acceptedByStaffId} = ${staffId} OR ${shiftTrades.status} IN ('OPEN', 'ACCEPTED'))`,
      ),
    )
    .orderBy(asc(shiftTrades.shiftDate), asc(shiftTrades.createdAt))
    .limit(500);
}

/** Where to mail staff members: their email and their linked account's language. */
export function staffContacts(db: DbOrTx, workspaceId: string, staffIds: string[]) {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email, language: users.language })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.workspaceId, workspaceId), inArray(staff.id, staffIds)));
}

/** The workspace's admins and managers, for the mails that tell them of a trade. */
export function managerContacts(db: DbOrTx, workspaceId: string) {
  return db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.role, ['ADMIN', 'MANAGER']),
      ),
    );
}

import { readAll } from '../../db/read-all';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { publicHolidays, ruleSets, staff, staffContracts } from '../../db/schema';

export type RuleSetRow = typeof ruleSets.$inferSelect;
export type ContractRow = typeof staffContracts.$inferSelect;
export type HolidayRow = typeof publicHolidays.$inferSelect;

// Rule sets ------------------------------------------------------------------------------------

/** The sets of a workspace with how many contract periods name each: default first, then by name. */
export async function listRuleSets(db: DbOrTx, workspaceId: string) {
  const [sets, uses] = await readAll(db, [
    () =>
      db
        .select()
        .from(ruleSets)
        .where(eq(ruleSets.workspaceId, workspaceId))
        .orderBy(desc(ruleSets.isDefault), asc(sql`lower(${ruleSets.name})`)),
    () =>
      db
        .select({ ruleSetId: staffContracts.ruleSetId, n: count() })
        .from(staffContracts)
        .where(and(eq(staffContracts.workspaceId, workspaceId), isNotNull(staffContracts.ruleSetId)))
        .groupBy(staffContracts.ruleSetId),
  ]);
  const counts = new Map(uses.map((u) => [u.ruleSetId, u.n]));
  return sets.map((ruleSet) => ({ ruleSet, contractCount: counts.get(ruleSet.id) ?? 0 }));
}

export function findRuleSet(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.ruleSets.findFirst({
    where: and(eq(ruleSets.workspaceId, workspaceId), eq(ruleSets.id, id)),
  });
}

export function findDefaultRuleSet(db: DbOrTx, workspaceId: string) {
  return db.query.ruleSets.findFirst({
    where: and(eq(ruleSets.workspaceId, workspaceId), eq(ruleSets.isDefault, true)),
  });
}

/** Another set of the workspace with this name, ignoring case. */
export function findRuleSetByName(db: DbOrTx, workspaceId: string, name: string, exceptId?: string) {
  return db.query.ruleSets.findFirst({
    columns: { id: true },
    where: and(
      eq(ruleSets.workspaceId, workspaceId),
      sql`lower(${ruleSets.name}) = lower(${name})`,
      exceptId ? sql`${ruleSets.id} <> ${exceptId}` : undefined,
    ),
  });
}

export function insertRuleSet(db: DbOrTx, values: typeof ruleSets.$inferInsert) {
  return db
    .insert(ruleSets)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function insertRuleSets(db: DbOrTx, values: Array<typeof ruleSets.$inferInsert>) {
  if (values.length === 0) return Promise.resolve();
  return db
    .insert(ruleSets)
    .values(values)
    .then(() => undefined);
}

export function updateRuleSet(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof ruleSets.$inferInsert>,
) {
  return db
    .update(ruleSets)
    .set(values)
    .where(and(eq(ruleSets.workspaceId, workspaceId), eq(ruleSets.id, id)))
    .returning()
    .then((rows) => rows[0]);
}

/** Clears the default flag of every set of the workspace (before another becomes the default). */
export function clearDefault(db: DbOrTx, workspaceId: string, now: Date) {
  return db
    .update(ruleSets)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(ruleSets.workspaceId, workspaceId), eq(ruleSets.isDefault, true)));
}

export function deleteRuleSet(db: DbOrTx, workspaceId: string, id: string) {
  return db.delete(ruleSets).where(and(eq(ruleSets.workspaceId, workspaceId), eq(ruleSets.id, id)));
}

/** How many contract periods of the workspace name the set. */
export async function contractsUsingRuleSet(db: DbOrTx, workspaceId: string, ruleSetId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(staffContracts)
    .where(and(eq(staffContracts.workspaceId, workspaceId), eq(staffContracts.ruleSetId, ruleSetId)));
  return row?.n ?? 0;
}

/** Locks the workspace's sets, so that two changes of the default (or a delete) run one after the other. */
export function lockRuleSets(db: DbOrTx, workspaceId: string) {
  return db.execute(
    sql`select id from ${ruleSets} where ${ruleSets.workspaceId} = ${workspaceId} for update`,
  );
}

// Contracts ------------------------------------------------------------------------------------

export function findStaffMember(db: DbOrTx, workspaceId: string, staffId: string) {
  return db.query.staff.findFirst({
    columns: { id: true, name: true, userId: true },
    where: and(eq(staff.workspaceId, workspaceId), eq(staff.id, staffId)),
  });
}

/** The ids of the workspace's staff records linked to a user (a STAFF caller's own). */
export async function staffIdsOfUser(db: DbOrTx, workspaceId: string, userId: string) {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.userId, userId)));
  return rows.map((r) => r.id);
}

/** A member's contract periods, newest first. */
export function listContracts(db: DbOrTx, workspaceId: string, staffId: string) {
  return db
    .select()
    .from(staffContracts)
    .where(and(eq(staffContracts.workspaceId, workspaceId), eq(staffContracts.staffId, staffId)))
    .orderBy(desc(staffContracts.startsOn));
}

/** The contract periods of the workspace (or of some of its members), by member and start. */
export function listWorkspaceContracts(db: DbOrTx, workspaceId: string, staffIds?: readonly string[]) {
  return db
    .select()
    .from(staffContracts)
    .where(
      and(
        eq(staffContracts.workspaceId, workspaceId),
        staffIds ? inArray(staffContracts.staffId, [...staffIds]) : undefined,
      ),
    )
    .orderBy(asc(staffContracts.staffId), asc(staffContracts.startsOn));
}

export function findContract(db: DbOrTx, workspaceId: string, staffId: string, id: string) {
  return db.query.staffContracts.findFirst({
    where: and(
      eq(staffContracts.workspaceId, workspaceId),
      eq(staffContracts.staffId, staffId),
      eq(staffContracts.id, id),
    ),
  });
}

export function findContractStartingOn(
  db: DbOrTx,
  workspaceId: string,
  staffId: string,
  startsOn: string,
  exceptId?: string,
) {
  return db.query.staffContracts.findFirst({
    columns: { id: true },
    where: and(
      eq(staffContracts.workspaceId, workspaceId),
      eq(staffContracts.staffId, staffId),
      eq(staffContracts.startsOn, startsOn),
      exceptId ? sql`${staffContracts.id} <> ${exceptId}` : undefined,
    ),
  });
}

export function insertContract(db: DbOrTx, values: typeof staffContracts.$inferInsert) {
  return db
    .insert(staffContracts)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function insertContracts(db: DbOrTx, values: Array<typeof staffContracts.$inferInsert>) {
  if (values.length === 0) return Promise.resolve();
  return db
    .insert(staffContracts)
    .values(values)
    .then(() => undefined);
}

export function updateContract(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof staffContracts.$inferInsert>,
) {
  return db
    .update(staffContracts)
    .set(values)
    .where(and(eq(staffContracts.workspaceId, workspaceId), eq(staffContracts.id, id)))
    .returning()
    .then((rows) => rows[0]);
}

export function deleteContract(db: DbOrTx, workspaceId: string, id: string) {
  return db
    .delete(staffContracts)
    .where(and(eq(staffContracts.workspaceId, workspaceId), eq(staffContracts.id, id)));
}

// Public holidays ------------------------------------------------------------------------------

export function listHolidays(db: DbOrTx, workspaceId: string, startDate: string, endDate: string) {
  return db
    .select()
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.workspaceId, workspaceId),
        gte(publicHolidays.date, startDate),
        lte(publicHolidays.date, endDate),
      ),
    )
    .orderBy(asc(publicHolidays.date));
}

export function findHoliday(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.publicHolidays.findFirst({
    where: and(eq(publicHolidays.workspaceId, workspaceId), eq(publicHolidays.id, id)),
  });
}

export function findHolidayOn(db: DbOrTx, workspaceId: string, date: string) {
  return db.query.publicHolidays.findFirst({
    where: and(eq(publicHolidays.workspaceId, workspaceId), eq(publicHolidays.date, date)),
  });
}

export function insertHoliday(db: DbOrTx, values: typeof publicHolidays.$inferInsert) {
  return db
    .insert(publicHolidays)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** Inserts the holidays whose dates the workspace has none on yet; answers how many were added. */
export async function insertHolidaysIfFree(db: DbOrTx, values: Array<typeof publicHolidays.$inferInsert>) {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(publicHolidays)
    .values(values)
    .onConflictDoNothing({ target: [publicHolidays.workspaceId, publicHolidays.date] })
    .returning({ id: publicHolidays.id });
  return rows.length;
}

export function deleteHoliday(db: DbOrTx, workspaceId: string, id: string) {
  return db
    .delete(publicHolidays)
    .where(and(eq(publicHolidays.workspaceId, workspaceId), eq(publicHolidays.id, id)));
}

/** Removes the holidays of a calendar year (before its defaults are restored). */
export function deleteHolidaysBetween(db: DbOrTx, workspaceId: string, startDate: string, endDate: string) {
  return db
    .delete(publicHolidays)
    .where(
      and(
        eq(publicHolidays.workspaceId, workspaceId),
        gte(publicHolidays.date, startDate),
        lte(publicHolidays.date, endDate),
      ),
    )
    .returning({ id: publicHolidays.id });
}

import { and, asc, count, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { absences, staff } from '../../db/schema';

export type AbsenceRow = typeof absences.$inferSelect;

export interface AbsenceFilter {
  /** Absences ending on or after this date. */
  startDate?: string;
  /** Absences starting on or before this date. */
  endDate?: string;
  staffId?: string;
}

const staffColumns = { id: staff.id, name: staff.name, shortName: staff.shortName, userId: staff.userId };

function where(workspaceId: string, filter: AbsenceFilter): SQL | undefined {
  return and(
    eq(absences.workspaceId, workspaceId),
    filter.startDate ? gte(absences.endDate, filter.startDate) : undefined,
    filter.endDate ? lte(absences.startDate, filter.endDate) : undefined,
    filter.staffId ? eq(absences.staffId, filter.staffId) : undefined,
  );
}

function selectWithStaff(db: DbOrTx, workspaceId: string) {
  return db
    .select({ absence: absences, staff: staffColumns })
    .from(absences)
    .innerJoin(staff, and(eq(staff.id, absences.staffId), eq(staff.workspaceId, workspaceId)));
}
export interface AbsenceWithStaff {
  absence: AbsenceRow;
  staff: { id: string; name: string; shortName: string | null; userId: string | null };
}

/** Absences overlapping the range, by start date (then staff name), at most `limit`. */
export function listByStart(db: DbOrTx, workspaceId: string, filter: AbsenceFilter, limit: number) {
  return selectWithStaff(db, workspaceId)
    .where(where(workspaceId, filter))
    .orderBy(asc(absences.startDate), asc(staff.name), asc(absences.id))
    .limit(limit);
}

/**
 * One page of absences overlapping the range: those not yet over on `today` first, soonest
 * start first; then past ones, most recent first.
 */
export function listPage(
  db: DbOrTx,
  workspaceId: string,
  filter: AbsenceFilter,
  today: string,
  page: { limit: number; offset: number },
) {
  return selectWithStaff(db, workspaceId)
    .where(where(workspaceId, filter))
    .orderBy(
      sql`(${absences.endDate} < ${today}::date)`,
      sql`case when ${absences.endDate} >= ${today}::date then ${absences.startDate} end asc`,
      sql`${absences.startDate} desc`,
      asc(staff.name),
      asc(absences.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAbsences(db: DbOrTx, workspaceId: string, filter: AbsenceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(absences).where(where(workspaceId, filter));
  return row?.n ?? 0;
}

export async function findAbsence(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await selectWithStaff(db, workspaceId).where(
    and(eq(absences.workspaceId, workspaceId), eq(absences.id, id)),
  );
  return row;
}

/**
 * The staff member, locked for the rest of the transaction: two writers recording absences
 * (or changing the person's shifts, which the rule checker then reads) for one person take
 * turns, so the overlap and rule checks cannot be raced. NO KEY UPDATE, not UPDATE: it does
 * not wait for the key-share locks that rows referencing the person take, so a transaction
 * that already inserted such a row (an assignment) and then locks the person cannot deadlock
 * with another one doing the same.
 */
export async function lockStaff(db: DbOrTx, workspaceId: string, staffId: string) {
  const [row] = await db
    .select(staffColumns)
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.id, staffId)))
    .for('no key update');
  return row;
}

/** An absence of this staff member overlapping [startDate, endDate], other than `exceptId`. */
export async function findOverlap(
  db: DbOrTx,
  workspaceId: string,
  staffId: string,
  startDate: string,
  endDate: string,
  exceptId?: string,
) {
  const [row] = await db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.workspaceId, workspaceId),
        eq(absences.staffId, staffId),
        lte(absences.startDate, endDate),
        gte(absences.endDate, startDate),
        exceptId ? ne(absences.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(absences.startDate))
    .limit(1);
  return row;
}

export function insertAbsence(db: DbOrTx, values: typeof absences.$inferInsert) {
  return db
    .insert(absences)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateAbsence(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof absences.$inferInsert>,
) {
  return db
    .update(absences)
    .set(values)
    .where(and(eq(absences.workspaceId, workspaceId), eq(absences.id, id)));
}

export function deleteAbsence(db: DbOrTx, workspaceId: string, id: string) {
  return db.delete(absences).where(and(eq(absences.workspaceId, workspaceId), eq(absences.id, id)));
}

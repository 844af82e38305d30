import { and, asc, count, eq, max, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { isTransaction, preparedPerDb } from '../../db/prepared';
import { rotationAssignments, rotationPatterns, rotationSlots, shiftTypes } from '../../db/schema';

export type ShiftTypeRow = typeof shiftTypes.$inferSelect;

const listQuery = (db: DbOrTx, workspaceId: string | Placeholder) =>
  db
    .select()
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId))
    .orderBy(asc(shiftTypes.order), asc(shiftTypes.name));

/** Prepared (db/prepared.ts): many screens read the shift types, on every visit. */
const listPrepared = preparedPerDb((db) =>
  listQuery(db, sql.placeholder('workspaceId')).prepare('shift_types_list'),
);

export function listShiftTypes(db: DbOrTx, workspaceId: string): Promise<ShiftTypeRow[]> {
  return isTransaction(db) ? listQuery(db, workspaceId) : listPrepared(db).execute({ workspaceId });
}

export function findShiftType(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.shiftTypes.findFirst({
    where: and(eq(shiftTypes.workspaceId, workspaceId), eq(shiftTypes.id, id)),
  });
}

/** Another shift type of the workspace with this name, ignoring case. */
export function findByName(db: DbOrTx, workspaceId: string, name: string, exceptId?: string) {
  return db.query.shiftTypes.findFirst({
    columns: { id: true },
    where: and(
      eq(shiftTypes.workspaceId, workspaceId),
      sql`lower(${shiftTypes.name}) = lower(${name})`,
      exceptId ? sql`${shiftTypes.id} <> ${exceptId}` : undefined,
    ),
  });
}

export async function nextOrder(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(shiftTypes.order) })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId));
  return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
}

export function insertShiftType(db: DbOrTx, values: typeof shiftTypes.$inferInsert) {
  return db
    .insert(shiftTypes)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateShiftType(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof shiftTypes.$inferInsert>,
) {
  return db
    .update(shiftTypes)
    .set(values)
    .where(and(eq(shiftTypes.workspaceId, workspaceId), eq(shiftTypes.id, id)))
    .returning()
    .then((rows) => rows[0]);
}

export function deleteShiftType(db: DbOrTx, workspaceId: string, id: string) {
  return db.delete(shiftTypes).where(and(eq(shiftTypes.workspaceId, workspaceId), eq(shiftTypes.id, id)));
}

export function setOrder(db: DbOrTx, workspaceId: string, id: string, order: number, now: Date) {
  return db
    .update(shiftTypes)
    .set({ order, updatedAt: now })
    .where(and(eq(shiftTypes.workspaceId, workspaceId), eq(shiftTypes.id, id)));
}

/** Per rotation pattern, how many requirements (slots) and assignments use the shift type. */
export async function usageByPattern(db: DbOrTx, workspaceId: string, shiftTypeId: string) {
  const slots = await db
    .select({ name: rotationPatterns.name, n: count() })
    .from(rotationSlots)
    .innerJoin(rotationPatterns, eq(rotationPatterns.id, rotationSlots.rotationPatternId))
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.shiftTypeId, shiftTypeId)))
    .groupBy(rotationPatterns.id, rotationPatterns.name)
    .orderBy(asc(rotationPatterns.name));
  const assignments = await db
    .select({ name: rotationPatterns.name, n: count() })
    .from(rotationAssignments)
    .innerJoin(rotationPatterns, eq(rotationPatterns.id, rotationAssignments.rotationPatternId))
    .where(
      and(eq(rotationAssignments.workspaceId, workspaceId), eq(rotationAssignments.shiftTypeId, shiftTypeId)),
    )
    .groupBy(rotationPatterns.id, rotationPatterns.name)
    .orderBy(asc(rotationPatterns.name));
  return { slots, assignments };
}

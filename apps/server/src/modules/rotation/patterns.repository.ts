import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rotationAssignments, rotationPatterns, rotationSlots } from '../../db/schema';

export type PatternRow = typeof rotationPatterns.$inferSelect;
export type SlotRow = typeof rotationSlots.$inferSelect;
export type AssignmentRow = typeof rotationAssignments.$inferSelect;

export function listPatterns(db: DbOrTx, workspaceId: string, onlyActive: boolean) {
  const where = onlyActive
    ? and(eq(rotationPatterns.workspaceId, workspaceId), eq(rotationPatterns.active, true))
    : eq(rotationPatterns.workspaceId, workspaceId);
  return db
    .select()
    .from(rotationPatterns)
    .where(where)
    .orderBy(desc(rotationPatterns.active), asc(rotationPatterns.startDate), asc(rotationPatterns.name));
}

export function findPattern(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.rotationPatterns.findFirst({
    where: and(eq(rotationPatterns.workspaceId, workspaceId), eq(rotationPatterns.id, id)),
  });
}

export function insertPattern(db: DbOrTx, values: typeof rotationPatterns.$inferInsert) {
  return db
    .insert(rotationPatterns)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updatePattern(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof rotationPatterns.$inferInsert>,
) {
  return db
    .update(rotationPatterns)
    .set(values)
    .where(and(eq(rotationPatterns.workspaceId, workspaceId), eq(rotationPatterns.id, id)))
    .returning()
    .then((rows) => rows[0]!);
}

/** Slots and assignments go with it (foreign keys cascade). */
export function deletePattern(db: DbOrTx, workspaceId: string, id: string) {
  return db
    .delete(rotationPatterns)
    .where(and(eq(rotationPatterns.workspaceId, workspaceId), eq(rotationPatterns.id, id)));
}

/** How many requirements, and assignments without a requirement, lie in weeks after `week`. */
export async function countBeyondWeek(db: DbOrTx, workspaceId: string, patternId: string, week: number) {
  const [slots] = await db
    .select({ n: count() })
    .from(rotationSlots)
    .where(
      and(
        eq(rotationSlots.workspaceId, workspaceId),
        eq(rotationSlots.rotationPatternId, patternId),
        gt(rotationSlots.weekNumber, week),
      ),
    );
  const [loose] = await db
    .select({ n: count() })
    .from(rotationAssignments)
    .where(
      and(
        eq(rotationAssignments.workspaceId, workspaceId),
        eq(rotationAssignments.rotationPatternId, patternId),
        isNull(rotationAssignments.rotationSlotId),
        gt(rotationAssignments.weekNumber, week),
      ),
    );
  return { slots: slots?.n ?? 0, assignments: loose?.n ?? 0 };
}

export function slotsOfPattern(db: DbOrTx, workspaceId: string, patternId: string) {
  return db
    .select()
    .from(rotationSlots)
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.rotationPatternId, patternId)));
}

export function assignmentsOfPattern(db: DbOrTx, workspaceId: string, patternId: string) {
  return db
    .select()
    .from(rotationAssignments)
    .where(
      and(
        eq(rotationAssignments.workspaceId, workspaceId),
        eq(rotationAssignments.rotationPatternId, patternId),
      ),
    );
}

export function insertSlots(db: DbOrTx, values: Array<typeof rotationSlots.$inferInsert>) {
  if (values.length === 0) return Promise.resolve([] as SlotRow[]);
  return db.insert(rotationSlots).values(values).returning();
}

export function insertAssignments(db: DbOrTx, values: Array<typeof rotationAssignments.$inferInsert>) {
  if (values.length === 0) return Promise.resolve([] as AssignmentRow[]);
  return db.insert(rotationAssignments).values(values).returning();
}

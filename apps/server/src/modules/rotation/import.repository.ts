import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { shiftTypes, staff, staffSkills } from '../../db/schema';

/** SQL for the import: what the workspace already has, and inserting what it lacks. */

export function shiftTypesOfWorkspace(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: shiftTypes.id, name: shiftTypes.name })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId));
}

export function maxShiftTypeOrder(db: DbOrTx, workspaceId: string) {
  return db
    .select({ n: max(shiftTypes.order) })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId))
    .then((rows) => rows[0]?.n ?? -1);
}

export function insertShiftType(db: DbOrTx, values: typeof shiftTypes.$inferInsert) {
  return db
    .insert(shiftTypes)
    .values(values)
    .returning({ id: shiftTypes.id, name: shiftTypes.name })
    .then((rows) => rows[0]!);
}

/** Oldest first, so a name shared by two people resolves to the same one every time. */
export function staffOfWorkspace(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: staff.id, name: staff.name, active: staff.active })
    .from(staff)
    .where(eq(staff.workspaceId, workspaceId))
    .orderBy(staff.createdAt, staff.id);
}

export function insertStaff(db: DbOrTx, values: typeof staff.$inferInsert) {
  return db
    .insert(staff)
    .values(values)
    .returning({ id: staff.id, name: staff.name, active: staff.active })
    .then((rows) => rows[0]!);
}

export function skillsOfWorkspace(db: DbOrTx, workspaceId: string) {
  return db
    .select({ staffId: staffSkills.staffId, shiftTypeId: staffSkills.shiftTypeId })
    .from(staffSkills)
    .where(eq(staffSkills.workspaceId, workspaceId));
}

export function insertSkills(db: DbOrTx, values: Array<typeof staffSkills.$inferInsert>) {
  if (values.length === 0) return Promise.resolve();
  return db
    .insert(staffSkills)
    .values(values)
    .onConflictDoNothing()
    .then(() => undefined);
}

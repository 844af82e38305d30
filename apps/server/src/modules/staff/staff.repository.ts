import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  rotationAssignments,
  rotationPatterns,
  shiftTypes,
  staff,
  staffSkills,
  users,
  workspaceMembers,
} from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** Staff of the workspace with the linked account's email, sorted by name. */
export function listStaff(db: DbOrTx, workspaceId: string, staffId?: string) {
  return db
    .select({ staff, userEmail: users.email })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.workspaceId, workspaceId), staffId ? eq(staff.id, staffId) : undefined))
    .orderBy(asc(staff.name), asc(staff.createdAt));
}

/** Name and email of every staff member of the workspace. */
export function listStaffEmails(db: DbOrTx, workspaceId: string) {
  return db
    .select({ name: staff.name, email: staff.email })
    .from(staff)
    .where(eq(staff.workspaceId, workspaceId));
}

export function findStaff(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.staff.findFirst({ where: and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)) });
}

export function insertStaff(db: DbOrTx, values: typeof staff.$inferInsert) {
  return db
    .insert(staff)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateStaff(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof staff.$inferInsert>,
) {
  return db
    .update(staff)
    .set(values)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)));
}

export function deleteStaff(db: DbOrTx, workspaceId: string, id: string) {
  return db.delete(staff).where(and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)));
}

/** Skills with their shift type's name and colour, for some or all staff of the workspace. */
export function listSkills(db: DbOrTx, workspaceId: string, staffIds?: string[]) {
  return db
    .select({
      id: staffSkills.id,
      staffId: staffSkills.staffId,
      shiftTypeId: staffSkills.shiftTypeId,
      name: shiftTypes.name,
      color: shiftTypes.color,
    })
    .from(staffSkills)
    .innerJoin(shiftTypes, eq(shiftTypes.id, staffSkills.shiftTypeId))
    .where(
      and(
        eq(staffSkills.workspaceId, workspaceId),
        staffIds ? inArray(staffSkills.staffId, staffIds) : undefined,
      ),
    )
    .orderBy(asc(shiftTypes.order), asc(shiftTypes.name));
}

export function findSkill(db: DbOrTx, workspaceId: string, staffId: string, skillId: string) {
  return db
    .select({ id: staffSkills.id, shiftTypeName: shiftTypes.name })
    .from(staffSkills)
    .innerJoin(shiftTypes, eq(shiftTypes.id, staffSkills.shiftTypeId))
    .where(
      and(
        eq(staffSkills.workspaceId, workspaceId),
        eq(staffSkills.staffId, staffId),
        eq(staffSkills.id, skillId),
      ),
    )
    .then((rows) => rows[0]);
}

export function insertSkills(db: DbOrTx, values: Array<typeof staffSkills.$inferInsert>) {
  return db.insert(staffSkills).values(values).onConflictDoNothing().returning();
}

export function deleteSkill(db: DbOrTx, workspaceId: string, staffId: string, skillId: string) {
  return db
    .delete(staffSkills)
    .where(
      and(
        eq(staffSkills.workspaceId, workspaceId),
        eq(staffSkills.staffId, staffId),
        eq(staffSkills.id, skillId),
      ),
    );
}

/** Removes the staff member's skills whose shift type is not in `keep`. */
export function deleteSkillsExcept(db: DbOrTx, workspaceId: string, staffId: string, keep: string[]) {
  return db
    .delete(staffSkills)
    .where(
      and(
        eq(staffSkills.workspaceId, workspaceId),
        eq(staffSkills.staffId, staffId),
        keep.length ? notInArray(staffSkills.shiftTypeId, keep) : undefined,
      ),
    );
}

/** The workspace's shift types among `ids` (name only), to check ids and name skills. */
export function findShiftTypes(db: DbOrTx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: shiftTypes.id, name: shiftTypes.name })
    .from(shiftTypes)
    .where(and(eq(shiftTypes.workspaceId, workspaceId), inArray(shiftTypes.id, ids)))
    .orderBy(asc(shiftTypes.order), asc(shiftTypes.name));
}

/** Per rotation pattern, how many assignments the staff member has. */
export function assignmentsByPattern(db: DbOrTx, workspaceId: string, staffId: string) {
  return db
    .select({ name: rotationPatterns.name, n: count() })
    .from(rotationAssignments)
    .innerJoin(rotationPatterns, eq(rotationPatterns.id, rotationAssignments.rotationPatternId))
    .where(and(eq(rotationAssignments.workspaceId, workspaceId), eq(rotationAssignments.staffId, staffId)))
    .groupBy(rotationPatterns.id, rotationPatterns.name)
    .orderBy(asc(rotationPatterns.name));
}

/** The accounts of the workspace's members (what a staff member may be linked to). */
export function listMemberUsers(db: DbOrTx, workspaceId: string, userId?: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), userId ? eq(users.id, userId) : undefined))
    .orderBy(asc(users.name), asc(users.email));
}

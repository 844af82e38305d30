import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rotationAssignments, rotationSlots, shiftTypes, staff, staffSkills } from '../../db/schema';

const shiftTypeColumns = {
  id: shiftTypes.id,
  name: shiftTypes.name,
  shortName: shiftTypes.shortName,
  color: shiftTypes.color,
  startTime: shiftTypes.startTime,
  endTime: shiftTypes.endTime,
};
const staffColumns = { id: staff.id, name: staff.name, shortName: staff.shortName };

/** Slots of a pattern with their shift type, by week, day and shift type order. */
export function listSlots(db: DbOrTx, workspaceId: string, patternId: string, slotId?: string) {
  return db
    .select({ slot: rotationSlots, shiftType: shiftTypeColumns })
    .from(rotationSlots)
    .innerJoin(
      shiftTypes,
      and(eq(shiftTypes.id, rotationSlots.shiftTypeId), eq(shiftTypes.workspaceId, workspaceId)),
    )
    .where(
      and(
        eq(rotationSlots.workspaceId, workspaceId),
        eq(rotationSlots.rotationPatternId, patternId),
        slotId ? eq(rotationSlots.id, slotId) : undefined,
      ),
    )
    .orderBy(
      asc(rotationSlots.weekNumber),
      asc(rotationSlots.dayOfWeek),
      asc(shiftTypes.order),
      asc(shiftTypes.name),
      asc(rotationSlots.createdAt),
    );
}

/** Assignments of a pattern (or of one of its slots, or one assignment) with their staff member. */
export function listAssignments(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  filter: { slotId?: string; assignmentId?: string } = {},
) {
  return db
    .select({ assignment: rotationAssignments, staff: staffColumns })
    .from(rotationAssignments)
    .innerJoin(staff, and(eq(staff.id, rotationAssignments.staffId), eq(staff.workspaceId, workspaceId)))
    .where(
      and(
        eq(rotationAssignments.workspaceId, workspaceId),
        eq(rotationAssignments.rotationPatternId, patternId),
        filter.slotId ? eq(rotationAssignments.rotationSlotId, filter.slotId) : undefined,
        filter.assignmentId ? eq(rotationAssignments.id, filter.assignmentId) : undefined,
      ),
    )
    .orderBy(asc(rotationAssignments.weekNumber), asc(rotationAssignments.dayOfWeek), asc(staff.name));
}

export function findSlot(db: DbOrTx, workspaceId: string, patternId: string, slotId: string) {
  return db.query.rotationSlots.findFirst({
    where: and(
      eq(rotationSlots.workspaceId, workspaceId),
      eq(rotationSlots.rotationPatternId, patternId),
      eq(rotationSlots.id, slotId),
    ),
  });
}

export function insertSlot(db: DbOrTx, values: typeof rotationSlots.$inferInsert) {
  return db
    .insert(rotationSlots)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateSlot(
  db: DbOrTx,
  workspaceId: string,
  slotId: string,
  values: Partial<typeof rotationSlots.$inferInsert>,
) {
  return db
    .update(rotationSlots)
    .set(values)
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.id, slotId)));
}

/** Its assignment goes with it (the foreign key cascades). */
export function deleteSlot(db: DbOrTx, workspaceId: string, slotId: string) {
  return db
    .delete(rotationSlots)
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.id, slotId)));
}

export function findShiftType(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.shiftTypes.findFirst({
    where: and(eq(shiftTypes.workspaceId, workspaceId), eq(shiftTypes.id, id)),
  });
}

export function findStaff(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.staff.findFirst({ where: and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)) });
}

export function hasSkill(db: DbOrTx, workspaceId: string, staffId: string, shiftTypeId: string) {
  return db.query.staffSkills
    .findFirst({
      columns: { id: true },
      where: and(
        eq(staffSkills.workspaceId, workspaceId),
        eq(staffSkills.staffId, staffId),
        eq(staffSkills.shiftTypeId, shiftTypeId),
      ),
    })
    .then(Boolean);
}

export function findAssignment(db: DbOrTx, workspaceId: string, patternId: string, id: string) {
  return db.query.rotationAssignments.findFirst({
    where: and(
      eq(rotationAssignments.workspaceId, workspaceId),
      eq(rotationAssignments.rotationPatternId, patternId),
      eq(rotationAssignments.id, id),
    ),
  });
}

export function assignmentOfSlot(db: DbOrTx, workspaceId: string, slotId: string) {
  return db.query.rotationAssignments.findFirst({
    where: and(
      eq(rotationAssignments.workspaceId, workspaceId),
      eq(rotationAssignments.rotationSlotId, slotId),
    ),
  });
}

/** Whether the staff member already works something on that day of that pattern week (another assignment than `exceptId`). */
export function staffBusyOnDay(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  staffId: string,
  weekNumber: number,
  dayOfWeek: number,
  exceptId?: string,
) {
  return db.query.rotationAssignments
    .findFirst({
      columns: { id: true },
      where: and(
        eq(rotationAssignments.workspaceId, workspaceId),
        eq(rotationAssignments.rotationPatternId, patternId),
        eq(rotationAssignments.staffId, staffId),
        eq(rotationAssignments.weekNumber, weekNumber),
        eq(rotationAssignments.dayOfWeek, dayOfWeek),
        exceptId ? ne(rotationAssignments.id, exceptId) : undefined,
      ),
    })
    .then(Boolean);
}

/** The first slot of that shift type on that day with nobody assigned, oldest first. */
export function firstUnfilledSlot(
  db: DbOrTx,
  workspaceId: string,
  patternId: string,
  weekNumber: number,
  dayOfWeek: number,
  shiftTypeId: string,
) {
  return db
    .select({ id: rotationSlots.id })
    .from(rotationSlots)
    .leftJoin(
      rotationAssignments,
      and(
        eq(rotationAssignments.rotationSlotId, rotationSlots.id),
        eq(rotationAssignments.workspaceId, workspaceId),
      ),
    )
    .where(
      and(
        eq(rotationSlots.workspaceId, workspaceId),
        eq(rotationSlots.rotationPatternId, patternId),
        eq(rotationSlots.weekNumber, weekNumber),
        eq(rotationSlots.dayOfWeek, dayOfWeek),
        eq(rotationSlots.shiftTypeId, shiftTypeId),
        isNull(rotationAssignments.id),
      ),
    )
    .orderBy(asc(rotationSlots.createdAt), asc(rotationSlots.id))
    .limit(1)
    .then((rows) => rows[0]?.id ?? null);
}

export function insertAssignment(db: DbOrTx, values: typeof rotationAssignments.$inferInsert) {
  return db
    .insert(rotationAssignments)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateAssignment(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof rotationAssignments.$inferInsert>,
) {
  return db
    .update(rotationAssignments)
    .set(values)
    .where(and(eq(rotationAssignments.workspaceId, workspaceId), eq(rotationAssignments.id, id)));
}

export function deleteAssignment(db: DbOrTx, workspaceId: string, id: string) {
  return db
    .delete(rotationAssignments)
    .where(and(eq(rotationAssignments.workspaceId, workspaceId), eq(rotationAssignments.id, id)));
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  absences,
  rotationAssignments,
  rotationSlots,
  scheduleEntries,
  shiftTypes,
  staff,
  staffSkills,
  workspaces,
} from '../../db/schema';

/** Sets the workspace's plan (the demo's shows every feature), nothing else. */
export async function setPlan(db: DbOrTx, workspaceId: string, plan: string): Promise<void> {
  await db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId));
}

/** The pattern's slots with their assigned staff member (if any), in week, day and creation order. */
export function slotsWithAssignments(tx: DbOrTx, workspaceId: string, patternId: string) {
  return tx
    .select({
      id: rotationSlots.id,
      weekNumber: rotationSlots.weekNumber,
      dayOfWeek: rotationSlots.dayOfWeek,
      shiftTypeId: rotationSlots.shiftTypeId,
      isOptional: rotationSlots.isOptional,
      staffId: rotationAssignments.staffId,
    })
    .from(rotationSlots)
    .leftJoin(
      rotationAssignments,
      and(
        eq(rotationAssignments.rotationSlotId, rotationSlots.id),
        eq(rotationAssignments.workspaceId, workspaceId),
      ),
    )
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.rotationPatternId, patternId)))
    .orderBy(rotationSlots.weekNumber, rotationSlots.dayOfWeek, rotationSlots.createdAt, rotationSlots.id);
}

export function activeStaff(tx: DbOrTx, workspaceId: string) {
  return tx
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.active, true)))
    .orderBy(staff.name);
}

export function skillPairs(tx: DbOrTx, workspaceId: string) {
  return tx
    .select({ staffId: staffSkills.staffId, shiftTypeId: staffSkills.shiftTypeId })
    .from(staffSkills)
    .where(eq(staffSkills.workspaceId, workspaceId));
}

export function shiftTypeNames(tx: DbOrTx, workspaceId: string) {
  return tx
    .select({ id: shiftTypes.id, name: shiftTypes.name })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId));
}

export async function insertAbsences(tx: DbOrTx, values: Array<typeof absences.$inferInsert>): Promise<void> {
  if (values.length) await tx.insert(absences).values(values);
}

export async function insertScheduleEntries(
  tx: DbOrTx,
  values: Array<typeof scheduleEntries.$inferInsert>,
): Promise<void> {
  if (values.length) await tx.insert(scheduleEntries).values(values);
}

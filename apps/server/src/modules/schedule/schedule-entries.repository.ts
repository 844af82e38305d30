import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { absences, rotationAssignments, rotationPatterns, rotationSlots, scheduleEntries, shiftTypes, staff } from '../../db/schema';

export type EntryRow = typeof scheduleEntries.$inferSelect;
export type StoredEntryType = EntryRow['entryType'];

export interface EntryFilter {
  startDate?: string;
  endDate?: string;
  staffId?: string;
  shiftTypeId?: string;
  entryType?: StoredEntryType;
  id?: string;
}

const shiftTypeColumns = {
  id: shiftTypes.id,
  name: shiftTypes.name,
  shortName: shiftTypes.shortName,
  color: shiftTypes.color,
  startTime: shiftTypes.startTime,
  endTime: shiftTypes.endTime,
};

/**
 * Stored entries with what rendering them needs: shift type, staff, and (for overrides and
 * claims) their slot and pattern. Every join is also scoped to the workspace.
 */
export function listEntryViews(db: DbOrTx, workspaceId: string, filter: EntryFilter) {
  return db
    .select({
      entry: scheduleEntries,
      shiftType: shiftTypeColumns,
      staff: { id: staff.id, name: staff.name, shortName: staff.shortName },
      slot: { id: rotationSlots.id, isOptional: rotationSlots.isOptional },
      pattern: { id: rotationPatterns.id, name: rotationPatterns.name, startDate: rotationPatterns.startDate, weekCount: rotationPatterns.weekCount },
    })
    .from(scheduleEntries)
    .innerJoin(shiftTypes, and(eq(shiftTypes.id, scheduleEntries.shiftTypeId), eq(shiftTypes.workspaceId, workspaceId)))
    .leftJoin(staff, and(eq(staff.id, scheduleEntries.staffId), eq(staff.workspaceId, workspaceId)))
    .leftJoin(rotationSlots, and(eq(rotationSlots.id, scheduleEntries.rotationSlotId), eq(rotationSlots.workspaceId, workspaceId)))
    .leftJoin(rotationPatterns, and(eq(rotationPatterns.id, scheduleEntries.rotationPatternId), eq(rotationPatterns.workspaceId, workspaceId)))
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        filter.id ? eq(scheduleEntries.id, filter.id) : undefined,
        filter.startDate ? gte(scheduleEntries.date, filter.startDate) : undefined,
        filter.endDate ? lte(scheduleEntries.date, filter.endDate) : undefined,
        filter.staffId ? eq(scheduleEntries.staffId, filter.staffId) : undefined,
        filter.shiftTypeId ? eq(scheduleEntries.shiftTypeId, filter.shiftTypeId) : undefined,
        filter.entryType ? eq(scheduleEntries.entryType, filter.entryType) : undefined,
      ),
    )
    .orderBy(asc(scheduleEntries.date), asc(scheduleEntries.createdAt));
}
export type EntryView = Awaited<ReturnType<typeof listEntryViews>>[number];

/** Who the rotation puts on each of these slots (the staff an override replaced). */
export async function rotationStaffOfSlots(db: DbOrTx, workspaceId: string, slotIds: string[]): Promise<Map<string, string>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: rotationAssignments.rotationSlotId, staffId: rotationAssignments.staffId })
    .from(rotationAssignments)
    .where(and(eq(rotationAssignments.workspaceId, workspaceId), inArray(rotationAssignments.rotationSlotId, slotIds)));
  return new Map(rows.filter((r) => r.slotId !== null).map((r) => [r.slotId!, r.staffId]));
}

/** Absences of these staff members overlapping [startDate, endDate]. */
export function absencesOfStaff(db: DbOrTx, workspaceId: string, staffIds: string[], startDate: string, endDate: string) {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: absences.id, staffId: absences.staffId, startDate: absences.startDate, endDate: absences.endDate, type: absences.type })
    .from(absences)
    .where(and(eq(absences.workspaceId, workspaceId), inArray(absences.staffId, staffIds), lte(absences.startDate, endDate), gte(absences.endDate, startDate)))
    .orderBy(asc(absences.startDate));
}

export function findEntry(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.scheduleEntries.findFirst({ where: and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)) });
}

/** A slot of this workspace with its pattern and the staff the rotation assigns to it. */
export async function findSlotWithPattern(db: DbOrTx, workspaceId: string, slotId: string) {
  const [row] = await db
    .select({ slot: rotationSlots, pattern: rotationPatterns, assignedStaffId: rotationAssignments.staffId })
    .from(rotationSlots)
    .innerJoin(rotationPatterns, and(eq(rotationPatterns.id, rotationSlots.rotationPatternId), eq(rotationPatterns.workspaceId, workspaceId)))
    .leftJoin(rotationAssignments, and(eq(rotationAssignments.rotationSlotId, rotationSlots.id), eq(rotationAssignments.workspaceId, workspaceId)))
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.id, slotId)));
  return row;
}

/** The OVERRIDE or CLAIMED entry already stored for this slot and date, if any. */
export function entryOfSlotOnDate(db: DbOrTx, workspaceId: string, slotId: string, date: string) {
  return db.query.scheduleEntries.findFirst({
    where: and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.rotationSlotId, slotId), eq(scheduleEntries.date, date)),
  });
}

export function findStaffMember(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.staff.findFirst({ columns: { id: true, name: true }, where: and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)) });
}

export function insertEntry(db: DbOrTx, values: typeof scheduleEntries.$inferInsert) {
  return db.insert(scheduleEntries).values(values).returning().then((rows) => rows[0]!);
}

export function updateEntry(db: DbOrTx, workspaceId: string, id: string, values: Partial<typeof scheduleEntries.$inferInsert>) {
  return db
    .update(scheduleEntries)
    .set(values)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)))
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteEntry(db: DbOrTx, workspaceId: string, id: string) {
  return db.delete(scheduleEntries).where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)));
}

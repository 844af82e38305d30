import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  scheduleEntries,
  staff,
} from '../../db/schema';

export type EntryRow = typeof scheduleEntries.$inferSelect;
export function findEntry(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.scheduleEntries.findFirst({
    where: and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)),
  });
}

/** A slot of this workspace with its pattern and the staff the rotation assigns to it. */
export async function findSlotWithPattern(db: DbOrTx, workspaceId: string, slotId: string) {
  const [row] = await db
    .select({ slot: rotationSlots, pattern: rotationPatterns, assignedStaffId: rotationAssignments.staffId })
    .from(rotationSlots)
    .innerJoin(
      rotationPatterns,
      and(
        eq(rotationPatterns.id, rotationSlots.rotationPatternId),
        eq(rotationPatterns.workspaceId, workspaceId),
      ),
    )
    .leftJoin(
      rotationAssignments,
      and(
        eq(rotationAssignments.rotationSlotId, rotationSlots.id),
        eq(rotationAssignments.workspaceId, workspaceId),
      ),
    )
    .where(and(eq(rotationSlots.workspaceId, workspaceId), eq(rotationSlots.id, slotId)));
  return row;
}

/** The OVERRIDE or CLAIMED entry already stored for this slot and date, if any. */
export function entryOfSlotOnDate(db: DbOrTx, workspaceId: string, slotId: string, date: string) {
  return db.query.scheduleEntries.findFirst({
    where: and(
      eq(scheduleEntries.workspaceId, workspaceId),
      eq(scheduleEntries.rotationSlotId, slotId),
      eq(scheduleEntries.date, date),
    ),
  });
}

export function findStaffMember(db: DbOrTx, workspaceId: string, id: string) {
  return db.query.staff.findFirst({
    columns: { id: true, name: true },
    where: and(eq(staff.workspaceId, workspaceId), eq(staff.id, id)),
  });
}

export function insertEntry(db: DbOrTx, values: typeof scheduleEntries.$inferInsert) {
  return db
    .insert(scheduleEntries)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateEntry(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Partial<typeof scheduleEntries.$inferInsert>,
) {
  return db
    .update(scheduleEntries)
    .set(values)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)))
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteEntry(db: DbOrTx, workspaceId: string, id: string) {
  return db
    .delete(scheduleEntries)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)));
}

/**
 * Puts `toStaffId` on stored entry `id` only while `fromStaffId` still holds it (a conditional
 * update: a change made since is seen as no row).
 */
export function moveEntryStaff(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  fromStaffId: string,
  toStaffId: string,
  now: Date,
) {
  return db
    .update(scheduleEntries)
    .set({ staffId: toStaffId, updatedAt: now })
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        eq(scheduleEntries.id, id),
        eq(scheduleEntries.staffId, fromStaffId),
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);
}

/** The stored entry, its row locked until the transaction ends (writes that must not race). */
export async function lockEntry(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.id, id)))
    .for('update');
  return row;
}

/** Deletes entry `id` only while `staffId` holds it and it was last written at `updatedAt`. */
export function deleteEntryIf(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  expect: { staffId: string; updatedAt: Date },
) {
  return db
    .delete(scheduleEntries)
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        eq(scheduleEntries.id, id),
        eq(scheduleEntries.staffId, expect.staffId),
        eq(scheduleEntries.updatedAt, expect.updatedAt),
      ),
    )
    .returning({ id: scheduleEntries.id })
    .then((rows) => rows.length > 0);
}

/** Writes `values` on entry `id` only while `staffId` holds it and it was last written at `updatedAt`. */
export function updateEntryIf(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  expect: { staffId: string; updatedAt: Date },
  values: Partial<typeof scheduleEntries.$inferInsert>,
) {
  return db
    .update(scheduleEntries)
    .set(values)
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        eq(scheduleEntries.id, id),
        eq(scheduleEntries.staffId, expect.staffId),
        eq(scheduleEntries.updatedAt, expect.updatedAt),
      ),
    )
    .returning({ id: scheduleEntries.id })
    .then((rows) => rows.length > 0);
}

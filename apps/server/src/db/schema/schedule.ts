import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { rotationPatterns, rotationSlots } from './rotation';
import { shiftTypes } from './shift-types';
import { staff } from './staff';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * The stored layer of the schedule (the rotation itself is computed, never stored):
 * - ONE_OFF: an extra shift on one date, open when staff_id is null;
 * - OVERRIDE: replaces who works one rotation slot on one date; staff_id null with
 *   is_cancelled = true cancels that occurrence, with is_cancelled = false leaves it open
 *   (unassigned, claimable);
 * - CLAIMED: a staff member took an open rotation slot on one date.
 * At most one OVERRIDE or CLAIMED row per slot and date (schedule_entries_slot_date_uq).
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    entryType: text('entry_type', { enum: ['ONE_OFF', 'OVERRIDE', 'CLAIMED'] }).notNull(),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'no action' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'no action' }),
    /** The slot an OVERRIDE or CLAIMED entry replaces; null for ONE_OFF (or when the slot was deleted). */
    rotationSlotId: uuid('rotation_slot_id').references(() => rotationSlots.id, { onDelete: 'set null' }),
    rotationPatternId: uuid('rotation_pattern_id').references(() => rotationPatterns.id, {
      onDelete: 'set null',
    }),
    /** Who the rotation had on this slot when the override was made (informational). */
    originalStaffId: uuid('original_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    description: text('description'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByStaffId: uuid('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedule_entries_workspace_date_idx').on(t.workspaceId, t.date),
    index('schedule_entries_workspace_staff_idx').on(t.workspaceId, t.staffId),
    uniqueIndex('schedule_entries_slot_date_uq')
      .on(t.rotationSlotId, t.date)
      .where(sql`${t.rotationSlotId} IS NOT NULL`),
    check('schedule_entries_cancel_ck', sql`NOT ${t.isCancelled} OR ${t.staffId} IS NULL`),
  ],
);

export const absences = pgTable(
  'absences',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    type: text('type', { enum: ['VACATION', 'SICK', 'PERSONAL', 'TRAINING', 'OTHER'] })
      .notNull()
      .default('OTHER'),
    reason: text('reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByStaffId: uuid('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('absences_workspace_dates_idx').on(t.workspaceId, t.startDate, t.endDate),
    index('absences_workspace_staff_idx').on(t.workspaceId, t.staffId, t.startDate),
    check('absences_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

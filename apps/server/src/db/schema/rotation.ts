import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { shiftTypes } from './shift-types';
import { staff } from './staff';
import { workspaces } from './workspaces';

export const rotationPatterns = pgTable(
  'rotation_patterns',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Always a Monday. */
    startDate: date('start_date').notNull(),
    /** Always a Sunday, or null for no end. */
    endDate: date('end_date'),
    weekCount: integer('week_count').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rotation_patterns_workspace_idx').on(t.workspaceId, t.startDate),
    check('rotation_patterns_week_count_ck', sql`${t.weekCount} IN (1, 2, 3, 4, 6, 8, 12)`),
    check('rotation_patterns_dates_ck', sql`${t.endDate} IS NULL OR ${t.endDate} > ${t.startDate}`),
  ],
);

/** A requirement: one person of a shift type on a day of a week of the cycle. */
export const rotationSlots = pgTable(
  'rotation_slots',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    rotationPatternId: uuid('rotation_pattern_id')
      .notNull()
      .references(() => rotationPatterns.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'no action' }),
    requiredCount: integer('required_count').notNull().default(1),
    isOptional: boolean('is_optional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('rotation_slots_workspace_pattern_idx').on(
      t.workspaceId,
      t.rotationPatternId,
      t.weekNumber,
      t.dayOfWeek,
    ),
    check('rotation_slots_day_ck', sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    check('rotation_slots_week_ck', sql`${t.weekNumber} >= 1`),
    check('rotation_slots_required_ck', sql`${t.requiredCount} = 1`),
  ],
);

/** Who works a slot (or, without a slot, a shift type on a day of the cycle). */
export const rotationAssignments = pgTable(
  'rotation_assignments',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    rotationPatternId: uuid('rotation_pattern_id')
      .notNull()
      .references(() => rotationPatterns.id, { onDelete: 'cascade' }),
    rotationSlotId: uuid('rotation_slot_id').references(() => rotationSlots.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'no action' }),
    weekNumber: integer('week_number').notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'no action' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rotation_assignments_slot_uq').on(t.rotationSlotId),
    index('rotation_assignments_workspace_pattern_idx').on(t.workspaceId, t.rotationPatternId),
    index('rotation_assignments_workspace_staff_idx').on(t.workspaceId, t.staffId),
  ],
);

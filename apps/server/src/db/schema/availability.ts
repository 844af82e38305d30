import { date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AvailabilityExceptionKind, AvailabilityRule } from '@openrota/domain';
import { createdAt, id, updatedAt } from './columns';
import { staff } from './staff';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A version of a staff member's recurring week (packages/domain/src/availability.ts): its rules
 * hold from `effective_from` until the member's next version starts. A staff member's change
 * starts after the workspace's lead time; a manager's from the day they name (today by default).
 */
export const staffAvailabilityWeeks = pgTable(
  'staff_availability_weeks',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    rules: jsonb('rules').$type<AvailabilityRule[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('staff_availability_weeks_staff_from_uq').on(t.staffId, t.effectiveFrom),
    index('staff_availability_weeks_workspace_idx').on(t.workspaceId, t.staffId),
  ],
);

/** A dated exception: on its date it replaces the week's rules (AVAILABLE: none hold). One per member and date. */
export const staffAvailabilityExceptions = pgTable(
  'staff_availability_exceptions',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    kind: text('kind').$type<AvailabilityExceptionKind>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('staff_availability_exceptions_staff_date_uq').on(t.staffId, t.date),
    index('staff_availability_exceptions_workspace_idx').on(t.workspaceId, t.date),
  ],
);

/**
 * A staff member's change waiting for a manager (workspaces.availability_needs_approval): the
 * change as the member sent it (`payload`), applied when approved.
 */
export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['WEEK', 'EXCEPTION', 'REMOVE_EXCEPTION'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('availability_requests_workspace_status_idx').on(t.workspaceId, t.status, t.createdAt)],
);

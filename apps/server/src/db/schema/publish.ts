import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shiftTypes } from './shift-types';
import { staff } from './staff';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * The published snapshot of a workspace whose publishMode is ON_PUBLISH
 * (docs/adr/0012-publish-snapshot.md): the staff-visible shifts per member, as the schedule had
 * them at the last publish, from workspaces.published_from to workspaces.published_until. Staff
 * reads (my-shifts, calendar feeds, reminders) show these rows inside [today, horizon]. Raises
 * the schedule version (migration 0013_publish) as the schedule's own tables do.
 */
export const publishedShifts = pgTable(
  'published_shifts',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'cascade' }),
    /** The computed entry's id (`rotation:{slotId}:{date}` or the stored entry's uuid). */
    entryId: text('entry_id').notNull(),
    /** Where the shift came from (the entry's debugInfo.source). */
    source: text('source').notNull(),
    /** The computed entry as it was published (the contract's ScheduleEntry), what staff are shown. */
    entry: jsonb('entry').notNull(),
  },
  (t) => [index('published_shifts_workspace_date_idx').on(t.workspaceId, t.date)],
);

/** One publish: who, when, the horizon it set and how many changes it published. */
export const schedulePublications = pgTable(
  'schedule_publications',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    startDate: date('start_date').notNull(),
    until: date('until').notNull(),
    changes: integer('changes').notNull(),
    members: integer('members').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_publications_workspace_idx').on(t.workspaceId, t.publishedAt)],
);

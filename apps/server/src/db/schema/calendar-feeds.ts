import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shiftTypes } from './shift-types';
import { staff } from './staff';
import { workspaces } from './workspaces';

/**
 * A subscribable calendar feed (docs/adr/0011-calendar-feeds.md): `/api/calendar/{token}.ics`
 * with the token stored only as its SHA-256. STAFF: one per member, their own shifts; WORKSPACE:
 * a manager's feed of all shifts, or of one shift type or one member. Revoking deletes the row
 * (and its event states); deactivating a member deletes their STAFF feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['STAFF', 'WORKSPACE'] }).notNull(),
    /** STAFF: the member; WORKSPACE: the staff filter or null. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** WORKSPACE: the shift type filter or null. */
    shiftTypeId: uuid('shift_type_id').references(() => shiftTypes.id, { onDelete: 'cascade' }),
    /** The language of summaries and descriptions ('en' | 'nl'). */
    language: text('language').notNull().default('en'),
    tokenHash: text('token_hash').notNull().unique(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** The ETag of the body last made, and when it was made (the Last-Modified of that body). */
    etag: text('etag'),
    etagAt: timestamp('etag_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_feeds_workspace_idx').on(t.workspaceId, t.kind),
    uniqueIndex('calendar_feeds_staff_uq')
      .on(t.staffId)
      .where(sql`kind = 'STAFF'`),
  ],
);

/**
 * What a feed last published for one shift occurrence: the values whose change raises the
 * event's SEQUENCE (times, person, status, shift type), the names it was shown with (a cancelled
 * event keeps them), and when it was cancelled or removed (kept STATUS:CANCELLED for
 * FEED_CANCELLED_KEPT_DAYS, then dropped). Not part of the computed schedule: no schedule-version
 * trigger.
 */
export const calendarFeedEvents = pgTable(
  'calendar_feed_events',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** `rotation:{slotId}:{date}` for a rotation occurrence (overridden or not), else the entry's id. */
    occurrence: text('occurrence').notNull(),
    date: date('date').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    staffId: uuid('staff_id'),
    shiftTypeId: uuid('shift_type_id').notNull(),
    shiftTypeName: text('shift_type_name').notNull(),
    staffName: text('staff_name'),
    status: text('status', { enum: ['CONFIRMED', 'CANCELLED'] }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.occurrence] }),
    index('calendar_feed_events_date_idx').on(t.feedId, t.date),
  ],
);

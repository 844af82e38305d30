import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { staff } from './staff';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * Mail to a workspace's staff (docs/product/email.md#email-settings, docs/product/email.md#reminder-mails). A workspace
 * without a row has the defaults: both mails off, 20:00, Sunday (0 = Sunday here, as
 * docs/product/email.md#email-settings says), 7 days ahead.
 */
export const emailSettings = pgTable(
  'email_settings',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    upcomingShiftsEmail: boolean('upcoming_shifts_email').notNull().default(false),
    weeklyScheduleSummary: boolean('weekly_schedule_summary').notNull().default(false),
    /** HH:mm in the workspace's time zone. */
    summaryEmailTime: text('summary_email_time').notNull().default('20:00'),
    /** 0 = Sunday … 6 = Saturday. */
    summaryEmailDay: integer('summary_email_day').notNull().default(0),
    summaryEmailDaysAhead: integer('summary_email_days_ahead').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('email_settings_day_ck', sql`${t.summaryEmailDay} BETWEEN 0 AND 6`),
    check('email_settings_days_ahead_ck', sql`${t.summaryEmailDaysAhead} IN (3, 5, 7, 10, 14, 21, 30)`),
  ],
);

/**
 * One reminder mail (kind) to one staff member for one period, e.g. the upcoming-shift mail
 * for 2026-11-23 or the weekly summary of the week starting 2026-11-22. The unique key makes
 * every mail a unit of work created once; the SENDING step (a compare-and-set on status and
 * attempts) lets exactly one reminder run send it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['UPCOMING_SHIFTS', 'WEEKLY_SUMMARY'] }).notNull(),
    /** yyyy-MM-dd: the day the mail is about (upcoming) or the first day it covers (summary). */
    period: text('period').notNull(),
    status: text('status', { enum: ['PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While SENDING: after this time the send counts as interrupted (its instance died) and is closed, never repeated. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The instance that last began sending the row (for the log). */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_key_uq').on(t.workspaceId, t.staffId, t.kind, t.period),
    index('reminder_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** An invitation to join a workspace with a role; the link carries a token stored only as a hash. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['ADMIN', 'MANAGER', 'STAFF'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt),
    index('workspace_invitations_email_idx').on(t.email),
  ],
);

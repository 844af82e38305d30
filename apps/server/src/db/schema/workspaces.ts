import {
  bigint,
  boolean,
  date,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** Where schedule versions come from (workspaces.schedule_version). */
export const scheduleVersionSeq = pgSequence('schedule_version_seq');

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  staffLoginEnabled: boolean('staff_login_enabled').notNull().default(false),
  publicStaffList: boolean('public_staff_list').notNull().default(false),
  maxSelfPlanningDays: integer('max_self_planning_days').notNull().default(30),
  absencesMinDelay: integer('absences_min_delay').notNull().default(0),
  /** Shift trades: MANAGER approves every one, AUTOMATIC applies one at once when every check passes. */
  tradeApproval: text('trade_approval', { enum: ['MANAGER', 'AUTOMATIC'] })
    .notNull()
    .default('MANAGER'),
  /** Staff may change their availability only for days at least this many days ahead. */
  availabilityLeadDays: integer('availability_lead_days').notNull().default(0),
  /** Staff changes of availability wait for a manager's approval. */
  availabilityNeedsApproval: boolean('availability_needs_approval').notNull().default(false),
  /**
   * IMMEDIATE: staff see every change at once. ON_PUBLISH: staff see the published snapshot
   * (published_shifts) from today to published_until; changes inside it wait for a publish
   * (docs/adr/0012-publish-snapshot.md).
   */
  publishMode: text('publish_mode', { enum: ['IMMEDIATE', 'ON_PUBLISH'] })
    .notNull()
    .default('IMMEDIATE'),
  /** The published snapshot's first day and horizon (null while IMMEDIATE). */
  publishedFrom: date('published_from'),
  publishedUntil: date('published_until'),
  plan: text('plan').notNull().default('FREE'),
  renewalDate: date('renewal_date'),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  /**
   * The schedule version: raised (a new value of the sequence schedule_version_seq, never reused,
   * not even for a restored workspace) by database triggers in the same transaction as every write
   * that can change a computed schedule: this row's settings and the rows of the schedule's tables
   * (migration 0009_schedule_version). Computed schedules are cached under it (schedule-cache.ts).
   */
  scheduleVersion: bigint('schedule_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  /**
   * The version of each part of the schedule's rows, raised with `scheduleVersion` (to the same
   * value) by a write to that part's tables (migration 0013_schedule_parts): a recomputation reads
   * again only the parts whose version moved since the computation it starts from, and reuses the
   * others' rows (docs/adr/0008-schedule-version-and-cache.md). Rotation: patterns, requirements,
   * assignments. Entries: the stored layer. Master: shift types, staff, skills. Rules: rule sets,
   * contracts, holidays, availability. A table of the schedule whose trigger names no part raises
   * them all.
   */
  scheduleRotationVersion: bigint('schedule_rotation_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  scheduleEntriesVersion: bigint('schedule_entries_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  scheduleAbsencesVersion: bigint('schedule_absences_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  scheduleMasterVersion: bigint('schedule_master_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  scheduleRulesVersion: bigint('schedule_rules_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('schedule_version_seq')`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
  ],
);

import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

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
  plan: text('plan').notNull().default('FREE'),
  renewalDate: date('renewal_date'),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
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

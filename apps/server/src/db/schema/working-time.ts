import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NightDefinition, RuleConfigs, RulePeriod, RulePresetId, RuleWeekStart } from '@openrota/domain';
import { createdAt, id, updatedAt } from './columns';
import { staff } from './staff';
import { workspaces } from './workspaces';

/**
 * The working-time rule sets of a workspace (docs/product/working-time.md#rule-sets): several,
 * exactly one the default (the partial unique index allows at most one; the service keeps one).
 */
export const ruleSets = pgTable(
  'rule_sets',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    preset: text('preset').$type<RulePresetId>(),
    isDefault: boolean('is_default').notNull().default(false),
    weekStart: jsonb('week_start').$type<RuleWeekStart>().notNull(),
    night: jsonb('night').$type<NightDefinition>().notNull(),
    rules: jsonb('rules').$type<RuleConfigs>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rule_sets_workspace_name_uq').on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex('rule_sets_workspace_default_uq')
      .on(t.workspaceId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One period of a staff member's contract (docs/product/working-time.md#contracts): it holds from
 * `starts_on` until the next period starts. A rule set in use cannot be deleted (the service
 * answers 409; the foreign key, checked at the end of the statement, is the last guard and lets a
 * workspace's cascade remove both).
 */
export const staffContracts = pgTable(
  'staff_contracts',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minHoursPerPeriod: numeric('min_hours_per_period', { precision: 5, scale: 2, mode: 'number' }),
    maxHoursPerPeriod: numeric('max_hours_per_period', { precision: 5, scale: 2, mode: 'number' }),
    period: text('period').$type<RulePeriod>().notNull().default('WEEK'),
    ruleSetId: uuid('rule_set_id').references(() => ruleSets.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('staff_contracts_staff_starts_on_uq').on(t.staffId, t.startsOn),
    index('staff_contracts_workspace_staff_idx').on(t.workspaceId, t.staffId),
    index('staff_contracts_rule_set_idx').on(t.ruleSetId),
  ],
);

/** The public holidays of a workspace (docs/product/working-time.md#public-holidays): one per date. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('public_holidays_workspace_date_uq').on(t.workspaceId, t.date)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ErrorMessage } from '@openrota/i18n';
import { createdAt, id } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

/** A slot of a stored proposal: where the open shift is, who held it, and the domain's explanation. */
export interface StoredAutoFillSlot {
  /** The computed entry's id at proposal time (GET /schedules `id`). */
  slotId: string;
  date: string;
  shiftTypeId: string;
  /** The rotation slot of a rotation occurrence (null for a one-off). */
  rotationSlotId: string | null;
  /** The stored row behind the entry (an override without staff, a one-off), or null. */
  scheduleEntryId: string | null;
  /** Who held it at proposal time (null: open; WHOLE_ROSTER: the previous holder). */
  previousStaffId: string | null;
}

/** What applying one slot wrote, so that undo removes exactly that. */
export interface AutoFillWrite {
  slotId: string;
  date: string;
  scheduleEntryId: string;
  /** CREATED: a new override row (undo deletes it); UPDATED: an existing row (undo restores `before`). */
  kind: 'CREATED' | 'UPDATED';
  staffId: string;
  /** updated_at as apply wrote it: anything else since means the shift was touched. */
  writtenAt: string;
  before: {
    staffId: string | null;
    description: string | null;
    isCancelled: boolean;
    entryType: 'ONE_OFF' | 'OVERRIDE' | 'CLAIMED';
  } | null;
}

/**
 * Auto-fill runs (apps/server/src/modules/autofill/autofill-runs.service.ts): a manager's
 * request to fill a period, solved by a job of the `auto-fill` queue, its proposal, and what
 * applying it wrote (for undo). At most one QUEUED or RUNNING run per workspace (the partial
 * unique index), across every instance. Not part of backups (docs/backup-format.md): a run is
 * a working document of minutes, and what it applied is in schedule_entries.
 */
export const autoFillRuns = pgTable(
  'auto_fill_runs',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['OPEN_SHIFTS', 'WHOLE_ROSTER'] }).notNull(),
    status: text('status', {
      enum: ['QUEUED', 'RUNNING', 'READY', 'FAILED', 'APPLIED', 'DISCARDED', 'UNDONE'],
    }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    shiftTypeIds: jsonb('shift_type_ids').$type<string[]>().notNull().default([]),
    staffIds: jsonb('staff_ids').$type<string[]>().notNull().default([]),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
    /** The pg-boss job that solves it. */
    jobId: uuid('job_id'),
    progress: jsonb('progress')
      .$type<{
        elapsedSeconds: number;
        slots: number;
        bestObjective: number | null;
        uncovered: number | null;
        bound: number | null;
      }>()
      .notNull(),
    /** READY and later: the domain's FillProposal and the slots it names. */
    proposal: jsonb('proposal').$type<StoredAutoFillProposal>(),
    /** FAILED: a message key of apiErrors (and its values), rendered in the reader's language. */
    error: jsonb('error').$type<ErrorMessage>(),
    stopRequested: boolean('stop_requested').notNull().default(false),
    /** Last sign of life of the instance working it (QUEUED waiting for a solver, or RUNNING). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    appliedSlotIds: jsonb('applied_slot_ids').$type<string[]>().notNull().default([]),
    writes: jsonb('writes').$type<AutoFillWrite[]>().notNull().default([]),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auto_fill_runs_workspace_created_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('auto_fill_runs_active_uq')
      .on(t.workspaceId)
      .where(sql`${t.status} IN ('QUEUED', 'RUNNING')`),
  ],
);

/** The proposal as stored: the domain's FillProposal (packages/domain/src/autofill/fill.ts) and its slots. */
export interface StoredAutoFillProposal {
  slots: StoredAutoFillSlot[];
  /** FillProposal's assignments and unfilled slots, as the domain gave them. */
  assignments: {
    slotId: string;
    personId: string;
    name: string;
    reasons: string[];
    minutesAfter: number;
    targetMinutes: number | null;
    cost: number;
    runnersUp: { personId: string; name: string; reasons: string[]; cost: number | null }[];
    excluded: { personId: string; rule: string }[];
  }[];
  unfilled: { slotId: string; reason: string; excluded: { personId: string; rule: string }[] }[];
  /** Hard violations the independent re-check still found (normally none). */
  recheckViolations: number;
}

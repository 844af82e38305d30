import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { rotationSlots } from './rotation';
import { scheduleEntries } from './schedule';
import { shiftTypes } from './shift-types';
import { staff } from './staff';
import { users } from './users';
import { workspaces } from './workspaces';

/** One shift of a trade: a rotation occurrence (slot and date) or a one-off shift (its stored row). */
export interface TradeShiftRef {
  date: string;
  rotationSlotId: string | null;
  scheduleEntryId: string | null;
  /** Who held it when the trade named it. */
  staffId: string;
}

/**
 * A shift trade (apps/server/src/modules/trades/trades.service.ts): a member offers one of their
 * shifts, to give away or to swap for one of `swapOptions` (colleagues' shifts). OPEN until a
 * colleague accepts (ACCEPTED, waiting for a manager) or the trade is applied (APPLIED, stored
 * as overrides of the rotation); REFUSED by a manager, WITHDRAWN by its member, VOID when a
 * shift changed meanwhile, EXPIRED once the offered shift has started. At most one OPEN or
 * ACCEPTED trade per shift (the partial unique indexes). Not a table of the schedule version's
 * triggers: no row of it changes a computed schedule (applying a trade writes schedule_entries,
 * which raise it; the calendar reads pending trades beside the schedule).
 */
export const shiftTrades = pgTable(
  'shift_trades',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['GIVE_AWAY', 'SWAP'] }).notNull(),
    status: text('status', {
      enum: ['OPEN', 'ACCEPTED', 'APPLIED', 'REFUSED', 'WITHDRAWN', 'VOID', 'EXPIRED'],
    })
      .notNull()
      .default('OPEN'),
    offeredByStaffId: uuid('offered_by_staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    shiftDate: date('shift_date').notNull(),
    rotationSlotId: uuid('rotation_slot_id').references(() => rotationSlots.id, { onDelete: 'set null' }),
    scheduleEntryId: uuid('schedule_entry_id').references(() => scheduleEntries.id, { onDelete: 'set null' }),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'cascade' }),
    /** When the offered shift starts (its date's midnight for a type without times): the offer expires then. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** SWAP: the colleagues' shifts the offerer would take in return (one for a named colleague's shift). */
    swapOptions: jsonb('swap_options').$type<TradeShiftRef[]>().notNull().default([]),
    note: text('note'),
    acceptedByStaffId: uuid('accepted_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** SWAP: the option the colleague gave in return. */
    acceptedShift: jsonb('accepted_shift').$type<TradeShiftRef>(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** REFUSED: the manager's reason; VOID: what changed. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shift_trades_workspace_status_idx').on(t.workspaceId, t.status, t.shiftDate),
    index('shift_trades_offered_by_idx').on(t.workspaceId, t.offeredByStaffId),
    uniqueIndex('shift_trades_active_slot_uq')
      .on(t.rotationSlotId, t.shiftDate)
      .where(sql`${t.status} IN ('OPEN', 'ACCEPTED') AND ${t.rotationSlotId} IS NOT NULL`),
    uniqueIndex('shift_trades_active_entry_uq')
      .on(t.scheduleEntryId)
      .where(sql`${t.status} IN ('OPEN', 'ACCEPTED') AND ${t.scheduleEntryId} IS NOT NULL`),
  ],
);

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff } from './staff';
import { workspaces } from './workspaces';

/**
 * A one-time sign-in code for a staff member (docs/product/staff-login.md#staff-codes): 6 digits, stored only
 * as a hash, valid 10 minutes, 5 attempts, single use; a new code replaces the previous one.
 */
export const staffLoginCodes = pgTable(
  'staff_login_codes',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, replaced by a newer code, or killed by too many wrong entries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_login_codes_staff_idx').on(t.staffId, t.createdAt),
    index('staff_login_codes_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * Every send-code request per workspace and normalised contact (email or E.164 phone), whether
 * or not a staff member has that contact: the per-contact limits (5 an hour, 20 a day) then
 * behave the same for unknown contacts, so they reveal nothing.
 */
export const staffCodeRequests = pgTable(
  'staff_code_requests',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    createdAt: createdAt(),
    /**
     * Wrong entries against this request when the contact has no staff member (no code row to
     * count them on): kept here, not in one instance's memory, so every instance answers alike.
     */
    wrongEntries: integer('wrong_entries').notNull().default(0),
  },
  (t) => [index('staff_code_requests_contact_idx').on(t.workspaceId, t.contact, t.createdAt)],
);

/** A staff session: an opaque token (stored as SHA-256) of its own kind, never an admin session. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every SMS the server composes; without an SMS provider configured this is where they end up. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull().default('PENDING'),
  providerMessageId: text('provider_message_id'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

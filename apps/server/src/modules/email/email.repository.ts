import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from '@openrota/contracts';
import type { DbOrTx } from '../../db/database';
import { emailSettings, reminderDeliveries, staff, users, workspaces } from '../../db/schema';

export type DeliveryRow = typeof reminderDeliveries.$inferSelect;
export type DeliveryKind = DeliveryRow['kind'];

/** The workspace's email settings, or the defaults when it has no row. */
export async function findSettings(
  db: DbOrTx,
  workspaceId: string,
  forUpdate = false,
): Promise<EmailSettings & { stored: boolean }> {
  const query = db
    .select({
      upcomingShiftsEmail: emailSettings.upcomingShiftsEmail,
      weeklyScheduleSummary: emailSettings.weeklyScheduleSummary,
      summaryEmailTime: emailSettings.summaryEmailTime,
      summaryEmailDay: emailSettings.summaryEmailDay,
      summaryEmailDaysAhead: emailSettings.summaryEmailDaysAhead,
    })
    .from(emailSettings)
    .where(eq(emailSettings.workspaceId, workspaceId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? { ...row, stored: true } : { ...DEFAULT_EMAIL_SETTINGS, stored: false };
}

export async function upsertSettings(
  db: DbOrTx,
  workspaceId: string,
  settings: EmailSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(emailSettings)
    .values({ workspaceId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: emailSettings.workspaceId, set: { ...settings, updatedAt: now } });
}

export function findWorkspace(db: DbOrTx, workspaceId: string) {
  return db.query.workspaces.findFirst({
    columns: { id: true, name: true, timeZone: true, plan: true, renewalDate: true },
    where: eq(workspaces.id, workspaceId),
  });
}

export function findUser(db: DbOrTx, userId: string) {
  return db.query.users.findFirst({
    columns: { id: true, email: true, name: true, language: true },
    where: eq(users.id, userId),
  });
}

/** Workspaces with at least one reminder mail switched on, with what the scheduler needs. */
export function workspacesWithMailOn(db: DbOrTx) {
  return db
    .select({
      workspaceId: workspaces.id,
      name: workspaces.name,
      timeZone: workspaces.timeZone,
      plan: workspaces.plan,
      renewalDate: workspaces.renewalDate,
      upcomingShiftsEmail: emailSettings.upcomingShiftsEmail,
      weeklyScheduleSummary: emailSettings.weeklyScheduleSummary,
      summaryEmailTime: emailSettings.summaryEmailTime,
      summaryEmailDay: emailSettings.summaryEmailDay,
      summaryEmailDaysAhead: emailSettings.summaryEmailDaysAhead,
    })
    .from(emailSettings)
    .innerJoin(workspaces, eq(workspaces.id, emailSettings.workspaceId))
    .where(or(eq(emailSettings.upcomingShiftsEmail, true), eq(emailSettings.weeklyScheduleSummary, true)));
}

/** Staff members of a workspace with their address and mail language (the linked user's, else en). */
export function staffRecipients(db: DbOrTx, workspaceId: string, staffIds?: string[]) {
  const conditions = [eq(staff.workspaceId, workspaceId)];
  if (staffIds)
    conditions.push(
      inArray(staff.id, staffIds.length > 0 ? staffIds : ['00000000-0000-0000-0000-000000000000']),
    );
  return db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      active: staff.active,
      language: users.language,
    })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.userId))
    .where(and(...conditions));
}

/** Creates the units of work; a key that already exists (another instance, an earlier tick) is left alone. */
export async function enqueueDeliveries(
  db: DbOrTx,
  rows: Array<{ workspaceId: string; staffId: string; kind: DeliveryKind; period: string }>,
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(reminderDeliveries)
    .values(rows.map((r) => ({ ...r, status: 'PENDING' as const, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing({
      target: [
        reminderDeliveries.workspaceId,
        reminderDeliveries.staffId,
        reminderDeliveries.kind,
        reminderDeliveries.period,
      ],
    })
    .returning({ id: reminderDeliveries.id });
  return inserted.length;
}

/**
 * Up to `limit` rows due now: PENDING, or FAILED below `maxAttempts` with their retry time come.
 * No claim: one reminder run works at a time (its queue is a singleton, modules/jobs), and
 * `markSending` is the compare-and-set that lets only one run send a row even if two overlap.
 */
export function dueDeliveries(
  db: DbOrTx,
  now: Date,
  limit: number,
  maxAttempts: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(reminderDeliveries)
    .where(
      and(
        inArray(reminderDeliveries.status, ['PENDING', 'FAILED']),
        lt(reminderDeliveries.attempts, maxAttempts),
        lte(reminderDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(reminderDeliveries.nextAttemptAt, reminderDeliveries.id)
    .limit(limit);
}

/** The row as it was read (status and attempts): later writes apply only if nobody changed it since. */
const unchanged = (row: Pick<DeliveryRow, 'id' | 'attempts'>) =>
  and(
    eq(reminderDeliveries.id, row.id),
    inArray(reminderDeliveries.status, ['PENDING', 'FAILED']),
    eq(reminderDeliveries.attempts, row.attempts),
  );

/**
 * The point of no return: the row becomes SENDING (and the attempt is counted) just before the
 * mail is handed to the mailer, if it is still as `row` was read (else another run took it:
 * false). `sendingUntil`: after it, a row still SENDING counts as interrupted (closeInterrupted).
 */
export async function markSending(
  db: DbOrTx,
  row: Pick<DeliveryRow, 'id' | 'attempts'>,
  instanceId: string,
  sendingUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(reminderDeliveries)
    .set({
      status: 'SENDING',
      attempts: sql`${reminderDeliveries.attempts} + 1`,
      lockedBy: instanceId,
      lockedUntil: sendingUntil,
    })
    .where(unchanged(row))
    .returning({ id: reminderDeliveries.id });
  return rows.length === 1;
}

/** `attempt`: the attempt markSending counted. */
export async function markSent(db: DbOrTx, id: string, attempt: number, now: Date): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ status: 'SENT', sentAt: now, lockedUntil: null, lastError: null })
    .where(
      and(
        eq(reminderDeliveries.id, id),
        eq(reminderDeliveries.status, 'SENDING'),
        eq(reminderDeliveries.attempts, attempt),
      ),
    );
}

/**
 * `attempt`: the attempt that failed, counted whether the mail reached the mailer (the row is
 * SENDING with that count) or failed before (rendering: the row still has attempt - 1).
 */
export async function markFailed(
  db: DbOrTx,
  id: string,
  error: string,
  attempt: number,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({
      status: 'FAILED',
      lastError: error.slice(0, 1000),
      attempts: attempt,
      nextAttemptAt,
      lockedUntil: null,
    })
    .where(
      or(
        and(
          eq(reminderDeliveries.id, id),
          eq(reminderDeliveries.status, 'SENDING'),
          eq(reminderDeliveries.attempts, attempt),
        ),
        unchanged({ id, attempts: attempt - 1 }),
      ),
    );
}

/** Nothing to send (no shifts any more, no address, too late): done without a mail. */
export async function markSkipped(
  db: DbOrTx,
  row: Pick<DeliveryRow, 'id' | 'attempts'>,
  reason: string,
): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ status: 'SKIPPED', lastError: reason, lockedUntil: null })
    .where(unchanged(row));
}

export const INTERRUPTED_MESSAGE =
  'Interrupted while handing the mail to the mail server: delivery unknown, not resent (at most once)';

/**
 * SENDING rows past their `sendingUntil`: their instance died (or hung) after handing the mail over
 * and before recording the outcome. Whether the mail server accepted it is unknown, so they
 * are closed as SKIPPED and never resent. Returns them for the log.
 */
export function closeInterrupted(db: DbOrTx, now: Date) {
  return db
    .update(reminderDeliveries)
    .set({ status: 'SKIPPED', lastError: INTERRUPTED_MESSAGE, lockedUntil: null })
    .where(and(eq(reminderDeliveries.status, 'SENDING'), lte(reminderDeliveries.lockedUntil, now)))
    .returning({
      id: reminderDeliveries.id,
      workspaceId: reminderDeliveries.workspaceId,
      staffId: reminderDeliveries.staffId,
      kind: reminderDeliveries.kind,
      period: reminderDeliveries.period,
    });
}

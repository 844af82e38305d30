import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { externalTokens, loginThrottles, passwordResetTokens, users } from '../../db/schema';

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(db: DbOrTx, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning()
    .then((rows) => rows[0]);
}

export function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  return db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export function findThrottle(db: DbOrTx, email: string, ipAddress: string) {
  return db.query.loginThrottles.findFirst({
    where: and(eq(loginThrottles.email, email), eq(loginThrottles.ipAddress, ipAddress)),
  });
}

/** Counts one more failure of the pair (atomically) and answers the pair's new count. */
export async function addFailure(db: DbOrTx, email: string, ipAddress: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(loginThrottles)
    .values({ email, ipAddress, failedCount: 1, lastFailedAt: at })
    .onConflictDoUpdate({
      target: [loginThrottles.email, loginThrottles.ipAddress],
      set: { failedCount: sql`${loginThrottles.failedCount} + 1`, lastFailedAt: at },
    })
    .returning({ failedCount: loginThrottles.failedCount });
  return row!.failedCount;
}

export function lockThrottle(db: DbOrTx, email: string, ipAddress: string, lockedUntil: Date) {
  return db
    .update(loginThrottles)
    .set({ lockedUntil })
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ipAddress, ipAddress)));
}

/** Failures of the email from every address whose last failure is after `since`. */
export async function countRecentFailures(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${loginThrottles.failedCount}), 0)::int` })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.email, email), gt(loginThrottles.lastFailedAt, since)));
  return row?.total ?? 0;
}

export function clearThrottles(db: DbOrTx, email: string) {
  return db.delete(loginThrottles).where(eq(loginThrottles.email, email));
}

export function clearThrottle(db: DbOrTx, email: string, ipAddress: string) {
  return db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ipAddress, ipAddress)));
}

export function insertResetToken(db: DbOrTx, values: typeof passwordResetTokens.$inferInsert) {
  return db.insert(passwordResetTokens).values(values);
}

/** Marks a valid reset token used and returns it; null when unknown, used or expired. */
export function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function invalidateResetTokensOfUser(db: DbOrTx, userId: string, now: Date) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export function insertExternalToken(db: DbOrTx, values: typeof externalTokens.$inferInsert) {
  return db.insert(externalTokens).values(values);
}

/** Single use even under concurrency: only one UPDATE can flip used_at from null. */
export function consumeExternalToken(db: DbOrTx, tokenHash: string, now: Date) {
  return db
    .update(externalTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(externalTokens.tokenHash, tokenHash),
        isNull(externalTokens.usedAt),
        gt(externalTokens.expiresAt, now),
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);
}

/** Forgets the email's pairs whose last failure is before `before` (their backoff is over). */
export function pruneThrottles(db: DbOrTx, email: string, before: Date) {
  return db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.email, email), lt(loginThrottles.lastFailedAt, before)));
}

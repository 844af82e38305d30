import { and, eq, gt, isNull } from 'drizzle-orm';
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
  return db.update(users).set(values).where(eq(users.id, id)).returning().then((rows) => rows[0]);
}

export function findThrottle(db: DbOrTx, email: string) {
  return db.query.loginThrottles.findFirst({ where: eq(loginThrottles.email, email) });
}

export function saveThrottle(db: DbOrTx, values: typeof loginThrottles.$inferInsert) {
  return db
    .insert(loginThrottles)
    .values(values)
    .onConflictDoUpdate({ target: loginThrottles.email, set: { failedCount: values.failedCount, lastFailedAt: values.lastFailedAt, lockedUntil: values.lockedUntil } });
}

export function clearThrottle(db: DbOrTx, email: string) {
  return db.delete(loginThrottles).where(eq(loginThrottles.email, email));
}

export function insertResetToken(db: DbOrTx, values: typeof passwordResetTokens.$inferInsert) {
  return db.insert(passwordResetTokens).values(values);
}

/** Marks a valid reset token used and returns it; null when unknown, used or expired. */
export function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
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
    .where(and(eq(externalTokens.tokenHash, tokenHash), isNull(externalTokens.usedAt), gt(externalTokens.expiresAt, now)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

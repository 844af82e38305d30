import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions, users } from '../../db/schema';

export function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  return db
    .insert(sessions)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** A live session by its token hash, with its user's language. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return row;
}

export function touchSession(db: DbOrTx, id: string, at: Date) {
  return db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
}

export function revokeSessionById(db: DbOrTx, id: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export function revokeSessionsOfUser(db: DbOrTx, userId: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

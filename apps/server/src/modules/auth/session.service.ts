import type { Language } from '@openrota/contracts';
import type { AppContext, RequestMeta } from '../../context';
import type { DbOrTx } from '../../db/database';
import { generateToken, hashToken } from '../../lib/tokens';
import * as repo from './session.repository';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  /** The account's language: the API answers errors in it (plugins/errors.ts). */
  language: Language;
}

/** Refresh `last_used_at` at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Issues an opaque session token. Only its SHA-256 hash is stored; the token itself is
 * returned once. It expires after `sessionIdleMs` without use and `sessionAbsoluteMs` in all.
 */
export async function createSession(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  meta?: RequestMeta,
): Promise<string> {
  const token = generateToken(32);
  const now = ctx.clock.now();
  await repo.insertSession(tx, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionAbsoluteMs),
    ipAddress: meta?.ipAddress ?? null,
    userAgent: meta?.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

export async function resolveSession(ctx: AppContext, token: string): Promise<AuthenticatedUser | null> {
  if (!token || token.length > 256) return null;
  const session = await repo.findSessionByTokenHash(ctx.db, hashToken(token));
  if (!session) return null;
  const now = ctx.clock.now();
  if (session.expiresAt <= now) return null;
  if (session.lastUsedAt.getTime() + ctx.config.sessionIdleMs <= now.getTime()) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
    await repo.touchSession(ctx.db, session.id, now);
  return { userId: session.userId, sessionId: session.id, language: session.language === 'nl' ? 'nl' : 'en' };
}

export function revokeSession(ctx: AppContext, tx: DbOrTx, sessionId: string) {
  return repo.revokeSessionById(tx, sessionId, ctx.clock.now());
}

export function revokeAllSessions(ctx: AppContext, tx: DbOrTx, userId: string) {
  return repo.revokeSessionsOfUser(tx, userId, ctx.clock.now());
}

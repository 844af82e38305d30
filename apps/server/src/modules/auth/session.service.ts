import type { Language } from '@openrota/contracts';
import type { AppContext, RequestMeta, ScheduleRow } from '../../context';
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

/** The caller's membership of the workspace a request names, with that workspace's licence. */
export interface MembershipWithLicence {
  role: string;
  plan: string;
  renewalDate: string | null;
  timeZone: string;
  /** The workspace's schedule version and settings, read with the membership (WorkspaceContext `scheduleRow`). */
  scheduleRow: ScheduleRow;
}

export interface ResolvedSession {
  auth: AuthenticatedUser;
  /** Null when no workspace was asked for or the user is no member of it. */
  membership: MembershipWithLicence | null;
}

/**
 * The live session of a bearer token, and (when `workspaceId` is given) the user's membership
 * of that workspace with its licence, in one query (session.repository `findSessionAccess`).
 * Null when the token names no session, or a revoked, expired or idle one. Nothing is cached:
 * a revocation, a role change or a licence change answers on the very next request, on every
 * instance (docs/architecture.md, "The cost of being signed in").
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
  workspaceId: string | null = null,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 256) return null;
  const row = await repo.findSessionAccess(ctx.db, hashToken(token), workspaceId);
  if (!row) return null;
  const now = ctx.clock.now();
  if (row.expiresAt <= now) return null;
  if (row.lastUsedAt.getTime() + ctx.config.sessionIdleMs <= now.getTime()) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
    await repo.touchSession(ctx.db, row.id, now);
  return {
    auth: { userId: row.userId, sessionId: row.id, language: row.language === 'nl' ? 'nl' : 'en' },
    membership:
      row.role !== null && row.plan !== null && row.timeZone !== null
        ? {
            role: row.role,
            plan: row.plan,
            renewalDate: row.renewalDate,
            timeZone: row.timeZone,
            scheduleRow: {
              version: Number(row.scheduleVersion),
              name: row.workspaceName ?? '',
              timeZone: row.timeZone,
              maxSelfPlanningDays: row.maxSelfPlanningDays ?? 0,
              absencesMinDelay: row.absencesMinDelay ?? 0,
            },
          }
        : null,
  };
}

export function revokeSession(ctx: AppContext, tx: DbOrTx, sessionId: string) {
  return repo.revokeSessionById(tx, sessionId, ctx.clock.now());
}

export function revokeAllSessions(ctx: AppContext, tx: DbOrTx, userId: string) {
  return repo.revokeSessionsOfUser(tx, userId, ctx.clock.now());
}

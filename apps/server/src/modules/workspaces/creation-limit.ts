import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { workspaceCreationsSince } from './workspaces.repository';

/**
 * Workspaces (new or restored from a backup) one account may create in 24 hours. Each costs
 * storage and, for a restore, seconds of database work; a real user makes a handful. Counted
 * from the audit log's CREATE WORKSPACE rows, so the limit holds across server instances. (The
 * per-minute rate is `config.rateLimit: perAccount(n)` on the routes, plugins/rate-limits.ts.)
 */
export const WORKSPACES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 429 RATE_LIMITED with Retry-After once the user created WORKSPACES_PER_DAY workspaces in the last 24 hours. */
export async function assertWithinCreationLimit(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const recent = await workspaceCreationsSince(ctx.db, userId, new Date(now - DAY_MS), WORKSPACES_PER_DAY);
  if (recent.length < WORKSPACES_PER_DAY) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]!.getTime() + DAY_MS - now) / 1000));
  throw AppError.tooManyRequests(
    retryAfterSeconds,
    msg('workspaces.creationLimit', { max: WORKSPACES_PER_DAY, seconds: retryAfterSeconds }),
  );
}

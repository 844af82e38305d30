import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLogs } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

/**
 * Workspaces (new or restored from a backup) one account may create in 24 hours. Each costs
 * storage and, for a restore, seconds of database work; a real user makes a handful. Counted
 * from the audit log's CREATE WORKSPACE rows, so the limit holds across server instances. (The
 * per-minute rate is `userRateLimit` on the routes, plugins/access.ts.)
 */
export const WORKSPACES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 429 RATE_LIMITED with Retry-After once the user created WORKSPACES_PER_DAY workspaces in the last 24 hours. */
export async function assertWithinCreationLimit(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const recent = await ctx.db
    .select({ createdAt: auditLogs.createdAt })
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.resource, 'WORKSPACE'), eq(auditLogs.action, 'CREATE'), gt(auditLogs.createdAt, new Date(now - DAY_MS))))
    .orderBy(asc(auditLogs.createdAt))
    .limit(WORKSPACES_PER_DAY);
  if (recent.length < WORKSPACES_PER_DAY) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + DAY_MS - now) / 1000));
  throw AppError.tooManyRequests(
    retryAfterSeconds,
    msg('workspaces.creationLimit', { max: WORKSPACES_PER_DAY, seconds: retryAfterSeconds }),
  );
}

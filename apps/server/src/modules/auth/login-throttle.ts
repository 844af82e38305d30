import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { ErrorCode } from '@openrota/contracts';
import * as repo from './auth.repository';

/** Failures allowed before each further attempt has to wait. */
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** After the 5th consecutive failure: 30 s, then 60 s, 120 s … up to one hour. */
export function lockDelayMs(failedCount: number): number {
  if (failedCount < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failedCount - FREE_ATTEMPTS), MAX_DELAY_MS);
}

function lockedError(retryAfterSeconds: number) {
  return new AppError(
    ErrorCode.ACCOUNT_LOCKED,
    429,
    msg('auth.locked', { seconds: retryAfterSeconds }),
    undefined,
    { retryAfterSeconds },
  );
}

/** Throws while the email (known account or not) is in its waiting period. */
export async function assertNotLocked(ctx: AppContext, email: string) {
  const throttle = await repo.findThrottle(ctx.db, email);
  const now = ctx.clock.now().getTime();
  if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > now) {
    throw lockedError(Math.ceil((throttle.lockedUntil.getTime() - now) / 1000));
  }
}

export async function recordFailure(ctx: AppContext, email: string) {
  const throttle = await repo.findThrottle(ctx.db, email);
  const failedCount = (throttle?.failedCount ?? 0) + 1;
  const now = ctx.clock.now();
  const delay = lockDelayMs(failedCount);
  await repo.saveThrottle(ctx.db, {
    email,
    failedCount,
    lastFailedAt: now,
    lockedUntil: delay ? new Date(now.getTime() + delay) : null,
  });
}

export function clearFailures(ctx: AppContext, email: string) {
  return repo.clearThrottle(ctx.db, email);
}

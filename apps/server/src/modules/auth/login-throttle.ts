import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { ErrorCode } from '@openrota/contracts';
import * as repo from './auth.repository';

/**
 * Password guessing is throttled per (email, client address) pair, not per account, so that
 * nobody can lock a known user out by failing on purpose: guessing stays expensive without
 * handing out lock-outs (docs/operations.md explains the choice):
 *
 * - A pair gets FREE_ATTEMPTS failures; after that each further attempt from it waits 30 s,
 *   doubling up to an hour, and a correct password is refused too while it waits (else the
 *   attacker could keep guessing). A success from the pair clears its count.
 * - An address with no failure for the account in the last ACCOUNT_WINDOW_MS ("clean") is
 *   never held back by other addresses' failures: the owner signs in from their own device
 *   while an attacker's address is throttled.
 * - Guessing spread over many addresses is slowed by an account-wide cap: once the account has
 *   ACCOUNT_CAP failures in the window, every address that has failed for it waits until its
 *   own failures are an hour old, so each further guess needs a fresh address.
 * - Per address, every sign-in route also has a rate limit over all emails (plugins/rate-limits.ts).
 *
 * The state is in PostgreSQL (login_throttles), shared by every instance behind a load balancer.
 */
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60 * 1000;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const ACCOUNT_CAP = 50;

/** After the pair's 5th consecutive failure: 30 s, then 60 s, 120 s … up to one hour. */
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

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** Throws while this address must wait before trying the email again (known account or not). */
export async function assertNotLocked(ctx: AppContext, email: string, ipAddress: string) {
  const pair = await repo.findThrottle(ctx.db, email, ipAddress);
  if (!pair) return;
  const now = ctx.clock.now().getTime();
  if (pair.lockedUntil && pair.lockedUntil.getTime() > now)
    throw lockedError(secondsUntil(pair.lockedUntil.getTime(), now));
  const cleanAt = pair.lastFailedAt.getTime() + ACCOUNT_WINDOW_MS;
  if (cleanAt <= now) return;
  const accountFailures = await repo.countRecentFailures(ctx.db, email, new Date(now - ACCOUNT_WINDOW_MS));
  if (accountFailures >= ACCOUNT_CAP) throw lockedError(secondsUntil(cleanAt, now));
}

export async function recordFailure(ctx: AppContext, email: string, ipAddress: string) {
  const now = ctx.clock.now();
  const failedCount = await repo.addFailure(ctx.db, email, ipAddress, now);
  const delay = lockDelayMs(failedCount);
  if (delay) await repo.lockThrottle(ctx.db, email, ipAddress, new Date(now.getTime() + delay));
  await repo.pruneThrottles(ctx.db, email, new Date(now.getTime() - ACCOUNT_WINDOW_MS - MAX_DELAY_MS));
}

/** A correct password clears this address's failures only: an attacker's stay counted. */
export function clearFailures(ctx: AppContext, email: string, ipAddress: string) {
  return repo.clearThrottle(ctx.db, email, ipAddress);
}

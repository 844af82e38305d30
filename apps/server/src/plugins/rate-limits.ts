import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { currentUser } from './access';

/**
 * Request rate limits, counted by @fastify/rate-limit in fixed one-minute windows per key:
 * in Redis when `REDIS_URL` is set, so every instance behind a load balancer counts together;
 * otherwise in this process's memory (right for a single instance). A route declares its limit
 * as `config.rateLimit` (one of the two below); the count is per route and key.
 *
 * Over the limit: 429 `RATE_LIMITED` with the translated "too many requests" message,
 * `retryAfterSeconds` and `Retry-After` (the seconds left in the window).
 *
 * The windows run on wall-clock time (Redis's own clock with Redis), not on the app's injected
 * clock. Sign-in back-off per email and address, the staff code limits and the daily
 * workspace limit are not here: they are counted in PostgreSQL.
 */

const MINUTE_MS = 60_000;

/**
 * Per client address and route: 20 a minute. The address is `request.ip` (the
 * `X-Forwarded-For` client with `TRUST_PROXY=true`); IPv6 clients count per /64.
 */
export const PER_ADDRESS: RateLimitOptions = { max: 20, timeWindow: MINUTE_MS };

/**
 * Per signed-in account and route, for a `user` route: the access hook has resolved the
 * session by then, and the body is not read yet (a refused restore costs no parsing).
 */
export function perAccount(maxPerMinute: number): RateLimitOptions {
  return { max: maxPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => currentUser(request).userId };
}

/**
 * Per value of a path parameter and route (a calendar feed's token): the key is the value's
 * SHA-256, so no secret is kept in the limiter's memory or in Redis.
 */
export function perParam(maxPerMinute: number, param: string): RateLimitOptions {
  return {
    max: maxPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) =>
      createHash('sha256')
        .update(String((request.params as Record<string, unknown>)[param] ?? ''))
        .digest('base64url'),
  };
}

/** A limit shared by several routes (the route calls it): `key` must name the bucket. */
export function sharedLimit(
  app: FastifyInstance,
  maxPerMinute: number,
  key: (request: FastifyRequest) => string,
) {
  return app.createRateLimit({ max: maxPerMinute, timeWindow: MINUTE_MS, keyGenerator: key });
}

export class RedisUnavailableError extends Error {}

/**
 * Registers the limiter; with `REDIS_URL` it first connects and fails (RedisUnavailableError)
 * when Redis does not answer within 5 s: an operator who set REDIS_URL expects shared limits,
 * and an instance that silently counted alone would double them. Once started, a Redis that
 * goes away does not stop sign-in: limits are not enforced until it is back (logged once per
 * outage), the PostgreSQL back-offs still are.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redis.url ? await connectRedis(config.redis.url, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:` } : { cache: 10_000 }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

const CONNECT_TIMEOUT_MS = 5_000;

async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // While the connection is down a command fails at once (the limiter lets the request
    // through) instead of queueing and holding the request.
    enableOfflineQueue: false,
    // A Redis that keeps the connection but stops answering (stalled, a failover, a network
    // black hole) fails the command after this long, so the request goes through instead of
    // hanging until TCP notices.
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError: Error | undefined;
  const remember = (err: Error) => (lastError = err);
  redis.on('error', remember);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const reason = lastError?.message ?? (err as Error).message;
    throw new RedisUnavailableError(`Cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${reason}`);
  }
  redis.off('error', remember);
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error(
      `Redis at REDIS_URL (${redactUrl(url)}) is unreachable: ${err.message}; rate limits are not enforced until it is back`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`Redis at REDIS_URL (${redactUrl(url)}) answers again; rate limits are shared again`);
  });
  return redis;
}

/** The URL with its password replaced by `***`, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

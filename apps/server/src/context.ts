import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import { RateLimiter } from './lib/rate-limiter';
import type { Mailer } from './modules/mail/mailer';
import type { SmsProvider } from './modules/sms/sms-provider';

/** What services need from the outside world; built once per app, replaced in tests. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Text messages (staff sign-in codes): the outbox, or an HTTP gateway when configured. */
  sms: SmsProvider;
  log: FastifyBaseLogger;
  limits: {
    /** Per client address: login, register and forgot-password attempts per minute. */
    authByIp: RateLimiter;
  };
}

export function createLimits(clock: Clock): AppContext['limits'] {
  return { authByIp: new RateLimiter(20, 60_000, clock) };
}

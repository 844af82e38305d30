import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  REDIS_URL: z
    .string()
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), 'Must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('openrota:'),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('OpenRota <no-reply@openrota.local>'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  CONTACT_EMAIL: z.email({ message: 'Invalid email address' }).default('sales@openrota.org'),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).max(32).default('OpenRota'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  DEFAULT_PHONE_COUNTRY_CODE: z
    .string()
    .regex(/^\+[1-9][0-9]{0,2}$/, 'Must be a country calling code such as +31')
    .default('+31'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  embeddedDbPort: number;
  databaseUrl: string | undefined;
  /** Connections in the pool to DATABASE_URL (the embedded database uses the same size). */
  databasePoolSize: number;
  /**
   * Redis for state every instance must share (rate limits): `url` unset = kept in this
   * process's memory. `keyPrefix` starts every key, so instances that share one Redis for
   * different deployments (or test runs) do not count together.
   */
  redis: { url: string | undefined; keyPrefix: string };
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Directory of the built web app; served at `/` when it exists. */
  webDistDir: string | undefined;
  trustProxy: boolean;
  /** Session lifetime: idle timeout and absolute maximum, in milliseconds. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  bodyLimitBytes: number;
  /** Shown on the licence-expired page (GET /api/public/config). */
  contactEmail: string;
  /** Reminder scheduler timer period (ms); 0 = this instance sends no reminder mails. */
  reminderIntervalMs: number;
  /** Staff sessions (one-time-code sign-in): idle timeout and absolute maximum, in milliseconds. */
  staffSessionIdleMs: number;
  staffSessionAbsoluteMs: number;
  /** SMS through an HTTP gateway when `url` is set; otherwise SMS land in the sms_outbox table. */
  sms: { url: string | undefined; token: string | undefined; from: string; timeoutMs: number };
  /** Country calling code assumed for staff phone numbers written without one (e.g. 06…). */
  defaultPhoneCountryCode: string;
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_URL: required in production (links in mails point to it)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY === 'true',
    sessionIdleMs: 7 * 24 * 60 * 60 * 1000,
    sessionAbsoluteMs: 30 * 24 * 60 * 60 * 1000,
    bodyLimitBytes: 1024 * 1024,
    contactEmail: e.CONTACT_EMAIL,
    reminderIntervalMs: e.REMINDER_INTERVAL_SECONDS * 1000,
    staffSessionIdleMs: 7 * 24 * 60 * 60 * 1000,
    staffSessionAbsoluteMs: 30 * 24 * 60 * 60 * 1000,
    sms: { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, from: e.SMS_FROM, timeoutMs: e.SMS_TIMEOUT_MS },
    defaultPhoneCountryCode: e.DEFAULT_PHONE_COUNTRY_CODE,
  };
}

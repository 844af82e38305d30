import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/db/database';
import { auditLogs } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import type { MailMessage, Mailer } from '../src/modules/mail/mailer';

/** A mailer that keeps what it is asked to send, for assertions. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  lastTo(address: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to === address);
  }
}

/** A fresh database copied from the migrated template (one per test file or per call). */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const templateUrl = new URL(inject('templateDatabaseUrl'));
  const templateName = templateUrl.pathname.slice(1);
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: templateUrl.toString().replace(`/${templateName}`, '/postgres'),
  });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl.toString());
  url.pathname = `/${name}`;
  return { ...connectDatabase(url.toString(), { max: 5 }), url: url.toString() };
}

export interface TestApp {
  app: FastifyInstance;
  /** `url` reaches the test's own database (for seeding with plain SQL). */
  database: Database & { url: string };
  clock: ManualClock;
  mailer: CapturingMailer;
  config: AppConfig;
  close(): Promise<void>;
}

/** The configuration every test app starts from (NODE_ENV test, no web build), with `overrides`. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' }),
    webDistDir: '/nonexistent',
    ...overrides,
  };
}

/** An app on `database` (its own mailer; the clock given or a new one at the wall time). */
async function testAppOn(
  database: TestApp['database'],
  overrides: Partial<AppConfig>,
  clock = new ManualClock(new Date()),
): Promise<TestApp> {
  const mailer = new CapturingMailer();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db, clock, mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return testAppOn(await createTestDatabase(), overrides);
}

/** Two app instances on one database, as two server processes behind a load balancer. */
export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two instances on one fresh database (issue 14 §2), as two processes would run: each with its
 * own connection pool, in-memory caches, rate-limit memory (unless `overrides.redis` names a
 * shared Redis) and mailer. They share one clock, as two processes read one wall clock: setting
 * `a.clock` sets `b.clock`. Either can be passed wherever a factory takes a TestApp.
 */
export async function createTwoInstances(overrides: Partial<AppConfig> = {}): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const second = { ...connectDatabase(database.url, { max: 3 }), url: database.url };
  const a = await testAppOn(database, overrides);
  const b = await testAppOn(second, overrides, a.clock);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
    },
  };
}

/**
 * Moves the app's clock and the wall clock forward together. Request rate limits
 * (plugins/rate-limits.ts) count in wall-clock windows of their store, not on the app's clock:
 * a test that waits out such a window fakes `Date` (its timers stay real) and moves it too.
 * Files that call this restore the real `Date` with `afterEach(() => vi.useRealTimers())`.
 */
export function advanceClocks(t: Pick<TestApp, 'clock'>, ms: number): void {
  t.clock.advance(ms);
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

/** `app.inject` with a JSON body, a bearer token and a workspace header. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    body?: unknown;
    token?: string;
    workspaceId?: string;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.workspaceId) headers['x-workspace-id'] = options.workspaceId;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

/** The audit rows of a workspace, oldest first, optionally of one resource and action. */
export async function auditRows(
  t: TestApp,
  workspaceId: string,
  filter: { resource?: string; action?: string } = {},
) {
  const conditions = [eq(auditLogs.workspaceId, workspaceId)];
  if (filter.resource) conditions.push(eq(auditLogs.resource, filter.resource));
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(...conditions))
    .orderBy(asc(auditLogs.createdAt));
}

import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase, type Database } from '../../db/database';
import {
  emailSettings,
  reminderDeliveries,
  scheduleEntries,
  shiftTypes,
  staff,
  users,
  workspaces,
} from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createMailer, type MailMessage, type Mailer } from '../mail/mailer';
import { CapturingMailer, createTestDatabase } from '../../../test/helpers';
import { createWorkspaceWithAdmin } from '../../../test/factories';
import * as repo from './email.repository';
import { DEFAULT_LEASE_MS } from './reminder-scheduler';

/**
 * The reminder scheduler against a real PostgreSQL, driven by a ManualClock: `tick()` is what
 * the server's timer calls. Sunday 2026-11-22: Amsterdam is UTC+1, so 20:00 there is 19:00 UTC.
 */

/** A fresh database per test: one test's pending mails are not another's. */
let database: Database & { url: string };
const apps: Array<{ close: () => Promise<unknown> }> = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
  await database.close();
});

async function instance(
  options: {
    mailer?: Mailer;
    clock?: ManualClock;
    db?: Database;
    startBackgroundWork?: boolean;
    intervalSeconds?: string;
  } = {},
) {
  const clock = options.clock ?? new ManualClock(new Date('2026-11-22T12:00:00Z'));
  const mailer = options.mailer ?? new CapturingMailer();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://app.test',
      REMINDER_INTERVAL_SECONDS: options.intervalSeconds ?? '30',
    }),
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({
    config,
    db: (options.db ?? database).db,
    clock,
    mailer,
    logger: false,
    startBackgroundWork: options.startBackgroundWork ?? false,
  });
  await app.ready();
  apps.push(app);
  return { app, clock, mailer, tick: () => app.reminders.tick() };
}

let seq = 0;
interface Setup {
  timeZone?: string;
  plan?: string;
  upcoming?: boolean;
  weekly?: boolean;
  time?: string;
  day?: number;
  daysAhead?: number;
}
/** A workspace with its email settings, one shift type and helpers to add staff and shifts. */
async function workspace(t: { app: Awaited<ReturnType<typeof instance>>['app'] }, s: Setup = {}) {
  seq += 1;
  const { workspace: ws } = await createWorkspaceWithAdmin(t.app, `Ward ${seq}`);
  const db = database.db;
  await db
    .update(workspaces)
    .set({ plan: s.plan ?? 'TEAM', timeZone: s.timeZone ?? 'Europe/Amsterdam' })
    .where(eq(workspaces.id, ws.id));
  await db.insert(emailSettings).values({
    workspaceId: ws.id,
    upcomingShiftsEmail: s.upcoming ?? true,
    weeklyScheduleSummary: s.weekly ?? false,
    summaryEmailTime: s.time ?? '20:00',
    summaryEmailDay: s.day ?? 0,
    summaryEmailDaysAhead: s.daysAhead ?? 7,
  });
  const [early] = await db
    .insert(shiftTypes)
    .values({ workspaceId: ws.id, name: 'Early', startTime: '07:00', endTime: '15:00', order: 0 })
    .returning();
  return {
    id: ws.id,
    async member(name: string, email: string | null, options: { active?: boolean; language?: string } = {}) {
      let userId: string | null = null;
      if (options.language) {
        const [u] = await db
          .insert(users)
          .values({ email: `${seq}-${email}`, name, passwordHash: 'x', language: options.language })
          .returning();
        userId = u!.id;
      }
      const [row] = await db
        .insert(staff)
        .values({ workspaceId: ws.id, name, email, active: options.active ?? true, userId })
        .returning();
      return row!;
    },
    async shift(staffId: string, date: string) {
      await db
        .insert(scheduleEntries)
        .values({ workspaceId: ws.id, entryType: 'ONE_OFF', date, shiftTypeId: early!.id, staffId });
    },
  };
}

const at = (iso: string) => new Date(iso);
const deliveries = (workspaceId: string) =>
  database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.workspaceId, workspaceId));

describe('when reminders are sent', () => {
  it('sends the upcoming-shift reminder at summaryEmailTime in the workspace’s zone, to active staff with an email and shifts tomorrow, once', async () => {
    const t = await instance();
    const mailer = t.mailer as CapturingMailer;
    const ams = await workspace(t, { timeZone: 'Europe/Amsterdam' });
    const utc = await workspace(t, { timeZone: 'UTC' });
    const anna = await ams.member('Anna', 'anna@example.com', { language: 'nl' });
    const bram = await ams.member('Bram', 'bram@example.com');
    const noMail = await ams.member('Carl', null);
    const inactive = await ams.member('Ivo', 'ivo@example.com', { active: false });
    const uma = await utc.member('Uma', 'uma@example.com');
    await ams.shift(anna.id, '2026-11-23');
    await ams.shift(bram.id, '2026-11-24'); // not tomorrow
    await ams.shift(noMail.id, '2026-11-23');
    await ams.shift(inactive.id, '2026-11-23');
    await utc.shift(uma.id, '2026-11-23');

    t.clock.set(at('2026-11-22T18:59:59Z')); // 19:59:59 in Amsterdam
    await t.tick();
    expect(mailer.sent).toEqual([]);

    t.clock.set(at('2026-11-22T19:00:00Z')); // 20:00 in Amsterdam, 19:00 in UTC
    expect(await t.tick()).toMatchObject({ enqueued: 1, sent: 1, failed: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['anna@example.com']);
    const mail = mailer.sent[0]!;
    expect(mail.subject).toBe('Je diensten morgen: maandag 23 november 2026');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('- Early, 07:00–15:00');
    expect(mail.html).toContain('<li>Early, 07:00–15:00</li>');

    await t.tick();
    t.clock.set(at('2026-11-22T19:30:00Z'));
    await t.tick();
    expect(mailer.sent.map((m) => m.to)).toEqual(['anna@example.com']);

    t.clock.set(at('2026-11-22T20:00:00Z')); // 20:00 in UTC
    await t.tick();
    expect(mailer.sent.map((m) => m.to)).toEqual(['anna@example.com', 'uma@example.com']);
    expect(mailer.sent[1]!.subject).toBe('Your shifts tomorrow: Monday, 23 November 2026');

    t.clock.set(at('2026-11-23T19:00:00Z')); // Monday 20:00 in Amsterdam: Bram's Tuesday shift
    await t.tick();
    expect(mailer.sent.map((m) => m.to)).toEqual(['anna@example.com', 'uma@example.com', 'bram@example.com']);
    expect(await deliveries(ams.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          staffId: anna.id,
          kind: 'UPCOMING_SHIFTS',
          period: '2026-11-23',
          status: 'SENT',
          attempts: 1,
        }),
        expect.objectContaining({
          staffId: bram.id,
          kind: 'UPCOMING_SHIFTS',
          period: '2026-11-24',
          status: 'SENT',
          attempts: 1,
        }),
      ]),
    );
    expect(await deliveries(ams.id)).toHaveLength(2);
  });

  it('sends the weekly summary only on summaryEmailDay, covering summaryEmailDaysAhead days from tomorrow', async () => {
    const t = await instance();
    const mailer = t.mailer as CapturingMailer;
    const ws = await workspace(t, { upcoming: false, weekly: true, day: 0, daysAhead: 3, time: '18:00' });
    const anna = await ws.member('Anna', 'anna@example.com');
    const bram = await ws.member('Bram', 'bram@example.com');
    await ws.shift(anna.id, '2026-11-23');
    await ws.shift(anna.id, '2026-11-25');
    await ws.shift(anna.id, '2026-11-26'); // outside the 3 days
    await ws.shift(bram.id, '2026-11-26'); // only outside: no mail

    t.clock.set(at('2026-11-21T17:00:00Z')); // Saturday 18:00
    await t.tick();
    expect(mailer.sent).toEqual([]);

    t.clock.set(at('2026-11-22T17:00:00Z')); // Sunday 18:00
    await t.tick();
    await t.tick();
    expect(mailer.sent.map((m) => m.to)).toEqual(['anna@example.com']);
    const mail = mailer.sent[0]!;
    expect(mail.subject).toBe('Your schedule from Monday, 23 November 2026 to Wednesday, 25 November 2026');
    expect(mail.text).toContain(
      'Monday, 23 November 2026\n- Early, 07:00–15:00\n\nWednesday, 25 November 2026\n- Early, 07:00–15:00',
    );
    expect(mail.text).not.toContain('26 November');
    expect(await deliveries(ws.id)).toEqual([
      expect.objectContaining({ kind: 'WEEKLY_SUMMARY', period: '2026-11-23', status: 'SENT' }),
    ]);

    t.clock.set(at('2026-11-23T17:00:00Z')); // Monday: not the summary day
    await t.tick();
    expect(mailer.sent).toHaveLength(1);
  });

  it('uses the zone’s summer offset: 20:00 in Amsterdam in June is 18:00 UTC', async () => {
    const t = await instance();
    const mailer = t.mailer as CapturingMailer;
    const ws = await workspace(t);
    const anna = await ws.member('Anna', 'anna@example.com');
    await ws.shift(anna.id, '2026-06-15');
    t.clock.set(at('2026-06-14T17:59:00Z'));
    await t.tick();
    expect(mailer.sent).toEqual([]);
    t.clock.set(at('2026-06-14T18:00:00Z'));
    await t.tick();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Your shifts tomorrow: Monday, 15 June 2026']);
  });

  it('sends nothing where the plan has no email notifications (FREE) or the licence expired', async () => {
    const t = await instance();
    const mailer = t.mailer as CapturingMailer;
    const free = await workspace(t, { plan: 'FREE', weekly: true });
    const expired = await workspace(t, { plan: 'START', weekly: true });
    await database.db
      .update(workspaces)
      .set({ renewalDate: '2026-11-20' })
      .where(eq(workspaces.id, expired.id));
    for (const ws of [free, expired]) {
      const member = await ws.member('Anna', 'anna@example.com');
      await ws.shift(member.id, '2026-11-23');
    }
    t.clock.set(at('2026-11-22T19:00:00Z'));
    await t.tick();
    expect(mailer.sent).toEqual([]);
    expect(await deliveries(free.id)).toEqual([]);
    expect(await deliveries(expired.id)).toEqual([]);
  });
});

/** A mailer that fails its first `failures` sends (then delivers to `inner`). */
class FlakyMailer implements Mailer {
  attempts = 0;
  constructor(
    private failures: number,
    readonly inner = new CapturingMailer(),
  ) {}
  async send(message: MailMessage) {
    this.attempts += 1;
    if (this.attempts <= this.failures) throw new Error(`connect ECONNREFUSED (attempt ${this.attempts})`);
    await this.inner.send(message);
  }
  close() {}
}

describe('failed sends', () => {
  it('retries with backoff (1, then 2 minutes) and sends once', async () => {
    const mailer = new FlakyMailer(2);
    const t = await instance({ mailer });
    const ws = await workspace(t);
    const anna = await ws.member('Anna', 'anna@example.com');
    await ws.shift(anna.id, '2026-11-23');

    t.clock.set(at('2026-11-22T19:00:00Z'));
    expect(await t.tick()).toMatchObject({ sent: 0, failed: 1 });
    expect(await deliveries(ws.id)).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        attempts: 1,
        lastError: 'connect ECONNREFUSED (attempt 1)',
        nextAttemptAt: at('2026-11-22T19:01:00Z'),
      }),
    ]);
    t.clock.set(at('2026-11-22T19:00:59Z'));
    await t.tick();
    expect(mailer.attempts).toBe(1);
    t.clock.set(at('2026-11-22T19:01:00Z'));
    await t.tick();
    expect(mailer.attempts).toBe(2);
    expect(await deliveries(ws.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: 2, nextAttemptAt: at('2026-11-22T19:03:00Z') }),
    ]);
    t.clock.set(at('2026-11-22T19:02:59Z'));
    await t.tick();
    expect(mailer.attempts).toBe(2);
    t.clock.set(at('2026-11-22T19:03:00Z'));
    expect(await t.tick()).toMatchObject({ sent: 1 });
    t.clock.set(at('2026-11-22T19:30:00Z'));
    await t.tick();
    expect(mailer.inner.sent.map((m) => m.to)).toEqual(['anna@example.com']);
    expect(await deliveries(ws.id)).toEqual([
      expect.objectContaining({ status: 'SENT', attempts: 3, lastError: null }),
    ]);
  });

  it('gives up after 5 attempts and leaves the row FAILED', async () => {
    const mailer = new FlakyMailer(1000);
    const t = await instance({ mailer });
    const ws = await workspace(t);
    const anna = await ws.member('Anna', 'anna@example.com');
    await ws.shift(anna.id, '2026-11-23');
    t.clock.set(at('2026-11-22T19:00:00Z'));
    for (let minute = 0; minute <= 60; minute++) {
      await t.tick();
      t.clock.advance(60_000);
    }
    expect(mailer.attempts).toBe(5);
    expect(await deliveries(ws.id)).toEqual([expect.objectContaining({ status: 'FAILED', attempts: 5 })]);
  });
});

/** A local SMTP sink counting every message it accepts, by recipient. */
async function smtpSink() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const countBy = (list: string[]) =>
  list.reduce<Record<string, number>>((acc, x) => ((acc[x] = (acc[x] ?? 0) + 1), acc), {});

describe('exactly once with two server instances and crashes', () => {
  it('two instances (own pools, own schedulers) ticking concurrently send each mail exactly once, counted at a real SMTP sink', async () => {
    const sink = await smtpSink();
    const second = connectDatabase(database.url, { max: 5 });
    const log = pino({ level: 'silent' });
    const clock = new ManualClock(at('2026-11-22T12:00:00Z'));
    const a = await instance({
      clock,
      mailer: createMailer({ smtpUrl: sink.url, from: 'rota@example.org', db: database.db, log }),
    });
    const b = await instance({
      clock,
      db: second,
      mailer: createMailer({ smtpUrl: sink.url, from: 'rota@example.org', db: second.db, log }),
    });
    expect(a.app.reminders.instanceId).not.toBe(b.app.reminders.instanceId);
    const ws = await workspace(a, { weekly: true });
    const expected: string[] = [];
    for (let i = 0; i < 40; i++) {
      const email = `nurse${i}@example.com`;
      const member = await ws.member(`Nurse ${i}`, email);
      await ws.shift(member.id, '2026-11-23');
      expected.push(email);
    }
    clock.set(at('2026-11-22T19:00:00Z'));
    for (let round = 0; round < 3; round++) {
      // Four runs enqueued at once; each instance works the queue until its own runs ended.
      const reports = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      if (round === 0) expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(80);
      clock.advance(60_000);
    }
    await a.app.close();
    await b.app.close();
    await second.close();
    await sink.close();
    // Every nurse: the upcoming reminder and the weekly summary, once each.
    expect(countBy(sink.received)).toEqual(Object.fromEntries(expected.map((e) => [e, 2])));
    const rows = await deliveries(ws.id);
    expect(rows).toHaveLength(80);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    // 80 mails through a real SMTP sink by two instances: on a shared 2-core machine under load
    // this takes up to a minute (measured 40–50 s at a load average of 13).
  }, 120_000);

  it('after a crash mid-run: unsent mails are sent once by the next run, an interrupted send is never repeated', async () => {
    const sink = await smtpSink();
    const log = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: sink.url, from: 'rota@example.org', db: database.db, log });
    const t = await instance({ mailer });
    const ws = await workspace(t);
    const members = [];
    for (const name of ['ann', 'ben', 'cas']) {
      const m = await ws.member(name, `${name}@example.com`);
      await ws.shift(m.id, '2026-11-23');
      members.push(m);
    }
    const now = at('2026-11-22T19:00:00Z');
    t.clock.set(now);
    // The run that dies: creates the three mails, sends ann's and records it, hands ben's to
    // the mail server, then its instance dies before recording it; cas's was not begun.
    await repo.enqueueDeliveries(
      database.db,
      members.map((m) => ({
        workspaceId: ws.id,
        staffId: m.id,
        kind: 'UPCOMING_SHIFTS' as const,
        period: '2026-11-23',
      })),
      now,
    );
    const due = await repo.dueDeliveries(database.db, now, 50, 5);
    expect(due).toHaveLength(3);
    const row = (staffId: string) => due.find((r) => r.staffId === staffId)!;
    const [ann, ben, cas] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const until = new Date(now.getTime() + DEFAULT_LEASE_MS);
    expect(await repo.markSending(database.db, row(ann.id), 'dead', until)).toBe(true);
    await mailer.send({ to: 'ann@example.com', subject: 'Your shifts tomorrow', text: 'x' });
    await repo.markSent(database.db, row(ann.id).id, 1, now);
    expect(await repo.markSending(database.db, row(ben.id), 'dead', until)).toBe(true);
    await mailer.send({ to: 'ben@example.com', subject: 'Your shifts tomorrow', text: 'x' });
    // … crash. A second SENDING of the same row as read is refused (the compare-and-set).
    expect(await repo.markSending(database.db, row(ben.id), 'other', until)).toBe(false);

    // The next run sends cas's mail; ben's, still SENDING within its lease, is left alone.
    t.clock.set(new Date(now.getTime() + 1000));
    expect(await t.tick()).toMatchObject({ sent: 1, interrupted: 0 });

    t.clock.set(until);
    expect(await t.tick()).toMatchObject({ sent: 0, interrupted: 1 });
    t.clock.advance(10 * 60_000);
    await t.tick();
    await t.app.close();
    await sink.close();
    expect(countBy(sink.received)).toEqual({
      'ann@example.com': 1,
      'ben@example.com': 1,
      'cas@example.com': 1,
    });
    const byStaff = Object.fromEntries((await deliveries(ws.id)).map((r) => [r.staffId, r]));
    expect(byStaff[ann.id]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(byStaff[ben.id]).toMatchObject({
      status: 'SKIPPED',
      attempts: 1,
      lastError: repo.INTERRUPTED_MESSAGE,
    });
    expect(byStaff[cas.id]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(
      (
        await database.db
          .select()
          .from(reminderDeliveries)
          .where(and(eq(reminderDeliveries.workspaceId, ws.id), eq(reminderDeliveries.status, 'SENDING')))
      ).length,
    ).toBe(0);
  });
});

/** Waits until `check` holds (polling), or fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the timer and the queue workers', () => {
  it('with startBackgroundWork, the timer asks for a run every REMINDER_INTERVAL_SECONDS and a worker of the queue works it; closing the app stops both', async () => {
    const t = await instance({ startBackgroundWork: true, intervalSeconds: '1' });
    const mailer = t.mailer as CapturingMailer;
    const ws = await workspace(t);
    const anna = await ws.member('Anna', 'anna@example.com');
    await ws.shift(anna.id, '2026-11-23');
    t.clock.set(at('2026-11-22T19:00:00Z'));
    await eventually(() => mailer.sent.length === 1);
    expect(mailer.sent[0]!.to).toBe('anna@example.com');
    await t.app.close();
    const bram = await ws.member('Bram', 'bram@example.com');
    await ws.shift(bram.id, '2026-11-23');
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailer.sent).toHaveLength(1);
    expect(await deliveries(ws.id)).toHaveLength(1);
  });

  it('without startBackgroundWork (tests and operator commands) nothing runs on its own', async () => {
    const t = await instance({ intervalSeconds: '1' });
    const mailer = t.mailer as CapturingMailer;
    const ws = await workspace(t);
    const anna = await ws.member('Anna', 'anna@example.com');
    await ws.shift(anna.id, '2026-11-23');
    t.clock.set(at('2026-11-22T19:00:00Z'));
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailer.sent).toEqual([]);
    expect(await deliveries(ws.id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { scheduleEntries, staff, users } from '../../db/schema';
import { fetchFeed, parseFeed } from '../../../test/calendar-feed-helpers';
import { addWorkspaceMember } from '../../../test/factories';
import { auditRows, call, createTestApp, testConfig, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createMailer } from '../mail/mailer';
import { as } from '../../../test/rotation-factories';
import { insertStoredEntry, scheduleWorkspace } from '../../../test/schedule-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';
import { scheduleHead } from '../schedule/schedule-cache';
import { staffVisibleShifts } from '../schedule/schedule.service';
import { PUBLISH_MAIL_QUEUE } from './publish.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-03-02, 10:00 in Amsterdam: today is 2026-03-02.
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

type MyShift = { id: string; date: string; shiftType: { name: string } };

/**
 * scheduleWorkspace (Anna works the Early on Monday of week 1: 2026-03-02 and 2026-03-16) with
 * staff login, Anna mailed in English (no linked account) and Bram in Dutch (his linked
 * account's language), and a one-off Early for Bram on Wednesday 2026-03-04.
 */
async function publishWard(name: string) {
  const w = await scheduleWorkspace(t, name);
  const ws = w.workspace.id;
  await enableStaffLogin(t, ws, { maxSelfPlanningDays: 30 });
  const bramUser = await addWorkspaceMember(t, ws, 'STAFF');
  await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, bramUser.user.id));
  await t.database.db.update(staff).set({ email: 'anna@ward.test' }).where(eq(staff.id, w.anna.id));
  await t.database.db
    .update(staff)
    .set({ email: 'bram@ward.test', userId: bramUser.user.id })
    .where(eq(staff.id, w.bram.id));
  const bramOneOff = await insertStoredEntry(t, ws, {
    date: '2026-03-04',
    shiftTypeId: w.early.id,
    staffId: w.bram.id,
  });
  const tokens = {
    anna: await insertStaffSession(t, ws, w.anna.id),
    bram: await insertStaffSession(t, ws, w.bram.id),
  };
  const myDates = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/staff-auth/my-shifts', { token });
    expect(res.statusCode).toBe(200);
    // Up to the end of April (the window reaches further, into the rotation's later weeks).
    return (res.json().upcomingShifts as MyShift[])
      .filter((s) => s.date <= '2026-04-30')
      .map((s) => `${s.date} ${s.shiftType.name}`);
  };
  const manager = as(t, w.actor);
  const version = async () => (await scheduleHead(ctxOf(), ws)).version;
  return { ...w, ws, bramUser, bramOneOff, tokens, myDates, manager, version };
}

const ctxOf = (): AppContext => ({ db: t.database.db, clock: t.clock }) as unknown as AppContext;

/** Works the publish-mail queue here until it is empty; answers how many jobs it worked. */
async function deliverMails(app: { ctx: Pick<AppContext, 'jobs'> } = t.app) {
  let worked = 0;
  while (await app.ctx.jobs.runNext(PUBLISH_MAIL_QUEUE)) worked++;
  return worked;
}

describe('publish', () => {
  it('IMMEDIATE (the default) shows every change at once and has nothing to publish', async () => {
    const w = await publishWard('Publish immediate');
    const settings = await w.manager('GET', '/api/publish/settings');
    expect(settings.json().data).toMatchObject({
      mode: 'IMMEDIATE',
      publishedUntil: null,
      lastPublication: null,
    });
    await insertStoredEntry(t, w.ws, { date: '2026-03-05', shiftTypeId: w.early.id, staffId: w.bram.id });
    expect(await w.myDates(w.tokens.bram)).toEqual(['2026-03-04 Early', '2026-03-05 Early']);
    const status = await w.manager('GET', '/api/publish/status?startDate=2026-03-02&endDate=2026-03-08');
    expect(status.json().data).toMatchObject({ mode: 'IMMEDIATE', pending: 0, changes: [] });
    const publish = await w.manager('POST', '/api/publish', { until: '2026-03-29' });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error).toMatch(/nothing to publish/);
  });

  it('ON_PUBLISH keeps drafts from my-shifts, feeds and reminders until publish, then mails each member once', async () => {
    const w = await publishWard('Publish drafts');
    const feedRes = await w.manager('POST', `/api/staff/${w.bram.id}/calendar-feed`);
    expect(feedRes.statusCode).toBe(200);
    const feedUrl = (feedRes.json().data as { httpsUrl: string }).httpsUrl;
    const feedDates = async () =>
      parseFeed((await fetchFeed(t, feedUrl)).body)
        .events.filter((e) => e.status !== 'CANCELLED')
        .map((e) => new Date(e.start).toISOString().slice(0, 10))
        .filter((d) => d >= '2026-03-02');
    expect(await feedDates()).toEqual(['2026-03-04']);

    // The switch takes a first snapshot: nothing changes for staff.
    const before = await w.version();
    const switched = await call(t.app, 'PUT', '/api/publish/settings', {
      token: w.admin.token,
      workspaceId: w.ws,
      body: { mode: 'ON_PUBLISH' },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({
      mode: 'ON_PUBLISH',
      publishedFrom: '2026-03-02',
      publishedUntil: '2026-03-29',
    });
    expect(await w.version()).toBeGreaterThan(before);
    expect(await w.myDates(w.tokens.bram)).toEqual(['2026-03-04 Early']);

    // Drafts: Bram's Wednesday moves to Friday, he gets a Night on 03-20, Anna's 03-16 Early is unassigned.
    await t.database.db
      .update(scheduleEntries)
      .set({ date: '2026-03-06' })
      .where(eq(scheduleEntries.id, w.bramOneOff.id));
    await insertStoredEntry(t, w.ws, { date: '2026-03-20', shiftTypeId: w.night.id, staffId: w.bram.id });
    await insertStoredEntry(t, w.ws, {
      entryType: 'OVERRIDE',
      date: '2026-03-16',
      shiftTypeId: w.early.id,
      staffId: null,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
    });
    // A change after the horizon is seen at once (staff know the rotation there).
    await insertStoredEntry(t, w.ws, { date: '2026-03-31', shiftTypeId: w.early.id, staffId: w.bram.id });

    expect(await w.myDates(w.tokens.bram)).toEqual(['2026-03-04 Early', '2026-03-31 Early']);
    expect(await w.myDates(w.tokens.anna)).toEqual([
      '2026-03-02 Early',
      '2026-03-16 Early',
      '2026-03-30 Early',
      '2026-04-13 Early',
      '2026-04-27 Early',
    ]);
    expect(await feedDates()).toEqual(['2026-03-04', '2026-03-31']);
    const reminders = await staffVisibleShifts(ctxOf(), w.ws, {
      startDate: '2026-03-02',
      endDate: '2026-03-22',
    });
    expect(reminders.get(w.bram.id)?.map((e) => e.date)).toEqual(['2026-03-04']);
    expect(reminders.get(w.anna.id)?.map((e) => e.date)).toEqual(['2026-03-02', '2026-03-16']);

    // The manager sees the drafts.
    const status = await w.manager('GET', '/api/publish/status?startDate=2026-03-02&endDate=2026-03-08');
    const data = status.json().data;
    expect(data.pending).toBe(3);
    expect(
      (data.members as { staff: { name: string }; added: number; removed: number; moved: number }[])
        .map((m) => [m.staff.name, m.added, m.removed, m.moved])
        .sort(),
    ).toEqual([
      ['Anna de Vries', 0, 1, 0],
      [w.bram.name, 1, 0, 1],
    ]);
    expect(data.changes).toEqual([
      expect.objectContaining({
        kind: 'MOVED',
        before: expect.objectContaining({ date: '2026-03-04' }),
        after: expect.objectContaining({ date: '2026-03-06' }),
      }),
    ]);

    // Publish.
    const mailsBefore = t.mailer.sent.length;
    const versionBefore = await w.version();
    const published = await w.manager('POST', '/api/publish', { until: '2026-04-12' });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      publication: { changes: 3, members: 2, startDate: '2026-03-02', until: '2026-04-12' },
      mailed: 2,
    });
    expect(await w.version()).toBeGreaterThan(versionBefore);
    // The mails are queued, not sent within the request: a job per member sends each.
    expect(t.mailer.sent.length).toBe(mailsBefore);
    expect(await deliverMails()).toBe(2);
    const mails = t.mailer.sent.slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['anna@ward.test', 'bram@ward.test']);
    const anna = mails.find((m) => m.to === 'anna@ward.test')!;
    expect(anna.subject).toBe('Your schedule changed: 1 change(s)');
    expect(anna.text).toContain('Cancelled: Monday, 16 March 2026, Early 07:00–15:00');
    const bram = mails.find((m) => m.to === 'bram@ward.test')!;
    expect(bram.subject).toBe('Je rooster is gewijzigd: 2 wijziging(en)');
    expect(bram.text).toContain(
      'Verplaatst: woensdag 4 maart 2026, Early 07:00–15:00 → vrijdag 6 maart 2026, Early 07:00–15:00',
    );
    expect(bram.text).toContain('Nieuw: vrijdag 20 maart 2026, Night 22:00–06:00');

    // Staff see the published schedule.
    expect(await w.myDates(w.tokens.bram)).toEqual([
      '2026-03-06 Early',
      '2026-03-20 Night',
      '2026-03-31 Early',
    ]);
    expect(await w.myDates(w.tokens.anna)).toEqual([
      '2026-03-02 Early',
      '2026-03-30 Early',
      '2026-04-13 Early',
      '2026-04-27 Early',
    ]);
    expect(await feedDates()).toEqual(['2026-03-06', '2026-03-20', '2026-03-31']);
    // The moved shift is the same event (the stored entry's id) with a higher SEQUENCE.
    const moved = parseFeed((await fetchFeed(t, feedUrl)).body).events.find((e) =>
      new Date(e.start).toISOString().startsWith('2026-03-06'),
    );
    expect(moved?.uid.startsWith(w.bramOneOff.id)).toBe(true);
    expect(moved?.sequence).toBeGreaterThan(0);

    const audits = await auditRows(t, w.ws, { action: 'PUBLISH' });
    expect(audits).toHaveLength(1);
    expect(audits[0]!.metadata).toMatchObject({ changes: 3, members: 2, until: '2026-04-12' });

    // Nothing pending: 200 with 0 changes, no mail.
    const again = await w.manager('POST', '/api/publish', { until: '2026-04-12' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ publication: { changes: 0 }, mailed: 0 });
    expect(await deliverMails()).toBe(0);
    expect(t.mailer.sent.length).toBe(mailsBefore + 2);
  });

  it('switching back to IMMEDIATE publishes what is pending and drops the snapshot', async () => {
    const w = await publishWard('Publish back');
    const admin = { token: w.admin.token, workspaceId: w.ws };
    await call(t.app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'ON_PUBLISH' } });
    await t.database.db.delete(scheduleEntries).where(eq(scheduleEntries.id, w.bramOneOff.id));
    expect(await w.myDates(w.tokens.bram)).toEqual(['2026-03-04 Early']);
    const mailsBefore = t.mailer.sent.length;
    const res = await call(t.app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'IMMEDIATE' } });
    expect(res.json().data).toMatchObject({
      mode: 'IMMEDIATE',
      publishedUntil: null,
      lastPublication: { changes: 1 },
    });
    expect(await w.myDates(w.tokens.bram)).toEqual([]);
    await deliverMails();
    expect(t.mailer.sent.slice(mailsBefore).map((m) => m.to)).toEqual(['bram@ward.test']);
    expect(t.mailer.sent.at(-1)!.text).toContain('Vervallen: woensdag 4 maart 2026');
  });

  it('answers bad input with a translated 400 naming the field, and only ADMIN sets the mode', async () => {
    const w = await publishWard('Publish input');
    const admin = { token: w.admin.token, workspaceId: w.ws };
    await call(t.app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'ON_PUBLISH' } });
    const past = await w.manager('POST', '/api/publish', { until: '2026-03-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([expect.objectContaining({ field: 'until' })]);
    const manager = await addWorkspaceMember(t, w.ws, 'MANAGER');
    await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, manager.user.id));
    const asManager = { token: manager.token, workspaceId: w.ws };
    const nl = await call(t.app, 'POST', '/api/publish', { ...asManager, body: { until: '2027-12-01' } });
    expect(nl.statusCode).toBe(400);
    expect(nl.json().error).toBe('Publiceren tot mag hoogstens 366 dagen vooruit liggen');
    const mode = await call(t.app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'SOMETIMES' } });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error).toBe('Publish mode must be IMMEDIATE or ON_PUBLISH');
    expect(
      (await call(t.app, 'PUT', '/api/publish/settings', { ...asManager, body: { mode: 'IMMEDIATE' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/publish/settings', asManager)).json().data.mode).toBe(
      'ON_PUBLISH',
    );
    expect(
      (await call(t.app, 'POST', '/api/publish', { ...asManager, body: { until: '2026-03-29' } })).statusCode,
    ).toBe(200);
    const member = { token: w.bramUser.token, workspaceId: w.ws };
    expect(
      (await call(t.app, 'POST', '/api/publish', { ...member, body: { until: '2026-03-29' } })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/publish/status?startDate=2026-03-02&endDate=2026-03-08', member))
        .statusCode,
    ).toBe(403);
  });

  it('delivers one mail per affected member to a real SMTP server, through the job queue after the commit', async () => {
    const w = await publishWard('Publish smtp');
    const received: Array<{ to: string; body: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          for (const r of session.envelope.rcptTo) received.push({ to: r.address, body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as { port: number }).port;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'rota@example.org',
      db: t.database.db,
      log: pino({ level: 'silent' }),
    });
    const app = await buildApp({
      config: testConfig(),
      db: t.database.db,
      clock: t.clock,
      mailer,
      logger: false,
    });
    await app.ready();
    try {
      const admin = { token: w.admin.token, workspaceId: w.ws };
      await call(app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'ON_PUBLISH' } });
      await t.database.db
        .update(scheduleEntries)
        .set({ date: '2026-03-05' })
        .where(eq(scheduleEntries.id, w.bramOneOff.id));
      await insertStoredEntry(t, w.ws, { date: '2026-03-10', shiftTypeId: w.early.id, staffId: w.bram.id });
      await insertStoredEntry(t, w.ws, { date: '2026-03-11', shiftTypeId: w.early.id, staffId: w.anna.id });
      const res = await call(app, 'POST', '/api/publish', { ...admin, body: { until: '2026-03-29' } });
      expect(res.json().data).toMatchObject({ publication: { changes: 3, members: 2 }, mailed: 2 });
      expect(received).toEqual([]);
      await deliverMails(app);
      expect(received.map((r) => r.to).sort()).toEqual(['anna@ward.test', 'bram@ward.test']);
      expect(received.find((r) => r.to === 'bram@ward.test')!.body).toContain('Je rooster is gewijzigd');
    } finally {
      await app.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('backup and restore carry the setting, the horizon and the snapshot; an older file restores with IMMEDIATE', async () => {
    const w = await publishWard('Publish backup');
    const admin = { token: w.admin.token, workspaceId: w.ws };
    await call(t.app, 'PUT', '/api/publish/settings', { ...admin, body: { mode: 'ON_PUBLISH' } });
    await t.database.db
      .update(scheduleEntries)
      .set({ date: '2026-03-06' })
      .where(eq(scheduleEntries.id, w.bramOneOff.id));
    const backup = await call(t.app, 'POST', `/api/workspaces/${w.ws}/backup`, admin);
    expect(backup.statusCode).toBe(200);
    const file = JSON.parse(backup.body) as {
      workspace: { settings: Record<string, unknown> };
      publishedShifts?: unknown[];
    };
    expect(file.workspace.settings).toMatchObject({
      publishMode: 'ON_PUBLISH',
      publishedUntil: '2026-03-29',
    });
    expect(file.publishedShifts?.length).toBeGreaterThan(0);

    const restored = await call(t.app, 'POST', '/api/workspaces/restore', {
      token: w.admin.token,
      body: { name: 'Publish backup copy', backupData: file },
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const copy = { token: w.admin.token, workspaceId: restored.json().data.id as string };
    const status = await call(
      t.app,
      'GET',
      '/api/publish/status?startDate=2026-03-02&endDate=2026-03-08',
      copy,
    );
    // The draft is still a draft in the copy: the snapshot came with the file, its ids mapped.
    expect(status.json().data).toMatchObject({
      mode: 'ON_PUBLISH',
      publishedUntil: '2026-03-29',
      pending: 1,
    });
    expect(status.json().data.changes).toEqual([
      expect.objectContaining({ kind: 'MOVED', before: expect.objectContaining({ date: '2026-03-04' }) }),
    ]);

    delete file.publishedShifts;
    for (const key of ['publishMode', 'publishedFrom', 'publishedUntil']) delete file.workspace.settings[key];
    const older = await call(t.app, 'POST', '/api/workspaces/restore', {
      token: w.admin.token,
      body: { name: 'Publish backup old', backupData: file },
    });
    expect(older.statusCode, older.body).toBe(201);
    const settings = await call(t.app, 'GET', '/api/publish/settings', {
      token: w.admin.token,
      workspaceId: older.json().data.id as string,
    });
    expect(settings.json().data).toMatchObject({ mode: 'IMMEDIATE', publishedUntil: null });
  });
});

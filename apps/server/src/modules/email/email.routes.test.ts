import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleEntries, shiftTypes, staff, users, workspaces } from '../../db/schema';
import { advanceClocks, auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createWorkspaceWithAdmin,
  type RegisteredUser,
  type WorkspaceActor,
} from '../../../test/factories';
import { TEST_MAILS_PER_MINUTE } from './email.routes';

let t: TestApp;
let admin: RegisteredUser;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  const created = await createWorkspaceWithAdmin(t.app, 'Ward Mail');
  admin = created.admin;
  workspaceId = created.workspace.id;
  actor = { token: admin.token, workspaceId };
  // Sunday 22 November 2026, 10:00 in Amsterdam.
  t.clock.set(new Date('2026-11-22T09:00:00Z'));
});

const api = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, who: WorkspaceActor = actor) =>
  call(t.app, method, url, { ...who, body });
const setPlan = (plan: string) =>
  t.database.db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId));

describe('GET /api/email/settings', () => {
  it('answers the defaults when the workspace has none, and whether its plan sends mail', async () => {
    const res = await api('GET', '/api/email/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        emailSettings: {
          upcomingShiftsEmail: false,
          weeklyScheduleSummary: false,
          summaryEmailTime: '20:00',
          summaryEmailDay: 0,
          summaryEmailDaysAhead: 7,
        },
        emailNotificationsAvailable: false,
      },
    });
    await setPlan('START');
    expect((await api('GET', '/api/email/settings')).json().data.emailNotificationsAvailable).toBe(true);
  });
});

describe('PUT /api/email/settings', () => {
  it('saves a partial update on top of the defaults, answers the saved settings and audits UPDATE SETTINGS', async () => {
    await setPlan('TEAM');
    const res = await api('PUT', '/api/email/settings', {
      upcomingShiftsEmail: true,
      summaryEmailTime: '07:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Email settings saved successfully',
      data: {
        emailSettings: {
          upcomingShiftsEmail: true,
          weeklyScheduleSummary: false,
          summaryEmailTime: '07:30',
          summaryEmailDay: 0,
          summaryEmailDaysAhead: 7,
        },
        emailNotificationsAvailable: true,
      },
    });
    const second = await api('PUT', '/api/email/settings', {
      weeklyScheduleSummary: true,
      summaryEmailDay: 5,
      summaryEmailDaysAhead: 14,
    });
    expect(second.json().data.emailSettings).toEqual({
      upcomingShiftsEmail: true,
      weeklyScheduleSummary: true,
      summaryEmailTime: '07:30',
      summaryEmailDay: 5,
      summaryEmailDaysAhead: 14,
    });
    expect((await api('GET', '/api/email/settings')).json().data.emailSettings).toEqual(
      second.json().data.emailSettings,
    );
    const audits = await auditRows(t, workspaceId, { resource: 'SETTINGS', action: 'UPDATE' });
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      userId: admin.user.id,
      resourceName: 'Email settings',
      metadata: {
        changes: {
          upcomingShiftsEmail: { from: false, to: true },
          summaryEmailTime: { from: '20:00', to: '07:30' },
        },
      },
    });
  });

  it('saves on a plan without email notifications but says that nothing is sent', async () => {
    const res = await api('PUT', '/api/email/settings', { upcomingShiftsEmail: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('successfully');
    expect(res.json().message).toContain('not included in your plan');
    expect(res.json().data).toMatchObject({
      emailSettings: { upcomingShiftsEmail: true },
      emailNotificationsAvailable: false,
    });
  });

  it.each([
    [{ summaryEmailTime: '24:00' }, 'summaryEmailTime', 'Time must be written as HH:mm'],
    [{ summaryEmailTime: '8:00' }, 'summaryEmailTime', 'Time must be written as HH:mm'],
    [
      { summaryEmailDay: 7 },
      'summaryEmailDay',
      'Summary day must be a whole number from 0 (Sunday) to 6 (Saturday)',
    ],
    [
      { summaryEmailDay: 1.5 },
      'summaryEmailDay',
      'Summary day must be a whole number from 0 (Sunday) to 6 (Saturday)',
    ],
    [
      { summaryEmailDaysAhead: 4 },
      'summaryEmailDaysAhead',
      'Days ahead must be one of 3, 5, 7, 10, 14, 21, 30',
    ],
    [{ upcomingShiftsEmail: 'yes' }, 'upcomingShiftsEmail', 'upcomingShiftsEmail must be true or false'],
  ])('refuses %j with 400 naming the field, and saves nothing', async (body, field, message) => {
    const res = await api('PUT', '/api/email/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    expect((await api('GET', '/api/email/settings')).json().data.emailSettings.summaryEmailTime).toBe(
      '20:00',
    );
    expect(await auditRows(t, workspaceId, { resource: 'SETTINGS' })).toEqual([]);
  });

  it('lets ADMIN and MANAGER manage email settings and test mails; STAFF gets 403', async () => {
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    const asManager = { token: manager.token, workspaceId };
    expect(
      (await api('PUT', '/api/email/settings', { weeklyScheduleSummary: true }, asManager)).statusCode,
    ).toBe(200);
    expect((await api('POST', '/api/email/test-weekly-summary', undefined, asManager)).statusCode).toBe(200);
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const asStaff = { token: member.token, workspaceId };
    for (const [method, url] of [
      ['GET', '/api/email/settings'],
      ['PUT', '/api/email/settings'],
      ['POST', '/api/email/test-upcoming-reminders'],
      ['POST', '/api/email/test-weekly-summary'],
    ] as const) {
      const res = await api(
        method,
        url,
        method === 'PUT' ? { upcomingShiftsEmail: true } : undefined,
        asStaff,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api('GET', '/api/email/settings')).json().data.emailSettings.upcomingShiftsEmail).toBe(
      false,
    );
  });
});

describe('test mails', () => {
  it('sends the signed-in user a sample when nobody has shifts, with a message containing "successfully"', async () => {
    const res = await api('POST', '/api/email/test-upcoming-reminders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `Test upcoming shifts reminder sent successfully to ${admin.email}`,
    });
    const mail = t.mailer.lastTo(admin.email)!;
    expect(mail.subject).toBe('[Test] Your shifts tomorrow: Monday, 23 November 2026');
    expect(mail.text).toContain('This is a test mail with a sample shift');
    expect(mail.text).toContain('- Day shift, 08:00–16:00');
    expect(mail.html).toContain('<li>Day shift, 08:00–16:00</li>');
  });

  it('builds the weekly summary from the workspace’s real shifts, in the user’s language', async () => {
    await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, admin.user.id));
    const [night] = await t.database.db
      .insert(shiftTypes)
      .values({ workspaceId, name: 'Nacht', startTime: '22:00', endTime: '06:00', order: 1 })
      .returning();
    const [nina] = await t.database.db
      .insert(staff)
      .values({ workspaceId, name: 'Nina <Bakker>', email: 'nina@example.com' })
      .returning();
    await t.database.db.insert(scheduleEntries).values([
      { workspaceId, entryType: 'ONE_OFF', date: '2026-11-24', shiftTypeId: night!.id, staffId: nina!.id },
      { workspaceId, entryType: 'ONE_OFF', date: '2026-11-29', shiftTypeId: night!.id, staffId: nina!.id },
      { workspaceId, entryType: 'ONE_OFF', date: '2026-11-30', shiftTypeId: night!.id, staffId: nina!.id },
    ]);
    const res = await api('POST', '/api/email/test-weekly-summary');
    expect(res.json()).toEqual({
      success: true,
      message: `Test weekly schedule summary sent successfully to ${admin.email}`,
    });
    const mail = t.mailer.lastTo(admin.email)!;
    expect(mail.subject).toBe(
      '[Test] Je rooster van maandag 23 november 2026 tot en met zondag 29 november 2026',
    );
    expect(mail.text).toContain('zo ziet de mail eruit die Nina <Bakker> zou ontvangen');
    expect(mail.text).toContain('dinsdag 24 november 2026\n- Nacht, 22:00–06:00');
    expect(mail.text).toContain('zondag 29 november 2026\n- Nacht, 22:00–06:00');
    expect(mail.text).not.toContain('30 november');
    expect(mail.html).toContain('Nina &lt;Bakker&gt;');
    expect(t.mailer.sent.filter((m) => m.to === 'nina@example.com')).toEqual([]);
  });

  it(`allows ${TEST_MAILS_PER_MINUTE} test mails a minute per user, then 429 until the minute is over`, async () => {
    // A fresh user: the limiter is per user.
    const other = await addWorkspaceMember(t, workspaceId, 'ADMIN');
    const asOther = { token: other.token, workspaceId };
    for (let i = 0; i < TEST_MAILS_PER_MINUTE; i++)
      expect((await api('POST', '/api/email/test-upcoming-reminders', undefined, asOther)).statusCode).toBe(
        200,
      );
    const limited = await api('POST', '/api/email/test-weekly-summary', undefined, asOther);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many test mails. Please try again in a minute.');
    advanceClocks(t, 60_000);
    expect((await api('POST', '/api/email/test-weekly-summary', undefined, asOther)).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === other.email)).toHaveLength(TEST_MAILS_PER_MINUTE + 1);
  });
});

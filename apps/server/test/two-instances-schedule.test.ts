import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkspaceMember, type WorkspaceActor } from './factories';
import { call, createTwoInstances, type TestApp, type TwoInstances } from './helpers';
import { scheduleWorkspace, type ScheduleWorkspace } from './schedule-factories';
import { enableStaffLogin, insertStaffSession } from './staff-portal-factories';

/**
 * Issue 14 §2: two app instances on one PostgreSQL, as behind a load balancer. A schedule change
 * written through instance A is seen by a reader on instance B at once, with no sleep: B asks
 * the workspace's schedule version on every read (docs/adr/0008-schedule-version-and-cache.md),
 * so its warm cache and a client's old ETag are never answered after the change. A write that
 * does not change the schedule leaves B answering 304 to the tag it gave before.
 *
 * The ward (test/schedule-factories.ts): Anna works Early on the Mondays 2026-03-02, 03-16,
 * 03-30, …; the optional Night slot on 03-10 and 03-24 is open. Today is Monday 2026-03-02.
 */

interface Entry {
  date: string;
  shiftType: { name: string };
  staff: { name: string } | null;
  entryType: string;
  hasAbsence: boolean;
}

interface MyShift {
  date: string;
  shiftType: { name: string };
  entryType: string;
}

const SCHEDULE_URL = '/api/schedules?startDate=2026-03-02&endDate=2026-03-29';

let inst: TwoInstances;
beforeAll(async () => {
  inst = await createTwoInstances();
  inst.a.clock.set(new Date('2026-03-02T09:00:00Z')); // the clock is shared: B's today too
});
afterAll(() => inst.close());

/** The admin calendar's read on `instance`, with an If-None-Match when given. */
function readSchedule(instance: TestApp, actor: WorkspaceActor, etag?: string) {
  return call(instance.app, 'GET', SCHEDULE_URL, {
    ...actor,
    headers: etag ? { 'if-none-match': etag } : {},
  });
}

/** A staff member's my-shifts on `instance`, with an If-None-Match when given. */
function readMyShifts(instance: TestApp, token: string, etag?: string) {
  return call(instance.app, 'GET', '/api/staff-auth/my-shifts', {
    token,
    headers: etag ? { 'if-none-match': etag } : {},
  });
}

/** The schedule version an ETag names (`W/"<version>-<hash>"`). */
const versionOf = (etag: string) => Number(/^W\/"(\d+)-/.exec(etag)?.[1]);

const entryOn = (body: { data: { entries: Entry[] } }, date: string, shiftType: string) =>
  body.data.entries.find((e) => e.date === date && e.shiftType.name === shiftType);

const shiftsOf = (body: { upcomingShifts: MyShift[] }) =>
  body.upcomingShifts.map((s) => `${s.date} ${s.shiftType.name} ${s.entryType}`);

/** A manager's override on A: Bram works the Early slot on `date` instead of Anna. */
async function overrideOnA(w: ScheduleWorkspace, date: string) {
  const res = await call(inst.a.app, 'POST', '/api/schedules/override', {
    ...w.actor,
    body: {
      date,
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      originalStaffId: w.anna.id,
      staffId: w.bram.id,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('a schedule change on instance A, read on instance B', () => {
  it("B's next calendar read shows it at once, under a new ETag; B's old tag gets 200, not 304", async () => {
    const w = await scheduleWorkspace(inst.a, 'Ward two instances');

    // B reads first: its cache is warm and the client keeps the tag.
    const before = await readSchedule(inst.b, w.actor);
    expect(before.statusCode).toBe(200);
    const oldTag = before.headers.etag as string;
    expect(entryOn(before.json(), '2026-03-16', 'Early')).toMatchObject({
      staff: { name: 'Anna de Vries' },
      hasAbsence: false,
    });
    expect((await readSchedule(inst.b, w.actor, oldTag)).statusCode).toBe(304);
    // Either instance gives the same tag for the same schedule: a client's revalidation hits on both.
    expect((await readSchedule(inst.a, w.actor, oldTag)).statusCode).toBe(304);

    // A records Anna's absence on 03-16; B's very next read (no sleep) has it.
    const absence = await call(inst.a.app, 'POST', '/api/absences', {
      ...w.actor,
      body: { staffId: w.anna.id, startDate: '2026-03-16', endDate: '2026-03-16' },
    });
    expect(absence.statusCode, absence.body).toBe(201);
    const afterAbsence = await readSchedule(inst.b, w.actor, oldTag);
    expect(afterAbsence.statusCode).toBe(200);
    const absenceTag = afterAbsence.headers.etag as string;
    expect(absenceTag).not.toBe(oldTag);
    expect(versionOf(absenceTag)).toBeGreaterThan(versionOf(oldTag));
    expect(entryOn(afterAbsence.json(), '2026-03-16', 'Early')).toMatchObject({
      staff: { name: 'Anna de Vries' },
      hasAbsence: true,
    });
    // The new answer is revalidated on B, and A gives the same tag.
    expect((await readSchedule(inst.b, w.actor, absenceTag)).statusCode).toBe(304);
    expect((await readSchedule(inst.a, w.actor, absenceTag)).statusCode).toBe(304);

    // A manager's override on A (Bram for Anna on 03-02): B sees that at once too.
    await overrideOnA(w, '2026-03-02');
    const afterOverride = await readSchedule(inst.b, w.actor, absenceTag);
    expect(afterOverride.statusCode).toBe(200);
    expect(afterOverride.headers.etag).not.toBe(absenceTag);
    expect(entryOn(afterOverride.json(), '2026-03-02', 'Early')).toMatchObject({
      staff: { name: 'Bram Jansen' },
      entryType: 'OVERRIDE',
    });
    // The first tag is never answered 304 again either.
    expect((await readSchedule(inst.b, w.actor, oldTag)).statusCode).toBe(200);
  });

  it("a staff member's my-shifts on B shows a manager's write on A at once, for both people it concerns", async () => {
    const w = await scheduleWorkspace(inst.a, 'Ward two instances portal');
    await enableStaffLogin(inst.a, w.workspace.id, { maxSelfPlanningDays: 14 });
    const annaToken = await insertStaffSession(inst.b, w.workspace.id, w.anna.id);
    const bramToken = await insertStaffSession(inst.b, w.workspace.id, w.bram.id);

    const anna = await readMyShifts(inst.b, annaToken);
    expect(anna.statusCode).toBe(200);
    expect(shiftsOf(anna.json())).toContain('2026-03-30 Early ROTATION');
    const bram = await readMyShifts(inst.b, bramToken);
    expect(shiftsOf(bram.json())).toEqual([]);
    const annaTag = anna.headers.etag as string;
    const bramTag = bram.headers.etag as string;
    expect((await readMyShifts(inst.b, annaToken, annaTag)).statusCode).toBe(304);
    expect((await readMyShifts(inst.b, bramToken, bramTag)).statusCode).toBe(304);

    await overrideOnA(w, '2026-03-30');

    const annaAfter = await readMyShifts(inst.b, annaToken, annaTag);
    expect(annaAfter.statusCode).toBe(200);
    expect(annaAfter.headers.etag).not.toBe(annaTag);
    expect(shiftsOf(annaAfter.json())).not.toContain('2026-03-30 Early ROTATION');
    const bramAfter = await readMyShifts(inst.b, bramToken, bramTag);
    expect(bramAfter.statusCode).toBe(200);
    expect(shiftsOf(bramAfter.json())).toEqual(['2026-03-30 Early OVERRIDE']);
  });
});

describe('a write on instance A that does not change the schedule', () => {
  it("keeps B's 304 for the calendar and for my-shifts", async () => {
    const w = await scheduleWorkspace(inst.a, 'Ward two instances unchanged');
    await enableStaffLogin(inst.a, w.workspace.id);
    const manager = await addWorkspaceMember(inst.a, w.workspace.id, 'MANAGER');
    const annaToken = await insertStaffSession(inst.b, w.workspace.id, w.anna.id);

    const calendarTag = (await readSchedule(inst.b, w.actor)).headers.etag as string;
    const myShiftsTag = (await readMyShifts(inst.b, annaToken)).headers.etag as string;

    // A user's profile change (the manager's language) and an invitation, both through A.
    const profile = await call(inst.a.app, 'PUT', `/api/users/${manager.user.id}`, {
      token: manager.token,
      workspaceId: w.workspace.id,
      body: { language: 'nl' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const invitation = await call(inst.a.app, 'POST', `/api/workspaces/${w.workspace.id}/invitations`, {
      ...w.actor,
      body: { email: 'invitee@example.com', role: 'MANAGER' },
    });
    expect(invitation.statusCode, invitation.body).toBe(201);

    const calendar = await readSchedule(inst.b, w.actor, calendarTag);
    expect(calendar.statusCode).toBe(304);
    expect(calendar.rawPayload.length).toBe(0);
    expect(calendar.headers.etag).toBe(calendarTag);
    const myShifts = await readMyShifts(inst.b, annaToken, myShiftsTag);
    expect(myShifts.statusCode).toBe(304);
    expect(myShifts.headers.etag).toBe(myShiftsTag);
  });
});

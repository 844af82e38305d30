import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { as, insertStaff, rotationWorkspace } from '../../../test/rotation-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';

/**
 * GET /api/availability: the calendar's availability layer (packages/domain/src/availability.ts
 * `rulesOn`), every active member's days over a range, for managers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-03-02 in Amsterdam.
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const MONDAY = 0;
const TUESDAY = 1;
const FRIDAY = 4;

async function ward() {
  const w = await rotationWorkspace(t, 'Ward L');
  const manager = as(t, w.actor);
  // Anna: Tuesdays unavailable, Friday mornings rather not, Mondays preferred; a course on Thursday 5 March.
  const week = await manager('PUT', `/api/staff/${w.anna.id}/availability/week`, {
    rules: [
      { dayOfWeek: TUESDAY, kind: 'UNAVAILABLE', note: 'School run' },
      { dayOfWeek: FRIDAY, startTime: '07:00', endTime: '12:00', kind: 'RATHER_NOT' },
      { dayOfWeek: MONDAY, kind: 'PREFERRED' },
    ],
  });
  expect(week.statusCode).toBe(200);
  const course = await manager('PUT', `/api/staff/${w.anna.id}/availability/exceptions/2026-03-05`, {
    kind: 'UNAVAILABLE',
    note: 'Course',
  });
  expect(course.statusCode).toBe(200);
  // Tuesday 10 March Anna is available after all.
  const free = await manager('PUT', `/api/staff/${w.anna.id}/availability/exceptions/2026-03-10`, {
    kind: 'AVAILABLE',
  });
  expect(free.statusCode).toBe(200);
  return { ...w, manager };
}

describe('GET /api/availability', () => {
  it('answers each active member with the days they said something on, the strongest kind deciding', async () => {
    const w = await ward();
    const former = await insertStaff(t, w.workspace.id, { name: 'Cas Former', active: false });
    const res = await w.manager('GET', '/api/availability?startDate=2026-03-02&endDate=2026-03-10');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.startDate).toBe('2026-03-02');
    expect(data.endDate).toBe('2026-03-10');
    expect(data.staff.map((s: { staffName: string }) => s.staffName)).toEqual([
      'Anna de Vries',
      'Bram Jansen',
    ]);
    expect(data.staff.some((s: { staffId: string }) => s.staffId === former.id)).toBe(false);
    const anna = data.staff[0];
    expect(anna.staffId).toBe(w.anna.id);
    expect(anna.days).toEqual([
      {
        date: '2026-03-02',
        level: 'SOFT',
        kind: 'PREFERRED',
        rules: [{ kind: 'PREFERRED', source: 'WEEKLY', startTime: null, endTime: null, note: null }],
      },
      {
        date: '2026-03-03',
        level: 'HARD',
        kind: 'UNAVAILABLE',
        rules: [
          { kind: 'UNAVAILABLE', source: 'WEEKLY', startTime: null, endTime: null, note: 'School run' },
        ],
      },
      {
        date: '2026-03-05',
        level: 'HARD',
        kind: 'UNAVAILABLE',
        rules: [{ kind: 'UNAVAILABLE', source: 'EXCEPTION', startTime: null, endTime: null, note: 'Course' }],
      },
      {
        date: '2026-03-06',
        level: 'SOFT',
        kind: 'RATHER_NOT',
        rules: [{ kind: 'RATHER_NOT', source: 'WEEKLY', startTime: '07:00', endTime: '12:00', note: null }],
      },
      {
        date: '2026-03-09',
        level: 'SOFT',
        kind: 'PREFERRED',
        rules: [{ kind: 'PREFERRED', source: 'WEEKLY', startTime: null, endTime: null, note: null }],
      },
      // 2026-03-10 is a Tuesday, but its AVAILABLE exception lifts the week's rule.
    ]);
    expect(data.staff[1].days).toEqual([]);
  });

  it("refuses an end before the start and a range longer than 62 days with 400 naming endDate, in the user's language", async () => {
    const w = await ward();
    const backwards = await w.manager('GET', '/api/availability?startDate=2026-03-10&endDate=2026-03-02');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('endDate');
    const long = await w.manager('GET', '/api/availability?startDate=2026-03-01&endDate=2026-05-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('The availability layer covers at most 62 days: choose a shorter period');
    expect(long.json().details[0].field).toBe('endDate');
    await call(t.app, 'PUT', `/api/users/${w.admin.user.id}`, {
      token: w.admin.token,
      body: { language: 'nl' },
    });
    const nl = await w.manager('GET', '/api/availability?startDate=2026-03-01&endDate=2026-05-02');
    expect(nl.json().error).toBe(
      'De beschikbaarheidslaag beslaat hoogstens 62 dagen: kies een kortere periode',
    );
    const bad = await w.manager('GET', '/api/availability?startDate=2026-03-01');
    expect(bad.statusCode).toBe(400);
    const exactly = await w.manager('GET', '/api/availability?startDate=2026-03-01&endDate=2026-05-01');
    expect(exactly.statusCode).toBe(200);
  });

  it('shows nothing of another workspace, and a staff session may not read it', async () => {
    const w = await ward();
    const other = await rotationWorkspace(t, 'Ward M');
    const res = await as(t, other.actor)('GET', '/api/availability?startDate=2026-03-02&endDate=2026-03-08');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.staff.map((s: { staffId: string }) => s.staffId);
    expect(ids).toEqual([other.anna.id, other.bram.id]);
    expect(res.json().data.staff.every((s: { days: unknown[] }) => s.days.length === 0)).toBe(true);
    await enableStaffLogin(t, w.workspace.id, { maxSelfPlanningDays: 14 });
    const staffToken = await insertStaffSession(t, w.workspace.id, w.bram.id);
    const asStaff = await call(t.app, 'GET', '/api/availability?startDate=2026-03-02&endDate=2026-03-08', {
      token: staffToken,
    });
    expect([401, 403]).toContain(asStaff.statusCode);
  });
});

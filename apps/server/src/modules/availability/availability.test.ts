import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { as, createPattern, createSlot, rotationWorkspace } from '../../../test/rotation-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';

/**
 * Availability and preferences (packages/domain/src/availability.ts) through the API: a
 * manager's and a member's own changes, the lead time and approval, and hard unavailability in
 * the checker (409 unless acknowledged, candidates, claims).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-03-02, 10:00 in Amsterdam: today is 2026-03-02; Tuesday 2026-03-03 is tomorrow.
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const TUESDAY = 1;

/** Anna and Bram skilled for Early (07:00–15:00), an open Early on every Tuesday, staff login on. */
async function ward(settings: { leadDays?: number; needsApproval?: boolean } = {}) {
  const w = await rotationWorkspace(t, 'Ward A');
  await enableStaffLogin(t, w.workspace.id, {
    maxSelfPlanningDays: 14,
    availabilityLeadDays: settings.leadDays ?? 0,
    availabilityNeedsApproval: settings.needsApproval ?? false,
  });
  const pattern = await createPattern(t, w.actor, { name: 'Rota', startDate: '2026-01-05', weekCount: 1 });
  const tuesdaySlot = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: TUESDAY,
    shiftTypeId: w.early.id,
  });
  const bramToken = await insertStaffSession(t, w.workspace.id, w.bram.id);
  const asBram = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, url, { token: bramToken, ...(body !== undefined ? { body } : {}) });
  return { ...w, pattern, tuesdaySlot, asBram, manager: as(t, w.actor) };
}

const tuesdaysOff = { rules: [{ dayOfWeek: TUESDAY, kind: 'UNAVAILABLE', note: 'Course' }] };

describe('a member sets Tuesdays unavailable', () => {
  it('stores the week from today and answers it, audited', async () => {
    const w = await ward();
    const res = await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Availability saved');
    expect(res.json().data.weeks).toEqual([
      {
        effectiveFrom: '2026-03-02',
        rules: [{ dayOfWeek: TUESDAY, startTime: null, endTime: null, kind: 'UNAVAILABLE', note: 'Course' }],
      },
    ]);
    const manager = await w.manager('GET', `/api/staff/${w.bram.id}/availability`);
    expect(manager.json().data.weeks).toHaveLength(1);
    const audit = await auditRows(t, w.workspace.id, { resource: 'AVAILABILITY' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: w.bram.id, action: 'UPDATE' });
  });

  it('marks them UNAVAILABLE in the candidates and refuses the assignment with 409 unless acknowledged (audited)', async () => {
    const w = await ward();
    await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    const candidates = await w.manager(
      'GET',
      `/api/schedules/candidates?date=2026-03-03&shiftTypeId=${w.early.id}`,
    );
    const byName = Object.fromEntries(
      candidates.json().data.map((c: { staffName: string; state: string }) => [c.staffName, c.state]),
    );
    expect(byName).toEqual({ 'Anna de Vries': 'FITS', 'Bram Jansen': 'UNAVAILABLE' });

    const assign = (extra: Record<string, unknown> = {}) =>
      w.manager('POST', '/api/schedules/one-off', {
        date: '2026-03-03',
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
        ...extra,
      });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
    expect(refused.json().error).toBe(
      'Bram Jansen is unavailable then: Marked unavailable on Tue 3 Mar (“Course”)',
    );
    expect(refused.json().violations[0]).toMatchObject({ ruleId: 'unavailable', staffId: w.bram.id });

    const done = await assign({ acknowledgeViolations: { reason: 'Agreed on the phone' } });
    expect(done.statusCode).toBe(201);
    const [row] = await auditRows(t, w.workspace.id, { resource: 'SCHEDULE_ENTRY' });
    expect(row!.description).toContain('Agreed on the phone');
    expect(JSON.stringify(row!.metadata)).toContain('unavailable');
  });

  it('hides the shift from their claimable shifts and refuses the claim', async () => {
    const w = await ward();
    const before = (await w.asBram('GET', '/api/staff-auth/available-shifts')).json().availableSlots;
    expect(before.map((s: { date: string }) => s.date)).toContain('2026-03-03');
    await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    const after = (await w.asBram('GET', '/api/staff-auth/available-shifts')).json().availableSlots;
    expect(after.map((s: { date: string }) => s.date)).not.toContain('2026-03-03');
    const claim = await w.asBram('POST', '/api/staff-auth/claim-shift', {
      rotationSlotId: w.tuesdaySlot.id,
      date: '2026-03-03',
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().violations[0].ruleId).toBe('unavailable');
  });

  it('shows a soft preference beside the name in the candidates', async () => {
    const w = await ward();
    await w.manager('PUT', `/api/staff/${w.anna.id}/availability/week`, {
      rules: [{ dayOfWeek: TUESDAY, kind: 'RATHER_NOT' }],
    });
    await w.manager('PUT', `/api/staff/${w.bram.id}/availability/exceptions/2026-03-03`, {
      kind: 'PREFERRED',
    });
    const candidates = (
      await w.manager('GET', `/api/schedules/candidates?date=2026-03-03&shiftTypeId=${w.early.id}`)
    ).json().data;
    expect(
      candidates.map((c: { staffName: string; state: string; preference: string | null }) => [
        c.staffName,
        c.state,
        c.preference,
      ]),
    ).toEqual([
      ['Anna de Vries', 'FITS', 'RATHER_NOT'],
      ['Bram Jansen', 'FITS', 'PREFERRED'],
    ]);
  });

  it('lets a dated exception make an unavailable Tuesday available', async () => {
    const w = await ward();
    await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    const res = await w.asBram('PUT', '/api/staff-auth/availability/exceptions/2026-03-10', {
      kind: 'AVAILABLE',
    });
    expect(res.statusCode).toBe(200);
    const slots = (await w.asBram('GET', '/api/staff-auth/available-shifts')).json().availableSlots;
    const dates = slots.map((s: { date: string }) => s.date);
    expect(dates).toContain('2026-03-10');
    expect(dates).not.toContain('2026-03-03');
  });
});

describe('lead time and approval', () => {
  it('refuses a member’s exception within the lead time with 400 naming the field, in their language', async () => {
    const w = await ward({ leadDays: 14 });
    const res = await w.asBram('PUT', '/api/staff-auth/availability/exceptions/2026-03-10', {
      kind: 'UNAVAILABLE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Availability can be changed only 14 days ahead or more (from 2026-03-16)');
    expect(res.json().details[0].field).toBe('date');
    const nl = await call(t.app, 'PUT', '/api/staff-auth/availability/exceptions/2026-03-10', {
      token: await insertStaffSession(t, w.workspace.id, w.anna.id),
      headers: { 'accept-language': 'nl' },
      body: { kind: 'UNAVAILABLE' },
    });
    expect(nl.json().error).toContain('Beschikbaarheid kan alleen 14 dagen');
    expect((await w.manager('GET', `/api/staff/${w.bram.id}/availability`)).json().data.exceptions).toEqual(
      [],
    );
  });

  it('starts a member’s new week after the lead time: this Tuesday stays as it was', async () => {
    const w = await ward({ leadDays: 14 });
    const res = await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    expect(res.json().data.weeks[0].effectiveFrom).toBe('2026-03-16');
    const state = async (date: string) =>
      (await w.manager('GET', `/api/schedules/candidates?date=${date}&shiftTypeId=${w.early.id}`))
        .json()
        .data.find((c: { staffName: string }) => c.staffName === 'Bram Jansen').state;
    expect(await state('2026-03-10')).toBe('FITS');
    expect(await state('2026-03-17')).toBe('UNAVAILABLE');
  });

  it('keeps a member’s change pending until a manager approves it; a refusal changes nothing', async () => {
    const w = await ward({ needsApproval: true });
    const sent = await w.asBram('PUT', '/api/staff-auth/availability/week', tuesdaysOff);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Availability change sent for approval');
    expect(sent.json().data.weeks).toEqual([]);
    const [pending] = (await w.manager('GET', '/api/availability/requests')).json().data;
    expect(pending).toMatchObject({ staffName: 'Bram Jansen', kind: 'WEEK', status: 'PENDING' });

    const approved = await w.manager('POST', `/api/availability/requests/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    const again = await w.manager('POST', `/api/availability/requests/${pending.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect((await w.manager('GET', `/api/staff/${w.bram.id}/availability`)).json().data.weeks).toHaveLength(
      1,
    );

    await w.asBram('PUT', '/api/staff-auth/availability/exceptions/2026-03-24', { kind: 'UNAVAILABLE' });
    const [second] = (await w.manager('GET', '/api/availability/requests')).json().data;
    const refused = await w.manager('POST', `/api/availability/requests/${second.id}/refuse`, {
      reason: 'Short-staffed that week',
    });
    expect(refused.json().data).toMatchObject({ status: 'REFUSED', reason: 'Short-staffed that week' });
    expect((await w.manager('GET', `/api/staff/${w.bram.id}/availability`)).json().data.exceptions).toEqual(
      [],
    );
    const actions = (await auditRows(t, w.workspace.id, { resource: 'AVAILABILITY' })).map((r) => r.action);
    expect(actions.sort()).toEqual(['APPROVE', 'CREATE', 'CREATE', 'REJECT']);
  });

  it('lets an admin set the lead time and approval in the workspace settings', async () => {
    const w = await ward();
    const res = await w.manager('PUT', `/api/workspaces/${w.workspace.id}/settings`, {
      availabilityLeadDays: 14,
      availabilityNeedsApproval: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ availabilityLeadDays: 14, availabilityNeedsApproval: true });
    const bad = await w.manager('PUT', `/api/workspaces/${w.workspace.id}/settings`, {
      availabilityLeadDays: 400,
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, w.workspace.id));
    expect(row!.availabilityLeadDays).toBe(14);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for a range with one time, and changes nothing', async () => {
    const w = await ward();
    const res = await w.manager('PUT', `/api/staff/${w.bram.id}/availability/week`, {
      rules: [{ dayOfWeek: TUESDAY, kind: 'UNAVAILABLE', startTime: '08:00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('rules.0.endTime');
    expect((await w.manager('GET', `/api/staff/${w.bram.id}/availability`)).json().data.weeks).toEqual([]);
  });

  it('answers 404 for a staff member of another workspace', async () => {
    const w = await ward();
    const other = await rotationWorkspace(t, 'Ward B');
    const res = await w.manager('PUT', `/api/staff/${other.bram.id}/availability/week`, tuesdaysOff);
    expect(res.statusCode).toBe(404);
    const read = await w.manager('GET', `/api/staff/${other.bram.id}/availability`);
    expect(read.statusCode).toBe(404);
  });
});

describe('backup and restore', () => {
  it('carries the weeks and exceptions over to the restored workspace; a file without them restores with none', async () => {
    const w = await ward({ leadDays: 7 });
    await w.manager('PUT', `/api/staff/${w.bram.id}/availability/week`, tuesdaysOff);
    await w.manager('PUT', `/api/staff/${w.bram.id}/availability/exceptions/2026-03-10`, {
      kind: 'RATHER_NOT',
      startTime: '07:00',
      endTime: '12:00',
      note: 'Dentist',
    });
    const file = (
      await call(t.app, 'POST', `/api/workspaces/${w.workspace.id}/backup`, {
        token: w.admin.token,
        workspaceId: w.workspace.id,
      })
    ).json();
    expect(file.availabilityWeeks).toHaveLength(1);
    expect(file.workspace.settings.availabilityLeadDays).toBe(7);
    const restore = async (backupData: unknown) => {
      const res = await call(t.app, 'POST', '/api/workspaces/restore', {
        token: w.admin.token,
        body: { name: 'Restored', backupData },
      });
      expect(res.statusCode).toBe(201);
      const id: string = res.json().data.id;
      const staff = (await call(t.app, 'GET', '/api/staff', { token: w.admin.token, workspaceId: id })).json()
        .data;
      const bram = staff.find((s: { name: string }) => s.name === 'Bram Jansen');
      return (
        await call(t.app, 'GET', `/api/staff/${bram.id}/availability`, {
          token: w.admin.token,
          workspaceId: id,
        })
      ).json().data;
    };
    const restored = await restore(file);
    expect(restored.weeks[0].rules[0]).toMatchObject({
      dayOfWeek: TUESDAY,
      kind: 'UNAVAILABLE',
      note: 'Course',
    });
    expect(restored.exceptions).toEqual([
      expect.objectContaining({
        date: '2026-03-10',
        kind: 'RATHER_NOT',
        startTime: '07:00',
        note: 'Dentist',
      }),
    ]);
    expect(restored.leadDays).toBe(7);
    const { availabilityWeeks: _w, availabilityExceptions: _e, ...older } = file;
    const none = await restore(older);
    expect(none.weeks).toEqual([]);
    expect(none.exceptions).toEqual([]);
  });
});

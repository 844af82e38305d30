import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { as, insertShiftType, insertStaff, rotationWorkspace } from '../../../test/rotation-factories';
import { insertStoredEntry } from '../../../test/schedule-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = 'startDate=2026-03-02&endDate=2026-03-08';

/**
 * Anna works 4 × 12 h (Mon–Thu), Bram a Saturday early and a Friday late until 22:00, Ivo
 * (inactive from Thursday) one early on Tuesday, Otto (inactive) nothing; Zoë nothing. Amsterdam time.
 */
async function ward() {
  const w = await rotationWorkspace(t);
  const ws = w.workspace.id;
  const long = await insertShiftType(t, ws, { name: 'Long day', startTime: '07:00', endTime: '19:00' });
  const late = await insertShiftType(t, ws, { name: 'Late', startTime: '14:00', endTime: '22:00' });
  const ivo = await insertStaff(t, ws, { name: 'Ivo Inactive', active: false });
  // Deactivated on Thursday: he worked Tuesday.
  await t.database.db.update(staff).set({ inactiveFrom: '2026-03-05' }).where(eq(staff.id, ivo.id));
  await insertStaff(t, ws, { name: 'Otto Old', active: false });
  const zoe = await insertStaff(t, ws, { name: '=HYPERLINK("x")' });
  for (const date of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'])
    await insertStoredEntry(t, ws, { date, shiftTypeId: long.id, staffId: w.anna.id });
  await insertStoredEntry(t, ws, { date: '2026-03-07', shiftTypeId: w.early.id, staffId: w.bram.id });
  await insertStoredEntry(t, ws, { date: '2026-03-06', shiftTypeId: late.id, staffId: w.bram.id });
  await insertStoredEntry(t, ws, { date: '2026-03-03', shiftTypeId: w.early.id, staffId: ivo.id });
  // Earlier in the year: counts for the year balance only.
  await insertStoredEntry(t, ws, { date: '2026-01-12', shiftTypeId: long.id, staffId: w.anna.id });
  return { ...w, long, late, ivo, zoe };
}

describe('GET /api/ledger', () => {
  it('answers real minutes and counts per person, active ones and inactive ones who worked, by name', async () => {
    const w = await ward();
    const res = await as(t, w.actor)('GET', `/api/ledger?${WEEK}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-08', yearStart: '2026-01-01' });
    expect(data.rows.map((r: { staffName: string }) => r.staffName)).toEqual([
      '=HYPERLINK("x")',
      'Anna de Vries',
      'Bram Jansen',
      'Ivo Inactive',
    ]);
    const [zoe, anna, bram, ivo] = data.rows;
    expect(anna).toMatchObject({
      staffId: w.anna.id,
      active: true,
      shifts: 4,
      workedMinutes: 48 * 60,
      yearBalanceMinutes: 60 * 60,
      weekends: 0,
      evenings: 0,
      shiftsByType: [{ shiftTypeId: w.long.id, shiftTypeName: 'Long day', count: 4 }],
    });
    expect(bram).toMatchObject({
      shifts: 2,
      workedMinutes: 16 * 60,
      weekendDays: 1,
      weekends: 1,
      evenings: 1,
      shiftsByType: [
        { shiftTypeName: 'Early', count: 1 },
        { shiftTypeName: 'Late', count: 1 },
      ],
    });
    expect(ivo).toMatchObject({ active: false, shifts: 1, workedMinutes: 8 * 60 });
    expect(zoe).toMatchObject({ shifts: 0, workedMinutes: 0, shiftsByType: [] });
    // Medians over the four people: worked 0, 8, 16, 48 h.
    expect(data.medians).toMatchObject({ workedMinutes: 12 * 60, weekends: 0, evenings: 0 });
  });

  it('refuses a period that ends before it starts or is longer than 366 days, naming endDate', async () => {
    const w = await rotationWorkspace(t);
    const backwards = await as(t, w.actor)('GET', '/api/ledger?startDate=2026-03-08&endDate=2026-03-02');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      error: 'End date must not be before start date',
      details: [{ field: 'endDate' }],
    });
    const tooLong = await as(t, w.actor)('GET', '/api/ledger?startDate=2026-01-01&endDate=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: 'The ledger covers at most 366 days: choose a shorter period',
      details: [{ field: 'endDate' }],
    });
    const leapYear = await as(t, w.actor)('GET', '/api/ledger?startDate=2028-01-01&endDate=2028-12-31');
    expect(leapYear.statusCode).toBe(200);
    const badDate = await as(t, w.actor)('GET', '/api/ledger?startDate=2026-02-30&endDate=2026-03-02');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details[0].field).toBe('startDate');
  });

  it('answers STAFF members of the workspace 403', async () => {
    const w = await rotationWorkspace(t);
    const { addWorkspaceMember } = await import('../../../test/factories');
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const res = await call(t.app, 'GET', `/api/ledger?${WEEK}`, {
      token: member.token,
      workspaceId: w.workspace.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/ledger with contracts, absences, nights and public holidays', () => {
  const contract = async (
    w: { actor: { token: string; workspaceId: string } },
    staffId: string,
    startsOn: string,
    hoursPerWeek: number,
  ) => {
    const res = await as(t, w.actor)('POST', `/api/staff/${staffId}/contracts`, { startsOn, hoursPerWeek });
    if (res.statusCode !== 201) throw new Error(`contract failed: ${res.statusCode} ${res.body}`);
  };

  it('weighs 4 × 12 h against a 36 h contract, follows a contract change and credits absent days', async () => {
    const w = await ward();
    await contract(w, w.anna.id, '2026-01-01', 36);
    await contract(w, w.bram.id, '2026-01-01', 24);
    await contract(w, w.bram.id, '2026-03-05', 32);
    const absent = await as(t, w.actor)('POST', '/api/absences', {
      staffId: w.bram.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      type: 'VACATION',
    });
    expect(absent.statusCode).toBe(201);
    const { data } = (await as(t, w.actor)('GET', `/api/ledger?${WEEK}`)).json();
    const byName = (name: string) => data.rows.find((r: { staffName: string }) => r.staffName === name);
    expect(byName('Anna de Vries')).toMatchObject({
      hasContract: true,
      workedMinutes: 48 * 60,
      contractMinutes: 36 * 60,
      differenceMinutes: 12 * 60,
      // 67 days of 36/7 h from 1 January against 60 h worked.
      yearBalanceMinutes: Math.round(60 * 60 - (67 * 36 * 60) / 7),
    });
    // Mon–Wed at 24/7 h a day, Thu–Sun at 32/7 h; Mon and Tue absent at 24/7 h.
    const contractMinutes = (3 * 24 * 60) / 7 + (4 * 32 * 60) / 7;
    const absenceMinutes = (2 * 24 * 60) / 7;
    expect(byName('Bram Jansen')).toMatchObject({
      contractMinutes: Math.round(contractMinutes),
      absenceMinutes: Math.round(absenceMinutes),
      differenceMinutes: Math.round(16 * 60 + absenceMinutes - contractMinutes),
    });
    expect(byName('Ivo Inactive')).toMatchObject({ hasContract: false, contractMinutes: 0 });
    // Contract medians only over the people with one: 36 h and 32.6 h.
    expect(data.medians.contractMinutes).toBe((36 * 60 + Math.round(contractMinutes)) / 2);
  });

  it("counts a night by the rule set's definition and a shift on a Dutch public holiday", async () => {
    const w = await rotationWorkspace(t);
    const night = await insertShiftType(t, w.workspace.id, {
      name: 'Night',
      startTime: '22:00',
      endTime: '07:00',
    });
    // Sunday night before King's Day, and an early shift on King's Day itself (Monday 27 April 2026).
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-04-26',
      shiftTypeId: night.id,
      staffId: w.anna.id,
    });
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-04-27',
      shiftTypeId: w.early.id,
      staffId: w.bram.id,
    });
    const { data } = (
      await as(t, w.actor)('GET', '/api/ledger?startDate=2026-04-01&endDate=2026-04-30')
    ).json();
    const [anna, bram] = data.rows;
    expect(anna).toMatchObject({
      nights: 1,
      evenings: 0,
      weekendDays: 1,
      holidays: 0,
      workedMinutes: 9 * 60,
    });
    expect(bram).toMatchObject({ nights: 0, holidays: 1 });
  });
});

describe('GET /api/ledger/export', () => {
  it('sends a formula-safe CSV attachment with decimal hours and a column per shift type, and audits it', async () => {
    const w = await ward();
    const res = await as(t, w.actor)('GET', `/api/ledger/export?${WEEK}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ledger-2026-03-02-2026-03-08-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Name,Short name,Shifts,Worked hours,Contract hours,Absence hours credited,Difference hours,Year balance hours,Nights,Weekend days,Weekends,Evenings,Public holidays,Early,Late,Long day',
    );
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",,0,0,,0,,,0,0,0,0,0,0,0,0`);
    expect(lines[2]).toBe('Anna de Vries,,4,48,,0,,,0,0,0,0,0,0,0,4');
    expect(lines[3]).toBe('Bram Jansen,,2,16,,0,,,0,1,1,1,0,1,1,0');
    expect(lines).toHaveLength(6);
    const [audit] = await auditRows(t, w.workspace.id, { action: 'EXPORT' });
    expect(audit).toMatchObject({ resource: 'REPORT', resourceName: 'Fairness ledger' });
    expect(audit!.description).toBe('Fairness ledger exported (2026-03-02 – 2026-03-08, 4 people)');
  });

  it("writes the headers in the user's language", async () => {
    const w = await ward();
    await call(t.app, 'PUT', `/api/users/${w.admin.user.id}`, {
      token: w.admin.token,
      body: { language: 'nl' },
    });
    const res = await as(t, w.actor)('GET', `/api/ledger/export?${WEEK}`);
    expect(res.body.split('\r\n')[0]).toMatch(/^Naam,Korte naam,Diensten,Gewerkte uren,Contracturen,/);
    const tooLong = await as(t, w.actor)('GET', '/api/ledger/export?startDate=2026-01-01&endDate=2027-06-01');
    expect(tooLong.json().error).toBe('Het overzicht beslaat hoogstens 366 dagen: kies een kortere periode');
  });
});

describe('GET /api/staff-portal/ledger', () => {
  it("answers the member's own figures beside the team's medians and nobody else's figures", async () => {
    const w = await ward();
    await enableStaffLogin(t, w.workspace.id);
    const token = await insertStaffSession(t, w.workspace.id, w.bram.id);
    const res = await call(t.app, 'GET', `/api/staff-portal/ledger?${WEEK}`, { token });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.mine).toMatchObject({ workedMinutes: 16 * 60, weekends: 1, evenings: 1, shifts: 2 });
    expect(data.medians).toMatchObject({ workedMinutes: 12 * 60 });
    expect(data.teamSize).toBe(4);
    // A staff read: the fields at the top level too.
    expect(res.json().mine).toEqual(data.mine);
    expect(res.body).not.toContain('Anna');
    expect(res.body).not.toContain(w.anna.id);
    expect(res.body).not.toContain(String(48 * 60));
  });

  it('refuses an admin-area session and a bad period', async () => {
    const w = await ward();
    const admin = await as(t, w.actor)('GET', `/api/staff-portal/ledger?${WEEK}`);
    expect(admin.statusCode).toBe(401);
    await enableStaffLogin(t, w.workspace.id);
    const token = await insertStaffSession(t, w.workspace.id, w.anna.id);
    const bad = await call(t.app, 'GET', '/api/staff-portal/ledger?startDate=2026-03-08&endDate=2026-03-01', {
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('endDate');
  });
});

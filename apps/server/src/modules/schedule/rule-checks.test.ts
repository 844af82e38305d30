import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleEntries } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { addWorkspaceMember, setWorkspacePlan } from '../../../test/factories';
import { as, createSlot, insertStaff } from '../../../test/rotation-factories';
import {
  insertAbsence,
  insertStoredEntry,
  scheduleWorkspace,
  type ScheduleWorkspace,
} from '../../../test/schedule-factories';

/**
 * The working-time checker where it acts (docs/product/working-time.md#where-the-checker-acts),
 * on the workspace's default rule set (the Dutch preset): Night 22:00–06:00, Early 07:00–15:00.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (workspaceId: string) =>
  t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.workspaceId, workspaceId));

/** A workspace with Sam, skilled for Early and Night, working the Night of Tuesday 2026-03-03. */
async function nightWorker() {
  const w = await scheduleWorkspace(t);
  const sam = await insertStaff(t, w.workspace.id, { name: 'Sam Smit', skills: [w.early.id, w.night.id] });
  const night = await insertStoredEntry(t, w.workspace.id, {
    date: '2026-03-03',
    shiftTypeId: w.night.id,
    staffId: sam.id,
  });
  return { ...w, sam, nightEntry: night };
}

/** Sam on the Early of Wednesday 2026-03-04: one hour after the night ends. */
const earlyAfterNight = (
  w: ScheduleWorkspace & { sam: { id: string } },
  extra: Record<string, unknown> = {},
) =>
  as(t, w.actor)('POST', '/api/schedules/one-off', {
    date: '2026-03-04',
    shiftTypeId: w.early.id,
    staffId: w.sam.id,
    ...extra,
  });

describe('writes that put a person on a shift', () => {
  it('refuses a night followed by an early shift with 409 RULE_VIOLATION, the violations and nothing stored', async () => {
    const w = await nightWorker();
    const before = await rowsOf(w.workspace.id);
    const res = await earlyAfterNight(w);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('RULE_VIOLATION');
    const rules = body.violations.map((v: { ruleId: string }) => v.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['dailyRest']));
    for (const v of body.violations) {
      expect(v).toMatchObject({ staffId: w.sam.id, staffName: 'Sam Smit', severity: 'HARD' });
      expect(v.shiftIds).toContain(`${w.nightEntry.id}`);
      expect(v.message.length).toBeGreaterThan(0);
    }
    expect(body.error).toContain(body.violations[0].message);
    const rest = body.violations.find((v: { ruleId: string }) => v.ruleId === 'dailyRest');
    expect(rest.message).toMatch(/rest/i);
    expect(rest.ruleName.length).toBeGreaterThan(0);
    expect(await rowsOf(w.workspace.id)).toHaveLength(before.length);
    expect(await auditRows(t, w.workspace.id, { resource: 'SCHEDULE_ENTRY' })).toHaveLength(0);
  });

  it("answers the headline in the reader's language", async () => {
    const w = await nightWorker();
    await call(t.app, 'PUT', `/api/users/${w.admin.user.id}`, {
      token: w.admin.token,
      body: { language: 'nl' },
    });
    const res = await earlyAfterNight(w);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/arbeidstijdregel/);
  });

  it('stores the write when a manager acknowledges the violations with a reason, and audits both', async () => {
    const w = await nightWorker();
    const res = await earlyAfterNight(w, {
      acknowledgeViolations: { reason: '  Sick cover, agreed with Sam  ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({ date: '2026-03-04', staffId: w.sam.id });
    expect(body.warnings.map((v: { ruleId: string }) => v.ruleId)).toContain('dailyRest');
    expect(body.warnings.every((v: { severity: string }) => v.severity === 'HARD')).toBe(true);
    const [audit] = await auditRows(t, w.workspace.id, { resource: 'SCHEDULE_ENTRY', action: 'CREATE' });
    expect(audit!.description).toContain('Sick cover, agreed with Sam');
    const meta = audit!.metadata as {
      acknowledgeViolations: { reason: string; violations: Array<{ ruleId: string; staffId: string }> };
    };
    expect(meta.acknowledgeViolations.reason).toBe('Sick cover, agreed with Sam');
    expect(meta.acknowledgeViolations.violations.map((v) => v.ruleId)).toContain('dailyRest');
  });

  it('refuses an empty acknowledgement reason with 400 naming the field', async () => {
    const w = await nightWorker();
    const res = await earlyAfterNight(w, { acknowledgeViolations: { reason: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toContain('acknowledgeViolations');
  });

  it('answers a shift that breaks no rule with 201 and no warnings', async () => {
    const w = await nightWorker();
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-06',
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([]);
  });

  it('refuses double booking: the same person on two overlapping shifts', async () => {
    const w = await nightWorker();
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-03',
      shiftTypeId: w.night.id,
      staffId: w.sam.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().violations.map((v: { ruleId: string }) => v.ruleId)).toContain('doubleBooking');
  });

  it("refuses a shift during the person's absence", async () => {
    const w = await nightWorker();
    await insertAbsence(t, w.workspace.id, {
      staffId: w.sam.id,
      startDate: '2026-03-09',
      endDate: '2026-03-11',
    });
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-10',
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().violations.map((v: { ruleId: string }) => v.ruleId)).toEqual(['duringAbsence']);
  });

  it('checks an override with staff and a reassignment (PUT) the same way', async () => {
    const w = await nightWorker();
    // The Early slot of Monday 2026-03-02 (Anna's); Sam's night of Sunday 2026-03-01 ends at 06:00.
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-01',
      shiftTypeId: w.night.id,
      staffId: w.sam.id,
    });
    const override = await as(t, w.actor)('POST', '/api/schedules/override', {
      date: '2026-03-02',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      staffId: w.sam.id,
    });
    expect(override.statusCode).toBe(409);
    expect(override.json().code).toBe('RULE_VIOLATION');

    const open = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-04', shiftTypeId: w.early.id });
    const put = await as(t, w.actor)('PUT', `/api/schedules/entries/${open.id}`, { staffId: w.sam.id });
    expect(put.statusCode).toBe(409);
    const [row] = (await rowsOf(w.workspace.id)).filter((r) => r.id === open.id);
    expect(row!.staffId).toBeNull();
    const acknowledged = await as(t, w.actor)('PUT', `/api/schedules/entries/${open.id}`, {
      staffId: w.sam.id,
      acknowledgeViolations: { reason: 'Nobody else' },
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().warnings.length).toBeGreaterThan(0);
  });

  it("checks removing an override: the rotation's person back on the shift", async () => {
    const w = await nightWorker();
    // Anna works the Early slot of Monday 2026-03-02; Bram covers it, and Anna works the night before.
    const override = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      shiftTypeId: w.early.id,
      staffId: w.bram.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
      originalStaffId: w.anna.id,
    });
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-01',
      shiftTypeId: w.night.id,
      staffId: w.anna.id,
    });
    const refused = await as(t, w.actor)('DELETE', `/api/schedules/entries/${override.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
    expect(refused.json().violations[0].staffId).toBe(w.anna.id);
    expect((await rowsOf(w.workspace.id)).some((r) => r.id === override.id)).toBe(true);
    const acknowledged = await as(t, w.actor)('DELETE', `/api/schedules/entries/${override.id}`, {
      acknowledgeViolations: { reason: 'Anna asked for it' },
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().warnings.length).toBeGreaterThan(0);
    expect((await rowsOf(w.workspace.id)).some((r) => r.id === override.id)).toBe(false);
  });

  it("checks a rotation assignment over the pattern's cycle", async () => {
    const w = await nightWorker();
    // Night on Tuesday of week 2 (2026-03-10 …), then Early on Wednesday of week 2 the next morning.
    const night = await as(t, w.actor)(
      'POST',
      `/api/rotation-patterns/${w.pattern.id}/slots/${w.nightSlot.id}/assignments`,
      { staffId: w.sam.id },
    );
    expect(night.statusCode).toBe(201);
    const early = await as(t, w.actor)('POST', `/api/rotation-patterns/${w.pattern.id}/assignments`, {
      weekNumber: 2,
      dayOfWeek: 2,
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().violations.map((v: { ruleId: string }) => v.ruleId)).toContain('dailyRest');
    const violations = await as(t, w.actor)('GET', `/api/rotation-patterns/${w.pattern.id}/violations`);
    expect(violations.statusCode).toBe(200);
    expect(violations.json().data).toEqual([]);
    const acknowledged = await as(t, w.actor)('POST', `/api/rotation-patterns/${w.pattern.id}/assignments`, {
      weekNumber: 2,
      dayOfWeek: 2,
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
      acknowledgeViolations: { reason: 'Trial' },
    });
    expect(acknowledged.statusCode).toBe(201);
    const after = await as(t, w.actor)('GET', `/api/rotation-patterns/${w.pattern.id}/violations`);
    const found = after.json().data as Array<{ ruleId: string; staffId: string }>;
    expect(found.some((v) => v.ruleId === 'dailyRest' && v.staffId === w.sam.id)).toBe(true);
  });
});

describe('pattern duplicate and import', () => {
  const patternCount = async (w: ScheduleWorkspace) =>
    ((await as(t, w.actor)('GET', '/api/rotation-patterns')).json().data as unknown[]).length;

  it("checks a duplicate's copied assignments: over the same weeks it double books, acknowledged it is stored", async () => {
    const w = await scheduleWorkspace(t);
    await setWorkspacePlan(t, w.workspace.id, 'TEAM'); // more than the FREE plan's one pattern
    // Anna works the Early of Monday in week 1: a copy from the same Monday puts her on it twice.
    const url = `/api/rotation-patterns/${w.pattern.id}/duplicate`;
    const refused = await as(t, w.actor)('POST', url, { name: 'Copy', startDate: '2026-01-05' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
    // Every Monday of week 1 in the two cycles checked: Anna twice on the Early.
    const violations = refused.json().violations as Array<{ ruleId: string; staffId: string }>;
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.ruleId === 'doubleBooking' && v.staffId === w.anna.id)).toBe(true);
    expect(await patternCount(w)).toBe(1);

    const acknowledged = await as(t, w.actor)('POST', url, {
      name: 'Copy',
      startDate: '2026-01-05',
      acknowledgeViolations: { reason: 'Second team' },
    });
    expect(acknowledged.statusCode).toBe(201);
    expect(new Set(acknowledged.json().warnings.map((v: { ruleId: string }) => v.ruleId))).toEqual(
      new Set(['doubleBooking']),
    );
    const audits = await auditRows(t, w.workspace.id, { resource: 'ROTATION_PATTERN', action: 'CREATE' });
    const audit = audits.find((a) => a.description?.includes('duplicated from'));
    expect(audit!.description).toContain('Second team');
    expect(await patternCount(w)).toBe(2);
  });

  it('stores a duplicate that breaks no rule with no warnings', async () => {
    const w = await scheduleWorkspace(t);
    await setWorkspacePlan(t, w.workspace.id, 'TEAM');
    // One week later: the copy's Monday of week 1 is the source's Monday of week 2, which nobody works.
    const res = await as(t, w.actor)('POST', `/api/rotation-patterns/${w.pattern.id}/duplicate`, {
      name: 'Copy',
      startDate: '2026-01-12',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([]);
  });

  it("checks an import's assignments: a night then an early shift is refused and nothing is created", async () => {
    const w = await scheduleWorkspace(t);
    await setWorkspacePlan(t, w.workspace.id, 'TEAM');
    const data = {
      format: 'openrota-rotation',
      version: 1,
      weekCount: 1,
      shiftTypes: [],
      staff: [],
      slots: [
        { week: 1, day: 1, shiftType: 'Night', staff: 'Nina Bakker' },
        { week: 1, day: 2, shiftType: 'Early', staff: 'Nina Bakker' },
      ],
    };
    const body = { data, patternName: 'Imported', startDate: '2026-03-02' };
    const refused = await as(t, w.actor)('POST', '/api/rotation-patterns/import', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
    const rules = refused.json().violations.map((v: { ruleId: string }) => v.ruleId);
    expect(rules).toContain('dailyRest');
    expect(refused.json().violations[0].staffName).toBe('Nina Bakker');
    expect(await patternCount(w)).toBe(1);

    const acknowledged = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      ...body,
      acknowledgeViolations: { reason: 'Agreed with Nina' },
    });
    expect(acknowledged.statusCode).toBe(201);
    expect(acknowledged.json().warnings.map((v: { ruleId: string }) => v.ruleId)).toContain('dailyRest');
    const [audit] = await auditRows(t, w.workspace.id, { resource: 'ROTATION_PATTERN', action: 'IMPORT' });
    expect(audit!.description).toContain('Agreed with Nina');
    expect(await patternCount(w)).toBe(2);
  });
});

/** Makes the default rule set's longest shift 7 h, a warning: an 8 h Early breaks it. */
async function shortShiftsWarn(w: ScheduleWorkspace) {
  const sets = await as(t, w.actor)('GET', '/api/rule-sets');
  const defaultSet = (sets.json().data as Array<{ id: string; isDefault: boolean }>).find(
    (r) => r.isDefault,
  )!;
  const res = await as(t, w.actor)('PUT', `/api/rule-sets/${defaultSet.id}`, {
    rules: { maxShiftLength: { enabled: true, severity: 'WARNING', params: { maxMinutes: 420 } } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('warnings', () => {
  it('stores a write that breaks a warning rule and answers the warning beside the success', async () => {
    const w = await nightWorker();
    await shortShiftsWarn(w);
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-06',
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.warnings).toEqual([
      expect.objectContaining({
        ruleId: 'maxShiftLength',
        severity: 'WARNING',
        staffId: w.sam.id,
        shiftIds: [body.data.id],
        measured: 480,
        limit: 420,
      }),
    ]);
    expect((await rowsOf(w.workspace.id)).some((r) => r.id === body.data.id)).toBe(true);
  });

  it('a rule set change enters the schedule cache: the violations follow it on the next read', async () => {
    const w = await nightWorker();
    const url = '/api/schedules?startDate=2026-03-01&endDate=2026-03-31';
    const before = (await as(t, w.actor)('GET', url)).json().data.violations as Array<{ ruleId: string }>;
    expect(before.some((v) => v.ruleId === 'maxShiftLength')).toBe(false);
    await shortShiftsWarn(w);
    const after = (await as(t, w.actor)('GET', url)).json().data.violations as Array<{ ruleId: string }>;
    expect(after.some((v) => v.ruleId === 'maxShiftLength')).toBe(true);
    const plain = await as(t, w.actor)('GET', `${url}&violations=false`);
    expect(plain.json().data.violations).toEqual([]);
  });
});

describe('GET /api/schedules/violations and GET /api/schedules', () => {
  it("lists the period's violations, of one person when asked, and the schedule carries them", async () => {
    const w = await nightWorker();
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-04',
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    const res = await as(t, w.actor)(
      'GET',
      '/api/schedules/violations?startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ ruleId: string; staffId: string; date: string }>;
    expect(
      data.some((v) => v.ruleId === 'dailyRest' && v.staffId === w.sam.id && v.date === '2026-03-04'),
    ).toBe(true);
    const other = await as(t, w.actor)(
      'GET',
      `/api/schedules/violations?startDate=2026-03-01&endDate=2026-03-31&staffId=${w.anna.id}`,
    );
    expect(other.json().data).toEqual([]);
    const outside = await as(t, w.actor)(
      'GET',
      '/api/schedules/violations?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(outside.json().data).toEqual([]);

    const schedule = await as(t, w.actor)('GET', '/api/schedules?startDate=2026-03-01&endDate=2026-03-31');
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json().data.violations).toEqual(data);

    // Violations are planning data: a STAFF member reads the schedule without them.
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const asStaff = await as(t, { token: member.token, workspaceId: w.workspace.id })(
      'GET',
      '/api/schedules?startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().data.violations).toEqual([]);
    expect(asStaff.json().data.entries.length).toBe(schedule.json().data.entries.length);
  });

  it("refuses a range longer than the schedule's and an end before the start with 400 naming endDate", async () => {
    const w = await nightWorker();
    const long = await as(t, w.actor)(
      'GET',
      '/api/schedules/violations?startDate=2026-01-01&endDate=2028-01-31',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('endDate');
    const reversed = await as(t, w.actor)(
      'GET',
      '/api/schedules/violations?startDate=2026-03-05&endDate=2026-03-01',
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('sees a change through the schedule cache: a new violation shows on the next read', async () => {
    const w = await nightWorker();
    const url = '/api/schedules?startDate=2026-03-01&endDate=2026-03-31';
    expect((await as(t, w.actor)('GET', url)).json().data.violations).toEqual([]);
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-04',
      shiftTypeId: w.early.id,
      staffId: w.sam.id,
    });
    expect((await as(t, w.actor)('GET', url)).json().data.violations.length).toBeGreaterThan(0);
  });
});

describe('GET /api/schedules/candidates', () => {
  it('lists every active skilled person with their state, the ones who fit first', async () => {
    const w = await nightWorker();
    const absent = await insertStaff(t, w.workspace.id, { name: 'Abel Afwezig', skills: [w.early.id] });
    await insertAbsence(t, w.workspace.id, { staffId: absent.id, startDate: '2026-03-04' });
    const working = await insertStaff(t, w.workspace.id, { name: 'Wim Werkt', skills: [w.early.id] });
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-04',
      shiftTypeId: w.early.id,
      staffId: working.id,
    });
    const res = await as(t, w.actor)(
      'GET',
      `/api/schedules/candidates?date=2026-03-04&shiftTypeId=${w.early.id}`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ staffName: string; state: string; violations: unknown[] }>;
    expect(data.map((c) => [c.staffName, c.state])).toEqual([
      ['Anna de Vries', 'FITS'],
      ['Bram Jansen', 'FITS'],
      ['Sam Smit', 'BREAKS_RULE'],
      ['Wim Werkt', 'ALREADY_WORKING'],
      ['Abel Afwezig', 'ABSENT'],
    ]);
    expect(data[0]!.violations).toEqual([]);
    expect(data[2]!.violations.length).toBeGreaterThan(0);
  });

  it('does not count the entry being reassigned against its current holder', async () => {
    const w = await nightWorker();
    const res = await as(t, w.actor)(
      'GET',
      `/api/schedules/candidates?date=2026-03-03&shiftTypeId=${w.night.id}&entryId=${w.nightEntry.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Array<{ staffId: string; state: string }>;
    expect(data.find((c) => c.staffId === w.sam.id)!.state).toBe('FITS');
    const without = await as(t, w.actor)(
      'GET',
      `/api/schedules/candidates?date=2026-03-03&shiftTypeId=${w.night.id}`,
    );
    const again = without.json().data as Array<{ staffId: string; state: string }>;
    expect(again.find((c) => c.staffId === w.sam.id)!.state).toBe('ALREADY_WORKING');
  });

  it('answers 404 for a shift type of another workspace', async () => {
    const w = await nightWorker();
    const other = await scheduleWorkspace(t, 'Other ward');
    const res = await as(t, w.actor)(
      'GET',
      `/api/schedules/candidates?date=2026-03-04&shiftTypeId=${other.early.id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/rotation-patterns/:id/slots/:slotId/candidates', () => {
  it("gives each skilled person's state for a requirement over the pattern's cycle, the ones who fit first", async () => {
    const w = await scheduleWorkspace(t);
    const sam = await insertStaff(t, w.workspace.id, { name: 'Sam Smit', skills: [w.early.id, w.night.id] });
    // Sam works the Early of Wednesday in week 2: the Night of Tuesday in week 2 ends an hour before it.
    const early = await createSlot(t, w.actor, w.pattern.id, {
      weekNumber: 2,
      dayOfWeek: 2,
      shiftTypeId: w.early.id,
    });
    const assigned = await as(t, w.actor)(
      'POST',
      `/api/rotation-patterns/${w.pattern.id}/slots/${early.id}/assignments`,
      { staffId: sam.id },
    );
    expect(assigned.statusCode).toBe(201);

    const url = `/api/rotation-patterns/${w.pattern.id}/slots/${w.nightSlot.id}/candidates`;
    const res = await as(t, w.actor)('GET', url);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{
      staffName: string;
      state: string;
      violations: Array<{ ruleId: string; message: string }>;
    }>;
    // Nina and Sam have the Night skill; Ivo is inactive.
    expect(data.map((c) => [c.staffName, c.state])).toEqual([
      ['Nina Bakker', 'FITS'],
      ['Sam Smit', 'BREAKS_RULE'],
    ]);
    expect(data[0]!.violations).toEqual([]);
    expect(data[1]!.violations.map((v) => v.ruleId)).toContain('dailyRest');
    expect(data[1]!.violations[0]!.message.length).toBeGreaterThan(0);

    // The write answers what the picker said.
    const refused = await as(t, w.actor)(
      'POST',
      `/api/rotation-patterns/${w.pattern.id}/slots/${w.nightSlot.id}/assignments`,
      { staffId: sam.id },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
  });

  it('answers 404 for a requirement of another pattern or workspace, and 403 for STAFF', async () => {
    const w = await scheduleWorkspace(t);
    const other = await scheduleWorkspace(t, 'Ward 10');
    const res = await as(t, w.actor)(
      'GET',
      `/api/rotation-patterns/${w.pattern.id}/slots/${other.nightSlot.id}/candidates`,
    );
    expect(res.statusCode).toBe(404);
    const foreign = await as(t, w.actor)(
      'GET',
      `/api/rotation-patterns/${other.pattern.id}/slots/${other.nightSlot.id}/candidates`,
    );
    expect(foreign.statusCode).toBe(404);
    const staffMember = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const forbidden = await as(t, { token: staffMember.token, workspaceId: w.workspace.id })(
      'GET',
      `/api/rotation-patterns/${w.pattern.id}/slots/${w.nightSlot.id}/candidates`,
    );
    expect(forbidden.statusCode).toBe(403);
  });
});

import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCHEDULE_RANGE_DAYS } from '@openrota/contracts';
import {
  absences,
  rotationAssignments,
  rotationSlots,
  scheduleEntries,
  shiftTypes,
  staff,
  workspaces,
} from '../../db/schema';
import {
  addWorkspaceMember,
  createWorkspaceWithAdmin,
  setWorkspacePlan,
  type WorkspaceActor,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { as } from '../../../test/rotation-factories';
import { racingDb } from '../../../test/racing-db';
import type { AppContext } from '../../context';
import { computeSchedule, scheduleResponseBody } from './schedule.service';

const ward = JSON.parse(readFileSync(new URL('../../../test/fixtures/ward.json', import.meta.url), 'utf8'));

interface Entry {
  id: string;
  date: string;
  shiftTypeId: string;
  shiftType: { name: string };
  staffId: string | null;
  staff: { name: string } | null;
  entryType: string;
  rotationSlotId: string | null;
  isUnfilled: boolean;
  isOptional: boolean;
  isCancelled: boolean;
  isStaffInactive: boolean;
  isOneOffShift: boolean;
  hasAbsence: boolean;
  absenceWarning: string | null;
  scheduleEntryId: string | null;
  rotationWeek: number | null;
  rotationPatternName: string | null;
  description: string | null;
  debugInfo: { source: string };
}

interface Ward {
  actor: WorkspaceActor;
  workspaceId: string;
  patternId: string;
  type: Record<'Early' | 'Late' | 'Night' | 'Day', string>;
  person: (name: string) => string;
  /** The slot of rotation week `week`, day `day` (0 = Monday), shift type, nth of that type. */
  slot: (week: number, day: number, shiftType: keyof Ward['type'], nth?: number) => Promise<string>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-04T10:00:00Z'));
});
afterAll(() => t.close());

/** A workspace with the ward fixture imported as a 4-week pattern starting Monday 2026-03-02. */
async function wardWorkspace(name = 'Ward 5'): Promise<Ward> {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  await setWorkspacePlan(t, workspace.id, 'TEAM'); // the ward's 12 staff exceed the FREE plan
  const actor = { token: admin.token, workspaceId: workspace.id };
  const res = await as(t, actor)('POST', '/api/rotation-patterns/import', {
    data: ward,
    patternName: 'Ward rota',
    startDate: '2026-03-02',
  });
  if (res.statusCode !== 201) throw new Error(`import failed: ${res.body}`);
  const patternId: string = res.json().rotationPatternId;
  const types = await t.database.db.select().from(shiftTypes).where(eq(shiftTypes.workspaceId, workspace.id));
  const people = await t.database.db.select().from(staff).where(eq(staff.workspaceId, workspace.id));
  const type = Object.fromEntries(types.map((x) => [x.name, x.id])) as Ward['type'];
  const person = (n: string) => people.find((p) => p.name === n)!.id;
  const slot = async (week: number, day: number, shiftType: keyof Ward['type'], nth = 0) => {
    const rows = await t.database.db
      .select()
      .from(rotationSlots)
      .where(
        and(
          eq(rotationSlots.rotationPatternId, patternId),
          eq(rotationSlots.weekNumber, week),
          eq(rotationSlots.dayOfWeek, day),
          eq(rotationSlots.shiftTypeId, type[shiftType]),
        ),
      )
      .orderBy(rotationSlots.createdAt, rotationSlots.id);
    return rows[nth]!.id;
  };
  return { actor, workspaceId: workspace.id, patternId, type, person, slot };
}

async function schedule(actor: WorkspaceActor, query: string) {
  const res = await call(t.app, 'GET', `/api/schedules?${query}`, actor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    startDate: string;
    endDate: string;
    today: string;
    timeZone: string;
    entries: Entry[];
  };
}

/**
 * An open one-off Day shift on Tuesday 2026-03-03 with `description`, written straight in the
 * database (as a restore or the demo would, past the routes' version raise): the schedule reads
 * must still see it.
 */
async function insertOpenDayShift(w: Ward, description: string): Promise<string> {
  const [row] = await t.database.db
    .insert(scheduleEntries)
    .values({
      workspaceId: w.workspaceId,
      date: '2026-03-03',
      entryType: 'ONE_OFF',
      shiftTypeId: w.type.Day,
      staffId: null,
      description,
    })
    .returning();
  return row!.id;
}

const onDate = (entries: Entry[], date: string) =>
  entries.filter((e) => e.date === date).map((e) => [e.shiftType.name, e.staff?.name ?? null]);

describe('GET /api/schedules on the ward fixture', () => {
  let w: Ward;
  beforeAll(async () => {
    w = await wardWorkspace();
  });

  it('generates the rotation: a known Monday has the fixture’s shifts and staff, ordered by start time', async () => {
    const data = await schedule(w.actor, 'startDate=2026-03-02&endDate=2026-03-08');
    expect(data).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeZone: 'Europe/Amsterdam',
      today: '2026-03-04',
    });
    // Week 1, Monday: Early Anna + Lotte, Day Emma (09:00), Late Kofi + Maria, Night Joost.
    expect(onDate(data.entries, '2026-03-02')).toEqual([
      ['Early', 'Anna de Vries'],
      ['Early', 'Lotte Mulder'],
      ['Day', 'Emma van den Berg'],
      ['Late', 'Kofi Mensah'],
      ['Late', 'Maria Santos'],
      ['Night', 'Joost Smit'],
    ]);
    const monday = data.entries.find((e) => e.date === '2026-03-02')!;
    expect(monday).toMatchObject({
      entryType: 'ROTATION',
      rotationWeek: 1,
      rotationPatternName: 'Ward rota',
      isUnfilled: false,
      scheduleEntryId: null,
    });
    // The calculation details are on the debug read only (docs/product/schedule.md#schedule-entry).
    expect(monday.debugInfo).toEqual({ source: 'rotation' });
    // Saturday of week 1 has an Early requirement nobody is assigned to; Friday's Day shift is optional.
    expect(
      data.entries.filter((e) => e.date === '2026-03-07' && e.isUnfilled).map((e) => e.shiftType.name),
    ).toEqual(['Early']);
    expect(data.entries.find((e) => e.date === '2026-03-06' && e.shiftType.name === 'Day')).toMatchObject({
      isOptional: true,
      staff: { name: 'Anna de Vries' },
    });
    // Dates are sorted.
    expect(data.entries.map((e) => e.date)).toEqual([...data.entries.map((e) => e.date)].sort());
  });

  it('cycles the 4 rotation weeks from the pattern’s own start and shows nothing before it', async () => {
    const data = await schedule(w.actor, 'startDate=2026-02-23&endDate=2026-04-05');
    expect(data.entries.filter((e) => e.date < '2026-03-02')).toEqual([]);
    // 144 requirements in the 4-week cycle, plus week 1 again (2026-03-30 … 04-05: 36 slots).
    expect(data.entries.filter((e) => e.date <= '2026-03-29')).toHaveLength(144);
    expect(onDate(data.entries, '2026-03-30')).toEqual(onDate(data.entries, '2026-03-02'));
    expect(data.entries.find((e) => e.date === '2026-03-30')!.rotationWeek).toBe(1);
    // Week 2 Monday: Sanne on Early, Mohammed on Night.
    const week2 = onDate(data.entries, '2026-03-09');
    expect(week2).toContainEqual(['Early', 'Sanne Jansen']);
    expect(week2).toContainEqual(['Night', 'Mohammed El Amrani']);
    expect(data.entries.filter((e) => e.date === '2026-03-16').every((e) => e.rotationWeek === 3)).toBe(true);
  });

  it('filters by staff member, shift type and entry type', async () => {
    const anna = w.person('Anna de Vries');
    const byStaff = await schedule(w.actor, `startDate=2026-03-02&endDate=2026-03-29&staffId=${anna}`);
    expect(byStaff.entries.length).toBeGreaterThan(0);
    expect(byStaff.entries.every((e) => e.staffId === anna)).toBe(true);
    const byType = await schedule(
      w.actor,
      `startDate=2026-03-02&endDate=2026-03-29&shiftTypeId=${w.type.Night}`,
    );
    expect(byType.entries).toHaveLength(28);
    expect(new Set(byType.entries.map((e) => e.shiftType.name))).toEqual(new Set(['Night']));
    const both = await schedule(
      w.actor,
      `startDate=2026-03-02&endDate=2026-03-29&shiftTypeId=${w.type.Day}&staffId=${anna}`,
    );
    expect(both.entries.every((e) => e.staffId === anna && e.shiftTypeId === w.type.Day)).toBe(true);
    expect(both.entries.length).toBeLessThan(byStaff.entries.length);
    const oneOffs = await schedule(w.actor, 'startDate=2026-03-02&endDate=2026-03-29&entryType=ONE_OFF');
    expect(oneOffs.entries).toEqual([]);
  });
});

describe('the stored layer on the generated rotation', () => {
  let w: Ward;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    w = await wardWorkspace('Ward stored');
    const insert = async (values: Omit<typeof scheduleEntries.$inferInsert, 'workspaceId'>) =>
      (
        await t.database.db
          .insert(scheduleEntries)
          .values({ workspaceId: w.workspaceId, ...values })
          .returning()
      )[0]!.id;
    // Week 1 Monday 2026-03-02: Anna's Early goes to Sanne; Lotte's Early is unassigned; Joost's Night is cancelled.
    ids.override = await insert({
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      shiftTypeId: w.type.Early,
      rotationSlotId: await w.slot(1, 0, 'Early', 0),
      rotationPatternId: w.patternId,
      staffId: w.person('Sanne Jansen'),
      originalStaffId: w.person('Anna de Vries'),
      description: 'Swap',
    });
    ids.unassigned = await insert({
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      shiftTypeId: w.type.Early,
      rotationSlotId: await w.slot(1, 0, 'Early', 1),
      rotationPatternId: w.patternId,
      staffId: null,
      originalStaffId: w.person('Lotte Mulder'),
      description: 'Staff unassigned: ill',
    });
    ids.cancelled = await insert({
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      shiftTypeId: w.type.Night,
      rotationSlotId: await w.slot(1, 0, 'Night'),
      rotationPatternId: w.patternId,
      staffId: null,
      isCancelled: true,
      description: 'Shift cancelled: ward closed',
    });
    // Saturday 2026-03-07's open Early is claimed by Daan.
    ids.claim = await insert({
      date: '2026-03-07',
      entryType: 'CLAIMED',
      shiftTypeId: w.type.Early,
      rotationSlotId: await w.slot(1, 5, 'Early'),
      rotationPatternId: w.patternId,
      staffId: w.person('Daan Visser'),
    });
    // An extra Day shift on Wednesday for Lars, and an open one-off on Thursday.
    ids.oneOff = await insert({
      date: '2026-03-04',
      entryType: 'ONE_OFF',
      shiftTypeId: w.type.Day,
      staffId: w.person('Lars Bakker'),
      description: 'Audit',
    });
    ids.openOneOff = await insert({
      date: '2026-03-05',
      entryType: 'ONE_OFF',
      shiftTypeId: w.type.Late,
      staffId: null,
    });
    // An override whose slot does not occur on its date (week 1 Monday slot, on a Tuesday): orphaned.
    ids.orphan = await insert({
      date: '2026-03-03',
      entryType: 'OVERRIDE',
      shiftTypeId: w.type.Early,
      rotationSlotId: await w.slot(1, 0, 'Early', 0),
      rotationPatternId: w.patternId,
      staffId: w.person('Kofi Mensah'),
    });
    // Emma (Day on Monday 2026-03-02 and Tuesday 03-03) is on vacation Monday to Tuesday.
    ids.absence = (
      await t.database.db
        .insert(absences)
        .values({
          workspaceId: w.workspaceId,
          staffId: w.person('Emma van den Berg'),
          startDate: '2026-03-02',
          endDate: '2026-03-03',
          type: 'VACATION',
          reason: 'Trip',
        })
        .returning()
    )[0]!.id;
  });

  it('applies overrides, unassignments, cancellations, claims, one-offs and absences', async () => {
    const data = await schedule(w.actor, 'startDate=2026-03-02&endDate=2026-03-08');
    const monday = data.entries.filter((e) => e.date === '2026-03-02');
    expect(monday).toHaveLength(6);
    expect(monday.find((e) => e.id === ids.override)).toMatchObject({
      entryType: 'OVERRIDE',
      staff: { name: 'Sanne Jansen' },
      scheduleEntryId: ids.override,
      isUnfilled: false,
      description: 'Swap',
      debugInfo: { source: 'override' },
    });
    expect(monday.find((e) => e.id === ids.unassigned)).toMatchObject({
      staffId: null,
      isUnfilled: true,
      isCancelled: false,
    });
    expect(monday.find((e) => e.id === ids.cancelled)).toMatchObject({
      staffId: null,
      isUnfilled: false,
      isCancelled: true,
      shiftType: { name: 'Night' },
    });
    expect(monday.map((e) => e.staff?.name)).not.toContain('Anna de Vries');
    expect(monday.find((e) => e.shiftType.name === 'Day')).toMatchObject({
      staff: { name: 'Emma van den Berg' },
      hasAbsence: true,
      absenceWarning: 'Emma van den Berg is absent (VACATION) 2026-03-02 – 2026-03-03',
    });

    expect(data.entries.filter((e) => e.date === '2026-03-07' && e.shiftType.name === 'Early')).toEqual([
      expect.objectContaining({
        id: ids.claim,
        entryType: 'CLAIMED',
        staff: expect.objectContaining({ name: 'Daan Visser' }),
        isUnfilled: false,
      }),
    ]);
    expect(data.entries.find((e) => e.id === ids.oneOff)).toMatchObject({
      date: '2026-03-04',
      entryType: 'ONE_OFF',
      isOneOffShift: true,
      staff: { name: 'Lars Bakker' },
      debugInfo: { source: 'manual' },
    });
    expect(data.entries.find((e) => e.id === ids.openOneOff)).toMatchObject({
      isUnfilled: true,
      isOneOffShift: true,
    });
    expect(data.entries.filter((e) => e.date === '2026-03-04')).toHaveLength(7);
  });

  it('lists only one-offs with entryType ONE_OFF over the one-off page’s −1 … +1 year', async () => {
    const data = await schedule(w.actor, 'startDate=2025-03-04&endDate=2027-03-04&entryType=ONE_OFF');
    expect(data.entries.map((e) => e.id).sort()).toEqual([ids.oneOff, ids.openOneOff].sort());
  });

  it('filters a staff member to the shifts they actually work after the stored layer', async () => {
    const anna = await schedule(
      w.actor,
      `startDate=2026-03-02&endDate=2026-03-02&staffId=${w.person('Anna de Vries')}`,
    );
    expect(anna.entries).toEqual([]);
    const sanne = await schedule(
      w.actor,
      `startDate=2026-03-02&endDate=2026-03-02&staffId=${w.person('Sanne Jansen')}`,
    );
    expect(sanne.entries.map((e) => e.id)).toEqual([ids.override]);
  });

  it('GET /api/schedules/conflicts lists shifts whose staff member is absent', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/schedules/conflicts?startDate=2026-03-01&endDate=2026-03-31',
      w.actor,
    );
    expect(res.statusCode).toBe(200);
    const conflicts = res.json().data;
    expect(conflicts).toEqual([
      expect.objectContaining({
        date: '2026-03-02',
        shiftType: expect.objectContaining({ name: 'Day' }),
        staff: expect.objectContaining({ name: 'Emma van den Berg' }),
        absenceId: ids.absence,
        absenceType: 'VACATION',
      }),
      expect.objectContaining({
        date: '2026-03-03',
        staff: expect.objectContaining({ name: 'Emma van den Berg' }),
        absenceId: ids.absence,
      }),
    ]);
    const none = await call(
      t.app,
      'GET',
      '/api/schedules/conflicts?startDate=2026-03-04&endDate=2026-03-31',
      w.actor,
    );
    expect(none.json().data).toEqual([]);
  });

  it('computeSchedule also gives the PDF calendar absences, conflicts, shift types, staff and the workspace name', async () => {
    const emma = w.person('Emma van den Berg');
    const all = await computeSchedule(
      { db: t.database.db, clock: t.clock } as never,
      { workspaceId: w.workspaceId },
      { startDate: '2026-03-01', endDate: '2026-03-31' },
    );
    expect(all.workspaceName).toBe('Ward stored');
    expect(all.absences).toEqual([
      {
        id: ids.absence,
        staffId: emma,
        staffName: 'Emma van den Berg',
        staffShortName: expect.any(String),
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        type: 'VACATION',
        reason: 'Trip',
      },
    ]);
    expect(all.conflicts).toHaveLength(2);
    expect(all.shiftTypes.map((s) => s.name).sort()).toEqual(['Day', 'Early', 'Late', 'Night']);
    expect(all.staff).toHaveLength(12);
    // A staff filter narrows absences and conflicts to that person too.
    const lars = await computeSchedule(
      { db: t.database.db, clock: t.clock } as never,
      { workspaceId: w.workspaceId },
      { startDate: '2026-03-01', endDate: '2026-03-31', staffId: w.person('Lars Bakker') },
    );
    expect(lars.absences).toEqual([]);
    expect(lars.conflicts).toEqual([]);
    expect(lars.entries.every((e) => e.staffId === w.person('Lars Bakker'))).toBe(true);
  });

  it('GET /api/schedules/debug shows patterns with named slots, the stored layer, orphans, absences and processing steps', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/schedules/debug?startDate=2026-03-01&endDate=2026-03-31',
      w.actor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { totalEntries, entries, debugData } = res.json().data;
    expect(totalEntries).toBe(entries.length);
    expect(debugData).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      today: '2026-03-04',
      timeZone: 'Europe/Amsterdam',
    });
    expect(debugData.rotationPatterns).toHaveLength(1);
    expect(debugData.rotationPatterns[0]).toMatchObject({
      id: w.patternId,
      name: 'Ward rota',
      weekCount: 4,
      startDate: '2026-03-02',
      endDate: null,
      active: true,
    });
    expect(debugData.rotationPatterns[0].rotationSlots).toHaveLength(144);
    expect(debugData.rotationPatterns[0].rotationSlots).toContainEqual(
      expect.objectContaining({
        weekNumber: 1,
        dayOfWeek: 0,
        shiftTypeName: 'Night',
        staffName: 'Joost Smit',
        isOptional: false,
      }),
    );
    expect(debugData.rotationPatterns[0].rotationSlots).toContainEqual(
      expect.objectContaining({
        weekNumber: 1,
        dayOfWeek: 5,
        shiftTypeName: 'Early',
        staffId: null,
        staffName: null,
      }),
    );
    expect(debugData.manualEntries.map((e: Entry) => e.id)).toEqual(
      expect.arrayContaining([
        ids.override,
        ids.unassigned,
        ids.cancelled,
        ids.claim,
        ids.oneOff,
        ids.openOneOff,
      ]),
    );
    expect(debugData.orphanedEntries).toEqual([
      { id: ids.orphan, date: '2026-03-03', entryType: 'OVERRIDE', description: null },
    ]);
    expect(debugData.absences).toEqual([
      expect.objectContaining({
        id: ids.absence,
        staffName: 'Emma van den Berg',
        type: 'VACATION',
        reason: 'Trip',
      }),
    ]);
    const steps = debugData.processingSteps as Array<{ step: string; description: string; count: number }>;
    expect(steps).toContainEqual(expect.objectContaining({ step: 'load-patterns', count: 1 }));
    expect(steps).toContainEqual(expect.objectContaining({ step: 'load-slots', count: 144 }));
    expect(steps).toContainEqual(expect.objectContaining({ step: 'load-stored-entries', count: 7 }));
    expect(steps).toContainEqual(
      expect.objectContaining({ step: 'load-absences', count: 1, description: 'Loaded 1 absences' }),
    );
    expect(steps.length).toBeGreaterThan(7);
    const override = entries.find((e: Entry) => e.id === ids.override);
    expect(override.debugInfo.calculationDetails).toMatchObject({
      rotationWeek: 1,
      storedEntryId: ids.override,
    });
  });
});

describe('validation, time zone and roles', () => {
  let w: Ward;
  beforeAll(async () => {
    w = await wardWorkspace('Ward rules');
  });

  it.each([
    ['startDate=2026-03-10&endDate=2026-03-09', 'endDate', 'End date must not be before start date'],
    [
      'startDate=2025-01-01&endDate=2027-01-03',
      'endDate',
      `Date range cannot exceed ${MAX_SCHEDULE_RANGE_DAYS} days`,
    ],
    ['startDate=2026-3-1&endDate=2026-03-09', 'startDate', 'Date must be written as YYYY-MM-DD'],
    ['startDate=2026-02-30&endDate=2026-03-09', 'startDate', undefined],
    ['endDate=2026-03-09', 'startDate', undefined],
    ['startDate=2026-03-01&endDate=2026-03-09&staffId=nope', 'staffId', 'Invalid staff id'],
    ['startDate=2026-03-01&endDate=2026-03-09&shiftTypeId=nope', 'shiftTypeId', 'Invalid shift type id'],
    ['startDate=2026-03-01&endDate=2026-03-09&entryType=SPECIAL', 'entryType', undefined],
  ])('GET /api/schedules?%s answers 400 on %s', async (query, field, message) => {
    const res = await call(t.app, 'GET', `/api/schedules?${query}`, w.actor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details).toContainEqual(
      message ? { field, message } : expect.objectContaining({ field }),
    );
  });

  it('accepts exactly MAX_SCHEDULE_RANGE_DAYS days and applies the same range rules to conflicts and debug', async () => {
    const ok = await call(t.app, 'GET', '/api/schedules?startDate=2025-03-04&endDate=2027-03-05', w.actor);
    expect(ok.statusCode).toBe(200);
    for (const path of ['conflicts', 'debug']) {
      const res = await call(
        t.app,
        'GET',
        `/api/schedules/${path}?startDate=2026-03-10&endDate=2026-03-01`,
        w.actor,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'endDate', message: 'End date must not be before start date' },
      ]);
    }
  });

  it('takes today from the clock in the workspace time zone', async () => {
    t.clock.set(new Date('2026-03-01T23:30:00Z'));
    try {
      expect((await schedule(w.actor, 'startDate=2026-03-01&endDate=2026-03-07')).today).toBe('2026-03-02');
      await t.database.db
        .update(workspaces)
        .set({ timeZone: 'America/Los_Angeles' })
        .where(eq(workspaces.id, w.workspaceId));
      const la = await schedule(w.actor, 'startDate=2026-03-01&endDate=2026-03-07');
      expect(la).toMatchObject({ today: '2026-03-01', timeZone: 'America/Los_Angeles' });
      const debug = await call(
        t.app,
        'GET',
        '/api/schedules/debug?startDate=2026-03-01&endDate=2026-03-07',
        w.actor,
      );
      expect(debug.json().data.debugData).toMatchObject({
        today: '2026-03-01',
        timeZone: 'America/Los_Angeles',
      });
    } finally {
      await t.database.db
        .update(workspaces)
        .set({ timeZone: 'Europe/Amsterdam' })
        .where(eq(workspaces.id, w.workspaceId));
      t.clock.set(new Date('2026-03-04T10:00:00Z'));
    }
  });

  it('lets STAFF read the schedule and conflicts but not the debug view; MANAGER may debug', async () => {
    const member = await addWorkspaceMember(t, w.workspaceId, 'STAFF');
    const asStaff = { token: member.token, workspaceId: w.workspaceId };
    expect((await schedule(asStaff, 'startDate=2026-03-02&endDate=2026-03-02')).entries).toHaveLength(6);
    expect(
      (await call(t.app, 'GET', '/api/schedules/conflicts?startDate=2026-03-02&endDate=2026-03-08', asStaff))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/schedules/debug?startDate=2026-03-02&endDate=2026-03-08', asStaff))
        .statusCode,
    ).toBe(403);
    const manager = await addWorkspaceMember(t, w.workspaceId, 'MANAGER');
    expect(
      (
        await call(t.app, 'GET', '/api/schedules/debug?startDate=2026-03-02&endDate=2026-03-08', {
          token: manager.token,
          workspaceId: w.workspaceId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs a signed-in member of the workspace', async () => {
    expect(
      (
        await call(t.app, 'GET', '/api/schedules?startDate=2026-03-02&endDate=2026-03-02', {
          workspaceId: w.workspaceId,
        })
      ).statusCode,
    ).toBe(401);
    const other = await wardWorkspace('Other ward');
    const res = await call(t.app, 'GET', '/api/schedules?startDate=2026-03-02&endDate=2026-03-02', {
      token: other.actor.token,
      workspaceId: w.workspaceId,
    });
    expect(res.statusCode).toBe(404);
    // Another workspace's staff id as a filter finds nothing of that workspace.
    const foreign = await schedule(
      other.actor,
      `startDate=2026-03-02&endDate=2026-03-08&staffId=${w.person('Anna de Vries')}`,
    );
    expect(foreign.entries).toEqual([]);
  });
});

describe('repeated reads', () => {
  it('reflect every change in between: stored entries, absences, slots, assignments, staff, shift types and the clock', async () => {
    const w = await wardWorkspace('Ward repeat');
    const q = 'startDate=2026-03-02&endDate=2026-03-02';
    const monday = async () => (await schedule(w.actor, q)).entries;
    const db = t.database.db;
    expect((await monday()).find((e) => e.shiftType.name === 'Night')!.staff!.name).toBe('Joost Smit');
    expect(await monday()).toEqual(await monday());

    const nightSlot = await w.slot(1, 0, 'Night');
    const [entry] = await db
      .insert(scheduleEntries)
      .values({
        workspaceId: w.workspaceId,
        date: '2026-03-02',
        entryType: 'OVERRIDE',
        shiftTypeId: w.type.Night,
        rotationSlotId: nightSlot,
        staffId: w.person('Lars Bakker'),
      })
      .returning();
    expect((await monday()).find((e) => e.shiftType.name === 'Night')).toMatchObject({
      id: entry!.id,
      staff: { name: 'Lars Bakker' },
    });
    await db
      .update(scheduleEntries)
      .set({ staffId: w.person('Sanne Jansen') })
      .where(eq(scheduleEntries.id, entry!.id));
    expect((await monday()).find((e) => e.shiftType.name === 'Night')!.staff!.name).toBe('Sanne Jansen');
    await db.delete(scheduleEntries).where(eq(scheduleEntries.id, entry!.id));
    expect((await monday()).find((e) => e.shiftType.name === 'Night')!.staff!.name).toBe('Joost Smit');

    const [absence] = await db
      .insert(absences)
      .values({
        workspaceId: w.workspaceId,
        staffId: w.person('Joost Smit'),
        startDate: '2026-02-20',
        endDate: '2026-03-02',
        type: 'SICK',
      })
      .returning();
    expect((await monday()).find((e) => e.shiftType.name === 'Night')).toMatchObject({ hasAbsence: true });
    await db.update(absences).set({ endDate: '2026-03-01' }).where(eq(absences.id, absence!.id));
    expect((await monday()).find((e) => e.shiftType.name === 'Night')).toMatchObject({ hasAbsence: false });

    await db
      .update(staff)
      .set({ name: 'Joost Smit-Bakker' })
      .where(eq(staff.id, w.person('Joost Smit')));
    expect((await monday()).find((e) => e.shiftType.name === 'Night')!.staff!.name).toBe('Joost Smit-Bakker');
    await db.update(shiftTypes).set({ name: 'Nacht' }).where(eq(shiftTypes.id, w.type.Night));
    expect((await monday()).map((e) => e.shiftType.name)).toContain('Nacht');
    // A slot moved to Tuesday (rotation_slots has no updated_at) and an assignment removed.
    await db.update(rotationSlots).set({ dayOfWeek: 1 }).where(eq(rotationSlots.id, nightSlot));
    expect((await monday()).map((e) => e.shiftType.name)).not.toContain('Nacht');
    const earlySlot = await w.slot(1, 0, 'Early', 0);
    await db.delete(rotationAssignments).where(eq(rotationAssignments.rotationSlotId, earlySlot));
    expect((await monday()).find((e) => e.rotationSlotId === earlySlot)).toMatchObject({
      staffId: null,
      isUnfilled: true,
    });

    // Same data, a new day in the workspace: today moves on.
    t.clock.set(new Date('2026-03-05T10:00:00Z'));
    try {
      expect((await schedule(w.actor, q)).today).toBe('2026-03-05');
    } finally {
      t.clock.set(new Date('2026-03-04T10:00:00Z'));
    }
  });
});

describe('a deactivated staff member (issue 10)', () => {
  it('opens their shifts from the day of deactivation, keeps and marks the earlier ones, says beforehand how many open, and reactivating restores them', async () => {
    const w = await wardWorkspace('Ward leaver');
    const anna = w.person('Anna de Vries');
    const q = 'startDate=2026-03-02&endDate=2026-03-31';
    const before = (await schedule(w.actor, q)).entries; // also fills the cache
    const annaFrom = (date: string) => before.filter((e) => e.staffId === anna && e.date >= date);
    expect(annaFrom('2026-03-04').length).toBeGreaterThan(0);
    expect(before.some((e) => e.staffId === anna && e.date < '2026-03-04')).toBe(true);

    // Today is 2026-03-04 in Amsterdam: 4 weeks ahead is 03-04 … 03-31.
    const preview = await call(t.app, 'GET', `/api/staff/${anna}/deactivation-preview`, w.actor);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      openedShifts: annaFrom('2026-03-04').length,
      weeks: 4,
      startDate: '2026-03-04',
      endDate: '2026-03-31',
    });

    const off = await call(t.app, 'PUT', `/api/staff/${anna}`, { ...w.actor, body: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, inactiveFrom: '2026-03-04' });

    const after = (await schedule(w.actor, q)).entries;
    expect(after.map((e) => e.id).sort()).toEqual(before.map((e) => e.id).sort()); // open ones sort last in their shift type
    expect(after.filter((e) => e.staffId === anna && e.date >= '2026-03-04')).toEqual([]);
    for (const shift of annaFrom('2026-03-04')) {
      expect(after.find((e) => e.id === shift.id)).toMatchObject({
        staffId: null,
        staff: null,
        isUnfilled: true,
        isStaffInactive: false,
      });
    }
    const past = after.filter((e) => e.staffId === anna);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((e) => e.date < '2026-03-04' && e.isStaffInactive)).toBe(true);
    // Nothing left to open now.
    expect(
      (await call(t.app, 'GET', `/api/staff/${anna}/deactivation-preview`, w.actor)).json().data.openedShifts,
    ).toBe(0);

    const on = await call(t.app, 'PUT', `/api/staff/${anna}`, { ...w.actor, body: { active: true } });
    expect(on.json().data).toMatchObject({ active: true, inactiveFrom: null });
    expect((await schedule(w.actor, q)).entries).toEqual(before);
  });

  it('the preview is for managers of the workspace: 404 for an unknown member', async () => {
    const w = await wardWorkspace('Ward preview');
    const res = await call(
      t.app,
      'GET',
      '/api/staff/00000000-0000-4000-8000-000000000000/deactivation-preview',
      w.actor,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('compressed reads', () => {
  it('sends the same schedule brotli- or gzip-compressed to clients that accept it, and fresh after a change', async () => {
    const w = await wardWorkspace('Ward compressed');
    const url = '/api/schedules?startDate=2026-03-02&endDate=2026-03-29';
    const get = (encoding?: string) =>
      call(t.app, 'GET', url, { ...w.actor, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = plain.json();
    expect(expected.data.entries).toHaveLength(144);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    const gz = await get('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);

    await insertOpenDayShift(w, 'Extra');
    const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString());
    expect(after.data.entries).toHaveLength(145);
    expect(after.data.entries.find((e: Entry) => e.description === 'Extra')).toMatchObject({
      date: '2026-03-03',
      isOneOffShift: true,
    });
  });
});

describe('revalidated reads (ETag / If-None-Match)', () => {
  it('answers 304 without a body while nothing changed, whatever the encoding, and the new schedule after a write', async () => {
    const w = await wardWorkspace('Ward etag');
    const url = '/api/schedules?startDate=2026-03-02&endDate=2026-03-29';
    const get = (headers: Record<string, string> = {}) => call(t.app, 'GET', url, { ...w.actor, headers });
    const first = await get({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // The same answer plain or compressed: one tag.
    expect((await get()).headers.etag).toBe(etag);
    const again = await get({ 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another query is another answer.
    const other = await call(t.app, 'GET', url.replace('2026-03-29', '2026-03-28'), {
      ...w.actor,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    const withoutViolations = await call(t.app, 'GET', `${url}&violations=false`, {
      ...w.actor,
      headers: { 'if-none-match': etag },
    });
    expect(withoutViolations.statusCode).toBe(200);
    // A write (here straight in the database, as a restore or the demo would) gives a new tag.
    await insertOpenDayShift(w, 'Extra');
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.entries.some((e: Entry) => e.description === 'Extra')).toBe(true);
  });

  it('GET /api/schedules/violations is revalidated the same way; errors are not', async () => {
    const w = await wardWorkspace('Ward etag violations');
    const url = '/api/schedules/violations?startDate=2026-03-02&endDate=2026-03-29';
    const first = await call(t.app, 'GET', url, w.actor);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call(t.app, 'GET', url, { ...w.actor, headers: { 'if-none-match': `"x", ${etag}` } });
    expect(again.statusCode).toBe(304);
    const bad = await call(
      t.app,
      'GET',
      '/api/schedules/violations?startDate=2026-03-29&endDate=2026-03-02',
      {
        ...w.actor,
        headers: { 'if-none-match': '*' },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/schedules/debug is revalidated too: 304 while nothing changed, the new details after a write', async () => {
    const w = await wardWorkspace('Ward etag debug');
    const url = '/api/schedules/debug?startDate=2026-03-02&endDate=2026-03-08';
    const first = await call(t.app, 'GET', url, w.actor);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call(t.app, 'GET', url, { ...w.actor, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await insertOpenDayShift(w, 'Extra');
    const changed = await call(t.app, 'GET', url, { ...w.actor, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.entries.some((e: Entry) => e.description === 'Extra')).toBe(true);
  });
});

describe('a change racing a cold read', () => {
  it('a row inserted between the version read and the load, then deleted again, is not served from the cache', async () => {
    const w = await wardWorkspace('Ward race');
    const db = t.database.db;
    // Another request's insert lands right after the next version read (a raw statement).
    const { db: racing, afterNextExecute } = racingDb(db);
    const ctx = { db: racing, clock: t.clock } as unknown as AppContext;
    const read = async () =>
      (
        JSON.parse(
          (
            await scheduleResponseBody(
              ctx,
              { workspaceId: w.workspaceId },
              { startDate: '2026-03-03', endDate: '2026-03-03' },
            )
          ).toString(),
        ).data.entries as Entry[]
      ).map((e) => e.description);
    let raced = '';
    afterNextExecute(async () => {
      raced = await insertOpenDayShift(w, 'Raced');
    });
    await read(); // may or may not show it: it was inserted during the read
    await db.delete(scheduleEntries).where(eq(scheduleEntries.id, raced));
    // The rows are exactly as before the insert again: the answer must not show it.
    expect(await read()).not.toContain('Raced');
  });
});

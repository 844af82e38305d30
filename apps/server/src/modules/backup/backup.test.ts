import { readFileSync, writeFileSync } from 'node:fs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_VERSION, backupJsonSchema, WorkspaceBackupSchema } from '@openrota/contracts';
import {
  absences,
  emailSettings,
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  scheduleEntries,
  shiftTypes,
  staff,
  staffSkills,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import {
  addWorkspaceMember,
  createWorkspaceWithAdmin,
  registerUser,
  type WorkspaceActor,
} from '../../../test/factories';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { as } from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';

const ward = JSON.parse(readFileSync(new URL('../../../test/fixtures/ward.json', import.meta.url), 'utf8'));
const SCHEMA_FILE = new URL('../../../../../docs/backup.schema.json', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-04T10:00:00Z'));
});
afterAll(() => t.close());

interface Entry {
  date: string;
  shiftType: { name: string };
  staff: { name: string } | null;
  entryType: string;
  isUnfilled: boolean;
  isCancelled: boolean;
  isOptional: boolean;
  description: string | null;
  hasAbsence: boolean;
  rotationWeek: number | null;
  rotationPatternName: string | null;
}

async function yearOf(actor: WorkspaceActor): Promise<Entry[]> {
  const res = await call(t.app, 'GET', '/api/schedules?startDate=2026-03-02&endDate=2027-03-01', actor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries;
}

/** An entry without ids: what a user sees of it. */
const comparable = (e: Entry) =>
  [
    e.date,
    e.shiftType.name,
    e.staff?.name ?? null,
    e.entryType,
    e.isUnfilled,
    e.isCancelled,
    e.isOptional,
    e.description,
    e.hasAbsence,
    e.rotationWeek,
    e.rotationPatternName,
  ].join('|');

async function backupOf(actor: WorkspaceActor) {
  const res = await call(t.app, 'POST', `/api/workspaces/${actor.workspaceId}/backup`, actor);
  expect(res.statusCode, res.body).toBe(200);
  return { res, file: JSON.parse(res.body) as Record<string, unknown> & { version: number } };
}

async function restore(token: string, name: string, backupData: unknown) {
  return call(t.app, 'POST', '/api/workspaces/restore', { token, body: { name, backupData } });
}

async function workspaceCount() {
  const [row] = await t.database.db.select({ n: count() }).from(workspaces);
  return row!.n;
}

/** The ward fixture (4-week pattern from Monday 2026-03-02) plus a month of changes. */
async function wardWithChanges(name: string) {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  const actor = { token: admin.token, workspaceId: workspace.id };
  // The ward has 12 staff and two patterns: more than FREE allows (docs/product/plans-and-limits.md#restore-ignores-limits).
  await t.database.db.update(workspaces).set({ plan: 'TEAM' }).where(eq(workspaces.id, workspace.id));
  const imported = await as(t, actor)('POST', '/api/rotation-patterns/import', {
    data: ward,
    patternName: 'Ward rota',
    startDate: '2026-03-02',
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const patternId: string = imported.json().rotationPatternId;
  const db = t.database.db;
  const type = Object.fromEntries(
    (await db.select().from(shiftTypes).where(eq(shiftTypes.workspaceId, workspace.id))).map((x) => [
      x.name,
      x.id,
    ]),
  );
  const people = await db.select().from(staff).where(eq(staff.workspaceId, workspace.id));
  const person = (n: string) => people.find((p) => p.name === n)!.id;
  const slot = async (week: number, day: number, shiftType: string) => {
    const [row] = await db
      .select()
      .from(rotationSlots)
      .where(
        and(
          eq(rotationSlots.rotationPatternId, patternId),
          eq(rotationSlots.weekNumber, week),
          eq(rotationSlots.dayOfWeek, day),
          eq(rotationSlots.shiftTypeId, type[shiftType]!),
        ),
      )
      .orderBy(rotationSlots.createdAt, rotationSlots.id);
    return row!.id;
  };
  const base = { rotationPatternId: patternId };
  // Reassigned: week 1 Monday Early (Anna) goes to Sanne.
  await insertStoredEntry(t, workspace.id, {
    ...base,
    entryType: 'OVERRIDE',
    date: '2026-03-02',
    shiftTypeId: type.Early!,
    rotationSlotId: await slot(1, 0, 'Early'),
    staffId: person('Sanne Jansen'),
    originalStaffId: person('Anna de Vries'),
  });
  // Cancelled: week 2 Tuesday Late.
  await insertStoredEntry(t, workspace.id, {
    ...base,
    entryType: 'OVERRIDE',
    date: '2026-03-10',
    shiftTypeId: type.Late!,
    rotationSlotId: await slot(2, 1, 'Late'),
    staffId: null,
    isCancelled: true,
    description: 'Shift cancelled: ward closed',
  });
  // Unassigned (open): week 3 Wednesday Night.
  await insertStoredEntry(t, workspace.id, {
    ...base,
    entryType: 'OVERRIDE',
    date: '2026-03-18',
    shiftTypeId: type.Night!,
    rotationSlotId: await slot(3, 2, 'Night'),
    staffId: null,
    description: 'Staff unassigned: sick',
  });
  // Claimed: the open Early on Saturday of week 1.
  await insertStoredEntry(t, workspace.id, {
    ...base,
    entryType: 'CLAIMED',
    date: '2026-03-07',
    shiftTypeId: type.Early!,
    rotationSlotId: await slot(1, 5, 'Early'),
    staffId: person('Priya Ramdin'),
  });
  // One-offs: one staffed, one open.
  await insertStoredEntry(t, workspace.id, {
    date: '2026-03-12',
    shiftTypeId: type.Day!,
    staffId: person('Lars Bakker'),
    description: 'Training cover',
  });
  await insertStoredEntry(t, workspace.id, { date: '2026-03-20', shiftTypeId: type.Night!, staffId: null });
  // Absences (Anna's week overlaps her shifts: hasAbsence).
  await insertAbsence(t, workspace.id, {
    staffId: person('Anna de Vries'),
    startDate: '2026-03-16',
    endDate: '2026-03-20',
    type: 'VACATION',
    reason: 'Holiday',
  });
  await insertAbsence(t, workspace.id, {
    staffId: person('Joost Smit'),
    startDate: '2026-03-25',
    type: 'SICK',
  });
  // A second, ended pattern with an assignment without a requirement.
  const second = await as(t, actor)('POST', '/api/rotation-patterns', {
    name: 'Weekend extra',
    startDate: '2026-03-02',
    endDate: '2026-05-31',
    weekCount: 1,
  });
  expect(second.statusCode, second.body).toBe(201);
  const loose = await as(t, actor)('POST', `/api/rotation-patterns/${second.json().data.id}/assignments`, {
    weekNumber: 1,
    dayOfWeek: 6,
    shiftTypeId: type.Day,
    staffId: person('Anna de Vries'),
  });
  expect(loose.statusCode, loose.body).toBe(201);
  // Settings and email settings that must survive.
  await db
    .update(workspaces)
    .set({ timeZone: 'Europe/London', staffLoginEnabled: true, maxSelfPlanningDays: 45, absencesMinDelay: 2 })
    .where(eq(workspaces.id, workspace.id));
  await db.insert(emailSettings).values({
    workspaceId: workspace.id,
    upcomingShiftsEmail: true,
    summaryEmailTime: '18:30',
    summaryEmailDay: 5,
    summaryEmailDaysAhead: 14,
  });
  return { admin, workspace, actor };
}

describe('POST /api/workspaces/:id/backup', () => {
  it('downloads the whole workspace as a version-2 file named after the slug and the date, with an EXPORT audit row', async () => {
    const w = await wardWithChanges('Ward Backup');
    const { res, file } = await backupOf(w.actor);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="openrota-backup-${w.workspace.slug}-2026-03-04.json"`,
    );
    expect(file).toMatchObject({
      version: 2,
      exportedAt: '2026-03-04T10:00:00.000Z',
      workspace: {
        name: 'Ward Backup',
        slug: w.workspace.slug,
        timeZone: 'Europe/London',
        featureFlags: { staffLoginEnabled: true, publicStaffList: false },
        settings: { maxSelfPlanningDays: 45, absencesMinDelay: 2 },
      },
      emailSettings: {
        upcomingShiftsEmail: true,
        weeklyScheduleSummary: false,
        summaryEmailTime: '18:30',
        summaryEmailDay: 5,
        summaryEmailDaysAhead: 14,
      },
    });
    const b = WorkspaceBackupSchema.parse(file);
    expect(b.shiftTypes.map((s) => s.name)).toEqual(['Early', 'Late', 'Night', 'Day']);
    expect(b.staff).toHaveLength(12);
    const anna = b.staff.find((s) => s.name === 'Anna de Vries')!;
    expect(anna).toMatchObject({
      email: 'anna.devries@ward5.example.org',
      phone: '+31 6 1200 3400',
      active: true,
    });
    expect(anna.skills.map((k) => b.shiftTypes.find((s) => s.id === k.shiftTypeId)!.name).sort()).toEqual([
      'Day',
      'Early',
      'Late',
    ]);
    const rota = b.rotationPatterns.find((p) => p.name === 'Ward rota')!;
    expect(rota).toMatchObject({
      startDate: '2026-03-02',
      endDate: null,
      weekCount: 4,
      active: true,
      assignments: [],
    });
    expect(rota.slots).toHaveLength(144);
    expect(rota.slots.filter((s) => s.assignments.length === 1).length).toBe(
      ward.slots.filter((s: { staff?: string }) => s.staff).length,
    );
    expect(b.rotationPatterns.find((p) => p.name === 'Weekend extra')).toMatchObject({
      endDate: '2026-05-31',
      slots: [],
      assignments: [{ weekNumber: 1, dayOfWeek: 6, staffId: anna.id, rotationSlotId: null }],
    });
    expect(b.absences.map((a) => [a.startDate, a.endDate, a.type, a.reason])).toEqual([
      ['2026-03-16', '2026-03-20', 'VACATION', 'Holiday'],
      ['2026-03-25', '2026-03-25', 'SICK', null],
    ]);
    expect(b.scheduleEntries.map((e) => [e.date, e.entryType, e.isCancelled])).toEqual([
      ['2026-03-02', 'OVERRIDE', false],
      ['2026-03-07', 'CLAIMED', false],
      ['2026-03-10', 'OVERRIDE', true],
      ['2026-03-12', 'ONE_OFF', false],
      ['2026-03-18', 'OVERRIDE', false],
      ['2026-03-20', 'ONE_OFF', false],
    ]);
    const audit = await auditRows(t, w.workspace.id, { action: 'EXPORT', resource: 'WORKSPACE' });
    expect(audit).toEqual([
      expect.objectContaining({
        userId: w.admin.user.id,
        resourceName: 'Ward Backup',
        metadata: expect.objectContaining({ version: 2, staff: 12, scheduleEntries: 6 }),
      }),
    ]);
  });

  it('is for ADMINs only: a MANAGER gets 403; another workspace’s id in the path is 404', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Roles');
    const manager = await addWorkspaceMember(t, workspace.id, 'MANAGER');
    const asManager = await call(t.app, 'POST', `/api/workspaces/${workspace.id}/backup`, {
      token: manager.token,
      workspaceId: workspace.id,
    });
    expect(asManager.statusCode).toBe(403);
    const other = await createWorkspaceWithAdmin(t.app, 'Ward Other');
    const wrongPath = await call(t.app, 'POST', `/api/workspaces/${other.workspace.id}/backup`, {
      token: admin.token,
      workspaceId: workspace.id,
    });
    expect(wrongPath.statusCode).toBe(404);
    expect(await auditRows(t, workspace.id, { action: 'EXPORT' })).toEqual([]);
  });

  it('still downloads when the licence has expired (the data is never held hostage), while other workspace calls answer 402', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Expired');
    await t.database.db
      .update(workspaces)
      .set({ plan: 'START', renewalDate: '2026-02-01' })
      .where(eq(workspaces.id, workspace.id));
    const actor = { token: admin.token, workspaceId: workspace.id };
    expect((await call(t.app, 'GET', '/api/shift-types', actor)).statusCode).toBe(402);
    const { file } = await backupOf(actor);
    expect(file).toMatchObject({ version: 2, workspace: { name: 'Ward Expired' } });
  });

  it('a version-2 backup is also a file the rotation import takes (its first pattern)', async () => {
    const w = await wardWithChanges('Ward Import Source');
    const { file } = await backupOf(w.actor);
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Import Target');
    await t.database.db.update(workspaces).set({ plan: 'TEAM' }).where(eq(workspaces.id, workspace.id));
    const res = await call(t.app, 'POST', '/api/rotation-patterns/import', {
      token: admin.token,
      workspaceId: workspace.id,
      body: { data: file, patternName: 'Copied rota', startDate: '2026-03-02' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().stats).toMatchObject({ shiftTypesCreated: 4, staffCreated: 12 });
  });

  it('docs/backup.schema.json is the JSON Schema of the file (regenerate with UPDATE_BACKUP_SCHEMA=1)', async () => {
    const generated = `${JSON.stringify(backupJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_BACKUP_SCHEMA) writeFileSync(SCHEMA_FILE, generated);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(generated);
    const schema = JSON.parse(generated);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    // Every top-level field of a real backup is described by the schema.
    const { file } = await backupOf((await wardWithChanges('Ward Schema')).actor);
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(file).sort());
    expect(schema.properties.version.const).toBe(BACKUP_VERSION);
  });
});

describe('POST /api/workspaces/restore', () => {
  it('round trip: the restored workspace computes the same schedule for a year, entry for entry, with new ids', async () => {
    const w = await wardWithChanges('Ward Round Trip');
    const original = await yearOf(w.actor);
    const { file } = await backupOf(w.actor);

    const res = await restore(w.admin.token, 'Ward Restored', file);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: { name: 'Ward Restored' },
      message: 'Workspace restored successfully',
    });
    const restoredId: string = body.data.id;
    const restored = await yearOf({ token: w.admin.token, workspaceId: restoredId });

    expect(original.length).toBeGreaterThan(1500);
    const kinds = new Set(
      original.map(
        (e) =>
          `${e.entryType}${e.isCancelled ? '-cancelled' : ''}${e.isUnfilled ? '-open' : ''}${e.hasAbsence ? '-absent' : ''}`,
      ),
    );
    for (const kind of [
      'ROTATION',
      'ROTATION-open',
      'ROTATION-absent',
      'OVERRIDE',
      'OVERRIDE-cancelled',
      'OVERRIDE-open',
      'CLAIMED',
      'ONE_OFF',
      'ONE_OFF-open',
    ])
      expect(kinds, kind).toContain(kind);
    expect(restored.map(comparable).sort()).toEqual(original.map(comparable).sort());

    // New ids everywhere: no row of the restored workspace has an id from the file.
    const db = t.database.db;
    const fileIds = new Set<string>(
      JSON.stringify(file).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [],
    );
    const restoredIds = [
      ...(await db
        .select({ id: shiftTypes.id })
        .from(shiftTypes)
        .where(eq(shiftTypes.workspaceId, restoredId))),
      ...(await db.select({ id: staff.id }).from(staff).where(eq(staff.workspaceId, restoredId))),
      ...(await db
        .select({ id: rotationPatterns.id })
        .from(rotationPatterns)
        .where(eq(rotationPatterns.workspaceId, restoredId))),
      ...(await db
        .select({ id: rotationSlots.id })
        .from(rotationSlots)
        .where(eq(rotationSlots.workspaceId, restoredId))),
      ...(await db
        .select({ id: scheduleEntries.id })
        .from(scheduleEntries)
        .where(eq(scheduleEntries.workspaceId, restoredId))),
    ].map((r) => r.id);
    expect(restoredIds.length).toBeGreaterThan(150);
    expect(restoredIds.filter((id) => fileIds.has(id))).toEqual([]);

    // Settings came along; the plan is FREE; every skill is there.
    const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, restoredId));
    expect(ws).toMatchObject({
      name: 'Ward Restored',
      slug: 'ward-restored',
      timeZone: 'Europe/London',
      staffLoginEnabled: true,
      maxSelfPlanningDays: 45,
      absencesMinDelay: 2,
      plan: 'FREE',
      trialStartedAt: null,
    });
    const skillCount = await db
      .select({ n: count() })
      .from(staffSkills)
      .where(eq(staffSkills.workspaceId, restoredId));
    expect(skillCount[0]!.n).toBe(
      (file.staff as Array<{ skills: unknown[] }>).reduce((n, s) => n + s.skills.length, 0),
    );

    // CREATE and IMPORT audit rows in the new workspace.
    const audit = await auditRows(t, restoredId);
    expect(audit.map((a) => [a.action, a.resource, a.userId])).toEqual([
      ['CREATE', 'WORKSPACE', w.admin.user.id],
      ['IMPORT', 'WORKSPACE', w.admin.user.id],
    ]);
    expect(audit[1]!.metadata).toMatchObject({
      sourceVersion: 2,
      staff: 12,
      scheduleEntries: 6,
      absences: 2,
    });
  });

  it('restores into another user’s account as their ADMIN workspace, even over the FREE plan’s limits', async () => {
    const w = await wardWithChanges('Ward Gift');
    const { file } = await backupOf(w.actor);
    const other = await registerUser(t.app);
    const res = await restore(other.token, 'Ward Gift', file);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const me = await call(t.app, 'GET', '/api/auth/me', { token: other.token });
    expect(me.json().data.workspaces).toEqual([
      expect.objectContaining({ id, name: 'Ward Gift', role: 'ADMIN' }),
    ]);
    // The slug is unique: the original "ward-gift" is taken.
    expect(me.json().data.workspaces[0].slug).toBe('ward-gift-2');
    const members = await t.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[other.user.id, 'ADMIN']]);
    // 12 staff on FREE (6 staff) are all there.
    const [n] = await t.database.db.select({ n: count() }).from(staff).where(eq(staff.workspaceId, id));
    expect(n!.n).toBe(12);
  });

  it('restores a version-1 file (the minimal backup of docs/product/workspaces.md#backup-file): missing sections are empty', async () => {
    const v1 = {
      version: 1,
      exportedAt: '2024-05-01T08:00:00Z',
      workspace: { name: 'Old Ward' },
      shiftTypes: [
        { id: 't1', name: 'Early', startTime: '07:00', endTime: '15:00' },
        { id: 't2', name: 'Late', color: '#3b82f6' },
      ],
      staff: [
        { id: 's1', name: 'Anna', skills: ['t1'] },
        { id: 's2', name: 'Bram', email: 'Bram@Example.org', skills: [{ shiftTypeId: 't2' }] },
      ],
      rotationPatterns: [
        {
          name: 'Old rota',
          startDate: '2024-04-29',
          weekCount: 2,
          slots: [
            { weekNumber: 1, dayOfWeek: 0, shiftTypeId: 't1', assignments: [{ staffId: 's1' }] },
            { weekNumber: 2, dayOfWeek: 3, shiftTypeId: 't2', isOptional: true },
          ],
          assignments: [{ weekNumber: 2, dayOfWeek: 5, shiftTypeId: 't2', staffId: 's2' }],
        },
      ],
    };
    const u = await registerUser(t.app);
    const res = await restore(u.token, 'Old Ward', v1);
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().data.id;
    const actor = { token: u.token, workspaceId: id };
    const { file } = await backupOf(actor);
    const b = WorkspaceBackupSchema.parse(file);
    expect(b.shiftTypes.map((s) => [s.name, s.color, s.startTime])).toEqual([
      ['Early', '#10b981', '07:00'],
      ['Late', '#3b82f6', null],
    ]);
    expect(
      b.staff.map((s) => [
        s.name,
        s.email,
        s.skills.map((k) => b.shiftTypes.find((x) => x.id === k.shiftTypeId)!.name),
      ]),
    ).toEqual([
      ['Anna', null, ['Early']],
      ['Bram', 'bram@example.org', ['Late']],
    ]);
    const [p] = b.rotationPatterns;
    expect(p).toMatchObject({ name: 'Old rota', startDate: '2024-04-29', weekCount: 2 });
    expect(p!.slots.map((s) => [s.weekNumber, s.dayOfWeek, s.isOptional, s.assignments.length])).toEqual([
      [1, 0, false, 1],
      [2, 3, true, 0],
    ]);
    expect(p!.assignments.map((a) => [a.weekNumber, a.dayOfWeek])).toEqual([[2, 5]]);
    expect(b).toMatchObject({
      absences: [],
      scheduleEntries: [],
      emailSettings: null,
      workspace: { timeZone: 'Europe/Amsterdam' },
    });
    const audit = await auditRows(t, id, { action: 'IMPORT' });
    expect(audit[0]!.metadata).toMatchObject({ sourceVersion: 1, exportedAt: '2024-05-01T08:00:00Z' });
  });

  it('a version-1 pattern without name or start date gets "Rotation 1" starting this week’s Monday', async () => {
    const u = await registerUser(t.app);
    const res = await restore(u.token, 'Bare', {
      version: '1',
      workspace: { name: 'Bare' },
      shiftTypes: [{ id: 1, name: 'Day' }],
      staff: [],
      rotationPatterns: [{ weekCount: 1, slots: [{ weekNumber: 1, dayOfWeek: 2, shiftTypeId: 1 }] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await t.database.db
      .select()
      .from(rotationPatterns)
      .where(eq(rotationPatterns.workspaceId, res.json().data.id));
    expect(p).toMatchObject({ name: 'Rotation 1', startDate: '2026-03-02' });
  });

  it.each([
    ['not an object', 'hello', 'Invalid backup file', 'backupData'],
    [
      'no version',
      { workspace: { name: 'X' } },
      'The backup must contain version and workspace',
      'backupData.version',
    ],
    ['no workspace', { version: 2 }, 'The backup must contain version and workspace', 'backupData.workspace'],
    [
      'a future version',
      { version: 3, workspace: { name: 'X' } },
      'This backup is version 3, made by a newer OpenRota; this server restores versions up to 2',
      'backupData.version',
    ],
    [
      'an unknown version',
      { version: 0, workspace: { name: 'X' } },
      'Invalid backup file',
      'backupData.version',
    ],
    [
      'a bad week count',
      {
        version: 2,
        workspace: { name: 'X' },
        rotationPatterns: [{ id: 'p', name: 'P', startDate: '2026-03-02', weekCount: 5 }],
      },
      'Invalid backup file',
      'backupData.rotationPatterns.0.weekCount',
    ],
  ])('refuses %s with 400 and creates nothing', async (_label, backupData, message, field) => {
    const u = await registerUser(t.app);
    const before = await workspaceCount();
    const res = await restore(u.token, 'Nope', backupData);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await workspaceCount()).toBe(before);
  });

  it('names every broken reference in the file and creates nothing', async () => {
    const w = await wardWithChanges('Ward Broken');
    const { file } = await backupOf(w.actor);
    const b = structuredClone(file) as ReturnType<typeof WorkspaceBackupSchema.parse>;
    b.staff[0]!.skills.push({ shiftTypeId: 'no-such-type' });
    b.rotationPatterns[0]!.slots[3]!.assignments = [{ staffId: 'ghost' }];
    b.scheduleEntries[0]!.rotationSlotId = 'missing-slot';
    b.absences[1]!.staffId = 'ghost';
    b.shiftTypes[1]!.name = 'early';
    const before = await workspaceCount();
    const res = await restore(w.admin.token, 'Broken', b);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'backupData.shiftTypes.1.name', message: 'Two shift types are named "early"' },
        {
          field: `backupData.staff.0.skills.${b.staff[0]!.skills.length - 1}.shiftTypeId`,
          message: 'Unknown shift type id "no-such-type"',
        },
        {
          field: 'backupData.rotationPatterns.0.slots.3.assignments.0.staffId',
          message: 'Unknown staff id "ghost"',
        },
        {
          field: 'backupData.scheduleEntries.0.rotationSlotId',
          message: 'Unknown rotation slot id "missing-slot"',
        },
        { field: 'backupData.absences.1.staffId', message: 'Unknown staff id "ghost"' },
      ]),
    );
    expect(await workspaceCount()).toBe(before);
  });

  it('is all or nothing: data PostgreSQL refuses half-way (after the workspace, staff and patterns were written) leaves nothing behind', async () => {
    const w = await wardWithChanges('Ward Half');
    const { file } = await backupOf(w.actor);
    const b = structuredClone(file) as ReturnType<typeof WorkspaceBackupSchema.parse>;
    // The last section written holds a value that a constraint of this test's database refuses
    // (the file's checks cannot know it): the database stops the restore half-way.
    b.scheduleEntries[5]!.description = 'refused by the database';
    await t.database.db.execute(
      sql`ALTER TABLE schedule_entries ADD CONSTRAINT test_refuse_ck CHECK (description IS DISTINCT FROM 'refused by the database')`,
    );
    const before = await workspaceCount();
    const [staffBefore] = await t.database.db.select({ n: count() }).from(staff);
    const res = await restore(w.admin.token, 'Ward Half Copy', b).finally(() =>
      t.database.db.execute(sql`ALTER TABLE schedule_entries DROP CONSTRAINT test_refuse_ck`),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('The backup could not be restored: it holds data the database refuses');
    // Never the database's own words (constraint names, SQL) in an answer.
    expect(res.body).not.toMatch(/test_refuse_ck|constraint|violates/i);
    expect(await workspaceCount()).toBe(before);
    const [staffAfter] = await t.database.db.select({ n: count() }).from(staff);
    expect(staffAfter!.n).toBe(staffBefore!.n);
    expect(
      await t.database.db
        .select()
        .from(workspaces)
        .where(inArray(workspaces.slug, ['ward-half-copy'])),
    ).toEqual([]);
  });

  it('refuses a NUL character or a lone surrogate anywhere in the file with 400 naming the field, before writing anything', async () => {
    const w = await wardWithChanges('Ward Nul');
    const { file } = await backupOf(w.actor);
    const before = await workspaceCount();
    for (const [value, field] of [
      ['bad \u0000 byte', 'backupData.scheduleEntries.5.description'],
      ['bad \ud800 half', 'backupData.staff.0.name'],
    ] as const) {
      const b = structuredClone(file) as ReturnType<typeof WorkspaceBackupSchema.parse>;
      if (field.includes('scheduleEntries')) b.scheduleEntries[5]!.description = value;
      else b.staff[0]!.name = value;
      const res = await restore(w.admin.token, 'Ward Nul Copy', b);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field })]);
    }
    expect(await workspaceCount()).toBe(before);
  });

  // Two at once (a double click): the most restores one account may start in a minute.
  it('restores each of 2 simultaneous restores under one name into a workspace of its own', async () => {
    const w = await wardWithChanges('Ward Race');
    const { file } = await backupOf(w.actor);
    const results = await Promise.all(
      Array.from({ length: 2 }, () => restore(w.admin.token, 'Ward Race Copy', file)),
    );
    expect(
      results.map((r) => r.statusCode),
      results.find((r) => r.statusCode !== 201)?.body,
    ).toEqual(Array(2).fill(201));
    const ids = results.map((r) => r.json().data.id as string);
    const rows = await t.database.db
      .select({ slug: workspaces.slug })
      .from(workspaces)
      .where(inArray(workspaces.id, ids));
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2);
  });

  it('needs a name and a signed-in user', async () => {
    const u = await registerUser(t.app);
    const noName = await restore(u.token, '   ', { version: 2, workspace: { name: 'X' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toEqual([
      expect.objectContaining({ field: 'name', message: 'Name is required' }),
    ]);
    const anonymous = await call(t.app, 'POST', '/api/workspaces/restore', {
      body: { name: 'X', backupData: { version: 2, workspace: { name: 'X' } } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a backup larger than the default 1 MiB body limit', async () => {
    const u = await registerUser(t.app);
    const shiftTypesList = [{ id: 't', name: 'Day', color: '#10b981' }];
    const staffList = Array.from({ length: 2000 }, (_, i) => ({
      id: `s${i}`,
      name: `Staff member number ${i} with a long name`,
      email: `staff${i}@example.org`,
      phone: '+31 6 0000 0000',
      skills: [{ shiftTypeId: 't' }],
    }));
    const absenceList = Array.from({ length: 6000 }, (_, i) => ({
      id: `a${i}`,
      staffId: `s${i % 2000}`,
      startDate: `2026-0${1 + Math.floor(i / 2000)}-10`,
      endDate: `2026-0${1 + Math.floor(i / 2000)}-12`,
      type: 'VACATION',
      reason: 'A week away with the family',
    }));
    const backupData = {
      version: 2,
      workspace: { name: 'Big' },
      shiftTypes: shiftTypesList,
      staff: staffList,
      absences: absenceList,
    };
    expect(JSON.stringify(backupData).length).toBeGreaterThan(1024 * 1024);
    const res = await restore(u.token, 'Big', backupData);
    expect(res.statusCode, res.body).toBe(201);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(staff)
      .where(eq(staff.workspaceId, res.json().data.id));
    expect(n!.n).toBe(2000);
    const [a] = await t.database.db
      .select({ n: count() })
      .from(rotationAssignments)
      .where(eq(rotationAssignments.workspaceId, res.json().data.id));
    expect(a!.n).toBe(0);
    const [e] = await t.database.db
      .select({ n: count() })
      .from(absences)
      .where(eq(absences.workspaceId, res.json().data.id));
    expect(e!.n).toBe(6000);
  });

  it('refuses more than 2,000 staff (issue 10: an edited backup of 20,000) with 400 naming the list, creating nothing', async () => {
    const u = await registerUser(t.app);
    const staffList = Array.from({ length: 20_000 }, (_, i) => ({ id: `s${i}`, name: `P${i}`, skills: [] }));
    const res = await restore(u.token, 'Huge', { version: 2, workspace: { name: 'Huge' }, staff: staffList });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'A backup may hold at most 2000 staff; this one has 20000',
      details: [{ field: 'backupData.staff' }],
    });
    const mine = (await call(t.app, 'GET', '/api/auth/me', { token: u.token })).json().data.workspaces;
    expect(mine).toEqual([]);
  });

  it('names the item of a long list that is wrong (checked a slice at a time)', async () => {
    const u = await registerUser(t.app);
    const staffList = Array.from({ length: 1500 }, (_, i) => ({
      id: `s${i}`,
      name: i === 1234 ? '' : `P${i}`,
      skills: [],
    }));
    const res = await restore(u.token, 'Bad', { version: 2, workspace: { name: 'Bad' }, staff: staffList });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'backupData.staff.1234.name', message: expect.any(String) },
    ]);
  });
});

describe('working time in the backup (docs/product/working-time.md)', () => {
  type Named = { id: string; name: string };
  const get = async (actor: WorkspaceActor, url: string) =>
    (await call(t.app, 'GET', url, actor)).json().data;

  it('carries the rule sets, contracts and holidays across, with the rules’ shift types and the contracts’ sets mapped to new ids', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Working Time');
    const actor = { token: admin.token, workspaceId: workspace.id };
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(t.app, method, url, { ...actor, body });
    const night = (
      await write('POST', '/api/shift-types', { name: 'Night', startTime: '22:00', endTime: '07:00' })
    ).json().data;
    const early = (
      await write('POST', '/api/shift-types', { name: 'Early', startTime: '07:00', endTime: '15:00' })
    ).json().data;
    const anna = (await write('POST', '/api/staff', { name: 'Anna' })).json().data;
    const [atw] = await get(actor, '/api/rule-sets');
    const eu = (await write('POST', '/api/rule-sets', { name: 'EU', preset: 'EU_WTD' })).json().data;
    await write('PUT', `/api/rule-sets/${eu.id}`, {
      rules: {
        forbiddenSuccession: {
          enabled: true,
          severity: 'HARD',
          params: { withinMinutes: 0, pairs: [{ fromShiftTypeId: night.id, toShiftTypeId: early.id }] },
        },
      },
    });
    await write('POST', `/api/rule-sets/${eu.id}/default`);
    await write('POST', `/api/staff/${anna.id}/contracts`, {
      startsOn: '2026-01-01',
      hoursPerWeek: 36,
      ruleSetId: atw.id,
    });
    await write('POST', `/api/staff/${anna.id}/contracts`, {
      startsOn: '2026-07-01',
      hoursPerWeek: 24.5,
      maxHoursPerPeriod: 110.5,
      period: 'MONTH',
    });
    await write('POST', '/api/holidays', { date: '2026-03-17', name: 'Ward day' });

    const { file } = await backupOf(actor);
    expect(file.ruleSets).toHaveLength(2);
    expect(file.contracts).toHaveLength(2);
    const res = await restore(admin.token, 'Ward Working Time Restored', file);
    expect(res.statusCode, res.body).toBe(201);
    const restored = { token: admin.token, workspaceId: res.json().data.id as string };

    const sets = await get(restored, '/api/rule-sets');
    expect(sets.map((s: Named & { isDefault: boolean }) => [s.name, s.isDefault])).toEqual([
      ['EU', true],
      ['Arbeidstijdenwet', false],
    ]);
    const types = await get(restored, '/api/shift-types');
    const typeId = (name: string) => types.find((x: Named) => x.name === name).id;
    expect(sets[0].rules.forbiddenSuccession.params.pairs).toEqual([
      { fromShiftTypeId: typeId('Night'), toShiftTypeId: typeId('Early') },
    ]);
    const [restoredAnna] = await get(restored, '/api/staff');
    const contracts = await get(restored, `/api/staff/${restoredAnna.id}/contracts`);
    expect(
      contracts.map((c: { startsOn: string; hoursPerWeek: number; ruleSetId: string | null }) => [
        c.startsOn,
        c.hoursPerWeek,
        c.ruleSetId,
      ]),
    ).toEqual([
      ['2026-07-01', 24.5, null],
      ['2026-01-01', 36, sets[1].id],
    ]);
    expect(contracts[0]).toMatchObject({ maxHoursPerPeriod: 110.5, period: 'MONTH' });
    expect(await get(restored, '/api/holidays?year=2026')).toEqual(
      (await get(actor, '/api/holidays?year=2026')).map((h: { date: string; name: string }) => ({
        id: expect.any(String),
        date: h.date,
        name: h.name,
      })),
    );
    expect((await get(restored, '/api/holidays?year=2026')).some((h: Named) => h.name === 'Ward day')).toBe(
      true,
    );
    const [importRow] = await auditRows(t, restored.workspaceId, { action: 'IMPORT' });
    expect(importRow!.metadata).toMatchObject({ ruleSets: 2, contracts: 2 });
  });

  it('gives a restored backup made before working time existed the defaults of a new workspace', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Before');
    const actor = { token: admin.token, workspaceId: workspace.id };
    const { file } = await backupOf(actor);
    const { ruleSets: _r, contracts: _c, publicHolidays: _h, ...older } = file;
    const res = await restore(admin.token, 'Ward Before Restored', older);
    expect(res.statusCode, res.body).toBe(201);
    const restored = { token: admin.token, workspaceId: res.json().data.id as string };
    expect(await get(restored, '/api/rule-sets')).toEqual([
      expect.objectContaining({ name: 'Arbeidstijdenwet', preset: 'NL_ATW', isDefault: true }),
    ]);
    // The test clock says 2026: this year and the next four.
    expect(await get(restored, '/api/holidays?year=2026')).toHaveLength(11);
    expect(await get(restored, '/api/holidays?year=2030')).toHaveLength(11);

    // A file that lists its holidays (none) and no default set: the first set becomes it, no holidays added.
    const listed = {
      ...older,
      ruleSets: [{ ...(file.ruleSets as object[])[0], isDefault: false, name: 'Own' }],
      publicHolidays: [],
    };
    const again = await restore(admin.token, 'Ward Listed', listed);
    expect(again.statusCode, again.body).toBe(201);
    const second = { token: admin.token, workspaceId: again.json().data.id as string };
    expect(
      (await get(second, '/api/rule-sets')).map((s: Named & { isDefault: boolean }) => [s.name, s.isDefault]),
    ).toEqual([['Own', true]]);
    expect(await get(second, '/api/holidays?year=2026')).toEqual([]);
  });

  it('names broken working-time references and creates nothing', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Broken Time');
    const actor = { token: admin.token, workspaceId: workspace.id };
    const { file } = await backupOf(actor);
    const [atw] = file.ruleSets as Array<Record<string, unknown>>;
    const broken = {
      ...file,
      ruleSets: [atw, { ...atw, id: 'second', isDefault: true }],
      contracts: [
        { id: 'c1', staffId: 'ghost', startsOn: '2026-01-01', hoursPerWeek: 36, ruleSetId: 'nowhere' },
        { id: 'c2', staffId: 'ghost', startsOn: '2026-01-01', hoursPerWeek: 0 },
      ],
      publicHolidays: [
        { date: '2026-01-01', name: 'A' },
        { date: '2026-01-01', name: 'B' },
      ],
    };
    const before = await workspaceCount();
    const schema = await restore(admin.token, 'Broken Time', broken);
    expect(schema.statusCode).toBe(400);
    expect(schema.json().details).toEqual([
      { field: 'backupData.contracts.1.hoursPerWeek', message: 'Hours per week must be more than 0' },
    ]);
    (broken.contracts[1] as { hoursPerWeek: number }).hoursPerWeek = 20;
    const refs = await restore(admin.token, 'Broken Time', broken);
    expect(refs.statusCode).toBe(400);
    expect(refs.json().details).toEqual(
      expect.arrayContaining([
        { field: 'backupData.ruleSets.1.name', message: 'Two rule sets are named "Arbeidstijdenwet"' },
        {
          field: 'backupData.ruleSets.1.isDefault',
          message: 'Only one rule set can be the default; "Arbeidstijdenwet" is the second',
        },
        { field: 'backupData.contracts.0.staffId', message: 'Unknown staff id "ghost"' },
        { field: 'backupData.contracts.0.ruleSetId', message: 'Unknown rule set id "nowhere"' },
        {
          field: 'backupData.contracts.1.startsOn',
          message: 'Two contracts of staff "ghost" start on 2026-01-01',
        },
        { field: 'backupData.publicHolidays.1.date', message: 'Two holidays on 2026-01-01' },
      ]),
    );
    expect(await workspaceCount()).toBe(before);
  });
});

import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  shiftTypes,
  staff,
  staffSkills,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { as, insertShiftType, insertStaff, rotationWorkspace } from '../../../test/rotation-factories';
import { setWorkspacePlan } from '../../../test/factories';

const ward = JSON.parse(readFileSync(new URL('../../../test/fixtures/ward.json', import.meta.url), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowCounts(workspaceId: string) {
  const n = async (
    table:
      | typeof shiftTypes
      | typeof staff
      | typeof staffSkills
      | typeof rotationPatterns
      | typeof rotationSlots
      | typeof rotationAssignments
      | typeof auditLogs,
  ) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId)))[0]!.n;
  return {
    shiftTypes: await n(shiftTypes),
    staff: await n(staff),
    skills: await n(staffSkills),
    patterns: await n(rotationPatterns),
    slots: await n(rotationSlots),
    assignments: await n(rotationAssignments),
    audit: await n(auditLogs),
  };
}

describe('POST /api/rotation-patterns/import', () => {
  it('imports the ward fixture: shift types, staff with skills, the 4-week pattern with its slots and assignments', async () => {
    const w = await rotationWorkspace(t, 'Ward 5');
    await setWorkspacePlan(t, w.workspace.id, 'TEAM'); // 12 staff and two patterns: more than FREE allows
    // Sunday 23:30 UTC is already Monday in Amsterdam: "this week" starts on that Monday.
    t.clock.set(new Date('2026-03-01T23:30:00Z'));
    const res = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      data: ward,
      patternName: 'Ward 5 rota',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The workspace already has "Early" and "Anna de Vries" (rotationWorkspace): both are reused,
    // so 3 of the 4 shift types and 11 of the 12 staff are new.
    expect(body).toMatchObject({
      success: true,
      rotationPatternId: expect.any(String),
      stats: { shiftTypesCreated: 3, staffCreated: 11, assignmentsCreated: 140 },
    });
    expect(body.message).toContain('144 requirements');

    const pattern = (await as(t, w.actor)('GET', `/api/rotation-patterns/${body.rotationPatternId}`)).json()
      .data;
    expect(pattern).toMatchObject({
      name: 'Ward 5 rota',
      startDate: '2026-03-02',
      endDate: null,
      weekCount: 4,
      active: true,
    });
    const slots = (
      await as(t, w.actor)('GET', `/api/rotation-patterns/${body.rotationPatternId}/slots`)
    ).json().data;
    expect(slots).toHaveLength(144);
    expect(slots.filter((s: { assignments: unknown[] }) => s.assignments.length === 1)).toHaveLength(140);
    const firstMonday = slots.filter(
      (s: { weekNumber: number; dayOfWeek: number }) => s.weekNumber === 1 && s.dayOfWeek === 0,
    );
    expect(firstMonday.map((s: { shiftType: { name: string } }) => s.shiftType.name)).toEqual([
      'Early',
      'Early',
      'Late',
      'Late',
      'Night',
      'Day',
    ]);
    expect(firstMonday[0].assignments[0].staff.name).toBe('Anna de Vries');
    expect(
      slots.find((s: { shiftType: { name: string } }) => s.shiftType.name === 'Night').shiftType,
    ).toMatchObject({ color: '#6366f1', startTime: '23:00', endTime: '07:00' });
    expect(slots.filter((s: { isOptional: boolean }) => s.isOptional)).toHaveLength(4);

    const counts = await rowCounts(w.workspace.id);
    expect(counts).toMatchObject({ shiftTypes: 4, staff: 13, patterns: 1, slots: 144, assignments: 140 });
    // Anna existed with Early only; the import gave her the file's skills as well.
    expect(
      await t.database.db.select().from(staffSkills).where(eq(staffSkills.staffId, w.anna.id)),
    ).toHaveLength(3);
    const sanne = await t.database.db.query.staff.findFirst({
      where: and(eq(staff.workspaceId, w.workspace.id), eq(staff.name, 'Sanne Jansen')),
    });
    expect(sanne).toMatchObject({ shortName: 'SJ', email: 'sanne.jansen@ward5.example.org', active: true });
    expect(
      await t.database.db.select().from(staffSkills).where(eq(staffSkills.staffId, sanne!.id)),
    ).toHaveLength(3);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.workspaceId, w.workspace.id), eq(auditLogs.action, 'IMPORT')));
    expect(audit).toEqual([
      expect.objectContaining({
        resource: 'ROTATION_PATTERN',
        resourceId: body.rotationPatternId,
        resourceName: 'Ward 5 rota',
        userId: w.admin.user.id,
      }),
    ]);

    // A second import of the same rota over the same weeks puts everyone on two shifts at once:
    // the working-time check refuses it (409 RULE_VIOLATION) and nothing is created.
    const refused = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      data: ward,
      patternName: 'Copy',
      startDate: '2026-04-08',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RULE_VIOLATION');
    expect(refused.json().violations.map((v: { ruleId: string }) => v.ruleId)).toContain('doubleBooking');
    expect(await rowCounts(w.workspace.id)).toMatchObject({ shiftTypes: 4, staff: 13, patterns: 1 });
    // Acknowledged, it reuses everything by name and creates only the new pattern.
    const again = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      data: ward,
      patternName: 'Copy',
      startDate: '2026-04-08',
      acknowledgeViolations: { reason: 'Second team, same rota' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().warnings.length).toBeGreaterThan(0);
    expect(again.json().stats).toEqual({ shiftTypesCreated: 0, staffCreated: 0, assignmentsCreated: 140 });
    expect(
      (await as(t, w.actor)('GET', `/api/rotation-patterns/${again.json().rotationPatternId}`)).json().data
        .startDate,
    ).toBe('2026-04-06');
    expect(await rowCounts(w.workspace.id)).toMatchObject({ shiftTypes: 4, staff: 13, patterns: 2 });
  });

  it('reuses existing staff by name and gives them the skill for the slots they are assigned to', async () => {
    const w = await rotationWorkspace(t);
    const unskilled = await insertStaff(t, w.workspace.id, { name: 'Lisa Bakker' });
    const data = {
      format: 'openrota-rotation',
      version: 1,
      weekCount: 1,
      slots: [
        { week: 1, day: 0, shiftType: 'EARLY', staff: 'lisa bakker' },
        { week: 1, day: 1, shiftType: 'early' },
      ],
    };
    const res = await as(t, w.actor)('POST', '/api/rotation-patterns/import', { data, patternName: 'Small' });
    expect(res.statusCode).toBe(201);
    expect(res.json().stats).toEqual({ shiftTypesCreated: 0, staffCreated: 0, assignmentsCreated: 1 });
    const skills = await t.database.db
      .select()
      .from(staffSkills)
      .where(eq(staffSkills.staffId, unskilled.id));
    expect(skills).toEqual([expect.objectContaining({ shiftTypeId: w.early.id })]);
  });

  it('imports the rotation section of a workspace backup (its first pattern, ids resolved within the file)', async () => {
    const w = await rotationWorkspace(t);
    const backup = {
      version: 1,
      workspace: { name: 'Old ward' },
      exportedAt: '2026-01-01T10:00:00Z',
      shiftTypes: [
        { id: 'st-1', name: 'Early', color: '#f59e0b' },
        { id: 'st-2', name: 'Weekend', startTime: '08:00', endTime: '20:00' },
      ],
      staff: [
        { id: 'sf-1', name: 'Noor Hendriks', email: 'Noor@Example.org', skills: [{ shiftTypeId: 'st-2' }] },
      ],
      rotationPatterns: [
        {
          name: 'Old',
          startDate: '2025-01-06',
          endDate: null,
          active: true,
          weekCount: 2,
          slots: [
            {
              weekNumber: 1,
              dayOfWeek: 5,
              shiftTypeId: 'st-2',
              isOptional: false,
              assignments: [{ staffId: 'sf-1' }],
            },
            { weekNumber: 2, dayOfWeek: 0, shiftTypeId: 'st-1', isOptional: true, assignments: [] },
          ],
          assignments: [
            { weekNumber: 2, dayOfWeek: 3, shiftTypeId: 'st-2', staffId: 'sf-1', rotationSlotId: null },
          ],
        },
        { name: 'Ignored', weekCount: 1, slots: [] },
      ],
    };
    const res = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      data: backup,
      patternName: 'Restored rota',
      startDate: '2026-01-05',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().stats).toEqual({ shiftTypesCreated: 1, staffCreated: 1, assignmentsCreated: 2 });
    const id = res.json().rotationPatternId;
    const slots = (await as(t, w.actor)('GET', `/api/rotation-patterns/${id}/slots`)).json().data;
    expect(
      slots.map(
        (s: {
          weekNumber: number;
          dayOfWeek: number;
          shiftType: { name: string };
          isOptional: boolean;
          assignments: Array<{ staff: { name: string } }>;
        }) => [
          s.weekNumber,
          s.dayOfWeek,
          s.shiftType.name,
          s.isOptional,
          s.assignments.map((a) => a.staff.name),
        ],
      ),
    ).toEqual([
      [1, 5, 'Weekend', false, ['Noor Hendriks']],
      [2, 0, 'Early', true, []],
    ]);
    const assignments = (await as(t, w.actor)('GET', `/api/rotation-patterns/${id}/assignments`)).json().data;
    expect(
      assignments.find((a: { rotationSlotId: string | null }) => a.rotationSlotId === null),
    ).toMatchObject({ weekNumber: 2, dayOfWeek: 3 });
    const noor = await t.database.db.query.staff.findFirst({
      where: and(eq(staff.workspaceId, w.workspace.id), eq(staff.name, 'Noor Hendriks')),
    });
    expect(noor).toMatchObject({ email: 'noor@example.org', shortName: 'NH' });
  });

  it('rejects a malformed file with "Invalid file format" and details, and creates nothing', async () => {
    const w = await rotationWorkspace(t);
    await insertShiftType(t, w.workspace.id, { name: 'Late' });
    const before = await rowCounts(w.workspace.id);
    const newThings = {
      shiftTypes: [{ name: 'Brand new' }],
      staff: [{ name: 'New Person', skills: ['Brand new'] }],
    };
    const file = (extra: object) => ({
      format: 'openrota-rotation',
      version: 1,
      weekCount: 2,
      ...newThings,
      slots: [],
      ...extra,
    });
    const bad: Array<[unknown, string]> = [
      ['not an object', 'data'],
      ['{"format": "openrota-rotation", "version": 1,', 'data'],
      [[1, 2], 'data'],
      [{ hello: 'world' }, 'data'],
      [{ format: 'something-else', version: 1, weekCount: 2, slots: [] }, 'data.format'],
      [file({ weekCount: 5 }), 'data.weekCount'],
      [file({ slots: [{ week: 1, day: 7, shiftType: 'Late' }] }), 'data.slots.0.day'],
      [file({ slots: [{ week: 3, day: 0, shiftType: 'Late' }] }), 'data.slots.0.week'],
      [
        file({
          slots: [
            { week: 1, day: 0, shiftType: 'Brand new', staff: 'New Person' },
            { week: 1, day: 1, shiftType: 'Unknown type' },
          ],
        }),
        'data.slots.1.shiftType',
      ],
      [
        file({ slots: [{ week: 1, day: 0, shiftType: 'Late', staff: 'Nobody Known' }] }),
        'data.slots.0.staff',
      ],
      [
        file({
          slots: [
            { week: 1, day: 0, shiftType: 'Late', staff: 'New Person' },
            { week: 1, day: 0, shiftType: 'Brand new', staff: 'new person' },
          ],
        }),
        'data.slots.1.staff',
      ],
      [
        {
          version: 1,
          workspace: { name: 'x' },
          shiftTypes: [],
          staff: [],
          rotationPatterns: [
            { weekCount: 1, slots: [{ weekNumber: 1, dayOfWeek: 0, shiftTypeId: 'missing' }] },
          ],
        },
        'data.rotationPatterns.0.slots.0.shiftTypeId',
      ],
      [
        { version: 1, workspace: { name: 'x' }, shiftTypes: [], staff: [], rotationPatterns: [] },
        'data.rotationPatterns',
      ],
    ];
    for (const [data, field] of bad) {
      const res = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
        data,
        patternName: 'Nope',
      });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'Invalid file format',
        code: 'VALIDATION_ERROR',
      });
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        JSON.stringify(data),
      ).toContain(field);
    }
    expect(await rowCounts(w.workspace.id)).toEqual(before);
    // The file's text is accepted as well as the parsed object.
    const asText = await as(t, w.actor)('POST', '/api/rotation-patterns/import', {
      data: JSON.stringify(file({ slots: [{ week: 2, day: 6, shiftType: 'late' }] })),
      patternName: 'From text',
    });
    expect(asText.statusCode).toBe(201);
    expect(asText.json().stats).toEqual({ shiftTypesCreated: 1, staffCreated: 1, assignmentsCreated: 0 });
    before.shiftTypes += 1;
    before.staff += 1;
    before.skills += 1;
    before.patterns += 1;
    before.slots += 1;
    before.audit += 1;
    // The pattern name and the file itself are required.
    expect(
      (await as(t, w.actor)('POST', '/api/rotation-patterns/import', { data: ward, patternName: ' ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(t, w.actor)('POST', '/api/rotation-patterns/import', { patternName: 'X' })).statusCode,
    ).toBe(400);
    expect(await rowCounts(w.workspace.id)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents both accepted file formats on the import route', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const description: string = docs.paths['/api/rotation-patterns/import'].post.description;
    expect(description).toContain('"format": "openrota-rotation"');
    expect(description).toContain('rotationPatterns');
    expect(description).toContain('Invalid file format');
  });
});

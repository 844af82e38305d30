import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotationAssignments, rotationPatterns, rotationSlots, staffSkills } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
  setWorkspacePlan,
  type WorkspaceActor,
} from '../../../test/factories';

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
  workspaceId = workspace.id;
  actor = { token: admin.token, workspaceId };
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { ...actor, body });
const list = async () =>
  (await api('GET', '/api/shift-types')).json().data as Array<{ id: string; name: string; order: number }>;
const audits = (resource: string) => auditRows(t, workspaceId, { resource });

describe('shift type CRUD', () => {
  it('creates with trimmed fields, the default colour and order max+1, and audits', async () => {
    const res = await api('POST', '/api/shift-types', {
      name: '  Early  ',
      shortName: ' E ',
      description: '',
      startTime: '07:00',
      endTime: '15:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Early',
      shortName: 'E',
      description: null,
      color: '#10b981',
      startTime: '07:00',
      endTime: '15:00',
      order: 0,
    });
    const second = (await api('POST', '/api/shift-types', { name: 'Late', color: '#3B82F6' })).json().data;
    expect(second).toMatchObject({ order: 1, color: '#3B82F6', startTime: null, endTime: null });
    expect((await api('POST', '/api/shift-types', { name: 'Night', order: 10 })).json().data.order).toBe(10);
    expect((await api('POST', '/api/shift-types', { name: 'Day' })).json().data.order).toBe(11);
    expect(await audits('SHIFT_TYPE')).toEqual(
      ['Early', 'Late', 'Night', 'Day'].map((name) =>
        expect.objectContaining({
          action: 'CREATE',
          resourceName: name,
          description: `Shift type "${name}" created`,
        }),
      ),
    );
  });

  it('lists by order then name and reads one', async () => {
    const b = await createShiftType(t.app, actor, { name: 'Bravo', order: 1 });
    await createShiftType(t.app, actor, { name: 'Alpha', order: 1 });
    await createShiftType(t.app, actor, { name: 'Zulu', order: 0 });
    expect((await list()).map((s) => s.name)).toEqual(['Zulu', 'Alpha', 'Bravo']);
    const one = await api('GET', `/api/shift-types/${b.id}`);
    expect(one.json().data).toMatchObject({ id: b.id, name: 'Bravo' });
    expect((await api('GET', '/api/shift-types/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('GET', '/api/shift-types/not-a-uuid')).statusCode).toBe(400);
  });

  it('updates only the given fields, clears with null, and audits', async () => {
    const s = await createShiftType(t.app, actor, {
      name: 'Early',
      description: 'Morning',
      color: '#ff0000',
    });
    const res = await api('PUT', `/api/shift-types/${s.id}`, { name: ' Early shift ', description: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Early shift',
      description: null,
      color: '#ff0000',
      startTime: '07:00',
      order: s.order,
    });
    expect((await api('PUT', `/api/shift-types/${s.id}`, { color: null })).json().data.color).toBe('#10b981');
    expect((await api('PUT', `/api/shift-types/${s.id}`, { name: 'early SHIFT' })).statusCode).toBe(200);
    expect((await audits('SHIFT_TYPE')).filter((a) => a.action === 'UPDATE')).toHaveLength(3);
    expect(
      (await api('PUT', '/api/shift-types/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required'],
    [{}, 'name', 'Name is required'],
    [{ name: 42 }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters long'],
    [{ name: 'A', color: 'red' }, 'color', 'Colour must be # followed by 6 hex digits'],
    [{ name: 'A', color: '#12345' }, 'color', 'Colour must be # followed by 6 hex digits'],
    [{ name: 'A', color: '#1234567' }, 'color', 'Colour must be # followed by 6 hex digits'],
    [{ name: 'A', startTime: '7:00' }, 'startTime', 'Time must be written as HH:mm'],
    [{ name: 'A', endTime: '24:00' }, 'endTime', 'Time must be written as HH:mm'],
    [{ name: 'A', shortName: 'x'.repeat(11) }, 'shortName', 'Short name must be at most 10 characters long'],
    [
      { name: 'A', description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters long',
    ],
    [{ name: 'A', description: 5 }, 'description', 'Description must be text'],
    [{ name: 'A', order: -1 }, 'order', undefined],
    [{ name: 'A', order: 1.5 }, 'order', undefined],
  ])('rejects %j on create and update with 400 (%s)', async (body, field, message) => {
    const res = await api('POST', '/api/shift-types', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual(
      expect.arrayContaining([message ? { field, message } : expect.objectContaining({ field })]),
    );
    const s = await createShiftType(t.app, actor);
    if (Object.keys(body).length > 0)
      expect((await api('PUT', `/api/shift-types/${s.id}`, body)).statusCode).toBe(400);
    expect(await list()).toEqual([expect.objectContaining({ id: s.id })]);
  });

  it('ignores unknown fields: a body cannot choose the id or the workspace', async () => {
    const other = await createWorkspaceWithAdmin(t.app);
    const res = await api('POST', '/api/shift-types', {
      name: 'Early',
      id: '00000000-0000-4000-8000-000000000001',
      workspaceId: other.workspace.id,
    });
    expect(res.statusCode).toBe(201);
    expect((await list()).map((s) => s.id)).toEqual([res.json().data.id]);
    expect(res.json().data.id).not.toBe('00000000-0000-4000-8000-000000000001');
  });

  it('refuses a duplicate name, ignoring case and spaces, on create and rename', async () => {
    await createShiftType(t.app, actor, { name: 'Night' });
    const other = await createShiftType(t.app, actor, { name: 'Day' });
    const dup = await api('POST', '/api/shift-types', { name: ' NIGHT ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'A shift type named "NIGHT" already exists',
    });
    expect((await api('PUT', `/api/shift-types/${other.id}`, { name: 'night' })).statusCode).toBe(409);
    expect((await list()).map((s) => s.name)).toEqual(['Night', 'Day']);
    // Another workspace may use the same name.
    const elsewhere = await createWorkspaceWithAdmin(t.app);
    await createShiftType(
      t.app,
      { token: elsewhere.admin.token, workspaceId: elsewhere.workspace.id },
      { name: 'Night' },
    );
  });
});

describe('shift type names under simultaneous requests', () => {
  it('of 20 simultaneous creates of one name, exactly one succeeds; the others answer 409 on name', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/api/shift-types', { name: 'Early' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        code: 'CONFLICT',
        details: [{ field: 'name', message: 'A shift type named "Early" already exists' }],
      });
    }
    expect((await list()).map((x) => x.name)).toEqual(['Early']);
    expect(await audits('SHIFT_TYPE')).toHaveLength(1);
  });

  it('of 20 simultaneous renames to one name, exactly one succeeds; the others answer 409', async () => {
    await setWorkspacePlan(t, workspaceId, 'TEAM');
    const types = [];
    for (let i = 0; i < 20; i++) types.push(await createShiftType(t.app, actor, { name: `Type ${i}` }));
    const results = await Promise.all(
      types.map((type) => api('PUT', `/api/shift-types/${type.id}`, { name: 'Night' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await list()).filter((x) => x.name === 'Night')).toHaveLength(1);
  });
});

describe('DELETE /api/shift-types/:id', () => {
  async function pattern(name: string) {
    const [row] = await t.database.db
      .insert(rotationPatterns)
      .values({ workspaceId, name, startDate: '2026-11-16', weekCount: 2 })
      .returning();
    return row!;
  }

  it('deletes the shift type with its staff skills and audits', async () => {
    const s = await createShiftType(t.app, actor, { name: 'Night' });
    const keep = await createShiftType(t.app, actor, { name: 'Day' });
    const member = await createStaff(t.app, actor, { skills: [s.id, keep.id] });
    const res = await api('DELETE', `/api/shift-types/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await list()).map((x) => x.id)).toEqual([keep.id]);
    const skills = await t.database.db.select().from(staffSkills).where(eq(staffSkills.staffId, member.id));
    expect(skills.map((k) => k.shiftTypeId)).toEqual([keep.id]);
    expect(await audits('SHIFT_TYPE')).toContainEqual(
      expect.objectContaining({ action: 'DELETE', resourceId: s.id, resourceName: 'Night' }),
    );
    expect((await api('DELETE', `/api/shift-types/${s.id}`)).statusCode).toBe(404);
  });

  it('answers 409 naming the patterns whose requirements use it', async () => {
    const s = await createShiftType(t.app, actor, { name: 'Night' });
    const p = await pattern('Ward A');
    await t.database.db.insert(rotationSlots).values(
      [1, 2, 3].map((dayOfWeek) => ({
        workspaceId,
        rotationPatternId: p.id,
        weekNumber: 1,
        dayOfWeek,
        shiftTypeId: s.id,
      })),
    );
    const res = await api('DELETE', `/api/shift-types/${s.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Shift type "Night" is used by rotation pattern "Ward A" (3 requirements). Remove those requirements first.',
    );
    expect(await list()).toHaveLength(1);
    expect((await audits('SHIFT_TYPE')).filter((a) => a.action === 'DELETE')).toEqual([]);
  });

  it('answers 409 when only an assignment without a slot uses it', async () => {
    const s = await createShiftType(t.app, actor, { name: 'Late' });
    const member = await createStaff(t.app, actor, { skills: [s.id] });
    const p = await pattern('Ward B');
    await t.database.db.insert(rotationAssignments).values({
      workspaceId,
      rotationPatternId: p.id,
      staffId: member.id,
      weekNumber: 1,
      dayOfWeek: 0,
      shiftTypeId: s.id,
    });
    const res = await api('DELETE', `/api/shift-types/${s.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Shift type "Late" is used by rotation pattern "Ward B" (1 assignment). Remove those assignments first.',
    );
  });
});

describe('POST /api/shift-types/reorder', () => {
  it('sets order 0..n-1 in the given sequence and audits', async () => {
    const [a, b, c] = [
      await createShiftType(t.app, actor),
      await createShiftType(t.app, actor),
      await createShiftType(t.app, actor),
    ];
    const res = await api('POST', '/api/shift-types/reorder', { shiftTypeIds: [c!.id, a!.id, b!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: string; order: number }) => [s.id, s.order])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    expect((await list()).map((s) => s.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(await audits('SHIFT_TYPE')).toContainEqual(
      expect.objectContaining({ action: 'UPDATE', description: 'Shift types reordered (3 shift types)' }),
    );
  });

  it('refuses a missing, foreign, duplicate or unknown id with 400 and changes nothing', async () => {
    const [a, b] = [await createShiftType(t.app, actor), await createShiftType(t.app, actor)];
    const other = await createWorkspaceWithAdmin(t.app);
    const foreign = await createShiftType(t.app, {
      token: other.admin.token,
      workspaceId: other.workspace.id,
    });
    const before = await list();
    const cases: Array<[string[], string]> = [
      [[b!.id], 'shiftTypeIds must list every shift type of the workspace exactly once'],
      [[b!.id, foreign.id], 'shiftTypeIds contains an unknown shift type'],
      [[b!.id, a!.id, foreign.id], 'shiftTypeIds contains an unknown shift type'],
      [[b!.id, b!.id], 'shiftTypeIds lists a shift type more than once'],
      [[b!.id, a!.id, a!.id], 'shiftTypeIds lists a shift type more than once'],
    ];
    for (const [ids, message] of cases) {
      const res = await api('POST', '/api/shift-types/reorder', { shiftTypeIds: ids });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: message, details: [{ field: 'shiftTypeIds', message }] });
    }
    expect((await api('POST', '/api/shift-types/reorder', { shiftTypeIds: [] })).statusCode).toBe(400);
    expect((await api('POST', '/api/shift-types/reorder', { shiftTypeIds: ['nope'] })).statusCode).toBe(400);
    expect((await api('POST', '/api/shift-types/reorder', [a!.id, b!.id])).statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });
});

describe('roles', () => {
  it('lets a STAFF member read but not change shift types', async () => {
    const s = await createShiftType(t.app, actor, { name: 'Night' });
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const asStaff = { token: member.token, workspaceId };
    expect((await call(t.app, 'GET', '/api/shift-types', asStaff)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/shift-types/${s.id}`, asStaff)).statusCode).toBe(200);
    const writes = [
      call(t.app, 'POST', '/api/shift-types', { ...asStaff, body: { name: 'Mine' } }),
      call(t.app, 'PUT', `/api/shift-types/${s.id}`, { ...asStaff, body: { name: 'Mine' } }),
      call(t.app, 'DELETE', `/api/shift-types/${s.id}`, asStaff),
      call(t.app, 'POST', '/api/shift-types/reorder', { ...asStaff, body: { shiftTypeIds: [s.id] } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await list()).toEqual([expect.objectContaining({ name: 'Night' })]);
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    expect(
      (
        await call(t.app, 'POST', '/api/shift-types', {
          token: manager.token,
          workspaceId,
          body: { name: 'Managed' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

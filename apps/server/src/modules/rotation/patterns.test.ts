import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotationAssignments, rotationSlots } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { addWorkspaceMember, setWorkspacePlan } from '../../../test/factories';
import { as, createPattern, createSlot, rotationWorkspace } from '../../../test/rotation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (workspaceId: string, resource: string) => auditRows(t, workspaceId, { resource });

describe('rotation patterns', () => {
  it('creates a pattern, snapping a Wednesday start back to Monday and the end forward to Sunday', async () => {
    const w = await rotationWorkspace(t);
    const res = await as(t, w.actor)('POST', '/api/rotation-patterns', {
      name: '  Winter rota ',
      startDate: '2026-01-07',
      endDate: '2026-03-04',
      weekCount: 4,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Pattern created successfully' });
    expect(res.json().data).toMatchObject({
      name: 'Winter rota',
      startDate: '2026-01-05',
      endDate: '2026-03-08',
      weekCount: 4,
      active: true,
    });
    const audit = await auditOf(w.workspace.id, 'ROTATION_PATTERN');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        resourceId: res.json().data.id,
        resourceName: 'Winter rota',
        userId: w.admin.user.id,
        description: expect.stringContaining('Winter rota'),
      }),
    ]);
  });

  it('lists (optionally only active ones) and reads one', async () => {
    const w = await rotationWorkspace(t);
    await setWorkspacePlan(t, w.workspace.id, 'TEAM'); // more than the FREE plan's one pattern
    const a = await createPattern(t, w.actor, { name: 'Active' });
    const b = await createPattern(t, w.actor, { name: 'Old', active: false });
    const all = await as(t, w.actor)('GET', '/api/rotation-patterns');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const active = await as(t, w.actor)('GET', '/api/rotation-patterns?active=true');
    expect(active.json().data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const one = await as(t, w.actor)('GET', `/api/rotation-patterns/${b.id}`);
    expect(one.json().data).toMatchObject({ id: b.id, name: 'Old', active: false, endDate: null });
    expect((await as(t, w.actor)('GET', `/api/rotation-patterns/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an end before the start, a week count not offered, and an empty name', async () => {
    const w = await rotationWorkspace(t);
    const post = (body: object) =>
      as(t, w.actor)('POST', '/api/rotation-patterns', {
        name: 'P',
        startDate: '2026-01-07',
        weekCount: 2,
        ...body,
      });
    const endBefore = await post({ endDate: '2026-01-06' });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().details).toEqual([
      { field: 'endDate', message: 'End date must be after the start date' },
    ]);
    const five = await post({ weekCount: 5 });
    expect(five.statusCode).toBe(400);
    expect(five.json().details[0]).toMatchObject({
      field: 'weekCount',
      message: expect.stringContaining('1, 2, 3, 4, 6, 8, 12'),
    });
    expect((await post({ name: '   ' })).statusCode).toBe(400);
    expect((await post({ startDate: '2026-02-30' })).statusCode).toBe(400);
    expect(await auditOf(w.workspace.id, 'ROTATION_PATTERN')).toEqual([]);
  });

  it('updates some fields, keeps the rest, and snaps again', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor, { endDate: '2026-02-01' });
    const res = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, {
      name: 'Renamed',
      endDate: '2026-03-11',
      weekCount: 6,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      startDate: '2026-01-05',
      endDate: '2026-03-15',
      weekCount: 6,
      active: true,
    });
    const noEnd = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, {
      endDate: null,
      active: false,
    });
    expect(noEnd.json().data).toMatchObject({ endDate: null, active: false, name: 'Renamed' });
    const bad = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, {
      startDate: '2026-04-01',
      endDate: '2026-03-01',
    });
    expect(bad.statusCode).toBe(400);
    expect((await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, { weekCount: 7 })).statusCode).toBe(
      400,
    );
    expect(
      (await auditOf(w.workspace.id, 'ROTATION_PATTERN')).filter((a) => a.action === 'UPDATE'),
    ).toHaveLength(2);
  });

  it('answers 409 when a smaller week count would leave requirements beyond it', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor, { weekCount: 4 });
    await createSlot(t, w.actor, p.id, { weekNumber: 3, shiftTypeId: w.early.id });
    await createSlot(t, w.actor, p.id, { weekNumber: 4, dayOfWeek: 2, shiftTypeId: w.early.id });
    const res = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, { weekCount: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^2 requirements are in weeks beyond week 2/);
    expect((await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data).toHaveLength(2);
    expect((await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, { weekCount: 4 })).statusCode).toBe(
      200,
    );
    expect((await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}`, { weekCount: 6 })).statusCode).toBe(
      200,
    );
  });

  it('deletes a pattern with its slots and assignments', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    expect(
      (
        await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`, {
          staffId: w.anna.id,
        })
      ).statusCode,
    ).toBe(201);
    const res = await as(t, w.actor)('DELETE', `/api/rotation-patterns/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Pattern deleted successfully' });
    expect(
      await t.database.db.select().from(rotationSlots).where(eq(rotationSlots.rotationPatternId, p.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(rotationAssignments)
        .where(eq(rotationAssignments.rotationPatternId, p.id)),
    ).toEqual([]);
    expect((await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}`)).statusCode).toBe(404);
    expect(
      (await auditOf(w.workspace.id, 'ROTATION_PATTERN')).find((a) => a.action === 'DELETE'),
    ).toMatchObject({
      resourceId: p.id,
      description: expect.stringContaining('1 requirements and 1 assignments'),
    });
  });

  it('duplicates a pattern with copies of its slots and assignments', async () => {
    const w = await rotationWorkspace(t);
    await setWorkspacePlan(t, w.workspace.id, 'TEAM'); // more than the FREE plan's one pattern
    const p = await createPattern(t, w.actor, { name: 'Source', weekCount: 2, active: false });
    const s1 = await createSlot(t, w.actor, p.id, { weekNumber: 1, dayOfWeek: 0, shiftTypeId: w.early.id });
    await createSlot(t, w.actor, p.id, {
      weekNumber: 2,
      dayOfWeek: 6,
      shiftTypeId: w.early.id,
      isOptional: true,
    });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${s1.id}/assignments`, {
      staffId: w.anna.id,
    });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/assignments`, {
      weekNumber: 2,
      dayOfWeek: 3,
      shiftTypeId: w.early.id,
      staffId: w.bram.id,
    });

    const res = await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/duplicate`, {
      name: 'Source Copy',
      startDate: '2026-02-04',
      endDate: '2026-03-03',
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      name: 'Source Copy',
      startDate: '2026-02-02',
      endDate: '2026-03-08',
      weekCount: 2,
      active: false,
    });
    const slots = (await as(t, w.actor)('GET', `/api/rotation-patterns/${copy.id}/slots`)).json().data;
    expect(
      slots.map((s: { weekNumber: number; dayOfWeek: number; isOptional: boolean }) => [
        s.weekNumber,
        s.dayOfWeek,
        s.isOptional,
      ]),
    ).toEqual([
      [1, 0, false],
      [2, 6, true],
    ]);
    expect(slots[0].assignments).toEqual([
      expect.objectContaining({ staffId: w.anna.id, rotationSlotId: slots[0].id }),
    ]);
    const assignments = (await as(t, w.actor)('GET', `/api/rotation-patterns/${copy.id}/assignments`)).json()
      .data;
    expect(assignments).toHaveLength(2);
    expect(assignments.find((a: { staffId: string }) => a.staffId === w.bram.id)).toMatchObject({
      rotationSlotId: null,
      weekNumber: 2,
      dayOfWeek: 3,
    });
    // The source is untouched.
    expect(
      (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data[0].assignments[0]
        .rotationSlotId,
    ).toBe(s1.id);
    expect(
      (await auditOf(w.workspace.id, 'ROTATION_PATTERN')).find((a) => a.resourceId === copy.id),
    ).toMatchObject({ action: 'CREATE', description: expect.stringContaining('duplicated from "Source"') });

    const bad = await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/duplicate`, {
      name: 'X',
      startDate: '2026-02-04',
      endDate: '2026-02-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'endDate', message: 'End date must be after the start date' },
    ]);
    expect(
      (
        await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/duplicate`, {
          name: ' ',
          startDate: '2026-02-04',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets a STAFF member neither read nor change patterns (docs/roles.md)', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const asStaff = as(t, { token: member.token, workspaceId: w.workspace.id });
    expect((await asStaff('GET', '/api/rotation-patterns')).statusCode).toBe(403);
    expect((await asStaff('GET', `/api/rotation-patterns/${p.id}/slots`)).statusCode).toBe(403);
    const base = `/api/rotation-patterns/${p.id}`;
    const mutations: Array<[string, string, unknown?]> = [
      ['POST', '/api/rotation-patterns', { name: 'X', startDate: '2026-01-05', weekCount: 2 }],
      ['PUT', base, { name: 'X' }],
      ['DELETE', base],
      ['POST', `${base}/duplicate`, { name: 'X', startDate: '2026-01-05' }],
      ['POST', '/api/rotation-patterns/import', { data: {}, patternName: 'X' }],
      ['POST', `${base}/slots`, { weekNumber: 1, dayOfWeek: 1, shiftTypeId: w.early.id }],
      ['PUT', `${base}/slots/${slot.id}`, { isOptional: true }],
      ['DELETE', `${base}/slots/${slot.id}`],
      ['POST', `${base}/slots/${slot.id}/assignments`, { staffId: w.anna.id }],
      ['DELETE', `${base}/slots/${slot.id}/assignments/${crypto.randomUUID()}`],
      [
        'POST',
        `${base}/assignments`,
        { weekNumber: 1, dayOfWeek: 0, shiftTypeId: w.early.id, staffId: w.anna.id },
      ],
      ['DELETE', `${base}/assignments/${crypto.randomUUID()}`],
    ];
    for (const [method, url, body] of mutations) {
      const res = await asStaff(method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(t, w.actor)('GET', `${base}/slots`)).json().data[0].assignments).toEqual([]);
    const manager = await addWorkspaceMember(t, w.workspace.id, 'MANAGER');
    expect(
      (
        await call(t.app, 'PUT', base, {
          token: manager.token,
          workspaceId: w.workspace.id,
          body: { name: 'By manager' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

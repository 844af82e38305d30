import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSkills } from '../../db/schema';
import { auditRows, createTestApp, type TestApp } from '../../../test/helpers';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
  rotationWorkspace,
} from '../../../test/rotation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (workspaceId: string) => auditRows(t, workspaceId, { resource: 'ROTATION_ASSIGNMENT' });

describe('slot assignments', () => {
  it('assigns a skilled active staff member and removes the assignment again', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { weekNumber: 2, dayOfWeek: 4, shiftTypeId: w.early.id });
    const res = await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`, {
      staffId: w.anna.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Staff assigned successfully',
      data: {
        staffId: w.anna.id,
        weekNumber: 2,
        dayOfWeek: 4,
        shiftTypeId: w.early.id,
        rotationSlotId: slot.id,
        staff: { name: 'Anna de Vries' },
      },
    });
    const id = res.json().data.id;
    const del = await as(t, w.actor)(
      'DELETE',
      `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments/${id}`,
    );
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Assignment removed successfully' });
    expect(
      (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data[0].assignments,
    ).toEqual([]);
    expect(
      (await as(t, w.actor)('DELETE', `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments/${id}`))
        .statusCode,
    ).toBe(404);
    const audit = await auditOf(w.workspace.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['ASSIGN', 'UNASSIGN']);
    expect(audit.find((a) => a.action === 'ASSIGN')).toMatchObject({
      resourceId: id,
      resourceName: 'Anna de Vries',
      staffId: w.anna.id,
      description: expect.stringContaining('week 2, Friday'),
    });
  });

  it('refuses unskilled or inactive staff with 400 naming the reason', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    const unskilled = await insertStaff(t, w.workspace.id, { name: 'Dirk Unskilled' });
    const inactive = await insertStaff(t, w.workspace.id, {
      name: 'Eva Inactive',
      active: false,
      skills: [w.early.id],
    });
    const url = `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`;
    const a = await as(t, w.actor)('POST', url, { staffId: unskilled.id });
    expect(a.statusCode).toBe(400);
    expect(a.json()).toMatchObject({
      error: 'Dirk Unskilled does not have the skill for Early',
      details: [{ field: 'staffId' }],
    });
    const b = await as(t, w.actor)('POST', url, { staffId: inactive.id });
    expect(b.statusCode).toBe(400);
    expect(b.json().error).toBe('Eva Inactive is inactive and cannot be assigned');
    expect((await as(t, w.actor)('POST', url, { staffId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await auditOf(w.workspace.id)).toEqual([]);
  });

  it('answers 409 for a filled slot and for a second shift the same day', async () => {
    const w = await rotationWorkspace(t);
    const late = await insertShiftType(t, w.workspace.id, { name: 'Late' });
    await t.database.db
      .insert(staffSkills)
      .values({ workspaceId: w.workspace.id, staffId: w.anna.id, shiftTypeId: late.id });
    const p = await createPattern(t, w.actor);
    const early = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    const lateSlot = await createSlot(t, w.actor, p.id, { shiftTypeId: late.id });
    const nextDay = await createSlot(t, w.actor, p.id, { dayOfWeek: 1, shiftTypeId: late.id });
    const post = (slotId: string, staffId: string) =>
      as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${slotId}/assignments`, { staffId });
    expect((await post(early.id, w.anna.id)).statusCode).toBe(201);
    const filled = await post(early.id, w.bram.id);
    expect(filled.statusCode).toBe(409);
    expect(filled.json().error).toMatch(/already filled/);
    const twice = await post(lateSlot.id, w.anna.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      'Anna de Vries already works another shift on week 1, Monday of this pattern',
    );
    expect((await post(nextDay.id, w.anna.id)).statusCode).toBe(201);
  });
});

describe('pattern assignments', () => {
  it('fills the first unfilled slot of that shift type on that day, then assigns without a slot', async () => {
    const w = await rotationWorkspace(t);
    const carl = await insertStaff(t, w.workspace.id, { name: 'Carl Third', skills: [w.early.id] });
    const p = await createPattern(t, w.actor);
    const first = await createSlot(t, w.actor, p.id, {
      weekNumber: 1,
      dayOfWeek: 2,
      shiftTypeId: w.early.id,
    });
    const second = await createSlot(t, w.actor, p.id, {
      weekNumber: 1,
      dayOfWeek: 2,
      shiftTypeId: w.early.id,
    });
    const post = (staffId: string, extra: object = {}) =>
      as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/assignments`, {
        weekNumber: 1,
        dayOfWeek: 2,
        shiftTypeId: w.early.id,
        staffId,
        ...extra,
      });
    const a = await post(w.anna.id);
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      message: 'Assignment created successfully',
      data: { rotationSlotId: first.id },
    });
    expect((await post(w.bram.id)).json().data.rotationSlotId).toBe(second.id);
    const c = await post(carl.id);
    expect(c.statusCode).toBe(201);
    expect(c.json().data).toMatchObject({ rotationSlotId: null, staffId: carl.id });
    const list = (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/assignments`)).json().data;
    expect(list).toHaveLength(3);

    const del = await as(t, w.actor)(
      'DELETE',
      `/api/rotation-patterns/${p.id}/assignments/${c.json().data.id}`,
    );
    expect(del.statusCode).toBe(200);
    expect(
      (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/assignments`)).json().data,
    ).toHaveLength(2);
    expect((await auditOf(w.workspace.id)).map((x) => x.action).sort()).toEqual([
      'ASSIGN',
      'ASSIGN',
      'ASSIGN',
      'UNASSIGN',
    ]);
  });

  it('uses a given slot, checks it matches, and applies the same rules', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor, { weekCount: 1 });
    const slot = await createSlot(t, w.actor, p.id, { weekNumber: 1, dayOfWeek: 5, shiftTypeId: w.early.id });
    const post = (body: object) =>
      as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/assignments`, {
        weekNumber: 1,
        dayOfWeek: 5,
        shiftTypeId: w.early.id,
        staffId: w.anna.id,
        ...body,
      });
    expect((await post({ slotId: slot.id, dayOfWeek: 4 })).statusCode).toBe(400);
    expect((await post({ slotId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await post({ weekNumber: 2 })).statusCode).toBe(400);
    expect((await post({ dayOfWeek: 7 })).statusCode).toBe(400);
    const unskilled = await insertStaff(t, w.workspace.id, { name: 'No Skill' });
    expect((await post({ staffId: unskilled.id })).statusCode).toBe(400);
    expect((await post({ slotId: slot.id })).json().data.rotationSlotId).toBe(slot.id);
    expect((await post({ slotId: slot.id, staffId: w.bram.id })).statusCode).toBe(409);
    expect((await post({})).statusCode).toBe(409); // Anna already works that day
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotationAssignments } from '../../db/schema';
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

const auditOf = (workspaceId: string, resource: string) => auditRows(t, workspaceId, { resource });

describe('rotation slots (requirements)', () => {
  it('creates slots and lists them by week, day and shift type order with their assignments', async () => {
    const w = await rotationWorkspace(t);
    const late = await insertShiftType(t, w.workspace.id, { name: 'Late', order: 0, color: '#3b82f6' });
    const p = await createPattern(t, w.actor, { weekCount: 2 });
    const res = await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots`, {
      weekNumber: 2,
      dayOfWeek: 6,
      shiftTypeId: w.early.id,
      requiredCount: 1,
      isOptional: true,
      rotationPatternId: p.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Requirement created successfully',
      data: {
        weekNumber: 2,
        dayOfWeek: 6,
        shiftTypeId: w.early.id,
        requiredCount: 1,
        isOptional: true,
        assignments: [],
        shiftType: { id: w.early.id, name: 'Early' },
      },
    });
    const mondayEarly = await createSlot(t, w.actor, p.id, {
      weekNumber: 1,
      dayOfWeek: 0,
      shiftTypeId: w.early.id,
    });
    await createSlot(t, w.actor, p.id, { weekNumber: 1, dayOfWeek: 0, shiftTypeId: late.id });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${mondayEarly.id}/assignments`, {
      staffId: w.anna.id,
    });

    const list = (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data;
    // Late has order 0, so it comes before Early on the same day.
    expect(
      list.map(
        (s: { weekNumber: number; dayOfWeek: number; shiftType: { name: string } }) =>
          `${s.weekNumber}/${s.dayOfWeek}/${s.shiftType.name}`,
      ),
    ).toEqual(['1/0/Late', '1/0/Early', '2/6/Early']);
    expect(list[1].assignments).toEqual([
      {
        id: expect.any(String),
        staffId: w.anna.id,
        weekNumber: 1,
        dayOfWeek: 0,
        shiftTypeId: w.early.id,
        rotationSlotId: mondayEarly.id,
        staff: { id: w.anna.id, name: 'Anna de Vries', shortName: null },
      },
    ]);
    expect(
      (await auditOf(w.workspace.id, 'ROTATION_SLOT')).filter((a) => a.action === 'CREATE'),
    ).toHaveLength(3);
  });

  it('refuses a week beyond the week count, a day outside 0-6, a required count other than 1 and an unknown shift type', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor, { weekCount: 2 });
    const post = (body: object) =>
      as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots`, {
        weekNumber: 1,
        dayOfWeek: 0,
        shiftTypeId: w.early.id,
        ...body,
      });
    const week3 = await post({ weekNumber: 3 });
    expect(week3.statusCode).toBe(400);
    expect(week3.json().details).toEqual([
      { field: 'weekNumber', message: "Week number must be between 1 and 2 (the pattern's week count)" },
    ]);
    expect((await post({ weekNumber: 0 })).statusCode).toBe(400);
    const day7 = await post({ dayOfWeek: 7 });
    expect(day7.statusCode).toBe(400);
    expect(day7.json().details[0].field).toBe('dayOfWeek');
    expect((await post({ dayOfWeek: -1 })).statusCode).toBe(400);
    const two = await post({ requiredCount: 2 });
    expect(two.statusCode).toBe(400);
    expect(two.json().details[0]).toMatchObject({
      field: 'requiredCount',
      message: 'Required count is always 1',
    });
    expect((await post({ shiftTypeId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await post({ rotationPatternId: crypto.randomUUID() })).statusCode).toBe(400);
    expect((await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data).toEqual([]);
  });

  it('updates changed fields; the assignment follows when the person has the new skill', async () => {
    const w = await rotationWorkspace(t);
    const night = await insertShiftType(t, w.workspace.id, { name: 'Night' });
    const both = await insertStaff(t, w.workspace.id, { name: 'Chris Both', skills: [w.early.id, night.id] });
    const p = await createPattern(t, w.actor, { weekCount: 2 });
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`, {
      staffId: both.id,
    });
    const res = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${slot.id}`, {
      shiftTypeId: night.id,
      dayOfWeek: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      weekNumber: 1,
      dayOfWeek: 3,
      shiftTypeId: night.id,
      isOptional: false,
    });
    expect(res.json().data.assignments).toEqual([
      expect.objectContaining({ staffId: both.id, dayOfWeek: 3, shiftTypeId: night.id }),
    ]);
    expect(
      (await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${slot.id}`, { weekNumber: 3 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${slot.id}`, { requiredCount: 3 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${crypto.randomUUID()}`, {
          isOptional: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('changing the shift type removes an assignment whose staff lacks the new skill (audited as UNASSIGN)', async () => {
    const w = await rotationWorkspace(t);
    const night = await insertShiftType(t, w.workspace.id, { name: 'Night' });
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`, {
      staffId: w.anna.id,
    });
    const res = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${slot.id}`, {
      shiftTypeId: night.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shiftTypeId: night.id, assignments: [] });
    const unassign = (await auditOf(w.workspace.id, 'ROTATION_ASSIGNMENT')).find(
      (a) => a.action === 'UNASSIGN',
    );
    expect(unassign).toMatchObject({
      resourceName: 'Anna de Vries',
      description: expect.stringContaining('lacks the skill for Night'),
    });
    expect((await auditOf(w.workspace.id, 'ROTATION_SLOT')).find((a) => a.action === 'UPDATE')).toMatchObject(
      { resourceId: slot.id, resourceName: 'Night' },
    );
  });

  it('moving a slot to a day its assignee already works removes the assignment', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const monday = await createSlot(t, w.actor, p.id, { dayOfWeek: 0, shiftTypeId: w.early.id });
    const tuesday = await createSlot(t, w.actor, p.id, { dayOfWeek: 1, shiftTypeId: w.early.id });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${monday.id}/assignments`, {
      staffId: w.anna.id,
    });
    await as(t, w.actor)('POST', `/api/rotation-patterns/${p.id}/slots/${tuesday.id}/assignments`, {
      staffId: w.anna.id,
    });
    const res = await as(t, w.actor)('PUT', `/api/rotation-patterns/${p.id}/slots/${tuesday.id}`, {
      dayOfWeek: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dayOfWeek: 0, assignments: [] });
    const slots = (await as(t, w.actor)('GET', `/api/rotation-patterns/${p.id}/slots`)).json().data;
    expect(
      slots.map((s: { assignments: Array<{ staffId: string }> }) => s.assignments.map((a) => a.staffId)),
    ).toEqual([[w.anna.id], []]);
  });

  it('deletes a slot together with its assignment', async () => {
    const w = await rotationWorkspace(t);
    const p = await createPattern(t, w.actor);
    const slot = await createSlot(t, w.actor, p.id, { shiftTypeId: w.early.id });
    const assigned = await as(t, w.actor)(
      'POST',
      `/api/rotation-patterns/${p.id}/slots/${slot.id}/assignments`,
      { staffId: w.anna.id },
    );
    const res = await as(t, w.actor)('DELETE', `/api/rotation-patterns/${p.id}/slots/${slot.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Requirement deleted successfully' });
    expect(
      await t.database.db
        .select()
        .from(rotationAssignments)
        .where(eq(rotationAssignments.id, assigned.json().data.id)),
    ).toEqual([]);
    expect((await auditOf(w.workspace.id, 'ROTATION_SLOT')).find((a) => a.action === 'DELETE')).toMatchObject(
      { resourceId: slot.id, description: expect.stringContaining('with its assignment of Anna de Vries') },
    );
    expect(
      (await as(t, w.actor)('DELETE', `/api/rotation-patterns/${p.id}/slots/${slot.id}`)).statusCode,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
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
const skillIds = async (staffId: string) => {
  const rows = (await api('GET', '/api/staff')).json().data as Array<{
    id: string;
    skills: Array<{ shiftTypeId: string }>;
  }>;
  return rows
    .find((r) => r.id === staffId)!
    .skills.map((s) => s.shiftTypeId)
    .sort();
};
const descriptions = async () =>
  (await auditRows(t, workspaceId, { resource: 'STAFF', action: 'UPDATE' })).map((a) => a.description);

describe('PUT /api/staff/:id/skills', () => {
  it('replaces the set, from a bare array or { shiftTypeIds }, and audits naming the skills', async () => {
    const [day, night, late] = [
      await createShiftType(t.app, actor, { name: 'Day' }),
      await createShiftType(t.app, actor, { name: 'Night' }),
      await createShiftType(t.app, actor, { name: 'Late' }),
    ];
    const s = await createStaff(t.app, actor, { name: 'Anna' });
    const first = await api('PUT', `/api/staff/${s.id}/skills`, [day.id, night.id, night.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([
      { id: expect.any(String), shiftTypeId: day.id, shiftType: { name: 'Day', color: '#10b981' } },
      { id: expect.any(String), shiftTypeId: night.id, shiftType: { name: 'Night', color: '#10b981' } },
    ]);
    const kept = first.json().data[1].id;
    const second = await api('PUT', `/api/staff/${s.id}/skills`, { shiftTypeIds: [night.id, late.id] });
    expect(second.json().data.map((k: { shiftTypeId: string }) => k.shiftTypeId)).toEqual([
      night.id,
      late.id,
    ]);
    expect(second.json().data[0].id).toBe(kept);
    expect((await api('PUT', `/api/staff/${s.id}/skills`, [])).json().data).toEqual([]);
    expect(await descriptions()).toEqual([
      'Skills of "Anna" set to "Day", "Night"',
      'Skills of "Anna" set to "Night", "Late"',
      'All skills of "Anna" removed',
    ]);
  });

  it('refuses another workspace’s or an unknown shift type (404) and malformed bodies (400), changing nothing', async () => {
    const day = await createShiftType(t.app, actor, { name: 'Day' });
    const s = await createStaff(t.app, actor, { skills: [day.id] });
    const other = await createWorkspaceWithAdmin(t.app);
    const foreign = await createShiftType(t.app, {
      token: other.admin.token,
      workspaceId: other.workspace.id,
    });
    expect((await api('PUT', `/api/staff/${s.id}/skills`, [foreign.id])).statusCode).toBe(404);
    expect(
      (await api('PUT', `/api/staff/${s.id}/skills`, [day.id, '00000000-0000-4000-8000-000000000000']))
        .statusCode,
    ).toBe(404);
    expect((await api('PUT', `/api/staff/${s.id}/skills`, ['nope'])).statusCode).toBe(400);
    expect((await api('PUT', `/api/staff/${s.id}/skills`, { ids: [day.id] })).statusCode).toBe(400);
    expect((await api('PUT', `/api/staff/${s.id}/skills`, { shiftTypeIds: 'x' })).statusCode).toBe(400);
    expect(
      (await api('PUT', '/api/staff/00000000-0000-4000-8000-000000000000/skills', [day.id])).statusCode,
    ).toBe(404);
    expect(await skillIds(s.id)).toEqual([day.id]);
  });
});

describe('POST and DELETE /api/staff/:id/skills', () => {
  it('adds one skill, refuses it twice with 409, removes it, and audits both', async () => {
    const night = await createShiftType(t.app, actor, { name: 'Night', color: '#000000' });
    const s = await createStaff(t.app, actor, { name: 'Anna' });
    const res = await api('POST', `/api/staff/${s.id}/skills`, { shiftTypeId: night.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      shiftTypeId: night.id,
      shiftType: { name: 'Night', color: '#000000' },
    });
    const again = await api('POST', `/api/staff/${s.id}/skills`, { shiftTypeId: night.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('"Anna" already has the skill "Night"');
    const skillId = res.json().data.id;
    expect((await api('DELETE', `/api/staff/${s.id}/skills/${skillId}`)).statusCode).toBe(200);
    expect(await skillIds(s.id)).toEqual([]);
    expect((await api('DELETE', `/api/staff/${s.id}/skills/${skillId}`)).statusCode).toBe(404);
    expect(await descriptions()).toEqual([
      'Skill "Night" added to "Anna"',
      'Skill "Night" removed from "Anna"',
    ]);
  });

  it('validates the body and answers 404 for unknown ids or another member’s skill', async () => {
    const night = await createShiftType(t.app, actor);
    const anna = await createStaff(t.app, actor, { skills: [night.id] });
    const bram = await createStaff(t.app, actor);
    const missing = await api('POST', `/api/staff/${bram.id}/skills`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'shiftTypeId', message: 'Select a shift type' }]);
    expect(
      (
        await api('POST', `/api/staff/${bram.id}/skills`, {
          shiftTypeId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', '/api/staff/00000000-0000-4000-8000-000000000000/skills', { shiftTypeId: night.id }))
        .statusCode,
    ).toBe(404);
    // Anna's skill through Bram's URL is not found, and stays.
    expect((await api('DELETE', `/api/staff/${bram.id}/skills/${anna.skills[0]!.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/staff/${bram.id}/skills/nope`)).statusCode).toBe(400);
    expect(await skillIds(anna.id)).toEqual([night.id]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaces } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { addWorkspaceMember, createWorkspaceWithAdmin, type WorkspaceActor } from '../../../test/factories';

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward 7');
  workspaceId = workspace.id;
  actor = { token: admin.token, workspaceId };
});

const put = (body: unknown, who: WorkspaceActor = actor, id = workspaceId) =>
  call(t.app, 'PUT', `/api/workspaces/${id}/settings`, { ...who, body });
const details = (res: { json(): unknown }) =>
  (res.json() as { details?: Array<{ field: string; message: string }> }).details ?? [];

describe('PUT /api/workspaces/:id/settings', () => {
  it('saves every field, answers the workspace as GET /api/workspaces/:id does, and audits', async () => {
    await t.database.db.update(workspaces).set({ plan: 'TEAM' }).where(eq(workspaces.id, workspaceId));
    const res = await put({
      name: '  Ward 7 North ',
      timeZone: 'Europe/London',
      staffLoginEnabled: true,
      publicStaffList: true,
      maxSelfPlanningDays: 60,
      absencesMinDelay: 3,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Workspace settings updated successfully' });
    const read = await call(t.app, 'GET', `/api/workspaces/${workspaceId}`, actor);
    expect(body.data).toEqual(read.json().data);
    expect(body.data).toMatchObject({
      name: 'Ward 7 North',
      slug: 'ward-7',
      timeZone: 'Europe/London',
      featureFlags: { staffLoginEnabled: true, publicStaffList: true },
      maxSelfPlanningDays: 60,
      absencesMinDelay: 3,
      role: 'ADMIN',
    });
    const audit = await auditRows(t, workspaceId, { resource: 'SETTINGS' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'UPDATE', resourceName: 'Ward 7 North' });
    expect(audit[0]!.description).toContain(
      'name, timeZone, staffLoginEnabled, publicStaffList, maxSelfPlanningDays, absencesMinDelay',
    );
  });

  it('is a partial update: absent fields keep their values', async () => {
    await put({ maxSelfPlanningDays: 90 });
    const res = await put({ absencesMinDelay: 5 });
    expect(res.json().data).toMatchObject({
      name: 'Ward 7',
      maxSelfPlanningDays: 90,
      absencesMinDelay: 5,
      timeZone: 'Europe/Amsterdam',
    });
  });

  it('accepts the range ends and refuses values outside 1–365 and 0–365 with a message naming the field', async () => {
    expect((await put({ maxSelfPlanningDays: 1, absencesMinDelay: 0 })).statusCode).toBe(200);
    expect((await put({ maxSelfPlanningDays: 365, absencesMinDelay: 365 })).statusCode).toBe(200);
    const low = await put({ maxSelfPlanningDays: 0 });
    expect(low.statusCode).toBe(400);
    expect(details(low)).toEqual([
      { field: 'maxSelfPlanningDays', message: 'Max self-planning days must be between 1 and 365' },
    ]);
    expect(details(await put({ maxSelfPlanningDays: 366 }))).toEqual([
      { field: 'maxSelfPlanningDays', message: 'Max self-planning days must be between 1 and 365' },
    ]);
    expect(details(await put({ absencesMinDelay: -1 }))).toEqual([
      { field: 'absencesMinDelay', message: 'Absences minimum delay must be between 0 and 365' },
    ]);
    expect(details(await put({ absencesMinDelay: 366 }))).toEqual([
      { field: 'absencesMinDelay', message: 'Absences minimum delay must be between 0 and 365' },
    ]);
    expect(details(await put({ absencesMinDelay: 2.5 }))).toEqual([
      { field: 'absencesMinDelay', message: 'Absences minimum delay must be a whole number' },
    ]);
    const read = await call(t.app, 'GET', `/api/workspaces/${workspaceId}`, actor);
    expect(read.json().data).toMatchObject({ maxSelfPlanningDays: 365, absencesMinDelay: 365 });
  });

  it('refuses an empty name (after trimming), an unknown time zone and a slug', async () => {
    const empty = await put({ name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(details(empty)).toEqual([{ field: 'name', message: 'Name is required' }]);
    const tz = await put({ timeZone: 'Mars/Olympus' });
    expect(tz.statusCode).toBe(400);
    expect(details(tz)).toEqual([
      { field: 'timeZone', message: 'Time zone must be an IANA time zone such as Europe/Amsterdam' },
    ]);
    const slug = await put({ slug: 'other' });
    expect(slug.statusCode).toBe(400);
    expect(details(slug)).toEqual([{ field: 'slug', message: 'The slug cannot be changed' }]);
    expect(details(await put({ staffLoginEnabled: 'yes' }))[0]?.field).toBe('staffLoginEnabled');
    expect(await auditRows(t, workspaceId, { resource: 'SETTINGS' })).toHaveLength(0);
  });

  it('is ADMIN only: MANAGER and STAFF get 403 and nothing changes', async () => {
    for (const role of ['MANAGER', 'STAFF'] as const) {
      const member = await addWorkspaceMember(t, workspaceId, role);
      const res = await put({ name: 'Hijacked' }, { token: member.token, workspaceId });
      expect(res.statusCode).toBe(403);
    }
    const read = await call(t.app, 'GET', `/api/workspaces/${workspaceId}`, actor);
    expect(read.json().data.name).toBe('Ward 7');
  });

  it('answers 404 for another workspace id in the path', async () => {
    const other = await createWorkspaceWithAdmin(t.app, 'Elsewhere');
    expect((await put({ name: 'X' }, actor, other.workspace.id)).statusCode).toBe(404);
    const read = await call(t.app, 'GET', `/api/workspaces/${other.workspace.id}`, {
      token: other.admin.token,
    });
    expect(read.json().data.name).toBe('Elsewhere');
  });

  it('refuses to switch staff login on for a plan without it (403 naming the feature, nothing saved); off stays allowed', async () => {
    const res = await call(t.app, 'PUT', `/api/workspaces/${workspaceId}/settings`, {
      ...actor,
      body: { staffLoginEnabled: true, name: 'Ward 7 Renamed' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(details(res)[0]?.field).toBe('staffLogin');
    expect(res.json().error).toMatch(/not included in the Free plan/);
    const [row] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    expect(row).toMatchObject({ staffLoginEnabled: false, name: 'Ward 7' });
    expect((await put({ staffLoginEnabled: false })).statusCode).toBe(200);
  });
});

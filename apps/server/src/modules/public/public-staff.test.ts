import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, workspaces } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createWorkspaceWithAdmin } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const get = (slug: string, ip = `10.66.0.${(ipCounter += 1)}`) =>
  call(t.app, 'GET', `/api/public/${slug}/staff`, { ip });

/** A workspace with four staff members (one inactive), sharing its list unless told. */
async function listWorkspace(name: string, share = true) {
  const { workspace } = await createWorkspaceWithAdmin(t.app, name);
  await t.database.db
    .update(workspaces)
    .set({ publicStaffList: share })
    .where(eq(workspaces.id, workspace.id));
  await t.database.db.insert(staff).values([
    {
      workspaceId: workspace.id,
      name: 'Piet Bakker',
      shortName: 'PB',
      email: 'piet@example.com',
      phone: '0612345678',
    },
    { workspaceId: workspace.id, name: 'anna de Vries', shortName: 'AV', email: 'anna@example.com' },
    { workspaceId: workspace.id, name: 'Olga Oud', shortName: 'OO', active: false },
    { workspaceId: workspace.id, name: 'Cas', shortName: null },
  ]);
  return workspace;
}

describe('GET /api/public/:workspaceSlug/staff', () => {
  it('lists active staff names and short names only, by name, cacheable for a minute', async () => {
    const ws = await listWorkspace('Public Ward');
    const res = await get(ws.slug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      success: true,
      data: {
        workspaceName: 'Public Ward',
        staff: [
          { name: 'anna de Vries', shortName: 'AV' },
          { name: 'Cas', shortName: null },
          { name: 'Piet Bakker', shortName: 'PB' },
        ],
      },
    });
    expect(res.body).not.toMatch(/@example\.com|0612345678|"id"/);
  });

  it('answers JSON to a browser too where the server does not serve the web app (split deployments)', async () => {
    const ws = await listWorkspace('Split Ward');
    const res = await call(t.app, 'GET', `/api/public/${ws.slug}/staff`, {
      ip: '10.66.1.1',
      headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.workspaceName).toBe('Split Ward');
  });

  it('answers 404 while the list is not shared, and for an unknown slug, alike', async () => {
    const ws = await listWorkspace('Private Ward', false);
    const hidden = await get(ws.slug);
    const unknown = await get('no-such-ward');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.headers['cache-control']).toBeUndefined();
    await t.database.db.update(workspaces).set({ publicStaffList: true }).where(eq(workspaces.id, ws.id));
    expect((await get(ws.slug)).statusCode).toBe(200);
  });

  it("needs no sign-in and ignores a session; another workspace's staff never show", async () => {
    const a = await listWorkspace('Ward Alpha');
    const { workspace: b } = await createWorkspaceWithAdmin(t.app, 'Ward Beta');
    await t.database.db.update(workspaces).set({ publicStaffList: true }).where(eq(workspaces.id, b.id));
    await t.database.db.insert(staff).values({ workspaceId: b.id, name: 'Bea Beta' });
    expect((await get(b.slug)).json().data.staff).toEqual([{ name: 'Bea Beta', shortName: null }]);
    expect((await get(a.slug)).json().data.staff.map((s: { name: string }) => s.name)).not.toContain(
      'Bea Beta',
    );
  });

  it('is rate limited per client address', async () => {
    const ws = await listWorkspace('Busy Ward');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await get(ws.slug, '10.66.9.9')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await get(ws.slug, '10.66.9.10')).statusCode).toBe(200);
  });
});

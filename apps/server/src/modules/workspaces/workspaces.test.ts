import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createWorkspaceWithAdmin, registerUser } from '../../../test/factories';
import { slugify } from './slug';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/workspaces', () => {
  it('creates the workspace with the default settings (docs/product/workspaces.md#creating-a-workspace) and makes the creator ADMIN', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/workspaces', {
      token: u.token,
      body: { name: '  Ward 5 – Cardiology  ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.data).toMatchObject({
      name: 'Ward 5 – Cardiology',
      slug: 'ward-5-cardiology',
      role: 'ADMIN',
      onboardingCompleted: false,
      featureFlags: { staffLoginEnabled: false, publicStaffList: false },
      maxSelfPlanningDays: 30,
      absencesMinDelay: 0,
      timeZone: 'Europe/Amsterdam',
    });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: u.token });
    expect(me.json().data.workspaces).toEqual([expect.objectContaining({ id: body.data.id, role: 'ADMIN' })]);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.workspaceId, body.data.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'CREATE', resource: 'WORKSPACE', userId: u.user.id }),
    ]);
  });

  it('gives every workspace a unique slug', async () => {
    const u = await registerUser(t.app);
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push(
        (await call(t.app, 'POST', '/api/workspaces', { token: u.token, body: { name: 'Café Zon' } })).json()
          .data.slug,
      );
    expect(slugs).toEqual(['cafe-zon', 'cafe-zon-2', 'cafe-zon-3']);
  });

  // Five at once: the most one account may create in a minute (creation-limit.ts, access.ts).
  it('gives each of 5 simultaneous creations of one name (a double click on Create) a workspace and a slug of its own', async () => {
    const u = await registerUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/api/workspaces', { token: u.token, body: { name: 'Double Click Ward' } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    const slugs = results.map((r) => r.json().data.slug as string);
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain('double-click-ward');
    for (const slug of slugs) expect(slug).toMatch(/^double-click-ward(-\d+)?$/);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: u.token });
    expect(me.json().data.workspaces).toHaveLength(5);
  });

  it('rejects an empty or over-long name and a missing session', async () => {
    const u = await registerUser(t.app);
    const empty = await call(t.app, 'POST', '/api/workspaces', { token: u.token, body: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect(
      (await call(t.app, 'POST', '/api/workspaces', { token: u.token, body: { name: 'x'.repeat(101) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/workspaces', { token: u.token, body: { name: 42 } })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'POST', '/api/workspaces', { body: { name: 'A' } })).statusCode).toBe(401);
  });
});

describe('GET /api/workspaces/{id}', () => {
  it('answers the workspace to a member', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Bistro');
    const res = await call(t.app, 'GET', `/api/workspaces/${workspace.id}`, {
      token: admin.token,
      workspaceId: workspace.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: workspace.id,
      name: 'Bistro',
      role: 'ADMIN',
      onboardingCompleted: false,
    });
  });

  it('answers 404 to a non-member and for a malformed id', async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app);
    const stranger = await registerUser(t.app);
    const res = await call(t.app, 'GET', `/api/workspaces/${workspace.id}`, { token: stranger.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Workspace not found', code: 'NOT_FOUND' });
    expect(
      (await call(t.app, 'GET', '/api/workspaces/not-a-uuid', { token: stranger.token })).statusCode,
    ).toBe(400);
  });
});

describe('slugify', () => {
  it.each([
    ['Ward 5', 'ward-5'],
    ['  Café   Zoë!! ', 'cafe-zoe'],
    ['---', 'workspace'],
    ['Ünïcödé & Co', 'unicode-co'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

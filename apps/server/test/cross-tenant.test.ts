import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';
import { createWorkspaceWithAdmin, type RegisteredUser } from './factories';

/**
 * Tenancy harness: every API route must appear here. For each tenant-scoped route, a member of
 * workspace A uses workspace B's ids and must get 404 with B unchanged. A new route that is not
 * listed makes this test fail; later issues add their routes to `cases`.
 */
interface World {
  t: TestApp;
  a: { admin: RegisteredUser; workspace: { id: string; name: string } };
  b: { admin: RegisteredUser; workspace: { id: string; name: string } };
}

type Case =
  | { kind: 'public'; why: string }
  | { kind: 'own-account'; why: string }
  | { kind: 'tenant'; attack: (w: World) => Promise<LightMyRequestResponse>; unchanged?: (w: World) => Promise<void> };

const cases: Record<string, Case> = {
  'POST /api/auth/login': { kind: 'public', why: 'sign-in' },
  'POST /api/auth/register': { kind: 'public', why: 'sign-up' },
  'GET /api/auth/exchange-token': { kind: 'public', why: 'token is the credential' },
  'POST /api/auth/forgot-password': { kind: 'public', why: 'same answer for every email' },
  'POST /api/auth/reset-password': { kind: 'public', why: 'token is the credential' },
  'GET /api/auth/me': { kind: 'own-account', why: 'answers only the caller’s own workspaces' },
  'POST /api/auth/logout': { kind: 'own-account', why: 'revokes only the caller’s session' },
  'POST /api/workspaces': { kind: 'own-account', why: 'creates a new workspace owned by the caller' },
  'POST /api/auth/external-tokens': {
    kind: 'tenant',
    attack: ({ t, a, b }) => call(t.app, 'POST', '/api/auth/external-tokens', { token: a.admin.token, body: { workspaceId: b.workspace.id } }),
  },
  'GET /api/workspaces/:id': {
    kind: 'tenant',
    attack: ({ t, a, b }) => call(t.app, 'GET', `/api/workspaces/${b.workspace.id}`, { token: a.admin.token, workspaceId: b.workspace.id }),
  },
  'PUT /api/users/:id': {
    kind: 'tenant',
    attack: ({ t, a, b }) => call(t.app, 'PUT', `/api/users/${b.admin.user.id}`, { token: a.admin.token, workspaceId: b.workspace.id, body: { language: 'nl' } }),
    unchanged: async ({ t, b }) => {
      const me = await call(t.app, 'GET', '/api/auth/me', { token: b.admin.token });
      expect(me.json().data.user.language).toBe('en');
    },
  },
};

let world: World;
beforeAll(async () => {
  const t = await createTestApp();
  world = { t, a: await createWorkspaceWithAdmin(t.app, 'Tenant A'), b: await createWorkspaceWithAdmin(t.app, 'Tenant B') };
});
afterAll(() => world.t.close());

describe('cross-tenant isolation', () => {
  it('lists every registered API route', () => {
    const registered = world.t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const missing = registered.filter((r) => !cases[r]);
    expect(missing, 'routes missing from the cross-tenant harness').toEqual([]);
    const stale = Object.keys(cases).filter((c) => !registered.includes(c));
    expect(stale, 'harness cases for routes that no longer exist').toEqual([]);
  });

  it('has every workspace route answer 404 to another workspace’s member', () => {
    for (const route of world.t.app.apiRoutes.filter((r) => r.access === 'workspace')) {
      expect(cases[`${route.method} ${route.url}`]?.kind, `${route.method} ${route.url}`).toBe('tenant');
    }
  });

  for (const [route, c] of Object.entries(cases)) {
    if (c.kind !== 'tenant') continue;
    it(`${route} answers 404 to workspace A for workspace B's ids and changes nothing`, async () => {
      const res = await c.attack(world);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      await c.unchanged?.(world);
    });
  }
});

import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { createWorkspaceWithAdmin, registerUser } from '../../test/factories';
import { registerAccessControl } from './access';
import { registerErrorHandling } from './errors';

/**
 * The workspace-context rule on its own: a bare Fastify with the access plugin and two probe
 * routes, using the real sessions and memberships of a test database.
 */
let t: TestApp;
let probe: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(probe);
  registerAccessControl(probe, t.app.ctx);
  probe.get('/api/probe', { config: { access: 'workspace' } }, async (request) => request.workspace);
  probe.get('/api/workspaces/:id/probe', { config: { access: 'user' } }, async () => ({ ok: true }));
  probe.get('/api/probe/admin', { config: { access: 'workspace', roles: ['ADMIN'] } }, async () => ({
    ok: true,
  }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('workspace context (X-Workspace-Id)', () => {
  it('puts workspace, role and user on the request for a member', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const res = await call(probe, 'GET', '/api/probe', { token: admin.token, workspaceId: workspace.id });
    expect(res.statusCode).toBe(200);
    // With the workspace's schedule version and settings, read in the same query (a schedule read's head).
    expect(res.json()).toEqual({
      workspaceId: workspace.id,
      role: 'ADMIN',
      userId: admin.user.id,
      scheduleRow: {
        version: expect.any(Number),
        name: workspace.name,
        timeZone: expect.any(String),
        maxSelfPlanningDays: expect.any(Number),
        absencesMinDelay: expect.any(Number),
      },
    });
  });

  it('answers 400 "No workspace selected" without the header', async () => {
    const { admin } = await createWorkspaceWithAdmin(t.app);
    const res = await call(probe, 'GET', '/api/probe', { token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WORKSPACE_REQUIRED', error: 'No workspace selected' });
  });

  it('answers 404, never 403, for a workspace the user is not a member of, or a malformed id', async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app);
    const stranger = await registerUser(t.app);
    for (const id of [workspace.id, 'nonsense', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(probe, 'GET', '/api/probe', { token: stranger.token, workspaceId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Workspace not found');
    }
  });

  it('answers 401 without a session before looking at the workspace', async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app);
    expect((await call(probe, 'GET', '/api/probe', { workspaceId: workspace.id })).statusCode).toBe(401);
  });

  it('answers 403 to a member whose role the route does not allow', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    expect(
      (await call(probe, 'GET', '/api/probe/admin', { token: admin.token, workspaceId: workspace.id }))
        .statusCode,
    ).toBe(200);
    const { workspaceMembers } = await import('../db/schema');
    const member = await registerUser(t.app);
    await t.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: member.user.id, role: 'MANAGER' });
    expect(
      (await call(probe, 'GET', '/api/probe/admin', { token: member.token, workspaceId: workspace.id }))
        .statusCode,
    ).toBe(403);
  });

  it('follows every change on the next request: role, membership, licence, revocation (nothing cached)', async () => {
    const { eq, and } = await import('drizzle-orm');
    const { sessions, workspaceMembers, workspaces } = await import('../db/schema');
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const member = await registerUser(t.app);
    const db = t.database.db;
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: member.user.id, role: 'ADMIN' });
    const asMember = { token: member.token, workspaceId: workspace.id };
    const status = async (url: string) => (await call(probe, 'GET', url, asMember)).statusCode;
    const pathProbe = `/api/workspaces/${workspace.id}/probe`;
    expect(await status('/api/probe/admin')).toBe(200);
    expect(await status(pathProbe)).toBe(200);

    // Demoted (as another instance would write it): the very next request has the new role.
    const membership = and(
      eq(workspaceMembers.workspaceId, workspace.id),
      eq(workspaceMembers.userId, member.user.id),
    );
    await db.update(workspaceMembers).set({ role: 'STAFF' }).where(membership);
    expect(await status('/api/probe/admin')).toBe(403);
    expect((await call(probe, 'GET', '/api/probe', asMember)).json()).toMatchObject({ role: 'STAFF' });

    // The licence ran out: 402 on workspace routes and on user routes under the workspace's path.
    await db
      .update(workspaces)
      .set({ plan: 'TEAM', renewalDate: '2020-01-01' })
      .where(eq(workspaces.id, workspace.id));
    expect(await status('/api/probe')).toBe(402);
    expect(await status(pathProbe)).toBe(402);
    await db
      .update(workspaces)
      .set({ plan: 'FREE', renewalDate: null })
      .where(eq(workspaces.id, workspace.id));
    expect(await status('/api/probe')).toBe(200);

    // Removed from the workspace: 404 at once, and the path's route no longer checks a licence.
    await db.delete(workspaceMembers).where(membership);
    expect(await status('/api/probe')).toBe(404);
    expect(await status(pathProbe)).toBe(200);

    // The admin's session revoked: 401 on the next request.
    const asAdmin = { token: admin.token, workspaceId: workspace.id };
    expect((await call(probe, 'GET', '/api/probe', asAdmin)).statusCode).toBe(200);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, admin.user.id));
    expect((await call(probe, 'GET', '/api/probe', asAdmin)).statusCode).toBe(401);
  });

  it('refuses to register an API route that does not declare its access', async () => {
    const bare = Fastify({ logger: false });
    registerAccessControl(bare, t.app.ctx);
    expect(() => bare.get('/api/forgotten', async () => ({}))).toThrow(/must declare config.access/);
    await bare.close();
  });
});

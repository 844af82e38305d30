import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runCli, type CliIo } from '../../cli';
import { loadConfig } from '../../config';
import { auditLogs, shiftTypes, staff, workspaces } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  auditRows,
  call,
  CapturingMailer,
  createTestApp,
  createTestDatabase,
  type TestApp,
} from '../../../test/helpers';
import {
  addWorkspaceMember,
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
  setWorkspacePlan,
  type WorkspaceActor,
} from '../../../test/factories';
import { insertShiftType, insertStaff } from '../../../test/rotation-factories';
import { assertWithinPlanLimit, requireFeature, workspaceHasFeature } from './plan-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Wednesday 4 March 2026, 10:00 in Amsterdam.
beforeEach(() => t.clock.set(new Date('2026-03-04T09:00:00Z')));
afterAll(() => t.close());

/** A fresh session at the clock's current time (sessions end after 7 idle days). */
async function signIn(user: { email: string; password: string }): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

async function adminWorkspace(name = 'Ward 5') {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  const actor: WorkspaceActor = { token: admin.token, workspaceId: workspace.id };
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, url, {
      token: admin.token,
      workspaceId: workspace.id,
      ...(body === undefined ? {} : { body }),
    });
  return { admin, workspace, actor, as };
}

const info = (w: Awaited<ReturnType<typeof adminWorkspace>>) =>
  w.as('GET', `/api/workspaces/${w.workspace.id}/license-info`);
const startTrial = (w: Awaited<ReturnType<typeof adminWorkspace>>, body: unknown = { plan: 'START' }) =>
  w.as('POST', `/api/workspaces/${w.workspace.id}/start-trial`, body);
const rowsOf = async (table: typeof staff | typeof shiftTypes, workspaceId: string) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId)))[0]!.n;

describe('GET /api/workspaces/:id/license-info', () => {
  it('describes a new FREE workspace: usage against each limit, no features, a trial on offer', async () => {
    const w = await adminWorkspace();
    await createStaff(t.app, w.actor);
    await createStaff(t.app, w.actor);
    await createShiftType(t.app, w.actor);
    const res = await info(w);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        displayName: 'Free',
        license: 'FREE',
        renewalDate: null,
        trialExpired: false,
        isTrial: false,
        trialEndsOn: null,
        trialAvailable: true,
        limits: {
          staff: { current: 2, max: 6, unlimited: false },
          admins: { current: 1, max: 1, unlimited: false },
          rotationPatterns: { current: 0, max: 1, unlimited: false },
          shiftTypes: { current: 1, max: 5, unlimited: false },
        },
        features: {
          staffLogin: false,
          selfPlanning: false,
          emailNotifications: false,
          apiAccess: false,
          prioritySupport: false,
        },
      },
    });
  });

  it('describes START (paid, with a renewal date) and TEAM (Professional, unlimited, every feature)', async () => {
    const w = await adminWorkspace();
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-12-31');
    expect((await info(w)).json().data).toMatchObject({
      displayName: 'Start',
      license: 'START',
      renewalDate: '2026-12-31',
      trialExpired: false,
      isTrial: false,
      trialEndsOn: null,
      trialAvailable: false,
      limits: {
        staff: { current: 0, max: 20, unlimited: false },
        admins: { current: 1, max: 3, unlimited: false },
        rotationPatterns: { max: 5 },
        shiftTypes: { max: 20 },
      },
      features: {
        staffLogin: true,
        selfPlanning: true,
        emailNotifications: true,
        apiAccess: false,
        prioritySupport: false,
      },
    });
    await setWorkspacePlan(t, w.workspace.id, 'TEAM');
    const team = (await info(w)).json().data;
    expect(team).toMatchObject({
      displayName: 'Professional',
      license: 'TEAM',
      renewalDate: null,
      trialAvailable: false,
    });
    expect(team.limits.staff).toEqual({ current: 0, max: null, unlimited: true });
    expect(Object.values(team.limits).every((l) => (l as { unlimited: boolean }).unlimited)).toBe(true);
    expect(Object.values(team.features).every(Boolean)).toBe(true);
  });

  it('is readable by ADMIN and MANAGER, not by STAFF, and only for the workspace of the header', async () => {
    const w = await adminWorkspace();
    const manager = await addWorkspaceMember(t, w.workspace.id, 'MANAGER');
    const staffUser = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const url = `/api/workspaces/${w.workspace.id}/license-info`;
    expect(
      (await call(t.app, 'GET', url, { token: manager.token, workspaceId: w.workspace.id })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', url, { token: staffUser.token, workspaceId: w.workspace.id })).statusCode,
    ).toBe(403);
    const other = await adminWorkspace('Other ward');
    // Own header, someone else's id in the path: not found, nothing revealed.
    expect(
      (
        await call(t.app, 'GET', `/api/workspaces/${other.workspace.id}/license-info`, {
          token: w.admin.token,
          workspaceId: w.workspace.id,
        })
      ).statusCode,
    ).toBe(404);
    // Someone else's header: not a member.
    expect(
      (
        await call(t.app, 'GET', `/api/workspaces/${other.workspace.id}/license-info`, {
          token: w.admin.token,
          workspaceId: other.workspace.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/workspaces/:id/start-trial', () => {
  it('starts one 14-day START trial (today included), audited, and refuses a second one with 409', async () => {
    const w = await adminWorkspace();
    const res = await startTrial(w);
    expect(res.statusCode).toBe(200);
    // 4 March + 13 days: the 14th day is 17 March.
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('2026-03-17'),
      data: {
        license: 'START',
        displayName: 'Start',
        renewalDate: '2026-03-17',
        isTrial: true,
        trialEndsOn: '2026-03-17',
        trialAvailable: false,
        trialExpired: false,
      },
    });
    expect((await info(w)).json().data).toMatchObject({
      license: 'START',
      isTrial: true,
      trialEndsOn: '2026-03-17',
      features: { staffLogin: true },
    });
    const audit = await auditRows(t, w.workspace.id, { resource: 'WORKSPACE', action: 'UPDATE' });
    expect(audit.find((a) => a.description?.includes('trial'))).toMatchObject({
      userId: w.admin.user.id,
      resourceId: w.workspace.id,
      description: 'Free trial of the Start plan started; it ends on 2026-03-17',
    });

    const again = await startTrial(w);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'This workspace has already used its free trial',
    });

    // Back on FREE after the trial (operator): still no second trial.
    await setWorkspacePlan(t, w.workspace.id, 'FREE');
    expect((await info(w)).json().data).toMatchObject({ license: 'FREE', trialAvailable: false });
    expect((await startTrial(w)).statusCode).toBe(409);
  });

  it('refuses a paid workspace, another plan, a MANAGER and a foreign id', async () => {
    const w = await adminWorkspace();
    const bad = await startTrial(w, { plan: 'TEAM' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'plan' })],
    });
    expect((await startTrial(w, {})).statusCode).toBe(400);

    const manager = await addWorkspaceMember(t, w.workspace.id, 'MANAGER');
    expect(
      (
        await call(t.app, 'POST', `/api/workspaces/${w.workspace.id}/start-trial`, {
          token: manager.token,
          workspaceId: w.workspace.id,
          body: { plan: 'START' },
        })
      ).statusCode,
    ).toBe(403);
    const other = await adminWorkspace('Other ward');
    expect(
      (
        await call(t.app, 'POST', `/api/workspaces/${other.workspace.id}/start-trial`, {
          token: w.admin.token,
          workspaceId: w.workspace.id,
          body: { plan: 'START' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await info(other)).json().data.license).toBe('FREE');

    await setWorkspacePlan(t, w.workspace.id, 'TEAM', '2027-01-31');
    const paid = await startTrial(w);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('Only a workspace on the Free plan can start a trial');
    expect((await info(w)).json().data).toMatchObject({ license: 'TEAM', renewalDate: '2027-01-31' });
  });
});

describe('an expired licence (402 LICENSE_EXPIRED)', () => {
  it('blocks workspace calls after the last trial day in the workspace time zone, but not reading the licence, me, switching or signing out', async () => {
    const started = await adminWorkspace();
    expect((await startTrial(started)).json().data.renewalDate).toBe('2026-03-17');

    // 17 March 23:30 in Amsterdam (22:30 UTC): still the last day.
    t.clock.set(new Date('2026-03-17T22:30:00Z'));
    const token = await signIn(started.admin);
    const w = {
      ...started,
      admin: { ...started.admin, token },
      as: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        call(t.app, method, url, {
          token,
          workspaceId: started.workspace.id,
          ...(body === undefined ? {} : { body }),
        }),
    };
    expect((await w.as('GET', '/api/staff')).statusCode).toBe(200);

    // 18 March 00:30 in Amsterdam, still 17 March in UTC: expired.
    t.clock.set(new Date('2026-03-17T23:30:00Z'));
    const blocked = await w.as('GET', '/api/staff');
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'LICENSE_EXPIRED',
      error: expect.stringContaining('2026-03-17'),
    });
    expect(
      (await w.as('POST', '/api/shift-types', { name: 'Late', startTime: '15:00', endTime: '23:00' }))
        .statusCode,
    ).toBe(402);
    expect(await rowsOf(shiftTypes, w.workspace.id)).toBe(0);
    expect((await w.as('GET', `/api/workspaces/${w.workspace.id}/onboarding`)).statusCode).toBe(402);

    const licence = await info(w);
    expect(licence.statusCode).toBe(200);
    expect(licence.json().data).toMatchObject({
      license: 'START',
      trialExpired: true,
      isTrial: true,
      trialEndsOn: '2026-03-17',
    });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: w.admin.token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/workspaces/${w.workspace.id}`, { token: w.admin.token })).statusCode,
    ).toBe(200);
    // The backup still downloads: the user's data is never held hostage.
    const backup = await w.as('POST', `/api/workspaces/${w.workspace.id}/backup`);
    expect(backup.statusCode).toBe(200);
    expect(JSON.parse(backup.body)).toMatchObject({ workspace: { name: 'Ward 5' } });

    // Another workspace of the same user keeps working (the switcher's way out).
    const second = await call(t.app, 'POST', '/api/workspaces', {
      token: w.admin.token,
      body: { name: 'Second ward' },
    });
    expect(second.statusCode).toBe(201);
    expect(
      (await call(t.app, 'GET', '/api/staff', { token: w.admin.token, workspaceId: second.json().data.id }))
        .statusCode,
    ).toBe(200);

    // A renewed licence lifts the block.
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-12-31');
    expect((await w.as('GET', '/api/staff')).statusCode).toBe(200);
    expect((await info(w)).json().data).toMatchObject({ trialExpired: false, isTrial: false });

    expect((await call(t.app, 'POST', '/api/auth/logout', { token: w.admin.token })).statusCode).toBe(200);
  });

  it('never expires FREE or a paid plan without an end date', async () => {
    const w = await adminWorkspace();
    t.clock.set(new Date('2031-01-01T12:00:00Z'));
    const token = await signIn(w.admin);
    expect((await call(t.app, 'GET', '/api/staff', { token, workspaceId: w.workspace.id })).statusCode).toBe(
      200,
    );
    await setWorkspacePlan(t, w.workspace.id, 'TEAM', null);
    expect((await call(t.app, 'GET', '/api/staff', { token, workspaceId: w.workspace.id })).statusCode).toBe(
      200,
    );
  });

  it('gates signed-in user routes under /api/workspaces/:id/ for members only, unless allowExpired', async () => {
    // Routes that declare access 'user' and act on the workspace of the path (none today but
    // GET /api/workspaces/:id itself, which stays open to switch workspace).
    const app = await buildApp({
      config: t.config,
      db: t.database.db,
      clock: t.clock,
      mailer: new CapturingMailer(),
      logger: false,
    });
    app.get('/api/workspaces/:id/probe', { config: { access: 'user' } }, async () => ({ ok: true }));
    app.get(
      '/api/workspaces/:id/probe-open',
      { config: { access: 'user', allowExpired: true } },
      async () => ({ ok: true }),
    );
    await app.ready();
    try {
      const w = await adminWorkspace();
      const stranger = await adminWorkspace('Stranger ward');
      const probe = (token: string, path = 'probe') =>
        call(app, 'GET', `/api/workspaces/${w.workspace.id}/${path}`, { token });
      expect((await probe(w.admin.token)).statusCode).toBe(200);
      await setWorkspacePlan(t, w.workspace.id, 'START', '2026-03-03');
      expect((await probe(w.admin.token)).json()).toMatchObject({ code: 'LICENSE_EXPIRED' });
      expect((await probe(w.admin.token, 'probe-open')).statusCode).toBe(200);
      // A non-member learns nothing about the workspace's licence from the gate.
      expect((await probe(stranger.admin.token)).statusCode).toBe(200);
      expect(
        (await call(app, 'GET', `/api/workspaces/${w.workspace.id}`, { token: w.admin.token })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 404, not 402, to a non-member of an expired workspace', async () => {
    const w = await adminWorkspace();
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-01-01');
    const stranger = await adminWorkspace('Stranger ward');
    expect(
      (await call(t.app, 'GET', '/api/staff', { token: stranger.admin.token, workspaceId: w.workspace.id }))
        .statusCode,
    ).toBe(404);
  });
});

describe('plan limits (403 PLAN_LIMIT naming the limit)', () => {
  it('stops the 7th staff member of a FREE workspace and creates nothing; START allows 20', async () => {
    const w = await adminWorkspace();
    for (let i = 0; i < 6; i++) await createStaff(t.app, w.actor);
    const auditBefore = (await auditRows(t, w.workspace.id, { resource: 'STAFF' })).length;
    const res = await w.as('POST', '/api/staff', { name: 'Seventh Person' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows at most 6 staff members. Upgrade your plan to add more.',
      details: [
        {
          field: 'staff',
          message: 'The Free plan allows at most 6 staff members. Upgrade your plan to add more.',
        },
      ],
    });
    expect(await rowsOf(staff, w.workspace.id)).toBe(6);
    expect(await auditRows(t, w.workspace.id, { resource: 'STAFF' })).toHaveLength(auditBefore);

    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-12-31');
    for (let i = 0; i < 14; i++) await createStaff(t.app, w.actor);
    expect((await w.as('POST', '/api/staff', { name: 'Twenty-first' })).json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: expect.stringContaining('The Start plan allows at most 20 staff members'),
    });
  });

  it('counts inactive staff, so deactivating does not free a place', async () => {
    const w = await adminWorkspace();
    for (let i = 0; i < 6; i++) await insertStaff(t, w.workspace.id, { name: `P${i}`, active: i > 2 });
    expect((await w.as('POST', '/api/staff', { name: 'One more' })).statusCode).toBe(403);
  });

  it('lets only one of several simultaneous creates take the last place', async () => {
    const w = await adminWorkspace();
    for (let i = 0; i < 5; i++) await createStaff(t.app, w.actor);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => w.as('POST', '/api/staff', { name: `Racer ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403]);
    expect(await rowsOf(staff, w.workspace.id)).toBe(6);
  });

  it('stops the 6th shift type of a FREE workspace', async () => {
    const w = await adminWorkspace();
    for (let i = 0; i < 5; i++) await createShiftType(t.app, w.actor);
    const res = await w.as('POST', '/api/shift-types', {
      name: 'Sixth',
      startTime: '07:00',
      endTime: '15:00',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows at most 5 shift types. Upgrade your plan to add more.',
    });
    expect(await rowsOf(shiftTypes, w.workspace.id)).toBe(5);
  });

  it('stops a second rotation pattern of a FREE workspace: created, duplicated or imported', async () => {
    const w = await adminWorkspace();
    const first = await w.as('POST', '/api/rotation-patterns', {
      name: 'Main',
      startDate: '2026-03-02',
      weekCount: 2,
    });
    expect(first.statusCode).toBe(201);
    const message = 'The Free plan allows at most 1 rotation patterns. Upgrade your plan to add more.';
    const created = await w.as('POST', '/api/rotation-patterns', {
      name: 'Second',
      startDate: '2026-03-02',
      weekCount: 2,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'PLAN_LIMIT', error: message });
    const duplicated = await w.as('POST', `/api/rotation-patterns/${first.json().data.id}/duplicate`, {
      name: 'Copy',
      startDate: '2026-03-02',
    });
    expect(duplicated.json()).toMatchObject({ code: 'PLAN_LIMIT', error: message });
    const file = {
      format: 'openrota-rotation',
      version: 1,
      weekCount: 1,
      shiftTypes: [{ name: 'Early' }],
      staff: [],
      slots: [{ week: 1, day: 0, shiftType: 'Early' }],
    };
    const imported = await w.as('POST', '/api/rotation-patterns/import', {
      data: file,
      patternName: 'Imported',
    });
    expect(imported.statusCode).toBe(403);
    expect(imported.json()).toMatchObject({ code: 'PLAN_LIMIT', error: message });
    expect(await rowsOf(shiftTypes, w.workspace.id)).toBe(0);
    expect((await w.as('GET', '/api/rotation-patterns')).json().data).toHaveLength(1);
  });

  it('checks the staff and shift types an import would add, before creating any of them', async () => {
    const w = await adminWorkspace();
    for (let i = 0; i < 4; i++) await insertStaff(t, w.workspace.id, { name: `Existing ${i}` });
    await insertShiftType(t, w.workspace.id, { name: 'Early' });
    // Existing names (in any case) do not count; three new people would make 7.
    const staffFile = (names: string[]) => ({
      format: 'openrota-rotation',
      version: 1,
      weekCount: 1,
      shiftTypes: [{ name: 'early' }],
      staff: names.map((name) => ({ name, skills: [] })),
      slots: [{ week: 1, day: 0, shiftType: 'Early' }],
    });
    const tooMany = await w.as('POST', '/api/rotation-patterns/import', {
      data: staffFile(['existing 0', 'New A', 'New B', 'New C']),
      patternName: 'Rota',
    });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows at most 6 staff members. Upgrade your plan to add more.',
    });
    expect(await rowsOf(staff, w.workspace.id)).toBe(4);

    const typesFile = {
      format: 'openrota-rotation',
      version: 1,
      weekCount: 1,
      shiftTypes: ['Early', 'A', 'B', 'C', 'D', 'E'].map((name) => ({ name })),
      staff: [],
      slots: [{ week: 1, day: 0, shiftType: 'A' }],
    };
    expect(
      (await w.as('POST', '/api/rotation-patterns/import', { data: typesFile, patternName: 'Rota' })).json(),
    ).toMatchObject({ code: 'PLAN_LIMIT', error: expect.stringContaining('5 shift types') });

    const fits = await w.as('POST', '/api/rotation-patterns/import', {
      data: staffFile(['Existing 1', 'New A', 'New B']),
      patternName: 'Rota',
    });
    expect(fits.statusCode).toBe(201);
    expect(await rowsOf(staff, w.workspace.id)).toBe(6);
  });

  it('exposes the admin limit and the feature gates to the other modules', async () => {
    const w = await adminWorkspace();
    const db = t.database.db;
    const limit = await assertWithinPlanLimit(db, w.workspace.id, 'admins').catch((e: unknown) => e);
    expect(limit).toBeInstanceOf(AppError);
    expect(limit).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows at most 1 admins. Upgrade your plan to add more.',
    });
    await expect(assertWithinPlanLimit(db, w.workspace.id, 'staff', 6)).resolves.toBeUndefined();
    await expect(assertWithinPlanLimit(db, w.workspace.id, 'staff', 7)).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
    });
    expect(await workspaceHasFeature(db, w.workspace.id, 'emailNotifications')).toBe(false);
    await expect(requireFeature(db, w.workspace.id, 'selfPlanning')).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Self-planning is not included in the Free plan. Upgrade your plan to use it.',
    });
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-12-31');
    await expect(assertWithinPlanLimit(db, w.workspace.id, 'admins', 2)).resolves.toBeUndefined();
    await expect(assertWithinPlanLimit(db, w.workspace.id, 'admins', 3)).rejects.toMatchObject({
      message: expect.stringContaining('The Start plan allows at most 3 admins'),
    });
    expect(await workspaceHasFeature(db, w.workspace.id, 'emailNotifications')).toBe(true);
    await expect(requireFeature(db, w.workspace.id, 'apiAccess')).rejects.toMatchObject({
      message: 'API access is not included in the Start plan. Upgrade your plan to use it.',
    });
    await setWorkspacePlan(t, w.workspace.id, 'TEAM');
    await expect(assertWithinPlanLimit(db, w.workspace.id, 'admins', 1000)).resolves.toBeUndefined();
    await expect(requireFeature(db, w.workspace.id, 'apiAccess')).resolves.toBeUndefined();
  });
});

describe('GET /api/public/config', () => {
  it('serves the contact address of the licence-expired page without signing in', async () => {
    expect((await call(t.app, 'GET', '/api/public/config')).json()).toEqual({
      success: true,
      data: { contactEmail: 'sales@openrota.org' },
    });
    const custom = await createTestApp({ contactEmail: 'licences@hospital.example' });
    try {
      expect((await call(custom.app, 'GET', '/api/public/config')).json().data.contactEmail).toBe(
        'licences@hospital.example',
      );
    } finally {
      await custom.close();
    }
  });

  it('reads CONTACT_EMAIL from the environment and refuses an invalid one', () => {
    expect(loadConfig({ NODE_ENV: 'test', CONTACT_EMAIL: 'ops@example.org' }).contactEmail).toBe(
      'ops@example.org',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CONTACT_EMAIL: 'not-an-address' })).toThrow(/CONTACT_EMAIL/);
  });
});

describe('openrota licence (operator command)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', APP_URL: 'http://rota.test' }),
      webDistDir: '/nonexistent',
    };
    app = await buildApp({ config, db: database.db, mailer: new CapturingMailer(), logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const env = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    APP_URL: 'http://rota.test',
    LOG_LEVEL: 'warn',
  });
  function capture(): CliIo & { stdout: string[]; stderr: string[] } {
    const stdout: string[] = [];
    const stderr: string[] = [];
    return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
  }

  it('sets the plan and renewal date, prints the new state and writes an audit row without a user', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(app, 'Ops Ward');
    let io = capture();
    expect(await runCli(['licence', workspace.slug, 'TEAM', '--until', '2027-01-31'], io, env())).toBe(0);
    expect(io.stdout).toEqual([`${workspace.slug}: Professional (TEAM), until 2027-01-31`]);
    const row = await database.db.query.workspaces.findFirst({ where: eq(workspaces.id, workspace.id) });
    expect(row).toMatchObject({ plan: 'TEAM', renewalDate: '2027-01-31' });
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.workspaceId, workspace.id),
          eq(auditLogs.resource, 'WORKSPACE'),
          isNull(auditLogs.userId),
        ),
      );
    expect(audit.map((a) => a.description)).toEqual([
      'Licence set to Professional until 2027-01-31 by the operator',
    ]);

    const infoRes = await call(app, 'GET', `/api/workspaces/${workspace.id}/license-info`, {
      token: admin.token,
      workspaceId: workspace.id,
    });
    expect(infoRes.json().data).toMatchObject({ license: 'TEAM', renewalDate: '2027-01-31' });

    // A date in the past expires the workspace at once (the browser journey's way to expire it).
    io = capture();
    expect(await runCli(['licence', workspace.slug, 'start', '--until=2020-01-01'], io, env())).toBe(0);
    expect(io.stdout).toEqual([`${workspace.slug}: Start (START), until 2020-01-01 (expired)`]);
    expect(
      (await call(app, 'GET', '/api/staff', { token: admin.token, workspaceId: workspace.id })).statusCode,
    ).toBe(402);

    // FREE clears the renewal date, and the workspace works again.
    io = capture();
    expect(await runCli(['licence', workspace.slug, 'FREE'], io, env())).toBe(0);
    expect(io.stdout).toEqual([`${workspace.slug}: Free (FREE), no end date`]);
    expect(
      await database.db.query.workspaces.findFirst({ where: eq(workspaces.id, workspace.id) }),
    ).toMatchObject({ plan: 'FREE', renewalDate: null });
    expect(
      (await call(app, 'GET', '/api/staff', { token: admin.token, workspaceId: workspace.id })).statusCode,
    ).toBe(200);
  });

  it('exits 2 with the usage line on wrong usage and 1 for an unknown workspace, changing nothing', async () => {
    const { workspace } = await createWorkspaceWithAdmin(app, 'Usage Ward');
    const usage: string[][] = [
      ['licence'],
      ['licence', workspace.slug],
      ['licence', workspace.slug, 'GOLD'],
      ['licence', workspace.slug, 'START', '--until'],
      ['licence', workspace.slug, 'START', '--until', '2027-02-30'],
      ['licence', workspace.slug, 'FREE', '--until', '2027-01-31'],
      ['licence', workspace.slug, 'START', '--forever'],
      ['licence', workspace.slug, 'START', 'extra'],
    ];
    for (const argv of usage) {
      const io = capture();
      expect(await runCli(argv, io, env()), argv.join(' ')).toBe(2);
      expect(io.stderr.join('\n')).toContain(
        'Usage: openrota licence <workspace-slug> <FREE|START|TEAM> [--until YYYY-MM-DD]',
      );
      expect(io.stdout).toEqual([]);
    }
    const io = capture();
    expect(await runCli(['licence', 'no-such-ward', 'TEAM'], io, env())).toBe(1);
    expect(io.stderr.join('\n')).toContain('Workspace "no-such-ward" not found');
    expect(
      await database.db.query.workspaces.findFirst({ where: eq(workspaces.id, workspace.id) }),
    ).toMatchObject({ plan: 'FREE', renewalDate: null });
  });
});

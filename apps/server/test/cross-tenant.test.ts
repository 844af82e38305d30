import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';
import { createShiftType, createStaff, createWorkspaceWithAdmin, type RegisteredUser } from './factories';
import { setupRotationTenants, type RotationTenants } from './rotation-factories';
import { staffPortalCases } from './staff-portal-cross-tenant';
import { tradesCases } from './trades-cross-tenant';
import { autoFillCases } from './autofill-cross-tenant';
import { calendarFeedCases } from './calendar-feeds-cross-tenant';
import { availabilityRequests } from '../src/db/schema';

/**
 * Tenancy harness: every API route must appear here. For each tenant-scoped route, a member of
 * workspace A uses workspace B's ids and must get 404 with B unchanged. A new route that is not
 * listed makes this test fail; later issues add their routes to `cases`.
 */
export interface World {
  t: TestApp;
  a: { admin: RegisteredUser; workspace: { id: string; name: string } };
  b: { admin: RegisteredUser; workspace: { id: string; name: string } };
  /** Master data: A's own rows (to pair with B's ids) and B's rows (the targets). */
  md: { aStaffId: string; bShiftTypeId: string; bStaffId: string; bSkillId: string };
  /** Rotation: a pattern, slot and assignments in each workspace. */
  rot: RotationTenants;
}

export type Case =
  | { kind: 'public'; why: string }
  | { kind: 'own-account'; why: string }
  | {
      kind: 'tenant';
      attack: (w: World) => Promise<LightMyRequestResponse>;
      unchanged?: (w: World) => Promise<void>;
    };

const bAdminView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
// B's staff member's availability: one exception (2027-07-01), and a pending change.
const bAvailability = async (w: World) =>
  (await call(w.t.app, 'GET', `/api/staff/${w.md.bStaffId}/availability`, bAdminView(w))).json().data;
let bExceptionMade = false;
const bException = async (w: World) => {
  if (bExceptionMade) return;
  bExceptionMade = true;
  await call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}/availability/exceptions/2027-07-01`, {
    ...bAdminView(w),
    body: { kind: 'UNAVAILABLE', note: 'B only' },
  });
};
const bAvailabilityUnchanged = async (w: World) => {
  await bException(w);
  const data = await bAvailability(w);
  expect(data.weeks).toEqual([]);
  expect(data.exceptions.map((e: { date: string }) => e.date)).toEqual(['2027-07-01']);
};
let bRequestId: string | undefined;
const bRequest = async (w: World) => {
  if (bRequestId) return bRequestId;
  const [row] = await w.t.database.db
    .insert(availabilityRequests)
    .values({
      workspaceId: w.b.workspace.id,
      staffId: w.md.bStaffId,
      kind: 'WEEK',
      payload: { effectiveFrom: '2027-01-04', rules: [] },
    })
    .returning();
  return (bRequestId = row!.id);
};
const bRequestPending = async (w: World) => {
  const data = (await call(w.t.app, 'GET', '/api/availability/requests', bAdminView(w))).json().data;
  expect(data.map((r: { id: string }) => r.id)).toEqual([await bRequest(w)]);
};

const cases: Record<string, Case> = {
  'POST /api/auth/login': { kind: 'public', why: 'sign-in' },
  'POST /api/auth/register': { kind: 'public', why: 'sign-up' },
  'GET /api/auth/exchange-token': { kind: 'public', why: 'token is the credential' },
  'POST /api/auth/forgot-password': { kind: 'public', why: 'same answer for every email' },
  'POST /api/auth/reset-password': { kind: 'public', why: 'token is the credential' },
  'GET /api/auth/me': { kind: 'own-account', why: 'answers only the caller’s own workspaces' },
  'POST /api/auth/logout': { kind: 'own-account', why: 'revokes only the caller’s session' },
  'POST /api/workspaces': { kind: 'own-account', why: 'creates a new workspace owned by the caller' },
  'POST /api/workspaces/restore': {
    kind: 'own-account',
    why: 'creates a new workspace owned by the caller from a file',
  },
  'POST /api/workspaces/:id/backup': {
    kind: 'tenant',
    // A's own workspace header, B's id in the path: nothing of B is read.
    attack: ({ t, a, b }) =>
      call(t.app, 'POST', `/api/workspaces/${b.workspace.id}/backup`, {
        token: a.admin.token,
        workspaceId: a.workspace.id,
      }),
  },
  'POST /api/auth/external-tokens': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'POST', '/api/auth/external-tokens', {
        token: a.admin.token,
        body: { workspaceId: b.workspace.id },
      }),
  },
  'GET /api/workspaces/:id': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', `/api/workspaces/${b.workspace.id}`, {
        token: a.admin.token,
        workspaceId: b.workspace.id,
      }),
  },
  // Licence (issue 6): A's admin with A's header and B's id in the path reads nothing of B and starts no trial for B.
  'GET /api/public/config': { kind: 'public', why: 'the contact address of the public licence-expired page' },
  // Staff sign-in (issue 5): the workspace is named in the body; a code of A does not open B (staff-auth.test.ts).
  'GET /api/staff-auth/workspace': {
    kind: 'public',
    why: 'the name and slug the login link shows, only where staff login works',
  },
  'POST /api/staff-auth/send-code': {
    kind: 'public',
    why: 'same answer for every contact; sends only to a staff member of the named workspace',
  },
  'POST /api/staff-auth/verify-code': {
    kind: 'public',
    why: 'the code is the credential; a code of one workspace is invalid in another',
  },
  'GET /api/staff-auth/me': {
    kind: 'own-account',
    why: 'answers only the signed-in staff member and their workspace',
  },
  'POST /api/staff-auth/logout': { kind: 'own-account', why: 'revokes only the caller’s staff session' },
  'GET /api/public/:workspaceSlug/staff': {
    kind: 'public',
    why: 'names and short names only, and only while the workspace shares its list',
  },
  'GET /api/workspaces/:id/license-info': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', `/api/workspaces/${b.workspace.id}/license-info`, {
        token: a.admin.token,
        workspaceId: a.workspace.id,
      }),
  },
  'POST /api/workspaces/:id/start-trial': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'POST', `/api/workspaces/${b.workspace.id}/start-trial`, {
        token: a.admin.token,
        workspaceId: a.workspace.id,
        body: { plan: 'START' },
      }),
    unchanged: async ({ t, b }) => {
      const res = await call(t.app, 'GET', `/api/workspaces/${b.workspace.id}/license-info`, {
        token: b.admin.token,
        workspaceId: b.workspace.id,
      });
      expect(res.json().data).toMatchObject({ license: 'FREE', trialAvailable: true });
    },
  },
  'PUT /api/users/:id': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'PUT', `/api/users/${b.admin.user.id}`, {
        token: a.admin.token,
        workspaceId: b.workspace.id,
        body: { language: 'nl' },
      }),
    unchanged: async ({ t, b }) => {
      const me = await call(t.app, 'GET', '/api/auth/me', { token: b.admin.token });
      expect(me.json().data.user.language).toBe('en');
    },
  },
  // Audit log (issue 6): A's member sending B's workspace header reads and exports nothing of B.
  'GET /api/audit-logs': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', '/api/audit-logs', { token: a.admin.token, workspaceId: b.workspace.id }),
  },
  'GET /api/audit-logs/export': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', '/api/audit-logs/export', { token: a.admin.token, workspaceId: b.workspace.id }),
  },
  // Fairness ledger (issue 12): A's member sending B's workspace header reads and exports nothing of B.
  'GET /api/ledger': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', '/api/ledger?startDate=2026-01-01&endDate=2026-01-31', {
        token: a.admin.token,
        workspaceId: b.workspace.id,
      }),
  },
  'GET /api/ledger/export': {
    kind: 'tenant',
    attack: ({ t, a, b }) =>
      call(t.app, 'GET', '/api/ledger/export?startDate=2026-01-01&endDate=2026-01-31', {
        token: a.admin.token,
        workspaceId: b.workspace.id,
      }),
  },
  ...masterDataCases(),
  ...rotationCases(),
  ...scheduleReadCases(),
  ...scheduleWriteCases(),
  ...membersCases(),
  ...emailCases(),
  ...staffPortalCases(),
  ...workingTimeCases(),
  ...tradesCases(),
  ...calendarFeedCases(),
  ...autoFillCases(),
};

let world: World;
beforeAll(async () => {
  const t = await createTestApp();
  const a = await createWorkspaceWithAdmin(t.app, 'Tenant A');
  const b = await createWorkspaceWithAdmin(t.app, 'Tenant B');
  const asA = { token: a.admin.token, workspaceId: a.workspace.id };
  const asB = { token: b.admin.token, workspaceId: b.workspace.id };
  const aStaff = await createStaff(t.app, asA, { name: 'Alice A' });
  const bShiftType = await createShiftType(t.app, asB, { name: 'B Night' });
  const bStaff = await createStaff(t.app, asB, { name: 'Bob B', skills: [bShiftType.id] });
  const rot = await setupRotationTenants(t, asA, asB, { bShiftTypeId: bShiftType.id, bStaffId: bStaff.id });
  world = {
    t,
    a,
    b,
    md: {
      aStaffId: aStaff.id,
      bShiftTypeId: bShiftType.id,
      bStaffId: bStaff.id,
      bSkillId: bStaff.skills[0]!.id,
    },
    rot,
  };
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

/** Shift types, staff, skills, users and onboarding (issue 3): B's ids or B's header from A. */
function masterDataCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
  const bShiftTypes = async (w: World) =>
    (await call(w.t.app, 'GET', '/api/shift-types', bView(w))).json().data;
  const bStaff = async (w: World) => (await call(w.t.app, 'GET', '/api/staff', bView(w))).json().data;
  const shiftTypesUnchanged = async (w: World) => {
    expect(await bShiftTypes(w)).toEqual([
      expect.objectContaining({ id: w.md.bShiftTypeId, name: 'B Night', order: 0 }),
    ]);
  };
  const staffUnchanged = async (w: World) => {
    expect(await bStaff(w)).toEqual([
      expect.objectContaining({
        id: w.md.bStaffId,
        name: 'Bob B',
        active: true,
        skills: [expect.objectContaining({ id: w.md.bSkillId, shiftTypeId: w.md.bShiftTypeId })],
      }),
    ]);
  };
  return {
    'GET /api/shift-types': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/shift-types', intoB(w)),
    },
    'GET /api/shift-types/:id': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/shift-types/${w.md.bShiftTypeId}`, asA(w)),
    },
    'POST /api/shift-types': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'POST', '/api/shift-types', { ...intoB(w), body: { name: 'Intruder' } }),
      unchanged: shiftTypesUnchanged,
    },
    'PUT /api/shift-types/:id': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/shift-types/${w.md.bShiftTypeId}`, {
          ...asA(w),
          body: { name: 'Renamed', order: 7 },
        }),
      unchanged: shiftTypesUnchanged,
    },
    'DELETE /api/shift-types/:id': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'DELETE', `/api/shift-types/${w.md.bShiftTypeId}`, asA(w)),
      unchanged: async (w) => {
        await shiftTypesUnchanged(w);
        await staffUnchanged(w);
      },
    },
    'POST /api/shift-types/reorder': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', '/api/shift-types/reorder', {
          ...intoB(w),
          body: { shiftTypeIds: [w.md.bShiftTypeId] },
        }),
      unchanged: shiftTypesUnchanged,
    },
    'GET /api/staff': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', '/api/staff', intoB(w)) },
    'POST /api/staff': {
      kind: 'tenant',
      // Linking A's new staff member to B's admin account: that user is not A's member.
      attack: (w) =>
        call(w.t.app, 'POST', '/api/staff', {
          ...asA(w),
          body: { name: 'Linked', userId: w.b.admin.user.id },
        }),
      unchanged: async (w) => {
        await staffUnchanged(w);
        const aStaff = (await call(w.t.app, 'GET', '/api/staff', asA(w))).json().data;
        expect(aStaff.map((s: { name: string }) => s.name)).not.toContain('Linked');
      },
    },
    'PUT /api/staff/:id': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}`, {
          ...asA(w),
          body: { name: 'Renamed', active: false },
        }),
      unchanged: staffUnchanged,
    },
    'DELETE /api/staff/:id': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'DELETE', `/api/staff/${w.md.bStaffId}`, asA(w)),
      unchanged: staffUnchanged,
    },
    // The import's file names nothing by id: B's header from A's admin is the way in.
    'POST /api/staff/import/preview': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', '/api/staff/import/preview', {
          ...intoB(w),
          body: 'Name\nIntruder',
          headers: { 'content-type': 'text/csv' },
        }),
    },
    'POST /api/staff/import': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', '/api/staff/import', {
          ...intoB(w),
          body: 'Name\nIntruder',
          headers: { 'content-type': 'text/csv' },
        }),
      unchanged: staffUnchanged,
    },
    'GET /api/staff/:id/deactivation-preview': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/staff/${w.md.bStaffId}/deactivation-preview`, asA(w)),
    },
    'PUT /api/staff/:id/skills': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}/skills`, { ...asA(w), body: [] }),
      unchanged: staffUnchanged,
    },
    'POST /api/staff/:id/skills': {
      kind: 'tenant',
      // A's own staff member, B's shift type.
      attack: (w) =>
        call(w.t.app, 'POST', `/api/staff/${w.md.aStaffId}/skills`, {
          ...asA(w),
          body: { shiftTypeId: w.md.bShiftTypeId },
        }),
      unchanged: staffUnchanged,
    },
    'DELETE /api/staff/:id/skills/:skillId': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'DELETE', `/api/staff/${w.md.aStaffId}/skills/${w.md.bSkillId}`, asA(w)),
      unchanged: staffUnchanged,
    },
    'GET /api/users': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', '/api/users', intoB(w)) },
    'GET /api/workspaces/:id/onboarding': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}/onboarding`, asA(w)),
    },
    'PUT /api/workspaces/:id/onboarding': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'PUT', `/api/workspaces/${w.b.workspace.id}/onboarding`, asA(w)),
      unchanged: async (w) => {
        const res = await call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}`, bView(w));
        expect(res.json().data.onboardingCompleted).toBe(false);
      },
    },
  };
}

/** Rotation patterns, slots and assignments (issue 3): B's ids used by A, or B's header from A. */
function rotationCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
  const base = '/api/rotation-patterns';
  const aPattern = (w: World) => `${base}/${w.rot.a.patternId}`;
  const bPattern = (w: World) => `${base}/${w.rot.b.patternId}`;
  /** B still has exactly its one pattern, its slot filled by Bob, and its slotless assignment. */
  const bUnchanged = async (w: World) => {
    const patterns = (await call(w.t.app, 'GET', base, bView(w))).json().data;
    expect(patterns).toEqual([
      expect.objectContaining({
        id: w.rot.b.patternId,
        name: 'B Rota',
        weekCount: 2,
        startDate: '2026-01-05',
      }),
    ]);
    const slots = (await call(w.t.app, 'GET', `${bPattern(w)}/slots`, bView(w))).json().data;
    expect(slots).toEqual([
      expect.objectContaining({
        id: w.rot.b.slotId,
        weekNumber: 1,
        dayOfWeek: 0,
        shiftTypeId: w.md.bShiftTypeId,
        assignments: [expect.objectContaining({ id: w.rot.b.slotAssignmentId, staffId: w.md.bStaffId })],
      }),
    ]);
    const assignments = (await call(w.t.app, 'GET', `${bPattern(w)}/assignments`, bView(w))).json().data;
    expect(assignments.map((x: { id: string }) => x.id).sort()).toEqual(
      [w.rot.b.slotAssignmentId, w.rot.b.looseAssignmentId].sort(),
    );
  };
  /** A's own pattern did not gain anything from B's ids either. */
  const bAndAUnchanged = async (w: World) => {
    await bUnchanged(w);
    const slots = (await call(w.t.app, 'GET', `${aPattern(w)}/slots`, asA(w))).json().data;
    expect(slots).toEqual([expect.objectContaining({ id: w.rot.a.slotId, assignments: [] })]);
    expect((await call(w.t.app, 'GET', `${aPattern(w)}/assignments`, asA(w))).json().data).toEqual([]);
  };
  return {
    'GET /api/rotation-patterns': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', base, intoB(w)) },
    'GET /api/rotation-patterns/:id': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', bPattern(w), asA(w)),
    },
    'POST /api/rotation-patterns': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', base, {
          ...intoB(w),
          body: { name: 'Intruder', startDate: '2026-01-05', weekCount: 2 },
        }),
      unchanged: bUnchanged,
    },
    'PUT /api/rotation-patterns/:id': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', bPattern(w), { ...asA(w), body: { name: 'Renamed', weekCount: 1 } }),
      unchanged: bUnchanged,
    },
    'DELETE /api/rotation-patterns/:id': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'DELETE', bPattern(w), asA(w)),
      unchanged: bUnchanged,
    },
    'POST /api/rotation-patterns/:id/duplicate': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', `${bPattern(w)}/duplicate`, {
          ...asA(w),
          body: { name: 'Stolen copy', startDate: '2026-01-05' },
        }),
      unchanged: async (w) => {
        await bUnchanged(w);
        const aNames = (await call(w.t.app, 'GET', base, asA(w)))
          .json()
          .data.map((p: { name: string }) => p.name);
        expect(aNames).not.toContain('Stolen copy');
      },
    },
    'POST /api/rotation-patterns/import': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', `${base}/import`, {
          ...intoB(w),
          body: {
            patternName: 'Intruder',
            data: { format: 'openrota-rotation', version: 1, weekCount: 1, slots: [] },
          },
        }),
      unchanged: bUnchanged,
    },
    'GET /api/rotation-patterns/:id/slots': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `${bPattern(w)}/slots`, asA(w)),
    },
    'POST /api/rotation-patterns/:id/slots': {
      kind: 'tenant',
      // A's own pattern, B's shift type.
      attack: (w) =>
        call(w.t.app, 'POST', `${aPattern(w)}/slots`, {
          ...asA(w),
          body: { weekNumber: 1, dayOfWeek: 2, shiftTypeId: w.md.bShiftTypeId },
        }),
      unchanged: bAndAUnchanged,
    },
    'PUT /api/rotation-patterns/:id/slots/:slotId': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `${aPattern(w)}/slots/${w.rot.b.slotId}`, {
          ...asA(w),
          body: { dayOfWeek: 3, isOptional: true },
        }),
      unchanged: bAndAUnchanged,
    },
    'DELETE /api/rotation-patterns/:id/slots/:slotId': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'DELETE', `${aPattern(w)}/slots/${w.rot.b.slotId}`, asA(w)),
      unchanged: bAndAUnchanged,
    },
    'POST /api/rotation-patterns/:id/slots/:slotId/assignments': {
      kind: 'tenant',
      // A's own pattern and slot, B's staff member.
      attack: (w) =>
        call(w.t.app, 'POST', `${aPattern(w)}/slots/${w.rot.a.slotId}/assignments`, {
          ...asA(w),
          body: { staffId: w.md.bStaffId },
        }),
      unchanged: bAndAUnchanged,
    },
    'DELETE /api/rotation-patterns/:id/slots/:slotId/assignments/:assignmentId': {
      kind: 'tenant',
      attack: (w) =>
        call(
          w.t.app,
          'DELETE',
          `${aPattern(w)}/slots/${w.rot.a.slotId}/assignments/${w.rot.b.slotAssignmentId}`,
          asA(w),
        ),
      unchanged: bAndAUnchanged,
    },
    'GET /api/rotation-patterns/:id/assignments': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `${bPattern(w)}/assignments`, asA(w)),
    },
    'POST /api/rotation-patterns/:id/assignments': {
      kind: 'tenant',
      // A's own pattern and shift type, B's staff member.
      attack: (w) =>
        call(w.t.app, 'POST', `${aPattern(w)}/assignments`, {
          ...asA(w),
          body: { weekNumber: 1, dayOfWeek: 0, shiftTypeId: w.rot.a.shiftTypeId, staffId: w.md.bStaffId },
        }),
      unchanged: bAndAUnchanged,
    },
    'DELETE /api/rotation-patterns/:id/assignments/:assignmentId': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'DELETE', `${aPattern(w)}/assignments/${w.rot.b.looseAssignmentId}`, asA(w)),
      unchanged: bAndAUnchanged,
    },
  };
}

/** Schedule reads (issue 4): A's member sending B's workspace header gets 404, never B's schedule. */
function scheduleReadCases(): Record<string, Case> {
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const range = 'startDate=2026-01-05&endDate=2026-01-18';
  return {
    'GET /api/schedules': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/schedules?${range}&staffId=${w.md.bStaffId}`, intoB(w)),
    },
    'GET /api/schedules/conflicts': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/schedules/conflicts?${range}`, intoB(w)),
    },
    'GET /api/schedules/debug': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/schedules/debug?${range}`, intoB(w)),
    },
    'GET /api/schedules/pdf-calendar': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/schedules/pdf-calendar?month=2026-01', intoB(w)),
    },
    'GET /api/schedules/violations': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/schedules/violations?${range}`, intoB(w)),
    },
    'GET /api/schedules/candidates': {
      kind: 'tenant',
      // A's own workspace, B's shift type.
      attack: (w) =>
        call(w.t.app, 'GET', `/api/schedules/candidates?date=2026-01-05&shiftTypeId=${w.md.bShiftTypeId}`, {
          token: w.a.admin.token,
          workspaceId: w.a.workspace.id,
        }),
    },
    'GET /api/rotation-patterns/:id/slots/:slotId/candidates': {
      kind: 'tenant',
      // A's own workspace, B's pattern and requirement.
      attack: (w) =>
        call(
          w.t.app,
          'GET',
          `/api/rotation-patterns/${w.rot.b.patternId}/slots/${w.rot.b.slotId}/candidates`,
          {
            token: w.a.admin.token,
            workspaceId: w.a.workspace.id,
          },
        ),
    },
    'GET /api/rotation-patterns/:id/violations': {
      kind: 'tenant',
      // A's own workspace, B's pattern.
      attack: (w) =>
        call(w.t.app, 'GET', `/api/rotation-patterns/${w.rot.b.patternId}/violations`, {
          token: w.a.admin.token,
          workspaceId: w.a.workspace.id,
        }),
    },
  };
}

/**
 * Schedule writes and absences (issue 4): B's stored entries, absence, staff and slot used by
 * A's member, or B's workspace header from A. B's rows are made once, on first use.
 */
function scheduleWriteCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
  const range = 'startDate=2026-01-01&endDate=2026-01-31';
  let made: Promise<{ oneOffId: string; overrideId: string; absenceId: string }> | undefined;
  const bRows = (w: World) => {
    made ??= (async () => {
      const post = (url: string, body: unknown) => call(w.t.app, 'POST', url, { ...bView(w), body });
      const oneOff = await post('/api/schedules/one-off', {
        date: '2026-01-06',
        shiftTypeId: w.md.bShiftTypeId,
        staffId: w.md.bStaffId,
      });
      const override = await post('/api/schedules/override', {
        date: '2026-01-05',
        shiftTypeId: w.md.bShiftTypeId,
        rotationSlotId: w.rot.b.slotId,
        staffId: null,
        description: 'Staff unassigned: B reason',
      });
      const absence = await post('/api/absences', {
        staffId: w.md.bStaffId,
        startDate: '2026-01-07',
        endDate: '2026-01-08',
      });
      if (oneOff.statusCode !== 201 || override.statusCode !== 201 || absence.statusCode !== 201)
        throw new Error(`B schedule setup failed: ${oneOff.body} ${override.body} ${absence.body}`);
      return {
        oneOffId: oneOff.json().data.id,
        overrideId: override.json().data.id,
        absenceId: absence.json().data.id,
      };
    })();
    return made;
  };
  /** B keeps its one-off for Bob and its open override; A gained no entry. */
  const entriesUnchanged = async (w: World) => {
    const ids = await bRows(w);
    const b = (await call(w.t.app, 'GET', `/api/schedules/entries?${range}`, bView(w))).json().data.entries;
    expect(b).toEqual([
      expect.objectContaining({
        id: ids.overrideId,
        entryType: 'OVERRIDE',
        staffId: null,
        isUnfilled: true,
        description: 'Staff unassigned: B reason',
      }),
      expect.objectContaining({ id: ids.oneOffId, entryType: 'ONE_OFF', staffId: w.md.bStaffId }),
    ]);
    expect(
      (await call(w.t.app, 'GET', `/api/schedules/entries?${range}`, asA(w))).json().data.entries,
    ).toEqual([]);
  };
  /** B keeps its one absence of Bob; A recorded none. */
  const absencesUnchanged = async (w: World) => {
    const ids = await bRows(w);
    const b = (await call(w.t.app, 'GET', '/api/absences', bView(w))).json().data.items;
    expect(b).toEqual([
      expect.objectContaining({
        id: ids.absenceId,
        staffId: w.md.bStaffId,
        startDate: '2026-01-07',
        endDate: '2026-01-08',
      }),
    ]);
    expect((await call(w.t.app, 'GET', '/api/absences', asA(w))).json().data.total).toBe(0);
  };
  return {
    'GET /api/schedules/entries': {
      kind: 'tenant',
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'GET', `/api/schedules/entries?${range}`, intoB(w))
      ),
    },
    'POST /api/schedules/entries': {
      kind: 'tenant',
      // A's own workspace, B's shift type and staff member.
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'POST', '/api/schedules/entries', {
          ...asA(w),
          body: { date: '2026-01-06', shiftTypeId: w.md.bShiftTypeId, staffId: w.md.bStaffId },
        })
      ),
      unchanged: entriesUnchanged,
    },
    'PUT /api/schedules/entries/:id': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'PUT', `/api/schedules/entries/${(await bRows(w)).overrideId}`, {
          ...asA(w),
          body: { staffId: null, cancelled: true },
        }),
      unchanged: entriesUnchanged,
    },
    'DELETE /api/schedules/entries/:id': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'DELETE', `/api/schedules/entries/${(await bRows(w)).oneOffId}`, asA(w)),
      unchanged: entriesUnchanged,
    },
    'POST /api/schedules/one-off': {
      kind: 'tenant',
      // A's own shift type, B's staff member.
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'POST', '/api/schedules/one-off', {
          ...asA(w),
          body: { date: '2026-01-06', shiftTypeId: w.rot.a.shiftTypeId, staffId: w.md.bStaffId },
        })
      ),
      unchanged: entriesUnchanged,
    },
    'POST /api/schedules/override': {
      kind: 'tenant',
      // A's own shift type and staff member, B's slot on a date it occurs.
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'POST', '/api/schedules/override', {
          ...asA(w),
          body: {
            date: '2026-01-19',
            shiftTypeId: w.rot.a.shiftTypeId,
            rotationSlotId: w.rot.b.slotId,
            staffId: w.rot.a.staffId,
          },
        })
      ),
      unchanged: entriesUnchanged,
    },
    'GET /api/absences/range': {
      kind: 'tenant',
      attack: async (w) => (await bRows(w), call(w.t.app, 'GET', `/api/absences/range?${range}`, intoB(w))),
    },
    'GET /api/absences': {
      kind: 'tenant',
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'GET', `/api/absences?staffId=${w.md.bStaffId}`, intoB(w))
      ),
    },
    'GET /api/absences/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'GET', `/api/absences/${(await bRows(w)).absenceId}`, asA(w)),
    },
    'POST /api/absences': {
      kind: 'tenant',
      attack: async (w) => (
        await bRows(w),
        call(w.t.app, 'POST', '/api/absences', {
          ...asA(w),
          body: { staffId: w.md.bStaffId, startDate: '2026-01-12', endDate: '2026-01-13' },
        })
      ),
      unchanged: absencesUnchanged,
    },
    'PUT /api/absences/:id': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'PUT', `/api/absences/${(await bRows(w)).absenceId}`, {
          ...asA(w),
          body: { staffId: w.md.aStaffId, endDate: '2026-01-20' },
        }),
      unchanged: absencesUnchanged,
    },
    'DELETE /api/absences/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'DELETE', `/api/absences/${(await bRows(w)).absenceId}`, asA(w)),
      unchanged: absencesUnchanged,
    },
  };
}

/** Workspace settings, members and invitations (issue 6): B's workspace id in the path, or B's member or invitation under A. */
function membersCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const bView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
  const bMembersUnchanged = async (w: World) => {
    const members = await call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}/members`, bView(w));
    expect(members.json().data).toEqual([
      expect.objectContaining({ userId: w.b.admin.user.id, role: 'ADMIN' }),
    ]);
  };
  const bInvitations = async (w: World) =>
    (await call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}/invitations`, bView(w))).json()
      .data as Array<{ id: string; email: string }>;
  return {
    'GET /api/invitations/:token': { kind: 'public', why: 'token is the credential' },
    'POST /api/invitations/accept': {
      kind: 'own-account',
      why: 'adds only the caller, with an invitation to the caller’s own email',
    },
    'PUT /api/workspaces/:id/settings': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/workspaces/${w.b.workspace.id}/settings`, {
          ...asA(w),
          body: { name: 'Hijacked' },
        }),
      unchanged: async (w) => {
        const res = await call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}`, bView(w));
        expect(res.json().data.name).toBe('Tenant B');
      },
    },
    'GET /api/workspaces/:id/members': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}/members`, asA(w)),
    },
    'PUT /api/workspaces/:id/members/:userId': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/workspaces/${w.a.workspace.id}/members/${w.b.admin.user.id}`, {
          ...asA(w),
          body: { role: 'STAFF' },
        }),
      unchanged: bMembersUnchanged,
    },
    'DELETE /api/workspaces/:id/members/:userId': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'DELETE', `/api/workspaces/${w.a.workspace.id}/members/${w.b.admin.user.id}`, asA(w)),
      unchanged: bMembersUnchanged,
    },
    'GET /api/workspaces/:id/invitations': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/workspaces/${w.b.workspace.id}/invitations`, asA(w)),
    },
    'POST /api/workspaces/:id/invitations': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', `/api/workspaces/${w.b.workspace.id}/invitations`, {
          ...asA(w),
          body: { email: 'intruder@example.com', role: 'ADMIN' },
        }),
      unchanged: async (w) =>
        expect((await bInvitations(w)).map((i) => i.email)).not.toContain('intruder@example.com'),
    },
    'DELETE /api/workspaces/:id/invitations/:invitationId': {
      kind: 'tenant',
      attack: async (w) => {
        const created = await call(w.t.app, 'POST', `/api/workspaces/${w.b.workspace.id}/invitations`, {
          ...bView(w),
          body: { email: 'b-invitee@example.com', role: 'STAFF' },
        });
        return call(
          w.t.app,
          'DELETE',
          `/api/workspaces/${w.a.workspace.id}/invitations/${created.json().data.id}`,
          asA(w),
        );
      },
      unchanged: async (w) =>
        expect((await bInvitations(w)).map((i) => i.email)).toContain('b-invitee@example.com'),
    },
  };
}

/** Email settings and test mails (issue 6): A's member sending B's workspace header gets 404; B's settings stay the defaults. */
function emailCases(): Record<string, Case> {
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bDefaults = async (w: World) => {
    const res = await call(w.t.app, 'GET', '/api/email/settings', {
      token: w.b.admin.token,
      workspaceId: w.b.workspace.id,
    });
    expect(res.json().data.emailSettings).toMatchObject({
      upcomingShiftsEmail: false,
      weeklyScheduleSummary: false,
      summaryEmailTime: '20:00',
    });
  };
  return {
    'GET /api/email/settings': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/email/settings', intoB(w)),
    },
    'PUT /api/email/settings': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', '/api/email/settings', {
          ...intoB(w),
          body: { upcomingShiftsEmail: true, weeklyScheduleSummary: true, summaryEmailTime: '06:00' },
        }),
      unchanged: bDefaults,
    },
    'POST /api/email/test-upcoming-reminders': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'POST', '/api/email/test-upcoming-reminders', intoB(w)),
    },
    'POST /api/email/test-weekly-summary': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'POST', '/api/email/test-weekly-summary', intoB(w)),
    },
  };
}

/**
 * Rule sets, contracts and holidays (issue 12): B's ids under A's header, or B's header from A.
 * B's spare rule set, contract and a holiday are made on first use.
 */
function workingTimeCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bView = (w: World) => ({ token: w.b.admin.token, workspaceId: w.b.workspace.id });
  let made: { spareId: string; defaultId: string; contractId: string; holidayId: string } | undefined;
  const bData = async (w: World) => {
    if (made) return made;
    const sets = (await call(w.t.app, 'GET', '/api/rule-sets', bView(w))).json().data;
    const spare = await call(w.t.app, 'POST', '/api/rule-sets', {
      ...bView(w),
      body: { name: 'B spare', preset: 'NONE' },
    });
    const contract = await call(w.t.app, 'POST', `/api/staff/${w.md.bStaffId}/contracts`, {
      ...bView(w),
      body: { startsOn: '2026-01-01', hoursPerWeek: 36 },
    });
    const holiday = await call(w.t.app, 'POST', '/api/holidays', {
      ...bView(w),
      body: { date: '2035-03-17', name: 'B day' },
    });
    made = {
      spareId: spare.json().data.id,
      defaultId: sets[0].id,
      contractId: contract.json().data.id,
      holidayId: holiday.json().data.id,
    };
    return made;
  };
  const bSetsUnchanged = async (w: World) => {
    const sets = (await call(w.t.app, 'GET', '/api/rule-sets', bView(w))).json().data;
    expect(sets.map((s: { name: string; isDefault: boolean }) => [s.name, s.isDefault])).toEqual([
      ['Arbeidstijdenwet', true],
      ['B spare', false],
    ]);
  };
  const bContractsUnchanged = async (w: World) => {
    const res = await call(w.t.app, 'GET', `/api/staff/${w.md.bStaffId}/contracts`, bView(w));
    expect(res.json().data).toEqual([expect.objectContaining({ startsOn: '2026-01-01', hoursPerWeek: 36 })]);
  };
  const bHolidaysUnchanged = async (w: World) => {
    const res = await call(w.t.app, 'GET', '/api/holidays?year=2035', bView(w));
    expect(res.json().data).toEqual([expect.objectContaining({ date: '2035-03-17', name: 'B day' })]);
  };
  return {
    'GET /api/rule-sets': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', '/api/rule-sets', intoB(w)) },
    'POST /api/rule-sets': {
      kind: 'tenant',
      // A's own workspace, copying B's set: B's set is "not found".
      attack: async (w) =>
        call(w.t.app, 'POST', '/api/rule-sets', {
          ...asA(w),
          body: { name: 'Copied', copyFromId: (await bData(w)).spareId },
        }),
      unchanged: async (w) => {
        const aSets = (await call(w.t.app, 'GET', '/api/rule-sets', asA(w))).json().data;
        expect(aSets.map((s: { name: string }) => s.name)).not.toContain('Copied');
      },
    },
    'GET /api/rule-sets/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'GET', `/api/rule-sets/${(await bData(w)).spareId}`, asA(w)),
    },
    'PUT /api/rule-sets/:id': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'PUT', `/api/rule-sets/${(await bData(w)).spareId}`, {
          ...asA(w),
          body: { name: 'Taken' },
        }),
      unchanged: bSetsUnchanged,
    },
    'DELETE /api/rule-sets/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'DELETE', `/api/rule-sets/${(await bData(w)).spareId}`, asA(w)),
      unchanged: bSetsUnchanged,
    },
    'POST /api/rule-sets/:id/default': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/rule-sets/${(await bData(w)).spareId}/default`, asA(w)),
      unchanged: bSetsUnchanged,
    },
    // Availability (issue 15): B's staff member named by a member of A is not found; B unchanged.
    'GET /api/staff/:id/availability': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', `/api/staff/${w.md.bStaffId}/availability`, asA(w)),
    },
    'PUT /api/staff/:id/availability/week': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}/availability/week`, {
          ...asA(w),
          body: { rules: [{ dayOfWeek: 1, kind: 'UNAVAILABLE' }] },
        }),
      unchanged: bAvailabilityUnchanged,
    },
    'PUT /api/staff/:id/availability/exceptions/:date': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}/availability/exceptions/2027-06-01`, {
          ...asA(w),
          body: { kind: 'UNAVAILABLE' },
        }),
      unchanged: bAvailabilityUnchanged,
    },
    'DELETE /api/staff/:id/availability/exceptions/:date': {
      kind: 'tenant',
      attack: async (w) => {
        await bException(w);
        return call(
          w.t.app,
          'DELETE',
          `/api/staff/${w.md.bStaffId}/availability/exceptions/2027-07-01`,
          asA(w),
        );
      },
      unchanged: bAvailabilityUnchanged,
    },
    'GET /api/availability': {
      kind: 'tenant',
      attack: async (w) => {
        await bException(w);
        return call(w.t.app, 'GET', '/api/availability?startDate=2027-07-01&endDate=2027-07-31', intoB(w));
      },
    },
    'GET /api/availability/requests': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/availability/requests', intoB(w)),
    },
    'POST /api/availability/requests/:id/approve': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/availability/requests/${await bRequest(w)}/approve`, asA(w)),
      unchanged: bRequestPending,
    },
    'POST /api/availability/requests/:id/refuse': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/availability/requests/${await bRequest(w)}/refuse`, {
          ...asA(w),
          body: { reason: 'no' },
        }),
      unchanged: bRequestPending,
    },
    'GET /api/staff/contracts': {
      kind: 'tenant',
      attack: async (w) => {
        await bData(w);
        return call(w.t.app, 'GET', '/api/staff/contracts', intoB(w));
      },
    },
    'GET /api/staff/:id/contracts': {
      kind: 'tenant',
      attack: async (w) => {
        await bData(w);
        return call(w.t.app, 'GET', `/api/staff/${w.md.bStaffId}/contracts`, asA(w));
      },
    },
    'POST /api/staff/:id/contracts': {
      kind: 'tenant',
      // A's own staff member on B's rule set: the rule set is "not found".
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/staff/${w.md.aStaffId}/contracts`, {
          ...asA(w),
          body: { startsOn: '2026-02-01', hoursPerWeek: 24, ruleSetId: (await bData(w)).spareId },
        }),
      unchanged: async (w) => {
        const res = await call(w.t.app, 'GET', `/api/staff/${w.md.aStaffId}/contracts`, asA(w));
        expect(res.json().data).toEqual([]);
      },
    },
    'PUT /api/staff/:id/contracts/:contractId': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'PUT', `/api/staff/${w.md.bStaffId}/contracts/${(await bData(w)).contractId}`, {
          ...asA(w),
          body: { hoursPerWeek: 8 },
        }),
      unchanged: bContractsUnchanged,
    },
    'DELETE /api/staff/:id/contracts/:contractId': {
      kind: 'tenant',
      attack: async (w) =>
        call(
          w.t.app,
          'DELETE',
          `/api/staff/${w.md.bStaffId}/contracts/${(await bData(w)).contractId}`,
          asA(w),
        ),
      unchanged: bContractsUnchanged,
    },
    'GET /api/holidays': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/holidays?year=2035', intoB(w)),
    },
    'POST /api/holidays': {
      kind: 'tenant',
      attack: async (w) => {
        await bData(w);
        return call(w.t.app, 'POST', '/api/holidays', {
          ...intoB(w),
          body: { date: '2035-05-01', name: 'X' },
        });
      },
      unchanged: bHolidaysUnchanged,
    },
    'DELETE /api/holidays/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'DELETE', `/api/holidays/${(await bData(w)).holidayId}`, asA(w)),
      unchanged: bHolidaysUnchanged,
    },
    'POST /api/holidays/reset': {
      kind: 'tenant',
      attack: async (w) => {
        await bData(w);
        return call(w.t.app, 'POST', '/api/holidays/reset?year=2035', intoB(w));
      },
      unchanged: bHolidaysUnchanged,
    },
  };
}

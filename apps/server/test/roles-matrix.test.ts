import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers';
import { addWorkspaceMember, createWorkspaceWithAdmin, type RegisteredUser } from './factories';

/**
 * The role matrix of docs/roles.md, one row per API route (docs/roles.md is the same
 * table for people). ADMIN may do everything; MANAGER everything but workspace settings, licence
 * changes, members and backup; STAFF reads the schedule and their own data only. `public` needs
 * no sign-in; `user` needs a signed-in account and no workspace role.
 */
const A = ['ADMIN'] as const;
const AM = ['ADMIN', 'MANAGER'] as const;
const AMS = ['ADMIN', 'MANAGER', 'STAFF'] as const;
/** `staff`: a staff session (one-time-code sign-in) only; admin-area sessions get 401. */
type Rule = 'public' | 'user' | 'staff' | readonly string[];

export const ROLE_MATRIX: Record<string, Rule> = {
  // Account and sign-in
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/exchange-token': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/public/config': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/external-tokens': 'user',
  'PUT /api/users/:id': 'user',
  // Workspaces (reading one checks membership; creating and restoring make the caller ADMIN)
  'GET /api/workspaces/:id': 'user',
  'POST /api/workspaces': 'user',
  'POST /api/workspaces/restore': 'user',
  'GET /api/workspaces/:id/onboarding': AMS,
  'PUT /api/workspaces/:id/onboarding': AM,
  // Workspace settings, members, licence, backup: ADMIN
  'PUT /api/workspaces/:id/settings': A,
  'GET /api/workspaces/:id/members': A,
  'PUT /api/workspaces/:id/members/:userId': A,
  // Every member may leave; removing someone else is ADMIN only (checked in the service).
  'DELETE /api/workspaces/:id/members/:userId': AMS,
  'GET /api/workspaces/:id/invitations': A,
  'POST /api/workspaces/:id/invitations': A,
  'DELETE /api/workspaces/:id/invitations/:invitationId': A,
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/accept': 'user',
  // Reading the plan, its limits and features: the pages managers use show them.
  'GET /api/workspaces/:id/license-info': AM,
  'POST /api/workspaces/:id/start-trial': A,
  'POST /api/workspaces/:id/backup': A,
  // Email settings and the audit log: ADMIN and MANAGER
  'GET /api/email/settings': AM,
  'PUT /api/email/settings': AM,
  'POST /api/email/test-upcoming-reminders': AM,
  'POST /api/email/test-weekly-summary': AM,
  'GET /api/audit-logs': AM,
  'GET /api/audit-logs/export': AM,
  // The fairness ledger (issue 12): everyone's hours, so ADMIN and MANAGER; staff see their own beside the team median
  'GET /api/ledger': AM,
  'GET /api/ledger/export': AM,
  'GET /api/staff-portal/ledger': 'staff',
  // Master data: everyone reads shift types and staff (the calendar shows them); only planners write
  'GET /api/shift-types': AMS,
  'GET /api/shift-types/:id': AMS,
  'POST /api/shift-types': AM,
  'PUT /api/shift-types/:id': AM,
  'DELETE /api/shift-types/:id': AM,
  'POST /api/shift-types/reorder': AM,
  // Working time (issue 12): everyone reads the rule sets and holidays; STAFF their own contracts only (checked in the service)
  'GET /api/rule-sets': AMS,
  'GET /api/rule-sets/:id': AMS,
  'POST /api/rule-sets': AM,
  'PUT /api/rule-sets/:id': AM,
  'DELETE /api/rule-sets/:id': AM,
  'POST /api/rule-sets/:id/default': AM,
  'GET /api/staff/contracts': AMS,
  'GET /api/staff/:id/contracts': AMS,
  'POST /api/staff/:id/contracts': AM,
  'PUT /api/staff/:id/contracts/:contractId': AM,
  'DELETE /api/staff/:id/contracts/:contractId': AM,
  'GET /api/holidays': AMS,
  'POST /api/holidays': AM,
  'DELETE /api/holidays/:id': AM,
  'POST /api/holidays/reset': AM,
  'GET /api/staff': AMS,
  'POST /api/staff': AM,
  'PUT /api/staff/:id': AM,
  'DELETE /api/staff/:id': AM,
  'POST /api/staff/import/preview': AM,
  'POST /api/staff/import': AM,
  'GET /api/staff/:id/deactivation-preview': AM,
  'PUT /api/staff/:id/skills': AM,
  'POST /api/staff/:id/skills': AM,
  'DELETE /api/staff/:id/skills/:skillId': AM,
  'GET /api/users': AM,
  // Rotation patterns: planning data
  'GET /api/rotation-patterns': AM,
  'GET /api/rotation-patterns/:id': AM,
  'POST /api/rotation-patterns': AM,
  'PUT /api/rotation-patterns/:id': AM,
  'DELETE /api/rotation-patterns/:id': AM,
  'POST /api/rotation-patterns/:id/duplicate': AM,
  'POST /api/rotation-patterns/import': AM,
  'GET /api/rotation-patterns/:id/slots': AM,
  'POST /api/rotation-patterns/:id/slots': AM,
  'PUT /api/rotation-patterns/:id/slots/:slotId': AM,
  'DELETE /api/rotation-patterns/:id/slots/:slotId': AM,
  'POST /api/rotation-patterns/:id/slots/:slotId/assignments': AM,
  'DELETE /api/rotation-patterns/:id/slots/:slotId/assignments/:assignmentId': AM,
  'GET /api/rotation-patterns/:id/assignments': AM,
  'POST /api/rotation-patterns/:id/assignments': AM,
  'DELETE /api/rotation-patterns/:id/assignments/:assignmentId': AM,
  // The schedule: everyone reads it; planners change it
  // Calendar feeds (issue 15 §3): the feed's token is its credential; a member's own address is theirs
  // (staff session) or a planner's to give; workspace feeds are planners'.
  'GET /api/calendar/:file': 'public',
  'GET /api/staff-auth/calendar-feed': 'staff',
  'POST /api/staff-auth/calendar-feed': 'staff',
  'DELETE /api/staff-auth/calendar-feed': 'staff',
  'GET /api/staff/:id/calendar-feed': AM,
  'POST /api/staff/:id/calendar-feed': AM,
  'DELETE /api/staff/:id/calendar-feed': AM,
  'GET /api/calendar-feeds': AM,
  'POST /api/calendar-feeds': AM,
  'POST /api/calendar-feeds/:id/rotate': AM,
  'DELETE /api/calendar-feeds/:id': AM,
  'GET /api/schedules': AMS,
  'GET /api/schedules/conflicts': AMS,
  'GET /api/schedules/entries': AMS,
  'GET /api/schedules/pdf-calendar': AMS,
  'GET /api/schedules/debug': AM,
  'GET /api/schedules/violations': AM,
  'GET /api/schedules/candidates': AM,
  'GET /api/rotation-patterns/:id/violations': AM,
  'GET /api/rotation-patterns/:id/slots/:slotId/candidates': AM,
  'POST /api/schedules/entries': AM,
  'PUT /api/schedules/entries/:id': AM,
  'DELETE /api/schedules/entries/:id': AM,
  'POST /api/schedules/one-off': AM,
  'POST /api/schedules/override': AM,
  // Absences: everyone reads them (the calendar shows them); STAFF may not record, edit or delete (docs/roles.md)
  'GET /api/absences': AMS,
  'GET /api/absences/range': AMS,
  'GET /api/absences/:id': AMS,
  'POST /api/absences': AM,
  'PUT /api/absences/:id': AM,
  'DELETE /api/absences/:id': AM,
  // Staff self-service (issue 5): a staff session only, the member's own data
  'GET /api/staff-auth/available-shifts': 'staff',
  'GET /api/staff-auth/my-shifts': 'staff',
  'GET /api/staff-auth/absences': 'staff',
  'GET /api/staff-auth/one-off-shifts': 'staff',
  'POST /api/staff-auth/claim-shift': 'staff',
  'POST /api/staff-auth/claim-one-off-shift': 'staff',
  'POST /api/staff-auth/absence': 'staff',
  'DELETE /api/staff-auth/absence/:id': 'staff',
  // Availability (issue 15): anyone's for managers, the member's own through the staff portal
  'GET /api/staff/:id/availability': AM,
  'PUT /api/staff/:id/availability/week': AM,
  'PUT /api/staff/:id/availability/exceptions/:date': AM,
  'DELETE /api/staff/:id/availability/exceptions/:date': AM,
  'GET /api/availability': AM,
  'GET /api/availability/requests': AM,
  'POST /api/availability/requests/:id/approve': AM,
  'POST /api/availability/requests/:id/refuse': AM,
  'GET /api/staff-auth/availability': 'staff',
  'PUT /api/staff-auth/availability/week': 'staff',
  'PUT /api/staff-auth/availability/exceptions/:date': 'staff',
  'DELETE /api/staff-auth/availability/exceptions/:date': 'staff',
  // Staff sign-in (issue 5): codes are asked for and checked without a session; me and logout need a staff session
  'GET /api/staff-auth/workspace': 'public',
  'POST /api/staff-auth/send-code': 'public',
  'POST /api/staff-auth/verify-code': 'public',
  'GET /api/staff-auth/me': 'staff',
  'POST /api/staff-auth/logout': 'staff',
  'GET /api/public/:workspaceSlug/staff': 'public',
  // Shift trades (issue 15 §2): staff offer, accept and withdraw with a staff session; every member
  // reads the trades (the calendar marks pending ones); ADMIN and MANAGER decide; ADMIN sets the approval
  'GET /api/staff-auth/trades': 'staff',
  'GET /api/staff-auth/trades/candidates': 'staff',
  'POST /api/staff-auth/trades': 'staff',
  'POST /api/staff-auth/trades/:id/accept': 'staff',
  'POST /api/staff-auth/trades/:id/withdraw': 'staff',
  'GET /api/trades': AMS,
  'GET /api/trades/settings': AMS,
  'PUT /api/trades/settings': A,
  'POST /api/trades/:id/approve': AM,
  'POST /api/trades/:id/refuse': AM,
  // Auto-fill (issue 16): ADMIN and MANAGER start, follow, stop, apply, undo and discard runs
  'POST /api/auto-fill': AM,
  'GET /api/auto-fill': AM,
  'GET /api/auto-fill/:id': AM,
  'POST /api/auto-fill/:id/stop': AM,
  'POST /api/auto-fill/:id/apply': AM,
  'POST /api/auto-fill/:id/undo': AM,
  'POST /api/auto-fill/:id/discard': AM,
};

const ruleOf = (route: { access: string; roles?: readonly string[] }): Rule =>
  route.access === 'workspace'
    ? [...(route.roles ?? ['(any member: no roles declared)'])].sort()
    : (route.access as Rule);

let t: TestApp;
let workspaceId: string;
let actors: Record<'ADMIN' | 'MANAGER' | 'STAFF', RegisteredUser>;
beforeAll(async () => {
  t = await createTestApp();
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Roles ward');
  workspaceId = workspace.id;
  actors = {
    ADMIN: admin,
    MANAGER: await addWorkspaceMember(t, workspaceId, 'MANAGER'),
    STAFF: await addWorkspaceMember(t, workspaceId, 'STAFF'),
  };
});
afterAll(() => t.close());

/** The route's path with the workspace id for `:id` of /api/workspaces and fresh uuids elsewhere. */
function pathOf(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' && url.startsWith('/api/workspaces/')
      ? workspaceId
      : name === 'token'
        ? 'some-token'
        : randomUUID(),
  );
}

describe('role matrix (docs/roles.md)', () => {
  it('every registered API route declares exactly the access and roles of the matrix', () => {
    const registered = new Map(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, ruleOf(r)]));
    const missing = [...registered.keys()].filter((key) => !(key in ROLE_MATRIX)).sort();
    expect(missing, 'routes missing from the role matrix (add them here and to docs/roles.md)').toEqual([]);
    const stale = Object.keys(ROLE_MATRIX).filter((key) => !registered.has(key));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
    const expected = Object.fromEntries(
      Object.entries(ROLE_MATRIX).map(([key, rule]) => [
        key,
        typeof rule === 'string' ? rule : [...rule].sort(),
      ]),
    );
    expect(Object.fromEntries(registered)).toEqual(expected);
  });

  // Every workspace route a role may not call answers 403 to that role (before reading the body).
  for (const role of ['MANAGER', 'STAFF'] as const) {
    it(`answers 403 to a ${role} on every route the matrix keeps from them`, async () => {
      const denied = Object.entries(ROLE_MATRIX).filter(
        ([, rule]) => typeof rule !== 'string' && !rule.includes(role),
      );
      expect(denied.length).toBeGreaterThan(role === 'STAFF' ? 40 : 7);
      const answers: Record<string, number> = {};
      for (const [key] of denied) {
        const [method, url] = key.split(' ') as [string, string];
        const res = await call(t.app, method as 'GET', pathOf(url), {
          token: actors[role].token,
          workspaceId,
          body: method === 'GET' ? undefined : {},
        });
        answers[key] = res.statusCode;
      }
      expect(answers).toEqual(Object.fromEntries(denied.map(([key]) => [key, 403])));
    });
  }

  it('lets each role through on a sample of the routes it may call', async () => {
    const as = (role: keyof typeof actors, method: 'GET' | 'PUT', url: string, body?: unknown) =>
      call(t.app, method, url, { token: actors[role].token, workspaceId, body });
    expect((await as('STAFF', 'GET', '/api/shift-types')).statusCode).toBe(200);
    expect(
      (await as('STAFF', 'GET', '/api/schedules?startDate=2026-01-01&endDate=2026-01-31')).statusCode,
    ).toBe(200);
    expect(
      (await as('STAFF', 'GET', '/api/absences/range?startDate=2026-01-01&endDate=2026-01-31')).statusCode,
    ).toBe(200);
    expect((await as('STAFF', 'GET', '/api/rule-sets')).statusCode).toBe(200);
    expect((await as('STAFF', 'GET', '/api/holidays?year=2026')).statusCode).toBe(200);
    expect((await as('MANAGER', 'GET', '/api/rotation-patterns')).statusCode).toBe(200);
    expect((await as('MANAGER', 'GET', '/api/audit-logs')).statusCode).toBe(200);
    expect(
      (await as('MANAGER', 'GET', '/api/ledger?startDate=2026-01-01&endDate=2026-01-31')).statusCode,
    ).toBe(200);
    expect((await as('MANAGER', 'GET', '/api/email/settings')).statusCode).toBe(200);
    expect((await as('ADMIN', 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(200);
    expect(
      (await as('ADMIN', 'PUT', `/api/workspaces/${workspaceId}/settings`, { maxSelfPlanningDays: 14 }))
        .statusCode,
    ).toBe(200);
  });
});

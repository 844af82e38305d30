import type { FastifyInstance } from 'fastify';
import type { Role, ShiftType, ShiftTypeBody, Staff, StaffBody } from '@openrota/contracts';
import { eq } from 'drizzle-orm';
import type { PlanCode } from '@openrota/domain';
import { workspaceMembers, workspaces } from '../src/db/schema';
import { call, type TestApp } from './helpers';

let counter = 0;

export interface RegisteredUser {
  token: string;
  user: { id: string; email: string; name: string; language: string };
  email: string;
  password: string;
}

/** Registers a user through the API (a real argon2 hash, a real session). */
export async function registerUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<RegisteredUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { email, password, name: overrides.name ?? `User ${counter}`, termsAccepted: true },
    ip: `10.9.${counter % 250}.${Math.floor(counter / 250) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.token, user: body.user, email, password };
}

/** A user with a workspace of their own (ADMIN). */
export async function createWorkspaceWithAdmin(app: FastifyInstance, name = 'Ward 5') {
  const admin = await registerUser(app);
  const res = await call(app, 'POST', '/api/workspaces', { token: admin.token, body: { name } });
  if (res.statusCode !== 201) throw new Error(`workspace failed: ${res.statusCode} ${res.body}`);
  return { admin, workspace: res.json().data as { id: string; name: string; slug: string } };
}

/** Who calls a workspace route: a session token and the X-Workspace-Id. */
export interface WorkspaceActor {
  token: string;
  workspaceId: string;
}

/** A new user added to a workspace with the given role (row inserted directly: no invite flow yet). */
export async function addWorkspaceMember(t: TestApp, workspaceId: string, role: Role = 'STAFF') {
  const user = await registerUser(t.app);
  await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: user.user.id, role });
  return user;
}

/** A shift type created through the API (unique name unless given). */
export async function createShiftType(
  app: FastifyInstance,
  actor: WorkspaceActor,
  overrides: Partial<ShiftTypeBody> = {},
): Promise<ShiftType> {
  counter += 1;
  const body = { name: `Shift ${counter}`, startTime: '07:00', endTime: '15:00', ...overrides };
  const res = await call(app, 'POST', '/api/shift-types', {
    token: actor.token,
    workspaceId: actor.workspaceId,
    body,
  });
  if (res.statusCode !== 201) throw new Error(`shift type failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A staff member created through the API, optionally with skills (shift type ids). */
export async function createStaff(
  app: FastifyInstance,
  actor: WorkspaceActor,
  overrides: Partial<StaffBody> & { skills?: string[] } = {},
): Promise<Staff> {
  counter += 1;
  const { skills, ...fields } = overrides;
  const res = await call(app, 'POST', '/api/staff', {
    token: actor.token,
    workspaceId: actor.workspaceId,
    body: { name: `Staff Member ${counter}`, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`staff failed: ${res.statusCode} ${res.body}`);
  const created: Staff = res.json().data;
  if (!skills?.length) return created;
  const set = await call(app, 'PUT', `/api/staff/${created.id}/skills`, {
    token: actor.token,
    workspaceId: actor.workspaceId,
    body: skills,
  });
  if (set.statusCode !== 200) throw new Error(`skills failed: ${set.statusCode} ${set.body}`);
  return { ...created, skills: set.json().data };
}

/**
 * Sets a workspace's plan (and renewal date) directly, as the operator command does. New
 * workspaces are FREE (6 staff, 1 pattern, 5 shift types): tests that build more, such as the
 * 12-person ward fixture, move to TEAM first.
 */
export async function setWorkspacePlan(
  t: TestApp,
  workspaceId: string,
  plan: PlanCode,
  renewalDate: string | null = null,
) {
  await t.database.db.update(workspaces).set({ plan, renewalDate }).where(eq(workspaces.id, workspaceId));
}

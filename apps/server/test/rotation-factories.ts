import { shiftTypes, staff, staffSkills } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { createWorkspaceWithAdmin, type WorkspaceActor } from './factories';

/**
 * Rows for the rotation tests, inserted with Drizzle so these tests depend only on the tables,
 * not on the shift-type and staff routes.
 */

let counter = 0;

export async function insertShiftType(t: TestApp, workspaceId: string, overrides: Partial<typeof shiftTypes.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.database.db
    .insert(shiftTypes)
    .values({ workspaceId, name: `Shift ${counter}`, startTime: '07:00', endTime: '15:00', order: counter, ...overrides })
    .returning();
  return row!;
}

/** A staff member (active unless told) with skills for the given shift type ids. */
export async function insertStaff(t: TestApp, workspaceId: string, options: { name?: string; active?: boolean; skills?: string[] } = {}) {
  counter += 1;
  const [row] = await t.database.db
    .insert(staff)
    .values({ workspaceId, name: options.name ?? `Staff Member ${counter}`, active: options.active ?? true })
    .returning();
  if (options.skills?.length) {
    await t.database.db.insert(staffSkills).values(options.skills.map((shiftTypeId) => ({ workspaceId, staffId: row!.id, shiftTypeId })));
  }
  return row!;
}

/** A workspace with its admin as actor, one shift type and two skilled staff members. */
export async function rotationWorkspace(t: TestApp, name = 'Ward 7') {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  const actor: WorkspaceActor = { token: admin.token, workspaceId: workspace.id };
  const early = await insertShiftType(t, workspace.id, { name: 'Early' });
  const anna = await insertStaff(t, workspace.id, { name: 'Anna de Vries', skills: [early.id] });
  const bram = await insertStaff(t, workspace.id, { name: 'Bram Jansen', skills: [early.id] });
  return { admin, workspace, actor, early, anna, bram };
}

/** `call` as the actor. */
export function as(t: TestApp, actor: WorkspaceActor) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, url, { token: actor.token, workspaceId: actor.workspaceId, ...(body !== undefined ? { body } : {}) });
}

/** A pattern created through the API. */
export async function createPattern(t: TestApp, actor: WorkspaceActor, overrides: Record<string, unknown> = {}) {
  const res = await as(t, actor)('POST', '/api/rotation-patterns', { name: 'Pattern', startDate: '2026-01-05', weekCount: 2, ...overrides });
  if (res.statusCode !== 201) throw new Error(`pattern failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; name: string; startDate: string; endDate: string | null; weekCount: number; active: boolean };
}

/** A slot created through the API. */
export async function createSlot(t: TestApp, actor: WorkspaceActor, patternId: string, body: { weekNumber?: number; dayOfWeek?: number; shiftTypeId: string; isOptional?: boolean }) {
  const res = await as(t, actor)('POST', `/api/rotation-patterns/${patternId}/slots`, { weekNumber: 1, dayOfWeek: 0, ...body });
  if (res.statusCode !== 201) throw new Error(`slot failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; assignments: unknown[] };
}

import { shiftTypes, staff, staffSkills } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { createWorkspaceWithAdmin, type WorkspaceActor } from './factories';

/**
 * Rows for the rotation tests, inserted with Drizzle so these tests depend only on the tables,
 * not on the shift-type and staff routes.
 */

let counter = 0;

export async function insertShiftType(
  t: TestApp,
  workspaceId: string,
  overrides: Partial<typeof shiftTypes.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await t.database.db
    .insert(shiftTypes)
    .values({
      workspaceId,
      name: `Shift ${counter}`,
      startTime: '07:00',
      endTime: '15:00',
      order: counter,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A staff member (active unless told) with skills for the given shift type ids. */
export async function insertStaff(
  t: TestApp,
  workspaceId: string,
  options: { name?: string; active?: boolean; skills?: string[] } = {},
) {
  counter += 1;
  const [row] = await t.database.db
    .insert(staff)
    .values({ workspaceId, name: options.name ?? `Staff Member ${counter}`, active: options.active ?? true })
    .returning();
  if (options.skills?.length) {
    await t.database.db
      .insert(staffSkills)
      .values(options.skills.map((shiftTypeId) => ({ workspaceId, staffId: row!.id, shiftTypeId })));
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
    call(t.app, method, url, {
      token: actor.token,
      workspaceId: actor.workspaceId,
      ...(body !== undefined ? { body } : {}),
    });
}

/** A pattern created through the API. */
export async function createPattern(
  t: TestApp,
  actor: WorkspaceActor,
  overrides: Record<string, unknown> = {},
) {
  const res = await as(t, actor)('POST', '/api/rotation-patterns', {
    name: 'Pattern',
    startDate: '2026-01-05',
    weekCount: 2,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`pattern failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    id: string;
    name: string;
    startDate: string;
    endDate: string | null;
    weekCount: number;
    active: boolean;
  };
}

/** A slot created through the API. */
export async function createSlot(
  t: TestApp,
  actor: WorkspaceActor,
  patternId: string,
  body: { weekNumber?: number; dayOfWeek?: number; shiftTypeId: string; isOptional?: boolean },
) {
  const res = await as(t, actor)('POST', `/api/rotation-patterns/${patternId}/slots`, {
    weekNumber: 1,
    dayOfWeek: 0,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`slot failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; assignments: unknown[] };
}

export interface RotationTenants {
  a: { patternId: string; slotId: string; shiftTypeId: string; staffId: string };
  b: { patternId: string; slotId: string; slotAssignmentId: string; looseAssignmentId: string };
}

/**
 * For the cross-tenant harness: in A a pattern with one empty slot (and a skilled staff
 * member); in B a pattern "B Rota" whose slot is filled by B's staff member, plus an
 * assignment without a slot.
 */
export async function setupRotationTenants(
  t: TestApp,
  asA: WorkspaceActor,
  asB: WorkspaceActor,
  b: { bShiftTypeId: string; bStaffId: string },
): Promise<RotationTenants> {
  const aType = await insertShiftType(t, asA.workspaceId, { name: 'A Early' });
  const aStaff = await insertStaff(t, asA.workspaceId, { name: 'Ada A', skills: [aType.id] });
  const aPattern = await createPattern(t, asA, { name: 'A Rota' });
  const aSlot = await createSlot(t, asA, aPattern.id, { shiftTypeId: aType.id });
  const bPattern = await createPattern(t, asB, { name: 'B Rota' });
  const bSlot = await createSlot(t, asB, bPattern.id, { shiftTypeId: b.bShiftTypeId });
  const assigned = await as(t, asB)(
    'POST',
    `/api/rotation-patterns/${bPattern.id}/slots/${bSlot.id}/assignments`,
    { staffId: b.bStaffId },
  );
  const loose = await as(t, asB)('POST', `/api/rotation-patterns/${bPattern.id}/assignments`, {
    weekNumber: 2,
    dayOfWeek: 4,
    shiftTypeId: b.bShiftTypeId,
    staffId: b.bStaffId,
  });
  if (assigned.statusCode !== 201 || loose.statusCode !== 201)
    throw new Error(`rotation setup failed: ${assigned.body} ${loose.body}`);
  return {
    a: { patternId: aPattern.id, slotId: aSlot.id, shiftTypeId: aType.id, staffId: aStaff.id },
    b: {
      patternId: bPattern.id,
      slotId: bSlot.id,
      slotAssignmentId: assigned.json().data.id,
      looseAssignmentId: loose.json().data.id,
    },
  };
}

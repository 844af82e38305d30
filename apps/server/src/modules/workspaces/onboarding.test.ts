import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotationPatterns } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
  type WorkspaceActor,
} from '../../../test/factories';

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
  workspaceId = workspace.id;
  actor = { token: admin.token, workspaceId };
});

const url = () => `/api/workspaces/${workspaceId}/onboarding`;
const evaluate = () => call(t.app, 'PUT', url(), actor);
const workspaceAudits = () => auditRows(t, workspaceId, { resource: 'WORKSPACE', action: 'UPDATE' });

describe('workspace onboarding', () => {
  it('reports the four counts and completes only when all four hold', async () => {
    const empty = await call(t.app, 'GET', url(), actor);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({
      onboardingCompleted: false,
      counts: { staff: 0, shiftTypes: 0, staffWithSkills: 0, rotationPatterns: 0 },
    });

    // The client calls this right after the first staff member: not complete yet.
    await createStaff(t.app, actor);
    expect((await evaluate()).json().data).toEqual({
      onboardingCompleted: false,
      counts: { staff: 1, shiftTypes: 0, staffWithSkills: 0, rotationPatterns: 0 },
    });
    const night = await createShiftType(t.app, actor);
    await createShiftType(t.app, actor);
    await createStaff(t.app, actor, { skills: [night.id] });
    expect((await evaluate()).json().data).toMatchObject({
      onboardingCompleted: false,
      counts: { staff: 2, shiftTypes: 2, staffWithSkills: 1 },
    });
    expect(await workspaceAudits()).toEqual([]);

    await t.database.db
      .insert(rotationPatterns)
      .values({ workspaceId, name: 'Ward A', startDate: '2026-11-16', weekCount: 1 });
    const done = await evaluate();
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({
      onboardingCompleted: true,
      counts: { staff: 2, shiftTypes: 2, staffWithSkills: 1, rotationPatterns: 1 },
    });
    expect(
      (await call(t.app, 'GET', `/api/workspaces/${workspaceId}`, actor)).json().data.onboardingCompleted,
    ).toBe(true);
    expect(await workspaceAudits()).toEqual([
      expect.objectContaining({
        resourceId: workspaceId,
        description: expect.stringContaining('Onboarding'),
      }),
    ]);

    // Never cleared again, and no second audit row.
    await t.database.db.delete(rotationPatterns).where(eq(rotationPatterns.workspaceId, workspaceId));
    expect((await evaluate()).json().data).toMatchObject({
      onboardingCompleted: true,
      counts: { rotationPatterns: 0 },
    });
    expect(await workspaceAudits()).toHaveLength(1);
  });

  it('accepts an empty JSON object as the body', async () => {
    const res = await call(t.app, 'PUT', url(), { ...actor, body: {} });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 when the path names another workspace than X-Workspace-Id', async () => {
    const other = await createWorkspaceWithAdmin(t.app);
    // A member of both: the path must still match the selected workspace.
    const res = await call(t.app, 'GET', `/api/workspaces/${other.workspace.id}/onboarding`, actor);
    expect(res.statusCode).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/api/workspaces/${other.workspace.id}/onboarding`, actor)).statusCode,
    ).toBe(404);
  });

  it('lets a STAFF member read the checklist but not re-evaluate it', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    expect((await call(t.app, 'GET', url(), { token: member.token, workspaceId })).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', url(), { token: member.token, workspaceId })).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotationAssignments, rotationPatterns, staffSkills } from '../../db/schema';
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
let adminUser: { id: string; email: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
  workspaceId = workspace.id;
  adminUser = admin.user;
  actor = { token: admin.token, workspaceId };
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { ...actor, body });
const list = async () =>
  (await api('GET', '/api/staff')).json().data as Array<
    Record<string, unknown> & { id: string; name: string }
  >;
const audits = () => auditRows(t, workspaceId, { resource: 'STAFF' });

describe('staff CRUD', () => {
  it('creates with a derived short name, defaults and a lower-cased email, and audits', async () => {
    const res = await api('POST', '/api/staff', {
      name: '  Anna de Vries ',
      email: ' Anna@Example.COM ',
      phone: '+31 6 1234 5678',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      name: 'Anna de Vries',
      shortName: 'AV',
      email: 'anna@example.com',
      phone: '+31 6 1234 5678',
      active: true,
      inactiveFrom: null,
      userId: null,
      user: null,
      skills: [],
    });
    const given = (
      await api('POST', '/api/staff', {
        name: 'bram',
        shortName: ' BB ',
        active: false,
        email: '',
        phone: null,
      })
    ).json().data;
    expect(given).toMatchObject({ shortName: 'BB', active: false, email: null, phone: null });
    expect((await api('POST', '/api/staff', { name: 'chris' })).json().data.shortName).toBe('Chr');
    expect(await audits()).toEqual(
      ['Anna de Vries', 'bram', 'chris'].map((name) =>
        expect.objectContaining({ action: 'CREATE', resourceName: name, userId: adminUser.id }),
      ),
    );
  });

  it('lists by name with skills (shift type name and colour) and the linked account', async () => {
    const night = await createShiftType(t.app, actor, { name: 'Night', color: '#112233' });
    await createStaff(t.app, actor, { name: 'Zoe' });
    await createStaff(t.app, actor, { name: 'Adam', userId: adminUser.id, skills: [night.id] });
    const rows = await list();
    expect(rows.map((r) => r.name)).toEqual(['Adam', 'Zoe']);
    expect(rows[0]).toMatchObject({
      userId: adminUser.id,
      user: { email: adminUser.email },
      skills: [
        { id: expect.any(String), shiftTypeId: night.id, shiftType: { name: 'Night', color: '#112233' } },
      ],
    });
    expect(rows[1]).toMatchObject({ user: null, skills: [] });
  });

  it('updates only the given fields, re-derives an emptied short name, and audits', async () => {
    const s = await createStaff(t.app, actor, {
      name: 'Anna de Vries',
      email: 'a@example.com',
      active: true,
    });
    const res = await api('PUT', `/api/staff/${s.id}`, { name: 'Anna Jansen' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Anna Jansen',
      shortName: 'AV',
      email: 'a@example.com',
      active: true,
    });
    expect(
      (await api('PUT', `/api/staff/${s.id}`, { shortName: '', email: null })).json().data,
    ).toMatchObject({ shortName: 'AJ', email: null });
    expect((await api('PUT', `/api/staff/${s.id}`, { active: false })).json().data.active).toBe(false);
    expect((await api('PUT', `/api/staff/${s.id}`, { userId: adminUser.id })).json().data.user).toEqual({
      email: adminUser.email,
    });
    expect((await api('PUT', `/api/staff/${s.id}`, { userId: null })).json().data.user).toBeNull();
    const updates = (await audits()).filter((a) => a.action === 'UPDATE');
    expect(updates).toHaveLength(5);
    expect(updates[2]!.description).toBe('Staff member "Anna Jansen" updated (deactivated)');
    expect(
      (await api('PUT', '/api/staff/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{}, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters long'],
    [{ name: 'A', shortName: 'x'.repeat(21) }, 'shortName', 'Short name must be at most 20 characters long'],
    [{ name: 'A', email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ name: 'A', email: `${'x'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
    [{ name: 'A', phone: 'call me' }, 'phone', 'Phone may contain digits, spaces and + ( ) . / - only'],
    [{ name: 'A', phone: '1'.repeat(33) }, 'phone', 'Phone must be at most 32 characters long'],
    [{ name: 'A', active: 'yes' }, 'active', undefined],
    [{ name: 'A', userId: 'nope' }, 'userId', undefined],
  ])('rejects %j with 400 (%s)', async (body, field, message) => {
    const res = await api('POST', '/api/staff', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([message ? { field, message } : expect.objectContaining({ field })]),
    );
    const s = await createStaff(t.app, actor);
    if (Object.keys(body).length > 0)
      expect((await api('PUT', `/api/staff/${s.id}`, body)).statusCode).toBe(400);
    expect(await list()).toEqual([expect.objectContaining({ id: s.id, name: s.name })]);
  });

  it('ignores unknown fields: a body cannot choose the id or the workspace', async () => {
    const other = await createWorkspaceWithAdmin(t.app);
    const id = '00000000-0000-4000-8000-000000000001';
    const res = await api('POST', '/api/staff', {
      name: 'Anna',
      id,
      workspaceId: other.workspace.id,
      skills: ['x'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).not.toBe(id);
    expect(await list()).toEqual([expect.objectContaining({ name: 'Anna', skills: [] })]);
  });

  it('links only to an account that is a member of this workspace', async () => {
    const outsider = await createWorkspaceWithAdmin(t.app);
    const res = await api('POST', '/api/staff', { name: 'Linked', userId: outsider.admin.user.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('User not found');
    const s = await createStaff(t.app, actor);
    expect((await api('PUT', `/api/staff/${s.id}`, { userId: outsider.admin.user.id })).statusCode).toBe(404);
    expect(await list()).toEqual([expect.objectContaining({ userId: null })]);
  });

  it('deletes with the skills, refuses while assigned in a pattern, and audits', async () => {
    const night = await createShiftType(t.app, actor, { name: 'Night' });
    const s = await createStaff(t.app, actor, { name: 'Anna', skills: [night.id] });
    const [p] = await t.database.db
      .insert(rotationPatterns)
      .values({ workspaceId, name: 'Ward A', startDate: '2026-11-16', weekCount: 1 })
      .returning();
    const [assignment] = await t.database.db
      .insert(rotationAssignments)
      .values(
        [0, 1].map((dayOfWeek) => ({
          workspaceId,
          rotationPatternId: p!.id,
          staffId: s.id,
          weekNumber: 1,
          dayOfWeek,
          shiftTypeId: night.id,
        })),
      )
      .returning();
    const refused = await api('DELETE', `/api/staff/${s.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Staff member "Anna" is assigned in rotation pattern "Ward A" (2 assignments). Remove those assignments first.',
    );
    expect(await list()).toHaveLength(1);
    await t.database.db
      .delete(rotationAssignments)
      .where(eq(rotationAssignments.rotationPatternId, assignment!.rotationPatternId));
    expect((await api('DELETE', `/api/staff/${s.id}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect(await t.database.db.select().from(staffSkills).where(eq(staffSkills.staffId, s.id))).toEqual([]);
    expect(await audits()).toContainEqual(
      expect.objectContaining({ action: 'DELETE', resourceId: s.id, resourceName: 'Anna' }),
    );
    expect((await api('DELETE', `/api/staff/${s.id}`)).statusCode).toBe(404);
  });
});

describe('roles and GET /api/users', () => {
  it('lets a STAFF member read staff (the calendar names them) but not the accounts, and change nothing', async () => {
    const night = await createShiftType(t.app, actor);
    const s = await createStaff(t.app, actor, { name: 'Anna', skills: [night.id] });
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const as = { token: member.token, workspaceId };
    expect((await call(t.app, 'GET', '/api/staff', as)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users', as)).statusCode).toBe(403);
    const users = await call(t.app, 'GET', '/api/users', { token: actor.token, workspaceId });
    expect(users.statusCode).toBe(200);
    expect(users.json().data).toHaveLength(2);
    expect(users.json().data).toContainEqual({
      id: adminUser.id,
      email: adminUser.email,
      name: adminUser.name,
    });
    const writes = await Promise.all([
      call(t.app, 'POST', '/api/staff', { ...as, body: { name: 'X' } }),
      call(t.app, 'PUT', `/api/staff/${s.id}`, { ...as, body: { name: 'X' } }),
      call(t.app, 'DELETE', `/api/staff/${s.id}`, as),
      call(t.app, 'PUT', `/api/staff/${s.id}/skills`, { ...as, body: [] }),
      call(t.app, 'POST', `/api/staff/${s.id}/skills`, { ...as, body: { shiftTypeId: night.id } }),
      call(t.app, 'DELETE', `/api/staff/${s.id}/skills/${s.skills[0]!.id}`, as),
    ]);
    for (const res of writes) expect(res.statusCode).toBe(403);
    expect(await list()).toEqual([
      expect.objectContaining({ name: 'Anna', skills: [expect.objectContaining({ shiftTypeId: night.id })] }),
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createWorkspaceWithAdmin,
  registerUser,
  type RegisteredUser,
  type WorkspaceActor,
} from '../../../test/factories';

let t: TestApp;
let admin: RegisteredUser;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const created = await createWorkspaceWithAdmin(t.app, 'Ward 9');
  admin = created.admin;
  workspaceId = created.workspace.id;
  actor = { token: admin.token, workspaceId };
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  who: WorkspaceActor = actor,
) => call(t.app, method, `/api/workspaces/${workspaceId}${path}`, { ...who, body });
const setPlan = (plan: string) =>
  t.database.db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId));

/** Invites `email` and returns the token taken from the mailed link. */
async function invite(email: string, role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  const res = await api('POST', '/invitations', { email, role });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const mail = t.mailer.lastTo(email.toLowerCase())!;
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  return { invitation: res.json().data, token, mail };
}
const accept = (user: RegisteredUser, token: string) =>
  call(t.app, 'POST', '/api/invitations/accept', { token: user.token, body: { token } });

describe('members list', () => {
  it('lists members with user id, name, email, role and joinedAt (ADMIN only)', async () => {
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    const res = await api('GET', '/members');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        userId: admin.user.id,
        name: admin.user.name,
        email: admin.email,
        role: 'ADMIN',
        joinedAt: expect.any(String),
      },
      {
        userId: manager.user.id,
        name: manager.user.name,
        email: manager.email,
        role: 'MANAGER',
        joinedAt: expect.any(String),
      },
    ]);
    expect((await api('GET', '/members', undefined, { token: manager.token, workspaceId })).statusCode).toBe(
      403,
    );
    expect(
      (await api('GET', '/invitations', undefined, { token: manager.token, workspaceId })).statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'POST',
          '/invitations',
          { email: 'x@example.com', role: 'STAFF' },
          { token: manager.token, workspaceId },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('invitations', () => {
  it('stores a hashed 7-day invitation, mails the link in the inviter’s language, lists it and audits', async () => {
    const res = await api('POST', '/invitations', { email: '  New.Person@Example.com ', role: 'MANAGER' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Invitation sent to new.person@example.com',
      data: { email: 'new.person@example.com', role: 'MANAGER', invitedBy: admin.user.name, expired: false },
    });
    const data = res.json().data;
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );
    const mail = t.mailer.lastTo('new.person@example.com')!;
    expect(mail.subject).toBe('You are invited to join Ward 9 on OpenRota');
    expect(mail.text).toContain(
      `${admin.user.name} invited you to join the workspace "Ward 9" on OpenRota as manager.`,
    );
    const token = /http:\/\/app\.test\/accept-invitation\?token=([A-Za-z0-9_-]{43})\n/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const [stored] = await t.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, data.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api('GET', '/invitations')).json().data).toEqual([data]);
    expect(await auditRows(t, workspaceId, { resource: 'USER', action: 'CREATE' })).toEqual([
      expect.objectContaining({
        resourceName: 'new.person@example.com',
        description: 'new.person@example.com invited as MANAGER',
      }),
    ]);
  });

  it('mails in Dutch when the inviter uses nl', async () => {
    await call(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { language: 'nl' } });
    const { mail } = await invite('dutch@example.com', 'STAFF');
    expect(mail.subject).toBe('Je bent uitgenodigd voor Ward 9 op OpenRota');
    expect(mail.text).toContain('als medewerker');
  });

  it('re-inviting replaces the pending invitation: the old link stops working', async () => {
    const first = await invite('again@example.com', 'STAFF');
    const second = await invite('again@example.com', 'MANAGER');
    const pending = (await api('GET', '/invitations')).json().data;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: second.invitation.id, role: 'MANAGER' });
    expect((await call(t.app, 'GET', `/api/invitations/${first.token}`)).json().data.state).toBe('REVOKED');
    const user = await registerUser(t.app, { email: 'again@example.com' });
    expect((await accept(user, first.token)).statusCode).toBe(410);
    expect((await accept(user, second.token)).statusCode).toBe(200);
  });

  it('refuses an address that is already a member (409) and bad input (400)', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const res = await api('POST', '/invitations', { email: member.email.toUpperCase(), role: 'MANAGER' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`${member.email} is already a member of this workspace`);
    const bad = await api('POST', '/invitations', { email: 'not-an-email', role: 'OWNER' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'role']);
  });

  it('previews a token publicly: workspace, role, email and state; unknown → 404', async () => {
    const { token } = await invite('peek@example.com', 'STAFF');
    const res = await call(t.app, 'GET', `/api/invitations/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      workspaceName: 'Ward 9',
      role: 'STAFF',
      email: 'peek@example.com',
      state: 'PENDING',
      expired: false,
      accepted: false,
    });
    expect((await call(t.app, 'GET', '/api/invitations/unknown-token')).statusCode).toBe(404);
  });

  it('accepting with the invited account adds the membership with the role, once', async () => {
    const { token } = await invite('joiner@example.com', 'MANAGER');
    const joiner = await registerUser(t.app, { email: 'joiner@example.com' });
    const res = await accept(joiner, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'You joined Ward 9',
      data: { id: workspaceId, name: 'Ward 9', role: 'MANAGER' },
    });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: joiner.token });
    expect(me.json().data.workspaces).toEqual([
      expect.objectContaining({ id: workspaceId, role: 'MANAGER' }),
    ]);
    expect((await call(t.app, 'GET', `/api/invitations/${token}`)).json().data).toMatchObject({
      state: 'ACCEPTED',
      accepted: true,
    });
    const again = await accept(joiner, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('This invitation has already been used');
    expect((await api('GET', '/invitations')).json().data).toEqual([]);
    expect(await auditRows(t, workspaceId, { resource: 'USER', action: 'ASSIGN' })).toEqual([
      expect.objectContaining({
        userId: joiner.user.id,
        description: 'joiner@example.com joined as MANAGER by invitation',
      }),
    ]);
  });

  it('refuses a signed-in account with another email (403, naming the address) and needs sign-in', async () => {
    const { token } = await invite('right@example.com');
    const wrong = await registerUser(t.app, { email: 'wrong@example.com' });
    const res = await accept(wrong, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'This invitation is for right@example.com. Sign in with that email address to accept it',
    );
    expect((await call(t.app, 'POST', '/api/invitations/accept', { body: { token } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/invitations/${token}`)).json().data.state).toBe('PENDING');
  });

  it('accepting while already a member answers 409 and leaves the role as it was', async () => {
    const { token } = await invite('twice@example.com', 'MANAGER');
    const user = await registerUser(t.app, { email: 'twice@example.com' });
    await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: user.user.id, role: 'STAFF' });
    const res = await accept(user, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You are already a member of this workspace');
    const me = await call(t.app, 'GET', '/api/auth/me', { token: user.token });
    expect(me.json().data.workspaces).toEqual([expect.objectContaining({ id: workspaceId, role: 'STAFF' })]);
  });

  it('rate limits the public preview per client address like the sign-in calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await call(t.app, 'GET', '/api/invitations/guess-' + i, { ip: '10.77.0.1' })).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await call(t.app, 'GET', '/api/invitations/guess-x', { ip: '10.77.0.2' })).statusCode).toBe(404);
  });

  it('an expired invitation answers 410 and previews as expired', async () => {
    const { token, invitation } = await invite('late@example.com');
    await t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(workspaceInvitations.id, invitation.id));
    expect((await call(t.app, 'GET', `/api/invitations/${token}`)).json().data).toMatchObject({
      state: 'EXPIRED',
      expired: true,
    });
    const late = await registerUser(t.app, { email: 'late@example.com' });
    const res = await accept(late, token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toBe('This invitation has expired. Ask an admin of the workspace for a new one');
    expect((await api('GET', '/invitations')).json().data[0].expired).toBe(true);
  });

  it('expires after 7 days on the injected clock', async () => {
    const { token } = await invite('week@example.com');
    t.clock.advance(7 * 24 * 3600 * 1000 + 1);
    try {
      expect((await call(t.app, 'GET', `/api/invitations/${token}`)).json().data.state).toBe('EXPIRED');
    } finally {
      t.clock.advance(-(7 * 24 * 3600 * 1000 + 1));
    }
  });

  it('a revoked invitation cannot be accepted; revoke is audited and 404 the second time', async () => {
    const { token, invitation } = await invite('revoked@example.com');
    const res = await api('DELETE', `/invitations/${invitation.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Invitation revoked successfully');
    expect((await api('DELETE', `/invitations/${invitation.id}`)).statusCode).toBe(404);
    const user = await registerUser(t.app, { email: 'revoked@example.com' });
    expect((await accept(user, token)).statusCode).toBe(410);
    expect((await api('GET', '/invitations')).json().data).toEqual([]);
    expect(await auditRows(t, workspaceId, { resource: 'USER', action: 'DELETE' })).toEqual([
      expect.objectContaining({ description: 'Invitation of revoked@example.com revoked' }),
    ]);
  });
});

describe('roles and the last ADMIN', () => {
  it('changes a role and audits; the last ADMIN cannot be demoted', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const res = await api('PUT', `/members/${member.user.id}`, { role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Role updated successfully',
      data: { userId: member.user.id, role: 'MANAGER' },
    });
    expect(await auditRows(t, workspaceId, { resource: 'USER', action: 'UPDATE' })).toEqual([
      expect.objectContaining({ description: `Role of ${member.email} changed from STAFF to MANAGER` }),
    ]);
    const demote = await api('PUT', `/members/${admin.user.id}`, { role: 'MANAGER' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('A workspace needs at least one admin: make another member admin first');
    expect(
      (await api('PUT', '/members/00000000-0000-4000-8000-000000000000', { role: 'STAFF' })).statusCode,
    ).toBe(404);
  });

  it('removes a member (ADMIN), refuses removing the last ADMIN, and lets anyone but the last ADMIN leave', async () => {
    const staff = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    // A MANAGER cannot remove someone else …
    expect(
      (await api('DELETE', `/members/${staff.user.id}`, undefined, { token: manager.token, workspaceId }))
        .statusCode,
    ).toBe(403);
    // … but may leave.
    const left = await api('DELETE', `/members/${manager.user.id}`, undefined, {
      token: manager.token,
      workspaceId,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You left the workspace');
    const removed = await api('DELETE', `/members/${staff.user.id}`);
    expect(removed.json().message).toBe('Member removed successfully');
    expect((await call(t.app, 'GET', '/api/staff', { token: staff.token, workspaceId })).statusCode).toBe(
      404,
    );
    const self = await api('DELETE', `/members/${admin.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(
      'You are the last admin of this workspace: make another member admin before leaving',
    );
    expect((await api('GET', '/members')).json().data.map((m: { userId: string }) => m.userId)).toEqual([
      admin.user.id,
    ]);
    expect(await auditRows(t, workspaceId, { resource: 'USER', action: 'UNASSIGN' })).toEqual([
      expect.objectContaining({ description: `${manager.email} left the workspace` }),
      expect.objectContaining({ description: `${staff.email} removed from the workspace` }),
    ]);
  });

  it('with two ADMINs one can be demoted or removed', async () => {
    await setPlan('TEAM');
    const second = await addWorkspaceMember(t, workspaceId, 'ADMIN');
    expect((await api('PUT', `/members/${admin.user.id}`, { role: 'MANAGER' })).statusCode).toBe(200);
    expect(
      (await api('DELETE', `/members/${admin.user.id}`, undefined, { token: second.token, workspaceId }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the plan’s admins limit', () => {
  it('FREE allows 1 admin: promoting, inviting or accepting as ADMIN answers 403 PLAN_LIMIT', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    const promote = await api('PUT', `/members/${member.user.id}`, { role: 'ADMIN' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Free plan allows at most 1 admins. Upgrade your plan to add more.',
    });
    const inviteRes = await api('POST', '/invitations', { email: 'boss@example.com', role: 'ADMIN' });
    expect(inviteRes.statusCode).toBe(403);
    expect(inviteRes.json().code).toBe('PLAN_LIMIT');
    // Invited while the plan allowed it, accepted after it no longer does.
    await setPlan('START');
    const { token } = await invite('boss@example.com', 'ADMIN');
    expect((await api('PUT', `/members/${member.user.id}`, { role: 'ADMIN' })).statusCode).toBe(200);
    await setPlan('FREE');
    const boss = await registerUser(t.app, { email: 'boss@example.com' });
    const res = await accept(boss, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_LIMIT');
    expect((await call(t.app, 'GET', `/api/invitations/${token}`)).json().data.state).toBe('PENDING');
  });

  it('START allows 3 admins', async () => {
    await setPlan('START');
    const a = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const b = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const c = await addWorkspaceMember(t, workspaceId, 'STAFF');
    expect((await api('PUT', `/members/${a.user.id}`, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await api('PUT', `/members/${b.user.id}`, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await api('PUT', `/members/${c.user.id}`, { role: 'ADMIN' })).json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: 'The Start plan allows at most 3 admins. Upgrade your plan to add more.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createStaff, createWorkspaceWithAdmin } from '../../../test/factories';
import { onStaffAccessEnded, staffAccessEnded } from './staff-access-hook';

describe('staff access hook', () => {
  const tx = {} as DbOrTx;
  const event = { workspaceId: 'w', staffId: 's', reason: 'deactivated' } as const;

  it('runs the listeners of the same app only, in the order they were registered', async () => {
    const a = {} as AppContext;
    const b = {} as AppContext;
    const calls: string[] = [];
    onStaffAccessEnded(a, async (ctx, t, e) => {
      expect([ctx, t, e]).toEqual([a, tx, event]);
      calls.push('first');
    });
    onStaffAccessEnded(a, async () => {
      calls.push('second');
    });
    await staffAccessEnded(b, tx, event);
    expect(calls).toEqual([]);
    await staffAccessEnded(a, tx, event);
    expect(calls).toEqual(['first', 'second']);
  });

  it('passes a listener failure on to the caller (whose transaction then rolls back)', async () => {
    const ctx = {} as AppContext;
    const later = vi.fn(async () => {});
    onStaffAccessEnded(ctx, async () => {
      throw new Error('listener failed');
    });
    onStaffAccessEnded(ctx, later);
    await expect(staffAccessEnded(ctx, tx, event)).rejects.toThrow('listener failed');
    expect(later).not.toHaveBeenCalled();
  });
});

describe('staff access hook in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs in the transaction of the change: a failing listener leaves the member active', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const actor = { token: admin.token, workspaceId: workspace.id };
    const member = await createStaff(t.app, actor);
    const seen: string[] = [];
    onStaffAccessEnded(t.app.ctx, async (_ctx, _tx, e) => {
      seen.push(`${e.staffId}:${e.reason}`);
      if (e.staffId === member.id && e.reason === 'deactivated') throw new Error('listener failed');
    });
    const off = await call(t.app, 'PUT', `/api/staff/${member.id}`, { ...actor, body: { active: false } });
    expect(off.statusCode).toBe(500);
    const after = await call(t.app, 'GET', '/api/staff', actor);
    expect(after.json().data.find((s: { id: string }) => s.id === member.id).active).toBe(true);
    const contact = await call(t.app, 'PUT', `/api/staff/${member.id}`, {
      ...actor,
      body: { email: 'new@example.com' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(seen).toEqual([`${member.id}:deactivated`, `${member.id}:contactChanged`]);
  });
});

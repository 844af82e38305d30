import { expect } from 'vitest';
import { call } from './helpers';
import type { Case, World } from './cross-tenant.test';

/**
 * Calendar feed routes in the cross-tenant harness: A's admin names B's staff member or B's
 * workspace feed (or sends B's workspace header) and gets 404; B's feeds are unchanged (the
 * addresses B made still answer their calendar).
 */
interface FeedWorld {
  bStaffFeedUrl: string;
  bWorkspaceFeedId: string;
  bWorkspaceFeedUrl: string;
}
const prepared = new WeakMap<World, Promise<FeedWorld>>();

function feedWorld(w: World): Promise<FeedWorld> {
  let p = prepared.get(w);
  if (!p) {
    p = (async () => {
      const asB = { token: w.b.admin.token, workspaceId: w.b.workspace.id };
      const staffFeed = await call(w.t.app, 'POST', `/api/staff/${w.md.bStaffId}/calendar-feed`, asB);
      const wsFeed = await call(w.t.app, 'POST', '/api/calendar-feeds', { ...asB, body: {} });
      return {
        bStaffFeedUrl: new URL(staffFeed.json().data.httpsUrl).pathname,
        bWorkspaceFeedId: wsFeed.json().data.id,
        bWorkspaceFeedUrl: new URL(wsFeed.json().data.httpsUrl).pathname,
      };
    })();
    prepared.set(w, p);
  }
  return p;
}

export function calendarFeedCases(): Record<string, Case> {
  const asA = (w: World) => ({ token: w.a.admin.token, workspaceId: w.a.workspace.id });
  const intoB = (w: World) => ({ token: w.a.admin.token, workspaceId: w.b.workspace.id });
  const bFeedsUnchanged = async (w: World) => {
    const f = await feedWorld(w);
    expect((await call(w.t.app, 'GET', f.bStaffFeedUrl)).statusCode).toBe(200);
    expect((await call(w.t.app, 'GET', f.bWorkspaceFeedUrl)).statusCode).toBe(200);
  };
  const onBStaff = (method: 'GET' | 'POST' | 'DELETE'): Case => ({
    kind: 'tenant',
    attack: async (w) => {
      await feedWorld(w);
      return call(w.t.app, method, `/api/staff/${w.md.bStaffId}/calendar-feed`, asA(w));
    },
    unchanged: bFeedsUnchanged,
  });
  return {
    'GET /api/calendar/:file': {
      kind: 'public',
      why: 'the token is the credential; a feed shows only its own workspace (calendar-feeds.test.ts)',
    },
    'GET /api/staff-auth/calendar-feed': {
      kind: 'own-account',
      why: 'the signed-in staff member’s own feed only',
    },
    'POST /api/staff-auth/calendar-feed': {
      kind: 'own-account',
      why: 'the signed-in staff member’s own feed only',
    },
    'DELETE /api/staff-auth/calendar-feed': {
      kind: 'own-account',
      why: 'the signed-in staff member’s own feed only',
    },
    'GET /api/staff/:id/calendar-feed': onBStaff('GET'),
    'POST /api/staff/:id/calendar-feed': onBStaff('POST'),
    'DELETE /api/staff/:id/calendar-feed': onBStaff('DELETE'),
    'GET /api/calendar-feeds': {
      kind: 'tenant',
      attack: async (w) => {
        await feedWorld(w);
        return call(w.t.app, 'GET', '/api/calendar-feeds', intoB(w));
      },
    },
    'POST /api/calendar-feeds': {
      kind: 'tenant',
      // A's workspace, B's staff member as the filter: not found.
      attack: async (w) =>
        call(w.t.app, 'POST', '/api/calendar-feeds', { ...asA(w), body: { staffId: w.md.bStaffId } }),
      unchanged: async (w) => {
        const res = await call(w.t.app, 'GET', '/api/calendar-feeds', asA(w));
        expect(res.json().data).toEqual([]);
      },
    },
    'POST /api/calendar-feeds/:id/rotate': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/calendar-feeds/${(await feedWorld(w)).bWorkspaceFeedId}/rotate`, asA(w)),
      unchanged: bFeedsUnchanged,
    },
    'DELETE /api/calendar-feeds/:id': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'DELETE', `/api/calendar-feeds/${(await feedWorld(w)).bWorkspaceFeedId}`, asA(w)),
      unchanged: bFeedsUnchanged,
    },
  };
}

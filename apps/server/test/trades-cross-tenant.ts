import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shiftTrades } from '../src/db/schema';
import { call } from './helpers';
import type { Case, World } from './cross-tenant.test';
import { enableStaffLogin, insertStaffSession } from './staff-portal-factories';

/**
 * Shift trades in the cross-tenant harness: a staff member (or the admin) of workspace A names
 * workspace B's trade or shift and gets 404; B's trade stays OPEN. B's trade is stored directly
 * (B's member offering B's rotation slot on a far date).
 */
interface TradeWorld {
  token: string;
  bTradeId: string;
}
const prepared = new WeakMap<World, Promise<TradeWorld>>();

function tradeWorld(w: World): Promise<TradeWorld> {
  let p = prepared.get(w);
  if (!p) {
    p = (async () => {
      await enableStaffLogin(w.t, w.a.workspace.id);
      const token = await insertStaffSession(w.t, w.a.workspace.id, w.md.aStaffId);
      const [row] = await w.t.database.db
        .insert(shiftTrades)
        .values({
          workspaceId: w.b.workspace.id,
          kind: 'GIVE_AWAY',
          offeredByStaffId: w.md.bStaffId,
          shiftDate: '2099-01-05',
          rotationSlotId: w.rot.b.slotId,
          shiftTypeId: w.md.bShiftTypeId,
          startsAt: new Date('2099-01-05T06:00:00Z'),
        })
        .returning();
      return { token, bTradeId: row!.id };
    })();
    prepared.set(w, p);
  }
  return p;
}

const stillOpen = async (w: World) => {
  const [row] = await w.t.database.db
    .select()
    .from(shiftTrades)
    .where(eq(shiftTrades.id, (await tradeWorld(w)).bTradeId));
  expect(row!.status).toBe('OPEN');
};

export function tradesCases(): Record<string, Case> {
  const asAStaff = async (w: World, method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(w.t.app, method, url, {
      token: (await tradeWorld(w)).token,
      ...(body !== undefined ? { body } : {}),
    });
  const asA = (w: World, body?: unknown) => ({
    token: w.a.admin.token,
    workspaceId: w.a.workspace.id,
    ...(body !== undefined ? { body } : {}),
  });
  const intoB = (w: World, body?: unknown) => ({
    token: w.a.admin.token,
    workspaceId: w.b.workspace.id,
    ...(body !== undefined ? { body } : {}),
  });
  const bShift = (w: World) => ({ date: '2099-01-05', shiftId: `rotation:${w.rot.b.slotId}:2099-01-05` });
  return {
    'GET /api/staff-auth/trades': {
      kind: 'own-account',
      why: 'the signed-in staff member’s own offers and their own workspace’s open offers only',
    },
    'GET /api/staff-auth/trades/candidates': {
      kind: 'tenant',
      attack: async (w) => {
        const s = bShift(w);
        return asAStaff(
          w,
          'GET',
          `/api/staff-auth/trades/candidates?kind=GIVE_AWAY&date=${s.date}&shiftId=${encodeURIComponent(s.shiftId)}`,
        );
      },
    },
    'POST /api/staff-auth/trades': {
      kind: 'tenant',
      attack: (w) => asAStaff(w, 'POST', '/api/staff-auth/trades', { kind: 'GIVE_AWAY', shift: bShift(w) }),
      unchanged: stillOpen,
    },
    'POST /api/staff-auth/trades/:id/accept': {
      kind: 'tenant',
      attack: async (w) =>
        asAStaff(w, 'POST', `/api/staff-auth/trades/${(await tradeWorld(w)).bTradeId}/accept`, {}),
      unchanged: stillOpen,
    },
    'POST /api/staff-auth/trades/:id/withdraw': {
      kind: 'tenant',
      attack: async (w) =>
        asAStaff(w, 'POST', `/api/staff-auth/trades/${(await tradeWorld(w)).bTradeId}/withdraw`),
      unchanged: stillOpen,
    },
    'GET /api/trades': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', '/api/trades', intoB(w)) },
    'GET /api/trades/settings': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'GET', '/api/trades/settings', intoB(w)),
    },
    'PUT /api/trades/settings': {
      kind: 'tenant',
      attack: (w) => call(w.t.app, 'PUT', '/api/trades/settings', intoB(w, { approval: 'AUTOMATIC' })),
      unchanged: async (w) => {
        const res = await call(w.t.app, 'GET', '/api/trades/settings', {
          token: w.b.admin.token,
          workspaceId: w.b.workspace.id,
        });
        expect(res.json().data.approval).toBe('MANAGER');
      },
    },
    'POST /api/trades/:id/approve': {
      kind: 'tenant',
      attack: async (w) =>
        call(w.t.app, 'POST', `/api/trades/${(await tradeWorld(w)).bTradeId}/approve`, asA(w)),
      unchanged: stillOpen,
    },
    'POST /api/trades/:id/refuse': {
      kind: 'tenant',
      attack: async (w) =>
        call(
          w.t.app,
          'POST',
          `/api/trades/${(await tradeWorld(w)).bTradeId}/refuse`,
          asA(w, { reason: 'No' }),
        ),
      unchanged: stillOpen,
    },
  };
}

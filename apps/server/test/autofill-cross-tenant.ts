import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { autoFillRuns } from '../src/db/schema';
import { call } from './helpers';
import type { Case, World } from './cross-tenant.test';

/**
 * Auto-fill runs in the cross-tenant harness: workspace A's admin names workspace B's run (or
 * sends B's header) and gets 404; B's run stays READY with its proposal. B's run is stored
 * directly: a READY proposal giving B's rotation slot on a far date to B's member.
 */
const prepared = new WeakMap<World, Promise<string>>();

function bRun(w: World): Promise<string> {
  let p = prepared.get(w);
  if (!p) {
    p = (async () => {
      const slotId = `rotation:${w.rot.b.slotId}:2099-01-05`;
      const [row] = await w.t.database.db
        .insert(autoFillRuns)
        .values({
          workspaceId: w.b.workspace.id,
          mode: 'OPEN_SHIFTS',
          status: 'READY',
          startDate: '2099-01-05',
          endDate: '2099-01-11',
          timeLimitSeconds: 10,
          progress: { elapsedSeconds: 1, slots: 1, bestObjective: 0, uncovered: 0, bound: 0 },
          proposal: {
            slots: [
              {
                slotId,
                date: '2099-01-05',
                shiftTypeId: w.md.bShiftTypeId,
                rotationSlotId: w.rot.b.slotId,
                scheduleEntryId: null,
                previousStaffId: null,
              },
            ],
            assignments: [
              {
                slotId,
                personId: w.md.bStaffId,
                name: 'Bob B',
                reasons: ['SKILLED'],
                minutesAfter: 480,
                targetMinutes: null,
                cost: 0,
                runnersUp: [],
                excluded: [],
              },
            ],
            unfilled: [],
            recheckViolations: 0,
          },
        })
        .returning();
      return row!.id;
    })();
    prepared.set(w, p);
  }
  return p;
}

const stillReady = async (w: World) => {
  const [row] = await w.t.database.db
    .select()
    .from(autoFillRuns)
    .where(eq(autoFillRuns.id, await bRun(w)));
  expect(row!.status).toBe('READY');
  expect(row!.stopRequested).toBe(false);
};

export function autoFillCases(): Record<string, Case> {
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
  const onB = (action: string, body?: unknown): Case => ({
    kind: 'tenant',
    attack: async (w) => call(w.t.app, 'POST', `/api/auto-fill/${await bRun(w)}/${action}`, asA(w, body)),
    unchanged: stillReady,
  });
  return {
    'POST /api/auto-fill': {
      kind: 'tenant',
      attack: (w) =>
        call(w.t.app, 'POST', '/api/auto-fill', intoB(w, { startDate: '2099-01-05', endDate: '2099-01-11' })),
      unchanged: async (w) => {
        const rows = await w.t.database.db
          .select()
          .from(autoFillRuns)
          .where(eq(autoFillRuns.workspaceId, w.b.workspace.id));
        expect(rows.filter((r) => r.status === 'QUEUED')).toEqual([]);
      },
    },
    'GET /api/auto-fill': { kind: 'tenant', attack: (w) => call(w.t.app, 'GET', '/api/auto-fill', intoB(w)) },
    'GET /api/auto-fill/:id': {
      kind: 'tenant',
      attack: async (w) => call(w.t.app, 'GET', `/api/auto-fill/${await bRun(w)}`, asA(w)),
    },
    'POST /api/auto-fill/:id/stop': onB('stop'),
    'POST /api/auto-fill/:id/apply': onB('apply', {}),
    'POST /api/auto-fill/:id/undo': onB('undo'),
    'POST /api/auto-fill/:id/discard': onB('discard'),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computationCounts, forgetComputations } from '../src/modules/schedule/schedule-cache';
import { call, createTestApp, type TestApp } from './helpers';
import { freshWorkspace, recipes, type Fresh } from './mutating-routes';

/**
 * A schedule read after a write is computed incrementally from the previous version's content
 * (docs/adr/0008-schedule-version-and-cache.md: only the changed days through the engine, only the
 * changed people through the checker). Whatever a route changed, that answer must equal a
 * computation from scratch: each mutating route's recipe (test/mutating-routes.ts) runs on a
 * fresh workspace whose calendar and violations were read before; the reads after it are
 * compared with the same reads once the app has forgotten every computation.
 */

const RANGES = ['startDate=2026-01-01&endDate=2026-01-31', 'startDate=2026-03-01&endDate=2026-03-31'];
/** Routes that reach the schedule's inputs; the others (auth, mail settings, members…) cannot. */
const SCHEDULE_ROUTES = Object.keys(recipes).filter((r) =>
  /rotation-patterns|schedule|absences|shift-types|\/staff|one-off|availability|trades|contracts|rule-sets|holidays|claims|publish|auto-fill|working-time|settings|workspaces\/:id$/.test(
    r,
  ),
);

let t: TestApp;
let incrementalBefore = 0;
beforeAll(async () => {
  t = await createTestApp();
  incrementalBefore = computationCounts.incremental;
});
afterAll(() => t.close());

async function reads(w: Fresh): Promise<string[]> {
  const out: string[] = [];
  for (const range of RANGES)
    for (const path of ['/api/schedules', '/api/schedules/violations']) {
      const res = await call(t.app, 'GET', `${path}?${range}`, {
        token: w.admin.token,
        workspaceId: w.workspace.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      out.push(`${path}?${range} ${res.body}`);
    }
  return out;
}

describe('the incremental computation equals a full one', () => {
  it('covers the schedule routes', () => {
    expect(SCHEDULE_ROUTES.length).toBeGreaterThan(30);
  });

  for (const route of SCHEDULE_ROUTES) {
    it(`after ${route}`, async () => {
      const w = await freshWorkspace(t, `Incremental ${route}`);
      const act = await recipes[route]!.prepare(w);
      await reads(w); // the previous content the next read starts from
      const res = await act();
      expect(res.statusCode, res.body).toBeLessThan(300);
      const after = await reads(w);
      forgetComputations(t.app.ctx);
      const full = await reads(w);
      expect(after).toEqual(full);
    });
  }

  it('took the incremental path after some of those routes (or this file proves nothing)', () => {
    expect(computationCounts.incremental).toBeGreaterThan(incrementalBefore);
  });
});

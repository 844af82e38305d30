import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, buildSchedule, todayInTimeZone } from '@openrota/domain';
import type { AppContext } from '../src/context';
import { loadScheduleInput, publishedShiftsIn } from '../src/modules/schedule/schedule.service';
import { findPublishState, findScheduleHead } from '../src/modules/schedule/schedule.repository';
import {
  loadCheckContext,
  periodViolationsOf,
  shiftsRange,
} from '../src/modules/schedule/rule-checks.service';
import { listHolidays, loadRuleContext } from '../src/modules/working-time';
import { createTestApp, type TestApp } from './helpers';
import { exempt, freshWorkspace, mutatingRoutes, recipes } from './mutating-routes';

/**
 * Every mutating API route that changes what a schedule reader computes raises the workspace's
 * schedule version (docs/adr/0008-schedule-version-and-cache.md): each route's recipe
 * (test/mutating-routes.ts, the audit-coverage test's) runs on a fresh workspace, and what the
 * readers compute is taken before and after WITHOUT the cache (the engine's input and entries
 * over the recipes' dates and the staff portal's window, the period's violations, the rule sets,
 * contracts and public holidays, the workspace's settings). When it changed, the version must
 * be higher. A route that changes the schedule without raising it would let every cache serve
 * the old schedule; a new route without a recipe or exemption fails the list check.
 */

/** Routes that must leave the version alone: raising it there would empty the cache for nothing. */
const KEEPS_VERSION = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/workspaces/:id/backup',
  'POST /api/workspaces/:id/invitations',
  'PUT /api/email/settings',
  'POST /api/staff-auth/send-code',
  'POST /api/staff-auth/logout',
];

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
});
afterAll(() => t.close());

/** What the schedule readers compute for the workspace, computed afresh; and its version. */
async function observe(workspaceId: string): Promise<{ version: number; view: string }> {
  const db = t.database.db;
  const head = await findScheduleHead(db, workspaceId);
  if (!head) throw new Error('no workspace');
  const { version, ...settings } = head;
  const today = todayInTimeZone(t.clock.now().getTime(), head.timeZone);
  // The recipes' dates (2026) and the staff portal's window around today.
  const range = {
    startDate: '2025-12-01',
    endDate: addDays(today > '2026-12-31' ? today : '2026-12-31', 90),
  };
  const check = await loadCheckContext(ctx, db, workspaceId);
  const input = await loadScheduleInput(db, workspaceId, shiftsRange(check, range));
  const view = JSON.stringify({
    settings,
    input,
    entries: buildSchedule(input, range, today).entries,
    violations: periodViolationsOf(check, input, range),
    rules: await loadRuleContext(db, workspaceId),
    holidays: await listHolidays(db, workspaceId, range.startDate, range.endDate),
    // What staff are shown of a publishing workspace (docs/adr/0012-publish-snapshot.md).
    publish: await findPublishState(db, workspaceId),
    published: [...(await publishedShiftsIn(db, workspaceId, range.startDate, range.endDate))],
  });
  return { version, view };
}

describe('schedule version coverage', () => {
  it('has a recipe or an exemption for every mutating route', () => {
    const mutating = mutatingRoutes(t);
    expect(mutating.filter((r) => !recipes[r] && !exempt[r])).toEqual([]);
    expect(KEEPS_VERSION.filter((r) => !mutating.includes(r))).toEqual([]);
  });

  for (const [route, recipe] of Object.entries(recipes)) {
    it(`${route} raises the schedule version when it changes a schedule`, async () => {
      const w = await freshWorkspace(t, `Version ${route}`);
      const act = await recipe.prepare(w);
      const before = await observe(w.workspace.id);
      const res = await act();
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const after = await observe(w.workspace.id);
      if (after.view !== before.view) {
        expect(after.version, 'changed the schedule without raising the version').toBeGreaterThan(
          before.version,
        );
      }
      if (KEEPS_VERSION.includes(route)) expect(after.version).toBe(before.version);
    });
  }
});

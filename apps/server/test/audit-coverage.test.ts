import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { exempt, freshWorkspace, mutatingRoutes, recipes, type Fresh, type Scope } from './mutating-routes';

/**
 * Every mutating API route (POST, PUT, PATCH, DELETE in `app.apiRoutes`) writes at least one
 * audit row. Each route has a recipe (test/mutating-routes.ts) that makes one successful call on
 * a fresh workspace; routes that by nature record nothing are exempt there with the reason. A new
 * route that is in neither list fails this test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf(scope: Scope, w: Fresh, userId?: string): Promise<number> {
  const where =
    scope === 'workspace'
      ? eq(auditLogs.workspaceId, w.workspace.id)
      : eq(auditLogs.userId, userId ?? w.admin.user.id);
  const [row] = await t.database.db.select({ n: count() }).from(auditLogs).where(where);
  return Number(row!.n);
}

describe('audit coverage', () => {
  it('has a recipe or an exemption for every mutating route, and none for routes that are gone', () => {
    const mutating = mutatingRoutes(t);
    expect(
      mutating.filter((r) => !recipes[r] && !exempt[r]),
      'mutating routes without a recipe or exemption',
    ).toEqual([]);
    const known = [...Object.keys(recipes), ...Object.keys(exempt)];
    expect(
      known.filter((r) => !mutating.includes(r)),
      'recipes or exemptions of routes that no longer exist',
    ).toEqual([]);
  });

  for (const [route, recipe] of Object.entries(recipes)) {
    it(`${route} writes an audit row`, async () => {
      const w = await freshWorkspace(t, `Ward ${route}`);
      const act = await recipe.prepare(w);
      const scope = recipe.scope ?? 'workspace';
      const before = await rowsOf(scope, w);
      const res = await act();
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
      if (route === 'POST /api/auth/register') {
        expect(await rowsOf('user', w, res.json().user.id)).toBeGreaterThanOrEqual(1);
      } else {
        expect(await rowsOf(scope, w)).toBeGreaterThan(before);
      }
    });
  }
});

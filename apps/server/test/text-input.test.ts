import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@openrota/contracts';
import { call, createTestApp, type TestApp } from './helpers';
import { authFor, nest, pathFor, seedCallers, stringFields, type Callers } from './route-inputs';

/**
 * docs/product/api-conventions.md#no-500-for-bad-input: never a 500 for bad input. PostgreSQL's text cannot hold NUL and its
 * jsonb refuses a lone surrogate, so every string field of every API route (params, query and
 * body, enumerated from the routes' own schemas) must refuse both with 400 naming the field.
 */

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await seedCallers(t);
});
afterAll(() => t.close());

interface Case {
  route: string;
  where: 'params' | 'querystring' | 'body';
  field: string;
  send: () => ReturnType<typeof call>;
  isFormatted: boolean;
  expectedMessage: string;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const route of t.app.apiRoutes) {
    const key = `${route.method} ${route.url}`;
    const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    for (const { path, isFormatted } of stringFields(route.schema.params)) {
      const name = String(path[0]);
      out.push({
        route: key,
        where: 'params',
        field: name,
        isFormatted,
        expectedMessage: NUL_CHARACTER_MESSAGE,
        send: () =>
          call(t.app, method, pathFor(route, callers, { name, value: 'a\u0000b' }), {
            ...authFor(route, callers),
            body,
          }),
      });
    }
    for (const { path, isFormatted } of stringFields(route.schema.querystring)) {
      const name = String(path[0]);
      out.push({
        route: key,
        where: 'querystring',
        field: name,
        isFormatted,
        expectedMessage: NUL_CHARACTER_MESSAGE,
        send: () => call(t.app, method, `${pathFor(route, callers)}?${name}=a%00b`, authFor(route, callers)),
      });
    }
    for (const { path, isFormatted } of stringFields(route.schema.body)) {
      const field = path.join('.');
      for (const [value, expectedMessage] of [
        ['a\u0000b', NUL_CHARACTER_MESSAGE],
        ['a\ud800b', LONE_SURROGATE_MESSAGE],
      ] as const) {
        out.push({
          route: key,
          where: 'body',
          field,
          isFormatted,
          expectedMessage,
          send: () =>
            call(t.app, method, pathFor(route, callers), {
              ...authFor(route, callers),
              body: nest(path, value),
            }),
        });
      }
    }
  }
  return out;
}

describe('text fields refuse NUL and lone surrogates (docs/product/api-conventions.md#no-500-for-bad-input)', () => {
  it('answers 400 naming the field on every string field of every route', async () => {
    const all = cases();
    // The issue counted 34 field/route pairs; the routes' schemas hold more.
    expect(new Set(all.map((c) => `${c.route} ${c.field}`)).size).toBeGreaterThan(34);
    const wrong: string[] = [];
    for (const c of all) {
      const res = await c.send();
      const body = res.json() as { code?: string; details?: { field: string; message: string }[] };
      const detail = body.details?.find((d) => d.field === c.field);
      const messageOk = c.isFormatted || detail?.message === c.expectedMessage;
      if (res.statusCode !== 400 || body.code !== 'VALIDATION_ERROR' || !detail || !messageOk) {
        wrong.push(
          `${c.route} ${c.where}.${c.field} (${JSON.stringify(c.expectedMessage.slice(0, 12))}): ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL in the workspace slug of the unauthenticated send-code with 400, not 500', async () => {
    const res = await call(t.app, 'POST', '/api/staff-auth/send-code', {
      body: { workspaceSlug: 'a\u0000b', email: 'member@example.com' },
      ip: '127.1.2.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'workspaceSlug', message: NUL_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate in a workspace name with 400 and keeps accepting paired ones', async () => {
    const bad = await call(t.app, 'POST', '/api/workspaces', {
      token: callers.adminToken,
      body: { name: 'Ward \ud800' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'name', message: LONE_SURROGATE_MESSAGE }]);
    const good = await call(t.app, 'POST', '/api/workspaces', {
      token: callers.adminToken,
      body: { name: 'Ward 🏥 Yılmaz' },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().data.name).toBe('Ward 🏥 Yılmaz');
  });

  it('refuses a NUL in the audit log search with 400', async () => {
    const res = await call(t.app, 'GET', '/api/audit-logs?searchTerm=a%00b', {
      token: callers.adminToken,
      workspaceId: callers.workspaceId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'searchTerm', message: NUL_CHARACTER_MESSAGE }]);
  });
});

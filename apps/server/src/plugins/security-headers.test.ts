import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createWorkspaceWithAdmin } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/helpers';

/** Issue 10 section 4 (headers) and section 6 (confetti worker, print frame under the CSP). */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const directives = (csp: string | undefined) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it('signed-in API answers are never stored by a cache: Cache-Control no-store', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const actor = { token: admin.token, workspaceId: workspace.id };
    await createStaff(t.app, actor, { email: 'ann@example.com' });
    for (const [url, options] of [
      ['/api/auth/me', { token: admin.token }],
      ['/api/staff', actor],
      ['/api/shift-types', actor],
      [`/api/workspaces/${workspace.id}`, { token: admin.token }],
    ] as const) {
      const res = await call(t.app, 'GET', url, options);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A refused signed-in request, too (its body may name the account or workspace).
    const forbidden = await call(t.app, 'GET', '/api/staff', {
      token: admin.token,
      workspaceId: crypto.randomUUID(),
    });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.headers['cache-control']).toBe('no-store');
  });

  it('public answers keep their own caching', async () => {
    expect((await call(t.app, 'GET', '/healthz')).headers['cache-control']).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/public/config')).headers['cache-control']).not.toBe('no-store');
  });

  it("the app's CSP allows the confetti worker and the print frame from blob: URLs, and no inline script", async () => {
    const csp = directives(
      (await call(t.app, 'GET', '/healthz')).headers['content-security-policy'] as string,
    );
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-src')).toEqual(['blob:']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('/api/docs has its own narrow CSP: no inline script, nothing but its own files and the API', async () => {
    const page = await call(t.app, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    // The page loads its scripts as files: it needs no inline script.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('worker-src')).toBe(false);
    expect(csp.has('frame-src')).toBe(false);
    for (const asset of ['/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await call(t.app, 'GET', asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-security-policy'], asset).toBe(page.headers['content-security-policy']);
    }
  });
});

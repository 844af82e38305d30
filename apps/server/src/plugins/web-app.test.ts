import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';

/** A built web app of one page, enough for the server to serve it. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>OpenRota</title><div id="root"></div>');
  return dir;
}

describe('the web app from the API origin', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['*/*', { accept: '*/*' }],
    ['no Accept header', {}],
    ['application/json', { accept: 'application/json' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
  ])('GET / with %s answers the app (curl, uptime checkers)', async (_label, headers: Record<string, string>) => {
    const res = await call(t.app, 'GET', '/', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('HEAD / answers 200 too', async () => {
    const res = await call(t.app, 'HEAD', '/', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
  });

  it('a client-side route opened in a browser answers the app', async () => {
    const res = await call(t.app, 'GET', '/staff/absences', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['*/*', 'text/html'])('an unknown /api path stays a JSON 404 (Accept %s)', async (accept) => {
    const res = await call(t.app, 'GET', '/api/nope', { headers: { accept } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('a missing asset is a 404, not the app', async () => {
    const res = await call(t.app, 'GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});

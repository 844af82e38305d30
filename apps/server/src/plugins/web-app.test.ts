import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workspaces } from '../db/schema';
import { createWorkspaceWithAdmin } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/helpers';

/** A built web app of one page, enough for the server to serve it. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>OpenRota</title><div id="root"></div>',
  );
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
  ])(
    'GET / with %s answers the app (curl, uptime checkers)',
    async (_label, headers: Record<string, string>) => {
      const res = await call(t.app, 'GET', '/', { headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

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

  it('sends a browser opening the public staff list link to its readable page; API clients keep the JSON', async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app, 'Ward Seven');
    await t.database.db
      .update(workspaces)
      .set({ publicStaffList: true })
      .where(eq(workspaces.id, workspace.id));
    const url = `/api/public/${workspace.slug}/staff`;
    for (const headers of [
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document' },
      { accept: 'text/html' },
    ] as Record<string, string>[]) {
      const browser = await call(t.app, 'GET', url, { headers, ip: '10.99.0.1' });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`/public/${workspace.slug}/staff`);
    }
    // The page it leads to is the app.
    expect(
      (await call(t.app, 'GET', `/public/${workspace.slug}/staff`, { headers: { accept: 'text/html' } }))
        .body,
    ).toContain('<div id="root">');
    for (const headers of [
      { accept: '*/*' },
      { accept: 'application/json' },
      { accept: '*/*', 'sec-fetch-dest': 'empty' },
    ] as Record<string, string>[]) {
      const client = await call(t.app, 'GET', url, { headers, ip: '10.99.0.2' });
      expect(client.statusCode).toBe(200);
      expect(client.json().data.workspaceName).toBe('Ward Seven');
    }
  });

  it('a missing asset is a 404, not the app', async () => {
    const res = await call(t.app, 'GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});

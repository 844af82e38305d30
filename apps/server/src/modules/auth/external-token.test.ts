import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { createWorkspaceWithAdmin, registerUser } from '../../../test/factories';
import { mintExternalTokenForEmail } from './external-token.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('external tokens', () => {
  it('a signed-in user mints a token that exchange-token turns into a session, once', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const minted = await call(t.app, 'POST', '/api/auth/external-tokens', {
      token: admin.token,
      body: { workspaceId: workspace.id },
    });
    expect(minted.statusCode).toBe(201);
    const { externalToken, url } = minted.json().data;
    expect(url).toBe(`http://app.test/login?externalToken=${externalToken}`);
    const res = await call(t.app, 'GET', `/api/auth/exchange-token?externalToken=${externalToken}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      user: { id: admin.user.id },
      workspaceId: workspace.id,
      workspaces: [{ id: workspace.id, role: 'ADMIN' }],
    });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: data.token })).statusCode).toBe(200);
    const again = await call(t.app, 'GET', `/api/auth/exchange-token?externalToken=${externalToken}`);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('expires after 5 minutes', async () => {
    const u = await registerUser(t.app);
    const { externalToken } = (
      await call(t.app, 'POST', '/api/auth/external-tokens', { token: u.token, body: {} })
    ).json().data;
    t.clock.advance(5 * 60 * 1000 + 1);
    expect(
      (await call(t.app, 'GET', `/api/auth/exchange-token?externalToken=${externalToken}`)).statusCode,
    ).toBe(401);
  });

  it('exchanges a token only once even when two requests race', async () => {
    const u = await registerUser(t.app);
    const { externalToken } = await mintExternalTokenForEmail(t.app.ctx, u.email.toUpperCase());
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'GET', `/api/auth/exchange-token?externalToken=${externalToken}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses to mint for a workspace the user is not in (404) and needs sign-in (401)', async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app);
    const stranger = await registerUser(t.app);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/external-tokens', {
          token: stranger.token,
          body: { workspaceId: workspace.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/auth/external-tokens', { body: {} })).statusCode).toBe(401);
  });

  it('needs the externalToken query parameter', async () => {
    const res = await call(t.app, 'GET', '/api/auth/exchange-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('externalToken');
  });
});

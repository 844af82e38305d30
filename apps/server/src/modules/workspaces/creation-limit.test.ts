import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../../test/factories';
import { advanceClocks, call, createTestApp, type TestApp } from '../../../test/helpers';
import { WORKSPACES_PER_DAY } from './creation-limit';

/** Issue 10 section 4: workspace creation and restore had no per-user limit. */
describe('per-user limits on creating and restoring workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const backup = (name: string) => ({
    version: 2,
    workspace: { name },
    shiftTypes: [{ id: 'e', name: 'Early', color: '#3b82f6', startTime: '07:00', endTime: '15:00' }],
  });
  const create = (token: string, i: number) =>
    call(t.app, 'POST', '/api/workspaces', { token, body: { name: `Ward ${i}` } });
  const restore = (token: string, i: number) =>
    call(t.app, 'POST', '/api/workspaces/restore', {
      token,
      body: { name: `Restored ${i}`, backupData: backup(`Old ${i}`) },
    });

  it('answers 429 with Retry-After past 5 new workspaces a minute, and per user only', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await create(user.token, i)).statusCode).toBe(201);
    const refused = await create(user.token, 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await create((await registerUser(t.app)).token, 0)).statusCode).toBe(201);
    advanceClocks(t, 61_000);
    expect((await create(user.token, 6)).statusCode).toBe(201);
  });

  it('answers 429 past 2 restores a minute, before reading the backup', async () => {
    const user = await registerUser(t.app);
    expect((await restore(user.token, 0)).statusCode).toBe(201);
    expect((await restore(user.token, 1)).statusCode).toBe(201);
    const refused = await restore(user.token, 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Refused before the body is validated: even an invalid body gets 429, not 400.
    expect(
      (await call(t.app, 'POST', '/api/workspaces/restore', { token: user.token, body: { name: '' } }))
        .statusCode,
    ).toBe(429);
    advanceClocks(t, 61_000);
    expect((await restore(user.token, 3)).statusCode).toBe(201);
  });

  it(`counts new and restored workspaces together: at most ${WORKSPACES_PER_DAY} in 24 hours`, async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < WORKSPACES_PER_DAY; i++) {
      const res = i % 3 === 0 ? await restore(user.token, i) : await create(user.token, i);
      expect(res.statusCode, res.body).toBe(201);
      advanceClocks(t, 31_000);
    }
    for (const res of [await create(user.token, 99), await restore(user.token, 99)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: expect.stringContaining(`at most ${WORKSPACES_PER_DAY} workspaces`),
      });
      expect(res.json().retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    const mine = (await call(t.app, 'GET', '/api/auth/me', { token: user.token })).json().data.workspaces;
    expect(mine).toHaveLength(WORKSPACES_PER_DAY);
    advanceClocks(t, 24 * 3600 * 1000);
    expect((await create(user.token, 100)).statusCode).toBe(201);
  });
});

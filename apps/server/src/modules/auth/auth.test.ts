import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, users } from '../../db/schema';
import { advanceClocks, call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('POST /api/auth/register', () => {
  it('creates the account and answers token, user and workspaces at the top level and in data', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: '  Anna@Example.COM ', password: 'secret-pass', name: ' Anna ', termsAccepted: true },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email: 'anna@example.com', name: 'Anna', language: 'en' });
    expect(body.workspaces).toEqual([]);
    expect(body.data.token).toBe(body.token);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: body.token });
    expect(me.json().data.user.email).toBe('anna@example.com');
  });

  it('stores an argon2id hash, never the password', async () => {
    const u = await registerUser(t.app, { password: 'plain-text-pw' });
    const row = await t.database.db.query.users.findFirst({ where: eq(users.id, u.user.id) });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('plain-text-pw');
  });

  it('requires the terms to be accepted', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'terms@example.com', password: 'secret-pass', name: 'T', termsAccepted: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'termsAccepted' }],
    });
  });

  it.each([
    [{ password: 'secret-pass', name: 'A', termsAccepted: true }, 'email', /email/i],
    [
      { email: 'not-an-email', password: 'secret-pass', name: 'A', termsAccepted: true },
      'email',
      /Invalid email/,
    ],
    [
      { email: 'a@b.nl', password: 'short', name: 'A', termsAccepted: true },
      'password',
      /at least 8 characters/,
    ],
    [
      { email: 'a@b.nl', password: 'x'.repeat(129), name: 'A', termsAccepted: true },
      'password',
      /at most 128/,
    ],
    [
      { email: 'a@b.nl', password: 'secret-pass', name: '   ', termsAccepted: true },
      'name',
      /First name is required/,
    ],
    [
      { email: 'a@b.nl', password: 'secret-pass', name: 'x'.repeat(101), termsAccepted: true },
      'name',
      /at most 100/,
    ],
    [{ email: 'a@b.nl', password: 12345678, name: 'A', termsAccepted: true }, 'password', /string|required/i],
    [
      { email: 'a@b.nl', password: 'secret-pass', name: 'A', termsAccepted: true, language: 'de' },
      'language',
      /en, nl/,
    ],
  ])('rejects %j with a 400 naming the field', async (body, field, message) => {
    const res = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
    );
    expect(json.error).toEqual(expect.any(String));
  });

  it('answers 409 for an email that already has an account, and keeps the first account', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: u.email.toUpperCase(), password: 'other-password', name: 'Other', termsAccepted: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers invalid JSON, a wrong content type and an oversized body with 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('records the registration in the audit log', async () => {
    const u = await registerUser(t.app);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, u.user.id));
    expect(rows).toEqual([
      expect.objectContaining({ action: 'CREATE', resource: 'USER', resourceName: u.email }),
    ]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and records LOGIN', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { id: u.user.id }, workspaces: [] });
    expect(body.token).not.toBe(u.token);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, u.user.id));
    expect(rows.map((r) => r.action)).toContain('LOGIN');
  });

  it('gives the same status and body for an unknown email and a wrong password', async () => {
    const u = await registerUser(t.app);
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: 'wrong-password' },
      ip: '10.1.0.1',
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      ip: '10.1.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('takes similar time for an unknown email and a wrong password', async () => {
    const u = await registerUser(t.app);
    const time = async (email: string, ip: string) => {
      const start = process.hrtime.bigint();
      await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'nope-nope' }, ip });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(u.email, `10.2.0.${i}`));
      unknown.push(await time(`ghost${i}@example.com`, `10.3.0.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both paths run one argon2 verification; without it the unknown path would be ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('makes each attempt from an address after its 5 consecutive failures wait longer: 30 s doubling, capped at 1 h', async () => {
    const u = await registerUser(t.app);
    const attempt = (password: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { email: u.email, password }, ip: '10.4.0.1' });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(u.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 30 });
    expect(locked.json().error).toMatch(/Try again in 30 seconds/);
    expect(locked.headers['retry-after']).toBe('30');
    advanceClocks(t, 31_000);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt('wrong-password')).json().retryAfterSeconds).toBe(60);
    advanceClocks(t, 61_000);
    for (let i = 0; i < 8; i++) {
      await attempt('wrong-password');
      advanceClocks(t, 3_600_000 + 1000);
    }
    await attempt('wrong-password');
    expect((await attempt('wrong-password')).json().retryAfterSeconds).toBe(3600);
    advanceClocks(t, 3_600_000 + 1000);
    const ok = await attempt(u.password);
    expect(ok.statusCode).toBe(200);
    // success resets the counter
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const attempt = () =>
      call(t.app, 'POST', '/api/auth/login', {
        body: { email: 'ghost-lock@example.com', password: 'whatever1' },
        ip: '10.5.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 30 });
  });

  it("an attacker's failures lock out the attacker's address, not the account owner (issue 10)", async () => {
    const victim = await registerUser(t.app);
    const from = (ip: string, password: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { email: victim.email, password }, ip });
    // The attack: wrong passwords from one address, one try per window to keep it locked.
    for (let i = 0; i < 5; i++) expect((await from('10.40.0.66', `guess-${i}`)).statusCode).toBe(401);
    const attacker = await from('10.40.0.66', 'guess-5');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 30 });
    expect(attacker.headers['retry-after']).toBe('30');
    // Even the right password from the attacking address waits (else guessing would go on).
    expect((await from('10.40.0.66', victim.password)).statusCode).toBe(429);
    // The victim, from their own address, signs in while the attacker is held back.
    const own = await from('10.40.0.7', victim.password);
    expect(own.statusCode).toBe(200);
    expect(own.json().token).toEqual(expect.any(String));
    // The attacker's lock stays after the victim's success, and grows with each try.
    t.clock.advance(31_000);
    expect((await from('10.40.0.66', 'guess-6')).statusCode).toBe(401);
    expect((await from('10.40.0.66', 'guess-7')).json()).toMatchObject({ retryAfterSeconds: 60 });
    expect((await from('10.40.0.7', victim.password)).statusCode).toBe(200);
    // After the window, the right password from the once-locked address gets in too.
    t.clock.advance(61_000);
    expect((await from('10.40.0.66', victim.password)).statusCode).toBe(200);
  });

  it('slows guessing spread over many addresses: past the account-wide cap only clean addresses may try', async () => {
    const victim = await registerUser(t.app);
    const from = (ip: string, password: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { email: victim.email, password }, ip });
    // 50 failures in the hour, 4 from each of 13 addresses (none reaches its own limit).
    let failures = 0;
    for (let a = 0; failures < 50; a++) {
      for (let i = 0; i < 4 && failures < 50; i++, failures++)
        expect((await from(`10.41.${a}.1`, `guess-${failures}`)).statusCode).toBe(401);
    }
    // An address that has failed for the account now waits, right password or not, until its failures are an hour old.
    const held = await from('10.41.0.1', victim.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().retryAfterSeconds).toBeGreaterThan(3500);
    // A fresh address gets one guess, then waits as well: each further guess needs a new address.
    expect((await from('10.41.99.1', 'guess-fresh')).statusCode).toBe(401);
    expect((await from('10.41.99.1', 'guess-fresh-2')).statusCode).toBe(429);
    // The owner from a clean address signs in.
    expect((await from('10.41.200.1', victim.password)).statusCode).toBe(200);
    // An hour later the held address is clean again.
    t.clock.advance(3_600_000 + 1000);
    expect((await from('10.41.0.1', victim.password)).statusCode).toBe(200);
  });

  it('answers 429 to more than 20 attempts a minute from one address', async () => {
    const ip = '10.6.6.6';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await call(t.app, 'POST', '/api/auth/login', {
            body: { email: `spray${i}@example.com`, password: 'whatever1' },
            ip,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    advanceClocks(t, 61_000);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: 'spray@example.com', password: 'whatever1' },
          ip,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('guards register and forgot-password with the same per-address limit', async () => {
    for (const [url, body] of [
      [
        '/api/auth/register',
        (i: number) => ({ email: `reg${i}@example.com`, password: 'x', name: 'A', termsAccepted: true }),
      ],
      ['/api/auth/forgot-password', (i: number) => ({ email: `fp${i}@example.com` })],
    ] as const) {
      const ip = `10.7.0.${url.length}`;
      let last = 0;
      for (let i = 0; i < 21; i++) last = (await call(t.app, 'POST', url, { body: body(i), ip })).statusCode;
      expect(last).toBe(429);
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without or with an unknown token', async () => {
    expect((await call(t.app, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const res = await call(t.app, 'GET', '/api/auth/me', { token: 'not-a-real-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('logout revokes the token for the very next request and records LOGOUT', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: u.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: u.token })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, u.user.id));
    expect(rows.map((r) => r.action)).toContain('LOGOUT');
  });

  it('expires after 7 idle days and after 30 days in all', async () => {
    const u = await registerUser(t.app);
    t.clock.advance(6 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: u.token })).statusCode).toBe(200);
    t.clock.advance(6 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: u.token })).statusCode).toBe(200);
    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: u.token })).statusCode).toBe(401);

    const v = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(5 * 86_400_000);
      expect((await call(t.app, 'GET', '/api/auth/me', { token: v.token })).statusCode).toBe(200);
    }
    t.clock.advance(4 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: v.token })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: v.token })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register language', () => {
  it('keeps the language the visitor signed up in', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        email: 'dutch@example.com',
        password: 'secret-pass',
        name: 'Sanne',
        termsAccepted: true,
        language: 'nl',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('nl');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/users/{id}', () => {
  it('changes the language, which survives a new login, and records it', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `/api/users/${u.user.id}`, {
      token: u.token,
      body: { language: 'nl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: u.user.id, language: 'nl' });
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    expect(login.json().user.language).toBe('nl');
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, u.user.id));
    expect(audit.map((a) => a.description)).toContain('Language changed from en to nl');
  });

  it('rejects an unknown language with the allowed values', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `/api/users/${u.user.id}`, {
      token: u.token,
      body: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'language', message: 'language must be one of: en, nl' }]);
  });

  it('answers 404 for another user’s id and changes nothing', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect(
      (await call(t.app, 'PUT', `/api/users/${b.user.id}`, { token: a.token, body: { language: 'nl' } }))
        .statusCode,
    ).toBe(404);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: b.token });
    expect(me.json().data.user.language).toBe('en');
  });
});

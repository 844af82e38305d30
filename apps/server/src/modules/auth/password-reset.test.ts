import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, passwordResetTokens } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function tokenFromMail(text: string): string {
  const match = /reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same success text for a known and an unknown email; only the known one gets a mail', async () => {
    const u = await registerUser(t.app);
    const before = t.mailer.sent.length;
    const known = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nobody-here@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toContain('sent');
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.lastTo(u.email)!;
    expect(mail.subject).toBe('Reset your OpenRota password');
    expect(mail.text).toContain('http://app.test/reset-password?token=');
  });

  it('writes the mail in the user’s language', async () => {
    const u = await registerUser(t.app);
    await call(t.app, 'PUT', `/api/users/${u.user.id}`, { token: u.token, body: { language: 'nl' } });
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    expect(t.mailer.lastTo(u.email)!.subject).toBe('Stel je OpenRota-wachtwoord opnieuw in');
  });

  it('requires an email', async () => {
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('email');
  });

  it('stores only a hash of a 32-byte token valid for 30 minutes', async () => {
    const u = await registerUser(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const token = tokenFromMail(t.mailer.lastTo(u.email)!.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(30 * 60 * 1000);
  });
});

describe('POST /api/auth/reset-password', () => {
  async function requestReset(email: string) {
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    return tokenFromMail(t.mailer.lastTo(email)!.text);
  }

  it('sets the new password, revokes every session and works only once', async () => {
    const u = await registerUser(t.app);
    const other = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: u.email, password: u.password },
    });
    const token = await requestReset(u.email);
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: u.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: other.json().token })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: u.email, password: 'brand-new-password' },
        })
      ).statusCode,
    ).toBe(200);
    const again = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', error: 'Invalid or expired reset token' });
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, u.user.id));
    expect(audit.map((a) => a.description)).toContain('Password reset');
  });

  it('refuses a token older than 30 minutes', async () => {
    const u = await registerUser(t.app);
    const token = await requestReset(u.email);
    t.clock.advance(30 * 60 * 1000 + 1000);
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/auth/login', { body: { email: u.email, password: u.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('validates the token and the password length', async () => {
    expect(
      (
        await call(t.app, 'POST', '/api/auth/reset-password', {
          body: { token: 'made-up', password: 'long-enough-pw' },
        })
      ).statusCode,
    ).toBe(400);
    const short = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'made-up', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters long',
    });
    const missing = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { password: 'long-enough-pw' },
    });
    expect(missing.json().details[0]).toEqual({ field: 'token', message: 'Invalid reset token' });
  });
});

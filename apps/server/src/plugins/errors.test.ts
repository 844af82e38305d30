import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, users } from '../db/schema';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { createStaff, createWorkspaceWithAdmin, registerUser } from '../../test/factories';
import { insertStaff } from '../../test/rotation-factories';
import { enableStaffLogin, insertStaffSession } from '../../test/staff-portal-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const nl = { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' };

async function setLanguage(userId: string, language: 'en' | 'nl') {
  await t.database.db.update(users).set({ language }).where(eq(users.id, userId));
}

describe('API errors in the request’s language (issue 10 section 2)', () => {
  it('wrong password on /login: Dutch with Accept-Language nl, English otherwise', async () => {
    const u = await registerUser(t.app);
    const body = { email: u.email, password: 'not the password' };
    const dutch = await call(t.app, 'POST', '/api/auth/login', { body, headers: nl, ip: '10.1.0.1' });
    expect(dutch.statusCode).toBe(401);
    expect(dutch.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: 'Onjuist e-mailadres of wachtwoord',
    });
    const english = await call(t.app, 'POST', '/api/auth/login', { body, ip: '10.1.0.2' });
    expect(english.json().error).toBe('Invalid email or password');
    const other = await call(t.app, 'POST', '/api/auth/login', {
      body,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      ip: '10.1.0.3',
    });
    expect(other.json().error).toBe('Invalid email or password');
  });

  it('an expired reset link, in Dutch, naming the field', async () => {
    const res = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'x'.repeat(43), password: 'a new password 123' },
      headers: nl,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: 'Deze herstellink is ongeldig of verlopen',
      details: [{ field: 'token', message: 'Deze herstellink is ongeldig of verlopen' }],
    });
  });

  it('the staff login with an unknown contact and with a wrong code, in Dutch', async () => {
    const w = await createWorkspaceWithAdmin(t.app, 'Afdeling 3');
    await enableStaffLogin(t, w.workspace.id);
    const unknownWorkspace = await call(t.app, 'POST', '/api/staff-auth/send-code', {
      body: { workspaceSlug: 'no-such-ward', email: 'a@example.com' },
      headers: nl,
    });
    expect(unknownWorkspace.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Werkruimte niet gevonden. Controleer de werkruimte of de inloglink.',
    });
    const unknownContact = await call(t.app, 'POST', '/api/staff-auth/verify-code', {
      body: { workspaceSlug: w.workspace.slug, email: 'nobody@example.com', code: '123456' },
      headers: nl,
    });
    expect(unknownContact.statusCode).toBe(400);
    expect(unknownContact.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: 'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.',
      details: [{ field: 'code' }],
    });
    const badFormat = await call(t.app, 'POST', '/api/staff-auth/verify-code', {
      body: { workspaceSlug: w.workspace.slug, email: 'nobody@example.com', code: '12' },
      headers: nl,
    });
    expect(badFormat.json().details).toContainEqual({
      field: 'code',
      message: 'De code moet uit 6 cijfers bestaan',
    });
  });

  it('an own absence ending before it starts, in the language of the staff member’s account (no Accept-Language)', async () => {
    const w = await createWorkspaceWithAdmin(t.app, 'Afdeling 4');
    await enableStaffLogin(t, w.workspace.id);
    const member = await insertStaff(t, w.workspace.id, { name: 'Sanne de Vries' });
    const token = await insertStaffSession(t, w.workspace.id, member.id);
    const body = { startDate: '2026-04-10', endDate: '2026-04-08' };
    const english = await call(t.app, 'POST', '/api/staff-auth/absence', { token, body });
    expect(english.json().details).toContainEqual({
      field: 'endDate',
      message: 'End date must not be before start date',
    });
    const account = await registerUser(t.app);
    await setLanguage(account.user.id, 'nl');
    await t.database.db.update(staff).set({ userId: account.user.id }).where(eq(staff.id, member.id));
    const dutch = await call(t.app, 'POST', '/api/staff-auth/absence', { token, body });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'De einddatum mag niet voor de begindatum liggen',
    });
    expect(dutch.json().details).toContainEqual({
      field: 'endDate',
      message: 'De einddatum mag niet voor de begindatum liggen',
    });
  });

  it('the Free plan’s staff limit, in the signed-in user’s language whatever the browser says', async () => {
    const w = await createWorkspaceWithAdmin(t.app, 'Afdeling 5');
    const actor = { token: w.admin.token, workspaceId: w.workspace.id };
    for (let i = 0; i < 6; i += 1) await createStaff(t.app, actor, { name: `Medewerker ${i}` });
    await setLanguage(w.admin.user.id, 'nl');
    const res = await call(t.app, 'POST', '/api/staff', {
      ...actor,
      body: { name: 'Nummer zeven' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    const message =
      'Het Free-abonnement staat hoogstens 6 medewerkers toe. Kies een groter abonnement om er meer toe te voegen.';
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: message,
      details: [{ field: 'staff', message }],
    });
    await setLanguage(w.admin.user.id, 'en');
    const english = await call(t.app, 'POST', '/api/staff', {
      ...actor,
      body: { name: 'Nummer zeven' },
      headers: nl,
    });
    expect(english.json().error).toBe(
      'The Free plan allows at most 6 staff members. Upgrade your plan to add more.',
    );
  });

  it('a backup of an unknown version, in the Dutch user’s language', async () => {
    const u = await registerUser(t.app);
    await setLanguage(u.user.id, 'nl');
    const res = await call(t.app, 'POST', '/api/workspaces/restore', {
      token: u.token,
      body: { name: 'Terug', backupData: { version: 99, workspace: { name: 'X' } } },
    });
    expect(res.statusCode).toBe(400);
    const message =
      'Deze back-up is versie 99, gemaakt door een nieuwere OpenRota; deze server zet versies tot en met 2 terug';
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: message,
      details: [{ field: 'backupData.version', message }],
    });
  });

  it('validation details name the field in Dutch: the shared schemas’ texts and zod’s own', async () => {
    const w = await createWorkspaceWithAdmin(t.app, 'Afdeling 6');
    const actor = { token: w.admin.token, workspaceId: w.workspace.id };
    await setLanguage(w.admin.user.id, 'nl');
    const res = await call(t.app, 'POST', '/api/shift-types', {
      ...actor,
      headers: nl,
      body: { name: '', startTime: '7 uur', endTime: '15:00', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().details as Array<{ field: string; message: string }>;
    expect(details).toContainEqual({ field: 'name', message: 'Naam is verplicht' });
    expect(details).toContainEqual({ field: 'startTime', message: 'Een tijd schrijf je als UU:mm' });
    expect(res.json().error).toBe(details[0]!.message);
    for (const d of details) expect(d.message, d.field).not.toMatch(/\b(must|is required|Invalid)\b/);
    await setLanguage(w.admin.user.id, 'en');
    const english = await call(t.app, 'POST', '/api/shift-types', {
      ...actor,
      headers: nl,
      body: { name: '' },
    });
    expect(english.json().details).toContainEqual({ field: 'name', message: 'Name is required' });
  });
});

describe('every 4xx in the envelope with a message a user can act on (issue 10 section 3)', () => {
  it('a path parameter over 100 characters: 414 in the envelope, without echoing the path', async () => {
    const long = 'a'.repeat(150);
    const res = await call(t.app, 'GET', `/api/shift-types/${long}`, { headers: nl });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'Een waarde in het adres is langer dan 100 tekens',
    });
    expect(res.body).not.toContain(long);
    expect(res.body).not.toContain('FST_ERR');
  });

  it('valid JSON with "__proto__" or "constructor" is read without that key, not called invalid JSON', async () => {
    const u = await registerUser(t.app);
    for (const extra of ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.2.0.1',
        payload: `{"email":${JSON.stringify(u.email)},"password":${JSON.stringify(u.password)},${extra}}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });

  it('a body that is not an object says so in words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'The request body must be a JSON object',
      details: [{ field: 'body', message: 'The request body must be a JSON object' }],
    });
  });

  it('a date outside the calendar the app keeps (0001-01-01) names the allowed range', async () => {
    const w = await createWorkspaceWithAdmin(t.app, 'Afdeling 7');
    const actor = { token: w.admin.token, workspaceId: w.workspace.id };
    const res = await call(t.app, 'GET', '/api/schedules?startDate=0001-01-01&endDate=2026-03-31', actor);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'startDate', message: 'Date must be between 1900-01-01 and 2999-12-31' },
    ]);
    await setLanguage(w.admin.user.id, 'nl');
    const dutch = await call(t.app, 'GET', '/api/schedules?startDate=0001-01-01&endDate=2026-03-31', actor);
    expect(dutch.json().error).toBe('De datum moet tussen 1900-01-01 en 2999-12-31 liggen');
    const missing = await call(t.app, 'GET', '/api/schedules?startDate=2026-02-30&endDate=2026-03-31', actor);
    expect(missing.json().error).toBe('Deze datum bestaat niet');
    const audit = await call(t.app, 'GET', '/api/audit-logs?startDate=0001-01-01', actor);
    expect(audit.json().details).toEqual([
      { field: 'startDate', message: 'De begindatum moet tussen 1900-01-01 en 2999-12-31 liggen' },
    ]);
    const absence = await call(t.app, 'POST', '/api/absences', {
      ...actor,
      body: {
        staffId: '00000000-0000-4000-8000-000000000000',
        startDate: '0001-01-01',
        endDate: '2026-03-03',
      },
    });
    expect(absence.json().details).toContainEqual({
      field: 'startDate',
      message: 'De begindatum moet tussen 1900-01-01 en 2999-12-31 liggen',
    });
  });

  it('an unknown API route answers the 404 envelope in the request’s language', async () => {
    const res = await call(t.app, 'GET', '/api/nothing-here', { headers: nl });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error: 'Route GET /api/nothing-here bestaat niet',
    });
  });
});

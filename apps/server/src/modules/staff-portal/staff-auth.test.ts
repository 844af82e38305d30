import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaffAuthMessage } from '@openrota/contracts';
import {
  smsOutbox,
  staff,
  staffCodeRequests,
  staffLoginCodes,
  staffSessions,
  users,
  workspaces,
} from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { createWorkspaceWithAdmin, setWorkspacePlan } from '../../../test/factories';
import { enableStaffLogin } from '../../../test/staff-portal-factories';
import { codeMatches, generateCode, hashCode } from './staff-auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let ipCounter = 0;
/** A fresh client address per use, so the per-address limit stays out of the way. */
const nextIp = () => {
  ipCounter += 1;
  return `10.55.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** A TEAM workspace with staff login on; Anna (email), Piet (phone as entered), Olga inactive. */
async function staffWorkspace(name = 'Ward 3') {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  await enableStaffLogin(t, workspace.id);
  const tag = workspace.id.slice(0, 8);
  const [anna] = await t.database.db
    .insert(staff)
    .values({
      workspaceId: workspace.id,
      name: 'Anna de Vries',
      shortName: 'AV',
      email: `anna-${tag}@example.com`,
      phone: null,
    })
    .returning();
  const [piet] = await t.database.db
    .insert(staff)
    .values({
      workspaceId: workspace.id,
      name: 'Piet Bakker',
      shortName: 'PB',
      email: null,
      phone: '06 1234 5678',
    })
    .returning();
  const [olga] = await t.database.db
    .insert(staff)
    .values({
      workspaceId: workspace.id,
      name: 'Olga Inactive',
      email: `olga-${tag}@example.com`,
      active: false,
    })
    .returning();
  return {
    admin,
    workspace,
    anna: anna!,
    piet: piet!,
    olga: olga!,
    annaEmail: anna!.email!,
    adminActor: { token: admin.token, workspaceId: workspace.id },
  };
}

type W = Awaited<ReturnType<typeof staffWorkspace>>;

function sendCode(
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return call(t.app, 'POST', '/api/staff-auth/send-code', {
    body,
    ip: options.ip ?? nextIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}
function verifyCode(body: Record<string, unknown>, ip = nextIp()) {
  return call(t.app, 'POST', '/api/staff-auth/verify-code', { body, ip });
}

/** The code in the last mail to `to`. */
function mailedCode(to: string): string {
  const text = t.mailer.lastTo(to)?.text ?? '';
  const match = /^(\d{6})$/m.exec(text);
  if (!match) throw new Error(`no code in the mail to ${to}: ${text}`);
  return match[1]!;
}

/** The code of the last SMS to `to` (the default outbox provider keeps it in sms_outbox). */
async function smsCode(to: string): Promise<string> {
  return vi.waitFor(async () => {
    const [row] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, to))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    const match = /\b(\d{6})\b/.exec(row?.body ?? '');
    if (!match) throw new Error(`no SMS to ${to}`);
    return match[1]!;
  });
}

/** A code that is not `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function signIn(w: W, email = w.annaEmail): Promise<string> {
  const sent = await sendCode({ email, workspaceId: w.workspace.id });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await verifyCode({ email, workspaceId: w.workspace.id, code: mailedCode(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const me = (token: string) => call(t.app, 'GET', '/api/staff-auth/me', { token });

describe('code hashing', () => {
  it('makes 6-digit codes and stores them only as salted hashes', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    expect(codes.every((c) => /^[0-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    const stored = hashCode('123456');
    expect(stored).not.toContain('123456');
    expect(hashCode('123456')).not.toBe(stored);
    expect(codeMatches('123456', stored)).toBe(true);
    expect(codeMatches('123457', stored)).toBe(false);
    expect(codeMatches('123456', 'garbage')).toBe(false);
  });
});

describe('POST /api/staff-auth/send-code', () => {
  it('mails a 6-digit code to the active staff member found by email, valid 10 minutes, stored hashed, audited', async () => {
    const w = await staffWorkspace();
    const res = await sendCode({ email: `  ${w.annaEmail.toUpperCase()} `, workspaceId: w.workspace.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: StaffAuthMessage.CODE_SENT });
    const mail = t.mailer.lastTo(w.annaEmail)!;
    expect(mail.subject).toBe('Your sign-in code for Ward 3');
    expect(mail.text).toContain('Hello Anna de Vries,');
    expect(mail.text).toContain('valid for 10 minutes');
    const code = mailedCode(w.annaEmail);
    const [row] = await t.database.db
      .select()
      .from(staffLoginCodes)
      .where(eq(staffLoginCodes.staffId, w.anna.id));
    expect(row).toMatchObject({
      workspaceId: w.workspace.id,
      channel: 'EMAIL',
      attempts: 0,
      consumedAt: null,
    });
    expect(row!.codeHash).not.toContain(code);
    expect(codeMatches(code, row!.codeHash)).toBe(true);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * MINUTE);
    const audit = await auditRows(t, w.workspace.id, { resource: 'AUTH', action: 'CREATE' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: w.anna.id,
      userId: null,
      description: 'Sign-in code sent to Anna de Vries by email',
    });
  });

  it('finds the workspace by its slug too', async () => {
    const w = await staffWorkspace('Slug Ward');
    const res = await sendCode({ email: w.annaEmail, workspaceSlug: w.workspace.slug.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(mailedCode(w.annaEmail)).toMatch(/^\d{6}$/);
  });

  it('texts the code to a phone number written differently from the stored one (E.164 with +31)', async () => {
    const w = await staffWorkspace();
    const res = await sendCode({ phone: '+31 6 12345678', workspaceId: w.workspace.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: StaffAuthMessage.CODE_SENT });
    const code = await smsCode('+31612345678');
    const [sms] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+31612345678'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    expect(sms!.body).toBe(`${code} is your sign-in code for Ward 3. Valid for 10 minutes. Do not share it.`);
    expect(sms!.status).toBe('OUTBOX');
    const verified = await verifyCode({ phone: '0612345678', workspaceId: w.workspace.id, code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await me(verified.json().data.token)).json().staff.name).toBe('Piet Bakker');
  });

  it('answers exactly the same for unknown and inactive contacts, sends nothing, and still records the request', async () => {
    const w = await staffWorkspace();
    const known = await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const sentBefore = t.mailer.sent.length;
    const unknown = await sendCode({ email: 'nobody@example.com', workspaceId: w.workspace.id });
    const inactive = await sendCode({ email: w.olga.email!, workspaceId: w.workspace.id });
    const unknownPhone = await sendCode({ phone: '0698765432', workspaceId: w.workspace.id });
    for (const res of [unknown, inactive, unknownPhone]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    expect(t.mailer.sent.length).toBe(sentBefore);
    const requests = await t.database.db
      .select()
      .from(staffCodeRequests)
      .where(eq(staffCodeRequests.workspaceId, w.workspace.id));
    expect(requests.map((r) => r.contact).sort()).toEqual(
      ['+31698765432', w.annaEmail, 'nobody@example.com', w.olga.email!].sort(),
    );
    expect(
      await t.database.db.select().from(staffLoginCodes).where(eq(staffLoginCodes.staffId, w.olga.id)),
    ).toEqual([]);
  });

  it("writes the mail in the linked account's language, else the browser's", async () => {
    const w = await staffWorkspace('Afdeling 4');
    await sendCode(
      { email: w.annaEmail, workspaceId: w.workspace.id },
      { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' } },
    );
    expect(t.mailer.lastTo(w.annaEmail)!.subject).toBe('Je inlogcode voor Afdeling 4');
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, w.admin.user.id));
    await t.database.db.update(staff).set({ userId: w.admin.user.id }).where(eq(staff.id, w.anna.id));
    await sendCode(
      { email: w.annaEmail, workspaceId: w.workspace.id },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(t.mailer.lastTo(w.annaEmail)!.subject).toBe('Your sign-in code for Afdeling 4');
  });

  it('allows 5 codes per contact an hour and 20 a day, for unknown contacts too (429 with retryAfterSeconds)', async () => {
    const w = await staffWorkspace();
    const start = t.clock.now();
    try {
      for (const email of [w.annaEmail, 'ghost@example.com']) {
        for (let i = 0; i < 5; i += 1)
          expect((await sendCode({ email, workspaceId: w.workspace.id })).statusCode).toBe(200);
        t.clock.advance(10 * MINUTE);
        const limited = await sendCode({ email, workspaceId: w.workspace.id });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({
          success: false,
          code: 'RATE_LIMITED',
          retryAfterSeconds: 50 * 60,
        });
        expect(limited.json().error).toMatch(/Too many codes were requested for this email address/);
        t.clock.set(start);
      }
      // The same answer for both: nothing to tell them apart.
      t.clock.advance(10 * MINUTE);
      const a = await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
      const b = await sendCode({ email: 'ghost@example.com', workspaceId: w.workspace.id });
      expect(a.body).toBe(b.body);
      // Another contact is not affected.
      expect((await sendCode({ phone: '0612345678', workspaceId: w.workspace.id })).statusCode).toBe(200);
      // An hour after the first: 5 more; and so on until 20 in a day.
      t.clock.set(start);
      for (let hour = 1; hour < 4; hour += 1) {
        t.clock.set(new Date(start.getTime() + hour * HOUR + MINUTE));
        for (let i = 0; i < 5; i += 1)
          expect(
            (await sendCode({ email: 'ghost@example.com', workspaceId: w.workspace.id })).statusCode,
          ).toBe(200);
      }
      t.clock.set(new Date(start.getTime() + 5 * HOUR));
      const daily = await sendCode({ email: 'ghost@example.com', workspaceId: w.workspace.id });
      expect(daily.statusCode).toBe(429);
      expect(daily.json().retryAfterSeconds).toBe(19 * 60 * 60);
      t.clock.set(new Date(start.getTime() + 24 * HOUR + MINUTE));
      expect((await sendCode({ email: 'ghost@example.com', workspaceId: w.workspace.id })).statusCode).toBe(
        200,
      );
    } finally {
      t.clock.set(start);
    }
  });

  it('limits requests per client address', async () => {
    const w = await staffWorkspace();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (await sendCode({ email: `x${i}@example.com`, workspaceId: w.workspace.id }, { ip })).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses a workspace with staff login off or without the staffLogin feature (403), and an unknown one (404)', async () => {
    const w = await staffWorkspace();
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: false })
      .where(eq(workspaces.id, w.workspace.id));
    const off = await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      error: 'Staff login is not enabled for this workspace',
    });
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: true })
      .where(eq(workspaces.id, w.workspace.id));
    await setWorkspacePlan(t, w.workspace.id, 'FREE');
    const free = await sendCode({ email: w.annaEmail, workspaceSlug: w.workspace.slug });
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toBe('Staff login is not enabled for this workspace');
    const unknownSlug = await sendCode({ email: w.annaEmail, workspaceSlug: 'no-such-ward' });
    expect(unknownSlug.statusCode).toBe(404);
    expect(unknownSlug.json()).toMatchObject({
      error: StaffAuthMessage.INVALID_WORKSPACE,
      details: [{ field: 'workspaceSlug' }],
    });
    const unknownId = await sendCode({
      email: w.annaEmail,
      workspaceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownId.statusCode).toBe(404);
    expect(t.mailer.lastTo(w.annaEmail)).toBeUndefined();
  });

  it('GET /workspace names the workspace for its staff login, by slug or id, only where staff login works', async () => {
    const w = await staffWorkspace('Intensive Care North');
    const bySlug = await call(
      t.app,
      'GET',
      `/api/staff-auth/workspace?workspaceSlug=${w.workspace.slug.toUpperCase()}`,
      { ip: nextIp() },
    );
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual({
      success: true,
      data: { name: 'Intensive Care North', slug: w.workspace.slug },
    });
    const byId = await call(t.app, 'GET', `/api/staff-auth/workspace?workspaceId=${w.workspace.id}`, {
      ip: nextIp(),
    });
    expect(byId.json().data.name).toBe('Intensive Care North');
    const unknown = await call(t.app, 'GET', '/api/staff-auth/workspace?workspaceSlug=no-such-ward', {
      ip: nextIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: StaffAuthMessage.INVALID_WORKSPACE,
      details: [{ field: 'workspaceSlug' }],
    });
    const missing = await call(t.app, 'GET', '/api/staff-auth/workspace', { ip: nextIp() });
    expect(missing.statusCode).toBe(400);
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: false })
      .where(eq(workspaces.id, w.workspace.id));
    const off = await call(t.app, 'GET', `/api/staff-auth/workspace?workspaceSlug=${w.workspace.slug}`, {
      ip: nextIp(),
    });
    expect(off.statusCode).toBe(403);
    expect(off.body).not.toContain('Intensive Care North');
  });

  it('answers 402 for an expired licence', async () => {
    const w = await staffWorkspace();
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-02-01');
    const res = await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('LICENSE_EXPIRED');
  });

  it('validates the body with field details', async () => {
    const w = await staffWorkspace();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: w.annaEmail }, 'workspaceId', StaffAuthMessage.WORKSPACE_REQUIRED],
      [{ workspaceId: w.workspace.id }, 'email', StaffAuthMessage.CONTACT_REQUIRED],
      [{ workspaceId: w.workspace.id, email: '', phone: '' }, 'email', StaffAuthMessage.CONTACT_REQUIRED],
      [
        { workspaceId: w.workspace.id, email: w.annaEmail, phone: '0612345678' },
        'phone',
        StaffAuthMessage.CONTACT_BOTH,
      ],
      [{ workspaceId: w.workspace.id, email: 'not-an-email' }, 'email', 'Invalid email address'],
      [{ workspaceId: w.workspace.id, phone: 'call me' }, 'phone', 'Invalid phone number'],
      [{ workspaceId: w.workspace.id, phone: '+0 12345678' }, 'phone', 'Invalid phone number'],
      [{ workspaceId: 'not-a-uuid', email: w.annaEmail }, 'workspaceId', StaffAuthMessage.INVALID_WORKSPACE],
    ];
    for (const [body, field, message] of cases) {
      const res = await sendCode(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toContainEqual({ field, message });
    }
  });
});

describe('POST /api/staff-auth/verify-code', () => {
  it('exchanges the right code for a staff session (hashed, 30 days), audited as LOGIN by the staff member', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceSlug: w.workspace.slug });
    const res = await verifyCode({
      email: w.annaEmail,
      workspaceSlug: w.workspace.slug,
      code: mailedCode(w.annaEmail),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'Signed in', data: { token: expect.any(String) } });
    expect(Buffer.from(body.data.token, 'base64url')).toHaveLength(32);
    const [session] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(body.data.token)));
    expect(session).toMatchObject({ staffId: w.anna.id, workspaceId: w.workspace.id, revokedAt: null });
    expect(session!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 24 * HOUR);
    const audit = await auditRows(t, w.workspace.id, { resource: 'AUTH', action: 'LOGIN' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: w.anna.id,
      userId: null,
      description: 'Staff member Anna de Vries signed in with a code sent by email',
    });
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('answers Invalid code for a wrong entry; after 5 wrong entries even the right code fails', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const code = mailedCode(w.annaEmail);
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: StaffAuthMessage.INVALID_CODE,
        details: [{ field: 'code', message: StaffAuthMessage.INVALID_CODE }],
      });
      // The answer says how many more entries the code takes: 4, 3, 2, 1, 0.
      expect(res.json().attemptsRemaining).toBe(4 - i);
    }
    const sixth = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
    expect(sixth.json()).not.toHaveProperty('attemptsRemaining');
    expect(
      await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, w.anna.id)),
    ).toEqual([]);
    // A new code works again.
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    expect(
      (await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: mailedCode(w.annaEmail) }))
        .statusCode,
    ).toBe(200);
  });

  it('counts parallel wrong guesses one by one: at most 5 are answered Invalid code', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const code = mailedCode(w.annaEmail);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: wrong(code) }),
      ),
    );
    expect(results.filter((r) => r.json().error === StaffAuthMessage.INVALID_CODE)).toHaveLength(5);
    expect(results.filter((r) => r.json().error === StaffAuthMessage.INVALID_OR_EXPIRED_CODE)).toHaveLength(
      5,
    );
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const w = await staffWorkspace();
    const start = t.clock.now();
    try {
      await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
      const code = mailedCode(w.annaEmail);
      t.clock.advance(10 * MINUTE);
      const res = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
    } finally {
      t.clock.set(start);
    }
  });

  it('accepts a code just before it expires', async () => {
    const w = await staffWorkspace();
    const start = t.clock.now();
    try {
      await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
      t.clock.advance(10 * MINUTE - 1000);
      expect(
        (await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: mailedCode(w.annaEmail) }))
          .statusCode,
      ).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses a code that was used already', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const code = mailedCode(w.annaEmail);
    expect((await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code })).statusCode).toBe(
      200,
    );
    const again = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
  });

  it('lets a new code replace the previous one', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const first = mailedCode(w.annaEmail);
    let second = first;
    // Two codes may coincide (1 in a million); ask again until they differ.
    while (second === first) {
      await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
      second = mailedCode(w.annaEmail);
    }
    const old = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: first });
    expect(old.statusCode).toBe(400);
    const live = await t.database.db
      .select()
      .from(staffLoginCodes)
      .where(and(eq(staffLoginCodes.staffId, w.anna.id)));
    expect(live.filter((c) => c.consumedAt === null)).toHaveLength(1);
    expect(
      (await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: second })).statusCode,
    ).toBe(200);
  });

  it('does not accept a code of one workspace in another', async () => {
    const a = await staffWorkspace('Ward A');
    const b = await staffWorkspace('Ward B');
    await sendCode({ email: a.annaEmail, workspaceId: a.workspace.id });
    const res = await verifyCode({
      email: a.annaEmail,
      workspaceId: b.workspace.id,
      code: mailedCode(a.annaEmail),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
  });

  it('answers an unknown contact like a known one: Invalid code 5 times after a request, then invalid or expired', async () => {
    const w = await staffWorkspace();
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    await sendCode({ email: 'ghost@example.com', workspaceId: w.workspace.id });
    const code = mailedCode(w.annaEmail);
    for (let i = 0; i < 6; i += 1) {
      const known = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: wrong(code) });
      const unknown = await verifyCode({
        email: 'ghost@example.com',
        workspaceId: w.workspace.id,
        code: wrong(code),
      });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json().error).toBe(
        i < 5 ? StaffAuthMessage.INVALID_CODE : StaffAuthMessage.INVALID_OR_EXPIRED_CODE,
      );
    }
    // Without a request, both are invalid or expired.
    const none = await verifyCode({
      email: 'never-asked@example.com',
      workspaceId: w.workspace.id,
      code: '123456',
    });
    expect(none.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
  });

  it('validates the code and needs the contact the code was sent to', async () => {
    const w = await staffWorkspace();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: w.annaEmail, workspaceId: w.workspace.id }, 'code', StaffAuthMessage.CODE_REQUIRED],
      [{ email: w.annaEmail, workspaceId: w.workspace.id, code: '' }, 'code', StaffAuthMessage.CODE_REQUIRED],
      [
        { email: w.annaEmail, workspaceId: w.workspace.id, code: '12a456' },
        'code',
        StaffAuthMessage.CODE_FORMAT,
      ],
      [
        { email: w.annaEmail, workspaceId: w.workspace.id, code: '1234567' },
        'code',
        StaffAuthMessage.CODE_FORMAT,
      ],
      [{ workspaceId: w.workspace.id, code: '123456' }, 'email', StaffAuthMessage.CONTACT_REQUIRED],
      [{ email: w.annaEmail, code: '123456' }, 'workspaceId', StaffAuthMessage.WORKSPACE_REQUIRED],
    ];
    for (const [body, field, message] of cases) {
      const res = await verifyCode(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toContainEqual({ field, message });
    }
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: false })
      .where(eq(workspaces.id, w.workspace.id));
    const off = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: '123456' });
    expect(off.statusCode).toBe(403);
  });
});

describe('staff sessions', () => {
  it('GET /me answers the staff member and the workspace, at the top level and in data', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(200);
    const payload = {
      staff: { id: w.anna.id, name: 'Anna de Vries', shortName: 'AV', email: w.annaEmail, phone: null },
      workspace: {
        id: w.workspace.id,
        name: 'Ward 3',
        slug: w.workspace.slug,
        absencesMinDelay: 0,
        maxSelfPlanningDays: 30,
        timeZone: 'Europe/Amsterdam',
        selfPlanning: true,
      },
    };
    expect(res.json()).toEqual({ success: true, ...payload, data: payload });
  });

  it('refuses no token, a bad token, and an admin session token (401)', async () => {
    const w = await staffWorkspace();
    expect((await call(t.app, 'GET', '/api/staff-auth/me')).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
    const admin = await me(w.admin.token);
    expect(admin.statusCode).toBe(401);
    expect(admin.json().code).toBe('UNAUTHORIZED');
  });

  it('is not an admin session: a staff token gets 401 on admin and workspace routes', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/staff'],
      ['GET', `/api/workspaces/${w.workspace.id}`],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/schedules?startDate=2026-03-01&endDate=2026-03-31'],
    ] as const) {
      const res = await call(t.app, method, url, { token, workspaceId: w.workspace.id });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a staff token gets 401 on every admin-area route, and an admin token 401 on every staff route', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const path = (url: string) =>
      url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' && url.startsWith('/api/workspaces/')
          ? w.workspace.id
          : name === 'workspaceSlug'
            ? w.workspace.slug
            : '00000000-0000-4000-8000-000000000000',
      );
    const answers = async (access: string[], as: string) => {
      const out: Record<string, number> = {};
      for (const r of t.app.apiRoutes.filter((route) => access.includes(route.access))) {
        const res = await call(t.app, r.method as 'GET', path(r.url), {
          token: as,
          workspaceId: w.workspace.id,
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }),
        });
        out[`${r.method} ${r.url}`] = res.statusCode;
      }
      return out;
    };
    const admin = await answers(['user', 'workspace'], token);
    expect(Object.keys(admin).length).toBeGreaterThan(60);
    expect(Object.entries(admin).filter(([, status]) => status !== 401)).toEqual([]);
    const staffRoutes = await answers(['staff'], w.admin.token);
    expect(Object.keys(staffRoutes).length).toBeGreaterThanOrEqual(10);
    expect(Object.entries(staffRoutes).filter(([, status]) => status !== 401)).toEqual([]);
    // The staff token itself still works.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('logout revokes the session (audited); the token no longer works', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const res = await call(t.app, 'POST', '/api/staff-auth/logout', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await me(token)).statusCode).toBe(401);
    expect(await auditRows(t, w.workspace.id, { resource: 'AUTH', action: 'LOGOUT' })).toMatchObject([
      { staffId: w.anna.id },
    ]);
    expect((await call(t.app, 'POST', '/api/staff-auth/logout', { token })).statusCode).toBe(401);
  });

  it('ends after 7 idle days and after 30 days in all', async () => {
    const w = await staffWorkspace();
    const start = t.clock.now();
    try {
      const token = await signIn(w);
      t.clock.advance(6 * 24 * HOUR);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(7 * 24 * HOUR - 1000);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(7 * 24 * HOUR);
      expect((await me(token)).statusCode).toBe(401);
      t.clock.set(start);
      const token2 = await signIn(w);
      for (let day = 6; day < 30; day += 6) {
        t.clock.set(new Date(start.getTime() + day * 24 * HOUR));
        expect((await me(token2)).statusCode).toBe(200);
      }
      t.clock.set(new Date(start.getTime() + 30 * 24 * HOUR));
      expect((await me(token2)).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('stops working when staff login is switched off, the plan loses staffLogin, or the licence expires (402)', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: false })
      .where(eq(workspaces.id, w.workspace.id));
    expect((await me(token)).statusCode).toBe(401);
    await t.database.db
      .update(workspaces)
      .set({ staffLoginEnabled: true })
      .where(eq(workspaces.id, w.workspace.id));
    expect((await me(token)).statusCode).toBe(200);
    await setWorkspacePlan(t, w.workspace.id, 'FREE');
    expect((await me(token)).statusCode).toBe(401);
    await setWorkspacePlan(t, w.workspace.id, 'START', '2026-02-01');
    const expired = await me(token);
    expect(expired.statusCode).toBe(402);
    expect(expired.json().code).toBe('LICENSE_EXPIRED');
    // Signing out still works.
    expect((await call(t.app, 'POST', '/api/staff-auth/logout', { token })).statusCode).toBe(200);
  });

  it('deactivating the staff member revokes their sessions and codes at once; reactivating does not bring them back', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    await sendCode({ email: w.annaEmail, workspaceId: w.workspace.id });
    const pending = mailedCode(w.annaEmail);
    const off = await call(t.app, 'PUT', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
      body: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const [session] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(session!.revokedAt).not.toBeNull();
    const on = await call(t.app, 'PUT', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
      body: { active: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const verify = await verifyCode({ email: w.annaEmail, workspaceId: w.workspace.id, code: pending });
    expect(verify.json().error).toBe(StaffAuthMessage.INVALID_OR_EXPIRED_CODE);
  });

  it('changing the email or phone a code goes to signs the member out (whoever held the old address keeps nothing)', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const res = await call(t.app, 'PUT', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
      body: { email: 'anna.new@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const again = await signIn(w, 'anna.new@example.com');
    const phone = await call(t.app, 'PUT', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
      body: { phone: '+31 6 9999 0000' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
  });

  it('other staff edits keep the session', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const res = await call(t.app, 'PUT', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
      body: { name: 'Anna V.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).json().staff.name).toBe('Anna V.');
  });

  it('deleting the staff member ends their sessions', async () => {
    const w = await staffWorkspace();
    const token = await signIn(w);
    const res = await call(t.app, 'DELETE', `/api/staff/${w.anna.id}`, {
      token: w.admin.token,
      workspaceId: w.workspace.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a staff token of workspace A shows only A', async () => {
    const a = await staffWorkspace('Ward A');
    const b = await staffWorkspace('Ward B');
    const tokenA = await signIn(a);
    const res = await call(t.app, 'GET', '/api/staff-auth/me', {
      token: tokenA,
      workspaceId: b.workspace.id,
    });
    expect(res.json().workspace.id).toBe(a.workspace.id);
    expect(res.json().staff.id).toBe(a.anna.id);
  });
});

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  STAFF_CODE_MAX_ATTEMPTS,
  STAFF_CODE_SENDS_PER_DAY,
  STAFF_CODE_SENDS_PER_HOUR,
  STAFF_CODE_TTL_MINUTES,
  StaffAuthMessage,
  type Language,
  type StaffLoginWorkspace,
  type StaffLoginWorkspaceQuery,
  type StaffMePayload,
  type StaffSendCodeBody,
  type StaffVerifyCodeBody,
} from '@openrota/contracts';
import { hasFeature, normalizeEmail, normalizePhone } from '@openrota/domain';
import { FALLBACK_LANGUAGE, languageFromAcceptLanguage, translate } from '@openrota/i18n';
import type { AppContext, RequestMeta, StaffSessionContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg, type ErrorMessage } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { assertLicenceActive } from '../licence/licence.service';
import * as repo from './staff-auth.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const CODE_TTL_MS = STAFF_CODE_TTL_MINUTES * 60 * 1000;

/**
 * Sign-in codes are 6 digits, so a stolen hash is brute-forced offline in moments: what protects
 * a code is that it lives 10 minutes, works once, dies after 5 wrong entries, and that sends
 * are limited per contact (5 an hour, 20 a day) and per address. The hash (SHA-256 over a
 * per-code random salt) keeps the plain code out of the database, its backups and logs.
 * Stored as `<salt hex>$<hash hex>`.
 */
export function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

/** Compares in constant time; a malformed stored value never matches. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[1]!, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

type Contact = { kind: 'EMAIL'; value: string } | { kind: 'SMS'; value: string };

function normaliseContact(
  ctx: AppContext,
  body: { email?: string | undefined; phone?: string | undefined },
): Contact {
  if (body.email) return { kind: 'EMAIL', value: normalizeEmail(body.email) };
  const phone = normalizePhone(body.phone ?? '', ctx.config.defaultPhoneCountryCode);
  if (!phone) throw AppError.badRequest(msg('staffPortal.invalidPhone'), 'phone');
  return { kind: 'SMS', value: phone };
}

/**
 * The workspace of a staff-login call: unknown → 404 with the invalid-workspace message (a slug
 * is public anyway: it is in the staff login link); staff login off or not in the plan → 403.
 */
async function loginWorkspace(
  ctx: AppContext,
  body: { workspaceId?: string | undefined; workspaceSlug?: string | undefined },
): Promise<repo.WorkspaceRow> {
  const ws = await repo.findWorkspace(
    ctx.db,
    body.workspaceId ? { id: body.workspaceId } : { slug: body.workspaceSlug?.trim().toLowerCase() ?? '' },
  );
  if (!ws) {
    const field = body.workspaceId ? 'workspaceId' : 'workspaceSlug';
    throw new AppError(ErrorCode.NOT_FOUND, 404, msg('staffAuth.invalidWorkspace'), [
      { field, message: msg('staffAuth.invalidWorkspace') },
    ]);
  }
  if (!ws.staffLoginEnabled || !hasFeature(ws.plan, 'staffLogin'))
    throw AppError.forbidden(msg('staffAuth.staffLoginDisabled'));
  assertLicenceActive(ctx, ws);
  return ws;
}

/** GET /api/staff-auth/workspace: the name and slug the staff login shows, where staff login works. */
export async function loginWorkspaceInfo(
  ctx: AppContext,
  ref: StaffLoginWorkspaceQuery,
): Promise<StaffLoginWorkspace> {
  const ws = await loginWorkspace(ctx, ref);
  return { name: ws.name, slug: ws.slug };
}

/** The active staff member the contact names (the oldest, if several share it). */
async function findStaffByContact(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  contact: Contact,
): Promise<repo.StaffRow | undefined> {
  if (contact.kind === 'EMAIL') return repo.findActiveStaffByEmail(tx, workspaceId, contact.value);
  const candidates = await repo.activeStaffWithPhone(tx, workspaceId);
  return candidates.find(
    (s) => normalizePhone(s.phone ?? '', ctx.config.defaultPhoneCountryCode) === contact.value,
  );
}

/** Whose language a code message is in: the linked account's, else the browser's, else en. */
async function messageLanguage(
  tx: DbOrTx,
  member: repo.StaffRow,
  acceptLanguage: string | undefined,
): Promise<Language> {
  if (member.userId) {
    const language = await repo.findUserLanguage(tx, member.userId);
    if (language === 'nl' || language === 'en') return language;
  }
  return languageFromAcceptLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

function retryAfter(oldest: Date | null, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
}

/**
 * POST /api/staff-auth/send-code. The same answer (and the same database work: a request row,
 * a staff lookup, a code hashed) whether or not the contact belongs to an active staff member,
 * and the per-contact limits count unknown contacts too; delivery is not awaited, so the
 * answer's timing does not tell either.
 */
export async function sendCode(
  ctx: AppContext,
  body: StaffSendCodeBody,
  meta: RequestMeta,
  acceptLanguage?: string,
): Promise<string> {
  const ws = await loginWorkspace(ctx, body);
  const contact = normaliseContact(ctx, body);
  const code = generateCode();
  const codeHash = hashCode(code);
  const delivery = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await repo.lockContact(tx, ws.id, contact.value);
    const sent = await repo.countCodeRequests(tx, ws.id, contact.value, hourAgo, dayAgo);
    if (sent.hour >= STAFF_CODE_SENDS_PER_HOUR || sent.day >= STAFF_CODE_SENDS_PER_DAY) {
      const hourly = sent.hour >= STAFF_CODE_SENDS_PER_HOUR;
      const seconds = Math.max(
        hourly ? retryAfter(sent.oldestHour, HOUR_MS, now) : 0,
        sent.day >= STAFF_CODE_SENDS_PER_DAY ? retryAfter(sent.oldestDay, DAY_MS, now) : 0,
      );
      const minutes = Math.ceil(seconds / 60);
      throw AppError.tooManyRequests(
        seconds,
        msg(contact.kind === 'EMAIL' ? 'staffPortal.tooManyCodes_email' : 'staffPortal.tooManyCodes_phone', {
          count: minutes,
        }),
      );
    }
    await repo.pruneCodeRequests(tx, ws.id, contact.value, dayAgo);
    await repo.insertCodeRequest(tx, ws.id, contact.value, now);
    const member = await findStaffByContact(ctx, tx, ws.id, contact);
    if (!member) {
      await repo.decoyCodeWrites(tx, ws.id, now);
      return null;
    }
    await repo.consumeLiveCodes(tx, member.id, now);
    await repo.insertLoginCode(tx, {
      workspaceId: ws.id,
      staffId: member.id,
      channel: contact.kind,
      codeHash,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.id,
        staffId: member.id,
        action: 'CREATE',
        resource: 'AUTH',
        resourceId: member.id,
        resourceName: member.name,
        description: `Sign-in code sent to ${member.name} by ${contact.kind === 'EMAIL' ? 'email' : 'SMS'}`,
      },
      meta,
    );
    return { member, language: await messageLanguage(tx, member, acceptLanguage) };
  });
  if (delivery) deliverCode(ctx, ws, delivery.member, contact, code, delivery.language);
  return StaffAuthMessage.CODE_SENT;
}

/** Sends the code (not awaited by the caller); a failure is logged, the code stays valid. */
function deliverCode(
  ctx: AppContext,
  ws: repo.WorkspaceRow,
  member: repo.StaffRow,
  contact: Contact,
  code: string,
  lng: Language,
) {
  const values = { name: member.name, workspace: ws.name, code, minutes: STAFF_CODE_TTL_MINUTES };
  const sending =
    contact.kind === 'EMAIL'
      ? ctx.mailer.send({
          to: contact.value,
          subject: translate(lng, 'staffMessages.code.subject', values),
          text: [
            translate(lng, 'staffMessages.code.greeting', values),
            '',
            translate(lng, 'staffMessages.code.intro', values),
            '',
            code,
            '',
            translate(lng, 'staffMessages.code.validity', values),
            translate(lng, 'staffMessages.code.ignore', values),
            '',
            translate(lng, 'staffMessages.code.signature', values),
          ].join('\n'),
        })
      : ctx.sms.send(contact.value, translate(lng, 'staffMessages.code.sms', values));
  Promise.resolve(sending).catch((err: unknown) =>
    ctx.log.error({ err, workspaceId: ws.id, staffId: member.id }, 'staff sign-in code delivery failed'),
  );
}

/** A failed entry: Invalid code with the tries the code has left, or invalid-or-expired (a new code is needed). */
type VerifyOutcome =
  { ok: true; token: string } | { ok: false; message: ErrorMessage; attemptsRemaining?: number };

const wrongEntry = (attemptsRemaining: number): VerifyOutcome => ({
  ok: false,
  message: msg('staffAuth.invalidCode'),
  attemptsRemaining,
});

/**
 * POST /api/staff-auth/verify-code. The contact names the one code to compare (codes are stored
 * hashed); its row is locked so parallel guesses count one by one. A wrong entry uses one of 5
 * attempts, the 5th wrong entry kills the code; the right code is consumed and a staff session
 * is opened (audited as LOGIN by the staff member).
 */
export async function verifyCode(
  ctx: AppContext,
  body: StaffVerifyCodeBody,
  meta: RequestMeta,
): Promise<string> {
  const ws = await loginWorkspace(ctx, body);
  const contact = normaliseContact(ctx, body);
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const now = ctx.clock.now();
    await repo.lockContact(tx, ws.id, contact.value);
    const member = await findStaffByContact(ctx, tx, ws.id, contact);
    const live = member ? await repo.findLiveCodeForUpdate(tx, ws.id, member.id, now) : undefined;
    // Always hash once, also without a live code.
    const matches = codeMatches(body.code, live?.codeHash ?? hashCode('------'));
    if (!member || !live) {
      const request = member
        ? undefined
        : await repo.latestCodeRequest(tx, ws.id, contact.value, new Date(now.getTime() - CODE_TTL_MS));
      // No staff member: the entry is counted on the code request, so an unknown contact
      // answers like a known one (Invalid code 5 times, then invalid or expired) on every
      // instance, and verify-code does not reveal which contacts exist.
      const entries = request
        ? await repo.countWrongEntry(tx, request.id, STAFF_CODE_MAX_ATTEMPTS)
        : undefined;
      if (entries !== undefined) return wrongEntry(STAFF_CODE_MAX_ATTEMPTS - entries);
      return { ok: false, message: msg('staffAuth.invalidOrExpiredCode') };
    }
    if (live.attempts >= STAFF_CODE_MAX_ATTEMPTS) {
      await repo.updateLoginCode(tx, live.id, { consumedAt: now });
      return { ok: false, message: msg('staffAuth.invalidOrExpiredCode') };
    }
    if (!matches) {
      const attempts = live.attempts + 1;
      await repo.updateLoginCode(
        tx,
        live.id,
        attempts >= STAFF_CODE_MAX_ATTEMPTS ? { attempts, consumedAt: now } : { attempts },
      );
      return wrongEntry(STAFF_CODE_MAX_ATTEMPTS - attempts);
    }
    await repo.updateLoginCode(tx, live.id, { consumedAt: now });
    const token = generateToken(32);
    await repo.insertStaffSession(tx, {
      tokenHash: hashToken(token),
      workspaceId: ws.id,
      staffId: member.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.staffSessionAbsoluteMs),
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.id,
        staffId: member.id,
        action: 'LOGIN',
        resource: 'AUTH',
        resourceId: member.id,
        resourceName: member.name,
        description: `Staff member ${member.name} signed in with a code sent by ${live.channel === 'EMAIL' ? 'email' : 'SMS'}`,
      },
      meta,
    );
    return { ok: true, token };
  });
  if (!outcome.ok) {
    const extra =
      outcome.attemptsRemaining === undefined ? undefined : { attemptsRemaining: outcome.attemptsRemaining };
    throw new AppError(
      ErrorCode.INVALID_TOKEN,
      400,
      outcome.message,
      [{ field: 'code', message: outcome.message }],
      extra,
    );
  }
  return outcome.token;
}

/** Refresh a staff session's `last_used_at` at most this often. */
const STAFF_TOUCH_INTERVAL_MS = 60_000;

/**
 * The caller of a `staff` route (the access plugin asks): a live staff session, found by the
 * SHA-256 of the bearer token, not revoked, within its absolute and idle lifetimes, of an active
 * staff member whose workspace still has staff login switched on and a plan with the staffLogin
 * feature. Anything else is 401 (the staff client then signs out). An expired licence answers
 * 402 like admin routes, unless the route allows it.
 */
export async function resolveStaffSession(
  ctx: AppContext,
  token: string | null,
  allowExpired: boolean,
): Promise<StaffSessionContext> {
  if (!token || token.length > 256) throw AppError.unauthorized();
  const row = await repo.findStaffSessionByTokenHash(ctx.db, hashToken(token));
  const now = ctx.clock.now();
  if (!row || row.revokedAt || row.expiresAt <= now || !row.active) throw AppError.unauthorized();
  if (row.lastUsedAt.getTime() + ctx.config.staffSessionIdleMs <= now.getTime())
    throw AppError.unauthorized();
  if (!row.staffLoginEnabled || !hasFeature(row.plan, 'staffLogin'))
    throw AppError.unauthorized(msg('staffAuth.staffLoginDisabled'));
  if (!allowExpired) assertLicenceActive(ctx, row);
  if (now.getTime() - row.lastUsedAt.getTime() > STAFF_TOUCH_INTERVAL_MS)
    await repo.touchStaffSession(ctx.db, row.sessionId, now);
  return {
    staffId: row.staffId,
    workspaceId: row.workspaceId,
    sessionId: row.sessionId,
    ...(row.language === 'nl' || row.language === 'en' ? { language: row.language } : {}),
    scheduleRow: {
      version: Number(row.scheduleVersion),
      name: row.workspaceName,
      timeZone: row.timeZone,
      maxSelfPlanningDays: row.maxSelfPlanningDays,
      absencesMinDelay: row.absencesMinDelay,
    },
  };
}

/** GET /api/staff-auth/me */
export async function me(ctx: AppContext, session: StaffSessionContext): Promise<StaffMePayload> {
  const row = await repo.findStaffWithWorkspace(ctx.db, session.workspaceId, session.staffId);
  if (!row) throw AppError.unauthorized();
  const { staff: s, workspace: w } = row;
  return {
    staff: { id: s.id, name: s.name, shortName: s.shortName, email: s.email, phone: s.phone },
    workspace: {
      id: w.id,
      name: w.name,
      slug: w.slug,
      absencesMinDelay: w.absencesMinDelay,
      maxSelfPlanningDays: w.maxSelfPlanningDays,
      timeZone: w.timeZone,
      selfPlanning: hasFeature(w.plan, 'selfPlanning'),
    },
  };
}

/** POST /api/staff-auth/logout: this session only. */
export async function logout(
  ctx: AppContext,
  session: StaffSessionContext,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.revokeStaffSession(tx, session.sessionId, ctx.clock.now());
    await recordAudit(
      tx,
      {
        workspaceId: session.workspaceId,
        staffId: session.staffId,
        action: 'LOGOUT',
        resource: 'AUTH',
        resourceId: session.staffId,
        description: 'Staff member signed out',
      },
      meta,
    );
  });
}

/**
 * Ends a staff member's access at once: revokes their staff sessions and kills their live codes.
 * Registered on the staff module's hook (onStaffAccessEnded, staff-auth.routes.ts): runs when a
 * staff member is deactivated or their email or phone changes (deleting one removes both by
 * cascade), in the transaction of that change.
 */
export async function revokeStaffAccess(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  staffId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await repo.revokeSessionsOfStaff(tx, workspaceId, staffId, now);
  await repo.consumeLiveCodes(tx, staffId, now);
}

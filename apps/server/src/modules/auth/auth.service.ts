import {
  ErrorCode,
  type LoginBody,
  type RegisterBody,
  type SessionPayload,
  type User,
} from '@openrota/contracts';
import { translate } from '@openrota/i18n';
import type { AppContext, RequestMeta } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { listWorkspacesForUser } from '../workspaces/workspaces.service';
import * as repo from './auth.repository';
import { assertNotLocked, clearFailures, recordFailure } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { createSession, revokeAllSessions, revokeSession } from './session.service';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;
type NewUser = Parameters<typeof repo.insertUser>[1];

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';

export function toUserDto(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, language: row.language === 'nl' ? 'nl' : 'en' };
}

async function sessionPayload(ctx: AppContext, user: UserRow, token: string): Promise<SessionPayload> {
  return { token, user: toUserDto(user), workspaces: await listWorkspacesForUser(ctx.db, user.id) };
}

/** A user account by id (the users module reads and changes accounts through these). */
export function findUser(db: DbOrTx, userId: string) {
  return repo.findUserById(db, userId);
}

/** A user account by its (normalised) email. */
export function findUserByEmail(db: DbOrTx, email: string) {
  return repo.findUserByEmail(db, email);
}

/** Creates the account unless its email is taken; answers the new row, or undefined when taken. */
export function insertUserIfEmailFree(db: DbOrTx, values: NewUser) {
  return repo.insertUser(db, values);
}

/** Changes columns of an account; answers the updated row. */
export function updateUser(db: DbOrTx, userId: string, values: Partial<NewUser>) {
  return repo.updateUser(db, userId, values);
}

/** Unknown email and wrong password: same status, same body, similar time. */
export async function login(ctx: AppContext, body: LoginBody, meta: RequestMeta): Promise<SessionPayload> {
  const address = meta.ipAddress ?? 'unknown';
  await assertNotLocked(ctx, body.email, address);
  const user = await repo.findUserByEmail(ctx.db, body.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : (await burnPasswordCheck(body.password), false);
  if (!user || !valid) {
    await recordFailure(ctx, body.email, address);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, 401, msg('auth.invalidCredentials'));
  }
  await clearFailures(ctx, body.email, address);
  const token = await ctx.db.transaction(async (tx) => {
    const t = await createSession(ctx, tx, user.id, meta);
    await recordAudit(
      tx,
      {
        userId: user.id,
        action: 'LOGIN',
        resource: 'AUTH',
        resourceId: user.id,
        resourceName: user.email,
        description: 'Signed in with password',
      },
      meta,
    );
    return t;
  });
  return sessionPayload(ctx, user, token);
}

export async function register(
  ctx: AppContext,
  body: RegisterBody,
  meta: RequestMeta,
): Promise<SessionPayload> {
  if (!body.termsAccepted) {
    throw AppError.badRequest(msg('auth.termsRequired'), 'termsAccepted');
  }
  const passwordHash = await hashPassword(body.password);
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const user = await repo.insertUser(tx, {
      email: body.email,
      name: body.name,
      passwordHash,
      language: body.language ?? 'en',
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) return null;
    const token = await createSession(ctx, tx, user.id, meta);
    await recordAudit(
      tx,
      {
        userId: user.id,
        action: 'CREATE',
        resource: 'USER',
        resourceId: user.id,
        resourceName: user.email,
        description: 'Account registered',
      },
      meta,
    );
    return { user, token };
  });
  if (!result)
    throw new AppError(ErrorCode.EMAIL_TAKEN, 409, msg('auth.emailTaken'), [
      { field: 'email', message: msg('auth.emailTaken') },
    ]);
  return sessionPayload(ctx, result.user, result.token);
}

export async function me(ctx: AppContext, userId: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw AppError.unauthorized();
  return { user: toUserDto(user), workspaces: await listWorkspacesForUser(ctx.db, user.id) };
}

export async function logout(ctx: AppContext, userId: string, sessionId: string, meta: RequestMeta) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(ctx, tx, sessionId);
    await recordAudit(
      tx,
      { userId, action: 'LOGOUT', resource: 'AUTH', resourceId: userId, description: 'Signed out' },
      meta,
    );
  });
}

/** Always the same answer; a mail with a 30-minute single-use link goes only to a real account. */
export async function forgotPassword(ctx: AppContext, email: string, meta: RequestMeta): Promise<string> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return FORGOT_PASSWORD_MESSAGE;
  const token = generateToken(32);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await recordAudit(
      tx,
      {
        userId: user.id,
        action: 'UPDATE',
        resource: 'AUTH',
        resourceId: user.id,
        resourceName: user.email,
        description: 'Password reset requested',
      },
      meta,
    );
  });
  const lng = user.language === 'nl' ? 'nl' : 'en';
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const text = [
    translate(lng, 'mail.greeting', { name: user.name }),
    '',
    translate(lng, 'mail.passwordReset.body'),
    link,
    '',
    translate(lng, 'mail.passwordReset.ignore'),
    '',
    translate(lng, 'mail.signature'),
  ].join('\n');
  // Not awaited: the answer must not reveal (by its timing) whether a mail went out.
  ctx.mailer
    .send({ to: user.email, subject: translate(lng, 'mail.passwordReset.subject'), text })
    .catch((err: unknown) => {
      ctx.log.error({ err }, 'password reset mail failed');
    });
  return FORGOT_PASSWORD_MESSAGE;
}

/** Sets the new password, burns the token and signs the user out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string, meta: RequestMeta) {
  const passwordHash = await hashPassword(password);
  const ok = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const reset = await repo.consumeResetToken(tx, hashToken(token), now);
    if (!reset) return false;
    const user = await repo.updateUser(tx, reset.userId, { passwordHash, updatedAt: now });
    if (!user) return false;
    await repo.invalidateResetTokensOfUser(tx, user.id, now);
    await revokeAllSessions(ctx, tx, user.id);
    // A new password: the guesses counted against the old one no longer matter.
    await repo.clearThrottles(tx, user.email);
    await recordAudit(
      tx,
      {
        userId: user.id,
        action: 'UPDATE',
        resource: 'USER',
        resourceId: user.id,
        resourceName: user.email,
        description: 'Password reset',
      },
      meta,
    );
    return true;
  });
  if (!ok)
    throw new AppError(ErrorCode.INVALID_TOKEN, 400, msg('auth.invalidResetToken'), [
      { field: 'token', message: msg('auth.invalidResetToken') },
    ]);
}

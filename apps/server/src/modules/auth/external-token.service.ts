import { ErrorCode, type SessionPayload } from '@openrota/contracts';
import type { AppContext, RequestMeta } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { isMember, listWorkspacesForUser } from '../workspaces/workspaces.service';
import * as repo from './auth.repository';
import { toUserDto } from './auth.service';
import { createSession } from './session.service';

/** External tokens live 5 minutes and work once (docs/product/sign-in.md#external-token). */
export const EXTERNAL_TOKEN_TTL_MS = 5 * 60 * 1000;

export interface ExternalToken {
  externalToken: string;
  expiresAt: string;
  url: string;
}

export async function createExternalToken(
  ctx: AppContext,
  userId: string,
  workspaceId?: string,
): Promise<ExternalToken> {
  if (workspaceId && !(await isMember(ctx.db, workspaceId, userId))) throw AppError.notFound('workspace');
  const token = generateToken(32);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EXTERNAL_TOKEN_TTL_MS);
  await repo.insertExternalToken(ctx.db, {
    userId,
    workspaceId: workspaceId ?? null,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  return {
    externalToken: token,
    expiresAt: expiresAt.toISOString(),
    url: `${ctx.config.appUrl}/login?externalToken=${encodeURIComponent(token)}`,
  };
}

/** For the operator command `external-token <email>`. */
export async function mintExternalTokenForEmail(ctx: AppContext, email: string): Promise<ExternalToken> {
  const user = await repo.findUserByEmail(ctx.db, email.trim().toLowerCase());
  if (!user) throw AppError.notFound('user');
  return createExternalToken(ctx, user.id);
}

export async function exchangeExternalToken(
  ctx: AppContext,
  externalToken: string,
  meta: RequestMeta,
): Promise<SessionPayload & { workspaceId: string | null }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await repo.consumeExternalToken(tx, hashToken(externalToken), ctx.clock.now());
    if (!row) return null;
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return null;
    const token = await createSession(ctx, tx, user.id, meta);
    await recordAudit(
      tx,
      {
        userId: user.id,
        action: 'LOGIN',
        resource: 'AUTH',
        resourceId: user.id,
        resourceName: user.email,
        description: 'Signed in with an external token',
      },
      meta,
    );
    return { user, token, workspaceId: row.workspaceId };
  });
  if (!result) throw new AppError(ErrorCode.INVALID_TOKEN, 401, msg('auth.invalidToken'));
  const workspaces = await listWorkspacesForUser(ctx.db, result.user.id);
  const workspaceId =
    result.workspaceId && workspaces.some((w) => w.id === result.workspaceId) ? result.workspaceId : null;
  return { token: result.token, user: toUserDto(result.user), workspaces, workspaceId };
}

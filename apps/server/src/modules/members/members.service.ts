import {
  ErrorCode,
  INVITATION_VALID_DAYS,
  type CreateInvitationBody,
  type Invitation,
  type InvitationPreview,
  type InvitationState,
  type Member,
  type Role,
  type Workspace,
} from '@openrota/contracts';
import { translate } from '@openrota/i18n';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg, type ErrorMessage } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import type { AuthenticatedUser } from '../auth/session.service';
import { recordAudit } from '../audit/audit.service';
import { toWorkspaceDto } from '../workspaces/workspace-dto';
import { assertWithinPlanLimit } from '../licence/plan-limits';
import * as repo from './members.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_ADMIN_MESSAGE = msg('members.lastAdmin');

function assertSameWorkspace(ws: WorkspaceContext, id: string) {
  if (id !== ws.workspaceId) throw AppError.notFound('workspace');
}

function toMember(row: {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
}): Member {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

function toInvitation(row: repo.InvitationRow, invitedBy: string | null, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

function stateOf(row: repo.InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'ACCEPTED';
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'PENDING';
}

/** One more ADMIN must fit the plan (docs/roles.md: the admin count is the number of ADMIN members). */
function assertAdminFits(tx: DbOrTx, workspaceId: string) {
  return assertWithinPlanLimit(tx, workspaceId, 'admins');
}

async function lockWorkspace(tx: DbOrTx, workspaceId: string) {
  const row = await repo.lockWorkspace(tx, workspaceId);
  if (!row) throw AppError.notFound('workspace');
  return row;
}

export async function listMembers(ctx: AppContext, ws: WorkspaceContext, id: string): Promise<Member[]> {
  assertSameWorkspace(ws, id);
  return (await repo.listMembers(ctx.db, ws.workspaceId)).map(toMember);
}

export async function listInvitations(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
): Promise<Invitation[]> {
  assertSameWorkspace(ws, id);
  const now = ctx.clock.now();
  return (await repo.listPendingInvitations(ctx.db, ws.workspaceId)).map((r) =>
    toInvitation(r.invitation, r.invitedBy, now),
  );
}

const ROLE_NAMES: Record<'en' | 'nl', Record<Role, string>> = {
  en: { ADMIN: 'admin', MANAGER: 'manager', STAFF: 'staff member' },
  nl: { ADMIN: 'beheerder', MANAGER: 'manager', STAFF: 'medewerker' },
};

/**
 * Stores an invitation (a 32-byte token, kept only as its SHA-256 hash, valid 7 days) and mails
 * the link to the invitee in the inviter's language. Re-inviting an address replaces its pending
 * invitation; an address that already belongs to a member is refused (409).
 */
export async function createInvitation(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: CreateInvitationBody,
  meta: RequestMeta,
): Promise<Invitation> {
  assertSameWorkspace(ws, id);
  const token = generateToken(32);
  const now = ctx.clock.now();
  const { invitation, workspaceName, inviter } = await ctx.db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, ws.workspaceId);
    if (await repo.findMemberByEmail(tx, ws.workspaceId, body.email))
      throw AppError.conflict(msg('members.alreadyMember', { email: body.email }), 'email');
    if (body.role === 'ADMIN') await assertAdminFits(tx, ws.workspaceId);
    const replaced = await repo.revokePendingFor(tx, ws.workspaceId, body.email, now);
    const row = await repo.insertInvitation(tx, {
      workspaceId: ws.workspaceId,
      email: body.email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedByUserId: ws.userId,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      createdAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'CREATE',
        resource: 'USER',
        resourceId: row.id,
        resourceName: body.email,
        description: `${body.email} invited as ${body.role}${replaced.length ? ' (replacing the previous invitation)' : ''}`,
        metadata: { invitationId: row.id, role: body.role, replaced: replaced.map((r) => r.id) },
      },
      meta,
    );
    const inviterRow = await repo.findUser(tx, ws.userId);
    return { invitation: row, workspaceName: workspace.name, inviter: inviterRow };
  });
  const lng = inviter?.language === 'nl' ? 'nl' : 'en';
  const link = `${ctx.config.appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  const values = {
    inviter: inviter?.name ?? 'OpenRota',
    workspace: workspaceName,
    role: ROLE_NAMES[lng][body.role],
    email: body.email,
    days: INVITATION_VALID_DAYS,
  };
  const text = [
    translate(lng, 'members.mail.invitation.body', values),
    link,
    '',
    translate(lng, 'members.mail.invitation.newAccount', values),
    '',
    translate(lng, 'mail.signature'),
  ].join('\n');
  try {
    await ctx.mailer.send({
      to: body.email,
      subject: translate(lng, 'members.mail.invitation.subject', values),
      text,
    });
  } catch (err) {
    // The invitation stands; re-inviting sends a new link.
    ctx.log.error({ err, invitationId: invitation.id }, 'invitation mail failed');
  }
  return toInvitation(invitation, inviter?.name ?? null, now);
}

export async function revokeInvitation(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  invitationId: string,
  meta: RequestMeta,
): Promise<void> {
  assertSameWorkspace(ws, id);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findInvitation(tx, ws.workspaceId, invitationId);
    if (!row || row.revokedAt) throw AppError.notFound('invitation');
    if (row.acceptedAt) throw AppError.conflict(msg('members.invitationAccepted'));
    await repo.markRevoked(tx, row.id, ctx.clock.now());
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'DELETE',
        resource: 'USER',
        resourceId: row.id,
        resourceName: row.email,
        description: `Invitation of ${row.email} revoked`,
        metadata: { invitationId: row.id },
      },
      meta,
    );
  });
}

/** What the invitee sees before accepting; an unknown token is 404. */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const found = await repo.findInvitationByHash(ctx.db, hashToken(token));
  if (!found) throw AppError.notFound('invitation');
  const { invitation, workspaceName } = found;
  const state = stateOf(invitation, ctx.clock.now());
  return {
    workspaceName,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    state,
    expired: state === 'EXPIRED',
    accepted: state === 'ACCEPTED',
  };
}

const gone = (message: ErrorMessage) => new AppError(ErrorCode.INVALID_TOKEN, 410, message);

/**
 * The signed-in user joins with the invitation's role. The account's email must be the invited
 * address (403). Single use: an accepted, revoked or expired invitation answers 410.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: AuthenticatedUser,
  token: string,
  meta: RequestMeta,
): Promise<Workspace> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findInvitationByHash(tx, hashToken(token), true);
    if (!found) throw AppError.notFound('invitation');
    const { invitation } = found;
    const now = ctx.clock.now();
    const state = stateOf(invitation, now);
    if (state === 'ACCEPTED') throw gone(msg('members.invitationUsed'));
    if (state === 'REVOKED') throw gone(msg('members.invitationRevoked'));
    if (state === 'EXPIRED') throw gone(msg('members.invitationExpired'));
    const account = await repo.findUser(tx, user.userId);
    if (!account || account.email !== invitation.email) {
      throw AppError.forbidden(msg('members.invitationForOther', { email: invitation.email }));
    }
    const workspace = await lockWorkspace(tx, invitation.workspaceId);
    if (await repo.findMember(tx, invitation.workspaceId, user.userId))
      throw AppError.conflict(msg('members.alreadyYouMember'));
    if (invitation.role === 'ADMIN') await assertAdminFits(tx, invitation.workspaceId);
    await repo.insertMember(tx, {
      workspaceId: invitation.workspaceId,
      userId: user.userId,
      role: invitation.role,
      createdAt: now,
    });
    await repo.markAccepted(tx, invitation.id, user.userId, now);
    await recordAudit(
      tx,
      {
        workspaceId: invitation.workspaceId,
        userId: user.userId,
        action: 'ASSIGN',
        resource: 'USER',
        resourceId: user.userId,
        resourceName: account.email,
        description: `${account.email} joined as ${invitation.role} by invitation`,
        metadata: { invitationId: invitation.id, role: invitation.role },
      },
      meta,
    );
    return toWorkspaceDto(workspace, invitation.role);
  });
}

/** Role change (ADMIN): the last ADMIN cannot be demoted; a new ADMIN must fit the plan. */
export async function changeRole(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  userId: string,
  role: Role,
  meta: RequestMeta,
): Promise<Member> {
  assertSameWorkspace(ws, id);
  return ctx.db.transaction(async (tx) => {
    await lockWorkspace(tx, ws.workspaceId);
    const member = await repo.findMember(tx, ws.workspaceId, userId);
    if (!member) throw AppError.notFound('member');
    if (member.role === role) return toMember(member);
    if (member.role === 'ADMIN' && (await repo.countAdmins(tx, ws.workspaceId)) <= 1)
      throw AppError.conflict(LAST_ADMIN_MESSAGE, 'role');
    if (role === 'ADMIN') await assertAdminFits(tx, ws.workspaceId);
    await repo.setRole(tx, ws.workspaceId, userId, role);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'USER',
        resourceId: userId,
        resourceName: member.email,
        description: `Role of ${member.email} changed from ${member.role} to ${role}`,
        metadata: { from: member.role, to: role },
      },
      meta,
    );
    return toMember({ ...member, role });
  });
}

/**
 * Removes a member (ADMIN), or the caller leaves (any role). The last ADMIN can do neither.
 */
export async function removeMember(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  userId: string,
  meta: RequestMeta,
): Promise<'removed' | 'left'> {
  assertSameWorkspace(ws, id);
  const self = userId === ws.userId;
  if (!self && ws.role !== 'ADMIN') throw AppError.forbidden(msg('members.onlyAdminsRemove'));
  return ctx.db.transaction(async (tx) => {
    await lockWorkspace(tx, ws.workspaceId);
    const member = await repo.findMember(tx, ws.workspaceId, userId);
    if (!member) throw AppError.notFound('member');
    if (member.role === 'ADMIN' && (await repo.countAdmins(tx, ws.workspaceId)) <= 1) {
      throw AppError.conflict(self ? msg('members.lastAdminLeaving') : LAST_ADMIN_MESSAGE);
    }
    await repo.deleteMember(tx, ws.workspaceId, userId);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UNASSIGN',
        resource: 'USER',
        resourceId: userId,
        resourceName: member.email,
        description: self
          ? `${member.email} left the workspace`
          : `${member.email} removed from the workspace`,
        metadata: { role: member.role },
      },
      meta,
    );
    return self ? 'left' : 'removed';
  });
}

import { z } from 'zod';
import { WorkspaceSchema } from './auth';
import { EmailSchema, RoleSchema, text } from './common';

/** Invitation links are valid this many days. */
export const INVITATION_VALID_DAYS = 7;

export const MemberSchema = z.object({
  userId: z.uuid(),
  name: text(),
  email: text(),
  role: RoleSchema,
  joinedAt: text(),
});
export type Member = z.infer<typeof MemberSchema>;
export const MemberListResponseSchema = z.object({ success: z.literal(true), data: z.array(MemberSchema) });

/** A pending invitation (accepted, revoked and replaced ones are not listed). */
export const InvitationSchema = z.object({
  id: z.uuid(),
  email: text(),
  role: RoleSchema,
  invitedBy: text().nullable(),
  createdAt: text(),
  expiresAt: text(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(InvitationSchema),
});
export const InvitationResponseSchema = z.object({
  success: z.literal(true),
  data: InvitationSchema,
  message: text(),
});

export const CreateInvitationBodySchema = z.object({
  email: EmailSchema,
  role: RoleSchema,
});
export type CreateInvitationBody = z.infer<typeof CreateInvitationBodySchema>;

export const INVITATION_STATES = ['PENDING', 'EXPIRED', 'ACCEPTED', 'REVOKED'] as const;
export const InvitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationStateSchema>;

/** What `GET /api/invitations/{token}` tells the invitee (no ids). */
export const InvitationPreviewSchema = z.object({
  workspaceName: text(),
  role: RoleSchema,
  email: text(),
  expiresAt: text(),
  state: InvitationStateSchema,
  expired: z.boolean(),
  accepted: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: InvitationPreviewSchema,
});

export const InvitationTokenParamsSchema = z.object({ token: text().min(1).max(200) });
export const AcceptInvitationBodySchema = z.object({
  token: text({ message: 'token is required' }).min(1, 'token is required').max(200),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;
/** The joined workspace, as `GET /api/workspaces/{id}` returns it. */
export const AcceptInvitationResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
  data: WorkspaceSchema,
});

export const UpdateMemberRoleBodySchema = z.object({ role: RoleSchema });
export type UpdateMemberRoleBody = z.infer<typeof UpdateMemberRoleBodySchema>;
export const MemberResponseSchema = z.object({
  success: z.literal(true),
  data: MemberSchema,
  message: text(),
});

export const MemberParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  userId: z.uuid({ message: 'Invalid user id' }),
});
export const InvitationParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  invitationId: z.uuid({ message: 'Invalid invitation id' }),
});

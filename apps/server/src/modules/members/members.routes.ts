import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptInvitationBodySchema,
  AcceptInvitationResponseSchema,
  CreateInvitationBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  InvitationListResponseSchema,
  InvitationParamsSchema,
  InvitationPreviewResponseSchema,
  InvitationResponseSchema,
  InvitationTokenParamsSchema,
  MemberListResponseSchema,
  MemberParamsSchema,
  MemberResponseSchema,
  MessageEnvelopeSchema,
  UpdateMemberRoleBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, currentWorkspace, requestMeta } from '../../plugins/access';
import { PER_ADDRESS } from '../../plugins/rate-limits';
import * as service from './members.service';

/** Members and invitations (docs/roles.md): ADMIN manages; any member may leave. */
const ADMIN = { access: 'workspace', roles: ['ADMIN'] } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

export async function membersRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  app.get(
    '/api/workspaces/:id/members',
    {
      config: ADMIN,
      schema: { tags, params: IdParamsSchema, response: { 200: MemberListResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.listMembers(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.put(
    '/api/workspaces/:id/members/:userId',
    {
      config: ADMIN,
      schema: {
        tags,
        params: MemberParamsSchema,
        body: UpdateMemberRoleBodySchema,
        response: { 200: MemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.changeRole(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.userId,
        request.body.role,
        requestMeta(request),
      );
      return { success: true as const, data, message: 'Role updated successfully' };
    },
  );

  // Every role may call it to leave; removing someone else needs ADMIN (checked in the service).
  app.delete(
    '/api/workspaces/:id/members/:userId',
    {
      config: { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] },
      schema: { tags, params: MemberParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      const outcome = await service.removeMember(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.userId,
        requestMeta(request),
      );
      return {
        success: true as const,
        message: outcome === 'left' ? 'You left the workspace' : 'Member removed successfully',
      };
    },
  );

  app.get(
    '/api/workspaces/:id/invitations',
    {
      config: ADMIN,
      schema: { tags, params: IdParamsSchema, response: { 200: InvitationListResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.listInvitations(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    '/api/workspaces/:id/invitations',
    {
      config: ADMIN,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateInvitationBodySchema,
        response: { 201: InvitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createInvitation(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: `Invitation sent to ${data.email}` });
    },
  );

  app.delete(
    '/api/workspaces/:id/invitations/:invitationId',
    {
      config: ADMIN,
      schema: { tags, params: InvitationParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await service.revokeInvitation(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.invitationId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Invitation revoked successfully' };
    },
  );

  // The token is the credential: public, rate limited per address like the sign-in calls.
  app.get(
    '/api/invitations/:token',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        params: InvitationTokenParamsSchema,
        response: {
          200: InvitationPreviewResponseSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.previewInvitation(ctx, request.params.token),
    }),
  );

  app.post(
    '/api/invitations/accept',
    {
      config: { access: 'user', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        body: AcceptInvitationBodySchema,
        response: {
          200: AcceptInvitationResponseSchema,
          ...errors,
          410: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await service.acceptInvitation(
        ctx,
        currentUser(request),
        request.body.token,
        requestMeta(request),
      );
      return { success: true as const, message: `You joined ${data.name}`, data };
    },
  );
}

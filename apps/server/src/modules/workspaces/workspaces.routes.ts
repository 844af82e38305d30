import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateWorkspaceBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  OnboardingResponseSchema,
  WorkspaceResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, currentWorkspace, requestMeta } from '../../plugins/access';
import { perAccount } from '../../plugins/rate-limits';
import { evaluateOnboarding, getOnboarding } from './onboarding.service';
import { createWorkspace, getWorkspace } from './workspaces.service';

export async function workspacesRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/workspaces/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['workspaces'],
        params: IdParamsSchema,
        response: { 200: WorkspaceResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await getWorkspace(ctx, currentUser(request).userId, request.params.id);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/workspaces',
    {
      config: { access: 'user', rateLimit: perAccount(5) },
      schema: {
        tags: ['workspaces'],
        description:
          'At most 5 a minute and 10 a day (new or restored) per account: more answer 429 RATE_LIMITED with Retry-After.',
        body: CreateWorkspaceBodySchema,
        response: { 201: WorkspaceResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await createWorkspace(
        ctx,
        currentUser(request).userId,
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Workspace created successfully' });
    },
  );

  app.get(
    '/api/workspaces/:id/onboarding',
    {
      config: { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] },
      schema: {
        tags: ['workspaces'],
        params: IdParamsSchema,
        response: { 200: OnboardingResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOnboarding(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  // Empty body: the client asks the server to re-evaluate the four checklist conditions.
  app.put(
    '/api/workspaces/:id/onboarding',
    {
      config: { access: 'workspace', roles: ['ADMIN', 'MANAGER'] },
      schema: {
        tags: ['workspaces'],
        params: IdParamsSchema,
        response: { 200: OnboardingResponseSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await evaluateOnboarding(ctx, currentWorkspace(request), request.params.id, requestMeta(request)),
    }),
  );
}

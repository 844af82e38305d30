import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateWorkspaceBodySchema, ErrorEnvelopeSchema, IdParamsSchema, WorkspaceResponseSchema } from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, requestMeta } from '../../plugins/access';
import { createWorkspace, getWorkspace } from './workspaces.service';

export async function workspacesRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get('/api/workspaces/:id', {
    config: { access: 'user' },
    schema: { tags: ['workspaces'], params: IdParamsSchema, response: { 200: WorkspaceResponseSchema, 404: ErrorEnvelopeSchema } },
  }, async (request) => {
    const data = await getWorkspace(ctx, currentUser(request).userId, request.params.id);
    return { success: true as const, data };
  });

  app.post('/api/workspaces', {
    config: { access: 'user' },
    schema: { tags: ['workspaces'], body: CreateWorkspaceBodySchema, response: { 201: WorkspaceResponseSchema, 400: ErrorEnvelopeSchema } },
  }, async (request, reply) => {
    const data = await createWorkspace(ctx, currentUser(request).userId, request.body, requestMeta(request));
    return reply.status(201).send({ success: true as const, data, message: 'Workspace created successfully' });
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConflictEnvelopeSchema,
  ErrorEnvelopeSchema,
  PublishBodySchema,
  PublishResultResponseSchema,
  PublishSettingsBodySchema,
  PublishSettingsResponseSchema,
  PublishStatusQuerySchema,
  PublishStatusResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './publish.service';

/**
 * Publishing the schedule (publish.service.ts, docs/product/publish.md): ADMIN and MANAGER read
 * the setting and the pending changes and publish; ADMIN sets the mode (docs/roles.md).
 */
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const SETTINGS = { access: 'workspace', roles: ['ADMIN'] } as const;
const tags = ['publish'];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ConflictEnvelopeSchema,
};

export async function publishRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  service.definePublishMailQueue(ctx);

  app.get(
    '/api/publish/settings',
    {
      config: MANAGE,
      schema: { tags, response: { 200: PublishSettingsResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.publishSettings(ctx, currentWorkspace(request).workspaceId),
    }),
  );

  app.put(
    '/api/publish/settings',
    {
      config: SETTINGS,
      schema: {
        tags,
        description:
          'IMMEDIATE: staff see every change at once. ON_PUBLISH: staff see the published snapshot up to its horizon (a first one is taken at the switch); switching back publishes everything pending.',
        body: PublishSettingsBodySchema,
        response: { 200: PublishSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updatePublishSettings(
        ctx,
        currentWorkspace(request),
        request.body.mode,
        requestMeta(request),
      ),
    }),
  );

  app.get(
    '/api/publish/status',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'The unpublished changes of the horizon, counted per member, and those touching [startDate, endDate].',
        querystring: PublishStatusQuerySchema,
        response: { 200: PublishStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.publishStatus(ctx, currentWorkspace(request), request.query),
    }),
  );

  app.post(
    '/api/publish',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Publishes every pending change and sets the horizon to `until`; mails each affected member once. Nothing pending: 200 with 0 changes. IMMEDIATE workspace: 409.',
        body: PublishBodySchema,
        response: { 200: PublishResultResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.publish(ctx, currentWorkspace(request), request.body.until, requestMeta(request)),
    }),
  );
}

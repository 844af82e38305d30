import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  UpdateWorkspaceSettingsBodySchema,
  WorkspaceSettingsResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { SETTINGS_UPDATED_MESSAGE, updateSettings } from './settings.service';

/** Workspace settings (docs/product/workspaces.md#workspace-settings): ADMIN only (docs/roles.md). */
export async function settingsRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/workspaces/:id/settings',
    {
      config: { access: 'workspace', roles: ['ADMIN'] },
      schema: {
        tags: ['workspaces'],
        params: IdParamsSchema,
        body: UpdateWorkspaceSettingsBodySchema,
        response: {
          200: WorkspaceSettingsResponseSchema,
          400: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await updateSettings(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return { success: true as const, message: SETTINGS_UPDATED_MESSAGE, data };
    },
  );
}

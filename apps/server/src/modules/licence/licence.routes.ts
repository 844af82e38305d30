import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  LicenseInfoResponseSchema,
  PublicConfigResponseSchema,
  StartTrialBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './licence.service';

const errors = {
  400: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * Licence information and the free trial (docs/product/plans-and-limits.md#licence-info, docs/product/plans-and-limits.md#plans). Reading the
 * licence works after expiry (`allowExpired`), so the settings page can still show what ended;
 * MANAGER may read it too (they create staff and shift types and meet the limits), only ADMIN
 * starts the trial (docs/roles.md).
 */
export async function licenceRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['licence'];

  app.get(
    '/api/workspaces/:id/license-info',
    {
      config: { access: 'workspace', roles: ['ADMIN', 'MANAGER'], allowExpired: true },
      schema: { tags, params: IdParamsSchema, response: { 200: LicenseInfoResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.getLicenseInfo(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    '/api/workspaces/:id/start-trial',
    {
      config: { access: 'workspace', roles: ['ADMIN'] },
      schema: {
        tags,
        params: IdParamsSchema,
        body: StartTrialBodySchema,
        response: { 200: LicenseInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.startTrial(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
      );
      return {
        success: true as const,
        data,
        message: `Your free trial of the Start plan has started; it ends on ${data.trialEndsOn}`,
      };
    },
  );

  // The contact address of the licence-expired page (public: that page is).
  app.get(
    '/api/public/config',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: PublicConfigResponseSchema } },
    },
    async () => ({ success: true as const, data: { contactEmail: ctx.config.contactEmail } }),
  );
}

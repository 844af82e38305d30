import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  PublicStaffListParamsSchema,
  PublicStaffListResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { PER_ADDRESS } from '../../plugins/rate-limits';
import { isBrowserNavigation } from '../../plugins/web-app';
import { publicStaffList } from './public-staff.service';

/** The public staff list of docs/product/back-office.md#public-staff-list (`{origin}/api/public/{workspaceSlug}/staff`). */
export async function publicStaffRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/public/:workspaceSlug/staff',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags: ['public'],
        description:
          "Names and short names of the workspace's active staff, by name; only while the workspace's publicStaffList flag is on (else 404). Cacheable for a minute. A browser opening the link (where this server also serves the web app) is sent to the readable page /public/{workspaceSlug}/staff.",
        params: PublicStaffListParamsSchema,
        response: { 200: PublicStaffListResponseSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (isBrowserNavigation(request) && server.hasDecorator('spaFallback')) {
        return reply.redirect(`/public/${encodeURIComponent(request.params.workspaceSlug)}/staff`, 303);
      }
      const data = await publicStaffList(ctx, request.params.workspaceSlug);
      void reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'Accept, Sec-Fetch-Dest');
      return { success: true as const, data };
    },
  );
}

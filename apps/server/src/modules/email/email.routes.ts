import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmailSettingsResponseSchema,
  ErrorEnvelopeSchema,
  SuccessMessageSchema,
  UpdateEmailSettingsBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { sharedLimit } from '../../plugins/rate-limits';
import * as service from './email.service';

/**
 * Email settings are workspace settings for mail to staff; the role rules (docs/roles.md) keep only workspace
 * settings, licence, members and backup for ADMIN, so ADMIN and MANAGER both manage them.
 */
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Test mails per user per minute, both kinds together: enough to try both, not enough to spam. */
export const TEST_MAILS_PER_MINUTE = 5;

export async function emailRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['email'];
  const testLimit = sharedLimit(
    server,
    TEST_MAILS_PER_MINUTE,
    (request) => `email-test:${currentWorkspace(request).userId}`,
  );

  app.get(
    '/api/email/settings',
    {
      config: MANAGE,
      schema: { tags, response: { 200: EmailSettingsResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSettings(ctx, currentWorkspace(request)),
    }),
  );

  app.put(
    '/api/email/settings',
    {
      config: MANAGE,
      schema: {
        tags,
        body: UpdateEmailSettingsBodySchema,
        response: { 200: EmailSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { message, ...data } = await service.updateSettings(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return { success: true as const, data, message };
    },
  );

  const testRoute = (url: string, kind: 'UPCOMING_SHIFTS' | 'WEEKLY_SUMMARY') =>
    app.post(
      url,
      {
        config: MANAGE,
        schema: {
          tags,
          response: {
            200: SuccessMessageSchema,
            429: ErrorEnvelopeSchema,
            502: ErrorEnvelopeSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const ws = currentWorkspace(request);
        const limit = await testLimit(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw AppError.tooManyRequests(Math.max(1, limit.ttlInSeconds), msg('email.tooManyTests'));
        return { success: true as const, message: await service.sendTestMail(ctx, ws, kind) };
      },
    );
  testRoute('/api/email/test-upcoming-reminders', 'UPCOMING_SHIFTS');
  testRoute('/api/email/test-weekly-summary', 'WEEKLY_SUMMARY');
}

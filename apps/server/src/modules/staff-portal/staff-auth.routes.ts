import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  StaffAuthMessage,
  StaffLoginWorkspaceQuerySchema,
  StaffLoginWorkspaceResponseSchema,
  StaffLogoutResponseSchema,
  StaffMeResponseSchema,
  StaffSendCodeBodySchema,
  StaffSendCodeResponseSchema,
  StaffVerifyCodeBodySchema,
  StaffVerifyCodeResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentStaff, requestMeta } from '../../plugins/access';
import { PER_ADDRESS } from '../../plugins/rate-limits';
import { onStaffAccessEnded } from '../staff/staff-access-hook';
import * as staffAuth from './staff-auth.service';

const errors = {
  400: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** Staff sign-in by one-time code (docs/product/staff-login.md#sign-in-steps); the session is a staff session. */
export async function staffAuthRoutes(server: FastifyInstance, ctx: AppContext) {
  // A deactivated member, or one whose email or phone changed, is signed out of the staff pages
  // in the transaction of that change (the staff module calls this hook; it imports nothing of
  // the portal).
  onStaffAccessEnded(ctx, (hookCtx, tx, { workspaceId, staffId }) =>
    staffAuth.revokeStaffAccess(hookCtx, tx, workspaceId, staffId),
  );
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff-auth'];

  app.get(
    '/api/staff-auth/workspace',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        description:
          'The name (and slug) of a workspace by id or slug, for its staff login page; only where staff login works (else 404 unknown, 403 off, 402 licence expired, as send-code answers).',
        querystring: StaffLoginWorkspaceQuerySchema,
        response: { 200: StaffLoginWorkspaceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffAuth.loginWorkspaceInfo(ctx, request.query),
    }),
  );

  app.post(
    '/api/staff-auth/send-code',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        description:
          'Sends a 6-digit sign-in code (valid 10 minutes) to the active staff member with this email or phone. The answer is the same whether or not the contact exists; at most 5 codes per contact an hour and 20 a day.',
        body: StaffSendCodeBodySchema,
        response: { 200: StaffSendCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await staffAuth.sendCode(
        ctx,
        request.body,
        requestMeta(request),
        request.headers['accept-language'],
      ),
    }),
  );

  app.post(
    '/api/staff-auth/verify-code',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        description:
          'Exchanges the code (with the email or phone it was sent to) for a staff session token. 5 wrong entries kill a code.',
        body: StaffVerifyCodeBodySchema,
        response: { 200: StaffVerifyCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await staffAuth.verifyCode(ctx, request.body, requestMeta(request));
      return { success: true as const, message: StaffAuthMessage.SIGNED_IN, data: { token } };
    },
  );

  app.get(
    '/api/staff-auth/me',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        response: { 200: StaffMeResponseSchema, 401: ErrorEnvelopeSchema, 402: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await staffAuth.me(ctx, currentStaff(request));
      return { success: true as const, ...data, data };
    },
  );

  app.post(
    '/api/staff-auth/logout',
    {
      config: { access: 'staff', allowExpired: true },
      schema: { tags, response: { 200: StaffLogoutResponseSchema, 401: ErrorEnvelopeSchema } },
    },
    async (request) => {
      await staffAuth.logout(ctx, currentStaff(request), requestMeta(request));
      return { success: true as const, message: StaffAuthMessage.SIGNED_OUT };
    },
  );
}

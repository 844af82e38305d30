import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateExternalTokenBodySchema,
  ErrorEnvelopeSchema,
  ExchangeTokenQuerySchema,
  ExchangeTokenResponseSchema,
  ExternalTokenResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  MessageEnvelopeSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, requestMeta } from '../../plugins/access';
import { PER_ADDRESS } from '../../plugins/rate-limits';
import * as auth from './auth.service';
import { createExternalToken, exchangeExternalToken } from './external-token.service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

export async function authRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: { tags, body: LoginBodySchema, response: { 200: SessionResponseSchema, ...errors } },
    },
    async (request) => {
      const data = await auth.login(ctx, request.body, requestMeta(request));
      return { success: true as const, ...data, data };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        body: RegisterBodySchema,
        response: { 201: SessionResponseSchema, 409: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await auth.register(ctx, request.body, requestMeta(request));
      return reply.status(201).send({ success: true as const, ...data, data });
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: MeResponseSchema, 401: ErrorEnvelopeSchema } },
    },
    async (request) => ({ success: true as const, data: await auth.me(ctx, currentUser(request).userId) }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: MessageEnvelopeSchema, 401: ErrorEnvelopeSchema } },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      await auth.logout(ctx, userId, sessionId, requestMeta(request));
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/exchange-token',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags,
        querystring: ExchangeTokenQuerySchema,
        response: { 200: ExchangeTokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await exchangeExternalToken(ctx, request.query.externalToken, requestMeta(request)),
    }),
  );

  app.post(
    '/api/auth/external-tokens',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Mints a single-use login token valid for 5 minutes; open `url` (or call exchange-token) to sign in with it.',
        body: CreateExternalTokenBodySchema.optional(),
        response: { 201: ExternalTokenResponseSchema, 404: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createExternalToken(ctx, currentUser(request).userId, request.body?.workspaceId);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: await auth.forgotPassword(ctx, request.body.email, requestMeta(request)),
    }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password, requestMeta(request));
      return { success: true as const, message: 'Your password has been reset. You can now sign in.' };
    },
  );
}

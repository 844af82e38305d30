import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, requestMeta } from '../../plugins/access';
import { updateLanguage } from './users.service';

export async function usersRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/users/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await updateLanguage(
        ctx,
        currentUser(request).userId,
        request.params.id,
        request.body.language,
        requestMeta(request),
      );
      return { success: true as const, data: { user } };
    },
  );
}

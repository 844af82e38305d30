import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  ReorderShiftTypesBodySchema,
  ShiftTypeBodySchema,
  ShiftTypeListResponseSchema,
  ShiftTypeResponseSchema,
  SuccessMessageSchema,
  UpdateShiftTypeBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './shift-types.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

export async function shiftTypesRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['shift-types'];

  app.get(
    '/api/shift-types',
    {
      config: READ,
      schema: { tags, response: { 200: ShiftTypeListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await service.listShiftTypes(ctx, currentWorkspace(request)),
    }),
  );

  app.get(
    '/api/shift-types/:id',
    {
      config: READ,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: ShiftTypeResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getShiftType(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    '/api/shift-types',
    {
      config: WRITE,
      schema: { tags, body: ShiftTypeBodySchema, response: { 201: ShiftTypeResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await service.createShiftType(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Shift type created successfully' });
    },
  );

  app.put(
    '/api/shift-types/:id',
    {
      config: WRITE,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateShiftTypeBodySchema,
        response: { 200: ShiftTypeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.updateShiftType(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return { success: true as const, data, message: 'Shift type updated successfully' };
    },
  );

  app.delete(
    '/api/shift-types/:id',
    {
      config: WRITE,
      schema: { tags, params: IdParamsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await service.deleteShiftType(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Shift type deleted successfully' };
    },
  );

  app.post(
    '/api/shift-types/reorder',
    {
      config: WRITE,
      schema: {
        tags,
        body: ReorderShiftTypesBodySchema,
        response: { 200: ShiftTypeListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reorderShiftTypes(
        ctx,
        currentWorkspace(request),
        request.body.shiftTypeIds,
        requestMeta(request),
      ),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AbsenceBodySchema,
  AbsenceItemResponseSchema,
  AbsenceListQuerySchema,
  AbsenceListResponseSchema,
  AbsenceRangeQuerySchema,
  AbsenceRangeResponseSchema,
  AbsenceResponseSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  UpdateAbsenceBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './absences.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
/** docs/roles.md: STAFF may not record, edit or delete absences. */
const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const tags = ['absences'];
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const DATES =
  'Dates are calendar dates: yyyy-MM-dd, or a date-time whose date part is kept whatever its time ("2026-03-05T12:00:00.000Z" is 2026-03-05).';

export async function absencesRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = '/api/absences';

  app.get(
    `${base}/range`,
    {
      config: READ,
      schema: {
        tags,
        description: `Every absence overlapping the range, by start date (at most ${service.ABSENCE_RANGE_CAP}).`,
        querystring: AbsenceRangeQuerySchema,
        response: { 200: AbsenceRangeResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await service.listAbsenceRange(ctx, currentWorkspace(request), request.query) },
    }),
  );

  app.get(
    base,
    {
      config: READ,
      schema: {
        tags,
        description:
          'A page of the absences overlapping startDate..endDate (either optional), optionally of one staff member: current and upcoming first (soonest start first), then past ones (most recent first).',
        querystring: AbsenceListQuerySchema,
        response: { 200: AbsenceListResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listAbsences(ctx, currentWorkspace(request), request.query),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config: READ,
      schema: {
        tags,
        description: "A STAFF member reading someone else's absence gets it without its reason.",
        params: IdParamsSchema,
        response: { 200: AbsenceItemResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getAbsence(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    base,
    {
      config: WRITE,
      schema: {
        tags,
        description: `${DATES} An absence overlapping another of the same staff member answers 409.`,
        body: AbsenceBodySchema,
        response: { 201: AbsenceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createAbsence(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Absence created successfully' });
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: WRITE,
      schema: {
        tags,
        description: `Any field; the result must end on or after its start. ${DATES}`,
        params: IdParamsSchema,
        body: UpdateAbsenceBodySchema,
        response: { 200: AbsenceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateAbsence(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
      message: 'Absence updated successfully',
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: WRITE,
      schema: { tags, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await service.deleteAbsence(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Absence deleted successfully' };
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVAILABILITY_LAYER_MAX_DAYS,
  AvailabilityExceptionBodySchema,
  AvailabilityLayerQuerySchema,
  AvailabilityLayerResponseSchema,
  AvailabilityRequestResponseSchema,
  AvailabilityRequestsResponseSchema,
  AvailabilityResponseSchema,
  AvailabilityWeekBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  OwnExceptionParamsSchema,
  RefuseAvailabilityRequestBodySchema,
  StaffExceptionParamsSchema,
  StaffIdParamsSchema,
} from '@openrota/contracts';
import type { AppContext, RequestMeta } from '../../context';
import { currentStaff, currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './availability.service';

const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const STAFF = { access: 'staff' } as const;
const tags = ['availability'];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const SAVED = 'Availability saved';
const SENT = 'Availability change sent for approval';

/** A change of `staffId`'s availability by `actor` (the services' setWeek, setException, removeException). */
type Change = (
  actor: service.AvailabilityActor,
  staffId: string,
  meta: RequestMeta,
) => Promise<{ pending: boolean }>;

/** The answer to a change: the member's availability as it now stands, saved or sent for approval. */
async function changed(
  ctx: AppContext,
  workspaceId: string,
  staffId: string,
  { pending }: { pending: boolean },
) {
  return {
    success: true as const,
    message: pending ? SENT : SAVED,
    data: await service.getAvailability(ctx, workspaceId, staffId),
  };
}

/** A manager's change of member `staffId` (never pending). */
async function managerChange(ctx: AppContext, request: FastifyRequest, staffId: string, change: Change) {
  const ws = currentWorkspace(request);
  const outcome = await change({ kind: 'MANAGER', ws }, staffId, requestMeta(request));
  return changed(ctx, ws.workspaceId, staffId, outcome);
}

/** A member's change of their own availability, through the staff portal. */
async function ownChange(ctx: AppContext, request: FastifyRequest, change: Change) {
  const staff = currentStaff(request);
  const outcome = await change({ kind: 'STAFF', staff }, staff.staffId, requestMeta(request));
  return changed(ctx, staff.workspaceId, staff.staffId, outcome);
}

/** A manager's decision on a pending staff change, answered with the request as decided. */
async function decided(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  decision: Parameters<typeof service.decideRequest>[3],
) {
  return {
    success: true as const,
    data: await service.decideRequest(ctx, currentWorkspace(request), id, decision, requestMeta(request)),
  };
}

/**
 * Availability and preferences (packages/domain/src/availability.ts): a manager's view and
 * changes of anyone's, the staff portal's of the member's own, and the decisions on staff changes
 * that wait for approval.
 */
export async function availabilityRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // A manager: anyone's ------------------------------------------------------------------------
  app.get(
    '/api/staff/:id/availability',
    {
      config: MANAGE,
      schema: { tags, params: StaffIdParamsSchema, response: { 200: AvailabilityResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.getAvailability(ctx, currentWorkspace(request).workspaceId, request.params.id),
    }),
  );

  app.put(
    '/api/staff/:id/availability/week',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Replaces the recurring week from effectiveFrom (default today; not before today: 400). Versions starting later are dropped.',
        params: StaffIdParamsSchema,
        body: AvailabilityWeekBodySchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      managerChange(ctx, request, request.params.id, (actor, staffId, meta) =>
        service.setWeek(ctx, actor, staffId, request.body, meta),
      ),
  );

  app.put(
    '/api/staff/:id/availability/exceptions/:date',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          "Sets the member's exception of that date (not before today: 400); it replaces the week that day.",
        params: StaffExceptionParamsSchema,
        body: AvailabilityExceptionBodySchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      managerChange(ctx, request, request.params.id, (actor, staffId, meta) =>
        service.setException(ctx, actor, staffId, request.params.date, request.body, meta),
      ),
  );

  app.delete(
    '/api/staff/:id/availability/exceptions/:date',
    {
      config: MANAGE,
      schema: {
        tags,
        params: StaffExceptionParamsSchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      managerChange(ctx, request, request.params.id, (actor, staffId, meta) =>
        service.removeException(ctx, actor, staffId, request.params.date, meta),
      ),
  );

  // The calendar's availability layer: everyone's, over a range ----------------------------------
  app.get(
    '/api/availability',
    {
      config: MANAGE,
      schema: {
        tags,
        description: `Per active member, the dates of the range (at most ${AVAILABILITY_LAYER_MAX_DAYS} days) on which their availability says something, with the strongest kind.`,
        querystring: AvailabilityLayerQuerySchema,
        response: { 200: AvailabilityLayerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getAvailabilityLayer(ctx, currentWorkspace(request).workspaceId, request.query),
    }),
  );

  // Decisions on staff changes -----------------------------------------------------------------
  app.get(
    '/api/availability/requests',
    { config: MANAGE, schema: { tags, response: { 200: AvailabilityRequestsResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.listRequests(ctx, currentWorkspace(request)),
    }),
  );

  app.post(
    '/api/availability/requests/:id/approve',
    {
      config: MANAGE,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AvailabilityRequestResponseSchema, ...errors },
      },
    },
    async (request) => decided(ctx, request, request.params.id, { approve: true }),
  );

  app.post(
    '/api/availability/requests/:id/refuse',
    {
      config: MANAGE,
      schema: {
        tags,
        params: IdParamsSchema,
        body: RefuseAvailabilityRequestBodySchema,
        response: { 200: AvailabilityRequestResponseSchema, ...errors },
      },
    },
    async (request) =>
      decided(ctx, request, request.params.id, { approve: false, reason: request.body.reason }),
  );

  // The member's own, through the staff portal ---------------------------------------------------
  const own = '/api/staff-auth/availability';
  app.get(
    own,
    { config: STAFF, schema: { tags, response: { 200: AvailabilityResponseSchema, ...errors } } },
    async (request) => {
      const staff = currentStaff(request);
      return {
        success: true as const,
        data: await service.getAvailability(ctx, staff.workspaceId, staff.staffId),
      };
    },
  );

  app.put(
    `${own}/week`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "Replaces the member's own week from today + the workspace's lead time (effectiveFrom is ignored); with approval on, a pending change instead.",
        body: AvailabilityWeekBodySchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      ownChange(ctx, request, (actor, staffId, meta) =>
        service.setWeek(ctx, actor, staffId, request.body, meta),
      ),
  );

  app.put(
    `${own}/exceptions/:date`,
    {
      config: STAFF,
      schema: {
        tags,
        description: 'An own exception; the date must be at least the lead time ahead (400, field date).',
        params: OwnExceptionParamsSchema,
        body: AvailabilityExceptionBodySchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      ownChange(ctx, request, (actor, staffId, meta) =>
        service.setException(ctx, actor, staffId, request.params.date, request.body, meta),
      ),
  );

  app.delete(
    `${own}/exceptions/:date`,
    {
      config: STAFF,
      schema: {
        tags,
        params: OwnExceptionParamsSchema,
        response: { 200: AvailabilityResponseSchema, ...errors },
      },
    },
    async (request) =>
      ownChange(ctx, request, (actor, staffId, meta) =>
        service.removeException(ctx, actor, staffId, request.params.date, meta),
      ),
  );
}

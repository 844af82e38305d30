import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplyAutoFillBodySchema,
  AutoFillApplyResultResponseSchema,
  AutoFillRunResponseSchema,
  AutoFillRunsResponseSchema,
  ConflictEnvelopeSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  StartAutoFillBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import * as service from './autofill-runs.service';

/**
 * Auto-fill runs (autofill-runs.service.ts, docs/adr/0010-autofill-optimiser.md): ADMIN and
 * MANAGER start a solve of a period in the background, follow it, stop it, and apply, undo or
 * discard its proposal. The `auto-fill` job queue is declared here, when the app is built.
 */
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const tags = ['auto-fill'];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ConflictEnvelopeSchema,
};

export async function autoFillRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  service.defineAutoFillQueue(ctx);
  const base = '/api/auto-fill';

  app.post(
    base,
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Starts an auto-fill of a period (at most 92 days): 202 with the run QUEUED; the solve runs as a job on any instance. 409 while another run of the workspace is QUEUED or RUNNING.',
        body: StartAutoFillBodySchema,
        response: { 202: AutoFillRunResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.startRun(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
        requestLanguage(request),
      );
      return reply.status(202).send({ success: true as const, data });
    },
  );

  app.get(
    base,
    {
      config: MANAGE,
      schema: {
        tags,
        description: "The workspace's latest 20 runs, newest first, without their proposals.",
        response: { 200: AutoFillRunsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listRuns(ctx, currentWorkspace(request), requestLanguage(request)),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'A run with its progress and, once READY, its proposal: each assignment with its reasons, runners-up and who was excluded by which rule, and the shifts left open with why.',
        params: IdParamsSchema,
        response: { 200: AutoFillRunResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getRun(ctx, currentWorkspace(request), request.params.id, requestLanguage(request)),
    }),
  );

  app.post(
    `${base}/:id/stop`,
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Stops a QUEUED or RUNNING solve soon; the best proposal so far is kept (409 when it ended).',
        params: IdParamsSchema,
        response: { 200: AutoFillRunResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.stopRun(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `${base}/:id/apply`,
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Applies a READY proposal (or the slots named) in one transaction: each shift re-checked against the schedule of now and the working-time rules; a changed one is refused with why, the rest written as overrides or assignments; one AUTO_FILL audit row. 409 when applied already.',
        params: IdParamsSchema,
        body: ApplyAutoFillBodySchema,
        response: { 200: AutoFillApplyResultResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.applyRun(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body ?? {},
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `${base}/:id/undo`,
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Removes exactly what apply wrote, in one transaction; 409 when any of those shifts changed since.',
        params: IdParamsSchema,
        response: { 200: AutoFillRunResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.undoRun(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `${base}/:id/discard`,
    {
      config: MANAGE,
      schema: {
        tags,
        description: 'Sets a READY proposal aside (nothing written).',
        params: IdParamsSchema,
        response: { 200: AutoFillRunResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.discardRun(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );
}

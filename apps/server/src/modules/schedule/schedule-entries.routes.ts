import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConflictEnvelopeSchema,
  CreateEntryBodySchema,
  DeleteEntryBodySchema,
  EntryIdParamsSchema,
  ErrorEnvelopeSchema,
  MessageEnvelopeSchema,
  OneOffBodySchema,
  OverrideBodySchema,
  ScheduleEntryResponseSchema,
  ScheduleQuerySchema,
  StoredEntriesResponseSchema,
  UpdateEntryBodySchema,
  ViolationSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import { violationDtos } from '../../lib/rule-violations';
import * as service from './schedule-entries.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const tags = ['schedule'];
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ConflictEnvelopeSchema,
};

/** The stored layer of the schedule: one-off shifts, overrides (assign, unassign, cancel) and claims. */
export async function scheduleEntriesRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = '/api/schedules';

  app.get(
    `${base}/entries`,
    {
      config: READ,
      schema: {
        tags,
        description:
          'The stored entries (one-offs, overrides, claims) in the range, rendered as schedule entries.',
        querystring: ScheduleQuerySchema,
        response: { 200: StoredEntriesResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { entries: await service.listStoredEntries(ctx, currentWorkspace(request), request.query) },
    }),
  );

  app.post(
    `${base}/entries`,
    {
      config: WRITE,
      schema: {
        tags,
        body: CreateEntryBodySchema,
        response: { 201: ScheduleEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await service.createEntry(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      const message =
        data.entryType === 'ONE_OFF' ? 'One-off shift created successfully' : 'Override created successfully';
      return reply.status(201).send({
        success: true as const,
        data,
        message,
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );

  app.put(
    `${base}/entries/:id`,
    {
      config: WRITE,
      schema: {
        tags,
        params: EntryIdParamsSchema,
        body: UpdateEntryBodySchema,
        response: { 200: ScheduleEntryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, warnings } = await service.updateEntry(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return {
        success: true as const,
        data,
        message: 'Schedule entry updated successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      };
    },
  );

  app.delete(
    `${base}/entries/:id`,
    {
      config: WRITE,
      schema: {
        tags,
        description:
          "Deletes a one-off, or removes an override or claim so that the rotation's person works the shift again; that person is checked against the working-time rules (409 RULE_VIOLATION unless the optional body acknowledges them).",
        params: EntryIdParamsSchema,
        body: DeleteEntryBodySchema,
        response: { 200: MessageEnvelopeSchema.extend({ warnings: z.array(ViolationSchema) }), ...errors },
      },
    },
    async (request) => {
      const warnings = await service.deleteEntry(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
        request.body?.acknowledgeViolations,
      );
      return {
        success: true as const,
        message: 'Schedule entry deleted successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      };
    },
  );

  app.post(
    `${base}/one-off`,
    {
      config: WRITE,
      schema: { tags, body: OneOffBodySchema, response: { 201: ScheduleEntryResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { data, warnings } = await service.createOneOff(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'One-off shift created successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );

  app.post(
    `${base}/override`,
    {
      config: WRITE,
      schema: {
        tags,
        description:
          'Who works one rotation slot on one date. staffId null cancels (cancelled: true or a "Shift cancelled:" description) or leaves the shift open. One override or claim per slot and date: a second answers 409.',
        body: OverrideBodySchema,
        response: { 201: ScheduleEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await service.createOverride(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'Override created successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );
}

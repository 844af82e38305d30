import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConflictsQuerySchema,
  ConflictsResponseSchema,
  DebugResponseSchema,
  ErrorEnvelopeSchema,
  MAX_SCHEDULE_RANGE_DAYS,
  ScheduleQuerySchema,
  ScheduleResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace } from '../../plugins/access';
import * as service from './schedule.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const tags = ['schedule'];
const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export async function scheduleRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get('/api/schedules', {
    config: READ,
    schema: {
      tags,
      description: `The computed schedule of an inclusive date range (at most ${MAX_SCHEDULE_RANGE_DAYS} days): rotation occurrences with overrides, claims and one-offs applied and absences marked. Filters: staffId (shifts that person works), shiftTypeId, entryType (ONE_OFF for the one-off list). \`today\` is the workspace's date in its time zone.`,
      querystring: ScheduleQuerySchema,
      response: { 200: ScheduleResponseSchema, ...errors },
    },
  }, async (request) => {
    const { startDate, endDate, today, timeZone, entries } = await service.computeSchedule(ctx, currentWorkspace(request), request.query);
    return { success: true as const, data: { startDate, endDate, today, timeZone, entries } };
  });

  app.get('/api/schedules/conflicts', {
    config: READ,
    schema: { tags, description: 'Shifts in the range whose staff member is absent that day.', querystring: ConflictsQuerySchema, response: { 200: ConflictsResponseSchema, ...errors } },
  }, async (request) => ({
    success: true as const,
    data: await service.listConflicts(ctx, currentWorkspace(request), request.query),
  }));

  app.get('/api/schedules/debug', {
    config: MANAGE,
    schema: { tags, description: 'The schedule with how each entry was calculated, the patterns, stored entries and absences behind it.', querystring: ConflictsQuerySchema, response: { 200: DebugResponseSchema, ...errors } },
  }, async (request) => ({
    success: true as const,
    data: await service.debugSchedule(ctx, currentWorkspace(request), request.query),
  }));
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Candidate,
  type Language,
  CandidatesQuerySchema,
  CandidatesResponseSchema,
  ConflictsQuerySchema,
  ConflictsResponseSchema,
  DeactivationPreviewResponseSchema,
  DebugResponseSchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  MAX_SCHEDULE_RANGE_DAYS,
  ScheduleQuerySchema,
  ScheduleResponseSchema,
  SlotParamsSchema,
  ViolationsQuerySchema,
  ViolationsResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import { violationDtos } from '../../lib/rule-violations';
import * as service from './schedule.service';
import { scheduleHeadOf } from './schedule-cache';
import {
  negotiateEncoding as negotiateBodyEncoding,
  revalidated,
  sendNotModified,
} from '../../lib/http-cache';
import {
  checkRotationChange,
  listCandidates,
  listSlotCandidates,
  patternViolations,
  type CandidateFinding,
} from './rule-checks.service';
import { onRotationAssignment } from '../rotation/assignment-check-hook';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const tags = ['schedule'];
const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** br, else gzip, when the client accepts it (q > 0), else identity (lib/http-cache.ts). */
export const negotiateEncoding: (header: string | string[] | undefined) => service.BodyEncoding =
  negotiateBodyEncoding;

/** A picker's candidates as the API sends them, the violations in the reader's language. */
function candidateDtos(
  found: { candidates: CandidateFinding[]; timeZone: string },
  language: Language,
): Candidate[] {
  return found.candidates.map((c) => ({
    staffId: c.staffId,
    staffName: c.staffName,
    state: c.state,
    violations: violationDtos({ violations: c.violations, timeZone: found.timeZone }, language),
    preference: c.preference,
  }));
}

export async function scheduleRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Rotation assignments are checked against the computed schedule, which this module owns.
  onRotationAssignment(ctx, checkRotationChange);

  app.get(
    '/api/schedules',
    {
      config: READ,
      schema: {
        tags,
        description: `Revalidated with ETag / If-None-Match (304 when the schedule version and the query are unchanged). The computed schedule of an inclusive date range (at most ${MAX_SCHEDULE_RANGE_DAYS} days): rotation occurrences with overrides, claims and one-offs applied and absences marked. Filters: staffId (shifts that person works), shiftTypeId, entryType (ONE_OFF for the one-off list). Each entry's debugInfo has its source only: the calculation details are on GET /api/schedules/debug. \`today\` is the workspace's date in its time zone. \`violations\`: the working-time violations reported in the range (empty for STAFF, and with violations=false).`,
        querystring: ScheduleQuerySchema,
        response: { 200: ScheduleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A month of a large ward is megabytes of JSON: the service sends it serialised and, for
      // clients that accept it, compressed, reusing both while the schedule version is unchanged;
      // a client that has it already (If-None-Match) gets 304 (docs/adr/0008-schedule-version-and-cache.md).
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const ws = currentWorkspace(request);
      // The working-time violations are planning data: ADMIN and MANAGER only (docs/roles.md).
      const { etag, body } = await service.scheduleResponse(
        ctx,
        ws,
        request.query,
        encoding,
        ws.role === 'STAFF' || request.query.violations === 'false' ? undefined : requestLanguage(request),
        request.headers['if-none-match'],
      );
      const raw = revalidated(reply as FastifyReply, etag).header('vary', 'accept-encoding');
      if (!body) return raw.code(304).send();
      raw.type('application/json; charset=utf-8');
      if (encoding !== 'identity') raw.header('content-encoding', encoding);
      return raw.send(body);
    },
  );

  app.get(
    '/api/schedules/violations',
    {
      config: MANAGE,
      schema: {
        tags,
        description: `The working-time violations reported on the days of the range (at most ${MAX_SCHEDULE_RANGE_DAYS} days), their shifts read with the rules' look-back; staffId: one person's. Revalidated with ETag / If-None-Match (304).`,
        querystring: ViolationsQuerySchema,
        response: { 200: ViolationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ws = currentWorkspace(request);
      const language = requestLanguage(request);
      const head = await scheduleHeadOf(ctx, ws);
      const etag = service.violationsEtag(head, ws, request.query, language);
      if (sendNotModified(request, reply, etag)) return reply;
      const found = await service.listViolations(ctx, ws, request.query, head);
      revalidated(reply, etag);
      return { success: true as const, data: violationDtos(found, language) };
    },
  );

  app.get(
    '/api/schedules/candidates',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'Every active member skilled for the shift type, with their state for that shift on that date (FITS, WARNING, ABSENT, ALREADY_WORKING, BREAKS_RULE) and the violations; the ones who fit first. entryId: the shift being reassigned, not counted for its current holder.',
        querystring: CandidatesQuerySchema,
        response: { 200: CandidatesResponseSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await listCandidates(ctx, currentWorkspace(request).workspaceId, request.query);
      return { success: true as const, data: candidateDtos(found, requestLanguage(request)) };
    },
  );

  // The rotation day dialog's person picker: the same candidates, for a requirement of a pattern.
  app.get(
    '/api/rotation-patterns/:id/slots/:slotId/candidates',
    {
      config: MANAGE,
      schema: {
        tags: ['rotation'],
        description:
          "Every active member skilled for the requirement's shift type, with their state (FITS, WARNING, ABSENT, ALREADY_WORKING, BREAKS_RULE) and the violations if assigned to it: every occurrence of its day in the pattern's cycle window (two cycles from its start, or from this week's Monday when later), with the person's computed schedule, as the assignment write checks it; the ones who fit first.",
        params: SlotParamsSchema,
        response: { 200: CandidatesResponseSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await listSlotCandidates(
        ctx,
        currentWorkspace(request).workspaceId,
        request.params.id,
        request.params.slotId,
      );
      return { success: true as const, data: candidateDtos(found, requestLanguage(request)) };
    },
  );

  // The pattern editor's violations of its own cycle: a question about the schedule the pattern
  // computes, so this module answers it under the rotation path.
  app.get(
    '/api/rotation-patterns/:id/violations',
    {
      config: MANAGE,
      schema: {
        tags: ['rotation'],
        description:
          "The working-time violations of the pattern's own cycle: its assignments laid over two cycles from its start date (or from this week's Monday when later), overrides, one-offs, absences and other patterns left out.",
        params: IdParamsSchema,
        response: { 200: ViolationsResponseSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await patternViolations(ctx, currentWorkspace(request).workspaceId, request.params.id);
      return { success: true as const, data: violationDtos(found, requestLanguage(request)) };
    },
  );

  app.get(
    '/api/schedules/conflicts',
    {
      config: READ,
      schema: {
        tags,
        description: 'Shifts in the range whose staff member is absent that day.',
        querystring: ConflictsQuerySchema,
        response: { 200: ConflictsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listConflicts(ctx, currentWorkspace(request), request.query),
    }),
  );

  app.get(
    '/api/schedules/debug',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'The schedule with how each entry was calculated (debugInfo.calculationDetails, which only this read sends), the patterns, stored entries and absences behind it. Revalidated with ETag / If-None-Match (304).',
        querystring: ConflictsQuerySchema,
        response: { 200: DebugResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ws = currentWorkspace(request);
      // The version is read before the computation: the content is never older than its tag.
      const etag = service.debugEtag(await scheduleHeadOf(ctx, ws), ws, request.query);
      if (sendNotModified(request, reply, etag)) return reply;
      const data = await service.debugSchedule(ctx, ws, request.query);
      revalidated(reply, etag);
      return { success: true as const, data };
    },
  );

  // The staff form's "Saving opens N shifts" (docs/product/back-office.md#staff): a question about the
  // computed schedule, so the schedule module answers it under the staff path.
  app.get(
    '/api/staff/:id/deactivation-preview',
    {
      config: MANAGE,
      schema: {
        tags: ['staff'],
        params: IdParamsSchema,
        response: { 200: DeactivationPreviewResponseSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deactivationPreview(ctx, currentWorkspace(request), request.params.id),
    }),
  );
}

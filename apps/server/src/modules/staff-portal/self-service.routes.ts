import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConflictEnvelopeSchema,
  AvailableShiftsResponseSchema,
  ClaimOneOffShiftBodySchema,
  ClaimResponseSchema,
  ClaimShiftBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  MyShiftsResponseSchema,
  StaffAbsenceBodySchema,
  StaffAbsenceResponseSchema,
  StaffAbsencesResponseSchema,
  StaffOneOffShiftsResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentStaff, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import * as service from './self-service.service';
import { scheduleHeadOf } from '../schedule/schedule-cache';
import {
  negotiateEncoding,
  revalidated,
  scheduleEtag,
  sendBody,
  sendNotModified,
} from '../../lib/http-cache';
import { keptBody } from '../schedule/schedule.service';

/**
 * The staff self-service calls (docs/product/staff-login.md#self-service-calls), for a staff session only (`access:
 * 'staff'`: an admin token gets 401). Reads answer their fields at the top level and in `data`.
 * available-shifts and my-shifts are revalidated with ETag / If-None-Match (the schedule version,
 * the member, the language; docs/adr/0008-schedule-version-and-cache.md).
 */
const STAFF = { access: 'staff' } as const;
const tags = ['staff-portal'];
const readErrors = { 401: ErrorEnvelopeSchema, 402: ErrorEnvelopeSchema };
const writeErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ConflictEnvelopeSchema,
};

export async function staffSelfServiceRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = '/api/staff-auth';

  app.get(
    `${base}/available-shifts`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          'Open rotation occurrences (no staff, not cancelled; optional ones included) from today to today + maxSelfPlanningDays in the workspace time zone, of shift types the member is skilled for, not on days the member is absent or already works. hasConflict: the hours overlap a shift the member works the day before or after.',
        response: { 200: AvailableShiftsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const language = requestLanguage(request);
      const head = await scheduleHeadOf(ctx, {
        workspaceId: staff.workspaceId,
        scheduleRow: staff.scheduleRow,
      });
      const etag = scheduleEtag(head, 'available-shifts', staff.workspaceId, staff.staffId, language);
      if (sendNotModified(request, reply, etag)) return reply;
      // A month of open slots is tens of kilobytes: serialised (as the route's schema does) and
      // compressed once per tag, then sent as kept (docs/adr/0008-schedule-version-and-cache.md).
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const body = await keptBody(
        ctx,
        `available-shifts|${staff.workspaceId}|${etag}`,
        encoding,
        async () => {
          const data = await service.availableShifts(ctx, staff, language, head);
          return Buffer.from(
            JSON.stringify(AvailableShiftsResponseSchema.parse({ success: true, ...data, data })),
          );
        },
      );
      return sendBody(reply, etag, encoding, body);
    },
  );

  app.get(
    `${base}/my-shifts`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "The member's shifts (rotation, overrides, claims, one-offs; not cancelled) from today, 60 days ahead or the claim window when longer.",
        response: { 200: MyShiftsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const head = await scheduleHeadOf(ctx, {
        workspaceId: staff.workspaceId,
        scheduleRow: staff.scheduleRow,
      });
      const etag = scheduleEtag(head, 'my-shifts', staff.workspaceId, staff.staffId);
      if (sendNotModified(request, reply, etag)) return reply;
      const data = await service.myShifts(ctx, staff, head);
      revalidated(reply, etag);
      return { success: true as const, ...data, data };
    },
  );

  app.get(
    `${base}/absences`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "The member's own absences ending today or later, soonest first; canDelete until they start.",
        response: { 200: StaffAbsencesResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const data = await service.upcomingAbsences(ctx, currentStaff(request));
      return { success: true as const, ...data, data };
    },
  );

  app.get(
    `${base}/one-off-shifts`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          'One-off shifts from today to today + maxSelfPlanningDays: open ones of shift types the member is skilled for (canClaim unless absent or already working that day), assigned ones with the assignee.',
        response: { 200: StaffOneOffShiftsResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const data = await service.oneOffShifts(ctx, currentStaff(request), requestLanguage(request));
      return { success: true as const, ...data, data };
    },
  );

  app.post(
    `${base}/claim-shift`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "Claims an open rotation occurrence (needs the plan's selfPlanning feature, else 403). Outside the window or unskilled: 400; absent or already working that day, cancelled, filled or claimed by someone else first: 409. Of simultaneous claims exactly one succeeds.",
        body: ClaimShiftBodySchema,
        response: { 200: ClaimResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const data = await service.claimShift(ctx, currentStaff(request), request.body, requestMeta(request));
      return { success: true as const, message: 'Shift claimed successfully', data };
    },
  );

  app.post(
    `${base}/claim-one-off-shift`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          'Claims an open one-off shift of the workspace (selfPlanning feature, else 403). Same rules as claim-shift; of simultaneous claims exactly one succeeds.',
        body: ClaimOneOffShiftBodySchema,
        response: { 200: ClaimResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const data = await service.claimOneOffShift(
        ctx,
        currentStaff(request),
        request.body,
        requestMeta(request),
      );
      return { success: true as const, message: 'Shift claimed successfully', data };
    },
  );

  app.post(
    `${base}/absence`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          'Schedules an own absence (type OTHER). The start may not be before today + absencesMinDelay (400, field startDate); the end not before the start (400); overlapping an own absence: 409.',
        body: StaffAbsenceBodySchema,
        response: { 201: StaffAbsenceResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const data = await service.createOwnAbsence(
        ctx,
        currentStaff(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, message: 'Absence scheduled successfully', data });
    },
  );

  app.delete(
    `${base}/absence/:id`,
    {
      config: STAFF,
      schema: {
        tags,
        description: "Deletes an own absence that has not started yet (started: 400; someone else's: 404).",
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.deleteOwnAbsence(ctx, currentStaff(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Absence deleted successfully' };
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CalendarFeedLinkResponseSchema,
  CalendarFeedsResponseSchema,
  CalendarFileParamsSchema,
  CreateWorkspaceFeedBodySchema,
  ErrorEnvelopeSchema,
  FEED_POLLS_PER_MINUTE,
  IdParamsSchema,
  MessageEnvelopeSchema,
  StaffCalendarFeedResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentStaff, currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import { perParam } from '../../plugins/rate-limits';
import { onStaffAccessEnded } from '../staff/staff-access-hook';
import { pollFeed } from './calendar-feed.service';
import * as service from './calendar-feeds.service';

/**
 * Calendar feeds (docs/adr/0011-calendar-feeds.md): the feed itself (public, the token is the
 * credential, rate-limited per token), a member's own feed address (staff session), any member's
 * (ADMIN, MANAGER: staff detail) and the workspace feeds (ADMIN, MANAGER: settings page).
 */
const MANAGE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const STAFF = { access: 'staff' } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const tags = ['calendar-feeds'];

export async function calendarFeedsRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  // A deactivated member's feed stops with their sign-ins (not on a change of contact details).
  onStaffAccessEnded(ctx, async (_ctx, tx, { workspaceId, staffId, reason }) => {
    if (reason === 'deactivated') await service.endStaffFeed(tx, workspaceId, staffId);
  });
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/calendar/:file',
    {
      config: { access: 'public', rateLimit: perParam(FEED_POLLS_PER_MINUTE, 'file') },
      schema: {
        tags,
        description:
          'The iCalendar feed of `{token}.ics` (text/calendar): 30 days back to 180 ahead, ETag and Last-Modified with 304. Unknown, rotated or revoked token, or a deactivated member: 404; expired licence: 410.',
        params: CalendarFileParamsSchema,
        response: { 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, typedReply) => {
      // A text/calendar body or a 304, which the JSON response schemas do not describe.
      const reply = typedReply as FastifyReply;
      const ifModifiedSince = request.headers['if-modified-since'];
      const poll = await pollFeed(ctx, request.params.file, {
        ...(request.headers['if-none-match'] !== undefined
          ? { ifNoneMatch: request.headers['if-none-match'] }
          : {}),
        ...(ifModifiedSince ? { ifModifiedSince } : {}),
      });
      void reply
        .header('etag', poll.etag)
        .header('last-modified', poll.lastModified.toUTCString())
        .header('cache-control', 'private, no-cache');
      if (poll.body === undefined) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(poll.body);
    },
  );

  const base = '/api/staff-auth/calendar-feed';
  app.get(
    base,
    {
      config: STAFF,
      schema: {
        tags,
        description: "The signed-in member's own feed (never its token), or null.",
        response: { 200: StaffCalendarFeedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      return { success: true as const, data: await service.staffFeed(ctx, staff.workspaceId, staff.staffId) };
    },
  );
  app.post(
    base,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "Makes the member's feed address, or a new one (the old stops at once). The token is answered only here.",
        response: { 200: CalendarFeedLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const data = await service.issueStaffFeed(
        ctx,
        staff.workspaceId,
        staff.staffId,
        requestLanguage(request),
        { staffId: staff.staffId },
        requestMeta(request),
      );
      return { success: true as const, data };
    },
  );
  app.delete(
    base,
    {
      config: STAFF,
      schema: {
        tags,
        description: "Turns the member's feed off; 404 when there is none.",
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      await service.revokeStaffFeed(
        ctx,
        staff.workspaceId,
        staff.staffId,
        { staffId: staff.staffId },
        requestMeta(request),
      );
      return { success: true as const, message: 'Calendar feed turned off' };
    },
  );

  app.get(
    '/api/staff/:id/calendar-feed',
    {
      config: MANAGE,
      schema: {
        tags,
        description: "A member's feed (never its token), or null.",
        params: IdParamsSchema,
        response: { 200: StaffCalendarFeedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.staffFeed(ctx, currentWorkspace(request).workspaceId, request.params.id),
    }),
  );
  app.post(
    '/api/staff/:id/calendar-feed',
    {
      config: MANAGE,
      schema: {
        tags,
        description: "Makes a member's feed address, or a new one (the old stops at once).",
        params: IdParamsSchema,
        response: { 200: CalendarFeedLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ws = currentWorkspace(request);
      const data = await service.issueStaffFeed(
        ctx,
        ws.workspaceId,
        request.params.id,
        requestLanguage(request),
        { userId: ws.userId },
        requestMeta(request),
      );
      return { success: true as const, data };
    },
  );
  app.delete(
    '/api/staff/:id/calendar-feed',
    {
      config: MANAGE,
      schema: {
        tags,
        description: "Turns a member's feed off; 404 when they have none.",
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const ws = currentWorkspace(request);
      await service.revokeStaffFeed(
        ctx,
        ws.workspaceId,
        request.params.id,
        { userId: ws.userId },
        requestMeta(request),
      );
      return { success: true as const, message: 'Calendar feed turned off' };
    },
  );

  app.get(
    '/api/calendar-feeds',
    {
      config: MANAGE,
      schema: {
        tags,
        description: 'The workspace feeds.',
        response: { 200: CalendarFeedsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listWorkspaceFeeds(ctx, currentWorkspace(request)),
    }),
  );
  app.post(
    '/api/calendar-feeds',
    {
      config: MANAGE,
      schema: {
        tags,
        description:
          'A new workspace feed: all shifts, or one shift type (shiftTypeId) or one member (staffId). The token is answered only here.',
        body: CreateWorkspaceFeedBodySchema,
        response: { 201: CalendarFeedLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createWorkspaceFeed(
        ctx,
        currentWorkspace(request),
        request.body,
        requestLanguage(request),
        requestMeta(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );
  app.post(
    '/api/calendar-feeds/:id/rotate',
    {
      config: MANAGE,
      schema: {
        tags,
        description: 'A new address for a workspace feed (the old stops at once).',
        params: IdParamsSchema,
        response: { 200: CalendarFeedLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.rotateWorkspaceFeed(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
      ),
    }),
  );
  app.delete(
    '/api/calendar-feeds/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        description: 'Turns a workspace feed off.',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await service.revokeWorkspaceFeed(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
      );
      return { success: true as const, message: 'Calendar feed turned off' };
    },
  );
}

import { z } from 'zod';
import { text } from './common';
import { successEnvelope } from './envelope';

/**
 * Subscribable calendar feeds (docs/adr/0011-calendar-feeds.md): a secret address
 * `/api/calendar/{token}.ics` per staff member (their own shifts) or per workspace feed of a
 * manager (all shifts, or those of one shift type or one staff member). The token is shown once,
 * when the feed is made or rotated; afterwards only whether a feed exists is read.
 */

/** The rolling window of every feed: this many days before the workspace's today … */
export const FEED_DAYS_BACK = 30;
/** … through this many days after it. */
export const FEED_DAYS_AHEAD = 180;
/** A cancelled or removed shift stays in the feed as STATUS:CANCELLED this many days. */
export const FEED_CANCELLED_KEPT_DAYS = 14;
/** Feed polls per token and minute (a calendar app polls hourly at most). */
export const FEED_POLLS_PER_MINUTE = 30;

/** The secret address, shown once: `https://…/api/calendar/{token}.ics` and the same as `webcal://`. */
export const CalendarFeedLinkSchema = z.object({
  id: z.uuid(),
  token: text(),
  httpsUrl: text(),
  webcalUrl: text(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;
export const CalendarFeedLinkResponseSchema = successEnvelope(CalendarFeedLinkSchema);

/** A feed as listed (never its token). */
export const CalendarFeedSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['STAFF', 'WORKSPACE']),
  /** STAFF: the member; WORKSPACE: the staff filter (null: everyone). */
  staffId: z.uuid().nullable(),
  staffName: text().nullable(),
  /** WORKSPACE: the shift type filter (null: every shift type). */
  shiftTypeId: z.uuid().nullable(),
  shiftTypeName: text().nullable(),
  createdAt: text(),
  /** When the token was last made (created or rotated). */
  rotatedAt: text(),
  /** When a calendar app last fetched it; null: never. */
  lastFetchedAt: text().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A member's own feed (staff dashboard, staff detail): null when they have none. */
export const StaffCalendarFeedResponseSchema = successEnvelope(
  z.object({ feed: CalendarFeedSchema.nullable() }),
);
export const CalendarFeedsResponseSchema = successEnvelope(z.array(CalendarFeedSchema));

/** POST /api/calendar-feeds: a workspace feed, optionally filtered by one shift type or one member. */
export const CreateWorkspaceFeedBodySchema = z.object({
  shiftTypeId: z.uuid({ message: 'Invalid shift type id' }).nullish(),
  staffId: z.uuid({ message: 'Invalid staff id' }).nullish(),
});
export type CreateWorkspaceFeedBody = z.input<typeof CreateWorkspaceFeedBodySchema>;

/** `/api/calendar/{file}`: the token followed by `.ics`. */
export const CalendarFileParamsSchema = z.object({ file: text({ message: 'Invalid feed' }).max(200) });

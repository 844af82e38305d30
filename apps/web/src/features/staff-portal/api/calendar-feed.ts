import type { CalendarFeed, CalendarFeedLink } from '@openrota/contracts';
import type { RequestConfig } from '@/lib/http-client';

async function staffRequest<T>(config: RequestConfig): Promise<T> {
  const { staffClientRequest } = await import('@/lib/staff-api-client');
  return staffClientRequest<T>(config);
}

const url = '/api/staff-auth/calendar-feed';

/** GET /api/staff-auth/calendar-feed: the member's own feed (never its token), or null. */
export const getMyCalendarFeed = () =>
  staffRequest<{ data: { feed: CalendarFeed | null } }>({ method: 'GET', url }).then((r) => r.data.feed);

/** POST: makes the member's address or a new one; the only answer that holds the token. */
export const issueMyCalendarFeed = () =>
  staffRequest<{ data: CalendarFeedLink }>({ method: 'POST', url }).then((r) => r.data);

/** DELETE: turns the member's feed off. */
export const revokeMyCalendarFeed = () => staffRequest<unknown>({ method: 'DELETE', url });

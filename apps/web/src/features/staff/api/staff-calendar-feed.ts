import type { CalendarFeed, CalendarFeedLink } from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, deleteResource } from '@/lib/api-request';

const keyOf = (staffId: string) => ['staff', 'calendar-feed', staffId] as const;
const url = (staffId: string) => `/api/staff/${staffId}/calendar-feed`;

/** GET /api/staff/{id}/calendar-feed: the member's feed (never its token), or null. */
export async function getStaffCalendarFeed(staffId: string): Promise<CalendarFeed | null> {
  return (await apiRequest<{ data: { feed: CalendarFeed | null } }>({ method: 'GET', url: url(staffId) }))
    .data.feed;
}

export function useStaffCalendarFeed(staffId: string) {
  return useQuery({ queryKey: keyOf(staffId), queryFn: () => getStaffCalendarFeed(staffId) });
}

/** POST: makes the member's address or a new one (the old stops at once); the only answer with the token. */
export function useIssueStaffCalendarFeed(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ data: CalendarFeedLink }>({ method: 'POST', url: url(staffId) })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(staffId) }),
  });
}

/** DELETE: turns the member's feed off. */
export function useRevokeStaffCalendarFeed(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteResource(url(staffId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(staffId) }),
  });
}

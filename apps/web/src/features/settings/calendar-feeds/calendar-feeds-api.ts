import type { CalendarFeed, CalendarFeedLink, CreateWorkspaceFeedBody } from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, deleteResource } from '@/lib/api-request';

const calendarFeedKeys = { all: ['calendar-feeds'] as const };

/** GET /api/calendar-feeds: the workspace feeds (never their tokens). */
export async function getCalendarFeeds(): Promise<CalendarFeed[]> {
  return (await apiRequest<{ data: CalendarFeed[] }>({ method: 'GET', url: '/api/calendar-feeds' })).data;
}

export function useCalendarFeeds() {
  return useQuery({ queryKey: calendarFeedKeys.all, queryFn: getCalendarFeeds });
}

function useFeedMutation<V>(call: (v: V) => Promise<CalendarFeedLink | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

/** POST /api/calendar-feeds: a new workspace feed; the only answer with its token. */
export const useCreateCalendarFeed = () =>
  useFeedMutation(
    async (body: CreateWorkspaceFeedBody) =>
      (
        await apiRequest<{ data: CalendarFeedLink }>({
          method: 'POST',
          url: '/api/calendar-feeds',
          data: body,
        })
      ).data,
  );

/** POST /api/calendar-feeds/{id}/rotate: a new address (the old stops at once). */
export const useRotateCalendarFeed = () =>
  useFeedMutation(
    async (id: string) =>
      (
        await apiRequest<{ data: CalendarFeedLink }>({
          method: 'POST',
          url: `/api/calendar-feeds/${id}/rotate`,
        })
      ).data,
  );

/** DELETE /api/calendar-feeds/{id}. */
export const useRevokeCalendarFeed = () =>
  useFeedMutation(async (id: string) => {
    await deleteResource(`/api/calendar-feeds/${id}`);
    return null;
  });

import type { PublishMode, PublishResult, PublishSettings, PublishStatus } from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { scheduleKeys } from './keys';

/**
 * Publishing the schedule (apps/server/src/modules/publish, docs/product/publish.md): the
 * workspace's publish mode (settings page), the unpublished changes the roster grid and the
 * calendar mark, and the publish itself. The keys sit under `scheduleKeys.all`, so every schedule
 * change refreshes the pending changes.
 */
export const publishKeys = {
  all: ['schedules', 'publish'] as const,
  settings: ['schedules', 'publish', 'settings'] as const,
  status: (startDate: string, endDate: string) =>
    ['schedules', 'publish', 'status', startDate, endDate] as const,
};

export function usePublishSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publishKeys.settings,
    queryFn: async () =>
      (
        await apiRequest<{ data: PublishSettings }>(
          { method: 'GET', url: '/api/publish/settings' },
          'Failed to load the setting. Please try again.',
        )
      ).data,
    enabled: options.enabled ?? true,
  });
}

export function usePublishStatus(
  range: { startDate: string; endDate: string },
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: publishKeys.status(range.startDate, range.endDate),
    queryFn: async () =>
      (
        await apiRequest<{ data: PublishStatus }>(
          { method: 'GET', url: '/api/publish/status', params: range },
          'Failed to load the unpublished changes. Please try again.',
        )
      ).data,
    enabled: options.enabled ?? true,
  });
}

function useInvalidateSchedule() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useSetPublishMode() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: async (mode: PublishMode) =>
      (
        await apiRequest<{ data: PublishSettings }>(
          { method: 'PUT', url: '/api/publish/settings', data: { mode } },
          'Failed to save the setting. Please try again.',
        )
      ).data,
    onSettled: invalidate,
  });
}

export function usePublish() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: async (until: string) =>
      (
        await apiRequest<{ data: PublishResult }>(
          { method: 'POST', url: '/api/publish', data: { until } },
          'Failed to publish the schedule. Please try again.',
        )
      ).data,
    onSettled: invalidate,
  });
}

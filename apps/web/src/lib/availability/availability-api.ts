import type {
  Availability,
  AvailabilityExceptionBody,
  AvailabilityRequest,
  AvailabilityWeekBody,
} from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { scheduleKeys } from '@/lib/schedule-api/keys';

/**
 * The back office's availability calls (apps/server/src/modules/availability/availability.routes.ts):
 * a member's week, exceptions and pending changes, and the decisions on staff changes that wait
 * for approval. Every change invalidates these keys and the schedule (hard unavailability is a
 * broken rule there, soft preferences are markers).
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  staff: (staffId: string) => ['availability', 'staff', staffId] as const,
  requests: ['availability', 'requests'] as const,
  /** The calendar's layer (lib/schedule-api/availability.ts). */
  layer: (startDate: string, endDate: string) => ['availability', 'layer', startDate, endDate] as const,
};

const staffUrl = (staffId: string) => `/api/staff/${encodeURIComponent(staffId)}/availability`;

export async function getStaffAvailability(staffId: string): Promise<Availability> {
  const body = await apiRequest<{ data: Availability }>(
    { method: 'GET', url: staffUrl(staffId) },
    'Failed to load availability. Please try again.',
  );
  return body.data;
}

export function useStaffAvailability(staffId: string | null) {
  return useQuery({
    queryKey: availabilityKeys.staff(staffId ?? ''),
    queryFn: () => getStaffAvailability(staffId ?? ''),
    enabled: staffId !== null,
  });
}

export async function getAvailabilityRequests(): Promise<AvailabilityRequest[]> {
  const body = await apiRequest<{ data: AvailabilityRequest[] }>(
    { method: 'GET', url: '/api/availability/requests' },
    'Failed to load availability requests. Please try again.',
  );
  return body.data;
}

export function useAvailabilityRequests(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: availabilityKeys.requests,
    queryFn: getAvailabilityRequests,
    enabled: options.enabled ?? true,
  });
}

function useAvailabilityMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: availabilityKeys.all }),
        client.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]);
    },
  });
}

const SAVE_FAILED = 'Failed to save availability. Please try again.';

export function useSetStaffAvailabilityWeek() {
  return useAvailabilityMutation((v: { staffId: string; body: AvailabilityWeekBody }) =>
    apiRequest<{ data: Availability }>(
      { method: 'PUT', url: `${staffUrl(v.staffId)}/week`, data: v.body },
      SAVE_FAILED,
    ).then((r) => r.data),
  );
}

export function useSetStaffAvailabilityException() {
  return useAvailabilityMutation((v: { staffId: string; date: string; body: AvailabilityExceptionBody }) =>
    apiRequest<{ data: Availability }>(
      {
        method: 'PUT',
        url: `${staffUrl(v.staffId)}/exceptions/${encodeURIComponent(v.date)}`,
        data: v.body,
      },
      SAVE_FAILED,
    ).then((r) => r.data),
  );
}

export function useRemoveStaffAvailabilityException() {
  return useAvailabilityMutation((v: { staffId: string; date: string }) =>
    apiRequest<{ data: Availability }>(
      { method: 'DELETE', url: `${staffUrl(v.staffId)}/exceptions/${encodeURIComponent(v.date)}` },
      SAVE_FAILED,
    ).then((r) => r.data),
  );
}

export function useApproveAvailabilityRequest() {
  return useAvailabilityMutation((id: string) =>
    apiRequest<{ data: AvailabilityRequest }>(
      { method: 'POST', url: `/api/availability/requests/${encodeURIComponent(id)}/approve` },
      'Failed to approve the change. Please try again.',
    ).then((r) => r.data),
  );
}

export function useRefuseAvailabilityRequest() {
  return useAvailabilityMutation((v: { id: string; reason: string }) =>
    apiRequest<{ data: AvailabilityRequest }>(
      {
        method: 'POST',
        url: `/api/availability/requests/${encodeURIComponent(v.id)}/refuse`,
        data: { reason: v.reason },
      },
      'Failed to refuse the change. Please try again.',
    ).then((r) => r.data),
  );
}

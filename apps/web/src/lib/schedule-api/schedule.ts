import type {
  Conflict,
  DebugData,
  OneOffBody,
  OverrideBody,
  Schedule,
  ScheduleEntry,
  ScheduleQuery,
  UpdateEntryBodySchema,
} from '@openrota/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { absenceKeys, scheduleKeys } from './keys';
import { apiWrite, type Acknowledge, type Written } from './rule-checks';

/** GET /api/schedules: the computed schedule (rotation + stored layer + absences) for a range. */
export async function getSchedule(query: ScheduleQuery): Promise<Schedule> {
  const body = await apiRequest<{ data: Schedule }>(
    { method: 'GET', url: '/api/schedules', params: query },
    'Failed to fetch schedule entries. Please try again.',
  );
  return body.data;
}

export const getScheduleQueryOptions = (query: ScheduleQuery) =>
  queryOptions({
    queryKey: scheduleKeys.range(query),
    queryFn: () => getSchedule(query),
    placeholderData: keepPreviousData,
  });

export function useSchedule(query: ScheduleQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getScheduleQueryOptions(query), enabled: options.enabled ?? true });
}

/** GET /api/schedules/conflicts: staff who have a shift while absent. */
export async function getConflicts(startDate: string, endDate: string): Promise<Conflict[]> {
  const body = await apiRequest<{ data: Conflict[] }>(
    { method: 'GET', url: '/api/schedules/conflicts', params: { startDate, endDate } },
    'Failed to fetch schedule conflicts. Please try again.',
  );
  return body.data;
}

export function useConflicts(startDate: string, endDate: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleKeys.conflicts(startDate, endDate),
    queryFn: () => getConflicts(startDate, endDate),
    enabled: options.enabled ?? true,
  });
}

/** GET /api/schedules/debug */
export async function getScheduleDebug(startDate: string, endDate: string): Promise<DebugData> {
  const body = await apiRequest<{ data: DebugData }>(
    { method: 'GET', url: '/api/schedules/debug', params: { startDate, endDate } },
    'Failed to fetch debug data',
  );
  return body.data;
}

export function useScheduleDebug(startDate: string, endDate: string) {
  return useQuery({
    queryKey: scheduleKeys.debug(startDate, endDate),
    queryFn: () => getScheduleDebug(startDate, endDate),
  });
}

/** Refreshes every schedule view (and the conflicts the absences page shows). */
export function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      queryClient.invalidateQueries({ queryKey: absenceKeys.all }),
    ]);
}

/** POST /api/schedules/one-off (a 409 RULE_VIOLATION when the staff member may not work it). */
export function createOneOff(body: OneOffBody & Acknowledge): Promise<Written<ScheduleEntry>> {
  return apiWrite<ScheduleEntry>(
    { method: 'POST', url: '/api/schedules/one-off', data: body },
    'Failed to create one-off shift. Please try again.',
  );
}

/** POST /api/schedules/override (staffId null cancels or unassigns, docs/product/schedule.md#cancel-vs-unassign). */
export function createOverride(body: OverrideBody & Acknowledge): Promise<Written<ScheduleEntry>> {
  return apiWrite<ScheduleEntry>(
    { method: 'POST', url: '/api/schedules/override', data: body },
    'Failed to create override. Please try again.',
  );
}

export type UpdateEntryBody = z.input<typeof UpdateEntryBodySchema>;

/** PUT /api/schedules/entries/{id}: staff (or null) and description of a stored entry. */
export function updateEntry(
  id: string,
  body: UpdateEntryBody & Acknowledge,
): Promise<Written<ScheduleEntry>> {
  return apiWrite<ScheduleEntry>(
    { method: 'PUT', url: `/api/schedules/entries/${id}`, data: body },
    'Failed to update entry. Please try again.',
  );
}

/** DELETE /api/schedules/entries/{id}: deletes a one-off, or removes an override or claim (the rotation's staff is back). */
export async function deleteEntry(id: string, ack: Acknowledge = {}): Promise<void> {
  // Removing an override puts the rotation's person back: a 409 RULE_VIOLATION is acknowledged in the body.
  await apiRequest(
    {
      method: 'DELETE',
      url: `/api/schedules/entries/${id}`,
      ...(ack.acknowledgeViolations ? { data: { acknowledgeViolations: ack.acknowledgeViolations } } : {}),
    },
    'Failed to delete entry. Please try again.',
  );
}

function useScheduleMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const invalidate = useInvalidateSchedule();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidate() });
}

export const useCreateOneOff = () => useScheduleMutation(createOneOff);
export const useCreateOverride = () => useScheduleMutation(createOverride);
export const useUpdateEntry = () =>
  useScheduleMutation(
    ({ id, body, acknowledgeViolations }: { id: string; body: UpdateEntryBody } & Acknowledge) =>
      updateEntry(id, acknowledgeViolations ? { ...body, acknowledgeViolations } : body),
  );
export const useDeleteEntry = () => useScheduleMutation((id: string) => deleteEntry(id));

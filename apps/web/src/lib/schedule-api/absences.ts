import {
  ABSENCE_PAGE_SIZE,
  ABSENCE_RANGE_LIMIT,
  absenceWithHiddenReason,
  type Absence,
  type AbsenceBody,
  type AbsenceListItem,
  type UpdateAbsenceBodySchema,
} from '@openrota/contracts';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { absenceKeys, scheduleKeys } from './keys';

export type AbsencePage = {
  items: Absence[];
  total: number;
  totalPages: number;
  page: number;
  limit: number;
};
export type AbsenceFilters = { staffId?: string; startDate?: string; endDate?: string };

/** Absence dates are sent at noon (docs/product/time-zones.md#absence-dates-at-noon) so no time zone can move them to another day. */
export const atNoon = (date: string) => `${date}T12:00:00.000Z`;

/** GET /api/absences?page&limit&startDate&endDate&staffId */
export async function getAbsences(
  params: AbsenceFilters & { page?: number; limit?: number },
): Promise<AbsencePage> {
  const body = await apiRequest<{ data: Omit<AbsencePage, 'items'> & { items: AbsenceListItem[] } }>(
    { method: 'GET', url: '/api/absences', params: { page: 1, limit: ABSENCE_PAGE_SIZE, ...params } },
    'Failed to fetch absences. Please try again.',
  );
  // A STAFF member gets colleagues' absences without reason (docs/roles.md): shown as none.
  return { ...body.data, items: body.data.items.map(absenceWithHiddenReason) };
}

export function useAbsences(params: AbsenceFilters & { page?: number; limit?: number }) {
  return useQuery({
    queryKey: absenceKeys.page(params),
    queryFn: () => getAbsences(params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/absences/range?startDate&endDate: every absence overlapping the range. */
export async function getAbsenceRange(startDate: string, endDate: string): Promise<Absence[]> {
  const body = await apiRequest<{ data: { items: AbsenceListItem[] } }>(
    { method: 'GET', url: '/api/absences/range', params: { startDate, endDate } },
    'Failed to fetch absences. Please try again.',
  );
  return body.data.items.map(absenceWithHiddenReason);
}

export function useAbsenceRange(startDate: string, endDate: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: absenceKeys.range(startDate, endDate),
    queryFn: () => getAbsenceRange(startDate, endDate),
    enabled: options.enabled ?? true,
  });
}

/** The absences calendar reads at most this many per month view. */
export const ABSENCE_CALENDAR_LIMIT = ABSENCE_RANGE_LIMIT;

export async function createAbsence(body: AbsenceBody): Promise<Absence> {
  return (
    await apiRequest<{ data: Absence }>(
      { method: 'POST', url: '/api/absences', data: body },
      'Failed to create absence. Please try again.',
    )
  ).data;
}

export async function updateAbsence(
  id: string,
  body: z.input<typeof UpdateAbsenceBodySchema>,
): Promise<Absence> {
  return (
    await apiRequest<{ data: Absence }>(
      { method: 'PUT', url: `/api/absences/${id}`, data: body },
      'Failed to update absence. Please try again.',
    )
  ).data;
}

export async function deleteAbsence(id: string): Promise<void> {
  await apiRequest(
    { method: 'DELETE', url: `/api/absences/${id}` },
    'Failed to delete absence. Please try again.',
  );
}

/** Absences change conflicts and absence marks in every schedule view, so both refresh. */
function useAbsenceMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: absenceKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]),
  });
}

export const useCreateAbsence = () => useAbsenceMutation(createAbsence);
export const useUpdateAbsence = () =>
  useAbsenceMutation(({ id, body }: { id: string; body: z.input<typeof UpdateAbsenceBodySchema> }) =>
    updateAbsence(id, body),
  );
export const useDeleteAbsence = () => useAbsenceMutation(deleteAbsence);

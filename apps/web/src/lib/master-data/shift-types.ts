import type { ShiftType } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/**
 * The one query key of the shift types: every page that reads them shares this cache entry, and
 * every mutation that changes them invalidates it.
 */
export const shiftTypeKeys = {
  all: ['shift-types'] as const,
};

/** Shift types sort by order, then name (docs/product/back-office.md#shift-types). */
export function sortShiftTypes(list: readonly ShiftType[]): ShiftType[] {
  return [...list].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** GET /api/shift-types: the workspace's shift types in display order. */
export async function getShiftTypes(): Promise<ShiftType[]> {
  const body = await apiRequest<{ data: ShiftType[] }>(
    { method: 'GET', url: '/api/shift-types' },
    'Failed to fetch shift types',
  );
  return sortShiftTypes(body.data);
}

export function getShiftTypesQueryOptions() {
  return queryOptions({ queryKey: shiftTypeKeys.all, queryFn: getShiftTypes });
}

export function useShiftTypes() {
  return useQuery(getShiftTypesQueryOptions());
}

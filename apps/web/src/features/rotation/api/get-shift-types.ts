import type { ShiftType } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { rotationKeys } from './keys';

/** GET /api/shift-types, sorted by order then name (the rotation pages only read them). */
export async function getShiftTypes(): Promise<ShiftType[]> {
  const { data } = await apiRequest<{ data: ShiftType[] }>({ method: 'GET', url: '/api/shift-types' }, 'Failed to fetch shift types');
  return [...data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export const getShiftTypesQueryOptions = () => queryOptions({ queryKey: rotationKeys.shiftTypes, queryFn: getShiftTypes });

export function useShiftTypes() {
  return useQuery(getShiftTypesQueryOptions());
}

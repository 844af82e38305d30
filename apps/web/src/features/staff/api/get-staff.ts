import { withHiddenDetails, type Staff, type StaffListItem } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const STAFF_KEY = ['staff'] as const;

/** GET /api/staff: the workspace's staff members with their skills. */
export async function getStaff(): Promise<Staff[]> {
  return (await apiRequest<{ data: StaffListItem[] }>({ method: 'GET', url: '/api/staff' }, 'Failed to fetch staff')).data.map(withHiddenDetails);
}

export function getStaffQueryOptions() {
  return queryOptions({ queryKey: STAFF_KEY, queryFn: getStaff });
}

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}

import { withHiddenDetails, type Staff, type StaffListItem } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { rotationKeys } from './keys';

/** GET /api/staff with skills (the rotation pages only read it). */
export async function getStaff(): Promise<Staff[]> {
  return (await apiRequest<{ data: StaffListItem[] }>({ method: 'GET', url: '/api/staff' }, 'Failed to fetch staff')).data.map(withHiddenDetails);
}

export const getStaffQueryOptions = () => queryOptions({ queryKey: rotationKeys.staff, queryFn: getStaff });

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}

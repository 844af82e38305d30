import { withHiddenDetails, type Staff, type StaffListItem } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/**
 * The one query key of the staff list: every page that reads it shares this cache entry, and every
 * mutation that changes staff invalidates `staffKeys.all` (which also refreshes what sits below it).
 */
export const staffKeys = {
  all: ['staff'] as const,
  deactivationPreview: (staffId: string | undefined) => ['staff', 'deactivation-preview', staffId] as const,
};

/** GET /api/staff: the workspace's staff members with their skills; a STAFF member gets colleagues without contact details (docs/roles.md), kept as null. */
export async function getStaff(): Promise<Staff[]> {
  return (
    await apiRequest<{ data: StaffListItem[] }>({ method: 'GET', url: '/api/staff' }, 'Failed to fetch staff')
  ).data.map(withHiddenDetails);
}

export function getStaffQueryOptions() {
  return queryOptions({ queryKey: staffKeys.all, queryFn: getStaff });
}

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}

/** Active staff skilled for the shift type, by name: who may work it (override form, one-off forms). */
export function eligibleStaff(staff: readonly Staff[], shiftTypeId: string | undefined): Staff[] {
  if (!shiftTypeId) return [];
  return staff
    .filter((s) => s.active && s.skills.some((k) => k.shiftTypeId === shiftTypeId))
    .sort((a, b) => a.name.localeCompare(b.name));
}

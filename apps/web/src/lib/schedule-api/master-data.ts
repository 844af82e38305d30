import { withHiddenDetails, type RotationPattern, type ShiftType, type Staff, type StaffListItem } from '@openrota/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { scheduleKeys } from './keys';

/**
 * The master data the schedule views read (filters, forms). Keys sit under the `shift-types`,
 * `staff` and `rotation-patterns` prefixes so the master-data pages' invalidations refresh them.
 */
export function useScheduleShiftTypes() {
  return useQuery({
    queryKey: scheduleKeys.shiftTypes,
    queryFn: async () => {
      const { data } = await apiRequest<{ data: ShiftType[] }>({ method: 'GET', url: '/api/shift-types' }, 'Failed to fetch shift types');
      return [...data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    },
  });
}

/** The staff list; a STAFF member gets colleagues without contact details (docs/roles.md), kept as null. */
export function useScheduleStaff() {
  return useQuery({
    queryKey: scheduleKeys.staff,
    queryFn: async () => (await apiRequest<{ data: StaffListItem[] }>({ method: 'GET', url: '/api/staff' }, 'Failed to fetch staff')).data.map(withHiddenDetails),
  });
}

export function useSchedulePatterns() {
  return useQuery({
    queryKey: scheduleKeys.patterns,
    queryFn: async () => (await apiRequest<{ data: RotationPattern[] }>({ method: 'GET', url: '/api/rotation-patterns' }, 'Failed to fetch patterns')).data,
  });
}

/** Active staff skilled for the shift type: who may work it (override form, one-off form). */
export function eligibleStaff(staff: readonly Staff[], shiftTypeId: string | undefined): Staff[] {
  if (!shiftTypeId) return [];
  return staff.filter((s) => s.active && s.skills.some((k) => k.shiftTypeId === shiftTypeId)).sort((a, b) => a.name.localeCompare(b.name));
}

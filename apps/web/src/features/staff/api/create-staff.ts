import type { Staff, StaffBody } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { STAFF_KEY } from './get-staff';

/** POST /api/staff: adds a staff member. */
export async function createStaff(body: StaffBody): Promise<Staff> {
  return (await apiRequest<{ data: Staff }>({ method: 'POST', url: '/api/staff', data: body })).data;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}

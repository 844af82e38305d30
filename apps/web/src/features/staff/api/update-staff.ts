import type { Staff, StaffBody } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { STAFF_KEY } from './get-staff';

/** PUT /api/staff/{id}: changes a staff member's details. */
export async function updateStaff({ id, body }: { id: string; body: Partial<StaffBody> }): Promise<Staff> {
  return (await apiRequest<{ data: Staff }>({ method: 'PUT', url: `/api/staff/${id}`, data: body })).data;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaff, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}

import type { ShiftType } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import type { ShiftTypeRequest } from '../lib/shift-type-form';
import { shiftTypeKeys } from '@/lib/master-data/shift-types';

/** PUT /api/shift-types/{id}: changes a shift type's fields. */
export async function updateShiftType({ id, body }: { id: string; body: ShiftTypeRequest }): Promise<ShiftType> {
  return (await apiRequest<{ data: ShiftType }>({ method: 'PUT', url: `/api/shift-types/${id}`, data: body })).data;
}

export function useUpdateShiftType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all }),
  });
}

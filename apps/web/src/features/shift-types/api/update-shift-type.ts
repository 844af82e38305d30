import type { ShiftType, UpdateShiftTypeBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { shiftTypeKeys } from '@/lib/master-data/shift-types';

/** PUT /api/shift-types/{id}: changes a shift type's fields. */
export async function updateShiftType({
  id,
  body,
}: {
  id: string;
  body: z.input<typeof UpdateShiftTypeBodySchema>;
}): Promise<ShiftType> {
  return (await apiRequest<{ data: ShiftType }>({ method: 'PUT', url: `/api/shift-types/${id}`, data: body }))
    .data;
}

export function useUpdateShiftType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all }),
  });
}

import type { ShiftType, ShiftTypeBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { shiftTypeKeys } from '@/lib/master-data/shift-types';

/** POST /api/shift-types: creates a shift type (placed last when no order is given). */
export async function createShiftType(body: z.input<typeof ShiftTypeBodySchema>): Promise<ShiftType> {
  return (await apiRequest<{ data: ShiftType }>({ method: 'POST', url: '/api/shift-types', data: body }))
    .data;
}

export function useCreateShiftType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShiftType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all }),
  });
}

import type { ReorderShiftTypesBodySchema, ShiftType } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { shiftTypeKeys } from '@/lib/master-data/shift-types';

/** POST /api/shift-types/reorder {shiftTypeIds}: every shift type id, in the new order. */
export async function reorderShiftTypes(shiftTypeIds: string[]): Promise<void> {
  const body: z.input<typeof ReorderShiftTypesBodySchema> = { shiftTypeIds };
  await apiRequest({ method: 'POST', url: '/api/shift-types/reorder', data: body });
}

/**
 * Shows the new order at once, then saves it (docs/product/back-office.md#shift-types). On failure `onError` runs and
 * the list is reloaded from the server.
 */
export function useReorderShiftTypes({ onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: ShiftType[]) => reorderShiftTypes(ordered.map((s) => s.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: shiftTypeKeys.all });
      queryClient.setQueryData<ShiftType[]>(
        shiftTypeKeys.all,
        ordered.map((s, index) => ({ ...s, order: index })),
      );
    },
    onError: (error) => {
      onError?.(error);
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { shiftTypeKeys } from '@/lib/master-data/shift-types';

/** DELETE /api/shift-types/{id}; a shift type in use answers 409 with a message saying where. */
export async function deleteShiftType(id: string): Promise<void> {
  await deleteResource(`/api/shift-types/${id}`);
}

export function useDeleteShiftType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShiftType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all }),
  });
}

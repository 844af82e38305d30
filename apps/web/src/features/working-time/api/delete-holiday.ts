import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { holidayKeys } from './get-holidays';

/** DELETE /api/holidays/{id}. */
export async function deleteHoliday(id: string): Promise<void> {
  await deleteResource(`/api/holidays/${id}`);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { staffKeys } from '@/lib/master-data/staff';

/** DELETE /api/staff/{id}; a member still in use answers 409 with a message saying where. */
export async function deleteStaff(id: string): Promise<void> {
  await deleteResource(`/api/staff/${id}`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

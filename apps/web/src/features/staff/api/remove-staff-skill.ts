import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResource } from '@/lib/api-request';
import { staffKeys } from '@/lib/master-data/staff';

/** DELETE /api/staff/{id}/skills/{skillId}: takes one skill away. */
export async function removeStaffSkill({
  staffId,
  skillId,
}: {
  staffId: string;
  skillId: string;
}): Promise<void> {
  await deleteResource(`/api/staff/${staffId}/skills/${skillId}`);
}

export function useRemoveStaffSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffSkill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

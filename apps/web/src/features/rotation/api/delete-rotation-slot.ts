import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** DELETE /api/rotation-patterns/:id/slots/:slotId (its assignments go with it). */
export async function deleteRotationSlot({
  patternId,
  slotId,
}: {
  patternId: string;
  slotId: string;
}): Promise<void> {
  await apiRequest(
    { method: 'DELETE', url: `/api/rotation-patterns/${patternId}/slots/${slotId}` },
    'Failed to delete requirement',
  );
}

export function useDeleteRotationSlot(patternId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => deleteRotationSlot({ patternId, slotId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

type Args = { patternId: string; slotId: string; assignmentId: string };

/** DELETE /api/rotation-patterns/:id/slots/:slotId/assignments/:assignmentId. */
export async function deleteSlotAssignment({ patternId, slotId, assignmentId }: Args): Promise<void> {
  await apiRequest(
    {
      method: 'DELETE',
      url: `/api/rotation-patterns/${patternId}/slots/${slotId}/assignments/${assignmentId}`,
    },
    'Failed to remove assignment',
  );
}

export function useDeleteSlotAssignment(patternId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<Args, 'patternId'>) => deleteSlotAssignment({ patternId, ...args }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
}

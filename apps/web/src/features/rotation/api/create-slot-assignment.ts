import type { RotationAssignment, SlotAssignmentBodySchema } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

type Args = { patternId: string; slotId: string } & z.input<typeof SlotAssignmentBodySchema>;

/** POST /api/rotation-patterns/:id/slots/:slotId/assignments {staffId}. */
export async function createSlotAssignment({
  patternId,
  slotId,
  staffId,
}: Args): Promise<RotationAssignment> {
  return (
    await apiRequest<{ data: RotationAssignment }>(
      {
        method: 'POST',
        url: `/api/rotation-patterns/${patternId}/slots/${slotId}/assignments`,
        data: { staffId },
      },
      'Failed to assign staff',
    )
  ).data;
}

export function useCreateSlotAssignment(patternId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<Args, 'patternId'>) => createSlotAssignment({ patternId, ...args }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
}

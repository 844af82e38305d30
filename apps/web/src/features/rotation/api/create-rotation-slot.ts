import type { RotationSlot, SlotBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** The body of POST …/slots; the pattern is in the path. */
export type SlotBody = Omit<z.input<typeof SlotBodySchema>, 'rotationPatternId'>;

/** POST /api/rotation-patterns/:id/slots: one requirement (required count is always 1). */
export async function createRotationSlot({
  patternId,
  body,
}: {
  patternId: string;
  body: SlotBody;
}): Promise<RotationSlot> {
  return (
    await apiRequest<{ data: RotationSlot }>(
      { method: 'POST', url: `/api/rotation-patterns/${patternId}/slots`, data: body },
      'Failed to create requirement',
    )
  ).data;
}

export function useCreateRotationSlot(patternId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotBody) => createRotationSlot({ patternId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
}

import type { RotationSlot, SlotBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';
import { useInvalidateSchedule } from '@/lib/schedule-api/schedule';
import { REFRESH_DELAY_MS } from './use-schedule-action';

/** The slot's body, with the pattern it goes to (also in the path). */
export type RequirementBody = z.input<typeof SlotBodySchema> & { rotationPatternId: string };

/** POST /api/rotation-patterns/{id}/slots from the Add Shift dialog (the form also sends rotationPatternId). */
export async function createRequirement(body: RequirementBody): Promise<RotationSlot> {
  return (
    await apiRequest<{ data: RotationSlot }>(
      { method: 'POST', url: `/api/rotation-patterns/${body.rotationPatternId}/slots`, data: body },
      'Failed to create rotation requirement. Please try again.',
    )
  ).data;
}

/** Creates the slot, then refreshes the schedule (after the 100 ms delay of docs/product/schedule.md#shift-actions) and the pattern pages. */
export function useCreateRequirement() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: (_slot, body) => {
      void queryClient.invalidateQueries({ queryKey: patternKeys.one(body.rotationPatternId) });
      setTimeout(() => void invalidate(), REFRESH_DELAY_MS);
    },
  });
}

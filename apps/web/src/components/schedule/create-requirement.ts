import type { RotationSlot } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';
import { useInvalidateSchedule } from '@/lib/schedule-api/schedule';
import { REFRESH_DELAY_MS } from './use-schedule-action';

export type RequirementBody = {
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  requiredCount: 1;
  isOptional: boolean;
  rotationPatternId: string;
};

/** POST /api/rotation-patterns/{id}/slots from the Add Shift dialog (the form also sends rotationPatternId). */
export async function createRequirement(body: RequirementBody): Promise<RotationSlot> {
  return (
    await apiRequest<{ data: RotationSlot }>(
      { method: 'POST', url: `/api/rotation-patterns/${body.rotationPatternId}/slots`, data: body },
      'Failed to create rotation requirement. Please try again.',
    )
  ).data;
}

/** Creates the slot, then refreshes the schedule (after the spec's delay) and the pattern pages. */
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

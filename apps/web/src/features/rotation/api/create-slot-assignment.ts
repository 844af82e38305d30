import type { RotationAssignment, SlotAssignmentBodySchema } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { patternKeys } from '@/lib/master-data/patterns';
import { apiWrite, type Acknowledge, type Written } from '@/lib/schedule-api/rule-checks';

type Args = { patternId: string; slotId: string } & z.input<typeof SlotAssignmentBodySchema> & Acknowledge;

/**
 * POST /api/rotation-patterns/:id/slots/:slotId/assignments {staffId}: a 409 RULE_VIOLATION when
 * the assignment breaks a working-time rule, unless acknowledged (docs/product/working-time.md#where-the-checker-acts).
 */
export function createSlotAssignment({
  patternId,
  slotId,
  staffId,
  acknowledgeViolations,
}: Args): Promise<Written<RotationAssignment>> {
  return apiWrite<RotationAssignment>(
    {
      method: 'POST',
      url: `/api/rotation-patterns/${patternId}/slots/${slotId}/assignments`,
      data: acknowledgeViolations ? { staffId, acknowledgeViolations } : { staffId },
    },
    'Failed to assign staff',
  );
}

export function useCreateSlotAssignment(patternId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<Args, 'patternId'>) => createSlotAssignment({ patternId, ...args }),
    // The slots' key also holds the cycle's violations, which refresh with them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
}

import type { DuplicatePatternBodySchema, RotationPattern } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patternKeys } from '@/lib/master-data/patterns';
import { apiWrite, type Acknowledge, type Written } from '@/lib/schedule-api/rule-checks';

export type DuplicatePatternBody = z.input<typeof DuplicatePatternBodySchema>;

/**
 * POST /api/rotation-patterns/:id/duplicate: copies the pattern with its slots and assignments;
 * the copied assignments are checked by the working-time rules (a 409 RULE_VIOLATION unless
 * acknowledged; warnings beside the copy).
 */
export async function duplicateRotationPattern({
  id,
  body,
  acknowledgeViolations,
}: {
  id: string;
  body: DuplicatePatternBody;
} & Acknowledge): Promise<Written<RotationPattern>> {
  return apiWrite<RotationPattern>(
    {
      method: 'POST',
      url: `/api/rotation-patterns/${id}/duplicate`,
      data: acknowledgeViolations ? { ...body, acknowledgeViolations } : body,
    },
    'Failed to create pattern',
  );
}

export function useDuplicateRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRotationPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patternKeys.all }),
  });
}

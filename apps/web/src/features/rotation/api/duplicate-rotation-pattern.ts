import type { DuplicatePatternBodySchema, RotationPattern } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

export type DuplicatePatternBody = z.input<typeof DuplicatePatternBodySchema>;

/** POST /api/rotation-patterns/:id/duplicate: copies the pattern with its slots and assignments. */
export async function duplicateRotationPattern({
  id,
  body,
}: {
  id: string;
  body: DuplicatePatternBody;
}): Promise<RotationPattern> {
  return (
    await apiRequest<{ data: RotationPattern }>(
      { method: 'POST', url: `/api/rotation-patterns/${id}/duplicate`, data: body },
      'Failed to create pattern',
    )
  ).data;
}

export function useDuplicateRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRotationPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patternKeys.all }),
  });
}

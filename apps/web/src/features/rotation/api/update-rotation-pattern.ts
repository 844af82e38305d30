import type { RotationPattern, UpdateRotationPatternBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** PUT /api/rotation-patterns/:id with the save body. */
export async function updateRotationPattern({
  id,
  body,
}: {
  id: string;
  body: z.input<typeof UpdateRotationPatternBodySchema>;
}): Promise<RotationPattern> {
  return (
    await apiRequest<{ data: RotationPattern }>(
      { method: 'PUT', url: `/api/rotation-patterns/${id}`, data: body },
      'Failed to save pattern',
    )
  ).data;
}

export function useUpdateRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRotationPattern,
    onSuccess: (pattern) => {
      queryClient.setQueryData(patternKeys.one(pattern.id), pattern);
      return queryClient.invalidateQueries({ queryKey: patternKeys.all });
    },
  });
}

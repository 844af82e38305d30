import type { RotationPattern, RotationPatternBody } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** POST /api/rotation-patterns (the server snaps the start to its Monday). */
export async function createRotationPattern(body: RotationPatternBody): Promise<RotationPattern> {
  return (
    await apiRequest<{ data: RotationPattern }>(
      { method: 'POST', url: '/api/rotation-patterns', data: body },
      'Failed to create pattern',
    )
  ).data;
}

export function useCreateRotationPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRotationPattern,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patternKeys.all }),
  });
}

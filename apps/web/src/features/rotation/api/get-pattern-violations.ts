import type { ViolationDto } from '@openrota/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/**
 * Under the slots' key, so every change of the requirements or assignments (which invalidates
 * the slots) and of the pattern (which invalidates `patternKeys.all`) refreshes it too.
 */
export const patternViolationsKey = (patternId: string) =>
  [...patternKeys.slots(patternId), 'violations'] as const;

/** GET /api/rotation-patterns/:id/violations: the working-time violations of the pattern's own cycle. */
export async function getPatternViolations(patternId: string): Promise<ViolationDto[]> {
  return (
    await apiRequest<{ data: ViolationDto[] }>(
      { method: 'GET', url: `/api/rotation-patterns/${patternId}/violations` },
      'Failed to fetch the violations of the pattern',
    )
  ).data;
}

export function usePatternViolations(patternId: string) {
  return useQuery({
    queryKey: patternViolationsKey(patternId),
    queryFn: () => getPatternViolations(patternId),
  });
}

import type { RotationPattern } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/**
 * The query keys of the rotation patterns: the list, one pattern and its slots sit under
 * `patternKeys.all`, so invalidating it refreshes every view of them (rotation pages, schedule).
 */
export const patternKeys = {
  all: ['rotation-patterns'] as const,
  one: (id: string) => ['rotation-patterns', id] as const,
  slots: (id: string) => ['rotation-patterns', id, 'slots'] as const,
};

export const FETCH_PATTERNS_FAILED = 'Failed to fetch patterns';

/** GET /api/rotation-patterns: the workspace's patterns. */
export async function getRotationPatterns(): Promise<RotationPattern[]> {
  return (
    await apiRequest<{ data: RotationPattern[] }>(
      { method: 'GET', url: '/api/rotation-patterns' },
      FETCH_PATTERNS_FAILED,
    )
  ).data;
}

export const getRotationPatternsQueryOptions = () =>
  queryOptions({ queryKey: patternKeys.all, queryFn: getRotationPatterns });

export function useRotationPatterns() {
  return useQuery(getRotationPatternsQueryOptions());
}

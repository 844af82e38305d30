import type { RotationPattern } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { rotationKeys } from './keys';

export const FETCH_PATTERNS_FAILED = 'Failed to fetch patterns';

/** GET /api/rotation-patterns: the workspace's patterns. */
export async function getRotationPatterns(): Promise<RotationPattern[]> {
  return (await apiRequest<{ data: RotationPattern[] }>({ method: 'GET', url: '/api/rotation-patterns' }, FETCH_PATTERNS_FAILED)).data;
}

export const getRotationPatternsQueryOptions = () => queryOptions({ queryKey: rotationKeys.patterns, queryFn: getRotationPatterns });

export function useRotationPatterns() {
  return useQuery(getRotationPatternsQueryOptions());
}

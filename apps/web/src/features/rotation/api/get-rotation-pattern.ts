import type { RotationPattern } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** GET /api/rotation-patterns/:id. */
export async function getRotationPattern(id: string): Promise<RotationPattern> {
  return (
    await apiRequest<{ data: RotationPattern }>(
      { method: 'GET', url: `/api/rotation-patterns/${id}` },
      'Failed to fetch patterns',
    )
  ).data;
}

export const getRotationPatternQueryOptions = (id: string) =>
  queryOptions({ queryKey: patternKeys.one(id), queryFn: () => getRotationPattern(id), retry: false });

export function useRotationPattern(id: string) {
  return useQuery(getRotationPatternQueryOptions(id));
}

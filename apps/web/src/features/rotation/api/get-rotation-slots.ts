import type { RotationSlot } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';

/** GET /api/rotation-patterns/:id/slots: the requirements with their assignments. */
export async function getRotationSlots(patternId: string): Promise<RotationSlot[]> {
  return (
    await apiRequest<{ data: RotationSlot[] }>(
      { method: 'GET', url: `/api/rotation-patterns/${patternId}/slots` },
      'Failed to load rotation requirements',
    )
  ).data;
}

export const getRotationSlotsQueryOptions = (patternId: string) =>
  queryOptions({ queryKey: patternKeys.slots(patternId), queryFn: () => getRotationSlots(patternId) });

export function useRotationSlots(patternId: string) {
  return useQuery(getRotationSlotsQueryOptions(patternId));
}

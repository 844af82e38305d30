import type { DeactivationPreview } from '@openrota/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { staffKeys } from '@/lib/master-data/staff';

/** GET /api/staff/{id}/deactivation-preview: how many of the member's shifts deactivating them now opens. */
export async function getDeactivationPreview(staffId: string): Promise<DeactivationPreview> {
  return (
    await apiRequest<{ data: DeactivationPreview }>({
      method: 'GET',
      url: `/api/staff/${staffId}/deactivation-preview`,
    })
  ).data;
}

/** Asked only while `enabled` (an active member's Active box is unticked in the form). */
export function useDeactivationPreview(staffId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.deactivationPreview(staffId),
    queryFn: () => getDeactivationPreview(staffId!),
    enabled: enabled && staffId !== undefined,
  });
}

import type { LicenseInfo } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { licenseInfoKey } from '@/lib/licence/get-license-info';

/** POST /api/workspaces/{id}/start-trial with { plan: 'START' }: answers the new licence. */
export async function startTrial(workspaceId: string, fallback?: string): Promise<LicenseInfo> {
  const body = await apiRequest<{ data: LicenseInfo }>(
    { method: 'POST', url: `/api/workspaces/${workspaceId}/start-trial`, data: { plan: 'START' } },
    fallback,
  );
  return body.data;
}

/**
 * Starts the trial; the answer replaces the cached licence, and everything else on screen is
 * read again (features such as staff login and email notifications follow the plan).
 */
export function useStartTrial(workspaceId: string, fallback?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTrial(workspaceId, fallback),
    onSuccess: async (info) => {
      queryClient.setQueryData(licenseInfoKey(workspaceId), info);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'license-info' });
    },
  });
}

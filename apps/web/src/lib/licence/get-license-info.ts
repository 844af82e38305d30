import type { LicenseInfo } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useCanWrite } from '@/lib/session/can-write';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

export const licenseInfoKey = (workspaceId: string) => ['license-info', workspaceId] as const;

/** GET /api/workspaces/{id}/license-info: plan, usage against each limit, features, trial state. */
export async function getLicenseInfo(workspaceId: string, fallback?: string): Promise<LicenseInfo> {
  const body = await apiRequest<{ data: LicenseInfo }>(
    { method: 'GET', url: `/api/workspaces/${workspaceId}/license-info` },
    fallback,
  );
  return body.data;
}

export function getLicenseInfoQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: licenseInfoKey(workspaceId),
    queryFn: () => getLicenseInfo(workspaceId),
    enabled: Boolean(workspaceId),
  });
}

export function useLicenseInfo(workspaceId: string) {
  return useQuery(getLicenseInfoQueryOptions(workspaceId));
}

export type PlanFeatureName = keyof LicenseInfo['features'];

/**
 * The current workspace's plan and whether it includes `feature` (docs/product/plans-and-limits.md#plans), for
 * pages that must say when a switch does nothing on this plan. `undefined` while loading, and for
 * a STAFF member, who may not read the licence (docs/roles.md).
 */
export function usePlanFeature(
  feature: PlanFeatureName,
): { planName: string; hasFeature: boolean } | undefined {
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id) ?? '';
  const canRead = useCanWrite();
  const { data } = useQuery({
    ...getLicenseInfoQueryOptions(workspaceId),
    enabled: Boolean(workspaceId) && canRead,
  });
  return data && { planName: data.displayName, hasFeature: data.features[feature] };
}

import type { LicenseInfo } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const licenseInfoKey = (workspaceId: string) => ['license-info', workspaceId] as const;

/** GET /api/workspaces/{id}/license-info: plan, usage against each limit, features, trial state. */
export async function getLicenseInfo(workspaceId: string, fallback?: string): Promise<LicenseInfo> {
  const body = await apiRequest<{ data: LicenseInfo }>({ method: 'GET', url: `/api/workspaces/${workspaceId}/license-info` }, fallback);
  return body.data;
}

export function getLicenseInfoQueryOptions(workspaceId: string) {
  return queryOptions({ queryKey: licenseInfoKey(workspaceId), queryFn: () => getLicenseInfo(workspaceId), enabled: Boolean(workspaceId) });
}

export function useLicenseInfo(workspaceId: string) {
  return useQuery(getLicenseInfoQueryOptions(workspaceId));
}

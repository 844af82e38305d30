import type { OnboardingStatus } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const onboardingKey = (workspaceId: string) => ['onboarding', workspaceId] as const;

/** GET /api/workspaces/:id/onboarding: whether onboarding is complete and the four counts. */
export async function getOnboarding(workspaceId: string): Promise<OnboardingStatus> {
  return (
    await apiRequest<{ data: OnboardingStatus }>({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/onboarding`,
    })
  ).data;
}

export const getOnboardingQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: onboardingKey(workspaceId),
    queryFn: () => getOnboarding(workspaceId),
    staleTime: 0,
  });

export function useOnboarding(workspaceId: string, enabled = true) {
  return useQuery({ ...getOnboardingQueryOptions(workspaceId), enabled });
}

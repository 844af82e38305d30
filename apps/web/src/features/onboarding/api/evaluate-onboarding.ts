import type { OnboardingStatus } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { onboardingKey } from './get-onboarding';

/**
 * PUT /api/workspaces/:id/onboarding (empty body) means "re-evaluate": the server sets
 * onboardingCompleted only when staff, shift types, skills and a rotation pattern all exist.
 */
export async function evaluateOnboarding(workspaceId: string): Promise<OnboardingStatus> {
  return (
    await apiRequest<{ data: OnboardingStatus }>({
      method: 'PUT',
      url: `/api/workspaces/${workspaceId}/onboarding`,
      data: {},
    })
  ).data;
}

export function useEvaluateOnboarding(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => evaluateOnboarding(workspaceId),
    onSuccess: (status) => queryClient.setQueryData(onboardingKey(workspaceId), status),
  });
}

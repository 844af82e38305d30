import { apiRequest, requireWorkspaceId } from '@/lib/api-request';

/**
 * PUT /api/workspaces/{id}/onboarding (empty body): asks the server to re-evaluate onboarding
 * after the first staff member exists. A failure is only logged (docs/product/back-office.md#onboarding).
 */
export async function markOnboarding(): Promise<void> {
  try {
    await apiRequest({ method: 'PUT', url: `/api/workspaces/${requireWorkspaceId()}/onboarding` });
  } catch (error) {
    console.error('Could not update onboarding', error);
  }
}

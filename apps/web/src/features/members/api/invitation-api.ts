import type { InvitationPreview, Workspace } from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

/** GET /api/invitations/{token} (public): workspace name, role, email and state; 404 when unknown. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  return (
    await apiRequest<{ data: InvitationPreview }>({
      method: 'GET',
      url: `/api/invitations/${encodeURIComponent(token)}`,
    })
  ).data;
}

/** POST /api/invitations/accept {token} (signed in): joins and answers the workspace. */
export async function acceptInvitation({
  token,
  fallback,
}: {
  token: string;
  fallback: string;
}): Promise<{ data: Workspace; message: string }> {
  return apiRequest<{ data: Workspace; message: string }>(
    { method: 'POST', url: '/api/invitations/accept', data: { token } },
    fallback,
  );
}

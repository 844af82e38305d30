import type { CreateInvitationBody, Invitation, Member, Role } from '@openrota/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const MEMBERS_KEY = ['members'] as const;
export const INVITATIONS_KEY = ['invitations'] as const;

/** GET /api/workspaces/{id}/members (ADMIN). */
export async function getMembers(workspaceId: string): Promise<Member[]> {
  return (
    await apiRequest<{ data: Member[] }>({ method: 'GET', url: `/api/workspaces/${workspaceId}/members` })
  ).data;
}

/** GET /api/workspaces/{id}/invitations (ADMIN): the pending ones. */
export async function getInvitations(workspaceId: string): Promise<Invitation[]> {
  return (
    await apiRequest<{ data: Invitation[] }>({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/invitations`,
    })
  ).data;
}

export function useMembers(workspaceId: string) {
  return useQuery(
    queryOptions({ queryKey: [...MEMBERS_KEY, workspaceId], queryFn: () => getMembers(workspaceId) }),
  );
}

export function useInvitations(workspaceId: string) {
  return useQuery(
    queryOptions({ queryKey: [...INVITATIONS_KEY, workspaceId], queryFn: () => getInvitations(workspaceId) }),
  );
}

function useRefreshing<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
      ]);
    },
  });
}

/** POST /api/workspaces/{id}/invitations {email, role}: answers the invitation and a message. */
export function useCreateInvitation() {
  return useRefreshing(
    ({
      workspaceId,
      body,
      fallback,
    }: {
      workspaceId: string;
      body: CreateInvitationBody;
      fallback: string;
    }) =>
      apiRequest<{ data: Invitation; message: string }>(
        { method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, data: body },
        fallback,
      ),
  );
}

/** DELETE /api/workspaces/{id}/invitations/{invitationId}. */
export function useRevokeInvitation() {
  return useRefreshing(
    ({
      workspaceId,
      invitationId,
      fallback,
    }: {
      workspaceId: string;
      invitationId: string;
      fallback: string;
    }) =>
      apiRequest<{ message: string }>(
        { method: 'DELETE', url: `/api/workspaces/${workspaceId}/invitations/${invitationId}` },
        fallback,
      ),
  );
}

/** PUT /api/workspaces/{id}/members/{userId} {role}; the last admin cannot be demoted (409). */
export function useUpdateMemberRole() {
  return useRefreshing(
    ({
      workspaceId,
      userId,
      role,
      fallback,
    }: {
      workspaceId: string;
      userId: string;
      role: Role;
      fallback: string;
    }) =>
      apiRequest<{ data: Member; message: string }>(
        { method: 'PUT', url: `/api/workspaces/${workspaceId}/members/${userId}`, data: { role } },
        fallback,
      ),
  );
}

/** DELETE /api/workspaces/{id}/members/{userId}; the last admin cannot be removed (409). */
export function useRemoveMember() {
  return useRefreshing(
    ({ workspaceId, userId, fallback }: { workspaceId: string; userId: string; fallback: string }) =>
      apiRequest<{ message: string }>(
        { method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${userId}` },
        fallback,
      ),
  );
}

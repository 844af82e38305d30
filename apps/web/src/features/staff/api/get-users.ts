import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export type WorkspaceUser = { id: string; email: string; name: string };

/** GET /api/users: member accounts a staff member can be linked to (the form keeps the field hidden). */
export async function getUsers(): Promise<WorkspaceUser[]> {
  return (await apiRequest<{ data: WorkspaceUser[] }>({ method: 'GET', url: '/api/users' })).data;
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: ['users'] as const, queryFn: getUsers });
}

export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersQueryOptions(), enabled });
}

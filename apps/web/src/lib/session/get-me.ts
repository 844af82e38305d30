import type { MeResponse } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { applyUserLanguage } from '../language';
import { useAuthStore } from '../stores/auth-store';

/** GET /api/auth/me: the signed-in user and their workspaces. */
export async function getMe(): Promise<MeResponse['data']> {
  return (await apiRequest<MeResponse>({ method: 'GET', url: '/api/auth/me' })).data;
}

/** Refreshes the stored user and workspaces; a failure is only logged (docs/product/api-conventions.md#client-error-messages). */
export async function refreshMe(): Promise<MeResponse['data'] | null> {
  try {
    const me = await getMe();
    const { setUser, setWorkspaces } = useAuthStore.getState();
    setUser(me.user);
    setWorkspaces(me.workspaces);
    applyUserLanguage(me.user);
    return me;
  } catch (error) {
    console.error('Could not refresh the user data', error);
    // Queries may not resolve to undefined.
    return null;
  }
}

export const getMeQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: refreshMe });

/** Refreshes the session's user and workspaces in the background. */
export function useMe(enabled = true) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}

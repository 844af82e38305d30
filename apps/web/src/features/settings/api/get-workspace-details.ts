import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspace } from '@/lib/session/get-workspace';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

export const WORKSPACE_DETAILS_KEY = ['workspace-details'] as const;

export function getWorkspaceDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...WORKSPACE_DETAILS_KEY, id],
    queryFn: async () => {
      const details = await getWorkspace(id);
      // The stored selection may be older than the server's values: refresh it.
      const store = useWorkspaceStore.getState();
      if (store.currentWorkspace?.id === id) store.mergeWorkspace(details);
      return details;
    },
  });
}

/** GET /api/workspaces/{id}: the current workspace's settings, fresh from the server. */
export function useWorkspaceDetails(id: string) {
  return useQuery(getWorkspaceDetailsQueryOptions(id));
}

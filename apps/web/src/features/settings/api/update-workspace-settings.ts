import type { UpdateWorkspaceSettingsBody, WorkspaceSettingsResponse } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { WORKSPACE_DETAILS_KEY } from './get-workspace-details';

/** PUT /api/workspaces/{id}/settings: answers success, message and the saved workspace. */
export function updateWorkspaceSettings({
  id,
  body,
  fallback,
}: {
  id: string;
  body: UpdateWorkspaceSettingsBody;
  fallback: string;
}) {
  return apiRequest<WorkspaceSettingsResponse>(
    { method: 'PUT', url: `/api/workspaces/${id}/settings`, data: body },
    fallback,
  );
}

/**
 * Saves the settings and puts the saved workspace into the store, so everything that reads the
 * current workspace (staff list links, time zone, feature flags, the switcher's name) follows.
 */
export function useUpdateWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspaceSettings,
    onSuccess: (response) => {
      const { data } = response;
      const store = useWorkspaceStore.getState();
      if (store.currentWorkspace?.id === data.id) store.mergeWorkspace(data);
      queryClient.setQueryData([...WORKSPACE_DETAILS_KEY, data.id], data);
    },
  });
}

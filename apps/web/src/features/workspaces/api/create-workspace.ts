import type { CreateWorkspaceBody, Workspace, WorkspaceResponse } from '@openrota/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { refreshMe } from '@/lib/session/get-me';
import { selectWorkspace } from '@/lib/session/select-workspace';

/** POST /api/workspaces {name}: creates a workspace with the caller as its admin. */
export async function createWorkspace(body: CreateWorkspaceBody): Promise<Workspace> {
  return (await apiRequest<WorkspaceResponse>({ method: 'POST', url: '/api/workspaces', data: body })).data;
}

/**
 * Creates the workspace, refreshes the user data, selects the new workspace with the admin role
 * and then runs `onCreated` (docs/product/workspaces.md#creating-a-workspace).
 */
export function useCreateWorkspace(onCreated?: (workspace: Workspace) => void) {
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: async (created) => {
      await refreshMe();
      const workspace: Workspace = { ...created, role: 'ADMIN' };
      await selectWorkspace(workspace, { navigateTo: '/dashboard' });
      onCreated?.(workspace);
    },
  });
}

import type { RestoreWorkspaceResponse, Workspace } from '@openrota/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { refreshMe } from '@/lib/session/get-me';
import { selectWorkspace } from '@/lib/session/select-workspace';
import type { BackupFile } from '../lib/parse-backup';

export type RestoreWorkspaceInput = { name: string; backupData: BackupFile };

/** POST /api/workspaces/restore {name, backupData}: a new workspace from the whole parsed backup. */
export async function restoreWorkspace(
  body: RestoreWorkspaceInput,
): Promise<RestoreWorkspaceResponse['data']> {
  return (
    await apiRequest<RestoreWorkspaceResponse>({ method: 'POST', url: '/api/workspaces/restore', data: body })
  ).data;
}

/**
 * Restores the backup, refreshes the user data with the current-user call, selects the new
 * workspace with the admin role and goes to the dashboard (docs/product/workspaces.md#restore), like
 * creating a workspace does.
 */
export function useRestoreWorkspace(onRestored?: (workspace: Workspace) => void) {
  return useMutation({
    mutationFn: restoreWorkspace,
    onSuccess: async (restored) => {
      const me = await refreshMe();
      const listed = me?.workspaces.find((w) => w.id === restored.id);
      // Selecting fetches the workspace's details from the server, so the listed fields suffice.
      const workspace = { ...listed, ...restored, role: 'ADMIN' } as Workspace;
      await selectWorkspace(workspace, { navigateTo: '/dashboard' });
      onRestored?.(workspace);
    },
  });
}

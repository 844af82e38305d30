import type { Workspace } from '@openrota/contracts';
import { browser } from '../browser';
import { useWorkspaceStore } from '../stores/workspace-store';
import { getWorkspace } from './get-workspace';

/**
 * Selects a workspace (docs/product/workspaces.md#selecting-a-workspace): stores it (the API client follows the store with its
 * X-Workspace-Id default), merges its fresh details from the server (failure only logged), then
 * loads the page again, at `navigateTo` when given, so every cache starts clean.
 */
export async function selectWorkspace(
  workspace: Workspace,
  options: { navigateTo?: string } = {},
): Promise<void> {
  const store = useWorkspaceStore.getState();
  store.setWorkspace(workspace);
  try {
    const details = await getWorkspace(workspace.id);
    useWorkspaceStore.getState().mergeWorkspace({ ...details, role: details.role ?? workspace.role });
  } catch (error) {
    console.error('Could not refresh the workspace details', error);
  }
  if (options.navigateTo) browser.assign(options.navigateTo);
  else browser.reload();
}

/** Clears the selection; the API client drops its header default with it. */
export function clearWorkspaceSelection(): void {
  useWorkspaceStore.getState().clearWorkspace();
}

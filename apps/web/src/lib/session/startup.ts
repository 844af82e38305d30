import { STORAGE_KEYS, writeStorage } from '../storage-keys';
import { useAuthStore } from '../stores/auth-store';
import { useWorkspaceStore } from '../stores/workspace-store';

/**
 * Startup (docs/product/sign-in.md#session-and-start-up): a stored token is copied to the separate `token` key. The stores
 * hydrate synchronously from local storage; an unparsable workspace value is dropped there with
 * a warning, and the API client restores the X-Workspace-Id default from the selection when it
 * loads. Returns the stored user's language, which wins over the detected one.
 */
export function restoreSession(): string | null {
  const { token, user } = useAuthStore.getState();
  if (token) writeStorage(STORAGE_KEYS.token, token);
  const { currentWorkspace, isWorkspaceSelected } = useWorkspaceStore.getState();
  if (isWorkspaceSelected && !currentWorkspace) useWorkspaceStore.getState().clearWorkspace();
  return user?.language ?? null;
}

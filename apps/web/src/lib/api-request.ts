import type { RequestConfig } from './http-client';
import { CLIENT_ERRORS, ApiError, responseBody } from './api-error';
import { useWorkspaceStore } from './stores/workspace-store';

/**
 * Sends a request with the admin client (loaded on first use, so public pages do not carry
 * the client in their initial JavaScript) and returns the body. A failure (HTTP error or a body
 * with `success: false`) throws an ApiError carrying the server message, else `fallback`.
 */
export function apiRequest<T>(
  config: RequestConfig,
  fallback: string = CLIENT_ERRORS.requestFailed,
): Promise<T> {
  return responseBody<T>(async () => (await import('./api-client')).apiClient.request<T>(config), fallback);
}

/** Deletes a resource; failures without a server message read 'Failed to delete resource'. */
export function deleteResource<T = unknown>(url: string): Promise<T> {
  return apiRequest<T>({ method: 'DELETE', url }, CLIENT_ERRORS.deleteFailed);
}

/** The current workspace id, for calls that need one. */
export function requireWorkspaceId(): string {
  const id = useWorkspaceStore.getState().currentWorkspace?.id;
  if (!id) throw new ApiError(CLIENT_ERRORS.noWorkspace);
  return id;
}

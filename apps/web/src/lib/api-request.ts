import type { AxiosRequestConfig } from 'axios';
import { CLIENT_ERRORS, ApiError, toApiError } from './api-error';
import { useWorkspaceStore } from './stores/workspace-store';

/**
 * Sends a request with the admin client (loaded on first use, so public pages do not carry
 * axios in their initial JavaScript) and returns the body. A failure (HTTP error or a body
 * with `success: false`) throws an ApiError carrying the server message, else `fallback`.
 */
export async function apiRequest<T>(
  config: AxiosRequestConfig,
  fallback: string = CLIENT_ERRORS.requestFailed,
): Promise<T> {
  let body: unknown;
  try {
    const { apiClient } = await import('./api-client');
    body = (await apiClient.request<T>(config)).data;
  } catch (error) {
    throw toApiError(error, fallback);
  }
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
    const message = (body as { error?: unknown }).error;
    throw typeof message === 'string' && message
      ? new ApiError(message, undefined, undefined, undefined, true)
      : new ApiError(fallback);
  }
  return body as T;
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

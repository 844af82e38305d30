import { browser } from './browser';
import { API_BASE } from './config';
import { acceptPageLanguage, createHttpClient, type HttpClient } from './http-client';
import { useAuthStore } from './stores/auth-store';
import { useWorkspaceStore } from './stores/workspace-store';

export const WORKSPACE_HEADER = 'X-Workspace-Id';
export const LICENSE_EXPIRED_PATH = '/license-expired';

/** Sets or removes the workspace header default that every admin request carries. */
export function setWorkspaceHeaderDefault(client: HttpClient, workspaceId: string | null | undefined): void {
  if (workspaceId) client.defaults.headers[WORKSPACE_HEADER] = workspaceId;
  else delete client.defaults.headers[WORKSPACE_HEADER];
}

/**
 * Builds the admin client: bearer token from the auth store, X-Workspace-Id from the workspace
 * store, a 402 answer sends the browser to the licence-expired page, a 401 is only logged.
 * No default time-out (docs/product/api-conventions.md#requests).
 *
 * Schedule reads answer an ETag with `Cache-Control: private, no-cache`: the browser keeps them,
 * sends `If-None-Match` itself and hands fetch the kept body as a 200 when the server answers 304
 * (docs/adr/0008-schedule-version-and-cache.md), so nothing here sets or reads those headers.
 */
export function createApiClient(baseURL = API_BASE): HttpClient {
  return createHttpClient({
    baseURL,
    headers: { Accept: 'application/json' },
    prepare: (request) => {
      const { token } = useAuthStore.getState();
      const workspaceId = useWorkspaceStore.getState().currentWorkspace?.id;
      if (token) request.headers.Authorization = `Bearer ${token}`;
      if (workspaceId) request.headers[WORKSPACE_HEADER] = workspaceId;
      acceptPageLanguage(request);
    },
    onError: (error) => {
      const status = error.response?.status;
      if (status === 402 && browser.pathname() !== LICENSE_EXPIRED_PATH) browser.assign(LICENSE_EXPIRED_PATH);
      else if (status === 401) console.warn('Request was not authorised (401)', error.request.url);
    },
  });
}

export const apiClient = createApiClient();

// A stored workspace selection restores the header default (docs/product/workspaces.md#selecting-a-workspace); later changes follow.
setWorkspaceHeaderDefault(apiClient, useWorkspaceStore.getState().currentWorkspace?.id);
useWorkspaceStore.subscribe((state, previous) => {
  if (state.currentWorkspace?.id !== previous.currentWorkspace?.id) {
    setWorkspaceHeaderDefault(apiClient, state.currentWorkspace?.id);
  }
});

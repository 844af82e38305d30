import axios, { type AxiosInstance } from 'axios';
import { browser } from './browser';
import { API_BASE } from './config';
import { useAuthStore } from './stores/auth-store';
import { useWorkspaceStore } from './stores/workspace-store';

export const WORKSPACE_HEADER = 'X-Workspace-Id';
export const LICENSE_EXPIRED_PATH = '/license-expired';

/** Sets or removes the workspace header default that every admin request carries. */
export function setWorkspaceHeaderDefault(
  client: AxiosInstance,
  workspaceId: string | null | undefined,
): void {
  if (workspaceId) client.defaults.headers.common[WORKSPACE_HEADER] = workspaceId;
  else delete client.defaults.headers.common[WORKSPACE_HEADER];
}

/**
 * Builds the admin client: bearer token from the auth store, X-Workspace-Id from the workspace
 * store, a 402 answer sends the browser to the licence-expired page, a 401 is only logged.
 * No default time-out (docs/product/api-conventions.md#requests).
 *
 * Schedule reads answer an ETag with `Cache-Control: private, no-cache`: the browser keeps them,
 * sends `If-None-Match` itself and hands XHR the kept body as a 200 when the server answers 304
 * (docs/adr/0008-schedule-version-and-cache.md), so nothing here sets or reads those headers.
 */
export function createApiClient(baseURL = API_BASE): AxiosInstance {
  const client = axios.create({ baseURL, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config) => {
    const { token } = useAuthStore.getState();
    const workspaceId = useWorkspaceStore.getState().currentWorkspace?.id;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (workspaceId) config.headers.set(WORKSPACE_HEADER, workspaceId);
    const language = document.documentElement.lang;
    if (language) config.headers.set('Accept-Language', language);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status === 402 && browser.pathname() !== LICENSE_EXPIRED_PATH) browser.assign(LICENSE_EXPIRED_PATH);
    else if (status === 401)
      console.warn('Request was not authorised (401)', axios.isAxiosError(error) ? error.config?.url : '');
    return Promise.reject(error);
  });

  return client;
}

export const apiClient = createApiClient();

// A stored workspace selection restores the header default (docs/product/workspaces.md#selecting-a-workspace); later changes follow.
setWorkspaceHeaderDefault(apiClient, useWorkspaceStore.getState().currentWorkspace?.id);
useWorkspaceStore.subscribe((state, previous) => {
  if (state.currentWorkspace?.id !== previous.currentWorkspace?.id) {
    setWorkspaceHeaderDefault(apiClient, state.currentWorkspace?.id);
  }
});

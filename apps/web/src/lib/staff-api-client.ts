import { CLIENT_ERRORS, responseBody } from './api-error';
import { browser } from './browser';
import { API_BASE } from './config';
import { acceptPageLanguage, createHttpClient, type HttpClient, type RequestConfig } from './http-client';
import { staffLoginPath, useStaffSessionStore } from './stores/staff-session-store';

/** Sign-in calls answer 4xx for a wrong code; only a call made with a session logs out on 401. */
const SIGN_IN_CALLS = [
  '/api/staff-auth/workspace',
  '/api/staff-auth/send-code',
  '/api/staff-auth/verify-code',
];

/**
 * Builds the staff client (docs/product/staff-login.md#staff-session, "dedicated staff client"): the bearer staff token
 * on every request, no X-Workspace-Id and never the admin token. A 401 removes the staff token
 * and sends the browser to the staff login (the workspace's own when its slug is known).
 */
export function createStaffApiClient(baseURL = API_BASE): HttpClient {
  return createHttpClient({
    baseURL,
    headers: { Accept: 'application/json' },
    prepare: (request) => {
      const { token } = useStaffSessionStore.getState();
      if (token) request.headers.Authorization = `Bearer ${token}`;
      else delete request.headers.Authorization;
      acceptPageLanguage(request);
    },
    onError: (error) => {
      if (error.response?.status !== 401 || SIGN_IN_CALLS.includes(error.request.url)) return;
      const { workspaceSlug, signOut } = useStaffSessionStore.getState();
      signOut();
      const target = staffLoginPath(workspaceSlug);
      if (browser.pathname() !== target) browser.assign(target);
    },
  });
}

export const staffApiClient = createStaffApiClient();

/**
 * Sends a request with the staff client and returns the body. A failure throws an ApiError
 * carrying the server message (when there is one), else `fallback`.
 */
export function staffClientRequest<T>(
  config: RequestConfig,
  fallback: string = CLIENT_ERRORS.requestFailed,
): Promise<T> {
  return responseBody<T>(() => staffApiClient.request<T>(config), fallback);
}

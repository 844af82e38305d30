import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { apiClient } from './api-client';
import { rememberLanguage } from './i18n';
import { apiRequest, deleteResource, requireWorkspaceId } from './api-request';
import { useWorkspaceStore } from './stores/workspace-store';

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
});
afterEach(() => vi.restoreAllMocks());

describe('admin API client', () => {
  it('sends the bearer token and the X-Workspace-Id of the current workspace', async () => {
    const workspace = buildWorkspace();
    signIn({ workspaces: [workspace], selected: workspace });
    const api = fakeApi([{ method: 'GET', path: '/api/auth/me', reply: [200, { success: true, data: {} }] }]);

    await apiRequest({ method: 'GET', url: '/api/auth/me' });

    expect(api.requests[0]?.headers.authorization).toBe('Bearer session-token');
    expect(api.requests[0]?.headers['x-workspace-id']).toBe(workspace.id);
  });

  it('sends the interface language as Accept-Language, so the server answers errors in it before sign-in too', async () => {
    const api = fakeApi([{ method: 'POST', path: '/api/auth/login', reply: [200, { success: true }] }]);
    rememberLanguage('nl');
    await apiRequest({ method: 'POST', url: '/api/auth/login', data: {} });
    rememberLanguage('en');
    await apiRequest({ method: 'POST', url: '/api/auth/login', data: {} });
    expect(api.requests.map((r) => r.headers['accept-language'])).toEqual(['nl', 'en']);
  });

  it('sends neither header when signed out without a workspace', async () => {
    const api = fakeApi([{ method: 'POST', path: '/api/auth/login', reply: [200, { success: true }] }]);
    await apiRequest({ method: 'POST', url: '/api/auth/login', data: {} });
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
    expect(api.requests[0]?.headers['x-workspace-id']).toBeUndefined();
  });

  it('keeps the X-Workspace-Id default in step with the workspace selection', () => {
    const workspace = buildWorkspace();
    useWorkspaceStore.getState().setWorkspace(workspace);
    expect(apiClient.defaults.headers['X-Workspace-Id']).toBe(workspace.id);
    useWorkspaceStore.getState().clearWorkspace();
    expect(apiClient.defaults.headers['X-Workspace-Id']).toBeUndefined();
  });

  it('sends the browser to /license-expired when a call answers 402', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/staff',
        reply: [402, { success: false, error: 'Licence expired', code: 'LICENSE_EXPIRED' }],
      },
    ]);
    await expect(apiRequest({ method: 'GET', url: '/api/staff' })).rejects.toThrow('Licence expired');
    expect(nav.assign).toHaveBeenCalledWith('/license-expired');
  });

  it('only logs a 401, without redirecting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([
      {
        method: 'GET',
        path: '/api/auth/me',
        reply: [401, { success: false, error: 'Not signed in', code: 'UNAUTHORIZED' }],
      },
    ]);
    await expect(apiRequest({ method: 'GET', url: '/api/auth/me' })).rejects.toThrow('Not signed in');
    expect(warn).toHaveBeenCalled();
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.reload).not.toHaveBeenCalled();
  });
});

describe('client errors', () => {
  it('carries the server message, code and field details of a failure envelope', async () => {
    const details = [{ field: 'name', message: 'Name is required' }];
    fakeApi([
      {
        method: 'POST',
        path: '/api/workspaces',
        reply: [400, { success: false, error: 'Invalid input', code: 'VALIDATION_ERROR', details }],
      },
    ]);
    const failure = await apiRequest({ method: 'POST', url: '/api/workspaces', data: {} }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({
      message: 'Invalid input',
      status: 400,
      code: 'VALIDATION_ERROR',
      details,
    });
  });

  it("reads 'Request failed' when the server gives no message", async () => {
    fakeApi([{ method: 'GET', path: '/api/x', reply: [500, 'Internal'] }]);
    await expect(apiRequest({ method: 'GET', url: '/api/x' })).rejects.toThrow('Request failed');
  });

  it("reads 'Request failed' for a 200 answer with success false and no message", async () => {
    fakeApi([{ method: 'GET', path: '/api/x', reply: [200, { success: false }] }]);
    await expect(apiRequest({ method: 'GET', url: '/api/x' })).rejects.toThrow('Request failed');
  });

  it("reads 'Failed to delete resource' when a delete fails without a message", async () => {
    fakeApi([{ method: 'DELETE', path: '/api/staff/1', reply: [500] }]);
    await expect(deleteResource('/api/staff/1')).rejects.toThrow('Failed to delete resource');
  });

  it("reads 'An unexpected error occurred' for anything that is not an HTTP failure", async () => {
    apiClient.defaults.adapter = () => Promise.reject(new TypeError('boom'));
    await expect(apiRequest({ method: 'GET', url: '/api/x' })).rejects.toThrow(
      'An unexpected error occurred',
    );
  });

  it("refuses workspace calls with 'No workspace selected'", () => {
    expect(() => requireWorkspaceId()).toThrow('No workspace selected');
    const workspace = buildWorkspace();
    useWorkspaceStore.getState().setWorkspace(workspace);
    expect(requireWorkspaceId()).toBe(workspace.id);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, buildWorkspace } from '@/test/factories';
import { fakeApi, SERVER_ERROR } from '@/test/fake-api';
import { resetApp } from '@/test/render-app';
import { useAuthStore } from '../stores/auth-store';
import { useWorkspaceStore } from '../stores/workspace-store';
import { selectWorkspace } from './select-workspace';
import { signOut } from './logout';

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: Record<string, unknown> } | null;

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
});
afterEach(() => vi.restoreAllMocks());

describe('browser storage', () => {
  it('keeps the session under auth-storage and the token under token', () => {
    const user = buildUser();
    const workspaces = [buildWorkspace()];
    useAuthStore.getState().setSession({ token: 'abc', user, workspaces });
    expect(stored('auth-storage')?.state).toEqual({ token: 'abc', user, workspaces, isAuthenticated: true });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('keeps the selection under workspace-storage', () => {
    const workspace = buildWorkspace();
    useWorkspaceStore.getState().setWorkspace(workspace);
    expect(stored('workspace-storage')?.state).toEqual({
      currentWorkspace: workspace,
      isWorkspaceSelected: true,
    });
  });
});

describe('selecting a workspace', () => {
  it('stores it, merges its fresh details, then loads the page again', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: false });
    const api = fakeApi([
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}`,
        reply: [200, { success: true, data: { ...workspace, onboardingCompleted: true } }],
      },
    ]);
    await selectWorkspace(workspace);
    expect(api.requests[0]?.headers['x-workspace-id']).toBe(workspace.id);
    expect(useWorkspaceStore.getState().currentWorkspace?.onboardingCompleted).toBe(true);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });

  it('still selects and reloads when the details cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const workspace = buildWorkspace();
    fakeApi([{ method: 'GET', path: `/api/workspaces/${workspace.id}`, reply: SERVER_ERROR }]);
    await selectWorkspace(workspace, { navigateTo: '/' });
    expect(useWorkspaceStore.getState().currentWorkspace?.id).toBe(workspace.id);
    expect(nav.assign).toHaveBeenCalledWith('/');
  });
});

describe('signing out', () => {
  it('calls the server, removes the token and clears the workspace and session', async () => {
    const workspace = buildWorkspace();
    useAuthStore.getState().setSession({ token: 'abc', user: buildUser(), workspaces: [workspace] });
    useWorkspaceStore.getState().setWorkspace(workspace);
    const api = fakeApi([
      { method: 'POST', path: '/api/auth/logout', reply: [200, { success: true, message: 'Logged out' }] },
    ]);
    await signOut();
    expect(api.find('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(useWorkspaceStore.getState()).toMatchObject({
      currentWorkspace: null,
      isWorkspaceSelected: false,
    });
  });
});

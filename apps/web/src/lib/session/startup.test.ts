import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, buildWorkspace } from '@/test/factories';

// Each test loads fresh modules, as a page load does, after seeding the browser storage.
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('startup', () => {
  it('copies a stored token to the token key and restores the X-Workspace-Id default', async () => {
    const workspace = buildWorkspace();
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({
        state: { token: 'kept', user: buildUser(), workspaces: [workspace], isAuthenticated: true },
        version: 0,
      }),
    );
    localStorage.setItem(
      'workspace-storage',
      JSON.stringify({ state: { currentWorkspace: workspace, isWorkspaceSelected: true }, version: 0 }),
    );
    vi.resetModules();
    const { restoreSession } = await import('./startup');
    restoreSession();
    const { apiClient } = await import('../api-client');
    expect(localStorage.getItem('token')).toBe('kept');
    expect(apiClient.defaults.headers['X-Workspace-Id']).toBe(workspace.id);
  });

  it('ignores an unparsable stored workspace with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('workspace-storage', '{not json');
    vi.resetModules();
    const { useWorkspaceStore: fresh } = await import('../stores/workspace-store');
    const { apiClient } = await import('../api-client');
    expect(fresh.getState().currentWorkspace).toBeNull();
    expect(fresh.getState().isWorkspaceSelected).toBe(false);
    expect(apiClient.defaults.headers['X-Workspace-Id']).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildUser, buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { WorkspaceCreateCard } from './workspace-create-card';

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  signIn({ workspaces: [] });
});
afterEach(() => vi.restoreAllMocks());

function renderCard(props: Parameters<typeof WorkspaceCreateCard>[0] = {}) {
  return render(
    <QueryClientProvider client={queryClient}>
      <WorkspaceCreateCard {...props} />
    </QueryClientProvider>,
  );
}

describe('WorkspaceCreateCard', () => {
  it('keeps Create disabled while the name is empty and asks for a name that is only spaces', async () => {
    const api = fakeApi([]);
    const user = userEvent.setup();
    renderCard();
    const submit = screen.getByRole('button', { name: 'Create workspace' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Workspace name'), '   ');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(api.requests).toHaveLength(0);
  });

  it('creates the workspace, refreshes the user, selects it as admin and runs the callback', async () => {
    const created = buildWorkspace({ name: 'Café De Hoek', role: 'MANAGER' });
    const me = { user: buildUser(), workspaces: [created] };
    const api = fakeApi([
      {
        method: 'POST',
        path: '/api/workspaces',
        reply: [201, { success: true, data: created, message: 'Workspace created' }],
      },
      { method: 'GET', path: '/api/auth/me', reply: [200, { success: true, data: me }] },
      {
        method: 'GET',
        path: `/api/workspaces/${created.id}`,
        reply: [200, { success: true, data: { ...created, role: 'ADMIN' } }],
      },
    ]);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderCard({ onCreated });
    await user.type(screen.getByLabelText('Workspace name'), '  Café De Hoek ');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/workspaces',
      'GET /api/auth/me',
      `GET /api/workspaces/${created.id}`,
    ]);
    expect(api.requests[0]?.body).toEqual({ name: 'Café De Hoek' });
    expect(useAuthStore.getState().workspaces).toEqual([created]);
    expect(useWorkspaceStore.getState().currentWorkspace).toMatchObject({ id: created.id, role: 'ADMIN' });
    expect(nav.assign).toHaveBeenCalledWith('/dashboard');
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveProperty('disabled', true);
  });

  it.each([
    [
      'the server message',
      [403, { success: false, error: 'Plan limit reached', code: 'PLAN_LIMIT' }],
      'Plan limit reached',
    ],
    ["'Failed to create workspace' without one", [500], 'Failed to create workspace'],
  ] as const)('shows %s when creation fails', async (_, reply, message) => {
    fakeApi([{ method: 'POST', path: '/api/workspaces', reply: [...reply] }]);
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText('Workspace name'), 'Ward 4B');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useWorkspaceStore.getState().isWorkspaceSelected).toBe(false);
  });

  it('has the two tabs, new workspace and restore from backup, and offers Cancel and Logout', async () => {
    const onCancel = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderCard({ onCancel, onLogout });
    await user.click(screen.getByRole('tab', { name: 'Restore from backup' }));
    expect(screen.getByLabelText('Backup file')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalled();
  });
});

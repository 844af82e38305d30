import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFiles } from '@/components/backup/api/download-backup';
import { resetPublicConfig } from '@/lib/public-config';
import { useAuthStore } from '@/lib/stores/auth-store';
import { buildUser, buildWorkspace, sessionBody } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { renderApp, resetApp, signIn } from '@/test/render-app';

let spies: ReturnType<typeof resetApp>;
beforeEach(() => {
  spies = resetApp();
  resetPublicConfig();
});
afterEach(() => vi.restoreAllMocks());

const config: FakeRoute = {
  method: 'GET',
  path: '/api/public/config',
  reply: [200, { success: true, data: { contactEmail: 'licences@hospital.example' } }],
};

describe('/license-expired', () => {
  it('explains what happened and shows the contact address from the server configuration', async () => {
    const api = fakeApi([config]);
    renderApp('/license-expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence expired' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'licences@hospital.example' });
    expect(link.getAttribute('href')).toBe('mailto:licences@hospital.example');
    expect(screen.getByTestId('licence-contact').textContent).toBe(
      'To renew the licence, contact licences@hospital.example.',
    );
    expect(api.find('GET', '/api/public/config')).toHaveLength(1);
    // Signed out: the way back is signing in.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('still explains without the address when the configuration cannot be read', async () => {
    fakeApi([{ method: 'GET', path: '/api/public/config', reply: [500] }]);
    renderApp('/license-expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence expired' })).toBeTruthy();
    expect(screen.getByTestId('licence-contact').textContent).toBe('To renew the licence, contact us.');
  });

  it('keeps the workspace switcher usable and goes to another workspace', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    const other = buildWorkspace({ name: 'Kitchen', role: 'MANAGER' });
    fakeApi([
      config,
      { method: 'GET', path: `/api/workspaces/${other.id}`, reply: [200, { success: true, data: other }] },
    ]);
    signIn({ workspaces: [expired, other], selected: expired });
    renderApp('/license-expired');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Expired ward/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /Kitchen/ }));
    await waitFor(() => expect(spies.assign).toHaveBeenCalledWith('/'));
  });

  it('tells a member of only the expired workspace of no other workspaces, and offers to create one', async () => {
    const expired = buildWorkspace({ name: 'Expired ward', role: 'MANAGER' });
    fakeApi([config]);
    signIn({ workspaces: [expired], selected: expired });
    renderApp('/license-expired');
    await screen.findByText(/licences@hospital.example/);
    expect(screen.queryByText(/other workspaces still work/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose another workspace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create new workspace' }).getAttribute('href')).toBe(
      '/select-workspace',
    );
  });

  it('says the other workspaces still work when there are some', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    fakeApi([config]);
    signIn({ workspaces: [expired, buildWorkspace({ name: 'Kitchen' })], selected: expired });
    renderApp('/license-expired');
    expect(await screen.findByText('Your other workspaces still work: choose one to continue.')).toBeTruthy();
  });

  it('"Choose another workspace" opens the list instead of bouncing back to the expired workspace', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    const workspaces = [expired, buildWorkspace({ name: 'Kitchen' })];
    const user0 = buildUser();
    fakeApi([config, { method: 'GET', path: '/api/auth/me', reply: [200, sessionBody(user0, workspaces)] }]);
    signIn({ user: user0, workspaces, selected: expired });
    const app = renderApp('/license-expired');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Choose another workspace' }));
    expect(await screen.findByText('Choose a workspace')).toBeTruthy();
    expect(app.pathname()).toBe('/select-workspace');
  });

  it('lets an admin of the expired workspace download its backup here', async () => {
    const save = vi.spyOn(backupFiles, 'save').mockImplementation(() => undefined);
    const expired = buildWorkspace({ name: 'Expired ward', slug: 'expired-ward', role: 'ADMIN' });
    const api = fakeApi([
      config,
      {
        method: 'POST',
        path: `/api/workspaces/${expired.id}/backup`,
        reply: [200, JSON.stringify({ version: 2, workspace: { name: 'Expired ward' } })],
      },
    ]);
    signIn({ workspaces: [expired], selected: expired });
    renderApp('/license-expired');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(api.find('POST', `/api/workspaces/${expired.id}/backup`)).toHaveLength(1);
    expect(save.mock.calls[0]![1]).toMatch(/^openrota-backup-expired-ward-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('offers no backup download to a manager', async () => {
    const managed = buildWorkspace({ name: 'Kitchen', role: 'MANAGER' });
    fakeApi([config]);
    signIn({ workspaces: [managed], selected: managed });
    renderApp('/license-expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence expired' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download backup' })).toBeNull();
  });

  it('signs out', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    const api = fakeApi([
      config,
      { method: 'POST', path: '/api/auth/logout', reply: [200, { success: true, message: 'Logged out' }] },
    ]);
    signIn({ workspaces: [expired], selected: expired });
    const app = renderApp('/license-expired');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.find('POST', '/api/auth/logout')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildUser, buildWorkspace, sessionBody } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetApp } from '@/test/render-app';

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('signs in, stores the session and moves on to the workspace selection', async () => {
    const account = buildUser();
    const workspaces = [buildWorkspace(), buildWorkspace()];
    const api = fakeApi([
      { method: 'POST', path: '/api/auth/login', reply: [200, sessionBody(account, workspaces, 'tok')] },
    ]);
    const app = renderApp('/login');
    await signInWith('Sam@Example.com ', 'secret');
    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
    expect(api.requests[0]?.body).toEqual({ email: 'Sam@Example.com', password: 'secret' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok',
      user: account,
      workspaces,
      isAuthenticated: true,
    });
  });

  it('tabs from the email to the password, then to "Forgot password?" and Sign in', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Email'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('switches to the language stored for the user', async () => {
    const session = sessionBody(buildUser({ language: 'nl' }), [buildWorkspace(), buildWorkspace()]);
    fakeApi([
      { method: 'POST', path: '/api/auth/login', reply: [200, session] },
      { method: 'GET', path: '/api/auth/me', reply: [200, session] },
    ]);
    renderApp('/login');
    await signInWith('sam@example.com', 'secret');
    expect(await screen.findByText('Kies een werkruimte')).toBeTruthy();
    expect(i18next.language).toBe('nl');
  });

  it('shows the server error in a dismissible banner', async () => {
    fakeApi([
      {
        method: 'POST',
        path: '/api/auth/login',
        reply: [401, { success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }],
      },
    ]);
    renderApp('/login');
    const user = await signInWith('sam@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useAuthStore.getState().error).toBeNull();
  });

  it("shows 'Failed to login' when the server gives no message", async () => {
    fakeApi([{ method: 'POST', path: '/api/auth/login', reply: [502] }]);
    renderApp('/login');
    await signInWith('sam@example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login');
  });

  it('requests a reset link from the inline form and shows the sent message in green', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        reply: [
          200,
          {
            success: true,
            message: 'If an account exists for this email, a password reset link has been sent.',
          },
        ],
      },
    ]);
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('a password reset link has been sent');
    expect(result.className).toContain('green');
    expect(api.requests[0]?.body).toEqual({ email: 'sam@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a failed reset request in red', async () => {
    fakeApi([{ method: 'POST', path: '/api/auth/forgot-password', reply: [500] }]);
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const result = await screen.findByRole('alert');
    expect(result.className).toContain('red');
  });

  it('exchanges an external token on arrival and opens the workspace it names', async () => {
    const workspace = buildWorkspace();
    const account = buildUser();
    const api = fakeApi([
      {
        method: 'GET',
        path: '/api/auth/exchange-token',
        reply: [
          200,
          {
            success: true,
            data: { token: 'ext', user: account, workspaces: [workspace], workspaceId: workspace.id },
          },
        ],
      },
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}`,
        reply: [200, { success: true, data: workspace }],
      },
    ]);
    renderApp('/login?externalToken=one-time');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/dashboard'));
    expect(api.find('GET', '/api/auth/exchange-token')[0]?.params).toEqual({ externalToken: 'one-time' });
    expect(api.find('GET', '/api/auth/exchange-token')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ token: 'ext', isAuthenticated: true, user: account });
    expect(useWorkspaceStore.getState().currentWorkspace?.id).toBe(workspace.id);
  });

  it('shows the invalid-credentials message when the exchange fails', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/auth/exchange-token',
        reply: [401, { success: false, error: 'Token expired', code: 'INVALID_TOKEN' }],
      },
    ]);
    const app = renderApp('/login?externalToken=stale');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(app.pathname()).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

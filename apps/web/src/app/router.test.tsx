import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { buildUser, buildWorkspace, sessionBody } from '@/test/factories';
import { fakeApi, NOT_FOUND, type FakeRoute } from '@/test/fake-api';
import { renderApp, resetApp, signIn } from '@/test/render-app';

const ME401: FakeRoute = {
  method: 'GET',
  path: '/api/auth/me',
  reply: [401, { success: false, error: 'Not signed in', code: 'UNAUTHORIZED' }],
};

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  fakeApi([ME401]);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function landsOn(path: string, state?: unknown) {
  const app = renderApp(path, state);
  return app;
}

describe('route guards', () => {
  it('shows the landing page at / when signed out', async () => {
    const app = await landsOn('/');
    const links = await screen.findAllByRole('link', {}, { timeout: 3000 });
    expect(links.some((link) => link.getAttribute('href') === '/login')).toBe(true);
    expect(app.pathname()).toBe('/');
  });

  it('sends / to the dashboard when signed in with a workspace', async () => {
    const workspace = buildWorkspace({ name: 'Café De Hoek', onboardingCompleted: true });
    signIn({ workspaces: [workspace], selected: workspace });
    fakeApi([
      ME401,
      ...[
        '/api/schedules',
        '/api/absences/range',
        '/api/staff',
        '/api/trades',
        '/api/availability/requests',
        '/api/publish/status',
      ].map((path) => ({
        method: 'GET',
        path,
        reply: NOT_FOUND,
      })),
    ]);
    const app = await landsOn('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Café De Hoek' })).toBeTruthy();
    expect(app.pathname()).toBe('/dashboard');
  });

  it('sends / to the workspace selection when signed in without a workspace', async () => {
    signIn({ workspaces: [buildWorkspace(), buildWorkspace({ name: 'Kitchen' })] });
    const app = await landsOn('/');
    expect(await screen.findByText('Choose a workspace')).toBeTruthy();
    expect(app.pathname()).toBe('/select-workspace');
  });

  it('sends admin pages to /login when signed out', async () => {
    const app = await landsOn('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(app.pathname()).toBe('/login');
  });

  it('keeps a deep link through the login: /staff/absences → /login?next=… → back to /staff/absences', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: true });
    const api = fakeApi([
      {
        method: 'POST',
        path: '/api/auth/login',
        reply: [200, sessionBody(buildUser(), [workspace, buildWorkspace({ name: 'Kitchen' })], 'tok')],
      },
      { method: 'GET', path: /^\/api\/workspaces\/[^/]+$/, reply: [200, { success: true, data: workspace }] },
      {
        method: 'GET',
        path: '/api/auth/me',
        reply: [401, { success: false, error: 'Not signed in', code: 'UNAUTHORIZED' }],
      },
    ]);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const app = await landsOn('/staff/absences?from=2026-12-01');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.search()).toBe(`?next=${encodeURIComponent('/staff/absences?from=2026-12-01')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Two workspaces: the selection comes first, and keeps where the user was going.
    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
    expect(app.search()).toBe(`?next=${encodeURIComponent('/staff/absences?from=2026-12-01')}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/staff/absences?from=2026-12-01'));
    expect(api.find('POST', '/api/auth/login')).toHaveLength(1);
  });

  it('sends a signed-in user with a workspace straight to a safe ?next= on /login', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: true });
    signIn({ workspaces: [workspace], selected: workspace });
    const app = await landsOn(`/login?next=${encodeURIComponent('/staff/absences')}`);
    await waitFor(() => expect(app.pathname()).toBe('/staff/absences'));
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('never follows ?next=%s to another site (no open redirect)', async (next) => {
    signIn({ workspaces: [buildWorkspace(), buildWorkspace()] });
    const app = await landsOn(`/login?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
  });

  it('the workspace selection ignores an unsafe ?next= and opens home', async () => {
    const workspace = buildWorkspace();
    fakeApi([
      { method: 'GET', path: /^\/api\/workspaces\/[^/]+$/, reply: [200, { success: true, data: workspace }] },
      ME401,
    ]);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    signIn({ workspaces: [workspace] });
    await landsOn(`/select-workspace?next=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('sends admin pages to the workspace selection when no workspace is selected', async () => {
    signIn({ workspaces: [buildWorkspace(), buildWorkspace()] });
    const app = await landsOn('/dashboard');
    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
  });

  it.each(['/login', '/register'])(
    'sends a signed-in user from %s to the workspace selection',
    async (path) => {
      signIn({ workspaces: [buildWorkspace(), buildWorkspace()] });
      const app = await landsOn(path);
      await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
    },
  );

  it('needs sign-in for the workspace selection', async () => {
    const app = await landsOn('/select-workspace');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it.each([
    ['/workspaces', '/select-workspace'],
    ['/workspace-select', '/select-workspace'],
  ])('redirects the old path %s to %s', async (from, to) => {
    signIn({ workspaces: [buildWorkspace(), buildWorkspace()] });
    const app = await landsOn(from);
    await waitFor(() => expect(app.pathname()).toBe(to));
  });

  it('sends an unknown path to /', async () => {
    const app = await landsOn('/no/such/page');
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('keeps /privacy-policy, /license-expired and /reset-password public', async () => {
    fakeApi([ME401, { method: 'GET', path: '/api/public/config', reply: NOT_FOUND }]);
    for (const path of ['/privacy-policy', '/license-expired', '/reset-password']) {
      const app = await landsOn(path);
      expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
      expect(app.pathname()).toBe(path);
      app.unmount();
    }
  });
});

describe('workspace selection', () => {
  it('opens the only workspace automatically and goes to /', async () => {
    const only = buildWorkspace();
    signIn({ workspaces: [only] });
    const api = fakeApi([
      { method: 'GET', path: `/api/workspaces/${only.id}`, reply: [200, { success: true, data: only }] },
      ME401,
    ]);
    renderApp('/select-workspace');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/'));
    expect(api.find('GET', `/api/workspaces/${only.id}`)).toHaveLength(1);
  });

  it('lists the workspaces with roles and opens the chosen one with Next', async () => {
    const first = buildWorkspace({ name: 'Ward 4B', role: 'ADMIN' });
    const second = buildWorkspace({ name: 'Kitchen', role: 'STAFF' });
    signIn({ workspaces: [first, second] });
    fakeApi([
      { method: 'GET', path: `/api/workspaces/${second.id}`, reply: [200, { success: true, data: second }] },
      ME401,
    ]);
    renderApp('/select-workspace');
    (await screen.findByRole('radio', { name: /Kitchen/ })).click();
    expect(screen.getByText('Staff')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    screen.getByRole('button', { name: 'Next' }).click();
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/'));
  });

  it('redirects to / when a workspace is already chosen', async () => {
    const workspace = buildWorkspace();
    signIn({ workspaces: [workspace, buildWorkspace()], selected: workspace });
    fakeApi([ME401, { method: 'GET', path: `/api/workspaces/${workspace.id}/onboarding`, reply: NOT_FOUND }]);
    const app = renderApp('/select-workspace');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });

  it('stays when the user arrives from the licence-expired page', async () => {
    const workspace = buildWorkspace();
    signIn({ workspaces: [workspace, buildWorkspace({ name: 'Kitchen' })], selected: workspace });
    const app = renderApp('/select-workspace', { from: 'license-expired' });
    expect(await screen.findByText('Choose a workspace')).toBeTruthy();
    expect(app.pathname()).toBe('/select-workspace');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import { dashboardRoutes, fakeStaffApi, loginWorkspaceRoute, resetStaffSession } from './test-helpers';

const WORKSPACE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const CODE_SENT =
  'If this contact belongs to a staff member of this workspace, a sign-in code has been sent.';
const sent = [200, { success: true, message: CODE_SENT }] as [number, unknown];
const verified = [200, { success: true, message: 'Signed in', data: { token: 'staff-tok' } }] as [
  number,
  unknown,
];

beforeEach(() => {
  resetApp();
  resetStaffSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

async function requestCode(options: { workspace?: string; email?: string; phone?: string }) {
  const user = userEvent.setup();
  if (options.workspace !== undefined)
    await user.type(await screen.findByLabelText('Workspace'), options.workspace);
  if (options.phone !== undefined) {
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), options.phone);
  }
  if (options.email !== undefined)
    await user.type(await screen.findByLabelText('Email address'), options.email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return user;
}

describe('/staff-login', () => {
  it('sends a slug as workspaceSlug, verifies with the same contact, stores staffToken and opens the dashboard', async () => {
    const api = fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
      { method: 'POST', path: '/api/staff-auth/verify-code', reply: verified },
      ...dashboardRoutes({}),
    ]);
    const app = renderApp('/staff-login');
    const user = await requestCode({ workspace: 'ward-4b', email: 'anna@example.com' });

    const code = await screen.findByLabelText('Code');
    expect(screen.getByText(CODE_SENT)).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    await user.type(code, '12a34 5678');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.pathname()).toBe('/staff-dashboard'));
    expect(api.find('POST', '/api/staff-auth/send-code')[0]?.body).toEqual({
      workspaceSlug: 'ward-4b',
      email: 'anna@example.com',
    });
    expect(api.find('POST', '/api/staff-auth/verify-code')[0]?.body).toEqual({
      workspaceSlug: 'ward-4b',
      email: 'anna@example.com',
      code: '123456',
    });
    expect(localStorage.getItem('staffToken')).toBe('staff-tok');
    expect(useStaffSessionStore.getState().workspaceSlug).toBe('ward-4b');
    expect(await screen.findByText('Signed in as Anna de Vries')).toBeTruthy();
  });

  it('sends a UUID as workspaceId and a phone number when the Phone tab is used', async () => {
    const api = fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
    ]);
    renderApp('/staff-login');
    await requestCode({ workspace: ` ${WORKSPACE_ID} `, phone: '+31 6 12345678' });
    await screen.findByLabelText('Code');
    expect(api.find('POST', '/api/staff-auth/send-code')[0]?.body).toEqual({
      workspaceId: WORKSPACE_ID,
      phone: '+31 6 12345678',
    });
  });

  it('typing a phone number clears the email address, and typing an email clears the phone', async () => {
    const api = fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
    ]);
    renderApp('/staff-login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Workspace'), 'ward-4b');
    await user.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '0612345678');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Email address'), 'a@b.nl');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    expect(api.find('POST', '/api/staff-auth/send-code')[0]?.body).toEqual({
      workspaceSlug: 'ward-4b',
      email: 'a@b.nl',
    });
  });

  it('requires the workspace, then a contact, before calling the server; a click dismisses the banner', async () => {
    const api = fakeStaffApi([loginWorkspaceRoute()]);
    renderApp('/staff-login');
    const user = await requestCode({});
    expect((await screen.findByRole('alert')).textContent).toBe('Workspace is required');
    await user.click(screen.getByRole('alert'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Workspace'), 'ward-4b');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or phone is required');
    expect(api.find('POST', '/api/staff-auth/send-code')).toHaveLength(0);
  });

  it('checks the code: required, then 6 digits; Back returns to the contact step and clears the code', async () => {
    const api = fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
    ]);
    renderApp('/staff-login');
    const user = await requestCode({ workspace: 'ward-4b', email: 'anna@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code is required');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code. The code is 6 digits.');
    expect(api.find('POST', '/api/staff-auth/verify-code')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(((await screen.findByLabelText('Code')) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message for a wrong code, and the client's own text when there is none", async () => {
    let answer: [number, unknown] = [400, { success: false, error: 'Invalid code', code: 'INVALID_TOKEN' }];
    fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
      { method: 'POST', path: '/api/staff-auth/verify-code', reply: () => answer },
    ]);
    const app = renderApp('/staff-login');
    const user = await requestCode({ workspace: 'ward-4b', email: 'anna@example.com' });
    await user.type(await screen.findByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    answer = [400, {}];
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This code is invalid or has expired. Request a new code.',
      ),
    );
    expect(app.pathname()).toBe('/staff-login');
    expect(localStorage.getItem('staffToken')).toBeNull();
  });

  it("shows the server's message when sending fails, else 'Could not send the code'", async () => {
    let answer: [number, unknown] = [
      404,
      {
        success: false,
        error: 'Workspace not found. Check the workspace or the login link.',
        code: 'NOT_FOUND',
      },
    ];
    fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: () => answer },
    ]);
    renderApp('/staff-login');
    const user = await requestCode({ workspace: 'nope', email: 'anna@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Workspace not found. Check the workspace or the login link.',
    );
    answer = [500, {}];
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not send the code. Please try again.'),
    );
  });

  it('looks the typed workspace up when the field is left: its name when found, unknown before sending', async () => {
    const api = fakeStaffApi([
      {
        method: 'GET',
        path: '/api/staff-auth/workspace',
        reply: (request) =>
          request.params.workspaceSlug === 'ward-4b'
            ? [200, { success: true, data: { name: 'Ward 4B', slug: 'ward-4b' } }]
            : [404, { success: false, error: 'Not found', code: 'NOT_FOUND' }],
      },
    ]);
    renderApp('/staff-login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Workspace'), 'ward-9z');
    await user.tab();
    expect(
      await screen.findByText(
        'Unknown workspace. Check the ID or the name in your login link, or ask your planner.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Workspace').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Email address'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(api.find('POST', '/api/staff-auth/send-code')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Workspace'));
    await user.type(screen.getByLabelText('Workspace'), 'ward-4b');
    await user.tab();
    expect(await screen.findByText('Workspace: Ward 4B')).toBeTruthy();
    expect(screen.getByLabelText('Workspace').getAttribute('aria-invalid')).toBeNull();
  });

  it('says how many tries a wrong code has left (plural forms, en and nl)', async () => {
    let remaining = 4;
    fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
      {
        method: 'POST',
        path: '/api/staff-auth/verify-code',
        reply: () => [
          400,
          { success: false, error: 'Invalid code', code: 'INVALID_TOKEN', attemptsRemaining: remaining },
        ],
      },
    ]);
    renderApp('/staff-login');
    const user = await requestCode({ workspace: 'ward-4b', email: 'anna@example.com' });
    await user.type(await screen.findByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code4 tries left');
    expect(screen.getByText('Invalid code')).toBeTruthy();
    remaining = 1;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('1 try left'));
    remaining = 0;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('No tries left: request a new code.'),
    );
    await i18next.changeLanguage('nl');
    remaining = 3;
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Nog 3 pogingen'));
  });

  it('is in Dutch when the interface is', async () => {
    await i18next.changeLanguage('nl');
    renderApp('/staff-login');
    expect(await screen.findByRole('heading', { name: 'Inloggen voor medewerkers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Code versturen' })).toBeTruthy();
  });
});

describe('/staff/:slug/login', () => {
  it('has no workspace field and sends the slug from the link', async () => {
    const api = fakeStaffApi([
      loginWorkspaceRoute('Ward 4B Intensive Care'),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
      { method: 'POST', path: '/api/staff-auth/verify-code', reply: verified },
      ...dashboardRoutes({}),
    ]);
    const app = renderApp('/staff/ward-4b/login');
    // The workspace's name, not the slug of the link.
    expect(await screen.findByText(/Sign in to Ward 4B Intensive Care/)).toBeTruthy();
    expect(screen.queryByText(/Sign in to ward-4b/)).toBeNull();
    expect(api.find('GET', '/api/staff-auth/workspace')[0]?.params).toEqual({ workspaceSlug: 'ward-4b' });
    expect(screen.queryByLabelText('Workspace')).toBeNull();
    const user = await requestCode({ phone: '0612345678' });
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/staff-dashboard'));
    expect(api.find('POST', '/api/staff-auth/verify-code')[0]?.body).toEqual({
      workspaceSlug: 'ward-4b',
      phone: '0612345678',
      code: '654321',
    });
  });

  it('says the link is not valid when the workspace is unknown and the server gives no message', async () => {
    fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: [404, {}] },
    ]);
    renderApp('/staff/gone/login');
    await requestCode({ email: 'anna@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This login link is not valid. Check the link or ask your planner.',
    );
  });

  it('says an unknown workspace before anything is typed or sent', async () => {
    const api = fakeStaffApi([
      {
        method: 'GET',
        path: '/api/staff-auth/workspace',
        reply: [
          404,
          {
            success: false,
            error: 'Workspace not found. Check the workspace or the login link.',
            code: 'NOT_FOUND',
          },
        ],
      },
    ]);
    renderApp('/staff/gone/login');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This login link is not valid. Check the link or ask your planner.',
    );
    await requestCode({ email: 'anna@example.com' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This login link is not valid. Check the link or ask your planner.',
    );
    expect(api.find('POST', '/api/staff-auth/send-code')).toHaveLength(0);
  });

  it('tells staff that the licence expired without the planner text about backups', async () => {
    fakeStaffApi([
      {
        method: 'GET',
        path: '/api/staff-auth/workspace',
        reply: [
          402,
          {
            success: false,
            error:
              'The licence of this workspace expired (its last day was 2026-02-01). Contact us to renew it; you can still download a backup of your data.',
            code: 'LICENSE_EXPIRED',
          },
        ],
      },
    ]);
    renderApp('/staff/ward-4b/login');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Your workspace's licence has expired, so the staff pages are closed for now. Your planner can renew it.",
    );
    expect(alert.textContent).not.toMatch(/backup/i);
  });

  it('/staff-login/:slug redirects to /staff/:slug/login, and /staff/login (no slug) to /staff-login', async () => {
    const app = renderApp('/staff-login/ward-4b');
    await waitFor(() => expect(app.pathname()).toBe('/staff/ward-4b/login'));
    app.unmount();
    const other = renderApp('/staff/login');
    await waitFor(() => expect(other.pathname()).toBe('/staff-login'));
    expect(await screen.findByLabelText('Workspace')).toBeTruthy();
  });

  it('returns to the staff page asked for after signing in, and never leaves the staff area', async () => {
    resetStaffSession();
    useStaffSessionStore.getState().setWorkspaceSlug('ward-4b');
    fakeStaffApi([
      loginWorkspaceRoute(),
      { method: 'POST', path: '/api/staff-auth/send-code', reply: sent },
      { method: 'POST', path: '/api/staff-auth/verify-code', reply: verified },
      ...dashboardRoutes({}),
    ]);
    const app = renderApp('/staff-dashboard?week=48');
    await waitFor(() => expect(app.pathname()).toBe('/staff/ward-4b/login'));
    expect(app.search()).toBe(`?next=${encodeURIComponent('/staff-dashboard?week=48')}`);
    const user = await requestCode({ email: 'anna@example.com' });
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/staff-dashboard'));
    expect(app.search()).toBe('?week=48');
    app.unmount();

    resetStaffSession();
    const other = renderApp(`/staff/ward-4b/login?next=${encodeURIComponent('/settings/workspace')}`);
    const again = await requestCode({ email: 'anna@example.com' });
    await again.type(await screen.findByLabelText('Code'), '654321');
    await again.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(other.pathname()).toBe('/staff-dashboard'));
  });

  it('goes straight to the dashboard with a staff session', async () => {
    useStaffSessionStore.getState().signIn('staff-tok');
    fakeStaffApi(dashboardRoutes({}));
    const app = renderApp('/staff/ward-4b/login');
    await waitFor(() => expect(app.pathname()).toBe('/staff-dashboard'));
  });
});

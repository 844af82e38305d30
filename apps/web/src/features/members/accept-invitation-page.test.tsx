import type { InvitationPreview } from '@openrota/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildUser, buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetApp, signIn } from '@/test/render-app';

const TOKEN = 'tok_123';
const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  workspaceName: 'Ward 9',
  role: 'MANAGER',
  email: 'joiner@example.com',
  expiresAt: '2026-12-01T09:00:00.000Z',
  state: 'PENDING',
  expired: false,
  accepted: false,
  ...overrides,
});

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  nav.assign.mockClear();
});

describe('/accept-invitation', () => {
  it('shows the invitation to a signed-out visitor with sign-in and register links that come back here', async () => {
    fakeApi([
      { method: 'GET', path: `/api/invitations/${TOKEN}`, reply: [200, { success: true, data: preview() }] },
    ]);
    renderApp(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByText('You are invited to join Ward 9 as Manager.')).toBeTruthy();
    expect(screen.getByText('The invitation is for joiner@example.com.')).toBeTruthy();
    const back = encodeURIComponent(`/accept-invitation?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?next=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('after signing in through the link the user lands back on the invitation', async () => {
    fakeApi([
      { method: 'GET', path: `/api/invitations/${TOKEN}`, reply: [200, { success: true, data: preview() }] },
    ]);
    signIn({ user: buildUser({ email: 'joiner@example.com' }) });
    const app = renderApp(`/login?next=${encodeURIComponent(`/accept-invitation?token=${TOKEN}`)}`);
    await waitFor(() => expect(app.pathname()).toBe('/accept-invitation'));
    expect(app.router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });

  it('ignores a next= that leaves the app', async () => {
    signIn();
    const app = renderApp('/login?next=//evil.example.com/x');
    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
  });

  it('accepts with the invited account: joins, selects the workspace and opens the dashboard', async () => {
    const user = userEvent.setup();
    const joined = buildWorkspace({ name: 'Ward 9', role: 'MANAGER' });
    const api = fakeApi([
      { method: 'GET', path: `/api/invitations/${TOKEN}`, reply: [200, { success: true, data: preview() }] },
      {
        method: 'POST',
        path: '/api/invitations/accept',
        reply: [200, { success: true, message: 'You joined Ward 9', data: joined }],
      },
      { method: 'GET', path: `/api/workspaces/${joined.id}`, reply: [200, { success: true, data: joined }] },
    ]);
    signIn({ user: buildUser({ email: 'Joiner@example.com' }) });
    renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/dashboard'));
    expect(api.find('POST', '/api/invitations/accept')[0]!.body).toEqual({ token: TOKEN });
    expect(useWorkspaceStore.getState().currentWorkspace?.id).toBe(joined.id);
    expect(useAuthStore.getState().workspaces.map((w) => w.id)).toContain(joined.id);
  });

  it('tells a user signed in with another address to sign in with the invited one', async () => {
    fakeApi([
      { method: 'GET', path: `/api/invitations/${TOKEN}`, reply: [200, { success: true, data: preview() }] },
    ]);
    signIn({ user: buildUser({ email: 'other@example.com' }) });
    renderApp(`/accept-invitation?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'You are signed in as other@example.com. Sign out and sign in with joiner@example.com to accept this invitation.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the server’s message when accepting fails', async () => {
    const user = userEvent.setup();
    fakeApi([
      { method: 'GET', path: `/api/invitations/${TOKEN}`, reply: [200, { success: true, data: preview() }] },
      {
        method: 'POST',
        path: '/api/invitations/accept',
        reply: [
          403,
          {
            success: false,
            error: 'The Free plan allows at most 1 admins. Upgrade your plan to add more.',
            code: 'PLAN_LIMIT',
          },
        ],
      },
    ]);
    signIn({ user: buildUser({ email: 'joiner@example.com' }) });
    renderApp(`/accept-invitation?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText('The Free plan allows at most 1 admins. Upgrade your plan to add more.'),
    ).toBeTruthy();
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['EXPIRED', 'This invitation has expired. Ask an admin of the workspace for a new one.'],
    ['ACCEPTED', 'This invitation has already been used.'],
    ['REVOKED', 'This invitation has been revoked. Ask an admin of the workspace for a new one.'],
  ] as const)('says so for an invitation in state %s, without an accept button', async (state, text) => {
    fakeApi([
      {
        method: 'GET',
        path: `/api/invitations/${TOKEN}`,
        reply: [200, { success: true, data: preview({ state }) }],
      },
    ]);
    signIn({ user: buildUser({ email: 'joiner@example.com' }) });
    renderApp(`/accept-invitation?token=${TOKEN}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says the link is not valid for an unknown token, and when the link has no token', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/invitations/nope',
        reply: [404, { success: false, error: 'Invitation not found', code: 'NOT_FOUND' }],
      },
    ]);
    const first = renderApp('/accept-invitation?token=nope');
    expect(
      await screen.findByText(
        'This invitation link is not valid. Ask an admin of the workspace for a new one.',
      ),
    ).toBeTruthy();
    first.unmount();
    renderApp('/accept-invitation');
    expect(
      await screen.findByText(
        'This link has no invitation in it. Open the link from the invitation email again.',
      ),
    ).toBeTruthy();
  });
});

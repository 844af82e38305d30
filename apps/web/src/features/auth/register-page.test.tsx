import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { useAuthStore } from '@/lib/stores/auth-store';
import { buildUser, buildWorkspace, sessionBody } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { renderApp, resetApp } from '@/test/render-app';

beforeEach(() => {
  resetApp();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Sanne');
  await user.type(screen.getByLabelText('Email'), 'sanne@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
}

describe('/register', () => {
  it('blocks submission until the terms are accepted', async () => {
    const api = fakeApi([]);
    const user = userEvent.setup();
    renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert').textContent).toContain('Terms of Service');
    expect(api.requests).toHaveLength(0);
  });

  it('registers with termsAccepted and signs in', async () => {
    const account = buildUser({ name: 'Sanne', email: 'sanne@example.com' });
    const session = sessionBody(account, [buildWorkspace(), buildWorkspace()]);
    const api = fakeApi([
      { method: 'POST', path: '/api/auth/register', reply: [201, session] },
      { method: 'GET', path: '/api/auth/me', reply: [200, session] },
    ]);
    const user = userEvent.setup();
    const app = renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(app.pathname()).toBe('/select-workspace'));
    expect(api.requests[0]?.body).toEqual({
      name: 'Sanne',
      email: 'sanne@example.com',
      password: 'correct horse',
      termsAccepted: true,
      language: 'en',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: account });
  });

  it.each<[string, FakeRoute['reply'], string]>([
    [
      'the server message',
      [409, { success: false, error: 'This email is already registered', code: 'EMAIL_TAKEN' }],
      'This email is already registered',
    ],
    ["'Failed to register' without one", [500], 'Failed to register'],
  ])('shows %s when registration fails', async (_, reply, message) => {
    fakeApi([{ method: 'POST', path: '/api/auth/register', reply }]);
    const user = userEvent.setup();
    const app = renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(app.pathname()).toBe('/register');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('opens the terms in a dialog and links to the privacy policy', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy', hidden: true }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('registers the account in the language the visitor signed up in', async () => {
    await i18next.changeLanguage('nl');
    const account = buildUser({ language: 'nl' });
    const api = fakeApi([
      { method: 'POST', path: '/api/auth/register', reply: [201, sessionBody(account, [])] },
      // Signed in without a workspace, the app may refresh the account before the test ends.
      { method: 'GET', path: '/api/auth/me', reply: [200, sessionBody(account, [])] },
    ]);
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Voornaam'), 'Sanne');
    await user.type(screen.getByLabelText('E-mailadres'), 'sanne@example.com');
    await user.type(screen.getByLabelText('Wachtwoord'), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    await waitFor(() => expect(useAuthStore.getState().user?.language).toBe('nl'));
    expect(api.find('POST', '/api/auth/register')[0]?.body).toMatchObject({ language: 'nl' });
    expect(api.find('PUT', `/api/users/${account.id}`)).toEqual([]);
    expect(i18next.language).toBe('nl');
  });
});

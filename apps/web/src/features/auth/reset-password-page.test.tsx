import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { renderApp, resetApp } from '@/test/render-app';

beforeEach(() => {
  resetApp();
});

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it('shows the invalid-link screen without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('Invalid or missing reset token')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('refuses passwords that do not match', async () => {
    const api = fakeApi([]);
    renderApp('/reset-password?token=abc');
    await submit('long enough 1', 'long enough 2');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const api = fakeApi([]);
    renderApp('/reset-password?token=abc');
    await submit('short', 'short');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password must be at least 8 characters long',
    );
    expect(api.requests).toHaveLength(0);
  });

  it.each<[string, FakeRoute['reply'], string]>([
    [
      'the server message',
      [400, { success: false, error: 'Invalid or expired reset token', code: 'INVALID_TOKEN' }],
      'Invalid or expired reset token',
    ],
    ['the fallback without one', [500], 'An error occurred while resetting your password'],
  ])('shows %s when the reset fails', async (_, reply, message) => {
    fakeApi([{ method: 'POST', path: '/api/auth/reset-password', reply }]);
    renderApp('/reset-password?token=abc');
    await submit('new password', 'new password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('sends token and password, then shows the success screen with a link to sign in', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        reply: [200, { success: true, message: 'Password has been reset' }],
      },
    ]);
    renderApp('/reset-password?token=abc');
    await submit('new password', 'new password');
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({ token: 'abc', password: 'new password' });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { fakeApi, SERVER_ERROR } from '@/test/fake-api';
import { resetApp } from '@/test/render-app';
import { i18next, rememberLanguage, toAppLanguage } from './i18n';
import { changeLanguage } from './language';
import { useAuthStore } from './stores/auth-store';

beforeEach(() => {
  resetApp();
  i18next.on('languageChanged', rememberLanguage);
});
afterEach(async () => {
  i18next.off('languageChanged', rememberLanguage);
  await i18next.changeLanguage('en');
  vi.restoreAllMocks();
});

describe('changing the language', () => {
  it('saves it for the signed-in user, switches the interface and stores it', async () => {
    const user = buildUser({ language: 'en' });
    useAuthStore.getState().setSession({ token: 't', user, workspaces: [] });
    const api = fakeApi([
      {
        method: 'PUT',
        path: `/api/users/${user.id}`,
        reply: ({ body }) => [200, { success: true, data: { user: { ...user, ...(body as object) } } }],
      },
    ]);
    await changeLanguage('nl');
    await vi.waitFor(() => expect(useAuthStore.getState().user?.language).toBe('nl'));
    expect(api.requests[0]?.body).toEqual({ language: 'nl' });
    expect(i18next.language).toBe('nl');
    expect(localStorage.getItem('openrota_language')).toBe('nl');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('still switches when saving fails, and only logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = buildUser();
    useAuthStore.getState().setSession({ token: 't', user, workspaces: [] });
    fakeApi([{ method: 'PUT', path: `/api/users/${user.id}`, reply: SERVER_ERROR }]);
    await changeLanguage('nl');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(i18next.language).toBe('nl');
  });

  it('chooses Dutch for browser languages starting with nl, else English', () => {
    expect(toAppLanguage('nl-BE')).toBe('nl');
    expect(toAppLanguage('de-DE')).toBe('en');
    expect(toAppLanguage(undefined)).toBe('en');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { ApiError } from './api-error';
import { rememberLanguage } from './i18n';
import { staffApiClient, staffClientRequest } from './staff-api-client';
import { useStaffSessionStore } from './stores/staff-session-store';

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  useStaffSessionStore.getState().signOut();
  useStaffSessionStore.getState().setWorkspaceSlug(null);
});
afterEach(() => vi.restoreAllMocks());

const unauthorised = [401, { success: false, error: 'Not signed in', code: 'UNAUTHORIZED' }] as [
  number,
  unknown,
];

describe('staff client', () => {
  it('sends the staff token, never the admin token or X-Workspace-Id', async () => {
    signIn({ selected: buildWorkspace() });
    useStaffSessionStore.getState().signIn('staff-tok');
    const api = fakeApi(
      [{ method: 'GET', path: '/api/staff-auth/me', reply: [200, { success: true, data: {} }] }],
      staffApiClient,
    );
    await staffClientRequest({ url: '/api/staff-auth/me' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer staff-tok');
    expect(api.requests[0]?.headers['x-workspace-id']).toBeUndefined();
  });

  it('sends the interface language as Accept-Language (the staff login answers its errors in it)', async () => {
    const api = fakeApi(
      [
        {
          method: 'POST',
          path: '/api/staff-auth/send-code',
          reply: [200, { success: true, message: 'sent' }],
        },
      ],
      staffApiClient,
    );
    rememberLanguage('nl');
    await staffClientRequest({ method: 'POST', url: '/api/staff-auth/send-code', data: {} });
    rememberLanguage('en');
    expect(api.requests[0]?.headers['accept-language']).toBe('nl');
  });

  it('sends no Authorization at all without a staff session, even when an admin is signed in', async () => {
    signIn({ selected: buildWorkspace() });
    const api = fakeApi(
      [
        {
          method: 'POST',
          path: '/api/staff-auth/send-code',
          reply: [200, { success: true, message: 'sent' }],
        },
      ],
      staffApiClient,
    );
    await staffClientRequest({ method: 'POST', url: '/api/staff-auth/send-code', data: {} });
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("on 401 removes staffToken and goes to the workspace's staff login when the slug is known", async () => {
    useStaffSessionStore.getState().signIn('staff-tok', 'ward-4b');
    fakeApi([{ method: 'GET', path: '/api/staff-auth/my-shifts', reply: unauthorised }], staffApiClient);
    const failure = await staffClientRequest({ url: '/api/staff-auth/my-shifts' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Not signed in');
    expect(localStorage.getItem('staffToken')).toBeNull();
    expect(useStaffSessionStore.getState().token).toBeNull();
    expect(nav.assign).toHaveBeenCalledWith('/staff/ward-4b/login');
  });

  it('on 401 goes to /staff-login when the slug is not known', async () => {
    useStaffSessionStore.getState().signIn('staff-tok');
    fakeApi([{ method: 'GET', path: '/api/staff-auth/me', reply: unauthorised }], staffApiClient);
    await expect(staffClientRequest({ url: '/api/staff-auth/me' })).rejects.toThrow('Not signed in');
    expect(nav.assign).toHaveBeenCalledWith('/staff-login');
  });

  it('a refused sign-in call shows its message and does not navigate', async () => {
    fakeApi(
      [
        {
          method: 'POST',
          path: '/api/staff-auth/verify-code',
          reply: [401, { success: false, error: 'Invalid code' }],
        },
      ],
      staffApiClient,
    );
    await expect(
      staffClientRequest({ method: 'POST', url: '/api/staff-auth/verify-code', data: {} }),
    ).rejects.toThrow('Invalid code');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('a failure without a server message carries the fallback', async () => {
    fakeApi([{ method: 'GET', path: '/api/staff-auth/absences', reply: [500, {}] }], staffApiClient);
    await expect(staffClientRequest({ url: '/api/staff-auth/absences' }, 'Could not load')).rejects.toThrow(
      'Could not load',
    );
  });
});

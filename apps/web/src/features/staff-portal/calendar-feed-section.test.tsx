import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '@openrota/contracts';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import { dashboardRoutes, fakeStaffApi, resetStaffSession, type DashboardState } from './test-helpers';

beforeEach(() => {
  resetApp();
  resetStaffSession();
  useStaffSessionStore.getState().signIn('staff-tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const link = {
  id: '00000000-0000-4000-8000-00000000feed',
  token: 'secret-token',
  httpsUrl: 'https://rota.example.org/api/calendar/secret-token.ics',
  webcalUrl: 'webcal://rota.example.org/api/calendar/secret-token.ics',
};
const feed: CalendarFeed = {
  id: link.id,
  kind: 'STAFF',
  staffId: '00000000-0000-4000-8000-000000000001',
  staffName: 'Nina',
  shiftTypeId: null,
  shiftTypeName: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  rotatedAt: '2026-11-22T09:00:00.000Z',
  lastFetchedAt: null,
};

describe('/staff-dashboard: calendar subscription', () => {
  it('makes the member’s address and shows it once with webcal and https links to copy', async () => {
    const state: DashboardState = {};
    const api = fakeStaffApi([
      {
        method: 'POST',
        path: '/api/staff-auth/calendar-feed',
        reply: () => {
          state.calendarFeed = feed;
          return [200, { success: true, data: link }];
        },
      },
      ...dashboardRoutes(state),
    ]);
    renderApp('/staff-dashboard');
    expect(await screen.findByText('No calendar address yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create calendar address' }));
    expect((await screen.findByTestId<HTMLInputElement>('calendar-feed-webcal')).value).toBe(link.webcalUrl);
    expect(screen.getByTestId<HTMLInputElement>('calendar-feed-https').value).toBe(link.httpsUrl);
    expect(screen.getByText('Copy the address now: it is shown only once.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('calendar-feed-status').textContent).toContain('is active'),
    );
    expect(api.find('POST', '/api/staff-auth/calendar-feed')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
  });

  it('turns an active address off', async () => {
    const state: DashboardState = { calendarFeed: feed };
    const api = fakeStaffApi([
      {
        method: 'DELETE',
        path: '/api/staff-auth/calendar-feed',
        reply: () => {
          state.calendarFeed = null;
          return [200, { success: true, message: 'Calendar feed turned off' }];
        },
      },
      ...dashboardRoutes(state),
    ]);
    renderApp('/staff-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('No calendar address yet.')).toBeTruthy();
    expect(api.find('DELETE', '/api/staff-auth/calendar-feed')).toHaveLength(1);
  });
});

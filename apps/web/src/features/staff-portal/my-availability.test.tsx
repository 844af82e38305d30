import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import {
  buildAvailability,
  dashboardRoutes,
  fakeStaffApi,
  resetStaffSession,
  type DashboardState,
} from './test-helpers';

beforeEach(() => {
  resetApp();
  resetStaffSession();
  useStaffSessionStore.getState().signIn('staff-tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  toast.dismiss();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

function open(state: DashboardState) {
  const puts: unknown[] = [];
  const api = fakeStaffApi([
    {
      method: 'PUT',
      path: '/api/staff-auth/availability/week',
      reply: (request) => {
        puts.push(request.body);
        const body = request.body as { rules: Array<{ dayOfWeek: number; kind: string }> };
        const saved = buildAvailability({
          weeks: [
            {
              effectiveFrom: '2026-12-06',
              rules: body.rules.map((r) => ({ startTime: null, endTime: null, note: null, ...r })) as never,
            },
          ],
          leadDays: 14,
          earliestStaffDate: '2026-12-06',
        });
        return [200, { success: true, message: 'Availability saved', data: saved }];
      },
    },
    ...dashboardRoutes(state),
  ]);
  renderApp('/staff-dashboard');
  return { api, puts };
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'My availability' })).closest('section')!;

describe('My availability on the staff dashboard', () => {
  it('sets Tuesdays unavailable with one tap per day and saves the week', async () => {
    const { puts } = open({
      availability: buildAvailability({ leadDays: 14, earliestStaffDate: '2026-12-06' }),
    });
    const mine = within(await section());
    const tuesday = await mine.findByRole('radiogroup', { name: 'Tuesday' });
    expect(mine.getByText(/Changes start 14 days from today/)).toBeTruthy();
    expect(within(tuesday).getByRole('radio', { name: 'No preference' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(within(tuesday).getByRole('radio', { name: 'Unavailable' }));
    await userEvent.click(
      within(mine.getByRole('radiogroup', { name: 'Friday' })).getByRole('radio', { name: 'Preferred' }),
    );
    expect(within(tuesday).getByRole('radio', { name: 'Unavailable' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(mine.getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      rules: [
        { dayOfWeek: 1, kind: 'UNAVAILABLE', startTime: null, endTime: null, note: null },
        { dayOfWeek: 4, kind: 'PREFERRED', startTime: null, endTime: null, note: null },
      ],
    });
    expect(await screen.findByText('Availability saved')).toBeTruthy();
  });

  it('shows the saved week and keeps time ranges set by the planner', async () => {
    const { puts } = open({
      availability: buildAvailability({
        weeks: [
          {
            effectiveFrom: '2026-11-01',
            rules: [
              { dayOfWeek: 1, startTime: null, endTime: null, kind: 'UNAVAILABLE', note: 'Course' },
              { dayOfWeek: 3, startTime: '18:00', endTime: '23:00', kind: 'RATHER_NOT', note: null },
            ],
          },
        ],
      }),
    });
    const mine = within(await section());
    await mine.findByRole('radiogroup', { name: 'Tuesday' });
    expect(
      within(mine.getByRole('radiogroup', { name: 'Tuesday' }))
        .getByRole('radio', { name: 'Unavailable' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(mine.getByText('Time ranges set by your planner are kept.')).toBeTruthy();
    await userEvent.click(
      within(mine.getByRole('radiogroup', { name: 'Tuesday' })).getByRole('radio', { name: 'No preference' }),
    );
    await userEvent.click(mine.getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      rules: [{ dayOfWeek: 3, startTime: '18:00', endTime: '23:00', kind: 'RATHER_NOT', note: null }],
    });
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    open({});
    const mine = within(
      (await screen.findByRole('heading', { name: 'Mijn beschikbaarheid' })).closest('section')!,
    );
    expect(await mine.findByRole('radiogroup', { name: 'Dinsdag' })).toBeTruthy();
    expect(mine.getAllByRole('radio', { name: 'Niet beschikbaar' })).toHaveLength(7);
  });
});

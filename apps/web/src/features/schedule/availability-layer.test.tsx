import type { AvailabilityLayer, ScheduleEntry } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildEntry, calendarRoutes, renderSchedule } from './schedule-test-utils';

/** The calendar's availability layer (GET /api/availability): a toggle for managers, counts per day, names in a popover. */
const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700' });
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early]);
const bob = buildStaff({ name: 'Bob Smit', shortName: 'BS' }, [early]);
const cas = buildStaff({ name: 'Cas de Boer', shortName: 'CB' }, [early]);

const rule = (
  kind: 'UNAVAILABLE' | 'RATHER_NOT' | 'PREFERRED',
  extra: Partial<Record<string, string>> = {},
) => ({
  kind,
  source: 'WEEKLY' as const,
  startTime: extra.startTime ?? null,
  endTime: extra.endTime ?? null,
  note: extra.note ?? null,
});
const layer: AvailabilityLayer['staff'] = [
  {
    staffId: anna.id,
    staffName: anna.name,
    days: [
      {
        date: '2026-03-05',
        level: 'HARD',
        kind: 'UNAVAILABLE',
        rules: [{ ...rule('UNAVAILABLE', { note: 'Course' }), source: 'EXCEPTION' }],
      },
    ],
  },
  {
    staffId: bob.id,
    staffName: bob.name,
    days: [
      {
        date: '2026-03-05',
        level: 'SOFT',
        kind: 'RATHER_NOT',
        rules: [rule('RATHER_NOT', { startTime: '07:00', endTime: '12:00' })],
      },
    ],
  },
  {
    staffId: cas.id,
    staffName: cas.name,
    days: [
      { date: '2026-03-05', level: 'SOFT', kind: 'PREFERRED', rules: [rule('PREFERRED')] },
      { date: '2026-03-06', level: 'SOFT', kind: 'PREFERRED', rules: [rule('PREFERRED')] },
    ],
  },
];

let entries: ScheduleEntry[] = [];
const api = () =>
  fakeApi(
    calendarRoutes({
      entries: () => entries,
      today: '2026-03-04',
      staff: [anna, bob, cas],
      shiftTypes: [early],
      availability: () => layer,
    }),
  );

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
  // An open Early on Thursday 5 March.
  entries = [buildEntry(early, { date: '2026-03-05' })];
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const day = (date: string) => document.querySelector<HTMLElement>(`[role="group"][data-date="${date}"]`)!;

describe('availability layer', () => {
  it('is off at first; the toggle reads the shown range and marks who is unavailable, rather not or prefers each day', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(screen.queryByTestId('day-availability')).toBeNull();
    expect(http.find('GET', '/api/availability')).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Availability' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const marker = await within(day('2026-03-05')).findByRole('button', {
      name: 'Availability on Thursday 5 March 2026: 1 unavailable, 1 rather not, 1 preferred',
    });
    expect(http.find('GET', '/api/availability')[0]!.params).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
    expect(
      within(day('2026-03-06')).getByRole('button', {
        name: 'Availability on Friday 6 March 2026: 0 unavailable, 0 rather not, 1 preferred',
      }),
    ).toBeTruthy();
    expect(within(day('2026-03-12')).queryByTestId('day-availability')).toBeNull();

    // The names, with times and notes; opening them does not add a shift on the day.
    await user.click(marker);
    const unavailable = await screen.findByRole('region', { name: 'Unavailable' });
    expect(unavailable.textContent).toContain('Anna Jansen (Course)');
    expect(screen.getByRole('region', { name: 'Rather not' }).textContent).toContain(
      'Bob Smit (07:00–12:00)',
    );
    expect(screen.getByRole('region', { name: 'Preferred' }).textContent).toContain('Cas de Boer');
    expect(screen.queryByRole('dialog', { name: 'Add Shift' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('day-availability')).toBeNull());
  });

  it('narrows to the staff filter, and shows on the week view in Dutch', async () => {
    await i18next.changeLanguage('nl');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = api();
    renderSchedule(`/schedule/week/2026-10?staffId=${bob.id}`);
    await screen.findByRole('list', { name: /week/i });
    await user.click(screen.getByRole('button', { name: 'Beschikbaarheid' }));
    expect(
      await within(day('2026-03-05')).findByRole('button', {
        name: 'Beschikbaarheid op donderdag 5 maart 2026: 0 niet beschikbaar, 1 liever niet, 0 voorkeur',
      }),
    ).toBeTruthy();
    expect(within(day('2026-03-06')).queryByTestId('day-availability')).toBeNull();
    expect(http.find('GET', '/api/availability')[0]!.params).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
  });

  it('is not offered to STAFF, who may not read it', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: true, role: 'STAFF' });
    signIn({ workspaces: [workspace], selected: workspace });
    const http = api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Availability' })).toBeNull();
    expect(http.find('GET', '/api/availability')).toHaveLength(0);
  });
});

import type { ScheduleEntry, ShiftType, Staff } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from '@/lib/query-client';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { OneOffCreatePage } from './one-off-create-page';
import { OneOffManagePage } from './one-off-manage-page';
import { buildOneOffEntry } from '@/test/schedule-factories';
import { candidatesRoute } from '@/test/rule-checks';

const evening = buildShiftType({
  name: 'Evening',
  shortName: 'E',
  color: '#1e3a8a',
  startTime: '15:00',
  endTime: '23:00',
});
const night = buildShiftType({ name: 'Night', shortName: 'N' });
const anna = buildStaff({ name: 'Anna de Vries', skills: [buildSkill(evening)] });
const bob = buildStaff({ name: 'Bob Jansen', skills: [buildSkill(evening)] });
const carla = buildStaff({ name: 'Carla Smit', skills: [buildSkill(night)] });
const dirk = buildStaff({ name: 'Dirk Inactive', active: false, skills: [buildSkill(evening)] });
const staff = [anna, bob, carla, dirk];

function buildOneOff(
  date: string,
  member: Staff | null,
  overrides: Partial<ScheduleEntry> = {},
  type: ShiftType = evening,
): ScheduleEntry {
  return buildOneOffEntry(type, date, member, overrides);
}

const past = buildOneOff('2026-02-20', anna, { description: 'Inventory count' });
const todays = buildOneOff('2026-03-04', null, { description: 'Extra hands' });
const upcoming = buildOneOff('2026-03-10', bob);

function api(extra: FakeRoute[] = [], entries: ScheduleEntry[] = [past, todays, upcoming]) {
  return fakeApi([
    ...extra,
    {
      method: 'GET',
      path: '/api/schedules',
      reply: ok({
        startDate: '2025-03-04',
        endDate: '2027-03-04',
        today: '2026-03-04',
        timeZone: 'Europe/Amsterdam',
        entries,
      }),
    },
    { method: 'GET', path: '/api/staff', reply: ok(staff) },
    { method: 'GET', path: '/api/shift-types', reply: ok([evening, night]) },
    candidatesRoute(staff),
  ]);
}

function signInAs(role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  const workspace = buildWorkspace({ role, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z'));
  signInAs('MANAGER');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const rows = async () =>
  within(await screen.findByRole('table', { name: 'One-off shifts' }))
    .getAllByRole('row')
    .slice(1);

describe('OneOffManagePage', () => {
  it('reads the one-offs of a year back to a year ahead and shows each date status', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<OneOffManagePage />);

    // Upcoming (today included) by default.
    let shown = await rows();
    expect(shown.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Wed 4 Mar 2026EveningAvailableExtra handsToday/),
      expect.stringMatching(/^Tue 10 Mar 2026EveningBob Jansen–Upcoming/),
    ]);
    expect(calls.find('GET', '/api/schedules')[0]!.params).toEqual({
      startDate: '2025-03-04',
      endDate: '2027-03-04',
      entryType: 'ONE_OFF',
      violations: 'false',
    });

    await user.click(screen.getByRole('button', { name: 'Past' }));
    shown = await rows();
    expect(shown).toHaveLength(1);
    expect(within(shown[0]!).getByText('Anna de Vries')).toBeTruthy();
    expect(within(shown[0]!).getByText('Past')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    shown = await rows();
    expect(
      shown.map(
        (r) =>
          within(r)
            .getAllByText(/^(Past|Today|Upcoming)$/)
            .at(-1)!.textContent,
      ),
    ).toEqual(['Past', 'Today', 'Upcoming']);
    expect(screen.getByText('3 shifts')).toBeTruthy();
  });

  it('marks the member of a past one-off who was deactivated since (issue 10)', async () => {
    const user = userEvent.setup();
    api([], [buildOneOff('2026-02-20', dirk, { isStaffInactive: true })]);
    renderPage(<OneOffManagePage />);
    await user.click(await screen.findByRole('button', { name: 'Past' }));
    expect(within((await rows())[0]!).getByText('Dirk Inactive (inactive)')).toBeTruthy();
  });

  it('deletes a one-off only after the exact confirmation', async () => {
    const user = userEvent.setup();
    const calls = api([{ method: 'DELETE', path: `/api/schedules/entries/${upcoming.id}`, reply: ok(null) }]);
    renderPage(<OneOffManagePage />);

    await user.click(
      await screen.findByRole('button', { name: 'Delete one-off shift Evening on Tue 10 Mar 2026' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete one-off shift' });
    expect(within(confirm).getByText('Are you sure you want to delete this one-off shift?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find('DELETE', `/api/schedules/entries/${upcoming.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('One-off shift deleted')).toBeTruthy();
  });

  it('edits staff (only active skilled staff, or unassigned) and description with PUT', async () => {
    const user = userEvent.setup();
    const calls = api([
      {
        method: 'PUT',
        path: `/api/schedules/entries/${upcoming.id}`,
        reply: ok({ ...upcoming, staffId: null, staff: null }),
      },
    ]);
    renderPage(<OneOffManagePage />);

    await user.click(
      await screen.findByRole('button', { name: 'Edit one-off shift Evening on Tue 10 Mar 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit one-off shift' });
    const select = (await within(dialog).findByLabelText('Staff member')) as HTMLSelectElement;
    expect(select.value).toBe(bob.id);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned (available)', 'Anna de Vries', 'Bob Jansen']);

    await user.selectOptions(select, 'Unassigned (available)');
    await user.type(within(dialog).getByLabelText('Description'), 'Open for anyone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find('PUT', `/api/schedules/entries/${upcoming.id}`)).toHaveLength(1));
    expect(calls.find('PUT', `/api/schedules/entries/${upcoming.id}`)[0]!.body).toEqual({
      staffId: null,
      description: 'Open for anyone',
    });
    expect(await screen.findByText('One-off shift updated')).toBeTruthy();
  });

  it('shows the server message when the edit fails', async () => {
    const user = userEvent.setup();
    api([
      {
        method: 'PUT',
        path: `/api/schedules/entries/${upcoming.id}`,
        reply: [
          400,
          {
            success: false,
            error: 'Staff member is not skilled for this shift type',
            code: 'VALIDATION_ERROR',
          },
        ],
      },
    ]);
    renderPage(<OneOffManagePage />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit one-off shift Evening on Tue 10 Mar 2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Staff member');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Staff member is not skilled for this shift type')).toBeTruthy();
  });

  it('offers no create, edit or delete to the STAFF role', async () => {
    signInAs('STAFF');
    api();
    renderPage(<OneOffManagePage />);
    expect(await rows()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create one-off shift' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit one-off/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete one-off/ })).toBeNull();
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    const user = userEvent.setup();
    api();
    renderPage(<OneOffManagePage />);
    expect(await screen.findByRole('heading', { name: 'Losse diensten' })).toBeTruthy();
    expect(await screen.findByText('Vandaag')).toBeTruthy();
    expect(screen.getByText('Beschikbaar')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Losse dienst Evening op din 10 mrt. 2026 verwijderen' }),
    );
    expect(await screen.findByText('Weet je zeker dat je deze losse dienst wilt verwijderen?')).toBeTruthy();
  });
});

function renderCreate(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/schedule/one-off', element: <OneOffCreatePage /> },
      { path: '/schedule/one-off/manage', element: <p>Manage page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('OneOffCreatePage', () => {
  it('creates a one-off for the date in the URL and goes to the management list', async () => {
    const user = userEvent.setup();
    const calls = api([
      { method: 'POST', path: '/api/schedules/one-off', reply: [201, { success: true, data: upcoming }] },
    ]);
    const router = renderCreate('/schedule/one-off?date=2026-03-10');
    expect(await screen.findByRole('heading', { name: 'Create one-off shift' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage one-off shifts' }).getAttribute('href')).toBe(
      '/schedule/one-off/manage',
    );

    expect(((await screen.findByLabelText('Date')) as HTMLInputElement).value).toBe('2026-03-10');
    await user.selectOptions(screen.getByLabelText('Shift type'), 'Evening (15:00–23:00)');
    await user.selectOptions(
      screen.getByLabelText('Staff (optional)'),
      await screen.findByRole('option', { name: 'Bob Jansen — fits' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule/one-off/manage'));
    expect(calls.find('POST', '/api/schedules/one-off')[0]!.body).toEqual({
      date: '2026-03-10',
      shiftTypeId: evening.id,
      staffId: bob.id,
      description: null,
    });
  });

  it('defaults to one day after the workspace today without a date in the URL', async () => {
    api();
    renderCreate('/schedule/one-off?date=2026-02-30');
    expect(((await screen.findByLabelText('Date')) as HTMLInputElement).value).toBe('2026-03-05');
  });
});

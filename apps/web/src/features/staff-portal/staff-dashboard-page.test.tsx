import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import { NOT_FOUND } from '@/test/fake-api';
import {
  buildAbsence,
  buildMe,
  buildMyLedger,
  buildMyShift,
  buildOneOff,
  buildShiftType,
  buildSlot,
  dashboardRoutes,
  fakeStaffApi,
  loginWorkspaceRoute,
  resetStaffSession,
  type DashboardState,
} from './test-helpers';

const early = buildShiftType('Early', { startTime: '07:00', endTime: '15:00' });
const late = buildShiftType('Late', { startTime: '15:00', endTime: '23:00' });
const night = buildShiftType('Night', { startTime: '23:00', endTime: '07:00' });

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  resetStaffSession();
  useStaffSessionStore.getState().signIn('staff-tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Toasts live in sonner's module state: none may greet the next test.
  toast.dismiss();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const ok = (message: string) => [200, { success: true, message }] as [number, unknown];
const gets = (api: ReturnType<typeof fakeStaffApi>) =>
  api.find('GET', '/api/staff-auth/available-shifts').length;

function openDashboard(state: DashboardState, extra: Parameters<typeof fakeStaffApi>[0] = []) {
  const api = fakeStaffApi([...extra, ...dashboardRoutes(state)]);
  const app = renderApp('/staff-dashboard');
  return { api, app };
}

/** The lists the dashboard asks for alongside /me; tests of a failing /me do not look at them. */
const unreadLists = ['available-shifts', 'my-shifts', 'absences', 'one-off-shifts', 'trades'].map((name) => ({
  method: 'GET',
  path: `/api/staff-auth/${name}`,
  reply: NOT_FOUND,
}));

describe('/staff-dashboard', () => {
  it('without a staff session goes to the staff login', async () => {
    resetStaffSession();
    const app = renderApp('/staff-dashboard');
    await waitFor(() => expect(app.pathname()).toBe('/staff-login'));
  });

  it('shows the header and every section from the API, with the staff token only', async () => {
    const state: DashboardState = {
      me: buildMe({ workspace: { maxSelfPlanningDays: 21 } }),
      slots: [buildSlot('2026-11-24', early)],
      oneOffs: [
        buildOneOff('2026-11-25', late, { description: 'Christmas market stand' }),
        buildOneOff('2026-11-26', early, {
          staffId: '00000000-0000-4000-8000-0000000000aa',
          staff: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Bram Jansen', shortName: 'BJ' },
          canClaim: false,
        }),
      ],
      absences: [buildAbsence('2026-12-01', '2026-12-03', { reason: 'Holiday' })],
      myShifts: [buildMyShift('2026-11-23', night, { entryType: 'CLAIMED' })],
    };
    const { api } = openDashboard(state);
    expect(await screen.findByText('Signed in as Anna de Vries')).toBeTruthy();
    expect(screen.getByTestId('staff-workspace-name').textContent).toBe('Ward 4B');
    expect(screen.getByText('Open shifts you can claim in the next 21 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the shifts of Tuesday 24 November 2026' })).toBeTruthy();
    const oneOffs = screen.getByRole('region', { name: 'Special events and one-off shifts' });
    expect(within(oneOffs).getByText('Christmas market stand')).toBeTruthy();
    expect(within(oneOffs).getByText('Assigned to Bram Jansen')).toBeTruthy();
    expect(within(oneOffs).getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
    const absences = screen.getByRole('region', { name: 'My absences' });
    expect(within(absences).getByText('Tue 1 Dec – Thu 3 Dec')).toBeTruthy();
    expect(within(absences).getByText('Holiday')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'My upcoming shifts' });
    expect(within(mine).getByText(/Night · 23:00–07:00/)).toBeTruthy();
    expect(within(mine).getByText('Claimed')).toBeTruthy();
    for (const request of api.requests) {
      expect(request.headers.authorization).toBe('Bearer staff-tok');
      expect(request.headers['x-workspace-id']).toBeUndefined();
    }
  });

  it('hides the one-off section when there are none, and dates follow the language (nl)', async () => {
    await i18next.changeLanguage('nl');
    openDashboard({ slots: [buildSlot('2026-11-24', early)] });
    expect(
      await screen.findByRole('button', { name: 'Toon de diensten van dinsdag 24 november 2026' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Speciale evenementen en losse diensten' })).toBeNull();
  });

  it('groups available shifts by date: at most 2 type badges plus +N more; the date opens its shifts', async () => {
    openDashboard({
      slots: [
        buildSlot('2026-11-24', early),
        buildSlot('2026-11-24', late),
        buildSlot('2026-11-24', night),
        buildSlot('2026-11-24', buildShiftType('Evening', { startTime: '18:00', endTime: '23:00' })),
        buildSlot('2026-11-25', late),
      ],
    });
    const card = await screen.findByRole('button', { name: 'Show the shifts of Tuesday 24 November 2026' });
    expect(within(card).getByText('Early')).toBeTruthy();
    expect(within(card).getByText('Late')).toBeTruthy();
    expect(within(card).queryByText('Night')).toBeNull();
    expect(within(card).getByText('+2 more')).toBeTruthy();
    expect(within(card).getByText('4 shifts')).toBeTruthy();
    const other = screen.getByRole('button', { name: 'Show the shifts of Wednesday 25 November 2026' });
    expect(within(other).queryByText(/more/)).toBeNull();

    await userEvent.setup().click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Shifts on Tuesday 24 November 2026' });
    expect(within(dialog).getAllByRole('button', { name: /^Claim / })).toHaveLength(4);
    expect(within(dialog).getByText('Night')).toBeTruthy();
  });

  it('claims a shift after the confirmation (final, cannot be undone), posts rotationSlotId and date, and reloads', async () => {
    const slot = buildSlot('2026-11-24', early);
    const state: DashboardState = { slots: [slot] };
    const { api } = openDashboard(state, [
      {
        method: 'POST',
        path: '/api/staff-auth/claim-shift',
        reply: () => {
          state.slots = [];
          state.myShifts = [buildMyShift('2026-11-24', early, { entryType: 'CLAIMED' })];
          return ok('Shift claimed successfully');
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Show the shifts of/ }));
    await user.click(await screen.findByRole('button', { name: 'Claim Early' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Claim this shift?' });
    expect(within(confirm).getByText('This action is final and cannot be undone.')).toBeTruthy();
    expect(within(confirm).getByText('Early (07:00–15:00) on Tuesday 24 November 2026.')).toBeTruthy();
    const before = gets(api);
    await user.click(within(confirm).getByRole('button', { name: 'Claim shift' }));

    expect(await screen.findByText('Shift claimed')).toBeTruthy();
    expect(api.find('POST', '/api/staff-auth/claim-shift')[0]?.body).toEqual({
      rotationSlotId: slot.rotationSlotId,
      date: '2026-11-24',
    });
    await waitFor(() => expect(gets(api)).toBe(before + 1));
    expect(await screen.findByText('No open shifts for you right now.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'My upcoming shifts' })).getByText('Claimed'),
    ).toBeTruthy();
  });

  it('warns more strongly when the shift conflicts, listing the conflicts', async () => {
    const slot = buildSlot('2026-11-24', early, {
      hasConflict: true,
      conflicts: [
        {
          kind: 'OVERLAPPING_SHIFT',
          date: '2026-11-23',
          shiftType: night,
          message: 'Your Night shift on 2026-11-23 ends at 07:00',
        },
      ],
    });
    const { api } = openDashboard({ slots: [slot] }, [
      { method: 'POST', path: '/api/staff-auth/claim-shift', reply: ok('Shift claimed successfully') },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Show the shifts of/ }));
    expect(await screen.findByText('Overlaps another shift')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim Early' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'This shift conflicts with your schedule',
    });
    expect(within(confirm).getByText('Your Night shift on 2026-11-23 ends at 07:00')).toBeTruthy();
    expect(within(confirm).getByText(/final and cannot be undone/)).toBeTruthy();
    expect(within(confirm).queryByRole('button', { name: 'Claim shift' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Claim anyway' }));
    await waitFor(() => expect(api.find('POST', '/api/staff-auth/claim-shift')).toHaveLength(1));
  });

  it("shows the server's message when a claim fails (else 'Could not claim the shift') and reloads what is still open", async () => {
    let answer: [number, unknown] = [
      409,
      { success: false, error: 'This shift has just been claimed by someone else', code: 'CONFLICT' },
    ];
    const { api } = openDashboard({ slots: [buildSlot('2026-11-24', early)] }, [
      { method: 'POST', path: '/api/staff-auth/claim-shift', reply: () => answer },
    ]);
    const user = userEvent.setup();
    const claimOnce = async () => {
      await user.click(await screen.findByRole('button', { name: /Show the shifts of/ }));
      await user.click(await screen.findByRole('button', { name: 'Claim Early' }));
      await user.click(await screen.findByRole('button', { name: 'Claim shift' }));
    };
    await claimOnce();
    expect(await screen.findByText('This shift has just been claimed by someone else')).toBeTruthy();
    await waitFor(() => expect(gets(api)).toBe(2));
    answer = [500, {}];
    await claimOnce();
    expect(await screen.findByText('Could not claim the shift')).toBeTruthy();
  });

  it('claims an open one-off shift with its scheduleEntryId; the special-event details show its description', async () => {
    const event = buildOneOff('2026-11-25', late, { description: 'Open day at the ward' });
    const { api } = openDashboard({ oneOffs: [event] }, [
      {
        method: 'POST',
        path: '/api/staff-auth/claim-one-off-shift',
        reply: ok('Shift claimed successfully'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Special event' });
    expect(within(details).getByText('Open day at the ward')).toBeTruthy();
    expect(within(details).getByText('15:00–23:00')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Claim' }));
    await user.click(await screen.findByRole('button', { name: 'Claim shift' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/staff-auth/claim-one-off-shift')[0]?.body).toEqual({
        scheduleEntryId: event.id,
      }),
    );
    expect(await screen.findByText('Shift claimed')).toBeTruthy();
  });

  it('gives a one-off shift that overlaps another shift the stronger warning too', async () => {
    const event = buildOneOff('2026-11-25', night, {
      hasConflict: true,
      conflicts: [
        {
          kind: 'OVERLAPPING_SHIFT',
          date: '2026-11-26',
          shiftType: early,
          message: 'Your Early shift on 2026-11-26 starts at 07:00',
        },
      ],
    });
    const { api } = openDashboard({ oneOffs: [event] }, [
      {
        method: 'POST',
        path: '/api/staff-auth/claim-one-off-shift',
        reply: ok('Shift claimed successfully'),
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Overlaps another shift')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'This shift conflicts with your schedule',
    });
    expect(within(confirm).getByText('Your Early shift on 2026-11-26 starts at 07:00')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Claim anyway' }));
    await waitFor(() =>
      expect(api.find('POST', '/api/staff-auth/claim-one-off-shift')[0]?.body).toEqual({
        scheduleEntryId: event.id,
      }),
    );
  });

  it('offers no claim when the plan has no self-planning', async () => {
    openDashboard({
      me: buildMe({ workspace: { selfPlanning: false } }),
      slots: [buildSlot('2026-11-24', early)],
      oneOffs: [buildOneOff('2026-11-25', late)],
    });
    expect(await screen.findByText(/Claiming shifts is not included/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Show the shifts of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  it('schedules an absence: Save disabled until both dates, start not before today + absencesMinDelay, end not before start', async () => {
    const state: DashboardState = {
      me: buildMe({ workspace: { absencesMinDelay: 3 } }),
      today: '2026-11-22',
    };
    const { api } = openDashboard(state, [
      {
        method: 'POST',
        path: '/api/staff-auth/absence',
        reply: (request) => {
          const body = request.body as { startDate: string; endDate: string };
          state.absences = [buildAbsence(body.startDate, body.endDate)];
          return [201, { success: true, message: 'Absence scheduled successfully' }];
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule absence' });
    expect(within(dialog).getByText(/at least 3 days from today/)).toBeTruthy();
    const start = within(dialog).getByLabelText('Start date') as HTMLInputElement;
    const end = within(dialog).getByLabelText('End date') as HTMLInputElement;
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(start.min).toBe('2026-11-25');
    expect(end.min).toBe('2026-11-25');
    expect(save.disabled).toBe(true);

    await user.type(start, '2026-11-24');
    expect(save.disabled).toBe(true);
    await user.type(end, '2026-11-26');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'An absence must start at least 3 days from today',
    );
    expect(api.find('POST', '/api/staff-auth/absence')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2026-11-27');
    expect(end.min).toBe('2026-11-27');
    expect(end.value).toBe('2026-11-27');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Dentist');
    await user.click(save);
    expect(await screen.findByText('Absence scheduled')).toBeTruthy();
    expect(api.find('POST', '/api/staff-auth/absence')[0]?.body).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      reason: 'Dentist',
    });
    expect(
      await within(screen.getByRole('region', { name: 'My absences' })).findByText('Fri 27 Nov'),
    ).toBeTruthy();
  });

  it("asks for both dates (selectDates) and shows the server's message when saving fails", async () => {
    const { api } = openDashboard({}, [
      {
        method: 'POST',
        path: '/api/staff-auth/absence',
        reply: [
          409,
          { success: false, error: 'This absence overlaps an existing absence', code: 'CONFLICT' },
        ],
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule absence' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByText('Please select a start and an end date')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Start date'), '2026-11-30');
    expect(within(dialog).getByText('Please select a start and an end date')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('End date'), '2026-12-01');
    expect(within(dialog).queryByText('Please select a start and an end date')).toBeNull();
    await user.click(save);
    expect(await within(dialog).findByText('This absence overlaps an existing absence')).toBeTruthy();
    expect(api.find('POST', '/api/staff-auth/absence')[0]?.body).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-12-01',
      reason: null,
    });
  });

  it('deletes an absence after a confirmation and reloads', async () => {
    const absence = buildAbsence('2026-12-01', '2026-12-01');
    const state: DashboardState = {
      absences: [absence, buildAbsence('2026-11-20', '2026-11-24', { canDelete: false })],
    };
    const { api } = openDashboard(state, [
      {
        method: 'DELETE',
        path: `/api/staff-auth/absence/${absence.id}`,
        reply: () => {
          state.absences = state.absences?.filter((a) => a.id !== absence.id);
          return ok('Absence deleted successfully');
        },
      },
    ]);
    const user = userEvent.setup();
    // The absence that has started cannot be deleted by staff.
    expect(await screen.findAllByRole('button', { name: /Delete the absence/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete the absence Tue 1 Dec' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this absence?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Absence deleted')).toBeTruthy();
    expect(api.find('DELETE', `/api/staff-auth/absence/${absence.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete the absence Tue 1 Dec' })).toBeNull(),
    );
  });

  it("shows the server's message when deleting fails, else 'Could not delete the absence'", async () => {
    const absence = buildAbsence('2026-12-01', '2026-12-01');
    openDashboard({ absences: [absence] }, [
      { method: 'DELETE', path: `/api/staff-auth/absence/${absence.id}`, reply: [500, {}] },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the absence Tue 1 Dec' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the absence')).toBeTruthy();
  });

  it('puts my upcoming shifts first, then shift trades, before open shifts, one-offs, absences, my availability, my hours and the calendar subscription', async () => {
    openDashboard({
      slots: [buildSlot('2026-11-24', early)],
      oneOffs: [buildOneOff('2026-11-25', late)],
      absences: [buildAbsence('2026-12-01', '2026-12-03')],
      myShifts: [buildMyShift('2026-11-23', night)],
    });
    await screen.findByText('Signed in as Anna de Vries');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'My upcoming shifts',
      'Shift trades',
      'Available shifts',
      'Special events and one-off shifts',
      'My absences',
      'My availability',
      'My hours this month',
      'Calendar subscription',
    ]);
  });

  it('shows the times of the open shifts on each date card, without a tap', async () => {
    openDashboard({ slots: [buildSlot('2026-11-24', early), buildSlot('2026-11-24', night)] });
    const card = await screen.findByRole('button', { name: 'Show the shifts of Tuesday 24 November 2026' });
    expect(within(card).getByText('07:00–15:00')).toBeTruthy();
    expect(within(card).getByText('23:00–07:00')).toBeTruthy();
  });

  it('marks my shift that falls in my own absence', async () => {
    openDashboard({
      myShifts: [
        buildMyShift('2026-11-23', early),
        buildMyShift('2026-11-30', night, { duringAbsence: true }),
      ],
    });
    const mine = await screen.findByRole('region', { name: 'My upcoming shifts' });
    const rows = within(mine).getAllByRole('listitem');
    expect(within(rows[0]!).queryByText('During your absence')).toBeNull();
    expect(within(rows[1]!).getByText('During your absence')).toBeTruthy();
  });

  it('says why an open one-off has no Claim button (absent, already working, not in the plan), in en and nl', async () => {
    openDashboard({
      oneOffs: [
        buildOneOff('2026-11-25', late, { canClaim: false, blockedBy: 'ABSENT' }),
        buildOneOff('2026-11-26', late, { canClaim: false, blockedBy: 'WORKING' }),
        buildOneOff('2026-11-27', late),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Special events and one-off shifts' });
    const cards = within(section).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('You are absent that day')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(cards[1]!).getByText('You already work that day')).toBeTruthy();
    expect(within(cards[2]!).getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(within(cards[2]!).queryByText(/absent|already work/)).toBeNull();
    await i18next.changeLanguage('nl');
    expect(await within(section).findByText('Je bent die dag afwezig')).toBeTruthy();
  });

  it('an open one-off in a plan without self-planning says that claiming is not in the plan', async () => {
    openDashboard({
      me: buildMe({ workspace: { selfPlanning: false } }),
      oneOffs: [buildOneOff('2026-11-25', late)],
    });
    const section = await screen.findByRole('region', { name: 'Special events and one-off shifts' });
    expect(within(section).getByText("Claiming is not in your workspace's plan")).toBeTruthy();
  });

  it('tells a nurse that the licence expired, without the planner text about backups', async () => {
    fakeStaffApi([
      {
        method: 'GET',
        path: '/api/staff-auth/me',
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
      ...unreadLists,
    ]);
    renderApp('/staff-dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your workspace's licence has expired");
    expect(alert.textContent).not.toMatch(/backup/i);
  });

  it('keeps the language switch and a labelled logout in the header at every width', async () => {
    openDashboard({});
    await screen.findByText('Signed in as Anna de Vries');
    const header = screen.getByRole('banner');
    const toggle = within(header).getByRole('group', { name: 'Language' });
    expect(toggle.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it("says 'Could not load your data' (or the server's message) when loading fails", async () => {
    fakeStaffApi([{ method: 'GET', path: '/api/staff-auth/me', reply: [500, {}] }, ...unreadLists]);
    renderApp('/staff-dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your data');
  });

  it('a 401 while loading removes the staff token and goes to the staff login', async () => {
    fakeStaffApi([
      {
        method: 'GET',
        path: '/api/staff-auth/me',
        reply: [401, { success: false, error: 'Not signed in', code: 'UNAUTHORIZED' }],
      },
      ...unreadLists,
    ]);
    renderApp('/staff-dashboard');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/staff-login'));
    expect(localStorage.getItem('staffToken')).toBeNull();
    expect(useStaffSessionStore.getState().token).toBeNull();
  });

  it("logs out: POST logout, the token is gone, and the workspace's own login opens (docs/product/staff-login.md#staff-logout)", async () => {
    const { api, app } = openDashboard({ me: buildMe({ workspace: { slug: 'ward-4b' } }) }, [
      { method: 'POST', path: '/api/staff-auth/logout', reply: ok('Signed out') },
      loginWorkspaceRoute('Ward 4B'),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Signed in as Anna de Vries');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.pathname()).toBe('/staff/ward-4b/login'));
    expect(api.find('POST', '/api/staff-auth/logout')[0]?.headers.authorization).toBe('Bearer staff-tok');
    expect(localStorage.getItem('staffToken')).toBeNull();
    expect(await screen.findByText(/Sign in to Ward 4B/)).toBeTruthy();
  });

  it('logs out to /staff-login when the workspace is not known', async () => {
    fakeStaffApi([
      { method: 'GET', path: '/api/staff-auth/me', reply: [500, {}] },
      { method: 'POST', path: '/api/staff-auth/logout', reply: [500, {}] },
      ...unreadLists,
    ]);
    const app = renderApp('/staff-dashboard');
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.pathname()).toBe('/staff-login'));
    expect(localStorage.getItem('staffToken')).toBeNull();
  });
});

describe('StaffDashboardPage: my hours this month', () => {
  const ledger = buildMyLedger({
    mine: {
      ...buildMyLedger().mine,
      shifts: 4,
      workedMinutes: 48 * 60,
      contractMinutes: 36 * 60,
      hasContract: true,
      differenceMinutes: 12 * 60,
      yearBalanceMinutes: -90,
      nights: 4,
      weekends: 1,
    },
    medians: {
      workedMinutes: 30 * 60,
      contractMinutes: 32 * 60,
      differenceMinutes: -60,
      yearBalanceMinutes: 0,
      nights: 1.5,
      weekends: 2,
      evenings: 0,
      holidays: 0,
    },
    teamSize: 6,
  });
  const figures = async (title: string) => {
    const section = await screen.findByRole('region', { name: title });
    await within(section).findByRole('table');
    return within(section)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent).join(' | '));
  };

  it("asks for this month and shows the member's own figures beside the team median", async () => {
    const { api } = openDashboard({ today: '2026-11-22', ledger });
    expect(await figures('My hours this month')).toEqual([
      'Worked | 48 h | 30 h',
      'Contract | 36 h | 32 h',
      'Difference | +12 h | -1 h',
      'Year balance | -1.5 h | 0 h',
      'Nights | 4 | 1.5',
      'Weekends | 1 | 2',
      'Evenings | 0 | 0',
      'Holidays | 0 | 0',
    ]);
    expect(api.find('GET', '/api/staff-portal/ledger')[0]!.params).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('says when there is no contract, in Dutch too', async () => {
    await i18next.changeLanguage('nl');
    openDashboard({
      today: '2026-02-10',
      ledger: buildMyLedger({ mine: { ...buildMyLedger().mine, workedMinutes: 90 } }),
    });
    const rows = await figures('Mijn uren deze maand');
    expect(rows.slice(0, 3)).toEqual([
      'Gewerkt | 1,5 u | –',
      'Contract | Geen contract | –',
      'Verschil | Geen contract | –',
    ]);
  });

  it('keeps the rest of the dashboard when the hours cannot be loaded', async () => {
    openDashboard({ today: '2026-11-22' }, [
      { method: 'GET', path: '/api/staff-portal/ledger', reply: [500, { success: false, error: 'Boom' }] },
    ]);
    expect(await screen.findByText('Your hours could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Available shifts' })).toBeTruthy();
  });
});

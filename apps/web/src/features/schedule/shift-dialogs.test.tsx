import type { ScheduleEntry } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, calendarRoutes, ok, renderSchedule } from './schedule-test-utils';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { findOpenDialog } from '@/test/dialogs';

const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700' });
const night = buildShiftType({ name: 'Night', shortName: 'N', color: '#1e3a8a' });
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early]);
const bob = buildStaff({ name: 'Bob Smit', shortName: 'BS' }, [early, night]);
const carl = buildStaff({ name: 'Carl Inactive', active: false }, [early]);
const onCall = buildShiftType({ name: 'On call', shortName: 'OC', color: '#64748b' });
const dana = buildStaff({ name: 'Dana Nights' }, [night, onCall]);
const ONE_OFF_ID = '00000000-0000-4000-a000-0000000000f1';
const OVERRIDE_ID = '00000000-0000-4000-a000-0000000000f2';

let entries: ScheduleEntry[] = [];
const rotation = () => buildEntry(early, { date: '2026-03-10' }, anna);
function api(extra: FakeRoute[] = []) {
  return fakeApi(
    calendarRoutes({
      entries: () => entries,
      today: '2026-03-04',
      staff: [anna, bob, carl, dana],
      shiftTypes: [early, night, onCall],
      extra,
    }),
  );
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

async function openShift(name: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderSchedule('/schedule/month/2026-03');
  await screen.findByRole('grid');
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, view };
}

const actionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t && !['Close'].includes(t) && !t.includes(':'));

describe('shift detail dialog', () => {
  it('a past shift of a member deactivated since is marked inactive in the calendar and the detail (issue 10)', async () => {
    entries = [{ ...buildEntry(early, { date: '2026-03-02' }, carl), isStaffInactive: true }];
    api();
    const { dialog } = await openShift('Early: Carl Inactive (staff inactive, past)');
    // The badge in the dialog and the Staff row.
    expect(within(dialog).getAllByText('Carl Inactive (inactive)')).toHaveLength(2);
  });

  it('filled rotation shift: details and Reassign, Unassign, Cancel (this date only)', async () => {
    entries = [
      {
        ...rotation(),
        rotationPatternId: 'p',
        rotationPatternName: 'Ward rota',
        rotationWeek: 1,
        rotationWeekCount: 2,
      },
    ];
    api();
    const { dialog } = await openShift('Early: Anna Jansen');
    expect(within(dialog).getByText('Tuesday 10 March 2026')).toBeTruthy();
    expect(within(dialog).getByText('07:00–15:00')).toBeTruthy();
    expect(within(dialog).getByText('Rotation')).toBeTruthy();
    expect(within(dialog).getByText('Ward rota, week 1 of 2')).toBeTruthy();
    expect(actionNames(dialog)).toEqual(['Reassign', 'Unassign', 'Cancel (this date only)']);
  });

  it('unassign asks for a reason and sends an override without staff: "Staff unassigned: {reason}", then refreshes 100 ms later', async () => {
    entries = [rotation()];
    let postedAt = 0;
    const readsAt: number[] = [];
    const http = api([
      {
        method: 'POST',
        path: '/api/schedules/override',
        reply: (r) => (
          (postedAt = Date.now()),
          [201, { success: true, data: { ...rotation(), ...(r.body as object) } }]
        ),
      },
      {
        method: 'GET',
        path: '/api/schedules',
        reply: () => (
          readsAt.push(Date.now()),
          ok({
            startDate: '2026-02-23',
            endDate: '2026-04-05',
            today: '2026-03-04',
            timeZone: 'Europe/Amsterdam',
            entries,
          })
        ),
      },
    ]);
    const { user, dialog } = await openShift('Early: Anna Jansen');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    const reason = await findOpenDialog('Unassign staff');
    await user.click(within(reason).getByRole('button', { name: 'Confirm' }));
    expect(within(reason).getByText('Please enter a reason')).toBeTruthy();
    await user.type(within(reason).getByLabelText('Reason'), '  Sick child ');
    await user.click(within(reason).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(http.find('POST', '/api/schedules/override')).toHaveLength(1));
    expect(http.find('POST', '/api/schedules/override')[0]!.body).toEqual({
      date: '2026-03-10',
      shiftTypeId: early.id,
      rotationSlotId: entries[0]!.rotationSlotId,
      originalStaffId: anna.id,
      staffId: null,
      description: 'Staff unassigned: Sick child',
    });
    expect(await screen.findByText('Staff unassigned')).toBeTruthy();
    await waitFor(() => expect(readsAt.some((t) => t > postedAt)).toBe(true));
    expect(readsAt.find((t) => t > postedAt)! - postedAt).toBeGreaterThanOrEqual(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancel sends "Shift cancelled: {reason}" with cancelled true; a failure shows the server message', async () => {
    entries = [rotation()];
    const http = api([
      {
        method: 'POST',
        path: '/api/schedules/override',
        reply: [
          409,
          { success: false, error: 'This shift already has an override on this date', code: 'CONFLICT' },
        ],
      },
    ]);
    const { user, dialog } = await openShift('Early: Anna Jansen');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel (this date only)' }));
    const reason = await findOpenDialog('Cancel shift');
    await user.type(within(reason).getByLabelText('Reason'), 'Ward closed');
    await user.click(within(reason).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(http.find('POST', '/api/schedules/override')).toHaveLength(1));
    expect(http.find('POST', '/api/schedules/override')[0]!.body).toMatchObject({
      staffId: null,
      description: 'Shift cancelled: Ward closed',
      cancelled: true,
    });
    expect(await screen.findByText('This shift already has an override on this date')).toBeTruthy();
  });

  it('one-off: Reassign and Delete after the confirmation of docs/product/schedule.md#shift-actions (DELETE the entry)', async () => {
    entries = [
      buildEntry(
        early,
        {
          date: '2026-03-10',
          entryType: 'ONE_OFF',
          isOneOffShift: true,
          rotationSlotId: null,
          scheduleEntryId: ONE_OFF_ID,
          id: ONE_OFF_ID,
        },
        bob,
      ),
    ];
    const http = api([{ method: 'DELETE', path: `/api/schedules/entries/${ONE_OFF_ID}`, reply: ok(null) }]);
    const { user, dialog } = await openShift('Early: Bob Smit (one-off)');
    expect(within(dialog).getByText('One-off shift')).toBeTruthy();
    expect(actionNames(dialog)).toEqual(['Reassign', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this one-off shift?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(http.find('DELETE', `/api/schedules/entries/${ONE_OFF_ID}`)).toHaveLength(1));
    expect(await screen.findByText('One-off shift deleted')).toBeTruthy();
  });

  it('override: Reassign and Remove override (DELETE the stored entry); failures without a message use the fallback text (docs/product/api-conventions.md#client-error-messages)', async () => {
    entries = [
      buildEntry(
        early,
        { date: '2026-03-10', entryType: 'OVERRIDE', scheduleEntryId: OVERRIDE_ID, originalStaffId: anna.id },
        bob,
      ),
    ];
    const http = api([{ method: 'DELETE', path: `/api/schedules/entries/${OVERRIDE_ID}`, reply: [500, {}] }]);
    const { user, dialog } = await openShift('Early: Bob Smit (override)');
    expect(actionNames(dialog)).toEqual(['Reassign', 'Remove override']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove override' }));
    await waitFor(() => expect(http.find('DELETE', `/api/schedules/entries/${OVERRIDE_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Failed to complete action. Please try again.')).toBeTruthy();
  });
});

describe('override form', () => {
  it('lists only active staff skilled for the shift type, requires a choice and creates the override', async () => {
    entries = [buildEntry(early, { date: '2026-03-10' })];
    const http = api([
      {
        method: 'POST',
        path: '/api/schedules/override',
        reply: (r) => [201, { success: true, data: { ...entries[0], ...(r.body as object) } }],
      },
    ]);
    const { user, dialog } = await openShift('Early: Open (unfilled)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Staff' }));
    const form = await findOpenDialog('Assign Staff');
    const select = await within(form).findByLabelText('Replacement staff');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a staff member', 'Anna Jansen — fits', 'Bob Smit — fits']);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please select a replacement staff member')).toBeTruthy();
    await user.selectOptions(select, bob.id);
    await user.type(within(form).getByLabelText('Reason (optional)'), 'Swap');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.find('POST', '/api/schedules/override')).toHaveLength(1));
    expect(http.find('POST', '/api/schedules/override')[0]!.body).toEqual({
      date: '2026-03-10',
      shiftTypeId: early.id,
      rotationSlotId: entries[0]!.rotationSlotId,
      originalStaffId: null,
      staffId: bob.id,
      description: 'Swap',
    });
  });

  it('updates an existing override with PUT, and disables Save when nobody else is eligible', async () => {
    entries = [
      buildEntry(
        early,
        { date: '2026-03-10', entryType: 'OVERRIDE', scheduleEntryId: OVERRIDE_ID, originalStaffId: anna.id },
        bob,
      ),
      buildEntry(night, { date: '2026-03-11' }, dana),
      buildEntry(onCall, { date: '2026-03-12' }, dana),
    ];
    const http = api([
      {
        method: 'PUT',
        path: `/api/schedules/entries/${OVERRIDE_ID}`,
        reply: (r) => ok({ ...entries[0], ...(r.body as object) }),
      },
    ]);
    const { user, dialog } = await openShift('Early: Bob Smit (override)');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    const form = await findOpenDialog('Reassign Staff');
    await user.selectOptions(await within(form).findByLabelText('Replacement staff'), anna.id);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.find('PUT', `/api/schedules/entries/${OVERRIDE_ID}`)).toHaveLength(1));
    expect(http.find('PUT', `/api/schedules/entries/${OVERRIDE_ID}`)[0]!.body).toEqual({
      staffId: anna.id,
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Night: Dana holds it and Bob is the only other skilled, active member.
    await user.click(screen.getByRole('button', { name: 'Night: Dana Nights' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }));
    const nightForm = await findOpenDialog('Reassign Staff');
    const options = within(await within(nightForm).findByLabelText('Replacement staff')).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['Select a staff member', 'Bob Smit — fits']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // On call: only Dana is skilled, so there is nobody to reassign to.
    await user.click(screen.getByRole('button', { name: 'On call: Dana Nights' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reassign' }));
    const onCallForm = await findOpenDialog('Reassign Staff');
    expect(
      await within(onCallForm).findByText('No other active staff member has a skill for this shift type.'),
    ).toBeTruthy();
    expect((within(onCallForm).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

import type { Absence, AvailabilityRequest, ScheduleEntry } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { buildWorkspace } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff, ok } from '@/test/staff-factories';
import { DashboardPage } from './dashboard-page';
import { buildEntry } from '@/test/schedule-factories';

// 23:30 UTC on 1 March is already 2 March in Amsterdam, the workspace's zone.
const now = new Date('2026-03-01T23:30:00Z');
const TODAY = '2026-03-02';

const dayType = buildShiftType({ name: 'Day', startTime: '07:00', endTime: '15:00', color: '#10b981' });
const nightType = buildShiftType({ name: 'Night', startTime: '22:00', endTime: '06:00', color: '#6366f1' });
const anna = buildStaff({ name: 'Anna de Vries' });
const ben = buildStaff({ name: 'Ben Bakker' });
const cees = buildStaff({ name: 'Cees Jansen', active: false });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function entry(
  day: number,
  options: { type?: typeof dayType; staff?: typeof anna | null; cancelled?: boolean; absent?: boolean } = {},
): ScheduleEntry {
  const staff = options.staff === undefined ? anna : options.staff;
  return buildEntry(
    options.type ?? dayType,
    {
      date: addDays(TODAY, day),
      rotationSlotId: null,
      isUnfilled: staff === null && !options.cancelled,
      isCancelled: options.cancelled ?? false,
      hasAbsence: options.absent ?? false,
    },
    staff,
  );
}

const absence: Absence = {
  id: '00000000-0000-4000-a000-000000000001',
  staffId: ben.id,
  staff: { id: ben.id, name: ben.name, shortName: ben.shortName },
  startDate: addDays(TODAY, 3),
  endDate: addDays(TODAY, 4),
  reason: null,
  type: 'VACATION',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

/** Previous week (days −14 … −7) 2 of 4 filled = 50 %; the next 30 days 8 of 10 = 80 %; today all filled. */
function scheduleEntries({ todayFilled = true, previousAllFilled = false } = {}): ScheduleEntry[] {
  return [
    entry(-14),
    entry(-12, { staff: previousAllFilled ? ben : null }),
    entry(-9, { staff: previousAllFilled ? ben : null }),
    entry(-7),
    entry(-1, { staff: null }),
    entry(0),
    entry(0, { type: nightType, staff: todayFilled ? ben : null }),
    entry(0, { staff: null, cancelled: true }),
    entry(1, { staff: null }),
    entry(1, { type: nightType }),
    entry(2),
    entry(3, { staff: ben, absent: true }),
    entry(5),
    entry(6, { type: nightType }),
    entry(10, { staff: null }),
    entry(20),
  ];
}

function api({
  entries = scheduleEntries(),
  schedule,
  availabilityRequests = [],
}: { entries?: ScheduleEntry[]; schedule?: FakeReply; availabilityRequests?: AvailabilityRequest[] } = {}) {
  return fakeApi([
    {
      method: 'GET',
      path: '/api/schedules',
      reply:
        schedule ??
        ok({
          startDate: addDays(TODAY, -14),
          endDate: addDays(TODAY, 30),
          today: TODAY,
          timeZone: 'Europe/Amsterdam',
          entries,
        }),
    },
    { method: 'GET', path: '/api/absences/range', reply: ok({ items: [absence] }) },
    { method: 'GET', path: '/api/trades', reply: ok({ trades: [], approval: 'MANAGER' }) },
    { method: 'GET', path: '/api/availability/requests', reply: ok(availabilityRequests) },
    { method: 'GET', path: '/api/staff', reply: ok([anna, ben, cees]) },
    { method: 'GET', path: '/api/shift-types', reply: ok([dayType, nightType]) },
    { method: 'GET', path: '/api/rotation-patterns', reply: ok([]) },
  ]);
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  resetApp();
  sessionStorage.clear();
  const workspace = buildWorkspace({
    id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Ward 4B',
    timeZone: 'Europe/Amsterdam',
    onboardingCompleted: true,
  });
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DashboardPage', () => {
  it("welcomes the user to the workspace with today's date in the workspace's zone", async () => {
    api();
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Ward 4B' })).toBeTruthy();
    expect(screen.getByText(/^Today is Monday,? 2 March 2026$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View schedule' }).getAttribute('href')).toBe('/schedule');
    await screen.findByRole('list', { name: 'Key figures' });
  });

  it('writes the date in Dutch when the interface is Dutch', async () => {
    await i18next.changeLanguage('nl');
    api();
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Welkom bij Ward 4B' })).toBeTruthy();
    expect(screen.getByText(/^Vandaag is het maandag,? 2 maart 2026$/)).toBeTruthy();
    const coverage = (await screen.findByRole('heading', { name: 'Bezettingsgraad' })).closest('li')!;
    expect(coverage.textContent).toContain('▲ 30 procentpunten t.o.v. vorige week');
  });

  it('reads today − 14 … today + 30 and the next 7 days of absences, and shows the figures', async () => {
    const server = api();
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    await screen.findByRole('list', { name: 'Key figures' });
    expect(server.find('GET', '/api/schedules')[0]?.params).toEqual({
      startDate: '2026-02-16',
      endDate: '2026-04-01',
    });
    expect(server.find('GET', '/api/absences/range')[0]?.params).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });

    expect(card('Coverage rate').textContent).toContain('80%');
    expect(card('Coverage rate').textContent).toContain('▲ 30 pp vs previous week');
    expect(card('Active staff').textContent).toContain('2');
    expect(card('Active staff').textContent).toContain('of 3 staff members');
    expect(within(card('Unfilled shifts')).getByText('2')).toBeTruthy();
    expect(within(card('Urgent needs')).getByText('1')).toBeTruthy();

    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(attention.textContent).toContain('1 urgent shift needs staff in the next 3 days');
    expect(attention.textContent).toContain('1 shift clashes with an absence in the next 7 days');
    expect(attention.textContent).toContain('1 absence in the next 7 days');
    expect(within(attention).getByRole('link', { name: 'Open schedule' }).getAttribute('href')).toBe(
      '/schedule',
    );
    expect(within(attention).getByRole('link', { name: 'Open absences' }).getAttribute('href')).toBe(
      '/staff/absences',
    );
    // Auto-fill (issue 16): opens the calendar with the "Fill open shifts" dialog.
    expect(within(attention).getByRole('link', { name: 'Fill open shifts' }).getAttribute('href')).toBe(
      '/schedule',
    );

    const upcoming = screen.getByRole('list', { name: 'Upcoming shifts' });
    const rows = within(upcoming).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('Day');
    expect(rows[0]!.textContent).toContain('Mon 2 Mar');
    expect(rows[0]!.textContent).toContain('07:00–15:00');
    expect(rows[0]!.textContent).toContain('Anna de Vries');
    expect(rows[2]!.textContent).toContain('Unfilled');

    const totals = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(totals('Filled shifts')).toBe('8');
    expect(totals('Upcoming absences')).toBe('1');
    expect(totals('Total shifts')).toBe('10');
    expect(totals('Total staff')).toBe('3');

    // The 7-day trend, also as a table: yesterday 0 of 1, today 2 of 2 (the cancelled shift is not needed).
    const trend = screen.getByRole('table', { name: 'Coverage trend' });
    const trendRows = within(trend).getAllByRole('row').slice(1);
    expect(trendRows).toHaveLength(7);
    expect(trendRows[5]!.textContent).toContain('0%');
    expect(trendRows[6]!.textContent).toContain('100%');
    expect(trendRows[6]!.textContent).toContain('2 of 2');
  });

  it('plays confetti once a day when every shift of today is filled', async () => {
    api();
    const celebrate = vi.fn();
    const view = renderPage(<DashboardPage now={now} celebrate={celebrate} />);
    expect(await screen.findByText('Every shift of today is filled. Well done!')).toBeTruthy();
    expect(celebrate).toHaveBeenCalledOnce();
    view.unmount();
    renderPage(<DashboardPage now={now} celebrate={celebrate} />);
    await screen.findByText('Every shift of today is filled. Well done!');
    expect(celebrate).toHaveBeenCalledOnce();
  });

  it('plays no confetti while a shift of today is open, and shows a drop in coverage', async () => {
    api({ entries: scheduleEntries({ todayFilled: false, previousAllFilled: true }) });
    const celebrate = vi.fn();
    renderPage(<DashboardPage now={now} celebrate={celebrate} />);
    await screen.findByRole('list', { name: 'Key figures' });
    // Now 7 of 10 = 70 % against 100 % the week before last.
    expect(card('Coverage rate').textContent).toContain('70%');
    expect(card('Coverage rate').textContent).toContain('▼ 30 pp vs previous week');
    expect(within(card('Urgent needs')).getByText('2')).toBeTruthy();
    expect(screen.queryByText('Every shift of today is filled. Well done!')).toBeNull();
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('counts the availability changes waiting for a decision and links to their list in the workspace settings', async () => {
    const request = (status: AvailabilityRequest['status'], n: number): AvailabilityRequest => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      staffId: ben.id,
      staffName: ben.name,
      kind: 'EXCEPTION',
      payload: { date: '2026-03-10', kind: 'UNAVAILABLE' },
      status,
      reason: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    api({ availabilityRequests: [request('PENDING', 1), request('PENDING', 2), request('REFUSED', 3)] });
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    await waitFor(() =>
      expect(attention.textContent).toContain('2 availability changes wait for your approval'),
    );
    expect(within(attention).getByRole('link', { name: 'Review availability' }).getAttribute('href')).toBe(
      '/settings/workspace#availability-requests',
    );
  });

  it('says when the schedule cannot be loaded', async () => {
    api({ schedule: [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }] });
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    expect(await screen.findByText('Failed to load schedule data. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens the Add Shift dialog from the quick-add button', async () => {
    const user = userEvent.setup();
    api();
    renderPage(<DashboardPage now={now} celebrate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add one-off shift' }));
    expect(await screen.findByRole('dialog', { name: 'Add Shift' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'One-off Shift' })).toBeTruthy());
  });
});

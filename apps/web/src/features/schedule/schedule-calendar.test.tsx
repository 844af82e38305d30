import type { ScheduleEntry } from '@openrota/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printSchedulePdf } from '@/features/schedule/api/pdf';
import { queryClient } from '@/lib/query-client';
import { publishKeys } from '@/lib/schedule-api/publish';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildEntry, calendarRoutes, ok, renderSchedule } from './schedule-test-utils';
import { findOpenDialog } from '@/test/dialogs';

vi.mock('@/features/schedule/api/pdf', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  printSchedulePdf: vi.fn(() => Promise.resolve()),
}));

const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700' });
const night = buildShiftType({ name: 'Night', shortName: 'N', color: '#1e3a8a' });
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early]);
const bob = buildStaff({ name: 'Bob Smit', shortName: 'BS' }, [early, night]);
const TODAY = '2026-03-04';

let entries: ScheduleEntry[] = [];
const api = () =>
  fakeApi(
    calendarRoutes({ entries: () => entries, today: TODAY, staff: [anna, bob], shiftTypes: [early, night] }),
  );

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
  entries = [
    buildEntry(
      early,
      {
        date: '2026-03-05',
        rotationPatternId: 'p1',
        rotationPatternName: 'Ward rota',
        rotationWeek: 2,
        rotationWeekCount: 4,
      },
      anna,
    ),
    buildEntry(night, {
      date: '2026-03-05',
      rotationPatternId: 'p1',
      rotationPatternName: 'Ward rota',
      rotationWeek: 2,
      rotationWeekCount: 4,
    }),
    buildEntry(early, { date: '2026-03-20' }, bob),
  ];
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('month calendar', () => {
  it('shows March 2026 Monday first, padded from 2026-02-23 to 2026-04-05, and reads that range', async () => {
    const http = api();
    renderSchedule('/schedule/month/2026-03');
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Month calendar' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label'));
    expect(headers).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const dates = [...grid.querySelectorAll('[data-date]')].map((d) => d.getAttribute('data-date'));
    expect(dates).toHaveLength(42);
    expect(dates[0]).toBe('2026-02-23');
    expect(dates.at(-1)).toBe('2026-04-05');
    expect(http.find('GET', '/api/schedules')[0]!.params).toMatchObject({
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
  });

  it('shows a day’s filled/total, its rotation week with pattern name, and the badges; the summary counts the month', async () => {
    api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    const thursday = day('2026-03-05');
    expect(within(thursday).getByLabelText('1 of 2 shifts filled').textContent).toBe('1/2');
    expect(within(thursday).getByRole('button', { name: 'Ward rota: week 2 of 4' }).textContent).toBe('W2');
    expect(within(thursday).getByRole('button', { name: 'Early: Anna Jansen' }).textContent).toContain('AJ');
    // Tomorrow, needed and open: urgent within the calendar's 7 days.
    expect(within(thursday).getByRole('button', { name: 'Night: Open (unfilled)' })).toBeTruthy();
    expect(thursday.getAttribute('data-urgent')).toBe('true');
    expect(day('2026-03-20').getAttribute('data-urgent')).toBeNull();
    const summary = screen.getByLabelText('Summary');
    expect(summary.textContent).toContain('Filled2/3');
    expect(summary.textContent).toContain('Unfilled1');
    expect(summary.textContent).toContain('Urgent1');
  });

  it('uses Dutch month and weekday names', async () => {
    await i18next.changeLanguage('nl');
    api();
    renderSchedule('/schedule/month/2026-03');
    expect(await screen.findByRole('heading', { name: 'maart 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-label')).toBe('maandag');
  });

  it('navigates by month across years and back to today', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    const view = renderSchedule('/schedule/month/2026-01?staffId=' + anna.id);
    await screen.findByRole('heading', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'December 2025' })).toBeTruthy();
    expect(view.location()).toBe(`/schedule/month/2025-12?staffId=${anna.id}`);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(view.location()).toBe(`/schedule/month/2026-02?staffId=${anna.id}`);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(view.location()).toBe(`/schedule/month/2026-03?staffId=${anna.id}`);
  });

  it('hides filled shifts when "Show filled shifts" is off and remembers the toggle', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    const first = renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('checkbox', { name: 'Show filled shifts' }));
    expect(within(day('2026-03-05')).queryByRole('button', { name: 'Early: Anna Jansen' })).toBeNull();
    expect(within(day('2026-03-05')).getByRole('button', { name: 'Night: Open (unfilled)' })).toBeTruthy();
    first.unmount();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(screen.getByRole('checkbox', { name: 'Show filled shifts' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('shows the calendar’s load error (docs/product/schedule.md#calendar) when the schedule cannot be read', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/schedules',
        reply: [500, { success: false, error: 'Internal error', code: 'INTERNAL' }],
      },
      { method: 'GET', path: '/api/shift-types', reply: NOT_FOUND },
      { method: 'GET', path: '/api/staff', reply: NOT_FOUND },
      { method: 'GET', path: '/api/trades', reply: NOT_FOUND },
      { method: 'GET', path: '/api/publish/status', reply: NOT_FOUND },
      { method: 'GET', path: '/api/auto-fill', reply: NOT_FOUND },
    ]);
    renderSchedule('/schedule/month/2026-03');
    expect(await screen.findByText('Failed to load schedule data. Please try again later.')).toBeTruthy();
  });
});

describe('week calendar', () => {
  it('2026-53 shows 28 Dec 2026 – 3 Jan 2027 and pages across the year', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = api();
    const view = renderSchedule('/schedule/week/2026-53');
    expect(await screen.findByRole('heading', { name: '28 Dec 2026 – 3 Jan 2027' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Week calendar' });
    expect([...list.querySelectorAll('[data-date]')].map((d) => d.getAttribute('data-date'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(http.find('GET', '/api/schedules')[0]!.params).toMatchObject({
      startDate: '2026-12-28',
      endDate: '2027-01-03',
    });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(view.location()).toBe('/schedule/week/2027-01');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(view.location()).toBe('/schedule/week/2026-52');
  });

  it('switches month → week at today’s week (today in the month) or the 1st’s week, and week → month', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    const view = renderSchedule('/schedule/month/2026-03?showAbsences=true');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('link', { name: 'Week' }));
    expect(view.location()).toBe('/schedule/week/2026-10?showAbsences=true');
    await user.click(await screen.findByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    // Week 2026-14 starts Monday 30 March: its month is March.
    expect(view.location()).toBe('/schedule/week/2026-14?showAbsences=true');
    await user.click(screen.getByRole('link', { name: 'Month' }));
    expect(view.location()).toBe('/schedule/month/2026-03?showAbsences=true');
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('link', { name: 'Week' }));
    // April: today is not in it, so the week of 1 April.
    expect(view.location()).toBe('/schedule/week/2026-14?showAbsences=true');
  });
});

describe('redirects', () => {
  it.each([
    ['/schedule', '/schedule/month/2026-03'],
    ['/schedule/2026-05', '/schedule/month/2026-05'],
    ['/schedule/not-a-month', '/schedule/month/2026-03'],
    ['/schedule/month', '/schedule/month/2026-03'],
    ['/schedule/month/2026-13', '/schedule/month/2026-03'],
    ['/schedule/week', '/schedule/week/2026-10'],
    ['/schedule/week/2027-53', '/schedule/week/2026-10'],
  ])('%s → %s', async (from, to) => {
    api();
    const view = renderSchedule(from);
    await waitFor(() => expect(view.location()).toBe(to));
  });
});

describe('filters and presets', () => {
  it('keeps staff and flags in the URL (replacing the entry), reads with the staff filter and counts active filters', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = api();
    const view = renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Staff'), anna.id);
    await user.click(screen.getByRole('checkbox', { name: 'Show conflicts' }));
    expect(view.location()).toBe(`/schedule/month/2026-03?staffId=${anna.id}&showConflicts=true`);
    expect(view.router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(http.find('GET', '/api/schedules').some((r) => r.params.staffId === anna.id)).toBe(true),
    );
    expect(screen.getByLabelText('2 filters active').textContent).toBe('2');
  });

  it('marks the matching preset active, applies a built-in one, saves a named preset only with filters and deletes it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    const view = renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'All Shifts' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save preset' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Conflicts & Absences' }));
    expect(view.location()).toBe('/schedule/month/2026-03?showAbsences=true&showConflicts=true');
    expect(screen.getByRole('button', { name: 'Conflicts & Absences' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All Shifts' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Unfilled Only' }));
    expect(view.location()).toBe('/schedule/month/2026-03');
    expect(within(day('2026-03-05')).queryByRole('button', { name: 'Early: Anna Jansen' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Shift type'), night.id);
    expect(screen.getByRole('button', { name: 'Unfilled Only' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(screen.getByText('Please enter a name for the preset')).toBeTruthy();
    await user.type(screen.getByLabelText('Preset name'), 'Open nights');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(screen.getByRole('button', { name: 'Open nights' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('schedule-filter-presets')!)).toEqual([
      expect.objectContaining({
        name: 'Open nights',
        staffId: null,
        shiftTypeId: night.id,
        showAbsences: false,
        showConflicts: false,
        showFilledShifts: false,
        isDefault: false,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'All Shifts' }));
    expect(screen.getByRole('button', { name: 'Open nights' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Delete preset Open nights' }));
    expect(screen.queryByRole('button', { name: 'Open nights' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('schedule-filter-presets')!)).toEqual([]);
  });
});

describe('adding a shift', () => {
  it('clicking empty space in a day opens Add Shift with the One-off tab on that date', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(day('2026-03-12'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    expect(within(dialog).getByRole('tab', { name: 'One-off Shift' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(((await within(dialog).findByLabelText('Date')) as HTMLInputElement).value).toBe('2026-03-12');
  });

  it('clicking a badge opens its details instead', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(within(day('2026-03-05')).getByRole('button', { name: 'Early: Anna Jansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Early' });
    expect(within(dialog).getByText('Ward rota, week 2 of 4')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Shift' })).toBeNull();
  });
});

describe('shift trades', () => {
  it('marks a shift with a pending trade offer and its detail shows the trade state', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const offered = entries[0]!;
    const person = { id: anna.id, name: 'Anna Jansen', shortName: 'AJ' };
    const trade = {
      id: '00000000-0000-4000-8000-00000000f001',
      kind: 'GIVE_AWAY',
      status: 'ACCEPTED',
      shift: {
        shiftId: offered.id,
        date: offered.date,
        rotationSlotId: null,
        scheduleEntryId: null,
        shiftType: offered.shiftType,
        staff: person,
      },
      offeredBy: person,
      swapOptions: [],
      acceptedBy: { id: bob.id, name: 'Bob Smit', shortName: 'BS' },
      acceptedShift: null,
      note: null,
      reason: null,
      startsAt: '2026-03-05T06:00:00.000Z',
      createdAt: '2026-03-02T10:00:00.000Z',
      acceptedAt: '2026-03-02T11:00:00.000Z',
      decidedAt: null,
    };
    const server = fakeApi(
      calendarRoutes({
        entries: () => entries,
        today: TODAY,
        staff: [anna, bob],
        shiftTypes: [early, night],
        extra: [{ method: 'GET', path: '/api/trades', reply: ok({ trades: [trade], approval: 'MANAGER' }) }],
      }),
    );
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(await within(day('2026-03-05')).findByRole('img', { name: 'Trade offer pending' })).toBeTruthy();
    expect(within(day('2026-03-20')).queryByRole('img', { name: 'Trade offer pending' })).toBeNull();
    expect(server.find('GET', '/api/trades')[0]?.params).toEqual({
      status: 'PENDING',
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
    await user.click(within(day('2026-03-05')).getByRole('button', { name: 'Early: Anna Jansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Early' });
    expect(within(dialog).getByTestId('trade-state').textContent).toContain(
      'Anna Jansen offers this shift (Give away); Bob Smit accepted it, waiting for a manager',
    );
  });
});

describe('absences, conflicts and urgency', () => {
  it('shows absent staff per day from the absence range and marks conflicting shifts and days', async () => {
    entries = [
      buildEntry(
        early,
        { date: '2026-03-05', hasAbsence: true, absenceWarning: 'Anna Jansen is absent (SICK)' },
        anna,
      ),
      buildEntry(early, { date: '2026-03-06' }, bob),
    ];
    const absence = {
      id: '00000000-0000-4000-a000-00000000ab01',
      staffId: anna.id,
      staff: { id: anna.id, name: 'Anna Jansen', shortName: 'AJ' },
      startDate: '2026-03-05',
      endDate: '2026-03-06',
      reason: null,
      type: 'SICK',
      createdAt: '',
      updatedAt: '',
    };
    const http = fakeApi(
      calendarRoutes({
        entries: () => entries,
        today: TODAY,
        staff: [anna, bob],
        shiftTypes: [early, night],
        extra: [{ method: 'GET', path: '/api/absences/range', reply: ok({ items: [absence] }) }],
      }),
    );
    renderSchedule('/schedule/month/2026-03?showAbsences=true&showConflicts=true');
    await screen.findByRole('grid');
    await waitFor(() => expect(within(day('2026-03-06')).getByText('AJ absent')).toBeTruthy());
    expect(http.find('GET', '/api/absences/range')[0]!.params).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-04-05',
    });
    expect(within(day('2026-03-05')).getByText('AJ absent')).toBeTruthy();
    expect(within(day('2026-03-07')).queryByText('AJ absent')).toBeNull();
    expect(
      within(day('2026-03-05')).getByRole('button', { name: 'Early: Anna Jansen (staff absent, conflict)' }),
    ).toBeTruthy();
    expect(day('2026-03-05').getAttribute('data-conflict')).toBe('true');
    expect(day('2026-03-06').getAttribute('data-conflict')).toBeNull();
  });

  it('reads no absences while the filter is off, and stops marking urgent days when "Highlight urgent" is off', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(day('2026-03-05').getAttribute('data-urgent')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Highlight urgent' }));
    expect(day('2026-03-05').getAttribute('data-urgent')).toBeNull();
    expect(http.find('GET', '/api/absences/range')).toHaveLength(0);
  });
});

describe('read-only role', () => {
  it('STAFF sees the shifts and their details but no way to add or change them', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const workspace = buildWorkspace({ onboardingCompleted: true, role: 'STAFF' });
    signIn({ workspaces: [workspace], selected: workspace });
    api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Add Shift' })).toBeNull();
    await user.click(day('2026-03-12'));
    expect(screen.queryByRole('dialog', { name: 'Add Shift' })).toBeNull();
    await user.click(within(day('2026-03-05')).getByRole('button', { name: 'Early: Anna Jansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Early' });
    expect(within(dialog).queryByRole('button', { name: 'Reassign' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Unassign' })).toBeNull();
  });
});

describe('quick actions', () => {
  it('"export PDF" opens the export dialog on the shown month; "print" prints the shown month with the filters', async () => {
    const { emitPageEvent } = await import('@/lib/page-events');
    api();
    renderSchedule(`/schedule/week/2026-14?staffId=${anna.id}&showAbsences=true`);
    await screen.findByRole('list', { name: 'Week calendar' });
    act(() => void emitPageEvent('schedule:print'));
    expect(vi.mocked(printSchedulePdf)).toHaveBeenCalledWith(
      '2026-03',
      expect.objectContaining({ staffId: anna.id, showAbsences: true, showConflicts: false, language: 'en' }),
    );
    act(() => void emitPageEvent('schedule:export-pdf'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByDisplayValue('2026-03').length).toBeGreaterThan(0);
  });

  it('"create one-off shift" opens Add Shift on tomorrow', async () => {
    const { emitPageEvent } = await import('@/lib/page-events');
    api();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    act(() => void emitPageEvent('schedule:create-one-off'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    expect(((await within(dialog).findByLabelText('Date')) as HTMLInputElement).value).toBe('2026-03-05');
  });
});

describe('unpublished changes (docs/product/publish.md)', () => {
  const ref = (s: { id: string; name: string; shortName: string | null }) => ({
    id: s.id,
    name: s.name,
    shortName: s.shortName,
  });
  const shift = (type: typeof early, date: string) => ({
    entryId: `rotation:x:${date}`,
    date,
    shiftType: {
      id: type.id,
      name: type.name,
      shortName: type.shortName,
      color: type.color,
      startTime: type.startTime,
      endTime: type.endTime,
    },
  });
  // Bob got a Night on 12 March, Anna's Night of 10 March was removed, Bob's Early moved 19 → 20 March.
  const changes = [
    { kind: 'ADDED', staff: ref(bob), before: null, after: shift(night, '2026-03-12') },
    { kind: 'REMOVED', staff: ref(anna), before: shift(night, '2026-03-10'), after: null },
    {
      kind: 'MOVED',
      staff: ref(bob),
      before: shift(early, '2026-03-19'),
      after: shift(early, '2026-03-20'),
    },
  ];
  const publishApi = (mode: 'IMMEDIATE' | 'ON_PUBLISH') => {
    let pending = changes.length;
    return fakeApi(
      calendarRoutes({
        entries: () => entries,
        today: TODAY,
        staff: [anna, bob],
        shiftTypes: [early, night],
        extra: [
          {
            method: 'GET',
            path: '/api/publish/status',
            reply: () =>
              ok({
                mode,
                today: TODAY,
                publishedFrom: TODAY,
                publishedUntil: '2026-03-31',
                pending,
                members: [],
                changes: pending ? changes : [],
              }),
          },
          {
            method: 'POST',
            path: '/api/publish',
            reply: () => {
              pending = 0;
              return ok({
                publication: {
                  id: '00000000-0000-4000-a000-0000000000b1',
                  publishedAt: '2026-03-04T10:00:00.000Z',
                  publishedBy: 'Mia Manager',
                  startDate: TODAY,
                  until: '2026-04-05',
                  changes: 3,
                  members: 2,
                },
                mailed: 2,
              });
            },
          },
        ],
      }),
    );
  };
  beforeEach(() => {
    entries = [
      ...entries,
      buildEntry(early, { date: '2026-03-12' }, bob),
      buildEntry(night, { date: '2026-03-12' }, bob),
    ];
  });

  it('marks only the changed badges and the days of removed shifts, until the manager publishes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    publishApi('ON_PUBLISH');
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    const added = await within(day('2026-03-12')).findByRole('button', {
      name: 'Night: Bob Smit (unpublished change)',
    });
    expect(added.getAttribute('title')).toBe('Night: Bob Smit (unpublished change)');
    // Bob's unchanged Early of the same day and Anna's Early keep their names.
    expect(within(day('2026-03-12')).getByRole('button', { name: 'Early: Bob Smit' })).toBeTruthy();
    expect(within(day('2026-03-05')).getByRole('button', { name: 'Early: Anna Jansen' })).toBeTruthy();
    expect(
      within(day('2026-03-20')).getByRole('button', { name: 'Early: Bob Smit (unpublished change)' }),
    ).toBeTruthy();
    // What no badge shows any more marks its day.
    const removed = within(day('2026-03-10')).getByRole('img', {
      name: 'Unpublished change: Removed: Night · Anna Jansen',
    });
    expect(removed.getAttribute('title')).toBe('Unpublished change: Removed: Night · Anna Jansen');
    expect(
      within(day('2026-03-19')).getByRole('img', {
        name: 'Unpublished change: Moved from here: Early · Bob Smit',
      }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('unpublished-day-marker')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Legend' })).getByText('Unpublished change'),
    ).toBeTruthy();

    await user.click(within(screen.getByTestId('publish-bar')).getByRole('button', { name: 'Publish' }));
    const dialog = await findOpenDialog('Publish the schedule');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await within(day('2026-03-12')).findByRole('button', { name: 'Night: Bob Smit' });
    expect(within(day('2026-03-20')).getByRole('button', { name: 'Early: Bob Smit' })).toBeTruthy();
    expect(screen.queryAllByTestId('unpublished-day-marker')).toHaveLength(0);
    expect(
      within(screen.getByRole('region', { name: 'Legend' })).queryByText('Unpublished change'),
    ).toBeNull();
  });

  it('lists what was removed on the week view, in Dutch', async () => {
    await i18next.changeLanguage('nl');
    publishApi('ON_PUBLISH');
    renderSchedule('/schedule/week/2026-11');
    await screen.findByRole('list', { name: /week/i });
    const marker = await within(day('2026-03-10')).findByRole('img', {
      name: 'Niet-gepubliceerde wijziging: Verwijderd: Night · Anna Jansen',
    });
    expect(marker.textContent).toBe('Verwijderd: Night · Anna Jansen');
    expect(
      within(day('2026-03-12')).getByRole('button', {
        name: 'Night: Bob Smit (niet-gepubliceerde wijziging)',
      }),
    ).toBeTruthy();
  });

  it('narrows the markers to the staff filter', async () => {
    publishApi('ON_PUBLISH');
    renderSchedule(`/schedule/month/2026-03?staffId=${anna.id}`);
    await screen.findByRole('grid');
    expect(
      await within(day('2026-03-10')).findByRole('img', {
        name: 'Unpublished change: Removed: Night · Anna Jansen',
      }),
    ).toBeTruthy();
    // Bob's move is not Anna's.
    expect(screen.getAllByTestId('unpublished-day-marker')).toHaveLength(1);
  });

  it('marks nothing while the workspace publishes every change at once', async () => {
    publishApi('IMMEDIATE');
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    // The status has been read (and rendered) before looking for what it must not show.
    await waitFor(() =>
      expect(queryClient.getQueryData(publishKeys.status('2026-02-23', '2026-04-05'))).toBeTruthy(),
    );
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByTestId('publish-bar')).toBeNull();
    expect(within(day('2026-03-12')).getByRole('button', { name: 'Night: Bob Smit' })).toBeTruthy();
    expect(screen.queryAllByTestId('unpublished-day-marker')).toHaveLength(0);
    expect(document.querySelector('[data-unpublished]')).toBeNull();
  });

  it('is not asked for the STAFF role', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: true, role: 'STAFF' });
    signIn({ workspaces: [workspace], selected: workspace });
    const http = publishApi('ON_PUBLISH');
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(within(day('2026-03-12')).getByRole('button', { name: 'Night: Bob Smit' })).toBeTruthy();
    expect(http.find('GET', '/api/publish/status')).toHaveLength(0);
    expect(screen.queryAllByTestId('unpublished-day-marker')).toHaveLength(0);
  });
});

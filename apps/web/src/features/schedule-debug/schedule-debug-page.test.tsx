import type { DebugData, DebugScheduleEntry } from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { ok } from '@/test/staff-factories';
import { ScheduleDebugPage } from './schedule-debug-page';

const ids = {
  pattern: '00000000-0000-4000-d000-000000000001',
  slot: '00000000-0000-4000-d000-000000000002',
  day: '00000000-0000-4000-d000-000000000003',
  anna: '00000000-0000-4000-d000-000000000004',
  bob: '00000000-0000-4000-d000-000000000005',
  override: '00000000-0000-4000-d000-000000000006',
  absence: '00000000-0000-4000-d000-000000000007',
};
const dayType = {
  id: ids.day,
  name: 'Day',
  shortName: 'D',
  color: '#10b981',
  startTime: '07:00',
  endTime: '15:00',
};

function entry(overrides: Partial<DebugScheduleEntry>): DebugScheduleEntry {
  return {
    id: `rotation:${ids.slot}:2026-03-02`,
    date: '2026-03-02',
    shiftTypeId: ids.day,
    shiftType: dayType,
    staffId: ids.anna,
    staff: { id: ids.anna, name: 'Anna de Vries', shortName: 'AV' },
    description: null,
    entryType: 'ROTATION',
    rotationSlotId: ids.slot,
    originalStaffId: null,
    isUnfilled: false,
    isOptional: false,
    isOneOffShift: false,
    isCancelled: false,
    isStaffInactive: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: null,
    rotationPatternId: ids.pattern,
    rotationPatternName: 'Ward rota',
    rotationWeekCount: 2,
    rotationWeek: 1,
    debugInfo: {
      source: 'rotation',
      calculationDetails: {
        patternStartDate: '2026-02-02',
        daysSincePatternStart: 28,
        weeksSincePatternStart: 4,
        weekCount: 2,
        rotationWeek: 1,
        dayOfWeek: 0,
        rotationStaffId: ids.anna,
        storedEntryId: null,
        steps: [
          'Week 4 since start, modulo 2 = rotation week 1',
          'Slot Monday Day assigned to Anna de Vries',
        ],
      },
    },
    ...overrides,
  };
}

const rotation = entry({});
const override = entry({
  id: ids.override,
  date: '2026-03-09',
  entryType: 'OVERRIDE',
  staffId: ids.bob,
  staff: { id: ids.bob, name: 'Bob Jansen', shortName: 'BJ' },
  originalStaffId: ids.anna,
  scheduleEntryId: ids.override,
  debugInfo: {
    source: 'override',
    calculationDetails: {
      ...rotation.debugInfo.calculationDetails,
      storedEntryId: ids.override,
      steps: ['Override replaces Anna de Vries with Bob Jansen'],
    },
  },
});
const cancelled = entry({
  id: 'cancelled-1',
  date: '2026-03-16',
  entryType: 'OVERRIDE',
  staffId: null,
  staff: null,
  isUnfilled: true,
  isCancelled: true,
});
const open = entry({ id: 'open-1', date: '2026-03-23', staffId: null, staff: null, isUnfilled: true });

const debugData: DebugData = {
  totalEntries: 4,
  entries: [rotation, override, cancelled, open],
  debugData: {
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    today: '2026-03-04',
    timeZone: 'Europe/Amsterdam',
    rotationPatterns: [
      {
        id: ids.pattern,
        name: 'Ward rota',
        weekCount: 2,
        startDate: '2026-02-02',
        endDate: null,
        active: true,
        rotationSlots: [
          {
            id: ids.slot,
            weekNumber: 1,
            dayOfWeek: 0,
            shiftTypeId: ids.day,
            shiftTypeName: 'Day',
            isOptional: false,
            staffId: ids.anna,
            staffName: 'Anna de Vries',
          },
        ],
      },
    ],
    manualEntries: [override],
    orphanedEntries: [],
    absences: [
      {
        id: ids.absence,
        staffId: ids.anna,
        staffName: 'Anna de Vries',
        startDate: '2026-03-20',
        endDate: '2026-03-21',
        type: 'SICK',
        reason: null,
      },
    ],
    processingSteps: [
      {
        step: 'load-patterns',
        description: 'Loaded 1 active rotation patterns overlapping 2026-03-01 – 2026-03-31',
        count: 1,
      },
      { step: 'apply-overrides', description: 'Applied 2 overrides', count: 2 },
    ],
  },
};

beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z'));
  const workspace = buildWorkspace({ role: 'ADMIN' });
  signIn({ workspaces: [workspace], selected: workspace });
});

afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const summaryValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('ScheduleDebugPage', () => {
  it('shows the current month: summary, steps, patterns, manual entries and per-entry calculation details', async () => {
    const user = userEvent.setup();
    const calls = fakeApi([{ method: 'GET', path: '/api/schedules/debug', reply: ok(debugData) }]);
    renderPage(<ScheduleDebugPage />);

    expect(((await screen.findByLabelText('Month')) as HTMLInputElement).value).toBe('2026-03');
    await screen.findByText('Total entries');
    expect(calls.find('GET', '/api/schedules/debug')[0]!.params).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(
      [
        'Total entries',
        'Rotation',
        'Overrides',
        'Claims',
        'One-offs',
        'Unfilled',
        'Cancelled',
        'Absences',
      ].map((label) => [label, summaryValue(label)]),
    ).toEqual([
      ['Total entries', '4'],
      ['Rotation', '2'],
      ['Overrides', '2'],
      ['Claims', '0'],
      ['One-offs', '0'],
      ['Unfilled', '1'],
      ['Cancelled', '1'],
      ['Absences', '1'],
    ]);

    // Processing steps are collapsed until asked for.
    expect(screen.queryByText('Applied 2 overrides')).toBeNull();
    const steps = screen.getByRole('button', { name: 'Processing steps (2)' });
    await user.click(steps);
    expect(steps.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Applied 2 overrides')).toBeTruthy();

    const pattern = screen.getByRole('article', { name: 'Ward rota' });
    expect(within(pattern).getByText('2 weeks')).toBeTruthy();
    expect(within(pattern).getByText('From 2026-02-02')).toBeTruthy();
    await user.click(within(pattern).getByRole('button', { name: 'Requirements (1)' }));
    const slotRow = within(within(pattern).getByRole('table')).getAllByRole('row')[1]!;
    expect([...slotRow.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '1',
      'Mon',
      'Day',
      'No',
      'Anna de Vries',
    ]);

    const manual = screen.getByRole('table', { name: 'Manual entries' });
    expect(within(manual).getAllByRole('row')).toHaveLength(2);
    expect(within(manual).getByText('Bob Jansen')).toBeTruthy();

    const generated = screen.getByRole('table', { name: 'Generated entries' });
    expect(within(generated).getByText('Cancelled')).toBeTruthy();
    expect(within(generated).getByText('Unfilled')).toBeTruthy();
    const details = within(generated).getByRole('button', {
      name: 'Calculation details of Day on Mon 2 Mar 2026',
    });
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(generated).getByText('Week 4 since start, modulo 2 = rotation week 1')).toBeTruthy();
    expect(within(generated).getByText('Days since pattern start').nextElementSibling!.textContent).toBe(
      '28',
    );
    expect(within(generated).getByText('Rotation week').nextElementSibling!.textContent).toBe('1');
    expect(within(generated).getByText('Rotation staff').nextElementSibling!.textContent).toBe(
      `Anna de Vries (${ids.anna})`,
    );
  });

  it('reads another month when one is picked and reloads on refresh', async () => {
    const user = userEvent.setup();
    const calls = fakeApi([{ method: 'GET', path: '/api/schedules/debug', reply: ok(debugData) }]);
    renderPage(<ScheduleDebugPage />);
    await screen.findByText('Total entries');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2028-02' } });
    await waitFor(() =>
      expect(calls.find('GET', '/api/schedules/debug').at(-1)!.params).toEqual({
        startDate: '2028-02-01',
        endDate: '2028-02-29',
      }),
    );
    const before = calls.find('GET', '/api/schedules/debug').length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.find('GET', '/api/schedules/debug').length).toBe(before + 1));
  });

  it('says "Failed to fetch debug data" when the call fails', async () => {
    const reply: FakeReply = [500, { success: false }];
    fakeApi([{ method: 'GET', path: '/api/schedules/debug', reply }]);
    renderPage(<ScheduleDebugPage />);
    expect(await screen.findByText('Failed to fetch debug data')).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    fakeApi([{ method: 'GET', path: '/api/schedules/debug', reply: ok(debugData) }]);
    renderPage(<ScheduleDebugPage />);
    expect(await screen.findByRole('heading', { name: 'Roosterdiagnose' })).toBeTruthy();
    expect(await screen.findByText('Totaal aantal diensten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verwerkingsstappen (2)' })).toBeTruthy();
  });
});

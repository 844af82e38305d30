import type { LedgerRow, OverrideBody, ScheduleEntry, ViolationDto } from '@openrota/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, calendarRoutes, ok, renderSchedule } from './schedule-test-utils';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, route, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildViolation, candidatesRoute } from '@/test/rule-checks';
import { findOpenDialog } from '@/test/dialogs';

/**
 * The roster grid (issue 13 §1, §2) against a fake server: what it shows per row and column, the
 * keyboard, and that each change is the dialogs' own write (override, entry update, delete) with
 * the rule dialog on a 409, the rollback on a refusal and Ctrl+Z.
 */

const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700', order: 0 });
const night = buildShiftType({
  name: 'Night',
  shortName: 'N',
  color: '#1e3a8a',
  startTime: '23:00',
  endTime: '07:00',
  order: 1,
});
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early]);
const bob = buildStaff({ name: 'Bob Smit', shortName: 'BS' }, [early, night]);
const dana = buildStaff({ name: 'Dana Nights', shortName: 'DN' }, [night]);
const staff = [anna, bob, dana];
// Week 11 of 2026: Monday 9 March to Sunday 15 March; today is Wednesday 4 March.
const WEEK = '/schedule/roster/2026-11';
const MON = '2026-03-09';
const TUE = '2026-03-10';
const OVERRIDE_ID = '00000000-0000-4000-a000-0000000000f2';

let entries: ScheduleEntry[] = [];
let violations: ViolationDto[] = [];

function ledgerRow(s: typeof anna, overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    staffId: s.id,
    staffName: s.name,
    staffShortName: s.shortName,
    active: true,
    shifts: 0,
    workedMinutes: 0,
    contractMinutes: 0,
    absenceMinutes: 0,
    hasContract: false,
    differenceMinutes: 0,
    yearBalanceMinutes: 0,
    nights: 0,
    weekendDays: 0,
    weekends: 0,
    evenings: 0,
    holidays: 0,
    shiftsByType: [],
    ...overrides,
  };
}

function api(extra: FakeRoute[] = [], states: Parameters<typeof candidatesRoute>[1] = {}) {
  return fakeApi([
    ...extra,
    route('GET', '/api/ledger', (r) =>
      ok({
        startDate: r.params.startDate,
        endDate: r.params.endDate,
        yearStart: '2026-01-01',
        rows: [
          ledgerRow(anna, {
            hasContract: true,
            workedMinutes: 32 * 60,
            contractMinutes: 36 * 60,
            yearBalanceMinutes: -4 * 60,
            nights: 0,
            weekends: 1,
          }),
          ledgerRow(bob, { workedMinutes: 40 * 60, nights: 2, yearBalanceMinutes: 6 * 60 }),
          ledgerRow(dana),
        ],
        medians: {
          workedMinutes: null,
          contractMinutes: null,
          differenceMinutes: null,
          yearBalanceMinutes: null,
          nights: null,
          weekends: null,
          evenings: null,
          holidays: null,
        },
      }),
    ),
    ...calendarRoutes({
      entries: () => entries,
      violations: () => violations,
      today: '2026-03-04',
      staff,
      shiftTypes: [early, night],
      extra: [candidatesRoute(staff, states)],
    }).map((r) =>
      r.path === '/api/absences/range'
        ? route('GET', '/api/absences/range', () =>
            ok({
              items: [
                {
                  id: '00000000-0000-4000-a000-0000000000a1',
                  staffId: dana.id,
                  staff: { id: dana.id, name: dana.name, shortName: dana.shortName },
                  startDate: '2026-03-11T12:00:00.000Z',
                  endDate: '2026-03-12T12:00:00.000Z',
                  reason: null,
                  type: 'SICK',
                  createdAt: '2026-03-01T00:00:00.000Z',
                  updatedAt: '2026-03-01T00:00:00.000Z',
                },
              ],
            }),
          )
        : r,
    ),
  ]);
}

const openEarly = () => buildEntry(early, { date: MON, id: 'rotation:open-early:2026-03-09' }, null);
const annaEarly = () => buildEntry(early, { date: MON, id: 'rotation:anna-early:2026-03-09' }, anna);
const bobNight = () => buildEntry(night, { date: MON, id: 'rotation:bob-night:2026-03-09' }, bob);

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true, role: 'MANAGER' });
  signIn({ workspaces: [workspace], selected: workspace });
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
  entries = [openEarly(), annaEarly(), bobNight()];
  violations = [];
  // happy-dom lays nothing out: the grid's scroll box gets a height, so the virtualiser draws its rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const row = (name: string) =>
  screen
    .getAllByRole('row', { hidden: true })
    .find((r) => within(r).queryByRole('rowheader', { hidden: true })?.textContent?.startsWith(name))!;
const cell = (name: string, date: string) => row(name).querySelector<HTMLElement>(`[data-date="${date}"]`)!;

async function renderGrid(path = WEEK) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderSchedule(path);
  await screen.findByRole('grid', { name: 'Roster: staff by day' });
  await waitFor(() => expect(row('Anna Jansen')).toBeTruthy());
  return { user, ...view };
}

/** Focuses a cell and sends keys to the grid (the grid handles them on the focused cell). */
function key(target: HTMLElement, k: string, init: Partial<KeyboardEventInit> = {}) {
  act(() => target.focus());
  fireEvent.keyDown(document.activeElement ?? target, { key: k, ...init });
}

describe('the roster grid', () => {
  it('shows a row per person with the ledger figures, the open shifts row, per-day filled/required, absences and rule markers', async () => {
    violations = [
      buildViolation({ staffId: bob.id, staffName: bob.name, shiftIds: ['rotation:bob-night:2026-03-09'] }),
    ];
    api();
    await renderGrid();
    expect(screen.getByTestId('roster-range').textContent).toBe('9 Mar 2026 – 15 Mar 2026');
    // One row per person, by name.
    const names = screen
      .getAllByRole('rowheader')
      .map((h) => h.textContent ?? '')
      .filter((t) => !t.startsWith('Open shifts'));
    expect(names.map((n) => n.split(/\d/)[0]!.trim())).toEqual(['Anna Jansen', 'Bob Smit', 'Dana Nights']);
    // Per row: hours against the contract, the year's balance, nights and weekends.
    await waitFor(() => expect(row('Anna Jansen').textContent).toContain('32/36 h'));
    expect(row('Anna Jansen').textContent).toContain('bal −4');
    expect(row('Anna Jansen').textContent).toContain('1 wknd');
    expect(row('Bob Smit').textContent).toContain('40 h');
    expect(row('Bob Smit').textContent).toContain('2 nights');
    // The open Early is on the open row; Anna's Early and Bob's Night in their rows.
    expect(within(cell('Open shifts', MON)).getByRole('button').getAttribute('aria-label')).toMatch(
      /^Early 07:00–15:00 · Open/,
    );
    expect(within(cell('Anna Jansen', MON)).getByRole('button').getAttribute('aria-label')).toMatch(
      /^Early 07:00–15:00 · Anna Jansen/,
    );
    // Per column: 1 of 2 Early filled, 1 of 1 Night.
    const header = screen.getAllByRole('columnheader').find((h) => h.dataset.date === MON)!;
    expect(header.textContent).toContain('E 1/2');
    expect(header.textContent).toContain('N 1/1');
    // The rule marker, with the sentence on hover (title) and in the accessible name.
    const marked = within(cell('Bob Smit', MON)).getByRole('button');
    expect(marked.dataset.violation).toBe('true');
    expect(marked.getAttribute('title')).toContain('Only 9 h rest');
    // Dana is absent on Wednesday and Thursday: shaded.
    expect(cell('Dana Nights', '2026-03-11').dataset.absent).toBe('true');
    expect(cell('Dana Nights', MON).dataset.absent).toBeUndefined();
  });

  it('shows 2 and 4 weeks, and sorts by open balance', async () => {
    api();
    const { user } = await renderGrid(`${WEEK}?weeks=4`);
    expect(screen.getByTestId('roster-range').textContent).toBe('9 Mar 2026 – 5 Apr 2026');
    expect(screen.getAllByRole('columnheader')).toHaveLength(29);
    await waitFor(() => expect(row('Anna Jansen').textContent).toContain('bal'));
    await user.selectOptions(screen.getByLabelText('Sort'), 'balance');
    const order = screen
      .getAllByRole('rowheader')
      .map((h) => h.textContent ?? '')
      .filter((t) => !t.startsWith('Open shifts'))
      .map((n) => n.split(/\d/)[0]!.trim());
    expect(order).toEqual(['Anna Jansen', 'Dana Nights', 'Bob Smit']);
    await user.selectOptions(screen.getByLabelText('Skill'), night.id);
    expect(row('Anna Jansen')).toBeUndefined();
  });

  it('moves with the arrow keys and opens the shift with Enter', async () => {
    api();
    await renderGrid();
    key(cell('Open shifts', MON), 'ArrowDown');
    await waitFor(() => expect(document.activeElement).toBe(cell('Anna Jansen', MON)));
    expect(screen.getByTestId('roster-status').textContent).toContain(
      'Anna Jansen, Monday 9 March: Early 07:00–15:00',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Early' });
    expect(within(dialog).getByText('Monday 9 March 2026')).toBeTruthy();
  });

  it('puts the open shift on a person (the assign dialog’s override), showing the fit before the drop', async () => {
    const posted: OverrideBody[] = [];
    api([
      route<OverrideBody>('POST', '/api/schedules/override', (r) => {
        posted.push(r.body);
        const saved = {
          ...openEarly(),
          id: OVERRIDE_ID,
          scheduleEntryId: OVERRIDE_ID,
          entryType: 'OVERRIDE' as const,
        };
        entries = [
          {
            ...saved,
            staffId: bob.id,
            staff: { id: bob.id, name: bob.name, shortName: 'BS' },
            isUnfilled: false,
          },
          annaEarly(),
          bobNight(),
        ];
        return ok(saved);
      }),
    ]);
    await renderGrid();
    // M picks the open Early up; the arrows carry it to Bob's Monday, which says whether it fits.
    key(cell('Open shifts', MON), 'm');
    expect(await screen.findByText(/^Moving Early Mon 9 Mar/)).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(cell('Bob Smit', MON).dataset.fit).toBe('FITS'));
    expect(screen.getByTestId('roster-status').textContent).toBe('Fits');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(await screen.findByText('Bob Smit is on Early Mon 9 Mar')).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({ date: MON, shiftTypeId: early.id, staffId: bob.id, originalStaffId: null }),
    ]);
    await waitFor(() => expect(within(cell('Bob Smit', MON)).getAllByRole('button')).toHaveLength(2));
  });

  it('shows a rule the drop would break before the drop, asks for a reason after it and resends with it', async () => {
    const bodies: OverrideBody[] = [];
    const hard = buildViolation({ staffId: dana.id, staffName: dana.name });
    api(
      [
        route<OverrideBody>('POST', '/api/schedules/override', (r) => {
          bodies.push(r.body);
          if (!r.body.acknowledgeViolations)
            return [
              409,
              { success: false, error: 'Breaks a rule', code: 'RULE_VIOLATION', violations: [hard] },
            ];
          return ok({
            ...bobNight(),
            id: OVERRIDE_ID,
            scheduleEntryId: OVERRIDE_ID,
            entryType: 'OVERRIDE',
            staffId: dana.id,
          });
        }),
      ],
      { [dana.id]: { state: 'BREAKS_RULE', violations: [hard] } },
    );
    const { user } = await renderGrid();
    key(cell('Bob Smit', MON), 'm');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(cell('Dana Nights', MON).dataset.fit).toBe('BREAKS_RULE'));
    expect(screen.getByTestId('roster-status').textContent).toContain(
      'Breaks a rule: Rest after a late night: Only 9 h rest',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const dialog = await findOpenDialog('This breaks a working-time rule');
    // The grid already shows Dana on the Night (optimistic) while the manager decides.
    expect(within(cell('Dana Nights', MON)).queryAllByRole('button', { hidden: true })).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox'), 'Nobody else');
    await user.click(within(dialog).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ staffId: dana.id, acknowledgeViolations: { reason: 'Nobody else' } });
  });

  it('rolls the picture back with the server’s message when a write is refused', async () => {
    api([
      route('POST', '/api/schedules/override', () => [
        400,
        {
          success: false,
          error: 'Staff member is not skilled for this shift type',
          code: 'VALIDATION_ERROR',
        },
      ]),
    ]);
    await renderGrid();
    key(cell('Open shifts', MON), 'm');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(cell('Bob Smit', MON).dataset.fit).toBe('FITS'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(await screen.findByText('Staff member is not skilled for this shift type')).toBeTruthy();
    await waitFor(() => expect(within(cell('Bob Smit', MON)).getAllByRole('button')).toHaveLength(1));
    expect(within(cell('Open shifts', MON)).getAllByRole('button')).toHaveLength(1);
  });

  it('unassigns the selected shifts with one reason, and Ctrl+Z undoes it while nothing else changed them', async () => {
    const posted: OverrideBody[] = [];
    const deleted: string[] = [];
    let n = 0;
    api([
      route<OverrideBody>('POST', '/api/schedules/override', (r) => {
        posted.push(r.body);
        const id = `00000000-0000-4000-a000-00000000010${++n}`;
        return ok({ ...annaEarly(), id, scheduleEntryId: id, entryType: 'OVERRIDE', staffId: null });
      }),
      route('DELETE', /^\/api\/schedules\/entries\//, (r) => {
        deleted.push(r.path.split('/').pop()!);
        return ok(null);
      }),
    ]);
    const { user } = await renderGrid();
    // Select Anna's Early and Bob's Night (Space on each), then U.
    key(cell('Anna Jansen', MON), ' ');
    key(cell('Bob Smit', MON), ' ');
    expect(await screen.findByText('2 shifts selected')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'u' });
    const dialog = await findOpenDialog('Unassign 2 shifts');
    await user.type(within(dialog).getByRole('textbox'), 'Ward closed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 shifts unassigned')).toBeTruthy();
    expect(posted.map((b) => [b.staffId, b.description])).toEqual([
      [null, 'Staff unassigned: Ward closed'],
      [null, 'Staff unassigned: Ward closed'],
    ]);
    // The server now holds the two overrides without staff: Ctrl+Z removes them.
    entries = [
      openEarly(),
      {
        ...annaEarly(),
        scheduleEntryId: '00000000-0000-4000-a000-000000000101',
        staffId: null,
        staff: null,
        isUnfilled: true,
      },
      {
        ...bobNight(),
        scheduleEntryId: '00000000-0000-4000-a000-000000000102',
        staffId: null,
        staff: null,
        isUnfilled: true,
      },
    ];
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('Undone')).toBeTruthy();
    expect(deleted.sort()).toEqual([
      '00000000-0000-4000-a000-000000000101',
      '00000000-0000-4000-a000-000000000102',
    ]);
  });

  it('does not undo when someone else changed the shift since', async () => {
    api([
      route<OverrideBody>('POST', '/api/schedules/override', () =>
        ok({
          ...annaEarly(),
          id: OVERRIDE_ID,
          scheduleEntryId: OVERRIDE_ID,
          entryType: 'OVERRIDE',
          staffId: null,
        }),
      ),
    ]);
    const { user } = await renderGrid();
    key(cell('Anna Jansen', MON), 'u');
    const dialog = await findOpenDialog('Unassign 1 shift');
    await user.type(within(dialog).getByRole('textbox'), 'Sick');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 shift unassigned')).toBeTruthy();
    // Meanwhile a colleague put Bob on it.
    entries = [
      openEarly(),
      {
        ...annaEarly(),
        scheduleEntryId: OVERRIDE_ID,
        staffId: bob.id,
        staff: { id: bob.id, name: bob.name, shortName: 'BS' },
      },
      bobNight(),
    ];
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Cannot undo: those shifts were changed since.')).toBeTruthy();
  });

  it('moves a shift to another day: unassigned here (with the move as reason), a one-off there', async () => {
    const posted: unknown[] = [];
    api([
      route<OverrideBody>('POST', '/api/schedules/override', (r) => {
        posted.push(['override', r.body.staffId, r.body.description]);
        return ok({
          ...annaEarly(),
          id: OVERRIDE_ID,
          scheduleEntryId: OVERRIDE_ID,
          entryType: 'OVERRIDE',
          staffId: null,
        });
      }),
      route<{ date: string; staffId: string }>('POST', '/api/schedules/one-off', (r) => {
        posted.push(['one-off', r.body.date, r.body.staffId]);
        return ok({
          ...annaEarly(),
          id: '00000000-0000-4000-a000-0000000000f9',
          scheduleEntryId: '00000000-0000-4000-a000-0000000000f9',
          date: TUE,
          entryType: 'ONE_OFF',
        });
      }),
    ]);
    await renderGrid();
    key(cell('Anna Jansen', MON), 'm');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(cell('Anna Jansen', TUE).dataset.fit).toBe('FITS'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(await screen.findByText('Anna Jansen moved to Early Tue 10 Mar')).toBeTruthy();
    expect(posted).toEqual([
      ['override', null, 'Staff unassigned: moved to Tue 10 Mar'],
      ['one-off', TUE, anna.id],
    ]);
  });
});

describe('publishing from the roster grid (docs/product/publish.md)', () => {
  it('marks the cells of unpublished changes, counts them in the toolbar and publishes until the chosen date', async () => {
    const change = {
      kind: 'MOVED',
      staff: { id: anna.id, name: anna.name, shortName: anna.shortName },
      before: { entryId: 'rotation:anna-early:2026-03-09', date: MON, shiftType: early },
      after: { entryId: 'rotation:anna-early:2026-03-09', date: TUE, shiftType: early },
    };
    let pending = 1;
    const fake = api([
      route('GET', '/api/publish/status', () =>
        ok({
          mode: 'ON_PUBLISH',
          today: '2026-03-04',
          publishedFrom: '2026-03-04',
          publishedUntil: '2026-03-31',
          pending,
          members: pending ? [{ staff: change.staff, added: 0, removed: 0, moved: 1 }] : [],
          changes: pending ? [change] : [],
        }),
      ),
      route('POST', '/api/publish', () => {
        pending = 0;
        return ok({
          publication: {
            id: '00000000-0000-4000-a000-0000000000b1',
            publishedAt: '2026-03-04T10:00:00.000Z',
            publishedBy: 'Mia Manager',
            startDate: '2026-03-04',
            until: '2026-04-05',
            changes: 1,
            members: 1,
          },
          mailed: 1,
        });
      }),
    ]);
    const { user } = await renderGrid();
    const bar = await screen.findByTestId('publish-bar');
    await within(bar).findByText('1 unpublished change');
    await waitFor(() => expect(cell('Anna Jansen', MON).dataset.unpublished).toBe('true'));
    expect(cell('Anna Jansen', TUE).dataset.unpublished).toBe('true');
    expect(cell('Bob Smit', MON).dataset.unpublished).toBeUndefined();

    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    const dialog = await findOpenDialog('Publish the schedule');
    expect(within(dialog).getByText('0 added, 0 removed, 1 moved')).toBeTruthy();
    const until = within(dialog).getByLabelText('Publish until') as HTMLInputElement;
    // The later of the shown range's end and the horizon.
    expect(until.value).toBe('2026-03-31');
    fireEvent.change(until, { target: { value: '2026-04-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published 1 change(s); 1 staff member(s) mailed.');
    expect(fake.find('POST', '/api/publish')[0]!.body).toEqual({ until: '2026-04-05' });
    await within(bar).findByText('Everything is published');
    await waitFor(() => expect(cell('Anna Jansen', MON).dataset.unpublished).toBeUndefined());
  });

  it('shows no publish step while the workspace publishes every change at once', async () => {
    api();
    await renderGrid();
    expect(screen.queryByTestId('publish-bar')).toBeNull();
  });
});

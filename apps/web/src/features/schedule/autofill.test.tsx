import type {
  AutoFillApplyResult,
  AutoFillAssignment,
  AutoFillRun,
  ScheduleEntry,
  StartAutoFillBody,
} from '@openrota/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutoFillUi } from '@/components/autofill/autofill-store';
import { buildWorkspace } from '@/test/factories';
import { emitPageEvent } from '@/lib/page-events';
import { fakeApi, route, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildEntry, calendarRoutes, ok, renderSchedule } from './schedule-test-utils';

/**
 * Auto-fill in the browser (issue 16 §1): the dialog, the progress of a run, the proposal as
 * drafts on the calendar and the roster grid, the panel's selection, apply and undo. The server
 * is faked with the contract's shapes (packages/contracts/src/autofill.ts).
 */

const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700' });
const night = buildShiftType({ name: 'Night', shortName: 'N', color: '#1e3a8a' });
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early]);
const bob = buildStaff({ name: 'Bob de Smit', shortName: 'BS' }, [early, night]);
const cas = buildStaff({ name: 'Cas Vos', shortName: 'CV' }, [night]);
const TODAY = '2026-03-04';
const RUN_ID = '00000000-0000-4000-8000-00000000a001';
const ref = (s: typeof anna) => ({ id: s.id, name: s.name, shortName: s.shortName });
const typeRef = (t: typeof early) => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  color: t.color,
  startTime: t.startTime,
  endTime: t.endTime,
});

let entries: ScheduleEntry[] = [];
let openEarly: ScheduleEntry;
let openNight: ScheduleEntry;
let openLate: ScheduleEntry;

function assignment(entry: ScheduleEntry, who: typeof anna, type = early): AutoFillAssignment {
  return {
    slotId: entry.id,
    date: entry.date,
    shiftType: typeRef(type),
    staff: ref(who),
    previousStaff: null,
    reasons: [
      { code: 'SKILLED', message: `Has the ${type.name} skill` },
      { code: 'HOURS', message: 'Hours 28 of 36 this period' },
    ],
    minutesAfter: 28 * 60,
    targetMinutes: 36 * 60,
    runnersUp: [{ staff: ref(cas), reasons: [{ code: 'MORE_HOURS', message: 'Already at 36 of 36 hours' }] }],
    excluded: [{ staff: ref(bob), ruleId: 'MIN_REST', message: 'Less than 11 h rest after the Night' }],
  };
}

function buildRun(overrides: Partial<AutoFillRun> = {}): AutoFillRun {
  return {
    id: RUN_ID,
    mode: 'OPEN_SHIFTS',
    status: 'READY',
    startDate: TODAY,
    endDate: '2026-03-31',
    shiftTypeIds: [],
    staffIds: [],
    timeLimitSeconds: 10,
    createdBy: { id: '00000000-0000-4000-8000-00000000b001', name: 'Sam' },
    createdAt: '2026-03-04T10:00:00.000Z',
    finishedAt: null,
    progress: { elapsedSeconds: 0, slots: 3, bestObjective: null, uncovered: null, bound: null },
    proposal: null,
    error: null,
    appliedSlotIds: [],
    appliedAt: null,
    undoneAt: null,
    ...overrides,
  };
}

function readyRun(): AutoFillRun {
  return buildRun({
    status: 'READY',
    finishedAt: '2026-03-04T10:00:03.000Z',
    progress: { elapsedSeconds: 2.4, slots: 3, bestObjective: 1012, uncovered: 1, bound: 1012 },
    proposal: {
      assignments: [assignment(openEarly, anna), assignment(openNight, cas, night)],
      unfilled: [
        {
          slotId: openLate.id,
          date: openLate.date,
          shiftType: typeRef(early),
          reason: { code: 'NO_ONE_ELIGIBLE', message: 'No one with the Early skill has 11 h rest' },
          excluded: [{ staff: ref(anna), ruleId: 'MIN_REST', message: 'Less than 11 h rest before it' }],
        },
      ],
    },
  });
}

/** The auto-fill routes over a mutable current run (null: none). */
function autoFillRoutes(state: { run: AutoFillRun | null }, extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    route('GET', '/api/auto-fill', () => ok({ runs: state.run ? [{ ...state.run, proposal: null }] : [] })),
    route('GET', `/api/auto-fill/${RUN_ID}`, () => ok(state.run)),
  ];
}

function api(extra: FakeRoute[]) {
  return fakeApi(
    calendarRoutes({
      entries: () => entries,
      today: TODAY,
      staff: [anna, bob, cas],
      shiftTypes: [early, night],
      extra: [
        ...extra,
        { method: 'GET', path: '/api/ledger', reply: ok({ startDate: TODAY, endDate: TODAY, rows: [] }) },
      ],
    }),
  );
}

function signInAs(role: 'ADMIN' | 'MANAGER' | 'STAFF') {
  const workspace = buildWorkspace({ role, onboardingCompleted: true, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => {
  resetApp();
  resetAutoFillUi();
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
  openEarly = buildEntry(early, { date: '2026-03-05' });
  openNight = buildEntry(night, { date: '2026-03-06' });
  openLate = buildEntry(early, { date: '2026-03-07' });
  entries = [openEarly, openNight, openLate, buildEntry(early, { date: '2026-03-05' }, bob)];
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('the Fill open shifts dialog', () => {
  it('starts a run for today … today + 27 days with the chosen shift types, and shows what each mode does', async () => {
    signInAs('MANAGER');
    const state: { run: AutoFillRun | null } = { run: null };
    const http = api(
      autoFillRoutes(state, [
        route<StartAutoFillBody>('POST', '/api/auto-fill', () => {
          state.run = buildRun({ status: 'QUEUED' });
          return [202, { success: true, data: state.run }];
        }),
      ]),
    );
    renderSchedule('/schedule/month/2026-03');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Fill open shifts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill open shifts' });
    expect(within(dialog).getByLabelText('From')).toHaveProperty('value', '2026-03-04');
    expect(within(dialog).getByLabelText('Until')).toHaveProperty('value', '2026-03-31');
    expect(within(dialog).getByTestId('autofill-mode-help').textContent).toMatch(/^Only shifts with no one/);
    await user.click(within(dialog).getByRole('radio', { name: 'Whole roster' }));
    expect(within(dialog).getByTestId('autofill-mode-help').textContent).toMatch(/^Plans every shift/);
    await user.click(within(dialog).getByRole('radio', { name: 'Fill open shifts' }));
    // Advanced: the weights with the optimiser's defaults, and the time limit.
    await user.click(within(dialog).getByText('Advanced'));
    expect(within(dialog).getByLabelText('Open shifts left')).toHaveProperty('placeholder', '1000');
    expect(within(dialog).getByText('default 1000')).toBeTruthy();
    expect(within(dialog).getByLabelText('Time limit (seconds)')).toHaveProperty('value', '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night' }));
    await user.type(within(dialog).getByLabelText('Nights shared fairly'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(http.find('POST', '/api/auto-fill')).toHaveLength(1));
    expect(http.find('POST', '/api/auto-fill')[0]!.body).toEqual({
      mode: 'OPEN_SHIFTS',
      startDate: '2026-03-04',
      endDate: '2026-03-31',
      shiftTypeIds: [night.id],
      staffIds: [],
      timeLimitSeconds: 10,
      weights: { night: 9 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fill open shifts' })).toBeNull());
    // The calendar stays usable while the run waits: the panel is a region, not a modal.
    expect(await screen.findByText('Waiting for the solver…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fill open shifts' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s errors under their fields, and a period of more than 92 days before sending', async () => {
    signInAs('ADMIN');
    const state: { run: AutoFillRun | null } = { run: null };
    const http = api(
      autoFillRoutes(state, [
        route('POST', '/api/auto-fill', () => [
          400,
          {
            success: false,
            code: 'VALIDATION_ERROR',
            error: 'Weight must be at most 10000',
            details: [{ field: 'weights.weekend', message: 'Weight must be at most 10000' }],
          },
        ]),
      ]),
    );
    renderSchedule('/schedule/week/2026-10');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Fill open shifts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill open shifts' });
    const until = within(dialog).getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('A period of at most 92 days')).toBeTruthy();
    expect(http.find('POST', '/api/auto-fill')).toHaveLength(0);

    await user.clear(until);
    await user.type(until, '2026-03-31');
    await user.click(within(dialog).getByText('Advanced'));
    await user.type(within(dialog).getByLabelText('Weekends shared fairly'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(http.find('POST', '/api/auto-fill')).toHaveLength(1));
    const weekend = within(dialog).getByLabelText('Weekends shared fairly');
    await waitFor(() => expect(weekend.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(weekend.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Weight must be at most 10000',
    );
  });

  it('opens from the quick actions and the command palette (page event), and shows a refused start’s message', async () => {
    signInAs('ADMIN');
    const state: { run: AutoFillRun | null } = { run: null };
    api(
      autoFillRoutes(state, [
        route('POST', '/api/auto-fill', () => [
          409,
          { success: false, code: 'CONFLICT', error: 'Auto-fill is already running for this workspace' },
        ]),
      ]),
    );
    renderSchedule('/schedule/roster/2026-10');
    await screen.findByRole('button', { name: 'Fill open shifts' });
    act(() => {
      emitPageEvent('autofill:open');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Fill open shifts' });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(dialog).getByRole('button', { name: 'Start' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Auto-fill is already running for this workspace',
    );
  });

  it('is not offered to the STAFF role, which reads no runs', async () => {
    signInAs('STAFF');
    const state: { run: AutoFillRun | null } = { run: readyRun() };
    const http = api(autoFillRoutes(state));
    renderSchedule('/schedule/month/2026-03');
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
    await screen.findByRole('grid', { name: 'Month calendar' });
    expect(screen.queryByRole('button', { name: 'Fill open shifts' })).toBeNull();
    expect(http.find('GET', '/api/auto-fill')).toHaveLength(0);
    expect(screen.queryByTestId('autofill-panel')).toBeNull();
  });
});

describe('a running auto-fill', () => {
  it('shows time against the limit, the best so far and the uncovered count; Stop keeps the best, and the proposal follows', async () => {
    signInAs('MANAGER');
    const state: { run: AutoFillRun | null } = {
      run: buildRun({
        status: 'RUNNING',
        progress: { elapsedSeconds: 4.2, slots: 3, bestObjective: 2012.4, uncovered: 2, bound: 900 },
      }),
    };
    const http = api(
      autoFillRoutes(state, [
        route('POST', `/api/auto-fill/${RUN_ID}/stop`, () => {
          state.run = readyRun();
          return ok(buildRun({ status: 'RUNNING', progress: state.run.progress }));
        }),
      ]),
    );
    renderSchedule('/schedule/month/2026-03');
    const panel = await screen.findByTestId('autofill-panel');
    const bar = within(panel).getByRole('progressbar', { name: 'Auto-fill progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(within(panel).getByTestId('autofill-time').textContent).toBe('4 s of 10 s');
    expect(within(panel).getByTestId('autofill-best').textContent).toBe('Best so far: 2,012');
    expect(within(panel).getByTestId('autofill-uncovered').textContent).toBe('2 still open');
    // The calendar is not blocked: its shifts still open their dialog.
    expect(screen.queryByRole('dialog')).toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(panel).getByRole('button', { name: 'Stop' }));
    expect(http.find('POST', `/api/auto-fill/${RUN_ID}/stop`)).toHaveLength(1);
    // Polling (every second while it runs) picks up the proposal.
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByRole('heading', { name: 'Auto-fill proposal' })).toBeTruthy();
  });
});

describe('the proposal', () => {
  it('shows drafts beside the open shifts and each assignment with its Why; applies the selection and undoes it', async () => {
    signInAs('MANAGER');
    const state: { run: AutoFillRun | null } = { run: readyRun() };
    let applied: AutoFillApplyResult | null = null;
    const http = api(
      autoFillRoutes(state, [
        route<{ slotIds?: string[] }>('POST', `/api/auto-fill/${RUN_ID}/apply`, (request) => {
          const run = buildRun({
            ...readyRun(),
            status: 'APPLIED',
            appliedSlotIds: request.body.slotIds ?? [],
            appliedAt: '2026-03-04T10:01:00.000Z',
          });
          state.run = run;
          entries = entries.map((e) =>
            e.id === openEarly.id ? { ...e, staff: ref(anna), staffId: anna.id } : e,
          );
          applied = { run, applied: request.body.slotIds ?? [], refused: [] };
          return ok(applied);
        }),
        route('POST', `/api/auto-fill/${RUN_ID}/undo`, () => {
          state.run = buildRun({ ...readyRun(), status: 'UNDONE', undoneAt: '2026-03-04T10:02:00.000Z' });
          entries = entries.map((e) => (e.id === openEarly.id ? openEarly : e));
          return ok(state.run);
        }),
      ]),
    );
    renderSchedule('/schedule/month/2026-03');
    const panel = await screen.findByRole('region', { name: 'Auto-fill proposal' });
    expect(within(panel).getByTestId('autofill-summary').textContent).toBe('2 of 3 shifts proposed');

    // Drafts on the calendar, beside the open shifts they fill, read as drafts.
    const day5 = document.querySelector<HTMLElement>('[data-date="2026-03-05"]')!;
    const draft = within(day5).getByRole('button', { name: 'Draft: Early: Anna Jansen' });
    expect(draft.textContent).toContain('AJ');
    const items = [...day5.querySelectorAll('li')];
    const openIndex = items.findIndex((li) => li.querySelector('[aria-label^="Early: Open"]'));
    expect(items[openIndex + 1]?.contains(draft)).toBe(true);

    // A draft opens its Why: reasons, hours, who else could and who could not.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(draft);
    const why = within(panel).getByRole('group', { name: 'Why Anna Jansen' });
    expect(within(why).getByText('Has the Early skill')).toBeTruthy();
    expect(within(why).getByText('28 of 36 h after this shift')).toBeTruthy();
    expect(within(why).getByText('Already at 36 of 36 hours')).toBeTruthy();
    expect(why.textContent).toContain('Bob de Smit: Less than 11 h rest after the Night');
    // The shift no one can take stays open, with its reason.
    expect(within(panel).getByText('1 shift stays open')).toBeTruthy();
    expect(within(panel).getByText('No one with the Early skill has 11 h rest')).toBeTruthy();

    // Untick the night: one applied.
    const list = within(panel).getByRole('list', { name: 'Proposed shifts' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['true', 'true']);
    await user.click(boxes[1]!);
    await user.click(within(panel).getByRole('button', { name: 'Apply selected (1)' }));
    await waitFor(() => expect(http.find('POST', `/api/auto-fill/${RUN_ID}/apply`)).toHaveLength(1));
    expect(http.find('POST', `/api/auto-fill/${RUN_ID}/apply`)[0]!.body).toEqual({ slotIds: [openEarly.id] });
    const done = await screen.findByRole('region', { name: 'Auto-fill applied' });
    expect(within(done).getByTestId('autofill-applied').textContent).toBe('1 shift filled');
    // The schedule is read again: Anna is on the Early, the draft is gone.
    expect(await within(day5).findByRole('button', { name: /^Early: Anna Jansen/ })).toBeTruthy();
    expect(within(day5).queryByRole('button', { name: /^Draft:/ })).toBeNull();

    await user.click(within(done).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(http.find('POST', `/api/auto-fill/${RUN_ID}/undo`)).toHaveLength(1));
    expect(await screen.findByText('Auto-fill undone: the shifts are as they were before')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('autofill-panel')).toBeNull());
    await waitFor(() =>
      expect(within(day5).queryByRole('button', { name: /^Early: Anna Jansen/ })).toBeNull(),
    );
  });

  it('lists the refused shifts with their sentences, and shows a refused undo’s message', async () => {
    signInAs('ADMIN');
    const state: { run: AutoFillRun | null } = { run: readyRun() };
    const http = api(
      autoFillRoutes(state, [
        route('POST', `/api/auto-fill/${RUN_ID}/apply`, () => {
          const run = buildRun({ ...readyRun(), status: 'APPLIED', appliedSlotIds: [openNight.id] });
          state.run = run;
          return ok({
            run,
            applied: [openNight.id],
            refused: [
              { slotId: openEarly.id, date: openEarly.date, message: 'Someone else works this shift now' },
            ],
          } satisfies AutoFillApplyResult);
        }),
        route('POST', `/api/auto-fill/${RUN_ID}/undo`, () => [
          409,
          {
            success: false,
            code: 'CONFLICT',
            error: 'These shifts were changed since; undo is not possible',
          },
        ]),
      ]),
    );
    renderSchedule('/schedule/week/2026-10');
    const panel = await screen.findByRole('region', { name: 'Auto-fill proposal' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(panel).getByRole('button', { name: 'Apply selected (2)' }));
    // Everything ticked: the whole proposal (no slotIds).
    await waitFor(() => expect(http.find('POST', `/api/auto-fill/${RUN_ID}/apply`)).toHaveLength(1));
    expect(http.find('POST', `/api/auto-fill/${RUN_ID}/apply`)[0]!.body).toEqual({});
    const done = await screen.findByRole('region', { name: 'Auto-fill applied' });
    expect(done.textContent).toContain('1 not applied, it changed since the proposal:');
    expect(done.textContent).toContain('Someone else works this shift now');
    await user.click(within(done).getByRole('button', { name: 'Undo' }));
    expect(await within(done).findByRole('alert')).toHaveProperty(
      'textContent',
      'These shifts were changed since; undo is not possible',
    );
  });

  it('shows the drafts in the people’s cells of the roster grid, in Dutch too', async () => {
    await i18next.changeLanguage('nl');
    signInAs('MANAGER');
    // happy-dom lays nothing out: the grid's scroll box gets a height, so the virtualiser draws its rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    const state: { run: AutoFillRun | null } = { run: readyRun() };
    api(autoFillRoutes(state));
    renderSchedule('/schedule/roster/2026-10');
    const panel = await screen.findByRole('region', { name: 'Voorstel automatisch vullen' });
    expect(within(panel).getByRole('button', { name: 'Selectie toepassen (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open diensten vullen' })).toHaveProperty('disabled', false);
    const draft = await screen.findByRole('button', { name: 'Concept: Early: Anna Jansen' });
    const cell = draft.closest('[role="gridcell"]')!;
    expect(cell.getAttribute('data-date')).toBe('2026-03-05');
    expect(cell.closest('[role="row"]')?.textContent).toContain('Anna Jansen');
  });

  it('discards the proposal: the drafts and the panel go', async () => {
    signInAs('MANAGER');
    const state: { run: AutoFillRun | null } = { run: readyRun() };
    api(
      autoFillRoutes(state, [
        route('POST', `/api/auto-fill/${RUN_ID}/discard`, () => {
          state.run = buildRun({ ...readyRun(), status: 'DISCARDED', proposal: null });
          return ok(state.run);
        }),
      ]),
    );
    renderSchedule('/schedule/month/2026-03');
    const panel = await screen.findByRole('region', { name: 'Auto-fill proposal' });
    expect(screen.getAllByRole('button', { name: /^Draft:/ })).toHaveLength(2);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Proposal discarded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('autofill-panel')).toBeNull());
    expect(screen.queryAllByRole('button', { name: /^Draft:/ })).toHaveLength(0);
  });
});

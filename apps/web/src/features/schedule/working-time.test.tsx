import type { ScheduleEntry, ViolationDto } from '@openrota/contracts';
import i18next from 'i18next';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, calendarRoutes, ok, renderSchedule } from './schedule-test-utils';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildViolation, candidatesRoute, ruleViolationReply } from '@/test/rule-checks';
import { findOpenDialog } from '@/test/dialogs';

const early = buildShiftType({ name: 'Early', shortName: 'E', color: '#ffd700' });
const night = buildShiftType({
  name: 'Night',
  shortName: 'N',
  color: '#1e3a8a',
  startTime: '23:00',
  endTime: '07:00',
});
const anna = buildStaff({ name: 'Anna Jansen', shortName: 'AJ' }, [early, night]);
const bob = buildStaff({ name: 'Bob Smit', shortName: 'BS' }, [early, night]);
const carl = buildStaff({ name: 'Carl Mol', shortName: 'CM' }, [early, night]);

const restRule = (overrides: Partial<ViolationDto> = {}) =>
  buildViolation({ staffId: bob.id, staffName: bob.name, ...overrides });

let entries: ScheduleEntry[] = [];
let violations: ViolationDto[] = [];

function api(extra: FakeRoute[] = []) {
  return fakeApi(
    calendarRoutes({
      entries: () => entries,
      violations: () => violations,
      today: '2026-03-04',
      staff: [anna, bob, carl],
      shiftTypes: [early, night],
      extra,
    }),
  );
}

function signInAs(role: 'ADMIN' | 'MANAGER' | 'STAFF') {
  const workspace = buildWorkspace({ onboardingCompleted: true, timeZone: 'Europe/Amsterdam', role });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => {
  resetApp();
  entries = [];
  violations = [];
  signInAs('MANAGER');
  vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z'), shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function openAssign(user: ReturnType<typeof setup>) {
  renderSchedule('/schedule/month/2026-03');
  await screen.findByRole('grid');
  await user.click(screen.getByRole('button', { name: 'Early: Open (unfilled)' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Assign Staff' }));
  return findOpenDialog('Assign Staff');
}

describe('assigning against the working-time rules', () => {
  it('lists the candidates with their state, fitting first, and shows the chosen one’s sentences', async () => {
    entries = [buildEntry(early, { date: '2026-03-10' })];
    const http = api([
      candidatesRoute([anna, bob, carl], {
        [bob.id]: { state: 'BREAKS_RULE', violations: [restRule()] },
        [carl.id]: { state: 'ABSENT', violations: [] },
      }),
    ]);
    const user = setup();
    const form = await openAssign(user);
    const select = within(form).getByLabelText('Replacement staff');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Select a staff member',
        'Anna Jansen — fits',
        'Bob Smit — breaks a rule: Rest after a late night',
        'Carl Mol — absent',
      ]),
    );
    expect(http.find('GET', '/api/schedules/candidates')[0]!.params).toEqual({
      date: '2026-03-10',
      shiftTypeId: early.id,
    });
    // Not fitting stays choosable; the sentence says why it breaks the rule.
    await user.selectOptions(select, bob.id);
    expect(within(form).getByText(restRule().message)).toBeTruthy();
  });

  it('a 409 opens the rules dialog; Cancel sends nothing more and keeps the form; "Assign anyway" needs a reason and resends with it', async () => {
    entries = [buildEntry(early, { date: '2026-03-10' })];
    const warning = buildViolation({
      ruleId: 'maxWeekMinutes',
      ruleName: 'Longest week',
      severity: 'WARNING',
      staffId: bob.id,
      staffName: bob.name,
      message: 'Bob Smit works 58 h in the week of 9 March; at most 55 h is advised.',
    });
    const http = api([
      candidatesRoute([anna, bob]),
      {
        method: 'POST',
        path: '/api/schedules/override',
        reply: (r) =>
          (r.body as { acknowledgeViolations?: unknown }).acknowledgeViolations
            ? [201, { success: true, data: { ...entries[0], staffId: bob.id }, warnings: [warning] }]
            : ruleViolationReply([restRule()]),
      },
    ]);
    const user = setup();
    const form = await openAssign(user);
    const select = within(form).getByLabelText('Replacement staff');
    await user.selectOptions(select, await within(select).findByRole('option', { name: 'Bob Smit — fits' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const rules = await findOpenDialog('This breaks a working-time rule');
    expect(within(rules).getByText('Rest after a late night')).toBeTruthy();
    expect(within(rules).getByText(restRule().message)).toBeTruthy();
    await user.click(within(rules).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This breaks a working-time rule' })).toBeNull(),
    );
    expect(http.find('POST', '/api/schedules/override')).toHaveLength(1);
    expect((within(form).getByLabelText('Replacement staff') as HTMLSelectElement).value).toBe(bob.id);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const again = await findOpenDialog('This breaks a working-time rule');
    await user.click(within(again).getByRole('button', { name: 'Assign anyway' }));
    expect(within(again).getByText('Please give a reason')).toBeTruthy();
    expect(http.find('POST', '/api/schedules/override')).toHaveLength(2);
    await user.type(within(again).getByLabelText('Reason to assign anyway'), '  Nobody else is trained ');
    await user.click(within(again).getByRole('button', { name: 'Assign anyway' }));

    await waitFor(() => expect(http.find('POST', '/api/schedules/override')).toHaveLength(3));
    expect(http.find('POST', '/api/schedules/override')[2]!.body).toMatchObject({
      staffId: bob.id,
      acknowledgeViolations: { reason: 'Nobody else is trained' },
    });
    // The success's warning as a toast; the dialogs close.
    expect(await screen.findByText('Saved, with a working-time warning')).toBeTruthy();
    expect(screen.getByText(`Longest week: ${warning.message}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    entries = [buildEntry(early, { date: '2026-03-10' })];
    api([
      candidatesRoute([anna, bob], { [bob.id]: { state: 'ALREADY_WORKING', violations: [] } }),
      { method: 'POST', path: '/api/schedules/override', reply: ruleViolationReply([restRule()]) },
    ]);
    const user = setup();
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: /^Early: / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /toewijzen/i }));
    const select = await screen.findByRole('combobox');
    await within(select).findByRole('option', { name: 'Bob Smit — werkt al' });
    expect(within(select).getByRole('option', { name: 'Anna Jansen — past' })).toBeTruthy();
    await user.selectOptions(select, bob.id);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const rules = await findOpenDialog('Dit breekt een arbeidstijdregel');
    expect(within(rules).getByRole('button', { name: 'Toch inroosteren' })).toBeTruthy();
    expect(within(rules).getByLabelText('Reden om toch in te roosteren')).toBeTruthy();
  });
});

describe('removing an override', () => {
  it('puts the rotation’s person back only with a reason when that breaks a rule', async () => {
    const OVERRIDE_ID = '00000000-0000-4000-a000-0000000000f2';
    entries = [
      buildEntry(
        early,
        { date: '2026-03-10', entryType: 'OVERRIDE', scheduleEntryId: OVERRIDE_ID, originalStaffId: bob.id },
        anna,
      ),
    ];
    const http = api([
      {
        method: 'DELETE',
        path: `/api/schedules/entries/${OVERRIDE_ID}`,
        reply: (r) =>
          (r.body as { acknowledgeViolations?: unknown } | undefined)?.acknowledgeViolations
            ? [200, { success: true }]
            : ruleViolationReply([restRule()]),
      },
    ]);
    const user = setup();
    renderSchedule('/schedule/month/2026-03');
    await user.click(await screen.findByRole('button', { name: 'Early: Anna Jansen (override)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove override' }),
    );
    const rules = await findOpenDialog('This breaks a working-time rule');
    expect(within(rules).getByText(restRule().message)).toBeTruthy();
    await user.type(within(rules).getByLabelText('Reason to assign anyway'), 'Bob agreed');
    await user.click(within(rules).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(http.find('DELETE', `/api/schedules/entries/${OVERRIDE_ID}`)).toHaveLength(2));
    expect(http.find('DELETE', `/api/schedules/entries/${OVERRIDE_ID}`)[1]!.body).toEqual({
      acknowledgeViolations: { reason: 'Bob agreed' },
    });
  });
});

describe('violations in the calendar', () => {
  it('marks the shifts involved (icon and name), lists the sentences in the detail, and filters to them', async () => {
    const nightShift = buildEntry(night, { date: '2026-03-09' }, bob);
    const earlyShift = buildEntry(early, { date: '2026-03-10' }, bob);
    const other = buildEntry(early, { date: '2026-03-11' }, anna);
    entries = [nightShift, earlyShift, other];
    violations = [restRule({ shiftIds: [nightShift.id, earlyShift.id] })];
    api();
    const user = setup();
    const view = renderSchedule('/schedule/week/2026-11');
    const marked = await screen.findByRole('button', {
      name: 'Early: Bob Smit (breaks a working-time rule)',
    });
    expect(marked.querySelector('[data-marker="violation"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Night: Bob Smit (breaks a working-time rule)' })).toBeTruthy();
    const clean = screen.getByRole('button', { name: 'Early: Anna Jansen' });
    expect(clean.querySelector('[data-marker="violation"]')).toBeNull();

    await user.click(marked);
    const detail = await screen.findByRole('dialog');
    const section = within(detail).getByRole('region', { name: 'Working-time rules' });
    expect(within(section).getByText(restRule().message)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Only shifts with violations' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Early: Anna Jansen' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Early: Bob Smit (breaks a working-time rule)' })).toBeTruthy();
    expect(view.location()).toContain('onlyViolations=true');
  });

  it('links to /schedule/rules for managers only', async () => {
    api();
    const view = renderSchedule('/schedule/month/2026-03');
    expect((await screen.findByRole('link', { name: 'Rule violations' })).getAttribute('href')).toBe(
      '/schedule/rules',
    );
    view.unmount();
    signInAs('STAFF');
    renderSchedule('/schedule/month/2026-03');
    await screen.findByRole('grid');
    expect(screen.queryByRole('link', { name: 'Rule violations' })).toBeNull();
  });
});

describe('/schedule/rules', () => {
  it('lists the period’s violations per person with links that open the shift in the calendar', async () => {
    const nightShift = buildEntry(night, { date: '2026-03-09' }, bob);
    const earlyShift = buildEntry(early, { date: '2026-03-10' }, bob);
    const annaShift = buildEntry(early, { date: '2026-03-20' }, anna);
    entries = [nightShift, earlyShift, annaShift];
    const bobs = restRule({ shiftIds: [nightShift.id, earlyShift.id], date: '2026-03-10' });
    const annas = buildViolation({
      ruleId: 'maxConsecutiveDays',
      ruleName: 'Most days in a row',
      staffId: anna.id,
      staffName: anna.name,
      shiftIds: [annaShift.id],
      date: '2026-03-20',
      severity: 'WARNING',
      message: 'Anna Jansen works 8 days in a row up to Fri 20 Mar; at most 7.',
    });
    violations = [bobs, annas];
    const http = api([{ method: 'GET', path: '/api/schedules/violations', reply: ok(violations) }]);
    const user = setup();
    const view = renderSchedule('/schedule/rules?from=2026-03-01&to=2026-03-31');
    const bobSection = await screen.findByRole('region', { name: 'Bob Smit 1 violation' });
    const annaSection = screen.getByRole('region', { name: 'Anna Jansen 1 violation' });
    // By name: Anna first.
    expect(annaSection.compareDocumentPosition(bobSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(bobSection).getByText(bobs.message)).toBeTruthy();
    expect(within(annaSection).getByText(annas.message)).toBeTruthy();
    expect(http.find('GET', '/api/schedules/violations')[0]!.params).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    const link = within(bobSection).getByRole('link', { name: 'Night, Mon 9 Mar' });
    expect(within(bobSection).getByRole('link', { name: 'Early, Tue 10 Mar' })).toBeTruthy();
    await user.click(link);
    const detail = await screen.findByRole('dialog', { name: 'Night' });
    expect(within(detail).getByText(bobs.message)).toBeTruthy();
    expect(view.location()).toBe('/schedule/week/2026-11');
  });

  it('changes the period, says when there is nothing, and refuses an end before the start', async () => {
    const http = api([{ method: 'GET', path: '/api/schedules/violations', reply: ok([]) }]);
    const view = renderSchedule('/schedule/rules');
    expect(await screen.findByText('No shift in this period breaks a working-time rule.')).toBeTruthy();
    // The workspace's month by default.
    expect(http.find('GET', '/api/schedules/violations')[0]!.params).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    fireEvent.change(to, { target: { value: '2026-04-15' } });
    await waitFor(() =>
      expect(http.find('GET', '/api/schedules/violations').at(-1)!.params).toEqual({
        startDate: '2026-03-01',
        endDate: '2026-04-15',
      }),
    );
    expect(view.location()).toContain('to=2026-04-15');
  });

  it('tells the STAFF role it is for admins and managers, without asking the server', async () => {
    signInAs('STAFF');
    const http = api();
    renderSchedule('/schedule/rules');
    expect(
      await screen.findByText('Only admins and managers can see the working-time violations.'),
    ).toBeTruthy();
    expect(http.find('GET', '/api/schedules/violations')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, route, SERVER_ERROR, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildPattern, buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildContract, buildRuleSet } from '@/test/working-time-factories';
import { PatternWizard } from './pattern-wizard';

const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
const night = buildShiftType({ name: 'Night', shortName: 'N', startTime: '23:00', endTime: '07:00' });
const day = buildShiftType({ name: 'Day', shortName: 'D', startTime: '09:00', endTime: '17:00' });
const anna = buildStaff({ name: 'Anna', shortName: 'An' }, [night, day]);
const bram = buildStaff({ name: 'Bram', shortName: 'Br' }, [night, day]);
// Every new workspace starts with the Dutch preset as its default rule set.
const dutch = buildRuleSet({ isDefault: true });
/** A set without any rule (the NONE preset), for a contract that names it. */
const unbound = buildRuleSet({ name: 'No limits', isDefault: false }, 'NONE');
const pattern = buildPattern({ name: 'Nights', weekCount: 1 });
const ASSIGNMENT = /^\/api\/rotation-patterns\/[^/]+\/slots\/[^/]+\/assignments$/;
/** The assignment writes the wizard sent, by the person assigned. */
const assignedIn = (api: ReturnType<typeof fakeApi>) =>
  api.requests
    .filter((r) => r.method === 'POST' && ASSIGNMENT.test(r.path))
    .map((r) => (r.body as { staffId: string }).staffId);

/** The pattern, its requirements (each answered with a new id) and their assignments. */
function saveRoutes(): FakeRoute[] {
  let slots = 0;
  return [
    route('POST', '/api/rotation-patterns', [201, { success: true, data: pattern }]),
    route('POST', `/api/rotation-patterns/${pattern.id}/slots`, (r) => [
      201,
      { success: true, data: { id: `00000000-0000-4000-b000-00000000000${++slots}`, ...(r.body as object) } },
    ]),
    route('POST', ASSIGNMENT, [201, { success: true, data: {}, warnings: [] }]),
  ];
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
  // Wednesday 4 March 2026: the wizard starts on Monday 9 March.
  vi.useFakeTimers({ now: new Date(2026, 2, 4, 10), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

/** Step 1 with a one-week cycle, step 2 with Night on Monday and Day on Tuesday: step 3 shows the plan. */
async function planNightThenDay(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<PatternWizard open onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Pattern wizard' });
  await user.type(within(dialog).getByLabelText('Name'), 'Nights');
  await user.selectOptions(within(dialog).getByLabelText('Number of weeks'), '1');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Night on Monday' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Day on Tuesday' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return dialog;
}

describe('PatternWizard under the Dutch rules', () => {
  it('gives the day after a night to someone else, and saves a plan the server accepts', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna, bram])),
      route('GET', '/api/rule-sets', ok([dutch])),
      route('GET', '/api/staff/contracts', ok([])),
      ...saveRoutes(),
    ]);
    const dialog = await planNightThenDay(user);
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    // Plain turns would give Anna the night of Monday and the day of Tuesday (2 h of rest).
    await waitFor(() => expect(preview.textContent).toContain('NAn'));
    expect(preview.textContent).toContain('DBr');
    expect(within(dialog).queryByText(/Left open/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create pattern' }));
    await waitFor(() => expect(assignedIn(api)).toHaveLength(2));
    const assigned = assignedIn(api).sort();
    expect(assigned).toEqual([anna.id, bram.id].sort());
  });

  it('leaves the shift open that nobody can take within the rules, and says why', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna])),
      route('GET', '/api/rule-sets', ok([dutch])),
      route('GET', '/api/staff/contracts', ok([])),
      ...saveRoutes(),
    ]);
    const dialog = await planNightThenDay(user);
    const open = await within(dialog).findByRole('region', { name: /Left open/ });
    expect(open.textContent).toContain('Week 1, Tuesday, Day:');
    expect(open.textContent).toContain('Anna would break Daily rest, Rest after a late night');
    expect(within(dialog).getByText('2 requirements, 1 with someone assigned')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create pattern' }));
    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(2),
    );
    await waitFor(() => expect(assignedIn(api)).toHaveLength(1));
  });

  it('says when the rules could not be read and shares without them', async () => {
    const user = userEvent.setup();
    fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna])),
      route('GET', '/api/rule-sets', SERVER_ERROR),
      route('GET', '/api/staff/contracts', ok([])),
    ]);
    const dialog = await planNightThenDay(user);
    expect(
      await within(dialog).findByText(/The working-time rules could not be read/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByText('2 requirements, 2 with someone assigned')).toBeTruthy();
  });

  it("checks a person against their own contract's rule set, read for the start date", async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna])),
      route('GET', '/api/rule-sets', ok([dutch, unbound])),
      route(
        'GET',
        '/api/staff/contracts',
        ok([buildContract({ staffId: anna.id, startsOn: '2026-02-01', ruleSetId: unbound.id })]),
      ),
      ...saveRoutes(),
    ]);
    const dialog = await planNightThenDay(user);
    // Under the default (Dutch) set the day after her night would stay open; her set has no rules.
    await waitFor(() =>
      expect(within(dialog).getByText('2 requirements, 2 with someone assigned')).toBeTruthy(),
    );
    expect(within(dialog).queryByText(/Left open/)).toBeNull();
    expect(api.find('GET', '/api/staff/contracts').map((r) => r.params)).toContainEqual({
      date: '2026-03-09',
      // Two one-week cycles and the rules' reach after them (the Dutch set looks a year on).
      through: '2027-03-28',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create pattern' }));
    await waitFor(() => expect(assignedIn(api)).toEqual([anna.id, anna.id]));
  });

  it('reads the contracts of the weeks it plans: a period that starts later brings its rules', async () => {
    const user = userEvent.setup();
    // No limits on the start date; the default (Dutch) rules from the second week on.
    const periods = [
      buildContract({ staffId: anna.id, startsOn: '2026-02-01', ruleSetId: unbound.id }),
      buildContract({ staffId: anna.id, startsOn: '2026-03-16', ruleSetId: null }),
    ];
    const api = fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna])),
      route('GET', '/api/rule-sets', ok([dutch, unbound])),
      route('GET', '/api/staff/contracts', (r) => {
        const { date, through } = r.params as { date: string; through?: string };
        // As the server answers: the period in force on `date` and those starting up to `through`.
        return ok(periods.filter((c) => c.startsOn <= (through ?? date)));
      }),
      ...saveRoutes(),
    ]);
    const dialog = await planNightThenDay(user);
    const open = await within(dialog).findByRole('region', { name: /Left open/ });
    expect(open.textContent).toContain('Anna would break Daily rest, Rest after a late night');
    expect(within(dialog).getByText('2 requirements, 1 with someone assigned')).toBeTruthy();
    const asked = api.find('GET', '/api/staff/contracts').at(-1)!.params as { date: string; through: string };
    expect(asked.date).toBe('2026-03-09');
    expect(asked.through >= '2026-03-22').toBe(true);
  });

  it('checks everyone against the default set when the contracts cannot be read, and says so', async () => {
    const user = userEvent.setup();
    fakeApi([
      route('GET', '/api/shift-types', ok([night, day])),
      route('GET', '/api/staff', ok([anna])),
      route('GET', '/api/rule-sets', ok([dutch, unbound])),
      route('GET', '/api/staff/contracts', SERVER_ERROR),
    ]);
    const dialog = await planNightThenDay(user);
    expect(
      await within(dialog).findByText(/The contracts could not be read/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const open = within(dialog).getByRole('region', { name: /Left open/ });
    expect(open.textContent).toContain('Anna would break Daily rest, Rest after a late night');
    expect(within(dialog).getByText('2 requirements, 1 with someone assigned')).toBeTruthy();
  });
});

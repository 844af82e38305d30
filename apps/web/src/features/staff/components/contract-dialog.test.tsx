import type { ContractBody, ContractDto } from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { workspaceToday } from '@/lib/use-workspace-today';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND, route, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildStaff, ok } from '@/test/staff-factories';
import { buildContract, buildRuleSet } from '@/test/working-time-factories';
import { StaffPage } from '../staff-page';

const anna = buildStaff({ name: 'Anna de Vries' });
const bram = buildStaff({ name: 'Bram Jansen', shortName: 'BJ' });
const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
const partTime = buildRuleSet({ name: 'Part-time' });
const year = new Date().getFullYear();

function setup(role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  resetApp();
  const workspace = buildWorkspace({ role });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => setup());

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function pageRoutes(history: { current: ContractDto[] }, extra: FakeRoute[] = []): FakeRoute[] {
  return [
    { method: 'GET', path: '/api/staff', reply: ok([anna, bram]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    { method: 'GET', path: '/api/shift-types', reply: ok([]) },
    { method: 'GET', path: '/api/rule-sets', reply: ok([atw, partTime]) },
    // The Contract column: the periods in force on the day asked, in one request for everyone.
    {
      method: 'GET',
      path: '/api/staff/contracts',
      reply: (request) => {
        const date = String(request.params.date);
        return ok(history.current.filter((c) => c.startsOn <= date && (c.endsOn ?? date) >= date));
      },
    },
    // The dialog: one member's history.
    { method: 'GET', path: `/api/staff/${anna.id}/contracts`, reply: () => ok(history.current) },
    ...extra,
  ];
}

async function openContract(name = 'Anna de Vries') {
  fireEvent.click(await screen.findByRole('button', { name: `Contract of ${name}` }));
  return screen.findByRole('dialog', { name: `Contract of ${name}` });
}

describe('contracts on the staff page', () => {
  it('shows each member’s hours per week in force today in the Contract column', async () => {
    const history = {
      current: [
        buildContract({ staffId: anna.id, startsOn: `${year + 1}-01-01`, hoursPerWeek: 24 }),
        buildContract({
          staffId: anna.id,
          startsOn: `${year - 1}-01-01`,
          endsOn: `${year}-12-31`,
          hoursPerWeek: 36.5,
        }),
      ],
    };
    const api = fakeApi(pageRoutes(history));
    renderPage(<StaffPage />);
    expect(await screen.findByText('36.5 h')).toBeTruthy();
    const bramRow = screen.getByText('Bram Jansen').closest('tr')!;
    expect(within(bramRow).getByLabelText('No contract')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Contract' })).toBeTruthy();
    // One request for the whole column, for today; none per person.
    const reads = api.requests.filter((r) => r.path.endsWith('/contracts'));
    expect(reads.map((r) => [r.path, r.params])).toEqual([
      ['/api/staff/contracts', { date: workspaceToday('Europe/Amsterdam') }],
    ]);
  });

  it('offers STAFF no Contract column or action', async () => {
    setup('STAFF');
    fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([anna]) },
      { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
      { method: 'GET', path: '/api/shift-types', reply: ok([]) },
    ]);
    renderPage(<StaffPage />);
    await screen.findByText('Anna de Vries');
    expect(screen.queryByRole('columnheader', { name: 'Contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contract of Anna de Vries' })).toBeNull();
  });

  it('shows the current contract and the history, newest first, with the rule set by name', async () => {
    const history = {
      current: [
        buildContract({
          staffId: anna.id,
          startsOn: `${year + 1}-03-01`,
          hoursPerWeek: 32,
          ruleSetId: partTime.id,
        }),
        buildContract({
          staffId: anna.id,
          startsOn: `${year - 1}-01-01`,
          endsOn: `${year + 1}-02-28`,
          hoursPerWeek: 24.5,
          maxHoursPerPeriod: 40,
        }),
      ],
    };
    fakeApi(pageRoutes(history));
    renderPage(<StaffPage />);
    const dialog = await openContract();

    const current = await within(dialog).findByRole('region', { name: 'Current contract' });
    expect(current.textContent).toContain('24.5 h/week · Default rule set (Arbeidstijdenwet)');
    expect(current.textContent).toContain('Per week: at most 40 h');
    const rows = within(within(dialog).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `32 h/week · Part-timeFrom 1 March ${year + 1}`,
      `24.5 h/week · Default rule set (Arbeidstijdenwet)1 January ${year - 1} – 28 February ${year + 1}Per week: at most 40 h`,
    ]);
  });

  it('starts a new contract from a date, with decimal hours and a rule set', async () => {
    const history = { current: [] as ContractDto[] };
    const api = fakeApi(
      pageRoutes(history, [
        route<ContractBody>('POST', `/api/staff/${anna.id}/contracts`, (request) => {
          const created = buildContract({
            staffId: anna.id,
            ...request.body,
            ruleSetId: request.body.ruleSetId ?? null,
          });
          history.current = [created];
          return [201, { success: true, data: created }];
        }),
      ]),
    );
    renderPage(<StaffPage />);
    const dialog = await openContract();
    expect(await within(dialog).findByText('No contract yet: the default rule set applies.')).toBeTruthy();

    type(within(dialog).getByLabelText('Starts on'), `${year}-03-01`);
    type(within(dialog).getByLabelText('Hours per week'), '24,5');
    type(within(dialog).getByLabelText('Minimum hours'), '20');
    fireEvent.change(within(dialog).getByLabelText('Rule set'), { target: { value: partTime.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: `New contract from 1 March ${year}` }));

    await waitFor(() => expect(api.find('POST', `/api/staff/${anna.id}/contracts`)).toHaveLength(1));
    expect(api.find('POST', `/api/staff/${anna.id}/contracts`)[0]!.body).toEqual({
      startsOn: `${year}-03-01`,
      hoursPerWeek: 24.5,
      minHoursPerPeriod: 20,
      maxHoursPerPeriod: null,
      period: 'WEEK',
      ruleSetId: partTime.id,
    });
    const list = await within(dialog).findByRole('list', { name: 'History' });
    expect(within(list).getByText('24.5 h/week · Part-time')).toBeTruthy();
  });

  it('shows the server’s field error beside the field and a refused date as the server says it', async () => {
    const history = { current: [] as ContractDto[] };
    let answer: [number, unknown] = [
      400,
      {
        success: false,
        error: 'Validation failed',
        code: 'VALIDATION_ERROR',
        details: [{ field: 'hoursPerWeek', message: 'Hours per week must be at most 80' }],
      },
    ];
    fakeApi(
      pageRoutes(history, [{ method: 'POST', path: `/api/staff/${anna.id}/contracts`, reply: () => answer }]),
    );
    renderPage(<StaffPage />);
    const dialog = await openContract();
    await within(dialog).findByText('No contract yet: the default rule set applies.');

    fireEvent.click(within(dialog).getByRole('button', { name: /^New contract from/ }));
    expect(within(dialog).getByText('Hours per week is required')).toBeTruthy();

    type(within(dialog).getByLabelText('Hours per week'), '90');
    fireEvent.click(within(dialog).getByRole('button', { name: /^New contract from/ }));
    const hours = within(dialog).getByLabelText('Hours per week');
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(hours.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Hours per week must be at most 80',
    );

    answer = [
      409,
      {
        success: false,
        error: `Anna de Vries already has a contract starting on ${year}-03-01`,
        code: 'CONFLICT',
      },
    ];
    type(hours, '36');
    fireEvent.click(within(dialog).getByRole('button', { name: /^New contract from/ }));
    expect(
      await within(dialog).findByText(`Anna de Vries already has a contract starting on ${year}-03-01`),
    ).toBeTruthy();
  });

  it('edits a period and deletes one after asking', async () => {
    const older = buildContract({
      staffId: anna.id,
      startsOn: `${year - 1}-01-01`,
      endsOn: `${year - 1}-12-31`,
    });
    const newer = buildContract({ staffId: anna.id, startsOn: `${year}-01-01`, hoursPerWeek: 32 });
    const history = { current: [newer, older] };
    const api = fakeApi(
      pageRoutes(history, [
        route<ContractBody>('PUT', `/api/staff/${anna.id}/contracts/${newer.id}`, (request) => {
          history.current = [{ ...newer, ...request.body, ruleSetId: request.body.ruleSetId ?? null }, older];
          return ok(history.current[0]);
        }),
        {
          method: 'DELETE',
          path: `/api/staff/${anna.id}/contracts/${older.id}`,
          reply: () => {
            history.current = history.current.filter((c) => c.id !== older.id);
            return [200, { success: true, message: 'Contract deleted' }];
          },
        },
      ]),
    );
    renderPage(<StaffPage />);
    const dialog = await openContract();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: `Edit the contract from 1 January ${year}` }),
    );
    const form = within(dialog).getByRole('form', { name: `Contract from 1 January ${year}` });
    expect((within(form).getByLabelText('Hours per week') as HTMLInputElement).value).toBe('32');
    type(within(form).getByLabelText('Hours per week'), '34');
    fireEvent.click(within(form).getByRole('button', { name: 'Save contract' }));
    await waitFor(() =>
      expect(api.find('PUT', `/api/staff/${anna.id}/contracts/${newer.id}`)).toHaveLength(1),
    );
    expect(api.find('PUT', `/api/staff/${anna.id}/contracts/${newer.id}`)[0]!.body).toMatchObject({
      hoursPerWeek: 34,
    });
    expect(
      await within(dialog).findByText('34 h/week · Default rule set (Arbeidstijdenwet)', {
        selector: 'li p',
      }),
    ).toBeTruthy();
    // The save refreshes the Contract column's one read too.
    const annaRow = screen.getByText('Anna de Vries', { selector: 'td' }).closest('tr')!;
    await waitFor(() => expect(within(annaRow).getByText('34 h')).toBeTruthy());

    fireEvent.click(
      within(dialog).getByRole('button', { name: `Delete the contract from 1 January ${year - 1}` }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(api.find('DELETE', `/api/staff/${anna.id}/contracts/${older.id}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(api.find('DELETE', `/api/staff/${anna.id}/contracts/${older.id}`)).toHaveLength(1);
  });
});

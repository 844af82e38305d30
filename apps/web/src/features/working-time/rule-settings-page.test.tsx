import type { HolidayBody, RuleSetDto, UpdateRuleSetBody } from '@openrota/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, route, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType } from '@/test/staff-factories';
import { buildHoliday, buildRuleSet } from '@/test/working-time-factories';
import { RuleSettingsPage } from './rule-settings-page';

const night = buildShiftType({ name: 'Night', startTime: '23:00', endTime: '07:00' });
const early = buildShiftType({ name: 'Early', startTime: '07:00', endTime: '15:00', order: 1 });
const year = new Date().getFullYear();
/** The editor renders 21 rules (a save three times: open, save, reload): slow on a busy machine. */
const EDITOR_TEST_TIMEOUT = 15_000;

function setup(role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  const workspace = buildWorkspace({ role });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(async () => {
  resetApp();
  await act(() => i18next.changeLanguage('en'));
});

const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
const listRoute = (sets: () => RuleSetDto[]): FakeRoute => ({
  method: 'GET',
  path: '/api/rule-sets',
  reply: () => ok(sets()),
});
const shiftTypesRoute: FakeRoute = { method: 'GET', path: '/api/shift-types', reply: ok([night, early]) };

/** The rule sets as listed (the toaster's toasts are list items too). */
const setItems = () => within(screen.getByRole('list', { name: 'Rule sets' })).getAllByRole('listitem');
/** A rule's row, found by the label of its switch (role and label queries over the 21 rows are slow). */
const ruleSection = (name: string) => screen.getByText(name, { selector: 'label' }).closest('section')!;
/** Types into a field in one change, as a paste would. */
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** Picks the option shown as `label`. */
const pick = (select: HTMLElement, label: string) => {
  const option = [...(select as HTMLSelectElement).options].find((o) => o.text === label);
  if (!option) throw new Error(`No option ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
};

describe('RuleSettingsPage: rule sets', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('lists the rule sets with the default marked and first, and how many contracts use each', async () => {
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true, contractCount: 12 });
    const eu = buildRuleSet({ name: 'Agency staff', contractCount: 0 }, 'EU_WTD');
    fakeApi([listRoute(() => [eu, atw])]);
    renderPage(<RuleSettingsPage />);

    const items = await within(await screen.findByRole('list', { name: 'Rule sets' })).findAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Arbeidstijdenwet', 'Agency staff']);
    expect(within(items[0]!).getByText('Default')).toBeTruthy();
    expect(within(items[0]!).getByText(/Used by 12 contracts/)).toBeTruthy();
    expect(within(items[1]!).queryByText('Default')).toBeNull();
    expect(within(items[1]!).getByText(/EU Working Time Directive · Not used by a contract/)).toBeTruthy();
    // The default cannot be made the default again; the other can.
    expect(within(items[0]!).queryByRole('button', { name: /Make .* the default/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Make Agency staff the default' })).toBeTruthy();
  });

  it('opens a set in the editor with every rule by name, its limits in hours and its night definition', async () => {
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    fakeApi([listRoute(() => [atw]), shiftTypesRoute]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));

    expect(screen.getByText('Edit Arbeidstijdenwet', { selector: 'h2' })).toBeTruthy();
    expect(document.querySelectorAll('[role=switch]')).toHaveLength(21);
    const daily = ruleSection('Daily rest');
    expect(within(daily).getByRole('switch', { name: 'Daily rest' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((within(daily).getByLabelText('Rest at least') as HTMLInputElement).value).toBe('11');
    expect((within(daily).getByLabelText('Shortened rest at least') as HTMLInputElement).value).toBe('8');
    expect((within(daily).getByLabelText('Shortened times per 7 days') as HTMLInputElement).value).toBe('1');
    expect((within(daily).getByLabelText('Type') as HTMLSelectElement).value).toBe('HARD');
    expect(
      (within(ruleSection('Longest week')).getByLabelText('Most per week') as HTMLInputElement).value,
    ).toBe('60');
    expect((screen.getByLabelText('More than') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('A night ends late after') as HTMLInputElement).value).toBe('02:00');
    expect((screen.getByLabelText('Rule week starts on') as HTMLSelectElement).selectedOptions[0]!.text).toBe(
      'Monday',
    );
    // A rule that is off shows no limits.
    const succession = ruleSection('Shift type not allowed after another');
    expect(within(succession).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(succession).queryByLabelText('Not within')).toBeNull();
  });

  const savingRoutes = (atw: { current: RuleSetDto }) => [
    listRoute(() => [atw.current]),
    shiftTypesRoute,
    route<UpdateRuleSetBody>('PUT', `/api/rule-sets/${atw.current.id}`, (request) => {
      atw.current = {
        ...atw.current,
        name: request.body.name ?? atw.current.name,
        rules: { ...atw.current.rules, ...(request.body.rules as RuleSetDto['rules']) },
        updatedAt: '2026-02-01T10:00:00.000Z',
      };
      return ok(atw.current);
    }),
  ];
  const sentBody = (api: ReturnType<typeof fakeApi>, id: string) =>
    api.find('PUT', `/api/rule-sets/${id}`)[0]!.body as UpdateRuleSetBody;

  it('saves the edited set: a new name, hours with a decimal comma as minutes, a warning and a rule off', async () => {
    setup();
    const atw = { current: buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true }) };
    const id = atw.current.id;
    const api = fakeApi(savingRoutes(atw));
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));

    typeInto(screen.getByLabelText('Name'), 'ATW ward 4');
    const daily = ruleSection('Daily rest');
    typeInto(within(daily).getByLabelText('Rest at least'), '10,5');
    pick(within(daily).getByLabelText('Type'), 'Warning');
    fireEvent.click(within(ruleSection('Longest week')).getByRole('switch'));
    fireEvent.click(screen.getByText('Save rule set'));

    await waitFor(() => expect(api.find('PUT', `/api/rule-sets/${id}`)).toHaveLength(1));
    const body = sentBody(api, id);
    expect(body.name).toBe('ATW ward 4');
    expect(body.rules?.dailyRest).toEqual({
      enabled: true,
      severity: 'WARNING',
      params: { minMinutes: 630, shortenedMinutes: 480, shortenedPerWeek: 1 },
    });
    expect(body.rules?.maxWeekMinutes?.enabled).toBe(false);
    expect(body.night?.minMinutesInWindow).toBe(60);
    expect(await screen.findByText('Rule set saved')).toBeTruthy();
    // The editor shows the saved set.
    expect(await screen.findByText('Edit ATW ward 4', { selector: 'h2' })).toBeTruthy();
    expect(
      (within(ruleSection('Daily rest')).getByLabelText('Rest at least') as HTMLInputElement).value,
    ).toBe('10.5');
  });

  it('saves a forbidden succession picked by shift type name: Night → Early within 24 h', async () => {
    setup();
    const atw = { current: buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true }) };
    const id = atw.current.id;
    const api = fakeApi(savingRoutes(atw));
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));

    const succession = ruleSection('Shift type not allowed after another');
    fireEvent.click(within(succession).getByRole('switch'));
    fireEvent.click(await within(succession).findByText('Add a succession'));
    pick(within(succession).getByLabelText('After'), 'Night');
    pick(within(succession).getByLabelText('Not'), 'Early');
    typeInto(within(succession).getByLabelText('Not within'), '24');
    fireEvent.click(screen.getByText('Save rule set'));

    await waitFor(() => expect(api.find('PUT', `/api/rule-sets/${id}`)).toHaveLength(1));
    expect(sentBody(api, id).rules?.forbiddenSuccession).toEqual({
      enabled: true,
      severity: atw.current.rules.forbiddenSuccession.severity,
      params: { withinMinutes: 1440, pairs: [{ fromShiftTypeId: night.id, toShiftTypeId: early.id }] },
    });
  });

  it('shows the server’s field error beside the field it names', async () => {
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    fakeApi([
      listRoute(() => [atw]),
      shiftTypesRoute,
      {
        method: 'PUT',
        path: `/api/rule-sets/${atw.id}`,
        reply: [
          400,
          {
            success: false,
            error: 'Validation failed',
            code: 'VALIDATION_ERROR',
            details: [
              {
                field: 'rules.dailyRest.params.shortenedMinutes',
                message: 'Shortened rest must not be longer than the rest it shortens',
              },
            ],
          },
        ],
      },
    ]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));
    const daily = ruleSection('Daily rest');
    typeInto(within(daily).getByLabelText('Shortened rest at least'), '12');
    fireEvent.click(screen.getByText('Save rule set'));

    const field = within(daily).getByLabelText('Shortened rest at least');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field).toHaveProperty('value', '12');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Shortened rest must not be longer than the rest it shortens',
    );
    expect(screen.getByText('Some fields need attention.')).toBeTruthy();
  });

  it('refuses hours that are not a number without calling the server', async () => {
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    const api = fakeApi([listRoute(() => [atw]), shiftTypesRoute]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));
    const shift = within(ruleSection('Longest shift')).getByLabelText('Longest');
    typeInto(shift, 'twelve');
    fireEvent.click(screen.getByText('Save rule set'));

    expect(await within(ruleSection('Longest shift')).findByText('Enter a number')).toBeTruthy();
    expect(api.find('PUT', `/api/rule-sets/${atw.id}`)).toHaveLength(0);
  });

  it('makes another set the default and marks it after the list reloads', async () => {
    setup('ADMIN');
    let atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    let eu = buildRuleSet({ name: 'Agency staff' }, 'EU_WTD');
    const api = fakeApi([
      listRoute(() => [atw, eu]),
      {
        method: 'POST',
        path: `/api/rule-sets/${eu.id}/default`,
        reply: () => {
          atw = { ...atw, isDefault: false };
          eu = { ...eu, isDefault: true };
          return ok(eu);
        },
      },
    ]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Agency staff the default' }));

    await waitFor(() => expect(api.find('POST', `/api/rule-sets/${eu.id}/default`)).toHaveLength(1));
    expect(await screen.findByText('Agency staff is now the default rule set')).toBeTruthy();
    await waitFor(() =>
      expect(setItems().map((li) => li.getAttribute('aria-label'))).toEqual([
        'Agency staff',
        'Arbeidstijdenwet',
      ]),
    );
    const [first, second] = setItems();
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Make Arbeidstijdenwet the default' })).toBeTruthy();
  });

  it('creates a set from a preset and opens it in the editor', async () => {
    const user = userEvent.setup();
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    const sets = [atw];
    const api = fakeApi([
      listRoute(() => sets),
      shiftTypesRoute,
      {
        method: 'POST',
        path: '/api/rule-sets',
        reply: (request) => {
          const body = request.body as { name: string; preset?: 'EU_WTD' };
          const created = buildRuleSet({ name: body.name }, body.preset ?? 'NL_ATW');
          sets.push(created);
          return [201, { success: true, data: created }];
        },
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule set' }));
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByLabelText('Name'), 'Students');
    pick(within(dialog).getByLabelText('Start from'), 'EU Working Time Directive');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.find('POST', '/api/rule-sets')).toHaveLength(1));
    expect(api.find('POST', '/api/rule-sets')[0]!.body).toEqual({ name: 'Students', preset: 'EU_WTD' });
    expect(await screen.findByText('Edit Students', { selector: 'h2' })).toBeTruthy();
  });

  it('creates a set as a copy of another', async () => {
    const user = userEvent.setup();
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    const api = fakeApi([
      listRoute(() => [atw]),
      shiftTypesRoute,
      {
        method: 'POST',
        path: '/api/rule-sets',
        reply: [201, { success: true, data: buildRuleSet({ name: 'Night team' }) }],
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule set' }));
    const again = await screen.findByRole('dialog');
    typeInto(within(again).getByLabelText('Name'), 'Night team');
    pick(within(again).getByLabelText('Start from'), 'Copy of Arbeidstijdenwet');
    await user.click(within(again).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.find('POST', '/api/rule-sets')).toHaveLength(1));
    expect(api.find('POST', '/api/rule-sets')[0]!.body).toEqual({ name: 'Night team', copyFromId: atw.id });
  });

  it('shows the name the server refuses in the create dialog', async () => {
    const user = userEvent.setup();
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    fakeApi([
      listRoute(() => [atw]),
      {
        method: 'POST',
        path: '/api/rule-sets',
        reply: [
          409,
          { success: false, error: 'A rule set named "Arbeidstijdenwet" already exists', code: 'CONFLICT' },
        ],
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule set' }));
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByLabelText('Name'), 'Arbeidstijdenwet');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A rule set named "Arbeidstijdenwet" already exists'),
    ).toBeTruthy();
  });

  it('asks before deleting and shows the server’s 409 when a contract uses the set', async () => {
    const user = userEvent.setup();
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    const used = buildRuleSet({ name: 'Part-time', contractCount: 3 });
    const message =
      'Rule set "Part-time" is used by 3 contracts. Give those contracts another rule set first.';
    const api = fakeApi([
      listRoute(() => [atw, used]),
      {
        method: 'DELETE',
        path: `/api/rule-sets/${used.id}`,
        reply: [409, { success: false, error: message, code: 'CONFLICT' }],
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Part-time' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete the rule set "Part-time"? This cannot be undone.')).toBeTruthy();
    expect(api.find('DELETE', `/api/rule-sets/${used.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.find('DELETE', `/api/rule-sets/${used.id}`)).toHaveLength(1);
  });

  it('shows STAFF the rules read-only: no create, default or delete, and no save', async () => {
    setup('STAFF');
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    const eu = buildRuleSet({ name: 'Agency staff' }, 'EU_WTD');
    fakeApi([listRoute(() => [atw, eu]), shiftTypesRoute]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Arbeidstijdenwet' }));

    expect(screen.getByText('Only admins and managers can change the rules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New rule set' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Make .* the default/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rule set' })).toBeNull();
    expect(within(ruleSection('Daily rest')).getByRole('switch')).toHaveProperty('disabled', true);
    expect(within(ruleSection('Daily rest')).getByLabelText('Rest at least')).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('speaks Dutch: rule names, hours with a decimal comma', async () => {
    await act(() => i18next.changeLanguage('nl'));
    setup();
    const atw = buildRuleSet({ name: 'Arbeidstijdenwet', isDefault: true });
    atw.rules.dailyRest.params.minMinutes = 630;
    fakeApi([listRoute(() => [atw]), shiftTypesRoute]);
    renderPage(<RuleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Arbeidstijdenwet bewerken' }));
    const daily = ruleSection('Dagelijkse rust');
    expect((within(daily).getByLabelText('Rust ten minste') as HTMLInputElement).value).toBe('10,5');
    expect(within(ruleSection('Rust na een late nachtdienst')).getByRole('switch')).toBeTruthy();
    expect(screen.getByText('Regelset opslaan')).toBeTruthy();
  });
});

describe('RuleSettingsPage: public holidays', () => {
  const openHolidays = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('tab', { name: 'Public holidays' }));
  };

  it('lists the year’s holidays by date and moves between years', async () => {
    const user = userEvent.setup();
    setup();
    const api = fakeApi([
      listRoute(() => []),
      {
        method: 'GET',
        path: '/api/holidays',
        reply: (request) =>
          ok(
            request.params.year === year
              ? [
                  buildHoliday({ date: `${year}-12-25`, name: 'Eerste Kerstdag' }),
                  buildHoliday({ date: `${year}-01-01`, name: 'Nieuwjaarsdag' }),
                ]
              : [],
          ),
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await openHolidays(user);

    const list = await screen.findByRole('list', { name: 'Public holidays' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `Nieuwjaarsdag1 January ${year}`,
      `Eerste Kerstdag25 December ${year}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByText(`No public holidays in ${year + 1}.`)).toBeTruthy();
    expect(api.find('GET', '/api/holidays').map((r) => r.params.year)).toEqual([year, year + 1]);
    expect(screen.getByRole('button', { name: `Restore Dutch holidays for ${year + 1}` })).toBeTruthy();
  });

  it('adds a holiday, shows a refused date beside the field, and deletes after asking', async () => {
    const user = userEvent.setup();
    setup();
    const holidays = [buildHoliday({ date: `${year}-04-27`, name: 'Koningsdag' })];
    const api = fakeApi([
      listRoute(() => []),
      { method: 'GET', path: '/api/holidays', reply: () => ok([...holidays]) },
      route<HolidayBody>('POST', '/api/holidays', (request) => {
        if (request.body.date === `${year}-04-27`)
          return [
            409,
            {
              success: false,
              error: `There is already a holiday on ${year}-04-27 (Koningsdag)`,
              code: 'CONFLICT',
            },
          ];
        const created = buildHoliday(request.body);
        holidays.push(created);
        return [201, { success: true, data: created }];
      }),
      {
        method: 'DELETE',
        path: /^\/api\/holidays\/[^/]+$/,
        reply: (request) => {
          holidays.splice(
            holidays.findIndex((h) => request.path.endsWith(h.id)),
            1,
          );
          return [200, { success: true, message: 'Holiday removed' }];
        },
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await openHolidays(user);
    await screen.findByText('Koningsdag');

    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(api.find('POST', '/api/holidays')).toHaveLength(0);

    await user.type(screen.getByLabelText('Date'), `${year}-04-27`);
    await user.type(screen.getByLabelText('Name'), 'Koningsdag again');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText(`There is already a holiday on ${year}-04-27 (Koningsdag)`)).toBeTruthy();

    typeInto(screen.getByLabelText('Date'), `${year}-06-30`);
    typeInto(screen.getByLabelText('Name'), 'Ward day');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Ward day')).toBeTruthy();
    expect(api.find('POST', '/api/holidays')[1]!.body).toEqual({ date: `${year}-06-30`, name: 'Ward day' });

    await user.click(screen.getByRole('button', { name: 'Delete Koningsdag' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Koningsdag')).toBeNull());
    expect(api.find('DELETE', `/api/holidays/${holidays[0]!.id}`)).toHaveLength(0);
  });

  it('restores the Dutch holidays of the shown year after asking', async () => {
    const user = userEvent.setup();
    setup();
    let holidays = [buildHoliday({ date: `${year}-06-30`, name: 'Ward day' })];
    const api = fakeApi([
      listRoute(() => []),
      { method: 'GET', path: '/api/holidays', reply: () => ok(holidays) },
      {
        method: 'POST',
        path: '/api/holidays/reset',
        reply: () => {
          holidays = [buildHoliday({ date: `${year}-04-27`, name: 'Koningsdag' })];
          return ok(holidays);
        },
      },
    ]);
    renderPage(<RuleSettingsPage />);
    await openHolidays(user);
    await screen.findByText('Ward day');
    await user.click(screen.getByRole('button', { name: `Restore Dutch holidays for ${year}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(new RegExp(`Holidays you added for ${year} are removed`))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Koningsdag')).toBeTruthy();
    expect(screen.queryByText('Ward day')).toBeNull();
    expect(api.find('POST', '/api/holidays/reset').map((r) => r.params)).toEqual([{ year }]);
  });
});

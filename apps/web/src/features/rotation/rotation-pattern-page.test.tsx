import type { RotationSlot } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND, type FakeRoute } from '@/test/fake-api';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from '@/lib/query-client';
import { resetApp, signIn } from '@/test/render-app';
import { buildPattern, buildShiftType, buildSlot, buildStaff } from '@/test/rotation-factories';
import { slotCandidatesRoute } from '@/test/rule-checks';
import { RotationPatternPage } from './rotation-pattern-page';
import { findOpenDialog } from '@/test/dialogs';

/** The detail page on its real route, in a memory router that tells where the user ended up. */
function renderApp(path: string) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: '/schedule/rotation-patterns/:id', element: <RotationPatternPage /> },
      { path: '/schedule/rotation-patterns', element: <h1>Patterns</h1> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];
const pattern = buildPattern({ name: 'Ward rota', weekCount: 2 });
const early = buildShiftType({ name: 'Early', shortName: 'E', order: 0 });
const night = buildShiftType({ name: 'Night', shortName: 'N', order: 1 });
const anna = buildStaff({ name: 'Anna' }, [early, night]);
const base = `/schedule/rotation-patterns/${pattern.id}`;

function routes(slots: RotationSlot[], extra: FakeRoute[] = []): FakeRoute[] {
  return [
    ...extra,
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}`, reply: ok(pattern) },
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}/slots`, reply: ok(slots) },
    { method: 'GET', path: '/api/shift-types', reply: ok([early, night]) },
    { method: 'GET', path: '/api/staff', reply: ok([anna]) },
    { method: 'GET', path: `/api/rotation-patterns/${pattern.id}/violations`, reply: ok([]) },
    slotCandidatesRoute(() => slots, [anna]),
  ];
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
});

describe('rotation pattern detail', () => {
  it('shows filled/required per shift type and marks an under-filled day red with how many more are needed', async () => {
    fakeApi(
      routes([
        buildSlot(pattern, early, 1, 0, anna),
        buildSlot(pattern, night, 1, 0),
        buildSlot(pattern, early, 1, 1, anna),
      ]),
    );
    renderApp(base);
    const monday = await screen.findByRole('button', {
      name: 'Week 1, Monday: Early 1/1, Night 0/1 (1 more needed)',
    });
    expect(monday.getAttribute('data-underfilled')).toBe('true');
    expect(within(monday).getByText('1 more needed')).toBeTruthy();
    const tuesday = screen.getByRole('button', { name: 'Week 1, Tuesday: Early 1/1' });
    expect(tuesday.getAttribute('data-underfilled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Week 2, Sunday: no requirements' })).toBeTruthy();
  });

  it('opens the day dialog from ?week=&day= and closing removes them without a history entry', async () => {
    const user = userEvent.setup();
    fakeApi(routes([]));
    const app = renderApp(`${base}?week=2&day=3`);
    const dialog = await screen.findByRole('dialog', { name: /Week 2, Thursday/i });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.search).toBe('');
    expect(app.router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Week 1, Friday: no requirements' }));
    await findOpenDialog(/Week 1, Friday/i);
    expect(app.router.state.location.search).toBe('?week=1&day=4');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('enables add-requirement only once a shift type is chosen, and sends a count of 1', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      routes(
        [],
        [
          {
            method: 'POST',
            path: `/api/rotation-patterns/${pattern.id}/slots`,
            reply: (r) => [201, { success: true, data: { id: early.id, ...(r.body as object) } }],
          },
        ],
      ),
    );
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: 'Add requirement' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Shift type' }), 'Night');
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(1),
    );
    expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)[0]!.body).toEqual({
      weekNumber: 1,
      dayOfWeek: 0,
      shiftTypeId: night.id,
      requiredCount: 1,
      isOptional: false,
    });
  });

  it('offers copying only on an empty day, listing two days and a "+N more" that lists them all; a day with two Earlies copies both (issue 10)', async () => {
    const user = userEvent.setup();
    const slots = [1, 2, 3, 4].map((day) => buildSlot(pattern, early, 1, day));
    slots.push(buildSlot(pattern, early, 1, 4), buildSlot(pattern, night, 1, 4));
    let created = 0;
    const api = fakeApi(
      routes(slots, [
        {
          method: 'POST',
          path: `/api/rotation-patterns/${pattern.id}/slots`,
          reply: (r) => [201, { success: true, data: { id: `${++created}`, ...(r.body as object) } }],
        },
      ]),
    );
    const app = renderApp(`${base}?week=1&day=1`);
    const busy = await screen.findByRole('dialog');
    await within(busy).findByRole('button', { name: 'Delete requirement Early' });
    expect(within(busy).queryByRole('button', { name: 'Copy from another day' })).toBeNull();

    await app.router.navigate(`${base}?week=1&day=0`, { replace: true });
    const empty = await findOpenDialog(/Week 1, Monday/i);
    await user.click(await within(empty).findByRole('button', { name: 'Copy from another day' }));
    const copy = await findOpenDialog('Copy requirements');
    expect(
      within(copy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/Week 1, Tuesday/i), expect.stringMatching(/Week 1, Wednesday/i)]);
    await user.click(within(copy).getByRole('button', { name: 'Show 2 more days' }));
    expect(within(copy).getAllByRole('listitem')).toHaveLength(4);
    expect(within(copy).queryByText('+2 more')).toBeNull();

    await user.click(within(copy).getByRole('button', { name: /Week 1, Friday/i }));
    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(3),
    );
    expect(
      api
        .find('POST', `/api/rotation-patterns/${pattern.id}/slots`)
        .map((r) => (r.body as { shiftTypeId: string }).shiftTypeId),
    ).toEqual([early.id, early.id, night.id]);
    expect(await screen.findByText('3 requirements copied')).toBeTruthy();
  });

  it('bulk: apply needs a shift type, a day and a week, then deletes the selected days’ requirements before creating', async () => {
    const user = userEvent.setup();
    const old = buildSlot(pattern, night, 1, 5);
    let created = 0;
    const api = fakeApi(
      routes(
        [old],
        [
          {
            method: 'DELETE',
            path: `/api/rotation-patterns/${pattern.id}/slots/${old.id}`,
            reply: [200, { success: true }],
          },
          {
            method: 'POST',
            path: `/api/rotation-patterns/${pattern.id}/slots`,
            reply: (r) => [201, { success: true, data: { id: `${++created}`, ...(r.body as object) } }],
          },
        ],
      ),
    );
    renderApp(`${base}?week=1&day=0`);
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Bulk requirements' }),
    );
    const bulk = await findOpenDialog('Bulk requirements');
    const apply = within(bulk).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(within(bulk).getByText(/overwrites the existing requirements/)).toBeTruthy();
    expect(apply.disabled).toBe(true);
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Shift type' }), 'Early');
    expect(apply.disabled).toBe(true); // no day yet (week 1 is preselected)
    const days = within(bulk).getByRole('group', { name: 'Days' });
    await user.click(within(days).getByRole('button', { name: 'Weekends' }));
    expect(apply.disabled).toBe(false);
    await user.click(
      within(within(bulk).getByRole('group', { name: 'Weeks' })).getByRole('button', { name: 'Clear' }),
    );
    expect(apply.disabled).toBe(true);
    await user.click(within(bulk).getByRole('button', { name: 'Week 1' }));
    await user.click(apply);

    await waitFor(() =>
      expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(2),
    );
    const writes = api.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['DELETE', 'POST', 'POST']);
    expect(writes.slice(1).map((r) => r.body)).toEqual([
      { weekNumber: 1, dayOfWeek: 5, shiftTypeId: early.id, requiredCount: 1, isOptional: false },
      { weekNumber: 1, dayOfWeek: 6, shiftTypeId: early.id, requiredCount: 1, isOptional: false },
    ]);
    // The toast says what was done (issue 10: it said "Requirement created").
    expect(await screen.findByText('2 requirements set on 2 days')).toBeTruthy();
    expect(screen.getByText('1 earlier requirement replaced')).toBeTruthy();
  });

  it('with more than 6 active staff lists only the assigned people plus a picker row for the others', async () => {
    const user = userEvent.setup();
    const team = ['Bram', 'Carla', 'Daan', 'Eva', 'Finn', 'Gijs'].map((name) =>
      buildStaff({ name }, [early]),
    );
    const slots = [buildSlot(pattern, early, 1, 0, anna), buildSlot(pattern, early, 1, 0)];
    fakeApi(routes(slots, [{ method: 'GET', path: '/api/staff', reply: ok([anna, ...team]) }]));
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    const picker = await within(dialog).findByRole('combobox', { name: 'Assign unassigned staff' });
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna']);
    await user.selectOptions(picker, 'Eva');
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna', 'Eva']);
    expect(within(dialog).getByRole('button', { name: 'Assign: Eva, Early' })).toBeTruthy();
  });

  it('offers Assign only where the server accepts it: not to someone already working that day; an inactive member still assigned is listed to be removed (issue 10)', async () => {
    const bram = buildStaff({ name: 'Bram' }, [early, night]);
    const carl = buildStaff({ name: 'Carl', active: false }, [early]);
    const slots = [
      buildSlot(pattern, early, 1, 0, anna),
      buildSlot(pattern, night, 1, 0),
      buildSlot(pattern, early, 1, 0, carl),
    ];
    fakeApi(routes(slots, [{ method: 'GET', path: '/api/staff', reply: ok([anna, bram, carl]) }]));
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Assign: Bram, Night' });
    // Anna works Early that day: the server answers 409 for Night, so it is not offered.
    expect(within(dialog).queryByRole('button', { name: 'Assign: Anna, Night' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna', 'Bram', 'Carl (inactive)']);
    expect(within(dialog).getByRole('button', { name: 'Remove Carl from Early' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Assign: Carl/ })).toBeNull();
  });

  it('asks before deleting a requirement someone works; an empty one goes at once (issue 10)', async () => {
    const user = userEvent.setup();
    const worked = buildSlot(pattern, early, 1, 0, anna);
    const open = buildSlot(pattern, night, 1, 0);
    const api = fakeApi(
      routes(
        [worked, open],
        [{ method: 'DELETE', path: /\/slots\/[^/]+$/, reply: [200, { success: true }] }],
      ),
    );
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Delete requirement Night' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/rotation-patterns/${pattern.id}/slots/${open.id}`,
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete requirement Early' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete requirement?' });
    expect(
      within(confirm).getByText(
        'Anna works this Early requirement. Deleting it removes their assignment too.',
      ),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        api.requests
          .filter((r) => r.method === 'DELETE')
          .map((r) => r.path)
          .at(-1),
      ).toBe(`/api/rotation-patterns/${pattern.id}/slots/${worked.id}`),
    );
  });

  it('edit: a blank name says that the name is required and saves nothing (issue 10)', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes([]));
    renderApp(base);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows a not-found message with a back button for an unknown pattern', async () => {
    fakeApi(
      [/^\/api\/rotation-patterns\/[^/]+(\/slots)?$/, '/api/shift-types', '/api/staff'].map((path) => ({
        method: 'GET',
        path,
        reply: NOT_FOUND,
      })),
    );
    renderApp('/schedule/rotation-patterns/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('This rotation pattern does not exist (any more).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to patterns' })).toBeTruthy();
  });
});

import type { RotationSlot } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { queryClient } from '@/lib/query-client';
import { resetApp, signIn } from '@/test/render-app';
import { buildPattern, buildShiftType, buildSlot, buildStaff } from '@/test/rotation-factories';
import { RotationPatternPage } from './rotation-pattern-page';

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
  ];
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
});

describe('rotation pattern detail', () => {
  it('shows filled/required per shift type and marks an under-filled day red with how many more are needed', async () => {
    fakeApi(routes([buildSlot(pattern, early, 1, 0, anna), buildSlot(pattern, night, 1, 0), buildSlot(pattern, early, 1, 1, anna)]));
    renderApp(base);
    const monday = await screen.findByRole('button', { name: 'Week 1, Monday: Early 1/1, Night 0/1 (1 more needed)' });
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
    await screen.findByRole('dialog', { name: /Week 1, Friday/i });
    expect(app.router.state.location.search).toBe('?week=1&day=4');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('enables add-requirement only once a shift type is chosen, and sends a count of 1', async () => {
    const user = userEvent.setup();
    const api = fakeApi(routes([], [{ method: 'POST', path: `/api/rotation-patterns/${pattern.id}/slots`, reply: (r) => [201, { success: true, data: { id: early.id, ...(r.body as object) } }] }]));
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: 'Add requirement' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Shift type' }), 'Night');
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() => expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(1));
    expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)[0]!.body).toEqual({ weekNumber: 1, dayOfWeek: 0, shiftTypeId: night.id, requiredCount: 1, isOptional: false });
  });

  it('offers copying only on an empty day, listing two days and "+N more" when more than three have requirements', async () => {
    const user = userEvent.setup();
    const slots = [1, 2, 3, 4].map((day) => buildSlot(pattern, early, 1, day));
    fakeApi(routes(slots));
    const app = renderApp(`${base}?week=1&day=1`);
    const busy = await screen.findByRole('dialog');
    await within(busy).findByRole('button', { name: 'Delete requirement Early' });
    expect(within(busy).queryByRole('button', { name: 'Copy from another day' })).toBeNull();

    await app.router.navigate(`${base}?week=1&day=0`, { replace: true });
    const empty = await screen.findByRole('dialog', { name: /Week 1, Monday/i });
    await user.click(await within(empty).findByRole('button', { name: 'Copy from another day' }));
    const copy = await screen.findByRole('dialog', { name: 'Copy requirements' });
    expect(within(copy).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/Week 1, Tuesday/i), expect.stringMatching(/Week 1, Wednesday/i)]);
    expect(within(copy).getByText('+2 more')).toBeTruthy();
  });

  it('bulk: apply needs a shift type, a day and a week, then deletes the selected days’ requirements before creating', async () => {
    const user = userEvent.setup();
    const old = buildSlot(pattern, night, 1, 5);
    let created = 0;
    const api = fakeApi(
      routes([old], [
        { method: 'DELETE', path: `/api/rotation-patterns/${pattern.id}/slots/${old.id}`, reply: [200, { success: true }] },
        { method: 'POST', path: `/api/rotation-patterns/${pattern.id}/slots`, reply: (r) => [201, { success: true, data: { id: `${++created}`, ...(r.body as object) } }] },
      ]),
    );
    renderApp(`${base}?week=1&day=0`);
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Bulk requirements' }));
    const bulk = await screen.findByRole('dialog', { name: 'Bulk requirements' });
    const apply = within(bulk).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(within(bulk).getByText(/overwrites the existing requirements/)).toBeTruthy();
    expect(apply.disabled).toBe(true);
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Shift type' }), 'Early');
    expect(apply.disabled).toBe(true); // no day yet (week 1 is preselected)
    const days = within(bulk).getByRole('group', { name: 'Days' });
    await user.click(within(days).getByRole('button', { name: 'Weekends' }));
    expect(apply.disabled).toBe(false);
    await user.click(within(within(bulk).getByRole('group', { name: 'Weeks' })).getByRole('button', { name: 'Clear' }));
    expect(apply.disabled).toBe(true);
    await user.click(within(bulk).getByRole('button', { name: 'Week 1' }));
    await user.click(apply);

    await waitFor(() => expect(api.find('POST', `/api/rotation-patterns/${pattern.id}/slots`)).toHaveLength(2));
    const writes = api.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['DELETE', 'POST', 'POST']);
    expect(writes.slice(1).map((r) => r.body)).toEqual([
      { weekNumber: 1, dayOfWeek: 5, shiftTypeId: early.id, requiredCount: 1, isOptional: false },
      { weekNumber: 1, dayOfWeek: 6, shiftTypeId: early.id, requiredCount: 1, isOptional: false },
    ]);
  });

  it('with more than 6 active staff lists only the assigned people plus a picker row for the others', async () => {
    const user = userEvent.setup();
    const team = ['Bram', 'Carla', 'Daan', 'Eva', 'Finn', 'Gijs'].map((name) => buildStaff({ name }, [early]));
    const slots = [buildSlot(pattern, early, 1, 0, anna), buildSlot(pattern, early, 1, 0)];
    fakeApi(routes(slots, [{ method: 'GET', path: '/api/staff', reply: ok([anna, ...team]) }]));
    renderApp(`${base}?week=1&day=0`);
    const dialog = await screen.findByRole('dialog');
    const picker = await within(dialog).findByRole('combobox', { name: 'Assign unassigned staff' });
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Anna']);
    await user.selectOptions(picker, 'Eva');
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Anna', 'Eva']);
    expect(within(dialog).getByRole('button', { name: 'Assign: Eva, Early' })).toBeTruthy();
  });

  it('shows a not-found message with a back button for an unknown pattern', async () => {
    fakeApi([]);
    renderApp('/schedule/rotation-patterns/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('This rotation pattern does not exist (any more).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to patterns' })).toBeTruthy();
  });
});

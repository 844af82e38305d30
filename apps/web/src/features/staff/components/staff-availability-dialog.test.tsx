import type {
  Availability,
  AvailabilityExceptionBody,
  AvailabilityRequest,
  AvailabilityWeekBody,
} from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND, route, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildStaff, ok } from '@/test/staff-factories';
import { StaffPage } from '../staff-page';

const anna = buildStaff({ name: 'Anna de Vries' });
const TODAY = '2030-03-04';

function setup(role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  resetApp();
  const workspace = buildWorkspace({ role });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => setup());

const pendingWeek: AvailabilityRequest = {
  id: '00000000-0000-4000-8000-0000000000a1',
  staffId: anna.id,
  staffName: anna.name,
  kind: 'WEEK',
  payload: { effectiveFrom: '2030-03-18', rules: [] },
  status: 'PENDING',
  reason: null,
  createdAt: '2030-03-01T10:00:00Z',
};

function availability(over: Partial<Availability> = {}): Availability {
  return {
    staffId: anna.id,
    weeks: [
      {
        effectiveFrom: '2030-01-01',
        rules: [
          { dayOfWeek: 0, startTime: null, endTime: null, kind: 'PREFERRED', note: null },
          { dayOfWeek: 4, startTime: '08:00', endTime: '12:00', kind: 'RATHER_NOT', note: null },
        ],
      },
    ],
    exceptions: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        date: '2030-03-12',
        startTime: null,
        endTime: null,
        kind: 'UNAVAILABLE',
        note: 'Course',
      },
    ],
    pending: [pendingWeek],
    leadDays: 14,
    needsApproval: true,
    today: TODAY,
    earliestStaffDate: '2030-03-18',
    ...over,
  };
}

function routes(state: { current: Availability }, extra: FakeRoute[] = []): FakeRoute[] {
  return [
    { method: 'GET', path: '/api/staff', reply: ok([anna]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    { method: 'GET', path: '/api/shift-types', reply: ok([]) },
    { method: 'GET', path: '/api/rule-sets', reply: ok([]) },
    { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
    { method: 'GET', path: `/api/staff/${anna.id}/availability`, reply: () => ok(state.current) },
    ...extra,
  ];
}

async function openAvailability() {
  fireEvent.click(await screen.findByRole('button', { name: 'Availability of Anna de Vries' }));
  return screen.findByRole('dialog', { name: 'Availability of Anna de Vries' });
}

describe('a manager sets a member’s availability from the staff list', () => {
  it('saves the week from the shared grid, keeping the time ranges the grid does not show', async () => {
    const state = { current: availability() };
    const api = fakeApi(
      routes(state, [
        route<AvailabilityWeekBody>('PUT', `/api/staff/${anna.id}/availability/week`, (request) => {
          state.current = availability({
            weeks: [
              { effectiveFrom: TODAY, rules: request.body.rules.map((r) => ({ ...r, note: null })) as never },
            ],
          });
          return ok(state.current);
        }),
      ]),
    );
    renderPage(<StaffPage />);
    const dialog = await openAvailability();
    const tuesday = await within(dialog).findByRole('radiogroup', { name: 'Tuesday' });
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Monday' }))
        .getByRole('radio', {
          name: 'Preferred',
        })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(tuesday).getByRole('radio', { name: 'Unavailable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save week' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      rules: [
        { dayOfWeek: 0, kind: 'PREFERRED', startTime: null, endTime: null, note: null },
        { dayOfWeek: 1, kind: 'UNAVAILABLE', startTime: null, endTime: null, note: null },
        { dayOfWeek: 4, startTime: '08:00', endTime: '12:00', kind: 'RATHER_NOT', note: null },
      ],
    });
    expect(await screen.findByText('Availability saved')).toBeTruthy();
  });

  it('lists, adds and removes dated exceptions', async () => {
    const state = { current: availability() };
    const api = fakeApi(
      routes(state, [
        route<AvailabilityExceptionBody>(
          'PUT',
          new RegExp(`/api/staff/${anna.id}/availability/exceptions/2030-03-20$`),
          () => ok(state.current),
        ),
        {
          method: 'DELETE',
          path: new RegExp(`/api/staff/${anna.id}/availability/exceptions/2030-03-12$`),
          reply: () => ok(state.current),
        },
      ]),
    );
    renderPage(<StaffPage />);
    const dialog = await openAvailability();
    const list = await within(dialog).findByRole('list', { name: 'Exceptions' });
    expect(list.textContent).toContain('12 March 2030: Unavailable (Course)');

    // No date: the field says so and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save exception' }));
    expect(await within(dialog).findByText('Date: choose a date.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2030-03-20' } });
    fireEvent.change(within(dialog).getByLabelText('Availability'), { target: { value: 'AVAILABLE' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Swapped day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save exception' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual({
      kind: 'AVAILABLE',
      startTime: null,
      endTime: null,
      note: 'Swapped day',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the exception of 12 March 2030' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('approves a pending change and refuses one only with a reason', async () => {
    const state = { current: availability() };
    const api = fakeApi(
      routes(state, [
        {
          method: 'POST',
          path: `/api/availability/requests/${pendingWeek.id}/approve`,
          reply: () => ok({ ...pendingWeek, status: 'APPROVED' }),
        },
        route<{ reason: string }>('POST', `/api/availability/requests/${pendingWeek.id}/refuse`, (request) =>
          ok({ ...pendingWeek, status: 'REFUSED', reason: request.body.reason }),
        ),
      ]),
    );
    renderPage(<StaffPage />);
    const dialog = await openAvailability();
    const pending = await within(dialog).findByRole('list', { name: 'Changes waiting for approval' });
    expect(pending.textContent).toContain('New week from 18 March 2030');

    fireEvent.click(within(pending).getByRole('button', { name: 'Refuse' }));
    const submit = within(pending).getByRole('button', { name: 'Refuse' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(pending).getByLabelText('Reason for refusing'), {
      target: { value: 'We are short that week' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/refuse'))).toBe(true));
    expect(api.requests.find((r) => r.path.endsWith('/refuse'))!.body).toEqual({
      reason: 'We are short that week',
    });
    expect(await screen.findByText('Change refused')).toBeTruthy();

    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/approve'))).toBe(true));
  });

  it('offers no availability action to STAFF', async () => {
    setup('STAFF');
    fakeApi(routes({ current: availability() }));
    renderPage(<StaffPage />);
    expect(await screen.findByText('Anna de Vries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Availability of Anna de Vries' })).toBeNull();
  });
});

import type { Trade } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { ok } from '@/test/staff-factories';
import { TradesPage } from './trades-page';

const ref = (n: string, name: string) => ({
  id: `00000000-0000-4000-8000-0000000000${n}`,
  name,
  shortName: null,
});
const anna = ref('a1', 'Anna');
const cas = ref('c1', 'Cas');
const early = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Early',
  shortName: 'E',
  color: '#2563eb',
  startTime: '06:00',
  endTime: '14:00',
};

const accepted: Trade = {
  id: '00000000-0000-4000-8000-00000000f001',
  kind: 'GIVE_AWAY',
  status: 'ACCEPTED',
  shift: {
    shiftId: 'rotation:s:2026-03-10',
    date: '2026-03-10',
    rotationSlotId: null,
    scheduleEntryId: null,
    shiftType: early,
    staff: anna,
  },
  offeredBy: anna,
  swapOptions: [],
  acceptedBy: cas,
  acceptedShift: null,
  note: 'Dentist',
  reason: null,
  startsAt: '2026-03-10T05:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
  acceptedAt: '2026-03-02T11:00:00.000Z',
  decidedAt: null,
};

function signInAs(role: 'ADMIN' | 'MANAGER' | 'STAFF') {
  const workspace = buildWorkspace({ role, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => {
  resetApp();
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/schedule/trades', () => {
  it('lists pending trades; approving one sends the approval and the list is read again', async () => {
    signInAs('MANAGER');
    let trades = [accepted];
    const api = fakeApi([
      { method: 'GET', path: '/api/trades', reply: () => ok({ trades, approval: 'MANAGER' }) },
      {
        method: 'POST',
        path: `/api/trades/${accepted.id}/approve`,
        reply: () => {
          trades = [];
          return ok({ ...accepted, status: 'APPLIED' });
        },
      },
    ]);
    renderPage(<TradesPage />);
    const item = await screen.findByTestId(`trade-${accepted.id}`);
    expect(item.textContent).toContain('Anna gives a shift to Cas');
    expect(item.textContent).toContain('Waiting for a manager');
    expect(item.textContent).toContain('“Dentist”');
    // A manager sees the setting but only an admin changes it.
    const approval = screen.getByTestId('trade-approval');
    expect(within(approval).getByRole('button', { name: 'Manager approves every trade' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Trade approved and applied')).toBeTruthy();
    expect(api.find('POST', `/api/trades/${accepted.id}/approve`)).toHaveLength(1);
    expect(await screen.findByText('No shift trades.')).toBeTruthy();
  });

  it('refusing asks for a reason and sends it', async () => {
    signInAs('ADMIN');
    const api = fakeApi([
      { method: 'GET', path: '/api/trades', reply: ok({ trades: [accepted], approval: 'MANAGER' }) },
      {
        method: 'POST',
        path: `/api/trades/${accepted.id}/refuse`,
        reply: ok({ ...accepted, status: 'REFUSED', reason: 'Short-staffed' }),
      },
    ]);
    renderPage(<TradesPage />);
    const user = userEvent.setup();
    const item = await screen.findByTestId(`trade-${accepted.id}`);
    await user.click(within(item).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this trade' });
    const send = within(dialog).getByRole('button', { name: 'Refuse' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Reason (sent to both)'), 'Short-staffed');
    await user.click(send);
    await waitFor(() => expect(api.find('POST', `/api/trades/${accepted.id}/refuse`)).toHaveLength(1));
    expect(api.find('POST', `/api/trades/${accepted.id}/refuse`)[0]?.body).toEqual({
      reason: 'Short-staffed',
    });
  });

  it('STAFF members read the trades without the decision buttons', async () => {
    signInAs('STAFF');
    fakeApi([
      { method: 'GET', path: '/api/trades', reply: ok({ trades: [accepted], approval: 'AUTOMATIC' }) },
    ]);
    renderPage(<TradesPage />);
    const item = await screen.findByTestId(`trade-${accepted.id}`);
    expect(within(item).queryByRole('button')).toBeNull();
  });
});

import type { StaffTrades, Trade, TradeCandidates, TradeShift } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import {
  buildMyShift,
  buildShiftType,
  dashboardRoutes,
  fakeStaffApi,
  resetStaffSession,
  type DashboardState,
} from './test-helpers';

const early = buildShiftType('Early', { startTime: '07:00', endTime: '15:00' });
const ref = (id: string, name: string) => ({ id, name, shortName: null });
const anna = ref('00000000-0000-4000-8000-0000000000a1', 'Anna');
const cas = ref('00000000-0000-4000-8000-0000000000c1', 'Cas');
const bram = ref('00000000-0000-4000-8000-0000000000b1', 'Bram');

const tradeShift = (date: string, staff = anna, shiftId = `rotation:slot:${date}`): TradeShift => ({
  shiftId,
  date,
  rotationSlotId: null,
  scheduleEntryId: null,
  shiftType: early,
  staff,
});

function trade(overrides: Partial<Trade> = {}): Trade {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    kind: 'GIVE_AWAY',
    status: 'OPEN',
    shift: tradeShift('2026-11-24'),
    offeredBy: anna,
    swapOptions: [],
    acceptedBy: null,
    acceptedShift: null,
    note: null,
    reason: null,
    startsAt: '2026-11-24T06:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    acceptedAt: null,
    decidedAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  resetApp();
  resetStaffSession();
  useStaffSessionStore.getState().signIn('staff-tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  toast.dismiss();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

function open(
  state: DashboardState,
  extra: Parameters<typeof fakeStaffApi>[0] = [],
  path = '/staff-dashboard',
) {
  const api = fakeStaffApi([...extra, ...dashboardRoutes(state)]);
  renderApp(path);
  return api;
}

describe('shift trades on the staff dashboard', () => {
  it('the mailed link marks the offer; taking it sends the accept and tells what happens next', async () => {
    const offer = trade();
    const state: DashboardState = {
      trades: { myOffers: [], offersToMe: [{ ...offer, myOptions: [] }], approval: 'MANAGER' },
    };
    const api = open(
      state,
      [
        {
          method: 'POST',
          path: `/api/staff-auth/trades/${offer.id}/accept`,
          reply: () => {
            state.trades = { myOffers: [], offersToMe: [], approval: 'MANAGER' } satisfies StaffTrades;
            return [200, { success: true, data: { ...offer, status: 'ACCEPTED', acceptedBy: cas } }];
          },
        },
      ],
      `/staff-dashboard?trade=${offer.id}`,
    );
    const item = await screen.findByTestId(`trade-${offer.id}`);
    expect(item.className).toContain('ring-2');
    expect(within(item).getByText('Anna gives away a shift')).toBeTruthy();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Take this shift' }));
    expect(await screen.findByText('Accepted: a manager still has to approve the trade')).toBeTruthy();
    expect(api.find('POST', `/api/staff-auth/trades/${offer.id}/accept`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId(`trade-${offer.id}`)).toBeNull());
  });

  it('offering a shift lists the colleagues who may take it and, apart, the others with why not', async () => {
    const mine = buildMyShift('2026-11-24', early, { id: 'rotation:slot:2026-11-24' });
    const candidates: TradeCandidates = {
      shift: tradeShift('2026-11-24'),
      candidates: [
        { staff: cas, eligible: true, reasons: [], options: [] },
        {
          staff: bram,
          eligible: false,
          reasons: [
            { reason: 'BREAKS_RULE', staffId: bram.id, message: 'Bram would rest 6 hours, less than 11' },
          ],
          options: [],
        },
      ],
    };
    const api = open({ myShifts: [mine], trades: { myOffers: [], offersToMe: [], approval: 'MANAGER' } }, [
      {
        method: 'GET',
        path: '/api/staff-auth/trades/candidates',
        reply: [200, { success: true, data: candidates }],
      },
      { method: 'POST', path: '/api/staff-auth/trades', reply: [201, { success: true, data: trade() }] },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Offer your shift of/ }));
    const dialog = await screen.findByRole('dialog');
    const eligible = await within(dialog).findByTestId('trade-eligible');
    expect(within(eligible).getByText('Cas')).toBeTruthy();
    expect(within(eligible).queryByText('Bram')).toBeNull();
    const notListed = within(dialog).getByTestId('trade-not-listed');
    expect(notListed.textContent).toContain('Bram: Bram would rest 6 hours, less than 11');
    expect(api.find('GET', '/api/staff-auth/trades/candidates')[0]?.params).toEqual({
      kind: 'GIVE_AWAY',
      date: '2026-11-24',
      shiftId: 'rotation:slot:2026-11-24',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Offer shift' }));
    await waitFor(() => expect(api.find('POST', '/api/staff-auth/trades')).toHaveLength(1));
    expect(api.find('POST', '/api/staff-auth/trades')[0]?.body).toEqual({
      kind: 'GIVE_AWAY',
      shift: { date: '2026-11-24', shiftId: 'rotation:slot:2026-11-24' },
      swapShifts: [],
      note: null,
    });
  });

  it('a pending offer of mine shows its state and can be withdrawn; the shift says it is offered', async () => {
    const mine = buildMyShift('2026-11-24', early, { id: 'rotation:slot:2026-11-24' });
    const offer = trade();
    const api = open(
      { myShifts: [mine], trades: { myOffers: [offer], offersToMe: [], approval: 'MANAGER' } },
      [
        {
          method: 'POST',
          path: `/api/staff-auth/trades/${offer.id}/withdraw`,
          reply: [200, { success: true, data: { ...offer, status: 'WITHDRAWN' } }],
        },
      ],
    );
    const mineList = await screen.findByTestId('my-offers');
    expect(within(mineList).getByText('Offered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Offer your shift of/ })).toBeNull();
    await userEvent.setup().click(within(mineList).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Offer withdrawn')).toBeTruthy();
    expect(api.find('POST', `/api/staff-auth/trades/${offer.id}/withdraw`)).toHaveLength(1);
  });
});

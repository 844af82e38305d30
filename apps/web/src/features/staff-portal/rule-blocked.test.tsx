import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/sonner';
import { i18next } from '@/lib/i18n';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { renderApp, resetApp } from '@/test/render-app';
import {
  buildOneOff,
  buildShiftType,
  buildSlot,
  dashboardRoutes,
  fakeStaffApi,
  resetStaffSession,
  type DashboardState,
} from './test-helpers';

const early = buildShiftType('Early', { startTime: '07:00', endTime: '15:00' });
const late = buildShiftType('Late', { startTime: '15:00', endTime: '23:00' });
const SENTENCE =
  'Only 9 h rest between the night ending Tue 07:00 and the early shift starting Tue 16:00; at least 14 h after a night ending after 02:00.';
/** As the server marks an open shift whose claim would break a hard working-time rule. */
const ruleBlocked = { blockedBy: 'RULE' as const, ruleMessages: [SENTENCE] };

beforeEach(() => {
  resetApp();
  resetStaffSession();
  useStaffSessionStore.getState().signIn('staff-tok');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  toast.dismiss();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

function openDashboard(state: DashboardState) {
  fakeStaffApi(dashboardRoutes(state));
  renderApp('/staff-dashboard');
}

describe('open shifts a working-time rule blocks', () => {
  it('an available shift says "Not claimable" with the sentence and has no Claim button; the others keep theirs', async () => {
    openDashboard({
      slots: [buildSlot('2026-11-24', early, ruleBlocked), buildSlot('2026-11-24', late)],
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Show the shifts of Tuesday 24 November 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shifts on Tuesday 24 November 2026' });
    const blocked = within(dialog).getByText('Early').closest('li');
    const free = within(dialog).getByText('Late').closest('li');
    expect(within(blocked!).getByText('Not claimable')).toBeTruthy();
    expect(within(blocked!).getByText(SENTENCE)).toBeTruthy();
    expect(within(blocked!).queryByRole('button', { name: /^Claim / })).toBeNull();
    expect(within(free!).getByRole('button', { name: 'Claim Late' })).toBeTruthy();
    expect(within(free!).queryByText('Not claimable')).toBeNull();
  });

  it('a one-off says why, with the sentence, without Claim, in en and nl', async () => {
    openDashboard({
      oneOffs: [buildOneOff('2026-11-25', late, { canClaim: false, ...ruleBlocked })],
    });
    const section = await screen.findByRole('region', { name: 'Special events and one-off shifts' });
    expect(within(section).getByText('A working-time rule blocks it')).toBeTruthy();
    expect(within(section).getByText('Not claimable')).toBeTruthy();
    expect(within(section).getByText(SENTENCE)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Claim' })).toBeNull();
    await i18next.changeLanguage('nl');
    expect(await within(section).findByText('Niet te claimen')).toBeTruthy();
    expect(within(section).getByText('Een arbeidstijdregel blokkeert het')).toBeTruthy();
  });
});

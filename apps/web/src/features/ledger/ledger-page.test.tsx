import type { Ledger, LedgerRow } from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRequest } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { LedgerPage } from './ledger-page';
import { periodOf, shiftPeriod } from './lib/period';

let n = 0;
function row(name: string, overrides: Partial<LedgerRow> = {}): LedgerRow {
  n += 1;
  return {
    staffId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    staffName: name,
    staffShortName: null,
    active: true,
    shifts: 0,
    workedMinutes: 0,
    contractMinutes: 0,
    absenceMinutes: 0,
    hasContract: false,
    differenceMinutes: 0,
    yearBalanceMinutes: 0,
    nights: 0,
    weekendDays: 0,
    weekends: 0,
    evenings: 0,
    holidays: 0,
    shiftsByType: [],
    ...overrides,
  };
}

const NIGHT = '10000000-0000-4000-9000-000000000001';
const EARLY = '10000000-0000-4000-9000-000000000002';

/** A 36 h contract worked as 4 × 12 h nights in a week of the month, and two colleagues. */
function ledgerOf(startDate: string, endDate: string): Ledger {
  return {
    startDate,
    endDate,
    yearStart: `${endDate.slice(0, 4)}-01-01`,
    rows: [
      row('Bram Jansen', {
        shifts: 3,
        workedMinutes: 24 * 60,
        contractMinutes: 24 * 60,
        hasContract: true,
        differenceMinutes: 0,
        yearBalanceMinutes: -90,
        weekends: 2,
        shiftsByType: [{ shiftTypeId: EARLY, shiftTypeName: 'Early', count: 3 }],
      }),
      row('Anna de Vries', {
        shifts: 4,
        workedMinutes: 48 * 60,
        contractMinutes: 36 * 60,
        hasContract: true,
        differenceMinutes: 12 * 60,
        yearBalanceMinutes: 12 * 60 + 30,
        nights: 4,
        shiftsByType: [{ shiftTypeId: NIGHT, shiftTypeName: 'Night', count: 4 }],
      }),
      row('Cas Inactive', { active: false, shifts: 1, workedMinutes: 8 * 60, nights: 1 }),
    ],
    medians: {
      workedMinutes: 24 * 60,
      contractMinutes: 30 * 60,
      differenceMinutes: 6 * 60,
      yearBalanceMinutes: 330,
      nights: 1,
      weekends: 0,
      evenings: 0,
      holidays: 0,
    },
  };
}

const ledgerRoute = {
  method: 'GET',
  path: '/api/ledger',
  reply: (request: FakeRequest) => {
    const { startDate, endDate } = request.params as { startDate: string; endDate: string };
    return [200, { success: true, data: ledgerOf(startDate, endDate) }] as [number, unknown];
  },
};

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fairness ledger' }))
    .getAllByRole('row')
    .slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z'));
  const workspace = buildWorkspace({ role: 'MANAGER', timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('LedgerPage', () => {
  it('asks for this month and shows hours against the contract, the difference, the year balance and the counts', async () => {
    const api = fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    await screen.findByRole('table', { name: 'Fairness ledger' });
    expect(api.find('GET', '/api/ledger')[0]!.params).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(names()).toEqual(['Anna de Vries', 'Bram Jansen', 'Cas Inactive(inactive)']);
    const anna = within(bodyRows()[0]!);
    expect(anna.getByText('48 h')).toBeTruthy();
    expect(anna.getByText('/ 36 h')).toBeTruthy();
    expect(anna.getByText('+12 h')).toBeTruthy();
    expect(anna.getByText('+12.5 h')).toBeTruthy();
    const bram = within(bodyRows()[1]!);
    expect(bram.getByText('-1.5 h')).toBeTruthy();
    expect(within(bodyRows()[2]!).getByText('/ No contract')).toBeTruthy();
    expect(
      screen.getByText(/^Year balance: from 1 January 2026 through the end of the period\./),
    ).toBeTruthy();
    // One column per shift type anyone worked.
    expect(screen.getByRole('button', { name: 'Sort by Early' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort by Night' })).toBeTruthy();
  });

  it('sorts by a column, busiest first, and the other way on a second click', async () => {
    fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    await screen.findByRole('table', { name: 'Fairness ledger' });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Nights' }));
    expect(names()).toEqual(['Anna de Vries', 'Cas Inactive(inactive)', 'Bram Jansen']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Nights' }));
    expect(names()).toEqual(['Bram Jansen', 'Cas Inactive(inactive)', 'Anna de Vries']);
    // Without a contract there is no difference: that row sorts last either way.
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Difference' }));
    expect(names()).toEqual(['Anna de Vries', 'Bram Jansen', 'Cas Inactive(inactive)']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Difference' }));
    expect(names()).toEqual(['Bram Jansen', 'Anna de Vries', 'Cas Inactive(inactive)']);
  });

  it('steps back a month, and turns the month into its quarter', async () => {
    const api = fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    await screen.findByRole('table', { name: 'Fairness ledger' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    await screen.findByText('February 2026');
    fireEvent.change(screen.getByLabelText('Period length'), { target: { value: 'quarter' } });
    await screen.findByText('Q1 2026');
    await waitFor(() =>
      expect(api.find('GET', '/api/ledger').map((r) => r.params)).toEqual([
        { startDate: '2026-03-01', endDate: '2026-03-31' },
        { startDate: '2026-02-01', endDate: '2026-02-28' },
        { startDate: '2026-01-01', endDate: '2026-03-31' },
      ]),
    );
  });

  it('steps forward a quarter, and shows the whole year', async () => {
    const api = fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    fireEvent.change(screen.getByLabelText('Period length'), { target: { value: 'quarter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await screen.findByText('Q2 2026');
    fireEvent.change(screen.getByLabelText('Period length'), { target: { value: 'year' } });
    await screen.findByText('2026');
    await waitFor(() =>
      expect(api.find('GET', '/api/ledger').at(-1)!.params).toEqual({
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    );
    expect(api.find('GET', '/api/ledger').map((r) => r.params)).toContainEqual({
      startDate: '2026-04-01',
      endDate: '2026-06-30',
    });
  });

  it('shows who carries the nights with the team median, for screen readers too', async () => {
    fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    const caption = await screen.findByText('Nights per person, with the team median as a line.', {
      selector: 'caption',
    });
    const table = caption.closest('table')!;
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((r) => r.textContent)).toEqual(['Anna de Vries4', 'Cas Inactive1', 'Bram Jansen0']);
    expect(within(table).getByText('Median 1')).toBeTruthy();
  });

  it('exports the period as CSV under the server’s file name, and says why when it fails', async () => {
    const user = userEvent.setup();
    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:ledger')),
      revokeObjectURL: vi.fn(),
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const csv = 'Name,Worked hours\r\nAnna de Vries,48\r\n';
    let fail = false;
    const api = fakeApi([
      ledgerRoute,
      {
        method: 'GET',
        path: '/api/ledger/export',
        reply: () =>
          fail
            ? [400, { success: false, error: 'The ledger covers at most 366 days: choose a shorter period' }]
            : [200, csv],
      },
    ]);
    renderPage(<LedgerPage />);
    await screen.findByRole('table', { name: 'Fairness ledger' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Ledger exported')).toBeTruthy();
    expect(api.find('GET', '/api/ledger/export')[0]!.params).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect((await (blob as unknown as Blob).text()).replace('\uFEFF', '')).toBe(csv);
    expect(downloads).toEqual(['ledger-2026-03-01-2026-03-31.csv']);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The ledger covers at most 366 days: choose a shorter period'),
    ).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    await i18next.changeLanguage('nl');
    fakeApi([ledgerRoute]);
    renderPage(<LedgerPage />);
    const table = await screen.findByRole('table', { name: 'Eerlijkheidsoverzicht' });
    expect(within(table).getByText('+12,5 u')).toBeTruthy();
    expect(screen.getByText('maart 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sorteren op Nachten' })).toBeTruthy();
  });
});

describe('periods', () => {
  it('finds the month, quarter and year of a day and steps over year ends', () => {
    expect(periodOf('quarter', '2026-11-15')).toEqual({
      kind: 'quarter',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    expect(shiftPeriod(periodOf('quarter', '2026-11-15'), 1)).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-03-31',
    });
    expect(shiftPeriod(periodOf('month', '2026-01-31'), -1)).toMatchObject({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(periodOf('year', '2028-02-29')).toMatchObject({ startDate: '2028-01-01', endDate: '2028-12-31' });
  });
});

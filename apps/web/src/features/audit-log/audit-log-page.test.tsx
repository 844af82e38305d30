import type { AuditLog } from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeReply, type FakeRequest } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { fileNameOf } from './api/audit-logs';
import { auditServerMessage } from './lib/audit-error';
import { AuditLogPage } from './audit-log-page';

let n = 0;
function buildLog(overrides: Partial<AuditLog> = {}): AuditLog {
  n += 1;
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-03-05T09:30:00.000Z',
    user: { name: 'Sam Admin', email: 'sam@example.com' },
    staff: null,
    action: 'CREATE',
    resource: 'SHIFT_TYPE',
    resourceName: `Row ${n}`,
    description: 'Shift type "Night" created',
    ipAddress: '10.0.0.1',
    userAgent: 'Firefox/140',
    ...overrides,
  };
}
const page = (logs: AuditLog[], total = logs.length): FakeReply => [
  200,
  { success: true, logs, total, data: { logs, total } },
];
const listCalls = (api: { find: (m: string, p: string) => FakeRequest[] }) =>
  api.find('GET', '/api/audit-logs');

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(() => vi.restoreAllMocks());

describe('AuditLogPage', () => {
  it('shows the rows with localised action and resource, user, staff, IP and user agent, and the range of the total', async () => {
    const logs = [
      buildLog({ resourceName: 'Night' }),
      buildLog({
        user: null,
        staff: { name: 'Nina Nurse' },
        action: 'ASSIGN',
        resource: 'ROTATION_ASSIGNMENT',
        resourceName: 'Ward Rota',
        ipAddress: null,
        userAgent: null,
        description: null,
      }),
    ];
    const api = fakeApi([{ method: 'GET', path: '/api/audit-logs', reply: page(logs) }]);
    renderPage(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Sam Admin')).toBeTruthy();
    expect(first.getByText('sam@example.com')).toBeTruthy();
    expect(first.getByText('Create')).toBeTruthy();
    expect(first.getByText('Shift type')).toBeTruthy();
    expect(first.getByText('10.0.0.1').getAttribute('title')).toBe('Firefox/140');
    expect(first.getByText(/Firefox\/140/)).toBeTruthy();
    expect(rows[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-03-05T09:30:00.000Z');
    // The date as the other pages write it in English (not "Mar 5, 2026"), the time in the workspace's zone.
    expect(rows[0]!.querySelector('time')!.textContent).toBe('5 March 2026, 10:30');
    expect(first.getByText('Shift type "Night" created')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Nina Nurse')).toBeTruthy();
    // No stored description: one from the action and resource.
    expect(second.getByText('Rotation assignment “Ward Rota” assigned')).toBeTruthy();
    expect(second.getByText('Assign')).toBeTruthy();
    expect(second.getByText('Rotation assignment')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect(listCalls(api)[0]!.params).toEqual({ limit: 50, offset: 0 });
  });

  it('shows the times in the interface language (nl)', async () => {
    await i18next.changeLanguage('nl');
    try {
      fakeApi([
        {
          method: 'GET',
          path: '/api/audit-logs',
          reply: page([buildLog({ action: 'DELETE', resource: 'ABSENCE' })]),
        },
      ]);
      renderPage(<AuditLogPage />);
      const table = await screen.findByRole('table', { name: 'Auditlog' });
      expect(within(table).getByText('Verwijderen')).toBeTruthy();
      expect(within(table).getByText('Afwezigheid')).toBeTruthy();
      // The description in Dutch from the action, resource and name; the stored English text in its title.
      const description = within(table).getByText('Afwezigheid ‘Row ' + String(n) + '’ verwijderd');
      expect(description.getAttribute('title')).toBe('Shift type "Night" created');
      expect(within(table).queryByText('Shift type "Night" created')).toBeNull();
      // 09:30 UTC is 10:30 in Amsterdam, written the Dutch way.
      expect(table.querySelector('time')!.textContent).toBe('5 maart 2026, 10:30');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('sends the search term once typing pauses, and the action, resource and dates, each from the first page', async () => {
    const user = userEvent.setup();
    const api = fakeApi([{ method: 'GET', path: '/api/audit-logs', reply: page([buildLog()]) }]);
    renderPage(<AuditLogPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search the log'), '100%_x');
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.params).toEqual({ searchTerm: '100%_x', limit: 50, offset: 0 }),
    );
    // Debounced: no request for the partial terms typed in between.
    expect(listCalls(api).filter((r) => r.params.searchTerm !== undefined)).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Action'), 'Export');
    await user.selectOptions(screen.getByLabelText('Resource'), 'Report');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.params).toEqual({
        searchTerm: '100%_x',
        action: 'EXPORT',
        resource: 'REPORT',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        limit: 50,
        offset: 0,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Search the log') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Clear filters' }).hasAttribute('disabled')).toBe(true);
  });

  it('pages 50 at a time with previous and next', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 50 }, () => buildLog());
    const rest = Array.from({ length: 25 }, () => buildLog());
    const api = fakeApi([
      {
        method: 'GET',
        path: '/api/audit-logs',
        reply: (r) => (r.params.offset === 50 ? page(rest, 75) : page(first, 75)),
      },
    ]);
    renderPage(<AuditLogPage />);
    expect(await screen.findByText('1–50 of 75')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–75 of 75')).toBeTruthy();
    expect(listCalls(api).at(-1)!.params).toEqual({ limit: 50, offset: 50 });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–50 of 75')).toBeTruthy();
  });

  it('shows the server message when the list fails, a list joined by commas, else fetchError', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/audit-logs',
        reply: [
          400,
          { success: false, error: 'Action must be one of LOGIN, LOGOUT', code: 'VALIDATION_ERROR' },
        ],
      },
    ]);
    const { unmount } = renderPage(<AuditLogPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Action must be one of LOGIN, LOGOUT');
    unmount();
    resetApp();
    signIn({ workspaces: [buildWorkspace()], selected: buildWorkspace() });
    fakeApi([{ method: 'GET', path: '/api/audit-logs', reply: [500, {}] }]);
    renderPage(<AuditLogPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch audit logs');
    expect(
      auditServerMessage({
        isHttpError: true,
        response: { data: { success: false, error: ['Bad action', 'Bad date'] } },
      }),
    ).toBe('Bad action, Bad date');
    expect(
      auditServerMessage({ isHttpError: true, response: { data: '{"success":false,"error":"Text body"}' } }),
    ).toBe('Text body');
    expect(auditServerMessage({ isHttpError: true, response: { data: '<html>' } })).toBeUndefined();
  });

  it('exports the CSV with the current filters and downloads it under the server’s file name', async () => {
    const user = userEvent.setup();
    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:audit')),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const csv = 'createdAt,userName\r\n2026-03-05T09:30:00.000Z,Sam\r\n';
    const api = fakeApi([
      { method: 'GET', path: '/api/audit-logs', reply: page([buildLog()]) },
      { method: 'GET', path: '/api/audit-logs/export', reply: [200, csv] },
    ]);
    renderPage(<AuditLogPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'Delete');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Audit log exported')).toBeTruthy();
    expect(api.find('GET', '/api/audit-logs/export')[0]!.params).toEqual({ action: 'DELETE' });
    expect((await (blob as unknown as Blob).text()).replace('\uFEFF', '')).toBe(csv);
    expect(names).toEqual([expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(fileNameOf('attachment; filename="audit-log-2026-03-15.csv"', '2026-01-01')).toBe(
      'audit-log-2026-03-15.csv',
    );
  });

  it('tells why the export failed: the server message (a list joined by commas), else exportError', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = [
      400,
      { success: false, error: ['Start date does not exist', 'End date must be a date (YYYY-MM-DD)'] },
    ];
    fakeApi([
      { method: 'GET', path: '/api/audit-logs', reply: page([buildLog()]) },
      { method: 'GET', path: '/api/audit-logs/export', reply: () => reply },
    ]);
    renderPage(<AuditLogPage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Start date does not exist, End date must be a date (YYYY-MM-DD)'),
    ).toBeTruthy();
    reply = [500, 'Internal Server Error'];
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export audit logs')).toBeTruthy();
  });
});

import type { StaffImportPreview } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { emitPageEvent } from '@/lib/page-events';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildStaff, ok } from '@/test/staff-factories';
import { buildContract } from '@/test/working-time-factories';
import { StaffPage } from '../staff-page';

const existing = buildStaff({ name: 'Existing Person', shortName: 'EP' });
const anna = buildStaff({ name: 'Anna de Vries', shortName: 'AV' });
const bram = buildStaff({ name: 'Bram Bakker', shortName: 'BB' });

const values = (name: string, more: Partial<StaffImportPreview['rows'][number]['values']> = {}) => ({
  name,
  shortName: '',
  email: '',
  phone: '',
  skills: '',
  contractHours: '',
  ruleSet: '',
  ...more,
});
const columns: StaffImportPreview['columns'] = [
  { column: 'name', header: 'Name', cell: 'A1' },
  { column: 'email', header: 'Email', cell: 'B1' },
  { column: 'skills', header: 'Skills', cell: 'C1' },
  { column: 'contractHours', header: 'Contract hours', cell: 'D1' },
];

const withErrors: StaffImportPreview = {
  columns,
  ignoredColumns: [{ header: 'Status', cell: 'E1' }],
  rows: [
    {
      row: 2,
      values: values('Anna de Vries', { email: 'anna@example.com', contractHours: '36' }),
      errors: [],
    },
    {
      row: 3,
      values: values('Bram Bakker', { email: 'bram@', skills: 'Nite' }),
      errors: [
        { cell: 'B3', column: 'email', message: 'B3: not an email address' },
        { cell: 'C3', column: 'skills', message: "C3: unknown shift type 'Nite'" },
      ],
    },
  ],
  fileErrors: [],
  counts: { rows: 2, validRows: 1, invalidRows: 1, errors: 2, contracts: 1 },
};
const clean: StaffImportPreview = {
  ...withErrors,
  ignoredColumns: [],
  rows: [withErrors.rows[0]!, { row: 3, values: values('Bram Bakker', { skills: 'Night' }), errors: [] }],
  counts: { rows: 2, validRows: 2, invalidRows: 0, errors: 0, contracts: 1 },
};

beforeEach(async () => {
  resetApp();
  await i18next.changeLanguage('en');
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(() => vi.restoreAllMocks());

function serve(preview: StaffImportPreview, extra: FakeRoute<never>[] = []) {
  let imported = false;
  const api = fakeApi([
    { method: 'GET', path: '/api/staff', reply: () => ok(imported ? [anna, bram, existing] : [existing]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    { method: 'GET', path: '/api/shift-types', reply: ok([]) },
    // The Contract column reads the contracts in force in one request (Anna's once imported).
    {
      method: 'GET',
      path: '/api/staff/contracts',
      reply: () => ok(imported ? [buildContract({ staffId: anna.id, hoursPerWeek: 36 })] : []),
    },
    { method: 'POST', path: '/api/staff/import/preview', reply: ok(preview) },
    ...extra,
    {
      method: 'POST',
      path: '/api/staff/import',
      reply: () => {
        imported = true;
        return [201, { success: true, data: { imported: 2, contracts: 1 } }];
      },
    },
  ]);
  return api;
}

async function openImport() {
  // The file chooser's filter is the browser's; a user may still pick "all files".
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<StaffPage />);
  await screen.findByText('Existing Person');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Import staff' }) };
}

const csvFile = (name = 'ward.csv') => new File(['Name\nAnna de Vries\n'], name, { type: 'text/csv' });

describe('staff import dialog', () => {
  it('shows each error under its cell and the counts, and keeps Import disabled', async () => {
    const api = serve(withErrors);
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Staff file (CSV or XLSX)'), csvFile());

    expect(
      await within(dialog).findByText('2 rows: 1 ready, 1 with errors (2 errors); 1 with a contract'),
    ).toBeTruthy();
    const bramRow = within(dialog).getByText('Bram Bakker').closest('tr')!;
    const emailCell = within(bramRow).getByText('bram@').closest('td')!;
    expect(within(emailCell).getByText('B3: not an email address')).toBeTruthy();
    expect(emailCell.getAttribute('aria-invalid')).toBe('true');
    const skillsCell = within(bramRow).getByText('Nite').closest('td')!;
    expect(within(skillsCell).getByText("C3: unknown shift type 'Nite'")).toBeTruthy();
    expect(within(dialog).getByText('Not imported: E1 Status')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Import 2 staff' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const preview = api.requests.find((r) => r.path === '/api/staff/import/preview')!;
    expect(preview.headers['content-type']).toBe('text/csv');
    expect((preview.body as File).name).toBe('ward.csv');
    expect(api.requests.some((r) => r.path === '/api/staff/import')).toBe(false);
  });

  it('imports every row of a clean file, toasts and refreshes the staff list', async () => {
    const api = serve(clean);
    const { user, dialog } = await openImport();
    const xlsx = new File(['PK'], 'Ward 5.XLSX');
    await user.upload(within(dialog).getByLabelText('Staff file (CSV or XLSX)'), xlsx);
    const submit = await within(dialog).findByRole('button', { name: 'Import 2 staff' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText('2 staff imported')).toBeTruthy();
    expect(await screen.findByText('Bram Bakker')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import staff' })).toBeNull());
    // The imported contract is in the Contract column at once (the column's read is refreshed).
    const annaRow = screen.getByText('Anna de Vries').closest('tr')!;
    expect(await within(annaRow).findByText('36 h')).toBeTruthy();
    const sent = api.requests.find((r) => r.path === '/api/staff/import')!;
    expect(sent.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((sent.body as File).name).toBe('Ward 5.XLSX');
  });

  it('shows the per-cell errors of a refused import and keeps the dialog open', async () => {
    const refused: FakeRoute<never> = {
      method: 'POST',
      path: '/api/staff/import',
      reply: [
        400,
        {
          success: false,
          code: 'VALIDATION_ERROR',
          error: 'Nothing was imported: the file has errors (1)',
          details: [{ field: 'B2', message: 'B2: Existing Person already has this email address' }],
        },
      ],
    };
    serve(clean, [refused]);
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Staff file (CSV or XLSX)'), csvFile());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 staff' }));
    expect(await within(dialog).findByText('Nothing was imported: the file has errors (1)')).toBeTruthy();
    expect(within(dialog).getByText('B2: Existing Person already has this email address')).toBeTruthy();
  });

  it('refuses a file that is neither CSV nor XLSX without calling the server', async () => {
    const api = serve(clean);
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('Staff file (CSV or XLSX)'),
      new File(['x'], 'ward.ods', { type: 'application/vnd.oasis.opendocument.spreadsheet' }),
    );
    expect(await within(dialog).findByText('ward.ods is not a CSV or XLSX file')).toBeTruthy();
    expect(api.requests.some((r) => r.path.startsWith('/api/staff/import'))).toBe(false);
  });

  it('opens from the quick action and offers a template with the headers in the interface language', async () => {
    serve(clean);
    await i18next.changeLanguage('nl');
    renderPage(<StaffPage />);
    await screen.findByText('Existing Person');
    emitPageEvent('staff:import');
    const dialog = await screen.findByRole('dialog', { name: 'Medewerkers importeren' });
    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blob = b;
        return 'blob:template';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sjabloon downloaden' }));
    expect(click).toHaveBeenCalled();
    const text = await (blob as unknown as Blob).text();
    expect(text.replace('\uFEFF', '')).toBe(
      'Naam,Afkorting,E-mail,Telefoon,Vaardigheden,Contracturen,Regelset',
    );
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import {
  addDays,
  newAdminSession,
  pageButton,
  todayInBrowser,
  type WorkspaceApi,
} from '../support/master-data';

/**
 * Issue 12's contracts and staff import, in the browser (docs/product/working-time.md#contracts,
 * docs/product/back-office.md#staff-import). (a) The planner gives a nurse a 24.5-hour contract
 * under the EU rule set from a month ago and sees it in the staff list's Contract column; a new
 * contract from today takes its place there while the dialog keeps both periods. The column is
 * one read for the whole list, never one per person. (b) A CSV and an XLSX with one bad row each:
 * the preview names the cell and Import stays disabled; the fixed file imports everyone, who are
 * then in the list with their contract hours.
 */

/** A page's first element after a navigation: the app boots and reads its data first. */
const LOADED = { timeout: 30_000 };
const EU = 'EU Working Time Directive';

/** A date as the app writes it in English ("1 March 2026"). */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** POST through the API as the workspace's admin (setup only). */
async function post<T>(
  request: APIRequestContext,
  api: WorkspaceApi,
  url: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId },
    data,
  });
  expect(res.ok(), `POST ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The Contract cell of a member's row in the staff list. */
function contractCell(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(5);
}

/** Every request the page makes for contracts, by path and query. */
function recordContractReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.endsWith('/contracts')) reads.push(url.pathname + url.search);
  });
  return reads;
}

test('contracts: a 24.5-hour contract under the EU rule set shows in the Contract column; a later one takes its place and the history keeps both', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'contracts');
  await post(request, api, '/api/rule-sets', { name: EU, preset: 'EU_WTD' });
  await api.createStaff({ name: 'Anna de Vries' });
  await api.createStaff({ name: 'Bram Bakker' });
  const today = await todayInBrowser(page);
  const monthAgo = addDays(today, -30);

  const reads = recordContractReads(page);
  await page.goto('/staff');
  await expect(contractCell(page, 'Anna de Vries').getByLabel('No contract')).toBeVisible(LOADED);
  await expect(contractCell(page, 'Bram Bakker').getByLabel('No contract')).toBeVisible();
  // The whole column is one read of the contracts in force today.
  expect(reads).toEqual([`/api/staff/contracts?date=${today}`]);

  // ---- The first contract: 24.5 h under the EU rule set, from a month ago. ---------------------
  await page.getByRole('button', { name: 'Contract of Anna de Vries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contract of Anna de Vries' });
  await expect(dialog.getByText('No contract yet: the default rule set applies.')).toBeVisible();
  await dialog.getByLabel('Starts on').fill(monthAgo);
  await dialog.getByLabel('Hours per week').fill('24,5');
  await dialog.getByLabel('Rule set').selectOption({ label: EU });
  await dialog.getByRole('button', { name: `New contract from ${longDate(monthAgo)}` }).click();
  await expect(page.getByText('Contract saved').first()).toBeVisible();
  const current = dialog.getByRole('region', { name: 'Current contract' });
  await expect(current).toContainText(`24.5 h/week · ${EU}`);
  await expect(current).toContainText(`From ${longDate(monthAgo)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contractCell(page, 'Anna de Vries')).toHaveText('24.5 h');
  await expect(contractCell(page, 'Bram Bakker').getByLabel('No contract')).toBeVisible();

  // ---- A new contract from today: 32 h under the default set; the first one is history. --------
  await page.getByRole('button', { name: 'Contract of Anna de Vries' }).click();
  await expect(dialog.getByRole('region', { name: 'Current contract' })).toContainText('24.5 h/week');
  await dialog.getByLabel('Starts on').fill(today);
  await dialog.getByLabel('Hours per week').fill('32');
  await dialog.getByRole('button', { name: `New contract from ${longDate(today)}` }).click();
  await expect(current).toContainText('32 h/week · Default rule set (Arbeidstijdenwet)');
  const history = dialog.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('32 h/week · Default rule set (Arbeidstijdenwet)');
  await expect(history.nth(0)).toContainText(`From ${longDate(today)}`);
  await expect(history.nth(1)).toContainText(`24.5 h/week · ${EU}`);
  await expect(history.nth(1)).toContainText(`${longDate(monthAgo)} – ${longDate(addDays(today, -1))}`);
  await page.keyboard.press('Escape');
  await expect(contractCell(page, 'Anna de Vries')).toHaveText('32 h');

  // Stored: a fresh page reads the same, still in one request.
  reads.length = 0;
  await page.reload();
  await expect(contractCell(page, 'Anna de Vries')).toHaveText('32 h', LOADED);
  expect(reads).toEqual([`/api/staff/contracts?date=${today}`]);
});

const HEADERS = ['Name', 'Email', 'Skills', 'Contract hours', 'Rule set'];
type Row = [name: string, email: string, skills: string, hours: string, ruleSet: string];
const GOOD: Row[] = [
  ['Anna de Vries', 'anna@example.test', 'Night', '24.5', 'Arbeidstijdenwet'],
  ['Bram Bakker', 'bram@example.test', 'Early; Night', '36', ''],
  ['Cor Visser', 'cor@example.test', 'early', '', ''],
];

function csv(rows: Row[]): Buffer {
  return Buffer.from([HEADERS, ...rows].map((r) => r.join(',')).join('\n') + '\n', 'utf8');
}

async function xlsx(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ward');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('staff import: a CSV and an XLSX with a bad row name the cell and cannot be imported; the fixed file imports everyone with their contract hours', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'import');
  await api.createShiftType({ name: 'Early', startTime: '07:00', endTime: '15:00' });
  await api.createShiftType({ name: 'Night', startTime: '23:00', endTime: '07:00' });

  await page.goto('/staff');
  await pageButton(page, 'Import').click(LOADED);
  const dialog = page.getByRole('dialog', { name: 'Import staff' });
  const file = dialog.getByLabel('Staff file (CSV or XLSX)');
  const submit = dialog.getByRole('button', { name: 'Import 3 staff' });

  // ---- A CSV whose third row asks for 90 hours: D3 is named, nothing can be imported. ----------
  const badHours: Row[] = [
    GOOD[0]!,
    ['Bram Bakker', 'bram@example.test', 'Early; Night', '90', ''],
    GOOD[2]!,
  ];
  await file.setInputFiles({ name: 'ward.csv', mimeType: 'text/csv', buffer: csv(badHours) });
  await expect(dialog.getByText(/^3 rows: 2 ready, 1 with errors \(1 errors\)/)).toBeVisible();
  const hoursCell = dialog
    .getByRole('cell')
    .filter({ hasText: 'D3: contract hours must be more than 0 and at most 80' });
  await expect(hoursCell).toHaveAttribute('aria-invalid', 'true');
  await expect(hoursCell).toContainText('90');
  await expect(submit).toBeDisabled();

  // ---- An XLSX whose fourth row has no valid email: B4 is named, still disabled. ---------------
  const badEmail: Row[] = [GOOD[0]!, GOOD[1]!, ['Cor Visser', 'cor@', 'early', '', '']];
  await file.setInputFiles({ name: 'ward.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx(badEmail) });
  const emailCell = dialog.getByRole('cell').filter({ hasText: 'B4: not an email address' });
  await expect(emailCell).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/^3 rows: 2 ready, 1 with errors/)).toBeVisible();
  await expect(submit).toBeDisabled();
  // Nothing was stored by either preview.
  expect((await api.staff()).map((s) => s.name)).toEqual([]);

  // ---- The fixed XLSX: no errors, Import imports all three. -------------------------------------
  await file.setInputFiles({ name: 'ward.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx(GOOD) });
  await expect(
    dialog.getByText('3 rows: 3 ready, 0 with errors (0 errors); 2 with a contract'),
  ).toBeVisible();
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('3 staff imported').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the list with their contract hours (a contract from today), Cor without one.
  await expect(contractCell(page, 'Anna de Vries')).toHaveText('24.5 h');
  await expect(contractCell(page, 'Bram Bakker')).toHaveText('36 h');
  await expect(contractCell(page, 'Cor Visser').getByLabel('No contract')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bram Bakker' })).toContainText('2 skills');
  await page.getByRole('button', { name: 'Contract of Anna de Vries' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Contract of Anna de Vries' })
      .getByRole('region', { name: 'Current contract' }),
  ).toContainText('24.5 h/week · Arbeidstijdenwet');
});

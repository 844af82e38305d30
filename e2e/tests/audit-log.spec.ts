import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { newAdminSession } from '../support/master-data';

/**
 * Issue 6's audit log journey: the rows the workspace's own changes wrote, filtered by resource
 * and searched, then the CSV export of the filtered rows, which records itself; and the page at
 * 360 px without sideways scrolling.
 */
test('audit log: filter by resource, search, export the CSV, and the export is logged', async ({
  page,
  request,
}) => {
  const { api, account } = await newAdminSession(page, request, 'auditlog');
  await api.createShiftType({ name: 'Night =1+1', shortName: 'N', startTime: '22:00', endTime: '06:00' });
  await api.createStaff({ name: 'Nina Nurse' });

  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').filter({ hasText: 'Night =1+1' })).toContainText('Shift type');
  await expect(table.getByRole('row').filter({ hasText: 'Nina Nurse' })).toContainText('Staff member');

  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'Shift type' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Night =1+1');
  await expect(table.getByRole('row').nth(1)).toContainText(account.email);
  await expect(page.getByText('1–1 of 1')).toBeVisible();

  await page.getByLabel('Resource', { exact: true }).selectOption({ label: 'All resources' });
  await page.getByRole('searchbox', { name: 'Search the log' }).fill('nina');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Nina Nurse');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace('\uFEFF', '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'createdAt,userName,userEmail,staffName,action,resource,resourceName,description,ipAddress,userAgent',
  );
  expect(lines.slice(1, -1)).toEqual([expect.stringContaining(',CREATE,STAFF,Nina Nurse,')]);
  await expect(page.getByText('Audit log exported')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Export' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Audit log exported (1 row), filters: searchTerm=nina' }),
  ).toHaveCount(1);

  // The same page on a 360 px phone: cards instead of a wide table, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Night =1+1' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

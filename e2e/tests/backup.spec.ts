import { readFile } from 'node:fs/promises';
import { expect, loginViaUi, newAccount, registerViaApi, test } from '../support/fixtures';
import { mondayOf, newAdminSession, todayInBrowser } from '../support/master-data';

/**
 * Issue 6's backup journey: an ADMIN downloads the workspace backup from the settings page, and
 * another person, signed in without a workspace, restores it from the creation card's restore
 * tab (details shown, name pre-filled) into a new workspace of their own, then finds the staff
 * and shift types there. A file that is not JSON is refused in the tab, at 360 px.
 */
test('backup: download from the settings page, restore into a new workspace of another account', async ({
  page,
  request,
  browser,
}) => {
  const { api, workspaceName } = await newAdminSession(page, request, 'backup');
  const early = await api.createShiftType({
    name: 'Early',
    shortName: 'E',
    startTime: '07:00',
    endTime: '15:00',
  });
  const anna = await api.createStaff({ name: 'Anna Backup' });
  await api.setSkills(anna.id, [early.id]);
  await api.createStaff({ name: 'Bram Backup' });
  const pattern = await api.createPattern({
    name: 'Backup rota',
    startDate: mondayOf(await todayInBrowser(page)),
    weekCount: 1,
  });
  const slot = await api.createSlot(pattern.id, { weekNumber: 1, dayOfWeek: 0, shiftTypeId: early.id });
  await api.assign(pattern.id, slot.id, anna.id);

  await page.goto('/settings/workspace');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^openrota-backup-ward-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const backup = JSON.parse(text);
  expect(backup).toMatchObject({ version: 2, workspace: { name: workspaceName } });
  expect(backup.staff.map((s: { name: string }) => s.name).sort()).toEqual(['Anna Backup', 'Bram Backup']);

  // Another person, no workspace yet: the creation card is their start page.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const other = await context.newPage();
  const account = newAccount('restorer');
  await registerViaApi(request, account);
  await loginViaUi(other, account);
  await expect(other).toHaveURL(/\/select-workspace$/);
  await other.getByRole('tab', { name: 'Restore from backup' }).click();

  // Not JSON: refused, nothing to restore.
  await other.getByLabel('Backup file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "version": 2,'),
  });
  await expect(other.getByRole('alert')).toHaveText('The file could not be read as JSON.');
  await expect(other.getByRole('button', { name: 'Restore workspace' })).toBeDisabled();

  // The file as the browser saved it (Playwright keeps downloads under a random name).
  await other.getByLabel('Backup file').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const details = other.getByRole('region', { name: 'Backup details' });
  await expect(details).toContainText(workspaceName);
  await expect(details.getByText('Staff', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '2',
  );
  await expect(
    details.getByText('Rotation patterns', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');
  const name = other.getByLabel('New workspace name');
  await expect(name).toHaveValue(workspaceName);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await name.fill('Restored Ward');
  await other.getByRole('button', { name: 'Restore workspace' }).click();

  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto('/staff');
  await expect(other.getByText('Anna Backup').first()).toBeVisible();
  await expect(other.getByText('Bram Backup').first()).toBeVisible();
  await other.goto('/schedule/shifts');
  await expect(other.getByText('Early').first()).toBeVisible();
  await context.close();
});

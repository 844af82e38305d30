import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';
import { WorkspaceApi } from '../support/master-data';
import {
  dateInZone,
  licenceInfo,
  longEnglishDate,
  runOperatorCommand,
  workspaceDetails,
} from '../support/workspace-admin';

/** The default CONTACT_EMAIL of the server (the suite's stack sets none). */
const CONTACT = 'sales@openrota.org';

/** The card under the "Licence" heading (heading → card header → card). */
function licenceCard(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: 'Licence', exact: true }).locator('xpath=../..');
}

function usage(card: Locator, limit: string): Locator {
  return card.getByRole('progressbar', { name: limit, exact: true });
}

function feature(card: Locator, name: string): Locator {
  return card.getByRole('listitem').filter({ hasText: name });
}

/**
 * Issue 6's licence journey: a Free workspace's licence card (usage bars against the Free
 * limits), the one free trial of the Start plan, then the operator command ends the licence
 * yesterday: every app page lands on /license-expired with the contact address, the way to
 * another workspace stays open, and the admin can still download the backup.
 */
test('licence: Free card with usage, start the trial, the operator expires it, pages land on /license-expired, switching and backup still work', async ({
  page,
  request,
}) => {
  const account = newAccount('licence');
  const id = account.email.slice(8, 12);
  const expiring = `Clinic ${id}`;
  const other = `Annex ${id}`;
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(request, token, expiring);
  await createWorkspaceViaApi(request, token, other);
  const api = new WorkspaceApi(request, token, workspaceId);
  await api.createStaff({ name: 'Lena Licence' });
  await api.createShiftType({ name: 'Day', shortName: 'D', startTime: '08:00', endTime: '16:00' });
  const { slug, timeZone } = await workspaceDetails(request, token, workspaceId);

  // Two workspaces: the account chooses the one whose licence this journey is about.
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/select-workspace$/);
  await page.getByText(expiring, { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Free: no end date, usage against the Free limits, no paid features, the trial on offer.
  await page.goto('/settings/workspace');
  const card = licenceCard(page);
  await expect(card.getByTestId('licence-plan')).toHaveText('Free');
  await expect(card).toContainText('No end date');
  await expect(usage(card, 'Staff members')).toHaveAttribute('aria-valuetext', '1 / 6');
  await expect(usage(card, 'Shift types')).toHaveAttribute('aria-valuetext', '1 / 5');
  await expect(usage(card, 'Rotation patterns')).toHaveAttribute('aria-valuetext', '0 / 1');
  await expect(usage(card, 'Admins')).toHaveAttribute('aria-valuetext', '1 / 1');
  await expect(feature(card, 'Staff login')).toHaveAttribute('data-included', 'false');
  await expect(feature(card, 'Email notifications')).toHaveAttribute('data-included', 'false');

  // The one free trial: Start until the 14th day (today included), in the workspace's zone.
  const trialEnd = dateInZone(timeZone, 13);
  await card.getByRole('button', { name: 'Start free trial' }).click();
  await expect(
    page.getByText(`Your free trial has started. It ends on ${longEnglishDate(trialEnd)}.`),
  ).toBeVisible();
  await expect(card.getByTestId('licence-plan')).toHaveText('Start');
  await expect(card.getByText('Trial', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Your free trial ends on ${longEnglishDate(trialEnd)}`);
  await expect(usage(card, 'Staff members')).toHaveAttribute('aria-valuetext', '1 / 20');
  await expect(usage(card, 'Admins')).toHaveAttribute('aria-valuetext', '1 / 3');
  for (const included of ['Staff login', 'Self-planning', 'Email notifications']) {
    await expect(feature(card, included)).toHaveAttribute('data-included', 'true');
  }
  await expect(feature(card, 'API access')).toHaveAttribute('data-included', 'false');
  await expect(card.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
  // Still the trial after a reload (the server's answer, not the page's memory).
  await page.reload();
  await expect(licenceCard(page).getByTestId('licence-plan')).toHaveText('Start');
  await expect(licenceCard(page)).toContainText(`Your free trial ends on ${longEnglishDate(trialEnd)}`);

  // The operator ends the licence yesterday.
  const yesterday = dateInZone(timeZone, -1);
  const result = await runOperatorCommand(['licence', slug, 'START', '--until', yesterday]);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout.trim()).toBe(`${slug}: Start (START), until ${yesterday} (expired)`);
  expect(await licenceInfo(request, token, workspaceId)).toMatchObject({
    license: 'START',
    renewalDate: yesterday,
    trialExpired: true,
  });

  // Any app page now lands on /license-expired, with the contact address.
  for (const path of ['/dashboard', '/schedule', '/staff']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/license-expired$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Licence expired' })).toBeVisible();
  await expect(page.getByTestId('licence-contact')).toHaveText(`To renew the licence, contact ${CONTACT}.`);
  await expect(page.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);

  // The backup still downloads, from the expired page itself (docs/product/plans-and-limits.md#expired-licence).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^openrota-backup-${slug}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    version: number;
    workspace: { name: string };
    staff: { name: string }[];
  };
  expect(file).toMatchObject({ version: 2, workspace: { name: expiring } });
  expect(file.staff.map((s) => s.name)).toEqual(['Lena Licence']);

  // The page fits a 360 px phone, switcher included.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: `Workspace: ${expiring}. Switch workspace` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // "Choose another workspace" lists both workspaces instead of sending the user back.
  await page.getByRole('link', { name: 'Choose another workspace' }).click();
  await expect(page).toHaveURL(/\/select-workspace$/);
  await expect(page.getByText(other, { exact: true })).toBeVisible();
  await expect(page.getByText(expiring, { exact: true })).toBeVisible();

  // And the workspace switcher on the expired page opens the other workspace.
  await page.goto('/license-expired');
  await page.getByRole('button', { name: `Workspace: ${expiring}. Switch workspace` }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(other) }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${other}`);
});

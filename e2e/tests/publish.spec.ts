import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { isoWeekParam, newWardSession, wardOn } from '../support/schedule';
import { codeInMail, PHONE, setStaffEmail, staffShortDate, unassignViaApi } from '../support/staff-portal';
import { candidatesViaApi } from '../support/working-time';

/**
 * Issue 13 §3 in the browser (docs/product/publish.md): the demo ward switched to "changes wait
 * for publish" on the workspace settings page; an open shift dragged onto a nurse in the roster
 * grid is a draft (marked in the grid, counted in the toolbar); the nurse's dashboard does not
 * show it; the week calendar marks the nurse's new badge until the manager publishes from there;
 * the nurse's mail lists the change and the dashboard shows it.
 */

const LOADED = { timeout: 30_000 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Roster: staff by day' });
}
function cellOf(page: Page, name: string, date: string): Locator {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(name)}`) }) })
    .locator(`[role="gridcell"][data-date="${date}"]`);
}

async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
}

test('publish: a shift assigned in the roster grid stays off the nurse’s dashboard until the manager publishes; the mail lists it', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(300_000);
  const { api, ward, today, patternStart } = await newWardSession(page, request, 'publish');
  const slug = await api.slug();
  const { entries } = await api.schedule(today, addDays(today, 13));

  // A shift of the rotation a nurse fits (the rules and skills allow it) and who works nothing that day.
  let plan:
    { date: string; shiftType: string; shiftTypeId: string; holder: string; nurse: string } | undefined;
  for (let d = 3; d < 12 && !plan; d++) {
    const date = addDays(today, d);
    const worked = new Set(wardOn(ward, patternStart, date).flatMap((s) => (s.staff ? [s.staff] : [])));
    for (const slot of wardOn(ward, patternStart, date)) {
      if (!slot.staff || slot.optional) continue;
      const shiftTypeId = entries.find((e) => e.shiftType.name === slot.shiftType)!.shiftTypeId;
      const nurse = (await candidatesViaApi(request, api, date, shiftTypeId)).find(
        (c) => c.state === 'FITS' && !worked.has(c.staffName),
      );
      if (nurse) {
        plan = { date, shiftType: slot.shiftType, shiftTypeId, holder: slot.staff, nurse: nurse.staffName };
        break;
      }
    }
  }
  expect(plan, 'a shift a free nurse fits').toBeDefined();
  if (!plan) return;
  // Made open while changes are still seen at once.
  await unassignViaApi(request, api, {
    date: plan.date,
    shiftType: plan.shiftType,
    rotationStaff: plan.holder,
    claimant: plan.nurse,
  });
  const email = `nurse-${Date.now()}@publish.test`;
  await setStaffEmail(request, api, plan.nurse, email);

  // ---- Workspace settings: changes wait for publish (staff login on for the dashboard). -----------
  await page.goto('/settings/workspace');
  const headers = { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId };
  const on = await request.put(`/api/workspaces/${api.workspaceId}/settings`, {
    headers,
    data: { staffLoginEnabled: true },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const mode = page.getByTestId('publish-mode');
  await expect(mode).toBeVisible(LOADED);
  await mode.getByRole('button', { name: 'Changes wait for publish' }).click();
  await expect(mode.getByRole('button', { name: 'Changes wait for publish' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/Staff see the published schedule until/)).toBeVisible();

  // ---- The roster grid: the open shift onto the nurse is a draft. ----------------------------------
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/schedule/roster/${isoWeekParam(plan.date)}?weeks=2`);
  await expect(grid(page)).toBeVisible(LOADED);
  const openShift = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Open shifts' }) })
    .locator(`[data-date="${plan.date}"]`)
    .getByRole('button', { name: new RegExp(`^${plan.shiftType} .*· Open`) })
    .first();
  await expect(openShift).toBeVisible(LOADED);
  const target = cellOf(page, plan.nurse, plan.date);
  await dragOnto(page, openShift, target);
  await expect(target).toHaveAttribute('data-fit', 'FITS');
  await page.mouse.up();
  await expect(target.getByRole('button', { name: new RegExp(`^${plan.shiftType} `) })).toBeVisible();
  const bar = page.getByTestId('publish-bar');
  await expect(bar).toContainText('1 unpublished change', LOADED);
  await expect(target).toHaveAttribute('data-unpublished', 'true');

  // ---- The nurse's dashboard does not show the draft. ---------------------------------------------
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(`/staff/${slug}/login`);
  await phone.getByLabel('Email address').fill(email);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(phone.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const codeMail = await mailbox.waitFor(email, { subject: /^Your sign-in code for / });
  await phone.getByLabel('Code').fill(codeInMail(codeMail));
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/staff-dashboard$/);
  const myShifts = phone.getByRole('region', { name: 'My upcoming shifts' });
  await expect(myShifts).toBeVisible(LOADED);
  const newShift = myShifts
    .getByRole('listitem')
    .filter({ hasText: staffShortDate(plan.date) })
    .filter({ hasText: plan.shiftType });
  await expect(newShift).toHaveCount(0);

  // ---- The week calendar marks the badge; publishing from its toolbar clears the marker. ----------
  await page.goto(`/schedule/week/${isoWeekParam(plan.date)}`);
  const badge = page
    .locator(`[role="group"][data-date="${plan.date}"]`)
    .getByRole('button', { name: new RegExp(`^${escape(plan.shiftType)}: ${escape(plan.nurse)}\\b`) });
  await expect(badge).toHaveAccessibleName(/unpublished change\)$/, LOADED);
  await bar.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the schedule' });
  await expect(dialog).toContainText(plan.nurse);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published 1 change\(s\); 1 staff member\(s\) mailed\.$/)).toBeVisible(LOADED);
  await expect(bar).toContainText('Everything is published');
  await expect(badge).not.toHaveAccessibleName(/unpublished change/);

  const mail = await mailbox.waitFor(email, { subject: /^Your schedule changed: 1 change\(s\)$/ });
  expect(mail.text).toContain(`Hello ${plan.nurse},`);
  expect(mail.text).toMatch(new RegExp(`New: .*, ${escape(plan.shiftType)} `));

  await phone.reload();
  await expect(myShifts).toBeVisible(LOADED);
  await expect(newShift).toHaveCount(1, LOADED);
});

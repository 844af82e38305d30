import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { badge, monthName, monthOf, newWardSession } from '../support/schedule';
import {
  PHONE,
  documentWidth,
  enterStaffCode,
  planOpenShiftOn,
  requestStaffCode,
  setStaffEmail,
  staffLongDate,
  staffSettings,
  staffShortDate,
  unassignViaApi,
} from '../support/staff-portal';

/**
 * Issue 5's browser journey on a phone (360 × 740, touch): the admin of a ward workspace on the
 * Professional plan (staff login and self-planning included) switches on staff login and sets a
 * two-day absence notice on /settings/workspace; a rotation shift a few days ahead is made open
 * through the API. The staff member opens the workspace's login link, asks for a code by email,
 * signs in with the code from the SMTP sink, claims the open shift after the final confirmation
 * (the admin calendar then shows it as Claimed with their name), books an absence (a start
 * before today + 2 is refused), deletes it, and logs out to the workspace's login link. No
 * staff page scrolls sideways at 360 px.
 */

test.use(PHONE);

test('staff self-service on a phone: staff login switched on, code by email, claim an open shift, absence within the notice rules, logout', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);

  // ---- The admin (desktop, own context) with the ward workspace; an open shift in 3 days. -----
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });
  const admin = await adminContext.newPage();
  const { api, ward, today, patternStart } = await newWardSession(admin, request, 'staffportal');
  const { slug } = await staffSettings(request, api);
  // A day 3, 4 or 7–10 days ahead (the member's own absence below is on days 5 and 6).
  const plan = planOpenShiftOn(
    ward,
    patternStart,
    [3, 4, 7, 8, 9, 10].map((d) => addDays(today, d)),
  );
  const date = plan.date;
  await unassignViaApi(request, api, plan);
  const email = `claimant-${slug}@example.test`;
  await setStaffEmail(request, api, plan.claimant, email);

  // Staff login is off until the admin switches it on.
  expect((await staffSettings(request, api)).featureFlags.staffLoginEnabled).toBe(false);

  // ---- The admin switches staff login on and asks for two days' notice for absences. ---------
  await admin.goto('/settings/workspace');
  const staffLogin = admin.getByRole('checkbox', { name: 'Staff login' });
  await expect(staffLogin).not.toBeChecked();
  await staffLogin.click();
  await expect(staffLogin).toBeChecked();
  await admin.getByLabel('Absence notice (days)').fill('2');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Workspace settings updated successfully').first()).toBeVisible();
  await expect
    .poll(async () => staffSettings(request, api))
    .toMatchObject({ featureFlags: { staffLoginEnabled: true }, absencesMinDelay: 2 });

  // ---- The staff member opens the workspace's login link on their phone. -----------------------
  await page.goto(`/staff/${slug}/login`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByLabel('Workspace')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  // Without a contact the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email or phone is required')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send code' });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await requestStaffCode(page, email.toUpperCase());
  // A code of the wrong shape is refused on the page.
  await page.getByLabel('Code').fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid code. The code is 6 digits.')).toBeVisible();
  const mail = await enterStaffCode(page, mailbox, email);
  expect(mail.text).toContain(`Hello ${plan.claimant},`);
  await expect(page).toHaveURL(/\/staff-dashboard$/);
  await expect(page.getByText(`Signed in as ${plan.claimant}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Available shifts' })).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);

  // ---- Claim the open shift: the date's card, its shifts, the final confirmation. --------------
  const myShifts = page.getByRole('region', { name: 'My upcoming shifts' });
  const claimedRow = myShifts
    .getByRole('listitem')
    .filter({ hasText: staffShortDate(date) })
    .filter({ hasText: plan.shiftType });
  await expect(claimedRow).toHaveCount(0);
  await page.getByRole('button', { name: `Show the shifts of ${staffLongDate(date)}` }).click();
  const details = page.getByRole('dialog', { name: `Shifts on ${staffLongDate(date)}` });
  await expect(details).toBeVisible();
  const claim = details.getByRole('button', { name: `Claim ${plan.shiftType}` }).first();
  expect((await claim.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  await claim.tap();
  const confirm = page.getByRole('alertdialog', { name: 'Claim this shift?' });
  await expect(confirm.getByText('This action is final and cannot be undone.')).toBeVisible();
  await expect(confirm).toContainText(`${plan.shiftType} (`);
  await expect(confirm).toContainText(staffLongDate(date));
  await confirm.getByRole('button', { name: 'Claim shift' }).tap();
  await expect(page.getByText('Shift claimed').first()).toBeVisible();
  await expect(confirm).toHaveCount(0);
  // The dashboard reloaded: the shift is the member's now, marked Claimed.
  await expect(claimedRow).toHaveCount(1);
  await expect(claimedRow).toContainText('Claimed');

  // ---- The admin's calendar: a CLAIMED entry with the member, shown as Claimed. ---------------
  const claimed = (await api.schedule(date, date)).entries.filter((e) => e.entryType === 'CLAIMED');
  expect(
    claimed.map((e) => ({ type: e.shiftType.name, staff: e.staff?.name, unfilled: e.isUnfilled })),
  ).toEqual([{ type: plan.shiftType, staff: plan.claimant, unfilled: false }]);
  await admin.goto(`/schedule/month/${monthOf(date)}`);
  await expect(admin.getByRole('heading', { level: 1, name: monthName(monthOf(date)) })).toBeVisible();
  const cell = admin.getByRole('group', { name: staffLongDate(date), exact: true });
  await badge(cell, new RegExp(`^${plan.shiftType}: ${plan.claimant}\\b`)).click();
  const adminDetail = admin.getByRole('dialog', { name: plan.shiftType });
  // Source: Claimed; Staff: the member.
  await expect(adminDetail.getByRole('definition').filter({ hasText: /^Claimed$/ })).toBeVisible();
  await expect(
    adminDetail.getByRole('definition').filter({ hasText: new RegExp(`^${plan.claimant}$`) }),
  ).toBeVisible();
  await adminContext.close();

  // ---- An absence: the notice is two days; an earlier start is refused. ------------------------
  const absences = page.getByRole('region', { name: 'My absences' });
  await expect(absences.getByText('No upcoming absences.')).toBeVisible();
  await absences.getByRole('button', { name: 'Schedule absence' }).click();
  const form = page.getByRole('dialog', { name: 'Schedule absence' });
  await expect(form.getByText('Absences start at least 2 days from today.')).toBeVisible();
  const start = form.getByLabel('Start date');
  const end = form.getByLabel('End date');
  await expect(start).toHaveAttribute('min', addDays(today, 2));
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await start.fill(addDays(today, 1));
  await end.fill(addDays(today, 1));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('An absence must start at least 2 days from today')).toBeVisible();
  await expect(form).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);

  const first = addDays(today, 5);
  const last = addDays(today, 6);
  await start.fill(first);
  await end.fill(last);
  await form.getByLabel('Reason (optional)').fill('Family visit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Absence scheduled').first()).toBeVisible();
  await expect(form).toHaveCount(0);
  const range = `${staffShortDate(first)} – ${staffShortDate(last)}`;
  const row = absences.getByRole('listitem').filter({ hasText: range });
  await expect(row).toContainText('Family visit');

  // Delete it, after the confirmation.
  const remove = absences.getByRole('button', { name: `Delete the absence ${range}` });
  expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this absence?' });
  await expect(ask).toContainText(`The absence ${range} will be removed.`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Absence deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(absences.getByText('No upcoming absences.')).toBeVisible();
  // The claim stays (it is final).
  await expect(claimedRow).toHaveCount(1);
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);

  // ---- Log out: back on the workspace's login link; the dashboard needs a new sign-in. ---------
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/${slug}/login$`));
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  // The token is gone: the dashboard link leads to a staff sign-in (after a reload the page no
  // longer knows the slug, so the fallback /staff-login of docs/product/staff-login.md#staff-logout is also right).
  await page.goto('/staff-dashboard');
  await expect(page).toHaveURL(new RegExp(`/staff(-login|/${slug}/login)$`));
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${plan.claimant}`)).toHaveCount(0);
});

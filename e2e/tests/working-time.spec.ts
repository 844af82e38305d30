import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { isoWeekParam, newWardSession } from '../support/schedule';
import {
  PHONE,
  documentWidth,
  setStaffEmail,
  signInStaff,
  staffLongDate,
  staffSettings,
  unassignViaApi,
} from '../support/staff-portal';
import {
  candidatesViaApi,
  enableStaffLoginViaApi,
  nightEarlyOptions,
  setContractViaApi,
  type NightEarlyPlan,
  violationsViaApi,
} from '../support/working-time';

/**
 * Issue 12's browser journey. The ward workspace has the Dutch Arbeidstijdenwet as its default
 * rule set. Setup (API): a 36-hour contract for one nurse (the contract dialog has its own journey,
 * contracts-and-import.spec.ts), staff login on, and the rotation's Early of the
 * day after the night made open. The manager gives the nurse a Night through the one-off page;
 * the nurse, on a phone, sees the open Early of the next morning as not claimable with the
 * reason; the manager assigns it anyway: the picker says the nurse breaks a rule, the 409 shows
 * the sentence, "Assign anyway" needs a reason; the violation is then on /schedule/rules (its link
 * opens the shift in the calendar) and the reason is in the audit log.
 */

const REASON = 'Nobody else can take the early shift';
/** A page's first element after a navigation: the app boots and reads its data first. */
const LOADED = { timeout: 30_000 };

/** Picks the option of `name` in a person picker (its text is "Name — state"). */
async function pickPerson(page: Page, label: string, name: string): Promise<string> {
  const select = page.getByLabel(label);
  const option = select.locator('option', { hasText: `${name} — ` });
  await expect(option).toHaveCount(1, LOADED);
  const text = (await option.textContent()) ?? '';
  await select.selectOption({ label: text });
  return text;
}

test('working-time rules: a night followed by an early shift is refused with the sentence, assigned with a reason, listed on /schedule/rules and in the audit log; the nurse on a phone cannot claim it', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(240_000);

  // ---- Setup: the ward, the nurse's contract, staff login, an open Early after the night. ------
  const { api, ward, today, patternStart } = await newWardSession(page, request, 'workingtime');
  // The first date and nurse for whom the checker says the night fits.
  const nightType = (await api.schedule(today, addDays(today, 27))).entries.find(
    (e) => e.shiftType.name === 'Night',
  )!.shiftTypeId;
  let plan: NightEarlyPlan | undefined;
  for (const option of nightEarlyOptions(ward, patternStart, today)) {
    const fits = (await candidatesViaApi(request, api, option.nightDate, nightType)).some(
      (c) => c.staffName === option.person && c.state === 'FITS',
    );
    if (fits) {
      plan = option;
      break;
    }
  }
  expect(plan, 'a date with a nurse the night fits').toBeDefined();
  if (!plan) return;
  const staff = await api.staff();
  const nurse = staff.find((s) => s.name === plan.person)!;
  await setContractViaApi(request, api, nurse.id, { startsOn: addDays(today, -30), hoursPerWeek: 36 });
  await enableStaffLoginViaApi(request, api);
  const { slug } = await staffSettings(request, api);
  const email = `nurse-${slug}@example.test`;
  await setStaffEmail(request, api, plan.person, email);
  const openEarly = await unassignViaApi(request, api, {
    date: plan.earlyDate,
    shiftType: 'Early',
    rotationStaff: plan.earlyStaff,
    claimant: plan.person,
  });

  // ---- The manager gives the nurse the night (the picker says the nurse fits). -----------------
  await page.goto(`/schedule/one-off?date=${plan.nightDate}`);
  await expect(page.getByLabel('Shift type')).toBeEnabled(LOADED);
  await page.getByLabel('Shift type').selectOption({ label: 'Night (23:00–07:00)' });
  expect(await pickPerson(page, 'Staff (optional)', plan.person)).toBe(`${plan.person} — fits`);
  await page.locator('form').getByRole('button', { name: 'Create one-off shift' }).click();
  await expect(page.getByText('One-off shift created').first()).toBeVisible();

  // The checker's own answer for the Early of the next morning: the nurse breaks a hard rule.
  const candidate = (await candidatesViaApi(request, api, plan.earlyDate, openEarly.shiftTypeId)).find(
    (c) => c.staffName === plan.person,
  );
  expect(candidate?.state).toBe('BREAKS_RULE');
  const hard = candidate!.violations.filter((v) => v.severity === 'HARD');
  expect(hard.length).toBeGreaterThan(0);

  // ---- The nurse, on a phone, sees the open Early as not claimable, with the reason. ------------
  const phone = await browser.newContext({ ...PHONE });
  const nursePage = await phone.newPage();
  await signInStaff(nursePage, mailbox, email, `/staff/${slug}/login`);
  await expect(nursePage).toHaveURL(/\/staff-dashboard$/);
  await nursePage
    .getByRole('button', { name: `Show the shifts of ${staffLongDate(plan.earlyDate)}` })
    .click();
  const shifts = nursePage.getByRole('dialog', { name: `Shifts on ${staffLongDate(plan.earlyDate)}` });
  const blocked = shifts.getByRole('listitem').filter({ hasText: 'Not claimable' }).first();
  await expect(blocked).toContainText('Early');
  await expect(blocked).toContainText(hard[0]!.message);
  await expect(blocked.getByRole('button', { name: /^Claim / })).toHaveCount(0);
  expect(await documentWidth(nursePage)).toBeLessThanOrEqual(360);
  await phone.close();

  // ---- The manager assigns the nurse anyway: the picker, the 409 and its reason. ----------------
  // The open shift of an urgent day pulses; without motion it holds still to be clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/schedule/week/${isoWeekParam(plan.earlyDate)}`);
  const day = page.getByRole('group', { name: staffLongDate(plan.earlyDate), exact: true });
  const open = day.getByRole('button', { name: /^Early: Open/ }).first();
  await expect(open).toBeVisible(LOADED);
  await open.click();
  await page.getByRole('dialog', { name: 'Early' }).getByRole('button', { name: 'Assign Staff' }).click();
  const form = page.getByRole('dialog', { name: 'Assign Staff' });
  expect(await pickPerson(page, 'Replacement staff', plan.person)).toMatch(/ — breaks a rule: /);
  await expect(form).toContainText(hard[0]!.message);
  await form.getByRole('button', { name: 'Save' }).click();

  const rules = page.getByRole('dialog', { name: 'This breaks a working-time rule' });
  await expect(rules).toContainText(hard[0]!.ruleName);
  await expect(rules).toContainText(hard[0]!.message);
  await rules.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(rules.getByText('Please give a reason')).toBeVisible();
  await rules.getByLabel('Reason to assign anyway').fill(REASON);
  await rules.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(rules).toHaveCount(0);
  await expect(form).toHaveCount(0);
  await expect(
    day.getByRole('button', { name: new RegExp(`^Early: ${plan.person} \\(.*breaks a working-time rule`) }),
  ).toBeVisible();

  // ---- /schedule/rules lists it for the nurse; its link opens the shift in the calendar. ---------
  const stored = (await violationsViaApi(request, api, plan.nightDate, plan.earlyDate)).filter(
    (v) => v.staffName === plan.person && v.severity === 'HARD',
  );
  expect(stored.length).toBeGreaterThan(0);
  await page.goto('/schedule');
  await page.getByRole('link', { name: 'Rule violations' }).click(LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Working-time violations' })).toBeVisible(LOADED);
  await page.getByLabel('From', { exact: true }).fill(plan.nightDate);
  await page.getByLabel('To', { exact: true }).fill(plan.earlyDate);
  const section = page.getByRole('region', { name: new RegExp(`^${plan.person} `) });
  await expect(section).toContainText(stored[0]!.message, LOADED);
  await section
    .getByRole('link', { name: /^Early, / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/schedule/week/${isoWeekParam(plan.earlyDate)}`));
  const detail = page.getByRole('dialog', { name: 'Early' });
  await expect(detail.getByRole('region', { name: 'Working-time rules' })).toContainText(
    stored[0]!.message,
    LOADED,
  );
  await page.keyboard.press('Escape');

  // ---- The audit log holds the acknowledgement with its reason. --------------------------------
  await page.goto('/settings/audit-log');
  await expect(page.getByLabel('Search the log')).toBeVisible(LOADED);
  await page.getByLabel('Search the log').fill(REASON);
  await expect(page.getByRole('row').filter({ hasText: REASON }).first()).toBeVisible(LOADED);
});

import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';
import { addDays, mondayOf } from '../support/master-data';
import { ScheduleApi, isoWeekParam } from '../support/schedule';
import { PHONE, signInStaff, staffLongDate, writeViaApi } from '../support/staff-portal';
import { runOperatorCommand } from '../support/workspace-admin';

/**
 * Issue 15 §1's browser journey. A workspace with staff login and an Early 06:00–14:00 left open
 * every Tuesday (a one-week rotation from this Monday, no one assigned). Anna, on her phone, marks
 * Tuesdays unavailable on her dashboard; the manager opens next Tuesday's open Early, the assign
 * dialog marks Anna unavailable, saving answers 409 with the sentence, and "Assign anyway" with a
 * reason assigns her (acknowledged). The staff list's Availability dialog shows her week.
 */

const REASON = 'Anna agreed by phone';
const LOADED = { timeout: 30_000 };

test('a member sets Tuesdays unavailable on the dashboard; the manager’s assign dialog marks her and refuses her unless acknowledged', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('availability');
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(
    request,
    token,
    `Availability ${account.email.slice(7, 11)}`,
  );
  const api = new ScheduleApi(request, token, workspaceId);
  const slug = await api.slug();
  const licence = await runOperatorCommand(['licence', slug, 'TEAM']);
  expect(licence.code, licence.stderr).toBe(0);
  await writeViaApi(request, api, 'put', `/api/workspaces/${workspaceId}/settings`, {
    staffLoginEnabled: true,
    availabilityLeadDays: 0,
    availabilityNeedsApproval: false,
  });
  const today = await api.today();
  // The first Tuesday after today.
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  let tuesday = addDays(today, 1);
  while (weekday(tuesday) !== 1) tuesday = addDays(tuesday, 1);

  const early = await writeViaApi(request, api, 'post', '/api/shift-types', {
    name: 'Early',
    startTime: '06:00',
    endTime: '14:00',
  });
  const email = `anna-${slug.slice(0, 12)}@example.test`;
  const anna = await writeViaApi(request, api, 'post', '/api/staff', { name: 'Anna', email });
  await writeViaApi(request, api, 'put', `/api/staff/${anna.id}/skills`, [early.id]);
  const pattern = await writeViaApi(request, api, 'post', '/api/rotation-patterns', {
    name: 'Ward',
    startDate: mondayOf(today),
    weekCount: 1,
  });
  await writeViaApi(request, api, 'post', `/api/rotation-patterns/${pattern.id}/slots`, {
    weekNumber: 1,
    dayOfWeek: 1,
    shiftTypeId: early.id,
    requiredCount: 1,
    isOptional: false,
  });

  // ---- Anna, on her phone, marks Tuesdays unavailable. -------------------------------------------
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await signInStaff(phone, mailbox, email, `/staff/${slug}/login`);
  await expect(phone.getByText('Signed in as Anna')).toBeVisible(LOADED);
  const section = phone.getByRole('radiogroup', { name: 'Tuesday' });
  await section.getByRole('radio', { name: 'Unavailable' }).click();
  await phone.getByRole('button', { name: 'Save week' }).click();
  await expect(phone.getByText('Availability saved')).toBeVisible();
  await context.close();

  // ---- The manager assigns the open Early of next Tuesday: marked, 409, acknowledged. -------------
  expect(await api.completeOnboarding()).toBe(true);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The staff list's Availability dialog shows the week Anna saved.
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Availability of Anna' }).click(LOADED);
  const dialog = page.getByRole('dialog', { name: 'Availability of Anna' });
  await expect(
    dialog.getByRole('radiogroup', { name: 'Tuesday' }).getByRole('radio', { name: 'Unavailable' }),
  ).toHaveAttribute('aria-checked', 'true', LOADED);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/schedule/week/${isoWeekParam(tuesday)}`);
  const day = page.getByRole('group', { name: staffLongDate(tuesday), exact: true });
  const open = day.getByRole('button', { name: /^Early: Open/ }).first();
  await expect(open).toBeVisible(LOADED);
  await open.click();
  await page.getByRole('dialog', { name: 'Early' }).getByRole('button', { name: 'Assign Staff' }).click();
  const form = page.getByRole('dialog', { name: 'Assign Staff' });
  const select = page.getByLabel('Replacement staff');
  const option = select.locator('option', { hasText: 'Anna — ' });
  await expect(option).toHaveCount(1, LOADED);
  const text = (await option.textContent()) ?? '';
  expect(text).toMatch(/unavailable/i);
  await select.selectOption({ label: text });
  await form.getByRole('button', { name: 'Save' }).click();

  const rules = page.getByRole('dialog', { name: 'This breaks a working-time rule' });
  await expect(rules).toContainText('Marked unavailable on');
  await rules.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(rules.getByText('Please give a reason')).toBeVisible();
  await rules.getByLabel('Reason to assign anyway').fill(REASON);
  await rules.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(rules).toHaveCount(0);
  await expect(form).toHaveCount(0);
  const after = await api.schedule(tuesday, tuesday);
  expect(after.entries.find((e) => e.shiftType.name === 'Early')?.staff?.name).toBe('Anna');
});

import type { Browser } from '@playwright/test';
import { createWorkspaceViaApi, expect, newAccount, registerViaApi, test } from '../support/fixtures';
import { addDays, mondayOf } from '../support/master-data';
import { ScheduleApi } from '../support/schedule';
import { PHONE, signInStaff, staffShortDate, writeViaApi } from '../support/staff-portal';
import { newManagerSession, runOperatorCommand } from '../support/workspace-admin';

/**
 * Issue 15 §2's browser journey. A Professional workspace with staff login: Early 06:00–14:00 and
 * Late 16:00–00:00; a one-week rotation from this Monday gives Anna the Early three days from
 * today and Bram the Late the day before it (a midnight end: taking Anna's Early would leave him
 * 6 hours of rest, under the Dutch default's 8 even shortened). Cas works nothing.
 * Anna signs in on her phone and offers the Early: Cas is listed, Bram is not (with his rest as
 * the reason). Cas gets the mail, opens its link, signs in with a code and lands on the offer,
 * takes it; a manager (a MANAGER member the admin invited) sees the marker in the calendar,
 * approves on /schedule/trades, and the calendar shows Cas on the shift. With automatic approval, Anna's next week's Early offered the
 * same way is Cas's at once.
 */

/** A page's first content after a navigation, on a busy machine. */
const LOADED = { timeout: 30_000 };

async function phone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test('a member offers a shift, a colleague takes it from the mailed link, the manager approves; automatic approval applies at once; a colleague whose rest it breaks is never offered it', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  // A manager invited and signed in besides the admin's setup: more time than one sign-in.
  test.setTimeout(300_000);
  const account = newAccount('trades');
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(request, token, `Trades ${account.email.slice(7, 11)}`);
  const api = new ScheduleApi(request, token, workspaceId);
  const slug = await api.slug();
  const licence = await runOperatorCommand(['licence', slug, 'TEAM']);
  expect(licence.code, licence.stderr).toBe(0);
  await writeViaApi(request, api, 'put', `/api/workspaces/${workspaceId}/settings`, {
    staffLoginEnabled: true,
  });
  const today = await api.today();
  const date = addDays(today, 3);
  const early = await writeViaApi(request, api, 'post', '/api/shift-types', {
    name: 'Early',
    startTime: '06:00',
    endTime: '14:00',
  });
  const late = await writeViaApi(request, api, 'post', '/api/shift-types', {
    name: 'Late',
    startTime: '16:00',
    endTime: '00:00',
  });
  const tag = slug.slice(0, 12);
  const people: Record<string, { id: string; email: string }> = {};
  for (const name of ['Anna', 'Bram', 'Cas']) {
    const email = `${name.toLowerCase()}-${tag}@example.test`;
    const member = await writeViaApi(request, api, 'post', '/api/staff', { name, email });
    await writeViaApi(request, api, 'put', `/api/staff/${member.id}/skills`, [early.id, late.id]);
    people[name] = { id: member.id, email };
  }
  const pattern = await writeViaApi(request, api, 'post', '/api/rotation-patterns', {
    name: 'Ward',
    startDate: mondayOf(today),
    weekCount: 1,
  });
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const slot = async (dayOfWeek: number, shiftTypeId: string, staffId: string) => {
    const s = await writeViaApi(request, api, 'post', `/api/rotation-patterns/${pattern.id}/slots`, {
      weekNumber: 1,
      dayOfWeek,
      shiftTypeId,
      requiredCount: 1,
      isOptional: false,
    });
    await writeViaApi(
      request,
      api,
      'post',
      `/api/rotation-patterns/${pattern.id}/slots/${s.id}/assignments`,
      {
        staffId,
      },
    );
  };
  await slot(weekday(date), early.id, people.Anna!.id);
  await slot(weekday(addDays(date, -1)), late.id, people.Bram!.id);

  // ---- Anna, on her phone, offers the Early of `date`. ----------------------------------------------
  const anna = await phone(browser);
  await signInStaff(anna, mailbox, people.Anna!.email, `/staff/${slug}/login`);
  await expect(anna.getByText('Signed in as Anna')).toBeVisible();
  await anna
    .getByRole('button', { name: `Offer your shift of ${staffShortDate(date)} for a swap or give-away` })
    .click();
  const sheet = anna.getByRole('dialog', { name: 'Offer this shift' });
  const eligible = sheet.getByTestId('trade-eligible');
  await expect(eligible.getByText('Cas')).toBeVisible();
  await expect(eligible.getByText('Bram')).toHaveCount(0);
  await sheet.getByText(/colleagues? not listed, and why/).click();
  await expect(sheet.getByTestId('trade-not-listed')).toContainText('Bram');
  await expect(sheet.getByTestId('trade-not-listed')).toContainText(/rest/i);
  await sheet.getByRole('button', { name: 'Offer shift' }).click();
  await expect(anna.getByText('Shift offered')).toBeVisible();
  await expect(anna.getByTestId('my-offers')).toContainText('Offered');

  // Only Cas is told; Bram is not.
  const offerMail = await mailbox.waitFor(people.Cas!.email, { subject: /^Anna offers a shift/ });
  expect(mailbox.all(people.Bram!.email).filter((m) => /offers a shift/.test(m.subject))).toHaveLength(0);
  const link = /(https?:\/\/\S+\/staff\/\S+\/login\?next=\S+)/.exec(offerMail.text ?? '')?.[1];
  expect(link, offerMail.text).toBeTruthy();

  // ---- Cas opens the mailed link, signs in and lands on the offer. -------------------------------
  const cas = await phone(browser);
  await signInStaff(cas, mailbox, people.Cas!.email, new URL(link!).pathname + new URL(link!).search);
  await expect(cas).toHaveURL(/\/staff-dashboard\?trade=/);
  const offer = cas.getByTestId('offers-to-me').getByRole('listitem').first();
  await expect(offer).toContainText('Anna gives away a shift');
  await offer.getByRole('button', { name: 'Take this shift' }).click();
  await expect(cas.getByText('Accepted: a manager still has to approve the trade')).toBeVisible();

  // ---- The manager: marker in the calendar, approve, the calendar shows Cas. ----------------------
  expect(await api.completeOnboarding()).toBe(true);
  await newManagerSession(page, request, mailbox, api, 'trades-manager');
  await page.goto(`/schedule/month/${date.slice(0, 7)}`);
  const day = page.locator(`[data-date="${date}"]`);
  await expect(day.getByTestId('trade-marker')).toBeVisible(LOADED);
  await page.goto('/dashboard');
  await expect(page.getByText('1 shift trade waits for your approval')).toBeVisible(LOADED);
  await page.goto('/schedule/trades');
  const row = page.getByTestId('trades-list').getByRole('listitem').first();
  await expect(row).toContainText('Anna gives a shift to Cas', LOADED);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Trade approved and applied')).toBeVisible();
  await page.goto(`/schedule/month/${date.slice(0, 7)}`);
  await expect(day.getByRole('button', { name: /^Early: Cas/ })).toBeVisible(LOADED);
  const after = await api.schedule(date, date);
  expect(after.entries.find((e) => e.shiftType.name === 'Early')?.staff?.name).toBe('Cas');
  await expect(day.getByTestId('trade-marker')).toHaveCount(0);

  // ---- Automatic approval: the same trade a week later applies at once. ---------------------------
  await writeViaApi(request, api, 'put', '/api/trades/settings', { approval: 'AUTOMATIC' });
  const next = addDays(date, 7);
  await anna.reload();
  await anna
    .getByRole('button', { name: `Offer your shift of ${staffShortDate(next)} for a swap or give-away` })
    .click(LOADED);
  await expect(anna.getByRole('dialog').getByTestId('trade-eligible').getByText('Cas')).toBeVisible();
  await anna.getByRole('dialog').getByRole('button', { name: 'Offer shift' }).click();
  await expect(anna.getByText('Shift offered')).toBeVisible();
  await cas.goto('/staff-dashboard');
  await cas.getByTestId('offers-to-me').getByRole('button', { name: 'Take this shift' }).click();
  await expect(cas.getByText('Trade done: the shift is yours')).toBeVisible();
  const auto = await api.schedule(next, next);
  expect(auto.entries.find((e) => e.shiftType.name === 'Early')?.staff?.name).toBe('Cas');
});

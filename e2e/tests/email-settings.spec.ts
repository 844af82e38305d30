import { expect, test } from '../support/fixtures';
import { newAdminSession } from '../support/master-data';

/**
 * Issue 6's email settings journey: an ADMIN switches on the upcoming-shift reminder, sets the
 * send time, the summary day and how many days it covers, saves, and finds the values again
 * after a reload (and on the server); then sends both test mails, which the page confirms and
 * the SMTP sink receives, addressed to the signed-in admin.
 */
test('email settings: change, save, reload keeps the values; the test mails reach the admin', async ({
  page,
  request,
  mailbox,
}) => {
  const { account, api } = await newAdminSession(page, request, 'mailsettings');

  await page.goto('/settings/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
  // A Free workspace may change the settings; the page says no reminders go out on this plan.
  await expect(
    page.getByText('Your plan does not include email notifications.', { exact: false }),
  ).toBeVisible();

  const upcoming = page.getByRole('switch', { name: 'Upcoming shifts reminder' });
  const weekly = page.getByRole('switch', { name: 'Weekly schedule summary' });
  const time = page.getByLabel('Send time');
  const day = page.getByLabel('Summary day');
  const daysAhead = page.getByLabel('Summary covers');
  // The defaults of docs/product/email.md#email-settings.
  await expect(upcoming).toHaveAttribute('aria-checked', 'false');
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  await expect(time).toHaveValue('20:00');
  await expect(day).toHaveValue('0');
  await expect(daysAhead).toHaveValue('7');

  await upcoming.click();
  await expect(upcoming).toHaveAttribute('aria-checked', 'true');
  await time.fill('06:45');
  await day.selectOption({ label: 'Friday' });
  await daysAhead.selectOption({ label: '14 days' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Email settings saved successfully').first()).toBeVisible();

  await page.reload();
  await expect(upcoming).toHaveAttribute('aria-checked', 'true');
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  await expect(time).toHaveValue('06:45');
  await expect(day).toHaveValue('5');
  await expect(day.locator('option:checked')).toHaveText('Friday');
  await expect(daysAhead).toHaveValue('14');
  const saved = await request.get('/api/email/settings', {
    headers: { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId },
  });
  expect(saved.ok()).toBe(true);
  expect(((await saved.json()) as { data: { emailSettings: unknown } }).data.emailSettings).toEqual({
    upcomingShiftsEmail: true,
    weeklyScheduleSummary: false,
    summaryEmailTime: '06:45',
    summaryEmailDay: 5,
    summaryEmailDaysAhead: 14,
  });

  // The test mails: a success message on the page, and the mail at the sink for the admin.
  expect(mailbox.all(account.email)).toHaveLength(0);
  await page.getByRole('button', { name: 'Send test reminder' }).click();
  await expect(
    page.getByText(`Test upcoming shifts reminder sent successfully to ${account.email}`),
  ).toBeVisible();
  const reminder = await mailbox.waitFor(account.email, { subject: /^\[Test\] Your shifts tomorrow: / });
  expect(reminder.envelopeTo).toEqual([account.email.toLowerCase()]);
  // No shifts planned yet: the sample the test mail falls back to.
  expect(reminder.text).toContain('This is a test mail with a sample shift');

  await page.getByRole('button', { name: 'Send test summary' }).click();
  await expect(
    page.getByText(`Test weekly schedule summary sent successfully to ${account.email}`),
  ).toBeVisible();
  const summary = await mailbox.waitFor(account.email, { subject: /^\[Test\] Your schedule from / });
  expect(summary.envelopeTo).toEqual([account.email.toLowerCase()]);
  expect(mailbox.all(account.email)).toHaveLength(2);
});

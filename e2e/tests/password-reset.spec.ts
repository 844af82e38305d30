import { expect, loginViaUi, newAccount, registerViaApi, test } from '../support/fixtures';

test('forgot password: the mail arrives with a link to APP_URL, the link sets a new password, the new password signs in', async ({
  page,
  request,
  mailbox,
  baseURL,
}) => {
  const account = newAccount('reset');
  await registerViaApi(request, account);
  const newPassword = `New-${account.password}`;

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, a password reset link has been sent.',
  );

  const mail = await mailbox.waitFor(account.email, { subject: /^Reset your OpenRota password$/ });
  expect(mail.text).toContain(`Hello ${account.name},`);
  const link = new RegExp(
    `${baseURL!.replace(/[.:/]/g, '\\$&')}/reset-password\\?token=[A-Za-z0-9_%-]+`,
  ).exec(mail.text)?.[0];
  expect(link, `a reset link to ${baseURL} in:\n${mail.text}`).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await loginViaUi(page, account);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await loginViaUi(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/select-workspace$/);
  await expect(page.getByText('Create a workspace', { exact: true })).toBeVisible();

  // The link is single-use.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await page.getByLabel('New password').fill(`${newPassword}-again`);
  await page.getByLabel('Confirm password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toHaveCount(0);
});

test('a reset link without a token shows the invalid-link screen with a way back to sign in', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
  await expect(page.getByText('Invalid or missing reset token', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

import { expect, newAccount, test } from '../support/fixtures';

test('a visitor signs up from the landing page, must accept the terms, creates a workspace and lands on its onboarding checklist', async ({
  page,
}) => {
  const account = newAccount('register');
  const workspaceName = `Ward 4B ${account.email.slice(9, 13)}`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your rota in');
  await page.getByRole('banner').getByRole('link', { name: 'Start for free' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);

  // Without the terms box: the alert names the terms and nothing is submitted.
  let registerCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) registerCalls++;
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please accept the Terms of Service to create an account.',
  );
  await expect(page).toHaveURL(/\/register$/);
  expect(registerCalls).toBe(0);

  // With the terms accepted the alert goes and the account is created.
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account has no workspace: the creation card shows.
  await expect(page).toHaveURL(/\/select-workspace$/);
  await expect(page.getByText('Create a workspace', { exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create workspace' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Workspace name').fill(`  ${workspaceName}  `);
  await submit.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);
  // A new workspace opens on the onboarding checklist, starting with staff.
  await expect(page.getByText('Add your staff')).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);
});

import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';

test('a user logs out and logs back in to their workspace', async ({ page, request }) => {
  const account = newAccount('login');
  const workspaceName = `Café De Hoek ${account.email.slice(6, 10)}`;
  await createWorkspaceViaApi(request, await registerViaApi(request, account), workspaceName);

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await loginViaUi(page, account);
  // One workspace: it is opened without asking.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Signed out for real: the dashboard sends the visitor back to the login page (which will
  // return to it), the landing page offers sign-in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);
});

test('a wrong password shows the server message in a red banner that can be dismissed', async ({
  page,
  request,
}) => {
  const account = newAccount('wrongpw');
  await registerViaApi(request, account);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(`${account.password}-wrong`);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const serverMessage = ((await response.json()) as { error: string }).error;
  expect(serverMessage).toBe('Invalid email or password');

  const banner = page.getByRole('alert');
  await expect(banner).toHaveText(serverMessage);
  await expect(banner).toHaveClass(/\bbg-red-/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  await banner.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('in Dutch, a wrong password is answered in Dutch (the interface language is sent, not the browser’s)', async ({
  page,
  request,
}) => {
  const account = newAccount('wrongpwnl');
  await registerViaApi(request, account);

  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Nederlands' }).click();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(`${account.password}-wrong`);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const response = await answer;
  expect(response.request().headers()['accept-language']).toBe('nl');
  expect(response.status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('Onjuist e-mailadres of wachtwoord');
});

import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';

test('switching the language to Dutch survives a reload and a new login, also in a fresh browser', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = newAccount('lang');
  const workspaceName = `Zorg ${account.email.slice(5, 9)}`;
  await createWorkspaceViaApi(request, await registerViaApi(request, account), workspaceName);

  await loginViaUi(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);

  const saved = page.waitForResponse(
    (r) => /\/api\/users\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Taal' })).toContainText('Nederlands');

  // Log out and in again in the same browser: still Dutch.
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);

  // A browser that has never seen this user (English, empty storage) follows the language saved on the server.
  const fresh = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await loginViaUi(other, account);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);
    await other.reload();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);
  } finally {
    await fresh.close();
  }
});

test('Dutch chosen on the landing page survives a reload, and a new account keeps it in every browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = newAccount('nlsignup');
  const workspaceName = `Afdeling ${account.email.slice(9, 13)}`;

  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Je rooster in');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Je rooster in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await page.getByRole('banner').getByRole('link', { name: 'Gratis beginnen' }).click();
  await page.getByLabel('Voornaam').fill(account.name);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de/ }).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.getByLabel('Naam van de werkruimte').fill(workspaceName);
  await page.getByRole('button', { name: 'Werkruimte aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);

  const fresh = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const other = await fresh.newPage();
    await loginViaUi(other, account);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Zet ${workspaceName} op`);
  } finally {
    await fresh.close();
  }
});

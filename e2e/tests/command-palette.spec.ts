import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';

test('Ctrl+K (or Cmd+K) opens the command palette: it filters, says when nothing matches, closes with Esc and Enter runs the chosen command', async ({
  page,
  request,
}) => {
  const account = newAccount('palette');
  const workspaceName = `Palette ${account.email.slice(8, 12)}`;
  await createWorkspaceViaApi(request, await registerViaApi(request, account), workspaceName);
  await loginViaUi(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);

  const palette = page.getByRole('dialog');
  const search = palette.getByRole('combobox');

  await page.keyboard.press('Control+K');
  await expect(palette).toBeVisible();
  await expect(search).toBeFocused();
  await search.fill('qqqzzz');
  await expect(palette.getByText('No commands found', { exact: true })).toBeVisible();
  await expect(palette.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // Cmd+K (a Mac's Meta key) opens it too.
  await page.keyboard.press('Meta+K');
  await expect(palette).toBeVisible();
  await expect(search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // The pages are there; Enter goes to the highlighted one and closes the palette.
  await page.keyboard.press('Control+K');
  await search.fill('dash');
  await expect(palette.getByRole('option', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);

  // Arrow keys move the highlight; Enter runs that command (here: log out, which leads to the login page).
  await page.keyboard.press('Control+K');
  await search.fill('log');
  const logoutOption = palette.getByRole('option', { name: /log ?out/i });
  await expect(logoutOption).toBeVisible();
  for (let i = 0; i < 10 && (await logoutOption.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(logoutOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

import type { Locator, Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
  untilPageLoad,
} from '../support/fixtures';

/** The switcher: a button in the header that shows the current workspace's name. */
function switcher(page: Page, workspaceName: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: workspaceName });
}

function menuEntry(menu: Locator, text: string): Locator {
  return menu.locator('[role^="menuitem"]', { hasText: text });
}

test('two workspaces: create the second from the switcher, switch between them, the header shows the chosen one', async ({
  page,
  request,
}) => {
  const account = newAccount('switch');
  const id = account.email.slice(7, 11);
  const first = `North Ward ${id}`;
  const second = `South Ward ${id}`;
  await createWorkspaceViaApi(request, await registerViaApi(request, account), first);
  await loginViaUi(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${first}`);

  // The switcher lists the workspace with the user's role and offers to create another one.
  await expect(switcher(page, first)).toContainText(first);
  await switcher(page, first).click();
  const menu = page.getByRole('menu');
  await expect(menuEntry(menu, first)).toBeVisible();
  await expect(menuEntry(menu, first)).toContainText('Admin');
  expect((await menu.boundingBox())?.width).toBeCloseTo(250, 0);
  // An admin sees the Workspace Settings entry.
  await expect(menuEntry(menu, 'Workspace Settings')).toBeVisible();
  await menuEntry(menu, 'Create new workspace').click();

  // The creation card opens in a modal over the dashboard.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Create a workspace', { exact: true })).toBeVisible();
  await dialog.getByLabel('Workspace name').fill(second);
  await untilPageLoad(page, () => dialog.getByRole('button', { name: 'Create workspace' }).click());

  // The new workspace is selected.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${second}`);
  await expect(switcher(page, second)).toContainText(second);

  // Both are listed, each with the role; choosing the first selects it and closes the menu.
  await switcher(page, second).click();
  await expect(menuEntry(menu, first)).toContainText('Admin');
  await expect(menuEntry(menu, second)).toContainText('Admin');
  await untilPageLoad(page, () => menuEntry(menu, first).click());
  await expect(menu).toBeHidden();
  await expect(switcher(page, first)).toContainText(first);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${first}`);

  // And back again; the choice is remembered across a reload.
  await switcher(page, first).click();
  await untilPageLoad(page, () => menuEntry(menu, second).click());
  await expect(switcher(page, second)).toContainText(second);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${second}`);
  await page.reload();
  await expect(switcher(page, second)).toContainText(second);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${second}`);
});

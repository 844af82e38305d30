import type { Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
  untilPageLoad,
} from '../support/fixtures';
import { newWardSession } from '../support/schedule';
import { documentWidth, PHONE, setStaffEmail, staffToken } from '../support/staff-portal';

/**
 * Issue 10 section 5 in the browser: the workspace selection on a 390 px phone with a very long
 * workspace name, a deep link kept through the sign-in, the landing counter under
 * prefers-reduced-motion, the staff dashboard's order at 360 px, and the Dutch bottom bar.
 */

const LONG_NAME = 'The Extraordinarily Long Named Intensive Care Unit North Wing Night Team';

/** Whether the element lies inside the viewport's width (nothing cut off on the right). */
async function insideViewportWidth(page: Page, box: { x: number; width: number } | null): Promise<boolean> {
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test.describe('on a 390 px phone', () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

  test('/select-workspace keeps a very long workspace name inside the screen, Next and the choices visible', async ({
    page,
    request,
  }) => {
    const account = newAccount('longname');
    const token = await registerViaApi(request, account);
    await createWorkspaceViaApi(request, token, LONG_NAME);
    await createWorkspaceViaApi(request, token, 'Ward 3');
    await createWorkspaceViaApi(request, token, 'Ward 3');
    await loginViaUi(page, account);
    await expect(page).toHaveURL(/\/select-workspace$/);
    const choice = page.getByRole('radio', { name: new RegExp(LONG_NAME) });
    await expect(choice).toHaveCount(1);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeInViewport();
    expect(await insideViewportWidth(page, await next.boundingBox())).toBe(true);
    for (const label of await page.locator('fieldset label').all())
      expect(await insideViewportWidth(page, await label.boundingBox())).toBe(true);
    // The two "Ward 3" workspaces can be told apart by their slugs.
    const twins = page.locator('fieldset label').filter({ hasText: /^Ward 3/ });
    await expect(twins).toHaveCount(2);
    const lines = await twins.allInnerTexts();
    expect(new Set(lines).size).toBe(2);
    expect(lines.every((line) => /Admin · \S+/.test(line))).toBe(true);
  });
});

test('a deep link survives the sign-in: /staff/absences → login → /staff/absences', async ({
  page,
  request,
}) => {
  const account = newAccount('deeplink');
  const token = await registerViaApi(request, account);
  await createWorkspaceViaApi(request, token, 'Deep Link Ward');
  await page.goto('/staff/absences');
  await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Fabsences$/);
  await expect(page).toHaveTitle('Sign in · OpenRota');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  // One workspace: chosen automatically, then the page asked for (a full page load).
  await untilPageLoad(page, () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page).toHaveURL(/\/staff\/absences$/);
  await expect(page).toHaveTitle('Absences · OpenRota');
  // Another site is never a return address.
  // Signed in already, so the login page passes on to the workspace choice, which picks the one
  // workspace and loads the home page in full; the test waits for that page, not the way there.
  await page.goto('/login?next=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing counter stands still under prefers-reduced-motion, and runs otherwise', async ({
  page,
}) => {
  const counter = page.getByTestId('minutes-counter');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(counter).toHaveText('480');
  const still = await counter.textContent();
  await page.waitForTimeout(300);
  expect(await counter.textContent()).toBe(still);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  const first = Number(await counter.textContent());
  await expect.poll(async () => Number(await counter.textContent())).not.toBe(first);
});

test('the staff dashboard at 360 px: my next shifts come first, on the first screen; the language switch is there', async ({
  browser,
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const { api, ward } = await newWardSession(page, request, 'stafforder');
  const slug = await api.slug();
  const member = ward.staff[0]!.name;
  const email = `order-${slug}@example.test`;
  await setStaffEmail(request, api, member, email);
  const token = await staffToken(request, api, slug, email, mailbox);

  const phone = await browser.newContext(PHONE);
  const staffPage = await phone.newPage();
  await staffPage.addInitScript((t) => localStorage.setItem('staffToken', t), token);
  await staffPage.goto('/staff-dashboard');
  await expect(staffPage.getByText(`Signed in as ${member}`)).toBeVisible();
  await expect(staffPage).toHaveTitle('My shifts · OpenRota');
  const headings = staffPage.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('My upcoming shifts');
  const mine = staffPage.getByRole('region', { name: 'My upcoming shifts' });
  await expect(mine.getByRole('listitem').first()).toBeInViewport();
  const language = staffPage.getByRole('banner').getByRole('group', { name: 'Language' });
  await expect(language).toBeVisible();
  expect(await documentWidth(staffPage)).toBeLessThanOrEqual(360);
  await language.getByRole('button', { name: 'Nederlands' }).click();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Mijn komende diensten' })).toBeVisible();
  await phone.close();
});

test.describe('Dutch bottom bar on a 360 px phone', () => {
  test.use(PHONE);

  test('every label fits its own slot: "Medewerkers" and "Diensttypes" do not run together', async ({
    page,
    request,
  }) => {
    const account = newAccount('bottombar');
    const token = await registerViaApi(request, account);
    await createWorkspaceViaApi(request, token, 'Onderste balk');
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    const userId = ((await me.json()) as { data: { user: { id: string } } }).data.user.id;
    const nl = await request.put(`/api/users/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'nl' },
    });
    expect(nl.ok(), await nl.text()).toBe(true);
    await loginViaUi(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const bar = page.getByRole('navigation', { name: 'Snelle navigatie' });
    await expect(bar).toBeVisible();
    const labels = bar.locator('li span');
    await expect(labels).toHaveText(['Dashboard', 'Rooster', 'Medewerkers', 'Diensttypes', 'Menu']);
    const boxes = await Promise.all(
      (await labels.all()).map(async (label) => ({
        text: await label.textContent(),
        box: (await label.boundingBox())!,
        // The text's own width: wider than its box means it is cut or spills.
        scrollWidth: await label.evaluate((el) => el.scrollWidth),
        clientWidth: await label.evaluate((el) => el.clientWidth),
      })),
    );
    for (const { text, scrollWidth, clientWidth } of boxes)
      expect(scrollWidth, `${text} is cut`).toBeLessThanOrEqual(clientWidth);
    for (let i = 1; i < boxes.length; i += 1) {
      const gap = boxes[i]!.box.x - (boxes[i - 1]!.box.x + boxes[i - 1]!.box.width);
      expect(gap, `${boxes[i - 1]!.text} and ${boxes[i]!.text} run together`).toBeGreaterThanOrEqual(8);
    }
  });
});

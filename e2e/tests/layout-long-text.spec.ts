import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newAdminSession, todayInBrowser } from '../support/master-data';

/**
 * Issue 10 section 6, measured in a real browser: nothing the user needs is pushed off screen by
 * a long name or a long Dutch label, at the widths the shell supports.
 */

const WIDTHS = [360, 768, 1280] as const;

/** Whether the element lies wholly inside the viewport's width. */
async function isInsideViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test('the Dutch quick-action bar shows every action whole at phone, tablet and desktop widths', async ({
  page,
  request,
}) => {
  await newAdminSession(page, request, 'qabar');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  // The choice is saved on the server (PUT /api/users/{id}); the next page load applies the
  // stored language, so wait for the save before navigating.
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && /\/api\/users\//.test(res.url()),
  );
  await page.getByRole('option', { name: 'Nederlands' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.goto('/schedule');
  const bar = page.getByRole('region', { name: 'Snelle acties' });
  await expect(bar.getByRole('button', { name: 'Afdrukken' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const buttons = bar.getByRole('button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(5);
    for (const button of await buttons.all()) {
      expect(await isInsideViewport(page, button), `${await button.textContent()} at ${width} px`).toBe(true);
      // The label is not cut inside its button either.
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

test('a 100-character shift-type name keeps its edit and delete buttons on screen', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'longname');
  const name =
    'Extended weekend night shift covering the intensive care unit north wing and the step-down beds, two';
  expect(name).toHaveLength(100);
  await api.createShiftType({ name, shortName: 'EWN', color: '#2563eb' });
  await page.goto('/schedule/shifts');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const action of ['Edit', 'Delete']) {
      const button = page.getByRole('button', { name: `${action} ${name}`, exact: true });
      await expect(button).toBeVisible();
      expect(await isInsideViewport(page, button), `${action} at ${width} px`).toBe(true);
    }
  }
  // The whole name is there to read, in the cell's title on wide screens.
  await expect(page.getByRole('cell', { name, exact: true })).toHaveAttribute('title', name);
});

test('the shift detail dialog wraps a long name and description instead of cutting them', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'longdesc');
  const name =
    'Extended weekend night shift covering the intensive care unit north wing and the step-down beds, two';
  const shiftType = await api.createShiftType({ name, shortName: 'EWN', color: '#2563eb' });
  const today = await todayInBrowser(page);
  const link =
    'https://intranet.example/wards/north-wing/handover-checklists/night-shift-intensive-care-2026';
  const description =
    `Bring the ward keys and the drug cabinet badge. ${link} ${'Handover at the nurses station before the night round. '.repeat(6)}`.trim();
  const res = await request.post('/api/schedules/one-off', {
    headers: { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId },
    data: { date: today, shiftTypeId: shiftType.id, description },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/schedule/month/${today.slice(0, 7)}`);
  await page
    .getByRole('button', { name: new RegExp(`^${name}: Open`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const text = dialog.getByText(link, { exact: false });
  await expect(text).toBeVisible();
  // The text is inside the dialog's box and not cut inside its own.
  const [inner, outer] = [await text.boundingBox(), await dialog.boundingBox()];
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
  expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await dialog.getByRole('heading', { name }).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
    true,
  );
});

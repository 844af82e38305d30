import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { isoWeekParam, newWardSession, wardOn } from '../support/schedule';
import { unassignViaApi } from '../support/staff-portal';
import { candidatesViaApi, nightEarlyOptions } from '../support/working-time';

/**
 * Issue 13 §1–§2 in the browser: the ward (the demo's own fixture, apps/server/test/fixtures/ward.json)
 * planned in the roster grid by dragging. An open Night goes onto a nurse (the cell says "fits"
 * before the drop); the rotation's Early of the next morning, dragged onto the same nurse, is
 * shown red with the rest rule's sentence before the drop and asks for a reason after it. Then the
 * week's changes are copied to the next week.
 */

const LOADED = { timeout: 30_000 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Roster: staff by day' });
}
function rowOf(page: Page, name: string): Locator {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(name)}`) }) });
}
function cellOf(page: Page, name: string, date: string): Locator {
  return rowOf(page, name).locator(`[role="gridcell"][data-date="${date}"]`);
}

/** Presses on `source`, moves over `target` (dnd-kit starts after 6 px) and keeps the button down. */
async function dragOver(page: Page, source: Locator, target: Locator): Promise<void> {
  // In the middle of the grid: held near its edge, the grid scrolls (and the cell under the pointer changes).
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
}

test('roster grid: an open shift dragged onto a nurse, a move that breaks the rest rule shown red before the drop and asked about after, and the week copied', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { api, ward, today, patternStart } = await newWardSession(page, request, 'roster');
  const { entries } = await api.schedule(today, addDays(today, 27));
  const nightType = entries.find((e) => e.shiftType.name === 'Night')!.shiftTypeId;
  // A night the nurse fits, held by someone else in the rotation (it is made open), and the
  // rotation's Early of the next morning.
  let plan: (ReturnType<typeof nightEarlyOptions>[number] & { nightStaff: string }) | undefined;
  for (const option of nightEarlyOptions(ward, patternStart, today)) {
    const night = wardOn(ward, patternStart, option.nightDate).find(
      (s) => s.shiftType === 'Night' && s.staff && !s.optional && s.staff !== option.person,
    );
    if (!night) continue;
    const fits = (await candidatesViaApi(request, api, option.nightDate, nightType)).some(
      (c) => c.staffName === option.person && c.state === 'FITS',
    );
    if (fits) {
      plan = { ...option, nightStaff: night.staff! };
      break;
    }
  }
  expect(plan, 'a night the nurse fits, held by a colleague').toBeDefined();
  if (!plan) return;
  await unassignViaApi(request, api, {
    date: plan.nightDate,
    shiftType: 'Night',
    rotationStaff: plan.nightStaff,
    claimant: plan.person,
  });

  // Open shifts pulse; without motion they hold still to be dragged.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/schedule/roster/${isoWeekParam(plan.nightDate)}?weeks=2`);
  await expect(grid(page)).toBeVisible(LOADED);

  // ---- The open Night onto the nurse: the cell says it fits before the drop. ---------------------
  const openRow = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Open shifts' }) });
  const openNight = openRow
    .locator(`[data-date="${plan.nightDate}"]`)
    .getByRole('button', { name: /^Night 23:00–07:00 · Open/ });
  await expect(openNight).toBeVisible(LOADED);
  const nightTarget = cellOf(page, plan.person, plan.nightDate);
  await dragOver(page, openNight, nightTarget);
  await expect(nightTarget).toHaveAttribute('data-fit', 'FITS');
  await expect(page.getByTestId('roster-status')).toHaveText('Fits');
  await page.mouse.up();
  await expect(page.getByText(new RegExp(`^${escape(plan.person)} is on Night `))).toBeVisible();
  await expect(nightTarget.getByRole('button', { name: /^Night / })).toBeVisible();
  const afterNight = await api.schedule(plan.nightDate, plan.nightDate);
  expect(
    afterNight.entries.find((e) => e.shiftType.name === 'Night' && e.staff?.name === plan.person),
  ).toBeDefined();

  // ---- The colleague's Early of the next morning onto the nurse: red before, asked after. --------
  const earlyType = entries.find((e) => e.shiftType.name === 'Early')!.shiftTypeId;
  const candidate = (await candidatesViaApi(request, api, plan.earlyDate, earlyType)).find(
    (c) => c.staffName === plan.person,
  );
  expect(candidate?.state).toBe('BREAKS_RULE');
  const hard = candidate!.violations.find((v) => v.severity === 'HARD')!;
  const early = cellOf(page, plan.earlyStaff, plan.earlyDate).getByRole('button', { name: /^Early / });
  const earlyTarget = cellOf(page, plan.person, plan.earlyDate);
  await dragOver(page, early, earlyTarget);
  await expect(earlyTarget).toHaveAttribute('data-fit', 'BREAKS_RULE');
  await expect(earlyTarget).toHaveClass(/bg-red-100/);
  await expect(page.getByTestId('roster-status')).toContainText(hard.message);
  await page.mouse.up();
  const rules = page.getByRole('dialog', { name: 'This breaks a working-time rule' });
  await expect(rules).toContainText(hard.message);
  await rules.getByLabel('Reason to assign anyway').fill('Nobody else can take the early shift');
  await rules.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(rules).toBeHidden();
  await expect(page.getByText(new RegExp(`^${escape(plan.person)} is on Early `))).toBeVisible();
  const afterEarly = await api.schedule(plan.earlyDate, plan.earlyDate);
  expect(
    afterEarly.entries.find((e) => e.shiftType.name === 'Early' && e.staff?.name === plan.person),
  ).toBeDefined();
  // The rule marker is on the nurse's shifts, with the sentence on hover.
  await expect(earlyTarget.getByRole('button', { name: /^Early / })).toHaveAttribute(
    'data-violation',
    'true',
  );

  // ---- The week's changes copied to the next week. --------------------------------------------
  // The page's button and the quick action both open it.
  await page.getByRole('button', { name: 'Copy week' }).first().click();
  const copy = page.getByRole('dialog', { name: 'Copy a week' });
  await copy.getByLabel('Week to copy to').selectOption({ index: 0 });
  await copy.getByRole('button', { name: 'Copy' }).click();
  // Copied shifts that break a rule again ask again; the manager goes ahead each time.
  const copied = page.getByText(/^Copied \d+ changes?$/);
  for (let i = 0; i < 6; i++) {
    const next = await Promise.race([
      copied.waitFor({ timeout: 20_000 }).then(() => 'done' as const),
      rules.waitFor({ timeout: 20_000 }).then(() => 'rules' as const),
    ]);
    if (next === 'done') break;
    await rules.getByLabel('Reason to assign anyway').fill('Copied week');
    await rules.getByRole('button', { name: 'Assign anyway' }).click();
    await expect(rules).toBeHidden();
  }
  await expect(copied).toBeVisible();
  const nextNight = addDays(plan.nightDate, 7);
  const nextWeek = await api.schedule(nextNight, nextNight);
  expect(
    nextWeek.entries.find(
      (e) => e.shiftType.name === 'Night' && e.staff?.name === plan.person && !e.isCancelled,
    ),
    `${plan.person} on the Night of ${nextNight}`,
  ).toBeDefined();
});

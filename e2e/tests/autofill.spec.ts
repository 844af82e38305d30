import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { isoWeekParam, newWardSession, ScheduleApi, weekday, type Entry } from '../support/schedule';
import { documentWidth, staffLongDate } from '../support/staff-portal';

/**
 * Issue 16 §1 and §4 in the browser: the ward (the demo's own fixture,
 * apps/server/test/fixtures/ward.json). Two nurses fall ill two and three days from now: their
 * shifts are open in all but name. "Fill open shifts" on the week calendar runs the optimiser;
 * its proposal shows as drafts beside the ill nurses' shifts, each with its reasons; the manager
 * applies those two (a selection of the proposal), the calendar shows the people on them, undo
 * gives the shifts back to the ill nurses, and the dialog opens again. In Dutch the panel's title
 * and the reasons are Dutch.
 */

const LOADED = { timeout: 30_000 };
const SOLVED = { timeout: 90_000 };

async function post(request: APIRequestContext, api: ScheduleApi, url: string, data: unknown) {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId },
    data,
  });
  expect(res.ok(), `POST ${url}: ${res.status()} ${await res.text()}`).toBe(true);
}

function dayOf(page: Page, date: string): Locator {
  return page.getByRole('group', { name: staffLongDate(date), exact: true });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('auto-fill: two absences leave open shifts, Fill proposes drafts with reasons, a selection is applied and undone; in Dutch too', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const { api, today } = await newWardSession(page, request, 'autofill');

  // ---- Two nurses fall ill, each on a day shift of their own two and three days from now. -------
  const sick: Entry[] = [];
  // Two days of one week (the week calendar shows both): from two days on, not starting on a Sunday.
  const first = weekday(addDays(today, 2)) === 6 ? addDays(today, 3) : addDays(today, 2);
  for (const date of [first, addDays(first, 1)]) {
    const { entries } = await api.schedule(date, date);
    const shift = entries.find(
      (e) =>
        e.entryType === 'ROTATION' &&
        e.staff !== null &&
        !e.isOptional &&
        e.shiftType.name !== 'Night' &&
        !sick.some((s) => s.staffId === e.staffId),
    );
    expect(shift, `a staffed day shift on ${date}`).toBeDefined();
    sick.push(shift!);
  }
  for (const shift of sick) {
    await post(request, api, '/api/absences', {
      staffId: shift.staffId,
      startDate: `${shift.date}T12:00:00.000Z`,
      endDate: `${shift.date}T12:00:00.000Z`,
      type: 'SICK',
    });
  }
  // Nobody takes them off their shifts: the schedule still names them, marked absent.
  const open: Entry[] = [];
  for (const shift of sick) {
    const { entries } = await api.schedule(shift.date, shift.date);
    const entry = entries.find(
      (e) => e.rotationSlotId === shift.rotationSlotId && e.staffId === shift.staffId,
    );
    expect(entry, `${shift.staff!.name}'s ${shift.shiftType.name} on ${shift.date}`).toMatchObject({
      hasAbsence: true,
    });
    open.push(entry!);
  }

  // ---- Fill: the dialog, the progress, the proposal. ----------------------------------------------
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/schedule/week/${isoWeekParam(open[0]!.date)}`);
  await expect(
    dayOf(page, open[0]!.date)
      .getByRole('button', {
        name: new RegExp(`^${escape(open[0]!.shiftType.name)}: ${escape(sick[0]!.staff!.name)}`),
      })
      .first(),
  ).toBeVisible(LOADED);
  // The page's quick action (the calendar's header has the same button).
  await page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name: 'Fill open shifts' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Fill open shifts' });
  await expect(dialog.getByLabel('From')).toHaveValue(today);
  await expect(dialog.getByLabel('Until')).toHaveValue(addDays(today, 27));
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Auto-fill proposal' });
  await expect(panel).toBeVisible(SOLVED);

  // The drafts sit beside the ill nurses' shifts, and the person is not the one who is ill.
  const drafts: { slotId: string; name: string }[] = [];
  for (const [i, entry] of open.entries()) {
    const draft = dayOf(page, entry.date)
      .getByRole('button', { name: new RegExp(`^Draft: ${escape(entry.shiftType.name)}: `) })
      .first();
    await expect(draft).toBeVisible();
    const label = (await draft.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Draft: [^:]+: /, '');
    expect(name).not.toBe(sick[i]!.staff!.name);
    drafts.push({ slotId: (await draft.getAttribute('data-draft'))!, name });
  }
  // Each proposed shift explains itself in the panel.
  await panel.locator(`li[data-slot="${drafts[0]!.slotId}"]`).getByRole('button', { name: /^Why/ }).click();
  const why = panel.getByRole('group', { name: `Why ${drafts[0]!.name}` });
  await expect(why).toBeVisible();
  await expect(why.locator('li[data-code="SKILLED"]')).toHaveText(`Skilled for ${open[0]!.shiftType.name}`);

  // ---- Apply a selection: only the two shifts of the ill nurses. ----------------------------------
  const selectAll = panel.getByRole('checkbox', { name: 'Select all' });
  await selectAll.click();
  await expect(selectAll).toHaveAttribute('aria-checked', 'false');
  for (const { slotId } of drafts)
    await panel.locator(`li[data-slot="${slotId}"]`).getByRole('checkbox').click();
  await panel.getByRole('button', { name: 'Apply selected (2)' }).click();
  const applied = page.getByRole('region', { name: 'Auto-fill applied' });
  await expect(applied.getByTestId('autofill-applied')).toHaveText('2 shifts filled', LOADED);
  // The calendar shows the people on the shifts (no longer drafts).
  for (const [i, entry] of open.entries()) {
    await expect(
      dayOf(page, entry.date).getByRole('button', {
        name: new RegExp(`^${escape(entry.shiftType.name)}: ${escape(drafts[i]!.name)}`),
      }),
    ).toBeVisible(LOADED);
  }
  await expect(page.locator('[data-draft]')).toHaveCount(0);

  // ---- Undo: the shifts are the ill nurses' again. -----------------------------------------------
  await applied.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Auto-fill undone: the shifts are as they were before')).toBeVisible(LOADED);
  await expect(applied).toHaveCount(0);
  for (const [i, entry] of open.entries()) {
    await expect(
      dayOf(page, entry.date).getByRole('button', {
        name: new RegExp(`^${escape(entry.shiftType.name)}: ${escape(drafts[i]!.name)}`),
      }),
    ).toHaveCount(0, LOADED);
  }
  const after = await api.schedule(open[0]!.date, open[1]!.date);
  for (const [i, entry] of open.entries())
    expect(
      after.entries.find((e) => e.rotationSlotId === entry.rotationSlotId && e.date === entry.date)?.staffId,
    ).toBe(sick[i]!.staffId);

  // ---- Open again, from the dashboard's attention card this time, and run it once more. -----------
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Needs attention' })
    .getByRole('link', { name: 'Fill open shifts' })
    .click(LOADED);
  await expect(page).toHaveURL(/\/schedule\/month\//);
  await expect(dialog).toBeVisible(LOADED);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(panel).toBeVisible(SOLVED);

  // ---- In Dutch: the panel's title and the reasons (the server's sentences) are Dutch. ------------
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // The reasons are written in the reader's language when read: read again, in Dutch.
  await page.goto(`/schedule/week/${isoWeekParam(open[0]!.date)}`);
  const panelNl = page.getByRole('region', { name: 'Voorstel automatisch vullen' });
  await expect(panelNl).toBeVisible(LOADED);
  const draftNl = page
    .locator(`[data-date="${open[0]!.date}"]`)
    .getByRole('button', { name: new RegExp(`^Concept: ${escape(open[0]!.shiftType.name)}: `) })
    .first();
  await expect(draftNl).toBeVisible(LOADED);
  const slotNl = (await draftNl.getAttribute('data-draft'))!;
  await panelNl
    .locator(`li[data-slot="${slotNl}"]`)
    .getByRole('button', { name: /^Waarom/ })
    .click();
  const whyNl = panelNl.getByRole('group', { name: /^Waarom / });
  await expect(whyNl.locator('li[data-code="SKILLED"]')).toHaveText(
    `Bevoegd voor ${open[0]!.shiftType.name}`,
  );
  await expect(panelNl.getByRole('button', { name: /^Selectie toepassen \(\d+\)$/ })).toBeVisible();

  // ---- On a 360 px phone the panel fits the screen and the page does not scroll sideways. --------
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await panelNl.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await expect(panelNl.getByRole('button', { name: 'Verwerpen' })).toBeInViewport();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
});

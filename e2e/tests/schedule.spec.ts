import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, switchOffWorkingTimeRules, test } from '../support/fixtures';
import { addDays, mondayOf, pageButton } from '../support/master-data';
import {
  addMonths,
  badge,
  isoWeekParam,
  monthName,
  monthOf,
  newWardSession,
  pdfText,
  wardOn,
  type WardFile,
  type WardSession,
} from '../support/schedule';

/**
 * Issue 4's browser journey on the ward fixture (4 shift types, 12 staff, a 4-week rotation that
 * started four weeks before this week): the month calendar shows the rotation; a shift is
 * unassigned (unfilled and urgent), assigned through the override form, the override removed
 * (the rotation's staff is back); another shift is cancelled (struck through, not unfilled); a
 * click on a day's empty space creates a one-off there; an absence recorded on the absences
 * page shows as a conflict there and in the calendar and is resolved from the absences page;
 * month → week → month follows the date rule; three months export as PDF files holding the
 * month and staff names. The reference date is the server's today, so it runs on any day; each
 * step opens the month of its date explicitly (no end-of-month surprises).
 */

/** "Tuesday 24 November 2026": a day cell's accessible name (enGB, as the calendar writes it). */
function longDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(d);
  const rest = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
  return `${weekday} ${rest}`;
}

function dayCell(page: Page, iso: string): Locator {
  return page.getByRole('group', { name: longDate(iso), exact: true });
}

async function openMonth(page: Page, month: string, search = '') {
  await page.goto(`/schedule/month/${month}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: monthName(month) })).toBeVisible();
}

/** The summary bar's numbers (filled/total, unfilled, urgent) for the shown range. */
async function summary(
  page: Page,
): Promise<{ filled: number; total: number; unfilled: number; urgent: number }> {
  const bar = page
    .getByRole('main')
    .locator('dl')
    .filter({ has: page.getByText('Unfilled', { exact: true }) })
    .first();
  const value = async (term: string) =>
    (
      await bar
        .locator('div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd')
        .innerText()
    ).trim();
  const [filled, total] = (await value('Filled')).split('/').map(Number) as [number, number];
  return { filled, total, unfilled: Number(await value('Unfilled')), urgent: Number(await value('Urgent')) };
}

/** A filled, required rotation shift of the ward on `date` whose staff works only that one shift there. */
function filledShift(ward: WardFile, patternStart: string, date: string, skip: readonly string[] = []) {
  const rows = wardOn(ward, patternStart, date);
  const row = rows.find(
    (s) =>
      s.staff &&
      !s.optional &&
      !skip.includes(s.staff) &&
      rows.filter((r) => r.staff === s.staff).length === 1,
  );
  if (!row?.staff) throw new Error(`no filled shift on ${date}`);
  return { shiftType: row.shiftType, staff: row.staff };
}

/** Someone skilled for `shiftType` who has no shift on `date` (the override form lists skilled staff). */
function freeStaff(
  ward: WardFile,
  patternStart: string,
  date: string,
  shiftType: string,
  skip: readonly string[] = [],
): string {
  const busy = new Set(wardOn(ward, patternStart, date).map((s) => s.staff));
  const who = ward.staff.find(
    (s) => s.skills.includes(shiftType) && !busy.has(s.name) && !skip.includes(s.name),
  );
  if (!who) throw new Error(`nobody free for ${shiftType} on ${date}`);
  return who.name;
}

test('schedule journey: rotation in the month view, unassign/assign/cancel/remove, one-off, absence conflict, week switch and PDF export', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session: WardSession = await newWardSession(page, request, 'schedule');
  // The ward's rota is dense (a night, then an early shift): this journey is about the calendar.
  await switchOffWorkingTimeRules(request, session.api.token, session.api.workspaceId);
  const { ward, today, patternStart, api } = session;

  // ---- The month view shows the generated rotation: staff names on the right days. ----------
  const month = monthOf(today);
  await openMonth(page, month);
  for (const date of [today, addDays(today, 1), addDays(today, 2)].filter((d) => monthOf(d) === month)) {
    const cell = dayCell(page, date);
    for (const row of wardOn(ward, patternStart, date)) {
      if (row.staff)
        await expect(badge(cell, new RegExp(`^${row.shiftType}: ${row.staff}\\b`))).toBeVisible();
    }
  }
  // The first day of the month too (the pattern started before it): its rotation is shown.
  const first = `${month}-01`;
  const firstRow = wardOn(ward, patternStart, first).find((r) => r.staff)!;
  await expect(
    badge(dayCell(page, first), new RegExp(`^${firstRow.shiftType}: ${firstRow.staff}\\b`)),
  ).toBeVisible();

  // ---- Unassign a filled rotation shift tomorrow, with a reason: unfilled and urgent. ---------
  const d1 = addDays(today, 1);
  const target = filledShift(ward, patternStart, d1);
  await openMonth(page, monthOf(d1));
  const cell1 = dayCell(page, d1);
  const openBadges = badge(cell1, new RegExp(`^${target.shiftType}: Open\\b`));
  const openBefore = await openBadges.count();
  const before = await summary(page);
  await badge(cell1, new RegExp(`^${target.shiftType}: ${target.staff}\\b`)).click();
  const detail = page.getByRole('dialog', { name: target.shiftType });
  await expect(detail.getByText('Rotation', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Unassign' }).click();
  const reasonDialog = page.getByRole('dialog', { name: 'Unassign staff' });
  await expect(reasonDialog.getByText(`${target.staff} no longer works this shift on`)).toBeVisible();
  // A reason is required.
  await reasonDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(reasonDialog.getByText('Please enter a reason')).toBeVisible();
  await reasonDialog.getByLabel('Reason').fill('Helps out on the children’s ward');
  await reasonDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Staff unassigned').first()).toBeVisible();
  await expect(openBadges).toHaveCount(openBefore + 1);
  await expect(badge(cell1, new RegExp(`^${target.shiftType}: ${target.staff}\\b`))).toHaveCount(0);
  await expect(cell1).toHaveAttribute('data-urgent', 'true');
  await expect
    .poll(() => summary(page))
    .toEqual({
      ...before,
      filled: before.filled - 1,
      unfilled: before.unfilled + 1,
      urgent: before.urgent + 1,
    });
  const stored = (await api.schedule(d1, d1)).entries.find((e) => e.entryType === 'OVERRIDE');
  expect(stored).toMatchObject({
    staffId: null,
    isUnfilled: true,
    isCancelled: false,
    description: 'Staff unassigned: Helps out on the children’s ward',
  });

  // ---- Assign someone through the override form: filled with the chosen staff. ---------------
  const replacement = freeStaff(ward, patternStart, d1, target.shiftType, [target.staff]);
  await openBadges.last().click();
  await page
    .getByRole('dialog', { name: target.shiftType })
    .getByRole('button', { name: 'Assign Staff' })
    .click();
  const assign = page.getByRole('dialog', { name: 'Assign Staff' });
  await assign.getByLabel('Replacement staff').selectOption({ label: `${replacement} — fits` });
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(badge(cell1, new RegExp(`^${target.shiftType}: ${replacement}\\b`))).toBeVisible();
  await expect(openBadges).toHaveCount(openBefore);
  await expect.poll(() => summary(page)).toEqual(before);

  // ---- Remove the override: the rotation's staff is back. -------------------------------------
  await badge(cell1, new RegExp(`^${target.shiftType}: ${replacement}\\b`)).click();
  await page
    .getByRole('dialog', { name: target.shiftType })
    .getByRole('button', { name: 'Remove override' })
    .click();
  await expect(page.getByText('Override removed; the rotation applies again').first()).toBeVisible();
  await expect(badge(cell1, new RegExp(`^${target.shiftType}: ${target.staff}$`))).toBeVisible();
  await expect(badge(cell1, new RegExp(`^${target.shiftType}: ${replacement}\\b`))).toHaveCount(0);
  expect((await api.schedule(d1, d1)).entries.filter((e) => e.entryType !== 'ROTATION')).toEqual([]);

  // ---- Cancel another shift (this date only): struck through, not counted unfilled. -----------
  const d2 = addDays(today, 2);
  const cancelled = filledShift(ward, patternStart, d2);
  await openMonth(page, monthOf(d2));
  const cell2 = dayCell(page, d2);
  const beforeCancel = await summary(page);
  await badge(cell2, new RegExp(`^${cancelled.shiftType}: ${cancelled.staff}\\b`)).click();
  await page
    .getByRole('dialog', { name: cancelled.shiftType })
    .getByRole('button', { name: 'Cancel (this date only)' })
    .click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel shift' });
  await expect(cancelDialog.getByText('The rotation pattern stays unchanged.')).toBeVisible();
  await cancelDialog.getByLabel('Reason').fill('Fire drill');
  await cancelDialog.getByRole('button', { name: 'Confirm' }).click();
  const struck = badge(cell2, new RegExp(`^${cancelled.shiftType}: .*\\(cancelled`));
  await expect(struck).toBeVisible();
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await expect
    .poll(() => summary(page))
    .toEqual({ ...beforeCancel, filled: beforeCancel.filled - 1, total: beforeCancel.total - 1 });

  // ---- A click on a day's empty space creates a one-off shift on that date. -------------------
  const d4 = addDays(today, 4);
  await openMonth(page, monthOf(d4));
  const cell4 = dayCell(page, d4);
  const oneOffStaff = freeStaff(ward, patternStart, d4, 'Day');
  const box = (await cell4.boundingBox())!;
  await cell4.click({ position: { x: box.width / 2, y: box.height - 3 } });
  const addShift = page.getByRole('dialog', { name: 'Add Shift' });
  await expect(addShift.getByLabel('Date')).toHaveValue(d4);
  const dayType = ward.shiftTypes.find((t) => t.name === 'Day')!;
  await addShift
    .getByLabel('Shift type')
    .selectOption({ label: `Day (${dayType.startTime}–${dayType.endTime})` });
  await addShift.getByLabel('Staff (optional)').selectOption({ label: `${oneOffStaff} — fits` });
  await addShift.getByLabel('Description (optional)').fill('Ward audit');
  await addShift.getByRole('button', { name: 'Create one-off shift' }).click();
  await expect(page.getByText('One-off shift created').first()).toBeVisible();
  await expect(badge(cell4, new RegExp(`^Day: ${oneOffStaff} \\(one-off`))).toBeVisible();

  // ---- Record an absence for someone with a shift: the conflict shows on the absences page and
  // in the calendar; the override is made from the absences page. -----------------------------
  const d3 = addDays(today, 3);
  const absent = filledShift(ward, patternStart, d3);
  await page.goto('/staff/absences');
  await expect(page.getByRole('heading', { level: 1, name: 'Absences' })).toBeVisible();
  await pageButton(page, 'Record absence').click();
  const form = page.getByRole('dialog', { name: 'Record absence' });
  await form.getByLabel('Staff member').selectOption({ label: absent.staff });
  await form.getByLabel('Start date').fill(d3);
  await form.getByLabel('End date').fill(d3);
  await form.getByLabel('Type').selectOption({ label: 'Sick' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Absence recorded').first()).toBeVisible();
  await page.getByRole('button', { name: /Show schedule conflicts/ }).click();
  const conflicts = page.getByRole('list', { name: 'Schedule conflicts in the next 30 days' });
  const conflict = conflicts.getByRole('listitem').filter({ hasText: `${absent.staff} is absent (Sick)` });
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${absent.shiftType} on`);

  await openMonth(page, monthOf(d3), '?showConflicts=true');
  const cell3 = dayCell(page, d3);
  await expect(badge(cell3, new RegExp(`^${absent.shiftType}: ${absent.staff} \\(.*conflict`))).toBeVisible();
  await expect(cell3).toHaveAttribute('data-conflict', 'true');

  const cover = freeStaff(ward, patternStart, d3, absent.shiftType, [absent.staff]);
  await page.goto('/staff/absences');
  await page.getByRole('button', { name: /Show schedule conflicts/ }).click();
  await page
    .getByRole('button', {
      name: new RegExp(`^Create override for ${absent.staff}, ${absent.shiftType} on `),
    })
    .click();
  const overrideForm = page.getByRole('dialog', { name: 'Reassign Staff' });
  await overrideForm.getByLabel('Replacement staff').selectOption({ label: `${cover} — fits` });
  await overrideForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No conflicts in the next 30 days.')).toBeVisible();
  await openMonth(page, monthOf(d3), '?showConflicts=true');
  await expect(badge(dayCell(page, d3), new RegExp(`^${absent.shiftType}: ${cover}\\b`))).toBeVisible();
  await expect(dayCell(page, d3)).not.toHaveAttribute('data-conflict', 'true');

  // ---- Month → week → month: the week of today in today's month, else of the 1st. -------------
  await openMonth(page, month);
  const viewMode = page.getByRole('navigation', { name: 'View' });
  await viewMode.getByRole('link', { name: 'Week' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/week/${isoWeekParam(today)}(\\?|$)`));
  await expect(dayCell(page, today)).toBeVisible();
  await viewMode.getByRole('link', { name: 'Month' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/month/${month}(\\?|$)`));
  const next = addMonths(month, 1);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/month/${next}(\\?|$)`));
  await viewMode.getByRole('link', { name: 'Week' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/week/${isoWeekParam(`${next}-01`)}(\\?|$)`));
  await expect(dayCell(page, `${next}-01`)).toBeVisible();
  await viewMode.getByRole('link', { name: 'Month' }).click();
  const weekStart = mondayOf(`${next}-01`);
  const todayInWeek = today >= weekStart && today <= addDays(weekStart, 6);
  await expect(page).toHaveURL(
    new RegExp(`/schedule/month/${todayInWeek ? month : monthOf(weekStart)}(\\?|$)`),
  );

  // ---- Export three months as PDF: progress shows, one PDF per month with its name and staff. -
  await openMonth(page, month);
  await pageButton(page, 'Export PDF').click();
  const exportDialog = page.getByRole('dialog', { name: 'Export schedule as PDF' });
  const months = [month, addMonths(month, 1), addMonths(month, 2)];
  await exportDialog.getByLabel('Start month').fill(months[0]!);
  await exportDialog.getByLabel('End month').fill(months[2]!);
  await exportDialog.getByLabel('Full staff names').check();
  const downloads: Promise<import('@playwright/test').Download>[] = [];
  page.on('download', (d) => downloads.push(Promise.resolve(d)));
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportDialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(page.getByText('Exported 3 months as PDF').first()).toBeVisible({ timeout: 30_000 });
  expect(downloads).toHaveLength(3);
  const files = await Promise.all(downloads);
  expect(files.map((f) => f.suggestedFilename())).toEqual(months.map((m) => `schedule-${m}.pdf`));
  for (const [i, file] of files.entries()) {
    const pdf = fs.readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(monthName(months[i]!));
    // The rotation runs through every month: its staff are on the calendar.
    for (const name of ['Anna de Vries', 'Sanne Jansen', 'Kofi Mensah', 'Joost Smit'])
      expect(text).toContain(name);
  }
});

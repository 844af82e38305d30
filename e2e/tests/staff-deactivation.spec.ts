import { expect, switchOffWorkingTimeRules, test } from '../support/fixtures';
import { addDays, mondayOf, newAdminSession, todayInBrowser } from '../support/master-data';
import { badge, isoWeekParam } from '../support/schedule';

/**
 * Issue 10: a deactivated member no longer fills shifts. Anna works Early every day of a
 * 1-week rotation that started last week. Unticking Active in her form says how many shifts that
 * opens; after saving, her shifts from today on are open in the calendar, the earlier ones still
 * show her, marked inactive; reactivating her gives her the shifts back.
 */
test('deactivating a member: the form says how many shifts open, the calendar shows them open from today and marks her past ones; reactivating restores them', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'deactivate');
  // The ward works every day of the week: this journey is about deactivation, not the rules.
  await switchOffWorkingTimeRules(request, api.token, api.workspaceId);
  const early = await api.createShiftType({
    name: 'Early',
    shortName: 'E',
    startTime: '07:00',
    endTime: '15:00',
  });
  const anna = await api.createStaff({ name: 'Anna de Vries' });
  await api.setSkills(anna.id, [early.id]);
  const today = await todayInBrowser(page);
  const pattern = await api.createPattern({
    name: 'Ward rota',
    startDate: addDays(mondayOf(today), -7),
    weekCount: 1,
  });
  for (let day = 0; day < 7; day++) {
    const slot = await api.createSlot(pattern.id, { weekNumber: 1, dayOfWeek: day, shiftTypeId: early.id });
    await api.assign(pattern.id, slot.id, anna.id);
  }

  await page.goto('/staff');
  await page.getByRole('button', { name: 'Edit Anna de Vries', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit staff member' });
  await expect(form.getByText(/Saving opens/)).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Active', exact: true }).click();
  // Every day from today through 4 weeks: 28 shifts.
  await expect(
    form.getByText(
      'Saving opens 28 shifts of theirs in the next 4 weeks: from today their shifts show as open, and urgent when near.',
    ),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Last week (all past) and this week: her shifts before today are hers, marked; from today open.
  const yesterday = addDays(today, -1);
  await page.goto(`/schedule/week/${isoWeekParam(yesterday)}`);
  await expect(badge(page, /^Early: Anna de Vries \(staff inactive, past\)$/).first()).toBeVisible();
  await page.goto(`/schedule/week/${isoWeekParam(today)}`);
  await expect(badge(page, /^Early: Open/).first()).toBeVisible();
  await expect(badge(page, /^Early: Anna de Vries(?! \(staff inactive)/)).toHaveCount(0);

  await page.goto('/staff');
  await page.getByRole('button', { name: 'Edit Anna de Vries', exact: true }).click();
  await form.getByRole('checkbox', { name: 'Active', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.goto(`/schedule/week/${isoWeekParam(today)}`);
  await expect(badge(page, /^Early: Anna de Vries/)).toHaveCount(7);
  await expect(badge(page, /^Early: Open/)).toHaveCount(0);
});

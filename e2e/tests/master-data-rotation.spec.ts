import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { repoRoot } from '../support/stack';
import { expect, switchOffWorkingTimeRules, test } from '../support/fixtures';
import {
  addDays,
  mondayOf,
  newAdminSession,
  pageButton,
  todayInBrowser,
  type ShiftTypeRow,
  type StaffRow,
  type WorkspaceApi,
} from '../support/master-data';
import { runOperatorCommand, workspaceDetails } from '../support/workspace-admin';

/**
 * Issue 3's journey, second half: rotation patterns. The pattern wizard (with its even
 * distribution), the day dialog opened from the URL (requirement, assignment, bulk requirements,
 * copy to an empty day) and the JSON import with its stats. Each test starts from its own new
 * workspace; the shift types and staff a test needs but is not about come from the API.
 */

interface Team {
  early: ShiftTypeRow;
  late: ShiftTypeRow;
  night: ShiftTypeRow;
  anna: StaffRow;
  bram: StaffRow;
  chris: StaffRow;
  dana: StaffRow;
}

/** Three shift types and four staff: Anna Early+Late, Bram Early+Night, Chris Night, Dana Late. */
async function createTeam(api: WorkspaceApi): Promise<Team> {
  const early = await api.createShiftType({
    name: 'Early',
    shortName: 'E',
    startTime: '07:00',
    endTime: '15:00',
  });
  const late = await api.createShiftType({
    name: 'Late',
    shortName: 'L',
    startTime: '15:00',
    endTime: '23:00',
  });
  const night = await api.createShiftType({
    name: 'Night',
    shortName: 'N',
    startTime: '23:00',
    endTime: '07:00',
  });
  const anna = await api.createStaff({ name: 'Anna de Vries', shortName: 'AV' });
  const bram = await api.createStaff({ name: 'Bram', shortName: 'Bra' });
  const chris = await api.createStaff({ name: 'Chris Jansen', shortName: 'CJ' });
  const dana = await api.createStaff({ name: 'Dana Smit', shortName: 'DS' });
  await api.setSkills(anna.id, [early.id, late.id]);
  await api.setSkills(bram.id, [early.id, night.id]);
  await api.setSkills(chris.id, [night.id]);
  await api.setSkills(dana.id, [late.id]);
  return { early, late, night, anna, bram, chris, dana };
}

/**
 * The Free plan allows one rotation pattern and six staff; journeys that need more move their
 * workspace to Professional with the operator's licence command, as a customer's upgrade would.
 */
async function onProfessionalPlan(api: WorkspaceApi, request: APIRequestContext): Promise<void> {
  const { slug } = await workspaceDetails(request, api.token, api.workspaceId);
  const result = await runOperatorCommand(['licence', slug, 'TEAM']);
  expect(result.code, result.stderr).toBe(0);
}

/** A day cell of the pattern grid, e.g. "Week 1, Monday: Early 1/1, Night 0/1 (1 more needed)". */
function dayCell(page: Page, week: number, day: string): Locator {
  return page
    .getByRole('region', { name: 'Requirements by week and day' })
    .getByRole('button', { name: new RegExp(`^Week ${week}, ${day}: `) });
}

test('pattern wizard: a 2-week pattern with shifts on chosen days, shared evenly among skilled staff after a preview', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'wizard');
  // Night every day and Early on weekdays among four people: this journey is about the wizard's
  // steps, not the Dutch rules (which the server would check the saved cycle against).
  await switchOffWorkingTimeRules(request, api.token, api.workspaceId);
  const team = await createTeam(api);

  await page.goto('/schedule/rotation-patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotation patterns' })).toBeVisible();
  await expect(
    page.getByText('No rotation patterns yet. Create one, or let the wizard set one up in a few steps.'),
  ).toBeVisible();
  // The wizard is the quick action with the New badge.
  await page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name: 'Pattern wizard New' })
    .click();
  const wizard = page.getByRole('dialog', { name: 'Pattern wizard' });

  // Step 1: the basics. Next waits for a name.
  await expect(wizard.getByText('Step 1 of 3')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await wizard.getByLabel('Name', { exact: true }).fill('Ward rota');
  const monday = mondayOf(await todayInBrowser(page));
  await wizard.getByLabel('Start date').fill(monday);
  await wizard.getByLabel('Number of weeks').selectOption({ label: '2 weeks' });
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 2: Early on weekdays, Night every day, Late on Saturday only.
  await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await wizard.getByRole('button', { name: 'Weekdays for Early' }).click();
  await wizard.getByRole('button', { name: 'All for Night' }).click();
  await wizard.getByRole('checkbox', { name: 'Late on Saturday' }).check();
  await expect(wizard.getByRole('checkbox', { name: 'Early on Friday' })).toBeChecked();
  await expect(wizard.getByRole('checkbox', { name: 'Early on Saturday' })).not.toBeChecked();
  await expect(wizard.getByRole('checkbox', { name: 'Night on Sunday' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Step 3: the preview; 2 weeks × (5 Early + 7 Night + 1 Late) = 26 requirements, all filled.
  await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
  const share = wizard.getByRole('checkbox', { name: 'Share the shifts evenly among skilled staff' });
  await expect(share).toBeChecked();
  await expect(wizard.getByText('26 requirements, 26 with someone assigned')).toBeVisible();
  const preview = wizard.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await share.uncheck();
  await expect(wizard.getByText('26 requirements, 0 with someone assigned')).toBeVisible();
  await expect(preview.getByText('open').first()).toBeVisible();
  await share.check();
  await expect(wizard.getByText('26 requirements, 26 with someone assigned')).toBeVisible();
  await wizard.getByRole('button', { name: 'Create pattern' }).click();

  // Saved: the wizard closes on the new pattern's detail page.
  await expect(wizard).toBeHidden();
  await expect(page.getByText('Pattern created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/schedule\/rotation-patterns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ward rota' })).toBeVisible();
  await expect(dayCell(page, 1, 'Monday')).toHaveAccessibleName('Week 1, Monday: Early 1/1, Night 1/1');
  await expect(dayCell(page, 1, 'Saturday')).toHaveAccessibleName('Week 1, Saturday: Late 1/1, Night 1/1');
  await expect(dayCell(page, 2, 'Sunday')).toHaveAccessibleName('Week 2, Sunday: Night 1/1');

  // On the server: 26 slots, each with one skilled person, nobody twice on a day, and the
  // round-robin per shift type in name order (Early: Anna, Bram, Anna, …; Night: Bram, Chris, …
  // skipping whoever already works that day).
  const [pattern] = await api.patterns();
  expect(pattern).toMatchObject({ name: 'Ward rota', weekCount: 2, startDate: monday });
  const slots = await api.slots(pattern!.id);
  expect(slots).toHaveLength(26);
  const staffSkills = new Map((await api.staff()).map((s) => [s.id, s.skills.map((k) => k.shiftTypeId)]));
  for (const slot of slots) {
    expect(slot.assignments).toHaveLength(1);
    expect(staffSkills.get(slot.assignments[0]!.staffId)).toContain(slot.shiftTypeId);
  }
  for (const week of [1, 2]) {
    for (let day = 0; day < 7; day++) {
      const working = slots
        .filter((s) => s.weekNumber === week && s.dayOfWeek === day)
        .map((s) => s.assignments[0]!.staffId);
      expect(new Set(working).size).toBe(working.length);
    }
  }
  const who = (week: number, day: number, shiftType: ShiftTypeRow) =>
    slots.find((s) => s.weekNumber === week && s.dayOfWeek === day && s.shiftTypeId === shiftType.id)
      ?.assignments[0]?.staffId;
  expect([who(1, 0, team.early), who(1, 1, team.early), who(1, 2, team.early)]).toEqual([
    team.anna.id,
    team.bram.id,
    team.anna.id,
  ]);
  expect([who(1, 0, team.night), who(1, 1, team.night)]).toEqual([team.bram.id, team.chris.id]);
  expect([who(1, 5, team.late), who(2, 5, team.late)]).toEqual([team.anna.id, team.dana.id]);
});

test('pattern wizard under the Dutch rules every new workspace has: the shared plan keeps to them and saves without a refusal', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'wizardnl');
  const team = await createTeam(api);

  await page.goto('/schedule/rotation-patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotation patterns' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name: 'Pattern wizard New' })
    .click();
  const wizard = page.getByRole('dialog', { name: 'Pattern wizard' });
  await wizard.getByLabel('Name', { exact: true }).fill('Nights and earlies');
  await wizard.getByLabel('Start date').fill(mondayOf(await todayInBrowser(page)));
  await wizard.getByLabel('Number of weeks').selectOption({ label: '2 weeks' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Night every day for Bram and Chris, Early on weekdays for Anna and Bram: plain turns would
  // give Bram an Early straight after his Night.
  await wizard.getByRole('button', { name: 'Weekdays for Early' }).click();
  await wizard.getByRole('button', { name: 'All for Night' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
  const total = wizard.getByText(/^24 requirements, \d+ with someone assigned$/);
  await expect(total).toBeVisible();
  const assigned = Number(/(\d+) with someone/.exec((await total.textContent()) ?? '')![1]);
  expect(assigned).toBeGreaterThan(0);
  await wizard.getByRole('button', { name: 'Create pattern' }).click();

  // No 409: the wizard closes on the new pattern, and every planned assignment was stored.
  await expect(wizard).toBeHidden();
  await expect(page.getByText('Pattern created successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'This breaks a working-time rule' })).toHaveCount(0);
  const [pattern] = await api.patterns();
  const slots = await api.slots(pattern!.id);
  expect(slots).toHaveLength(24);
  expect(slots.filter((s) => s.assignments.length > 0)).toHaveLength(assigned);
  // Bram never has an Early the morning after his Night.
  const bramOn = (week: number, day: number, type: ShiftTypeRow) =>
    slots.some(
      (s) =>
        s.weekNumber === week &&
        s.dayOfWeek === day &&
        s.shiftTypeId === type.id &&
        s.assignments.some((a) => a.staffId === team.bram.id),
    );
  for (const week of [1, 2])
    for (let day = 0; day < 4; day++)
      expect(bramOn(week, day, team.night) && bramOn(week, day + 1, team.early)).toBe(false);
  // And the cycle itself breaks no hard rule.
  const res = await request.get(`/api/rotation-patterns/${pattern!.id}/violations`, {
    headers: { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId },
  });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { data: Array<{ severity: string }> }).data;
  expect(found.filter((v) => v.severity === 'HARD')).toEqual([]);
});

test('day dialog: opened from the URL; a requirement is added and a skilled person assigned, weekdays get bulk requirements, an empty day copies another', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'dayedit');
  const team = await createTeam(api);
  const pattern = await api.createPattern({
    name: 'Two weeks',
    startDate: mondayOf(await todayInBrowser(page)),
    weekCount: 2,
    active: true,
  });

  // ?week=1&day=2 opens the dialog for week 1, Wednesday (days count from Monday = 0).
  await page.goto(`/schedule/rotation-patterns/${pattern.id}?week=1&day=2`);
  const day = page.getByRole('dialog', { name: 'Week 1, Wednesday' });
  await expect(day).toBeVisible();
  await expect(day.getByText('No requirements on this day yet.')).toBeVisible();
  // Nothing to copy from yet.
  await expect(day.getByRole('button', { name: 'Copy from another day' })).toHaveCount(0);

  // A requirement: Add is disabled until a shift type is chosen.
  const add = day.getByRole('button', { name: 'Add requirement' });
  await expect(add).toBeDisabled();
  await day.getByLabel('Shift type').selectOption({ label: 'Early' });
  await add.click();
  await expect(page.getByText('Requirement created successfully')).toBeVisible();
  await expect(day.getByRole('button', { name: 'Delete requirement Early' })).toBeVisible();

  // Assign: only people with the Early skill can be picked (Chris and Dana cannot).
  await expect(day.getByRole('button', { name: 'Assign: Anna de Vries, Early' })).toBeVisible();
  await expect(day.getByRole('button', { name: 'Assign: Chris Jansen, Early' })).toHaveCount(0);
  await expect(day.getByRole('button', { name: 'Assign: Dana Smit, Early' })).toHaveCount(0);
  await day.getByRole('button', { name: 'Assign: Bram, Early' }).click();
  await expect(page.getByText('Staff assigned successfully')).toBeVisible();
  await expect(day.getByRole('button', { name: 'Remove Bram from Early' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The requirement is filled, so nobody else can be assigned to it.
  await expect(day.getByRole('button', { name: 'Assign: Anna de Vries, Early' })).toHaveCount(0);

  // Closing removes the query parameters; the grid shows the filled requirement.
  await page.keyboard.press('Escape');
  await expect(day).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/schedule/rotation-patterns/${pattern.id}$`));
  await expect(dayCell(page, 1, 'Wednesday')).toHaveAccessibleName('Week 1, Wednesday: Early 1/1');

  // Bulk requirements from week 1, Monday: Night and Late on the weekdays of week 2.
  await dayCell(page, 1, 'Monday').click();
  await expect(page).toHaveURL(/\?week=1&day=0$/);
  const monday = page.getByRole('dialog', { name: 'Week 1, Monday' });
  await monday.getByRole('button', { name: 'Bulk requirements' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk requirements' });
  const apply = bulk.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await expect(
    bulk.getByText('This overwrites the existing requirements for the selected days and weeks.'),
  ).toBeVisible();
  await bulk.getByLabel('Shift type').selectOption({ label: 'Night' });
  await bulk.getByRole('button', { name: 'Add shift type' }).click();
  await bulk.getByLabel('Shift type').nth(1).selectOption({ label: 'Late' });
  const days = bulk.getByRole('group', { name: 'Days' });
  const weeks = bulk.getByRole('group', { name: 'Weeks' });
  await days.getByRole('button', { name: 'Weekdays' }).click();
  for (const d of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
    await expect(days.getByRole('button', { name: d, exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const d of ['Sat', 'Sun'])
    await expect(days.getByRole('button', { name: d, exact: true })).toHaveAttribute('aria-pressed', 'false');
  // The dialog's own week is preselected; swap it for week 2.
  await expect(weeks.getByRole('button', { name: 'Week 1' })).toHaveAttribute('aria-pressed', 'true');
  await weeks.getByRole('button', { name: 'Week 1' }).click();
  await expect(apply).toBeDisabled();
  await weeks.getByRole('button', { name: 'Week 2' }).click();
  await apply.click();
  await expect(bulk).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(monday).toBeHidden();
  for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(dayCell(page, 2, d)).toHaveAccessibleName(
      `Week 2, ${d}: Late 0/1, Night 0/1 (2 more needed)`,
    );
    await expect(dayCell(page, 2, d)).toContainText('2 more needed');
  }
  await expect(dayCell(page, 2, 'Saturday')).toHaveAccessibleName('Week 2, Saturday: no requirements');
  // Week 1 is untouched.
  await expect(dayCell(page, 1, 'Wednesday')).toHaveAccessibleName('Week 1, Wednesday: Early 1/1');

  // Copy to an empty day (week 1, Saturday): six days have requirements, so two are listed and "+4 more".
  await dayCell(page, 1, 'Saturday').click();
  const saturday = page.getByRole('dialog', { name: 'Week 1, Saturday' });
  await saturday.getByRole('button', { name: 'Copy from another day' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy requirements' });
  await expect(copy.getByRole('listitem')).toHaveCount(2);
  await expect(copy.getByText('+4 more')).toBeVisible();
  await expect(copy.getByRole('button', { name: /^Week 1, Wednesday/ })).toContainText('Early');
  await copy.getByRole('button', { name: /^Week 2, Monday/ }).click();
  await expect(copy).toBeHidden();
  await expect(saturday.getByRole('button', { name: 'Delete requirement Late' })).toBeVisible();
  await expect(saturday.getByRole('button', { name: 'Delete requirement Night' })).toBeVisible();
  // The day has requirements now, so copying is no longer offered.
  await expect(saturday.getByRole('button', { name: 'Copy from another day' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dayCell(page, 1, 'Saturday')).toHaveAccessibleName(
    'Week 1, Saturday: Late 0/1, Night 0/1 (2 more needed)',
  );

  // The server agrees: 1 + 5 × 2 + 2 requirements, one assignment (Bram, week 1 Wednesday Early).
  const slots = await api.slots(pattern.id);
  expect(slots).toHaveLength(13);
  expect(
    slots.flatMap((s) =>
      s.assignments.map((a) => ({
        staffId: a.staffId,
        week: s.weekNumber,
        day: s.dayOfWeek,
        shiftTypeId: s.shiftTypeId,
      })),
    ),
  ).toEqual([{ staffId: team.bram.id, week: 1, day: 2, shiftTypeId: team.early.id }]);
  expect(
    slots
      .filter((s) => s.weekNumber === 1 && s.dayOfWeek === 5)
      .map((s) => s.shiftTypeId)
      .sort(),
  ).toEqual([team.late.id, team.night.id].sort());

  // Opening and closing days replaced the history entry instead of adding to it: one Back
  // leaves the pattern for the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('import: the ward fixture through the import dialog creates what is missing, reuses what exists, and shows the stats', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'import');
  await onProfessionalPlan(api, request);
  // The workspace already has one of the file's shift types and one of its staff members.
  await api.createShiftType({ name: 'Early', shortName: 'E', startTime: '07:00', endTime: '15:00' });
  await api.createStaff({ name: 'Anna de Vries' });
  const fixture = path.join(repoRoot, 'apps', 'server', 'test', 'fixtures', 'ward.json');
  const ward = JSON.parse(fs.readFileSync(fixture, 'utf8')) as {
    shiftTypes: unknown[];
    staff: unknown[];
    slots: { staff?: string | null }[];
  };
  const assignments = ward.slots.filter((s) => s.staff).length;

  await page.goto('/schedule/rotation-patterns');
  await pageButton(page, 'Import').click();
  const dialog = page.getByRole('dialog', { name: 'Import rotation pattern' });
  const file = dialog.getByLabel('JSON file');

  // A file and a name are required; a file that is not JSON is refused before anything is sent.
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Choose a .json file')).toBeVisible();
  await file.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "format": '),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Pattern name is required')).toBeVisible();
  await dialog.getByLabel('Pattern name').fill('Ward 4B');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Invalid file format')).toBeVisible();
  expect(await api.patterns()).toEqual([]);

  // The start date defaults to this week's Monday.
  const monday = mondayOf(await todayInBrowser(page));
  await expect(dialog.getByLabel('Start date')).toHaveValue(monday);
  await file.setInputFiles(fixture);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByText(
      `Imported: ${ward.shiftTypes.length - 1} shift types, ${ward.staff.length - 1} staff members and ${assignments} assignments created.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Rotation data imported')).toBeVisible();

  // The pattern is listed and opens on its grid.
  await dialog.getByRole('link', { name: 'Open pattern' }).click();
  await expect(page).toHaveURL(/\/schedule\/rotation-patterns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ward 4B' })).toBeVisible();
  await expect(dayCell(page, 4, 'Sunday')).toBeVisible();
  const [pattern] = await api.patterns();
  expect(pattern).toMatchObject({ name: 'Ward 4B', weekCount: 4, startDate: monday });
  expect((await api.shiftTypes()).filter((s) => s.name === 'Early')).toHaveLength(1);
  expect((await api.staff()).filter((s) => s.name === 'Anna de Vries')).toHaveLength(1);
  expect(await api.staff()).toHaveLength(ward.staff.length);
});

test('pattern list: duplicate copies requirements and assignments, with the dialog defaults and checks; delete asks first', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'duplicate');
  await onProfessionalPlan(api, request);
  const team = await createTeam(api);
  const today = await todayInBrowser(page);
  const pattern = await api.createPattern({
    name: 'Ward rota',
    startDate: mondayOf(today),
    weekCount: 2,
    active: true,
  });
  const monday = await api.createSlot(pattern.id, {
    weekNumber: 1,
    dayOfWeek: 0,
    shiftTypeId: team.early.id,
  });
  await api.createSlot(pattern.id, { weekNumber: 2, dayOfWeek: 6, shiftTypeId: team.night.id });
  await api.assign(pattern.id, monday.id, team.anna.id);

  await page.goto('/schedule/rotation-patterns');
  const list = page.getByRole('list', { name: 'Rotation patterns' });
  const row = (name: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Open ${name}`, exact: true }) });
  await expect(row('Ward rota')).toContainText('Active');
  await expect(row('Ward rota')).toContainText('2 weeks');

  // Defaults: the name with a Copy suffix, the next Monday, and an end 4 weeks minus a day later.
  await page.getByRole('button', { name: 'Duplicate Ward rota', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate pattern' });
  const start = addDays(mondayOf(today), 7);
  await expect(dialog.getByLabel('Name')).toHaveValue('Ward rota (Copy)');
  await expect(dialog.getByLabel('Start date')).toHaveValue(start);
  await expect(dialog.getByLabel('End date (optional)')).toHaveValue(addDays(start, 27));
  // A name is required, and an end must come after the start.
  await dialog.getByLabel('Name').fill(' ');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Ward rota B');
  await dialog.getByLabel('End date (optional)').fill(start);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog.getByText('End date must be after the start date')).toBeVisible();
  await dialog.getByLabel('End date (optional)').fill('');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pattern created successfully')).toBeVisible();
  await expect(row('Ward rota B')).toContainText('no end');

  const copy = (await api.patterns()).find((p) => p.name === 'Ward rota B');
  expect(copy).toMatchObject({ startDate: start, endDate: null, weekCount: 2 });
  const copied = await api.slots(copy!.id);
  expect(
    copied.map((s) => [s.weekNumber, s.dayOfWeek, s.shiftTypeId, s.assignments.map((a) => a.staffId)]),
  ).toEqual([
    [1, 0, team.early.id, [team.anna.id]],
    [2, 6, team.night.id, []],
  ]);

  // The copy opens on its grid.
  await row('Ward rota B').getByRole('link', { name: 'Open Ward rota B' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ward rota B' })).toBeVisible();
  await expect(dayCell(page, 1, 'Monday')).toHaveAccessibleName('Week 1, Monday: Early 1/1');
  await expect(dayCell(page, 2, 'Sunday')).toHaveAccessibleName('Week 2, Sunday: Night 0/1 (1 more needed)');
  await page.getByRole('link', { name: 'Back to patterns' }).click();

  // Delete asks first; Cancel keeps the pattern, Delete removes it.
  await page.getByRole('button', { name: 'Delete Ward rota B', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete pattern?' });
  await expect(confirm).toContainText(
    '“Ward rota B” and all its requirements and assignments will be deleted.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row('Ward rota B')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Ward rota B', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Pattern deleted successfully')).toBeVisible();
  await expect(row('Ward rota B')).toHaveCount(0);
  await expect(row('Ward rota')).toBeVisible();
  expect((await api.patterns()).map((p) => p.name)).toEqual(['Ward rota']);
});

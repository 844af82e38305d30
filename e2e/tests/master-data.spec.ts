import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  newAdminSession,
  pageButton,
  quickAction,
  todayInBrowser,
  type ShiftTypeRow,
} from '../support/master-data';

/**
 * Issue 3's journey, first half: shift types (create, keyboard reorder that survives a reload)
 * and staff with skills (the add form, the skills matrix, the apply-skill-profile dialog).
 * Each test starts from its own new workspace; what a test is not about is set up through the API.
 */

/** The shift types table's body rows (each has a drag handle), top to bottom. */
function shiftTypeRows(page: Page): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Reorder / }) });
}

/** Adds a shift type through the dialog, opened from the page's quick-action bar. */
async function addShiftType(
  page: Page,
  fields: { name: string; shortName: string; start: string; end: string },
): Promise<void> {
  await quickAction(page, 'Add shift type').click();
  const dialog = page.getByRole('dialog', { name: 'Add shift type' });
  await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
  await dialog.getByLabel('Short name', { exact: true }).fill(fields.shortName);
  await dialog.getByLabel('Start time').fill(fields.start);
  await dialog.getByLabel('End time').fill(fields.end);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(shiftTypeRows(page).filter({ hasText: fields.name })).toHaveCount(1);
}

/**
 * Keyboard drag with dnd-kit: focus the handle, Space picks up, each arrow moves one row, Space
 * drops. The table announces every step in dnd-kit's live region (with the shift types' names and
 * places), so each key waits for its announcement instead of for time; `over` lists the rows
 * passed, in order.
 */
async function keyboardMove(
  page: Page,
  moved: ShiftTypeRow,
  key: 'ArrowUp' | 'ArrowDown',
  over: ShiftTypeRow[],
): Promise<void> {
  const announcement = page.getByRole('status').filter({ hasText: moved.name });
  // The places the announcements name: the rows' order before the move.
  const names = await shiftTypeRows(page).locator('td:nth-child(2)').allTextContents();
  const place = (row: ShiftTypeRow) => `place ${names.indexOf(row.name) + 1} of ${names.length}.`;
  const isOver = (row: ShiftTypeRow) => `${moved.name} is over ${row.name}: ${place(row)}`;
  // Rows animate into place after a drop; measuring during that would aim the arrows wrongly.
  await expect
    .poll(() => page.getByRole('table').evaluate((table) => table.getAnimations({ subtree: true }).length))
    .toBe(0);
  const handle = page.getByRole('button', { name: `Reorder ${moved.name}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // On pick-up dnd-kit measures the rows and finds the item over its own place.
  await expect(announcement).toHaveText(isOver(moved));
  // dnd-kit's keyboard sensor starts listening for the arrows in a `setTimeout(…, 0)` after the
  // pick-up, and the announcement can render before that timer runs: an arrow pressed in between
  // is lost. A zero timer of our own runs after the sensor's, so the arrows are heard.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  for (const target of over) {
    await page.keyboard.press(key);
    await expect(announcement).toHaveText(isOver(target));
  }
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(`${moved.name} was dropped in ${place(over.at(-1)!)}`);
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}

test('shift types: three are created through the dialog, reordered with the keyboard, and the order survives a reload', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'shifttypes');

  await page.goto('/schedule/shifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift types' })).toBeVisible();
  await expect(page.getByText('No shift types yet. Add the first one to start planning.')).toBeVisible();

  await addShiftType(page, { name: 'Early', shortName: 'E', start: '07:00', end: '15:00' });
  await addShiftType(page, { name: 'Late', shortName: 'L', start: '15:00', end: '23:00' });
  await addShiftType(page, { name: 'Night', shortName: 'N', start: '23:00', end: '07:00' });
  await expect(shiftTypeRows(page)).toHaveText([/Early/, /Late/, /Night/]);
  await expect(shiftTypeRows(page).filter({ hasText: 'Night' })).toContainText('8 h');
  const [early, late, night] = await api.shiftTypes();
  expect([early?.name, late?.name, night?.name]).toEqual(['Early', 'Late', 'Night']);

  // Night to the top (two up), then Early below Late (one down): Night, Late, Early.
  await keyboardMove(page, night!, 'ArrowUp', [late!, early!]);
  await expect(shiftTypeRows(page)).toHaveText([/Night/, /Early/, /Late/]);
  await keyboardMove(page, early!, 'ArrowDown', [late!]);
  await expect(shiftTypeRows(page)).toHaveText([/Night/, /Late/, /Early/]);
  // Saved on the server (the reorder is optimistic, so wait for the call to land) …
  await expect
    .poll(async () => (await api.shiftTypes()).map((s) => s.name))
    .toEqual(['Night', 'Late', 'Early']);

  // … and shown after a reload.
  await page.reload();
  await expect(shiftTypeRows(page)).toHaveText([/Night/, /Late/, /Early/]);
});

/** The staff table's row for `name`. */
function staffRow(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) });
}

test('staff: four are added through the form, then get skills from the skills matrix and from the apply-skill-profile dialog', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'staffskills');
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

  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByText('No staff yet. Add your first team member.')).toBeVisible();

  // The short name follows the name (initials of first and last word, or three letters of one word).
  const people = [
    { name: 'Anna de Vries', shortName: 'AV', email: 'anna@ward.example' },
    { name: 'Bram', shortName: 'Bra', email: 'bram@ward.example' },
    { name: 'Chris Jansen', shortName: 'CJ', email: 'chris@ward.example' },
    { name: 'Dana Smit', shortName: 'DS', email: 'dana@ward.example' },
  ];
  for (const person of people) {
    await pageButton(page, 'Add staff').click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Name', { exact: true }).fill(person.name);
    await expect(dialog.getByLabel('Short name', { exact: true })).toHaveValue(person.shortName);
    await dialog.getByLabel('Email', { exact: true }).fill(person.email);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(staffRow(page, person.name)).toContainText(person.email);
    await expect(staffRow(page, person.name)).toContainText('0 skills');
  }
  await expect
    .poll(async () => (await api.staff()).map((s) => s.name).sort())
    .toEqual(people.map((p) => p.name));

  // The skills matrix: ticking a cell adds the skill, unticking removes it.
  await page.goto('/staff/skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  const cell = (staff: string, shiftType: string) =>
    page.getByRole('checkbox', { name: `${staff} can work ${shiftType}`, exact: true });
  await expect(cell('Anna de Vries', 'Early')).not.toBeChecked();
  await cell('Anna de Vries', 'Early').click();
  await expect(cell('Anna de Vries', 'Early')).toBeChecked();
  await cell('Bram', 'Night').click();
  await expect(cell('Bram', 'Night')).toBeChecked();
  await cell('Bram', 'Early').click();
  await expect(cell('Bram', 'Early')).toBeChecked();
  const skillsOf = async () =>
    Object.fromEntries((await api.staff()).map((s) => [s.name, s.skills.map((k) => k.shiftTypeId).sort()]));
  await expect.poll(skillsOf).toEqual({
    'Anna de Vries': [early.id],
    Bram: [early.id, night.id].sort(),
    'Chris Jansen': [],
    'Dana Smit': [],
  });
  // The ticks are saved: a reload shows them. Unticking removes the skill again. (Reloading first
  // also keeps clear of a bug: a cell unticked while its add is still in flight sends the DELETE
  // with the optimistic placeholder id, and the skill stays.)
  await page.reload();
  await expect(cell('Bram', 'Early')).toBeChecked();
  await expect(cell('Chris Jansen', 'Early')).not.toBeChecked();
  await cell('Bram', 'Early').click();
  await expect(cell('Bram', 'Early')).not.toBeChecked();
  await expect
    .poll(skillsOf)
    .toEqual({ 'Anna de Vries': [early.id], Bram: [night.id], 'Chris Jansen': [], 'Dana Smit': [] });

  // The apply-skill-profile dialog: Late and Night for everyone; Bram already has Night.
  await page.goto('/staff');
  await pageButton(page, 'Skills').click();
  const profile = page.getByRole('dialog', { name: 'Apply skill profile' });
  await expect(profile.getByRole('tab', { name: '1 Define Skills' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await profile.getByRole('checkbox', { name: 'Late', exact: true }).check();
  await profile.getByRole('checkbox', { name: 'Night', exact: true }).check();
  await profile.getByRole('button', { name: 'Next' }).click();
  await expect(profile.getByRole('tab', { name: '2 Select Staff' })).toHaveAttribute('aria-selected', 'true');
  for (const person of people)
    await profile.getByRole('checkbox', { name: person.name, exact: true }).check();
  await profile.getByRole('button', { name: 'Apply' }).click();
  await expect(profile.getByText('Added 7 skills to 4 staff members (1 already held)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await expect(staffRow(page, 'Anna de Vries')).toContainText('3 skills');
  await expect(staffRow(page, 'Bram')).toContainText('2 skills');
  await expect(staffRow(page, 'Chris Jansen')).toContainText('2 skills');
  await expect(staffRow(page, 'Dana Smit')).toContainText('2 skills');
  const lateNight = [late.id, night.id].sort();
  await expect.poll(skillsOf).toEqual({
    'Anna de Vries': [early.id, late.id, night.id].sort(),
    Bram: lateNight,
    'Chris Jansen': lateNight,
    'Dana Smit': lateNight,
  });

  // The matrix shows the profile's skills too.
  await page.goto('/staff/skills');
  await expect(cell('Dana Smit', 'Late')).toBeChecked();
  await expect(cell('Dana Smit', 'Early')).not.toBeChecked();
});

test('staff: skills ticked when adding a member are kept: the row, Edit and the skills dialog show them, a third is added and all three survive a reload (issue 10)', async ({
  page,
  request,
}) => {
  const { api } = await newAdminSession(page, request, 'staffformskills');
  const early = await api.createShiftType({
    name: 'Early',
    shortName: 'E',
    startTime: '07:00',
    endTime: '15:00',
  });
  const day = await api.createShiftType({
    name: 'Day',
    shortName: 'D',
    startTime: '09:00',
    endTime: '17:00',
  });
  const night = await api.createShiftType({
    name: 'Night',
    shortName: 'N',
    startTime: '23:00',
    endTime: '07:00',
  });

  await page.goto('/staff');
  await pageButton(page, 'Add staff').click();
  const form = page.getByRole('dialog', { name: 'Add staff member' });
  await form.getByLabel('Name', { exact: true }).fill('Eva Bakker');
  await form.getByRole('checkbox', { name: 'Early', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Day', exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(staffRow(page, 'Eva Bakker')).toContainText('2 skills');

  // The per-member skills dialog knows them: nothing offered twice.
  await page.getByRole('button', { name: 'Skills of Eva Bakker', exact: true }).click();
  const skills = page.getByRole('dialog', { name: 'Skills of Eva Bakker' });
  await expect(skills.getByText('No skills yet')).toHaveCount(0);
  await expect(skills.getByRole('button', { name: /Remove/ })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(skills).toBeHidden();

  await page.getByRole('button', { name: 'Edit Eva Bakker', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit staff member' });
  await expect(edit.getByRole('checkbox', { name: 'Early', exact: true })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Day', exact: true })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Night', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(staffRow(page, 'Eva Bakker')).toContainText('3 skills');

  await page.reload();
  await expect(staffRow(page, 'Eva Bakker')).toContainText('3 skills');
  const [eva] = await api.staff();
  expect(eva?.skills.map((s) => s.shiftTypeId).sort()).toEqual([early.id, day.id, night.id].sort());
});

test('onboarding: a new workspace gets the four-step checklist, which counts and unlocks the steps, completes with confetti and then shows the dashboard', async ({
  page,
  request,
}) => {
  const { api, workspaceName } = await newAdminSession(page, request, 'onboarding');
  /** A step's link; its name says the step, whether it is done, and its count. */
  const step = (n: number, title: string, done: boolean, count: number) =>
    page.getByRole('link', {
      name: `${n}. ${title}: ${done ? 'Done' : 'To do'}, ${count} so far`,
      exact: true,
    });
  const isDimmed = async (link: Locator, dimmed: boolean) =>
    expect(page.getByRole('main').getByRole('listitem').filter({ has: link })).toHaveCSS(
      'opacity',
      dimmed ? '0.5' : '1',
    );
  const toDashboard = () =>
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();

  // The checklist instead of the dashboard; every step to do, the later ones dimmed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);
  await expect(page.getByRole('main').getByRole('link', { name: /^\d\. / })).toHaveCount(4);
  await isDimmed(step(1, 'Add your staff', false, 0), false);
  await isDimmed(step(2, 'Create shift types', false, 0), true);
  await isDimmed(step(3, 'Give staff their skills', false, 0), true);
  await isDimmed(step(4, 'Create a rotation pattern', false, 0), true);

  // Step 1 through its link: add a staff member.
  await step(1, 'Add your staff', false, 0).click();
  await expect(page).toHaveURL(/\/staff$/);
  await pageButton(page, 'Add staff').click();
  const form = page.getByRole('dialog', { name: 'Add staff member' });
  await form.getByLabel('Name', { exact: true }).fill('Anna de Vries');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  // The client asks the server to re-evaluate after the first staff member; with one step done that changes nothing.
  await toDashboard();
  await isDimmed(step(1, 'Add your staff', true, 1), false);
  await isDimmed(step(2, 'Create shift types', false, 0), false);
  await isDimmed(step(3, 'Give staff their skills', false, 0), true);
  expect((await api.onboarding()).onboardingCompleted).toBe(false);

  // Steps 2 and 3 (their pages have their own tests): a shift type and a skill.
  const early = await api.createShiftType({ name: 'Early' });
  await api.setSkills((await api.staff())[0]!.id, [early.id]);
  await page.reload();
  await isDimmed(step(2, 'Create shift types', true, 1), false);
  await isDimmed(step(3, 'Give staff their skills', true, 1), false);
  await isDimmed(step(4, 'Create a rotation pattern', false, 0), false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Let's set up ${workspaceName}`);

  // Step 4 through its link: Create pattern makes one with the list's defaults and opens it.
  await step(4, 'Create a rotation pattern', false, 0).click();
  await expect(page).toHaveURL(/\/schedule\/rotation-patterns$/);
  await pageButton(page, 'Create pattern').click();
  await expect(page).toHaveURL(/\/schedule\/rotation-patterns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pattern ${await todayInBrowser(page)}`);
  await expect(page.getByText('2 weeks', { exact: true })).toBeVisible();

  // Back on the dashboard the checklist completes: the all-set message with confetti, then the dashboard.
  await toDashboard();
  await expect(page.getByText('All set! Your workspace is ready.')).toBeVisible();
  await expect(page.locator('body > canvas')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${workspaceName}`);
  await expect(page.getByText('All set! Your workspace is ready.')).toBeHidden();
  expect((await api.onboarding()).onboardingCompleted).toBe(true);
  // It stays complete: a reload shows the dashboard straight away.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${workspaceName}`);
  await expect(page.getByRole('link', { name: /^1\. Add your staff/ })).toHaveCount(0);
});

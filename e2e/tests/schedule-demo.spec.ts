import type { Locator, Page } from '@playwright/test';
import { expect, loginViaUi, test } from '../support/fixtures';
import { addDays } from '../support/master-data';
import { badge, monthName, monthOf, ScheduleApi, type Entry } from '../support/schedule';
import { runOperatorCommand } from '../support/workspace-admin';

/**
 * Issue 4, section 4: `npm run demo` on a running server. The command prints how to sign in;
 * with those details a newcomer lands on the dashboard of "Demo Ward" (onboarding done, urgent
 * needs and conflicts to look at) and sees a living calendar: rotation shifts, an open shift
 * tomorrow, a cancelled one, reassignments, claims, one-offs and absence conflicts. The one-use
 * link it prints signs in as well.
 */

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('npm run demo: prints how to sign in, and the demo workspace shows a living dashboard and calendar', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = await runOperatorCommand(['demo']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain('Created workspace "Demo Ward"');
  expect(run.stderr).toContain(`Sign in at ${baseURL}/login`);
  const email = /email: +(\S+)/.exec(run.stderr)?.[1];
  const password = /password: +([a-z0-9]{4}(?:-[a-z0-9]{4}){3}) /.exec(run.stderr)?.[1];
  expect(email).toBe('demo@openrota.local');
  expect(password, run.stderr).toBeTruthy();
  const link = run.stdout.trim();
  expect(link).toMatch(new RegExp(`^${escape(baseURL!)}/login\\?externalToken=`));

  // The printed email and password sign in; onboarding is complete, so the dashboard shows.
  await loginViaUi(page, { email: email!, password: password! });
  await expect(page).toHaveURL(/\/dashboard$/);
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByText(/\d+ urgent shifts? needs? staff in the next 3 days/)).toBeVisible();
  await expect(
    attention.getByText(/\d+ shifts? clash(es)? with an absence in the next 7 days/),
  ).toBeVisible();

  // What the demo stored, from the API (signed in with the same details).
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; workspaces: { id: string; name: string }[] };
  const workspace = body.workspaces.find((w) => w.name === 'Demo Ward')!;
  const api = new ScheduleApi(request, body.token, workspace.id);
  const today = await api.today();
  const { entries } = await api.schedule(addDays(today, -10), addDays(today, 28));
  const one = (what: string, pick: (e: Entry) => boolean) => {
    const found = entries.find(pick);
    if (!found) throw new Error(`the demo has no ${what}`);
    return found;
  };
  const open = one('open shift', (e) => e.entryType === 'OVERRIDE' && e.isUnfilled);
  expect(open.date).toBe(addDays(today, 1));
  const cancelled = one('cancelled shift', (e) => e.isCancelled);
  const reassigned = one(
    'reassignment',
    (e) => e.entryType === 'OVERRIDE' && e.staffId !== null && e.date >= today,
  );
  const claimed = one('claim', (e) => e.entryType === 'CLAIMED');
  const oneOff = one(
    'assigned one-off',
    (e) => e.entryType === 'ONE_OFF' && e.staff !== null && e.date >= today,
  );
  const conflict = one(
    'conflict',
    (e) => e.hasAbsence && !e.isCancelled && e.staffId !== null && e.date >= today,
  );
  const rotation = one(
    'rotation shift',
    (e) => e.entryType === 'ROTATION' && e.staff !== null && e.date === today,
  );

  // The calendar shows each of them on its day (conflicts with showConflicts on).
  const checks: Array<[Entry, RegExp]> = [
    [rotation, new RegExp(`^${rotation.shiftType.name}: ${escape(rotation.staff!.name)}`)],
    [open, new RegExp(`^${open.shiftType.name}: Open \\(unfilled`)],
    [cancelled, new RegExp(`^${cancelled.shiftType.name}: Open \\(cancelled`)],
    [reassigned, new RegExp(`^${reassigned.shiftType.name}: ${escape(reassigned.staff!.name)} \\(override`)],
    [claimed, new RegExp(`^${claimed.shiftType.name}: ${escape(claimed.staff!.name)}`)],
    [oneOff, new RegExp(`^${oneOff.shiftType.name}: ${escape(oneOff.staff!.name)} \\(.*one-off`)],
    [conflict, new RegExp(`^${conflict.shiftType.name}: ${escape(conflict.staff!.name)} \\(.*conflict`)],
  ];
  for (const [entry, name] of checks) {
    await page.goto(`/schedule/month/${monthOf(entry.date)}?showConflicts=true`);
    await expect(page.getByRole('heading', { level: 1, name: monthName(monthOf(entry.date)) })).toBeVisible();
    await expect(badge(dayCell(page, entry.date), name).first()).toBeVisible();
  }
  await expect(dayCell(page, conflict.date)).toHaveAttribute('data-conflict', 'true');

  // The one-use link signs in too (a fresh browser, no session).
  const fresh = await browser.newContext({ baseURL: baseURL! });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  } finally {
    await fresh.close();
  }

  // A second run makes a second demo workspace for the same account and does not show the password again.
  const again = await runOperatorCommand(['demo']);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain('(demo-ward-2)');
  expect(again.stderr).toContain("password: the account's existing password");
});

import type { ConsoleMessage, Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';
import { mondayOf, quickAction, WorkspaceApi } from '../support/master-data';
import { ScheduleApi, weekday } from '../support/schedule';

/**
 * Issue 10 sections 4 and 6: the Content-Security-Policy must let the two features that use
 * `blob:` URLs work (the dashboard's confetti worker, the print frame of the calendar's PDF)
 * while staying strict, and the API docs page must work under its own narrow policy. Each test
 * fails on any CSP violation the browser reports.
 */

/** Collects the browser's CSP reports (console errors and securitypolicyviolation events). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return violations;
}

/**
 * A workspace whose only shift today is filled (so the dashboard celebrates), onboarding
 * complete, its admin signed in through the login page on the dashboard.
 */
async function signInWithTodayFilled(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = newAccount('csp');
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(request, token, `CSP ${account.email.slice(4, 8)}`);
  const api = new WorkspaceApi(request, token, workspaceId);
  const schedule = new ScheduleApi(request, token, workspaceId);
  const today = await schedule.today();
  const early = await api.createShiftType({ name: 'Early', startTime: '07:00', endTime: '15:00' });
  const ann = await api.createStaff({ name: 'Ann Peters' });
  await api.setSkills(ann.id, [early.id]);
  const pattern = await api.createPattern({ name: 'Week', startDate: mondayOf(today), weekCount: 1 });
  const slot = await api.createSlot(pattern.id, {
    weekNumber: 1,
    dayOfWeek: weekday(today),
    shiftTypeId: early.id,
  });
  await api.assign(pattern.id, slot.id, ann.id);
  expect(await schedule.completeOnboarding()).toBe(true);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { today };
}

test('the dashboard plays its confetti (a blob: worker) without a CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signInWithTodayFilled(page, request);
  await expect(page.getByText('Every shift of today is filled. Well done!')).toBeVisible();
  // canvas-confetti draws in a worker it makes from a blob: URL.
  await expect.poll(() => workers.filter((url) => url.startsWith('blob:')).length).toBeGreaterThan(0);
  await expect(page.locator('canvas')).toHaveCount(1);
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});

test('printing the calendar loads the PDF into a hidden frame (no pop-up) without a CSP violation', async ({
  page,
  request,
  context,
}) => {
  const violations = await watchCsp(page);
  await signInWithTodayFilled(page, request);
  // A headless browser cannot show the print dialog: every frame's print() counts its calls instead.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { printCalls?: string[] };
      top.printCalls = [...(top.printCalls ?? []), window.location.href];
    };
  });
  const popups: string[] = [];
  context.on('page', (p) => popups.push(p.url()));
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pdfAnswer = page.waitForResponse((r) => r.url().includes('/api/schedules/pdf-calendar') && r.ok());
  await quickAction(page, 'Print').click();
  await pdfAnswer;
  const frame = page.locator('iframe[src^="blob:"]');
  await expect(frame).toHaveCount(1);
  // The frame's document is the PDF (loaded from the blob:, not refused by the policy).
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  // …and once it has loaded, it is printed from the frame.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls?: string[] }).printCalls ?? []))
    .toEqual([expect.stringMatching(/^blob:/)]);
  await page.waitForTimeout(500);
  expect(popups).toEqual([]);
  expect(violations).toEqual([]);
});

test('the API docs page works under its own CSP (no inline script)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /OpenRota API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

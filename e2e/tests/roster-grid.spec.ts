import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addDays, mondayOf, newAdminSession, todayInBrowser } from '../support/master-data';
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

/**
 * Issue 13 §1's figures for 200 staff × 28 days: the signed-in app with the grid's reads answered
 * by the test (page.route) with a generated ward, so the figure is the browser's alone. Prints the
 * first render after the data arrived (target ≤ 300 ms) and the scrolling frame rate (target
 * ≥ 50 fps), scrolled two ways: by script (scrollTop each animation frame, so the main thread is
 * in every frame) and by a wheel gesture (CDP Input.synthesizeScrollGesture, the way Chromium's
 * own smoothness benchmarks scroll: the compositor scrolls, the main thread adds the rows), the
 * second counted by the frames Chromium drew. Both are also measured on a reference in the same
 * run: a static page (no script) with a scroller of the same size holding 200 plain rows of 29
 * cells, the most any page can get from this browser here, and the grid's figure is printed as a
 * ratio of it. Timing is not asserted (a shared machine moves it); the figures are for the note.
 */
test('roster grid, 200 staff × 28 days: prints the first render and the scrolling frame rate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newAdminSession(page, request, 'rosterperf');
  const ward = bigWard(await todayInBrowser(page));
  const json = (data: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ success: true, data }),
  });
  await page.route(/\/api\/schedules\?/, (route) => route.fulfill(json(ward.schedule)));
  await page.route(/\/api\/staff$/, (route) => route.fulfill(json(ward.staff)));
  await page.route(/\/api\/shift-types$/, (route) => route.fulfill(json(ward.shiftTypes)));
  await page.route(/\/api\/ledger\?/, (route) => route.fulfill(json(ward.ledger)));
  await page.route(/\/api\/absences\/range\?/, (route) => route.fulfill(json({ items: [] })));
  // Records when the first body row's cells are in the document, and the frame after (its paint).
  await page.addInitScript(() => {
    const w = window as unknown as { rosterCommit?: number; rosterPaint?: number };
    const observer = new MutationObserver(() => {
      if (w.rosterCommit || !document.querySelector('[aria-rowindex="3"] [role="gridcell"]')) return;
      w.rosterCommit = performance.now();
      performance.mark('roster-commit');
      requestAnimationFrame(() => setTimeout(() => (w.rosterPaint = performance.now())));
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  // Chromium's performance trace over the load: the main thread's CPU time of the first render.
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] });
  await page.goto(`/schedule/roster/${isoWeekParam(ward.weekStart)}?weeks=4`);
  const scroller = page.getByTestId('roster-scroll');
  // Waiting with expect() would poll the page, building an accessibility snapshot of it on its
  // main thread each time, while the grid renders: wait for the page's own marker instead.
  await page.waitForFunction(
    () => (window as unknown as { rosterPaint?: number }).rosterPaint !== undefined,
    undefined,
    LOADED,
  );
  await expect(scroller).toHaveAttribute('aria-rowcount', '202');
  const render = await page.evaluate(() => {
    const w = window as unknown as { rosterCommit: number; rosterPaint: number };
    const reads = performance
      .getEntriesByType('resource')
      .filter((e) => /\/api\/(schedules|staff|shift-types|ledger|absences)/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    const arrived = Math.max(...reads);
    return {
      commit: w.rosterCommit - arrived,
      paint: w.rosterPaint - arrived,
      rows: document.querySelectorAll('[role="row"]').length,
    };
  });
  // Chromium's own counters in thread CPU time (the renderer's main thread), which a busy machine
  // does not inflate the way it does the clock: CPU per frame while scrolling.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
  };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number }[];
  };
  const mark = trace.traceEvents.find((e) => e.name === 'roster-commit');
  // The main thread's task time (thread clock) in the window from the data's arrival to the commit
  // (the mark's thread: the renderer's compositor and raster threads run tasks of their own).
  const renderCpu = mark
    ? trace.traceEvents
        .filter(
          (e) =>
            e.pid === mark.pid &&
            e.tid === mark.tid &&
            (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
            e.ts + (e.dur ?? 0) >= mark.ts - render.commit * 1000 &&
            e.ts <= mark.ts,
        )
        .reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000
    : NaN;
  // While the grid scrolls by script: the frames counted, and Chromium's main-thread CPU per frame.
  const cpuBefore = await cpu();
  const scripted = await scrollByScript(scroller);
  const cpuPerFrame = ((await cpu()) - cpuBefore) / scripted.frames;
  await scroller.evaluate((el) => (el.scrollTop = 0));
  const gesture = await scrollByGesture(page, cdp, scroller);

  // The reference: a static page with a scroller of the same size, scrolled the same two ways.
  const box = (await scroller.boundingBox())!;
  const reference = await page.context().newPage();
  await reference.setContent(referencePage(box.width, box.height));
  const refScroller = reference.locator('#scroller');
  const refScripted = await scrollByScript(refScroller);
  await refScroller.evaluate((el) => (el.scrollTop = 0));
  const refGesture = await scrollByGesture(
    reference,
    await reference.context().newCDPSession(reference),
    refScroller,
  );
  await reference.close();

  const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const line =
    `roster-grid 200×28: ${ward.schedule.entries.length} shifts; first render ${render.commit.toFixed(0)} ms after the data ` +
    `(painted ${render.paint.toFixed(0)} ms; target ≤ 300; main-thread CPU in that time ${renderCpu.toFixed(0)} ms), ${render.rows} rows in the DOM of 202; ` +
    `scrolling by script ${scripted.fps.toFixed(1)} fps over ${scripted.frames} frames (Chromium drew ${scripted.drawnFps.toFixed(1)} fps; ` +
    `p95 frame ${scripted.p95.toFixed(1)} ms; main-thread CPU ${cpuPerFrame.toFixed(1)} ms per frame), the reference page ${refScripted.fps.toFixed(1)} fps, ` +
    `ratio ${ratio(scripted.fps, refScripted.fps)}; by wheel gesture Chromium drew ${gesture.drawnFps.toFixed(1)} fps, the reference page ` +
    `${refGesture.drawnFps.toFixed(1)} fps, ratio ${ratio(gesture.drawnFps, refGesture.drawnFps)} (target ≥ 50 fps); load average ${load}`;
  console.log(line);
  test.info().annotations.push({ type: 'figures', description: line });
  expect(render.rows).toBeLessThan(100);
});

type ScrollFigures = { fps: number; frames: number; p95: number; drawnFps: number };

/** The frames Chromium drew (its compositor's DrawFrame events) while `run` ran, per second. */
async function drawnPerSecond(page: Page, run: () => Promise<unknown>): Promise<number> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline.frame'] });
  const started = Date.now();
  await run();
  const ms = Date.now() - started;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string }[] };
  return (trace.traceEvents.filter((e) => e.name === 'DrawFrame').length / ms) * 1000;
}

/**
 * Scrolls `scroller` top to bottom by script, 60 px each animation frame (at most 8 s), counting
 * the frames with requestAnimationFrame; and the frames Chromium drew meanwhile.
 */
async function scrollByScript(scroller: Locator): Promise<ScrollFigures> {
  let figures: Omit<ScrollFigures, 'drawnFps'> | undefined;
  const drawnFps = await drawnPerSecond(scroller.page(), async () => {
    figures = await scroller.evaluate(
      (el) =>
        new Promise<Omit<ScrollFigures, 'drawnFps'>>((resolve) => {
          const frames: number[] = [];
          let last = performance.now();
          const start = last;
          const step = (now: number) => {
            frames.push(now - last);
            last = now;
            el.scrollTop += 60;
            if (el.scrollTop + el.clientHeight < el.scrollHeight - 1 && now - start < 8000)
              requestAnimationFrame(step);
            else {
              const sorted = [...frames].sort((a, b) => a - b);
              resolve({
                fps: (frames.length / (now - start)) * 1000,
                frames: frames.length,
                p95: sorted[Math.floor(sorted.length * 0.95)]!,
              });
            }
          };
          requestAnimationFrame(step);
        }),
    );
  });
  return { ...figures!, drawnFps };
}

/**
 * Scrolls `scroller` down 6,000 px with a mouse-wheel gesture at 1,200 px/s (CDP
 * Input.synthesizeScrollGesture, which Chromium's smoothness benchmarks use): the frames drawn.
 */
async function scrollByGesture(
  page: Page,
  cdp: CDPSession,
  scroller: Locator,
): Promise<{ drawnFps: number }> {
  const box = (await scroller.boundingBox())!;
  const drawnFps = await drawnPerSecond(page, () =>
    cdp.send('Input.synthesizeScrollGesture', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      yDistance: -6000,
      speed: 1200,
      gestureSourceType: 'mouse',
    }),
  );
  return { drawnFps };
}

/** The reference: no script, a scroller of the grid's size with 200 plain rows of 29 cells. */
function referencePage(width: number, height: number): string {
  const cell = (text: string) =>
    `<div style="flex:1;min-width:0;border-right:1px solid #ddd;padding:2px;overflow:hidden">${text}</div>`;
  const rows = Array.from(
    { length: 200 },
    (_, r) =>
      `<div style="display:flex;height:44px;border-bottom:1px solid #ddd">${cell(`Nurse ${r + 1}`)}${Array.from({ length: 28 }, () => cell('E')).join('')}</div>`,
  ).join('');
  return `<!doctype html><html><body style="margin:0;font:12px sans-serif"><div id="scroller" style="width:${width}px;height:${height}px;overflow:auto;background:#fff">${rows}</div></body></html>`;
}

/** A generated ward: 4 shift types, 200 staff, a 5-on-2-off rota over 28 days with a few open shifts and rule markers. */
function bigWard(today: string) {
  const id = (n: number, kind: number) => `00000000-0000-4000-a${kind}00-${String(n).padStart(12, '0')}`;
  const types = ['Early', 'Late', 'Night', 'Day'].map((name, i) => ({
    id: id(i + 1, 1),
    name,
    shortName: name[0]!,
    description: null,
    color: ['#f59e0b', '#3b82f6', '#6366f1', '#10b981'][i]!,
    startTime: ['07:00', '15:00', '23:00', '08:00'][i]!,
    endTime: ['15:00', '23:00', '07:00', '16:30'][i]!,
    order: i,
  }));
  const staff = Array.from({ length: 200 }, (_, i) => ({
    id: id(i + 1, 2),
    name: `Nurse ${String(i + 1).padStart(3, '0')}`,
    shortName: `N${i + 1}`,
    email: null,
    phone: null,
    active: true,
    inactiveFrom: null,
    userId: null,
    user: null,
    skills: types.map((t, k) => ({
      id: id(i * 4 + k + 1, 3),
      shiftTypeId: t.id,
      shiftType: { name: t.name, color: t.color },
    })),
  }));
  const weekStart = addDays(mondayOf(today), 7);
  const entries: unknown[] = [];
  const violations: unknown[] = [];
  for (let d = 0; d < 28; d++) {
    const date = addDays(weekStart, d);
    staff.forEach((s, i) => {
      if ((d + i) % 7 >= 5) return;
      const type = types[(Math.floor(d / 7) + i) % 4]!;
      const open = (i * 31 + d) % 97 === 0;
      const entryId = `rotation:${id(i + 1, 4)}:${date}`;
      entries.push({
        id: entryId,
        date,
        shiftTypeId: type.id,
        shiftType: {
          id: type.id,
          name: type.name,
          shortName: type.shortName,
          color: type.color,
          startTime: type.startTime,
          endTime: type.endTime,
        },
        staffId: open ? null : s.id,
        staff: open ? null : { id: s.id, name: s.name, shortName: s.shortName },
        description: null,
        entryType: 'ROTATION',
        rotationSlotId: id(i + 1, 4),
        originalStaffId: null,
        isUnfilled: open,
        isOptional: false,
        isOneOffShift: false,
        isCancelled: false,
        isStaffInactive: false,
        hasAbsence: false,
        absenceWarning: null,
        scheduleEntryId: null,
        rotationPatternId: null,
        rotationPatternName: null,
        rotationWeekCount: null,
        rotationWeek: null,
        debugInfo: { source: 'rotation' },
      });
      if (!open && (i + d) % 53 === 0)
        violations.push({
          ruleId: 'maxConsecutiveDays',
          ruleName: 'Days in a row',
          staffId: s.id,
          staffName: s.name,
          shiftIds: [entryId],
          date,
          measured: 6,
          limit: 5,
          unit: 'DAYS',
          severity: 'WARNING',
          ruleSetId: 'rules',
          message: 'Six days in a row; at most five.',
        });
    });
  }
  const endDate = addDays(weekStart, 27);
  const ledger = {
    startDate: weekStart,
    endDate,
    yearStart: `${endDate.slice(0, 4)}-01-01`,
    rows: staff.map((s, i) => ({
      staffId: s.id,
      staffName: s.name,
      staffShortName: s.shortName,
      active: true,
      shifts: 20,
      workedMinutes: 9600,
      contractMinutes: 9000,
      absenceMinutes: 0,
      hasContract: true,
      differenceMinutes: 600,
      yearBalanceMinutes: (i % 13) * 60 - 300,
      nights: i % 6,
      weekendDays: 2,
      weekends: 2,
      evenings: 4,
      holidays: 0,
      shiftsByType: [],
    })),
    medians: {
      workedMinutes: null,
      contractMinutes: null,
      differenceMinutes: null,
      yearBalanceMinutes: null,
      nights: null,
      weekends: null,
      evenings: null,
      holidays: null,
    },
  };
  return {
    weekStart,
    shiftTypes: types,
    staff,
    ledger,
    schedule: { startDate: weekStart, endDate, today, timeZone: 'Europe/Amsterdam', entries, violations },
  };
}

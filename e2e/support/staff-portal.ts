import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Mailbox } from './fixtures';
import { addDays } from './master-data';
import type { StoredMail } from './smtp-sink';
import { wardOn, type Entry, type ScheduleApi, type WardFile } from './schedule';

/**
 * Setup and checks for the staff self-service journey (issue 5): an open rotation shift made
 * through the admin API, the claimant chosen from the ward fixture, the sign-in code read from
 * the SMTP sink, and the dates as the staff pages write them (en-GB, no commas).
 */

/** A phone: 360 × 740 CSS pixels, touch, mobile viewport meta honoured. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** "Tuesday 24 November 2026" (the staff pages' long date, also the admin calendar's day name). */
export function staffLongDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(d)
    .replace(/,/g, '');
}

/** "Tue 24 Nov" (the staff pages' short date). */
export function staffShortDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(d)
    .replace(/,/g, '')
    .replace(/\.(?=\s|$)/g, '');
}

/** The 6-digit sign-in code of a code mail. */
export function codeInMail(mail: StoredMail): string {
  const match = (mail.text ?? '').match(/(?<!\d)(\d{6})(?!\d)/);
  expect(match, `a 6-digit code in:\n${mail.text}`).not.toBeNull();
  return match![1]!;
}

export interface OpenShiftPlan {
  date: string;
  shiftType: string;
  /** Who the rotation gives the shift; the admin unassigns them. */
  rotationStaff: string;
  /** Skilled for the type and working nothing the day before, that day or the day after. */
  claimant: string;
}

/**
 * On `date`, a filled required rotation shift whose staff works only that shift there, and a
 * claimant skilled for its type who has no shift from the day before to the day after (so the
 * claim has no conflicts and gets the normal final-confirmation dialog).
 */
export function planOpenShift(ward: WardFile, patternStart: string, date: string): OpenShiftPlan {
  const rows = wardOn(ward, patternStart, date);
  const busy = new Set(
    [-1, 0, 1].flatMap((d) => wardOn(ward, patternStart, addDays(date, d)).map((s) => s.staff)),
  );
  for (const row of rows) {
    if (!row.staff || row.optional || rows.filter((r) => r.staff === row.staff).length !== 1) continue;
    const claimant = ward.staff.find((s) => s.skills.includes(row.shiftType) && !busy.has(s.name));
    if (claimant)
      return { date, shiftType: row.shiftType, rotationStaff: row.staff, claimant: claimant.name };
  }
  throw new Error(`no shift on ${date} with a free, skilled claimant`);
}

/**
 * The first of `dates` that has such a shift (`planOpenShift`). The ward's rotation is fixed, so
 * which days have one depends on today's date: a journey that runs on any day offers a few.
 */
export function planOpenShiftOn(ward: WardFile, patternStart: string, dates: string[]): OpenShiftPlan {
  for (const date of dates) {
    try {
      return planOpenShift(ward, patternStart, date);
    } catch {
      // that day has none: the next
    }
  }
  throw new Error(`no shift on ${dates.join(', ')} with a free, skilled claimant`);
}

function headers(api: ScheduleApi) {
  return { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId };
}

/** POST /api/schedules/override with staffId null: the rotation's shift stays open (docs/product/schedule.md#cancel-vs-unassign). */
export async function unassignViaApi(
  request: APIRequestContext,
  api: ScheduleApi,
  plan: OpenShiftPlan,
): Promise<Entry> {
  const { entries } = await api.schedule(plan.date, plan.date);
  const entry = entries.find(
    (e) =>
      e.entryType === 'ROTATION' &&
      e.shiftType.name === plan.shiftType &&
      e.staff?.name === plan.rotationStaff,
  );
  expect(entry, `the ${plan.shiftType} of ${plan.rotationStaff} on ${plan.date}`).toBeDefined();
  const res = await request.post('/api/schedules/override', {
    headers: headers(api),
    data: {
      date: plan.date,
      shiftTypeId: entry!.shiftTypeId,
      rotationSlotId: entry!.rotationSlotId,
      originalStaffId: entry!.staffId,
      staffId: null,
      description: 'Open for self-planning',
    },
  });
  expect(res.ok(), `POST /api/schedules/override: ${res.status()} ${await res.text()}`).toBe(true);
  return entry!;
}

/** PUT /api/staff/{id}: the member's email (the address the code goes to). */
export async function setStaffEmail(
  request: APIRequestContext,
  api: ScheduleApi,
  name: string,
  email: string,
): Promise<string> {
  const member = (await api.staff()).find((s) => s.name === name);
  expect(member, `staff member ${name}`).toBeDefined();
  const res = await request.put(`/api/staff/${member!.id}`, { headers: headers(api), data: { email } });
  expect(res.ok(), `PUT /api/staff/${member!.id}: ${res.status()} ${await res.text()}`).toBe(true);
  return member!.id;
}

export interface WorkspaceStaffSettings {
  slug: string;
  featureFlags: { staffLoginEnabled: boolean; publicStaffList: boolean };
  absencesMinDelay: number;
  maxSelfPlanningDays: number;
}

/** GET /api/workspaces/{id}: the staff-facing settings as the server stored them. */
export async function staffSettings(
  request: APIRequestContext,
  api: ScheduleApi,
): Promise<WorkspaceStaffSettings> {
  const res = await request.get(`/api/workspaces/${api.workspaceId}`, { headers: headers(api) });
  expect(res.ok(), `GET /api/workspaces/${api.workspaceId}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: WorkspaceStaffSettings }).data;
}

/** The page's width as laid out (nothing may scroll sideways on a phone). */
export function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/**
 * A write through the admin API with the workspace's admin session (a journey's setup); answers
 * the envelope's `data` (the created or changed row).
 */
export async function writeViaApi(
  request: APIRequestContext,
  api: ScheduleApi,
  method: 'post' | 'put',
  url: string,
  data: unknown,
) {
  const res = await request[method](url, { headers: headers(api), data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data;
}

/** On the staff login page: asks for a code for `email`; the form then asks for the code. */
export async function requestStaffCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

/** Enters the code mailed to `email` and signs in; answers the code mail. */
export async function enterStaffCode(page: Page, mailbox: Mailbox, email: string): Promise<StoredMail> {
  const mail = await mailbox.waitFor(email, { subject: /^Your sign-in code for / });
  await page.getByLabel('Code').fill(codeInMail(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  return mail;
}

/**
 * Opens `url` (the workspace's staff login link, or a mailed link with `?next=`) and signs
 * `email` in by a code from the SMTP sink, through the page as a phone would.
 */
export async function signInStaff(page: Page, mailbox: Mailbox, email: string, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByLabel('Email address')).toBeVisible({ timeout: 30_000 });
  await requestStaffCode(page, email);
  await enterStaffCode(page, mailbox, email);
}

/** Turns staff login on for the workspace and signs `email` in by code, as a phone would; answers the staff token. */
export async function staffToken(
  request: APIRequestContext,
  api: { token: string; workspaceId: string },
  slug: string,
  email: string,
  mailbox: { waitFor(to: string, o?: { subject?: RegExp }): Promise<{ text?: string }> },
) {
  const headers = { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId };
  const on = await request.put(`/api/workspaces/${api.workspaceId}/settings`, {
    headers,
    data: { staffLoginEnabled: true },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const sent = await request.post('/api/staff-auth/send-code', { data: { workspaceSlug: slug, email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeInMail(
    (await mailbox.waitFor(email, { subject: /^Your sign-in code for / })) as Parameters<
      typeof codeInMail
    >[0],
  );
  const verified = await request.post('/api/staff-auth/verify-code', {
    data: { workspaceSlug: slug, email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

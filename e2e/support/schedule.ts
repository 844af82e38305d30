import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  type Account,
} from './fixtures';
import { addDays, mondayOf } from './master-data';
import { repoRoot } from './stack';
import { pdfTexts as pdfTextStrings } from '../../apps/server/src/modules/schedule/pdf/pdf-text.test-util';
import { runOperatorCommand } from './workspace-admin';

/**
 * Setup and checks for the schedule journeys (issue 4): a workspace with the ward fixture
 * imported through the API and onboarding complete, the schedule as the server computes it
 * (its `today` is the journey's reference date, so the journey works on any day), date helpers
 * and a reader for the text of the exported PDF files.
 */

export const wardFixturePath = path.join(repoRoot, 'apps', 'server', 'test', 'fixtures', 'ward.json');

export interface WardFile {
  weekCount: number;
  shiftTypes: { name: string; shortName: string; startTime: string; endTime: string }[];
  staff: { name: string; skills: string[] }[];
  slots: { week: number; day: number; shiftType: string; staff?: string | null; optional?: boolean }[];
}

export function readWard(): WardFile {
  return JSON.parse(fs.readFileSync(wardFixturePath, 'utf8')) as WardFile;
}

export interface Entry {
  id: string;
  date: string;
  entryType: 'ROTATION' | 'ONE_OFF' | 'OVERRIDE' | 'CLAIMED';
  shiftTypeId: string;
  shiftType: { id: string; name: string; shortName: string | null; startTime: string | null };
  staffId: string | null;
  staff: { id: string; name: string; shortName: string | null } | null;
  rotationSlotId: string | null;
  scheduleEntryId: string | null;
  isUnfilled: boolean;
  isOptional: boolean;
  isCancelled: boolean;
  hasAbsence: boolean;
  description: string | null;
}

/** The schedule API as the workspace's admin (setup and checks behind the UI steps). */
export class ScheduleApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
    readonly workspaceId: string,
  ) {}

  private async call<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
    const res = await this.request[method](url, {
      headers: { authorization: `Bearer ${this.token}`, 'x-workspace-id': this.workspaceId },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** GET /api/schedules: the computed schedule and the workspace's today. */
  async schedule(startDate: string, endDate: string): Promise<{ today: string; entries: Entry[] }> {
    return (
      await this.call<{ data: { today: string; entries: Entry[] } }>(
        'get',
        `/api/schedules?startDate=${startDate}&endDate=${endDate}`,
      )
    ).data;
  }

  async slug(): Promise<string> {
    return (await this.call<{ data: { slug: string } }>('get', `/api/workspaces/${this.workspaceId}`)).data
      .slug;
  }

  async today(): Promise<string> {
    // Any one-day range answers with the workspace's today (its time zone).
    return (await this.schedule('2026-01-01', '2026-01-01')).today;
  }

  async importRotation(
    data: unknown,
    patternName: string,
    startDate: string,
  ): Promise<{ rotationPatternId: string }> {
    return this.call('post', '/api/rotation-patterns/import', { data, patternName, startDate });
  }

  async completeOnboarding(): Promise<boolean> {
    return (
      await this.call<{ data: { onboardingCompleted: boolean } }>(
        'put',
        `/api/workspaces/${this.workspaceId}/onboarding`,
      )
    ).data.onboardingCompleted;
  }

  async staff(): Promise<{ id: string; name: string }[]> {
    return (await this.call<{ data: { id: string; name: string }[] }>('get', '/api/staff')).data;
  }

  async conflicts(
    startDate: string,
    endDate: string,
  ): Promise<{ date: string; staff: { name: string }; shiftType: { name: string } }[]> {
    return (
      await this.call<{ data: { date: string; staff: { name: string }; shiftType: { name: string } }[] }>(
        'get',
        `/api/schedules/conflicts?startDate=${startDate}&endDate=${endDate}`,
      )
    ).data;
  }
}

export interface WardSession {
  account: Account;
  api: ScheduleApi;
  ward: WardFile;
  /** The workspace's today (server, Europe/Amsterdam). */
  today: string;
  /** The pattern's start: the Monday four weeks before this week's, so this week is rotation week 1 and the whole month shows the rotation. */
  patternStart: string;
}

/**
 * A new admin with a workspace on the Professional plan holding the ward fixture (through the
 * import API) and onboarding complete, signed in through the login page.
 */
export async function newWardSession(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<WardSession> {
  const account = newAccount(prefix);
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(
    request,
    token,
    `Ward ${account.email.slice(prefix.length + 1, prefix.length + 5)}`,
  );
  const api = new ScheduleApi(request, token, workspaceId);
  // The ward's 12 staff exceed the Free plan (6): the operator's licence command moves the
  // workspace to Professional (TEAM), as a customer's upgrade would.
  const licence = await runOperatorCommand(['licence', await api.slug(), 'TEAM']);
  expect(licence.code, licence.stderr).toBe(0);
  const today = await api.today();
  const patternStart = addDays(mondayOf(today), -28);
  const ward = readWard();
  await api.importRotation(ward, 'Ward 5 rotation', patternStart);
  expect(await api.completeOnboarding()).toBe(true);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { account, api, ward, today, patternStart };
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(iso: string): number {
  return (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The ward's rotation on `date`: one row per requirement, in file order. */
export function wardOn(ward: WardFile, patternStart: string, date: string) {
  const days = Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${patternStart}T12:00:00Z`)) / 86_400_000,
  );
  const week = (((Math.floor(days / 7) % ward.weekCount) + ward.weekCount) % ward.weekCount) + 1;
  return ward.slots.filter((s) => s.week === week && s.day === weekday(date));
}

/** yyyy-MM of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `n` months after `month` (yyyy-MM). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** "November 2026" (en). */
export function monthName(month: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}

/** ISO week as the week route writes it: yyyy-ww (the year and week of that week's Thursday). */
export function isoWeekParam(iso: string): string {
  const thursday = addDays(iso, 3 - weekday(iso));
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = Math.round((Date.parse(`${thursday}T12:00:00Z`) - Date.UTC(year, 0, 1, 12)) / 86_400_000);
  return `${year}-${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** A shift badge by its accessible name ("Early: Anna de Vries", "Late: Open (unfilled)", …). */
export function badge(scope: Locator | Page, name: string | RegExp): Locator {
  return scope.getByRole('button', { name });
}

/**
 * The PDF's text, one line per text operator, read with the server tests' reader (inflates the
 * FlateDecode content streams, decodes the embedded fonts' glyph codes through their ToUnicode maps).
 */
export function pdfText(pdf: Buffer): string {
  return pdfTextStrings(pdf).join('\n');
}

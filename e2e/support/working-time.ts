import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { addDays } from './master-data';
import { wardOn, type ScheduleApi, type WardFile } from './schedule';

/**
 * Setup and checks for the working-time journey (issue 12): the person and dates of a night
 * followed by an early shift, a contract and the staff login through the API, and the
 * checker's own answers (candidates, violations) to compare the pages with, so the journey does
 * not depend on the wording of the sentences.
 */

export interface NightEarlyPlan {
  /** Skilled for Night and Early, with no rotation shift on the night's date or the day after. */
  person: string;
  /** The night (23:00–07:00) the manager gives the person. */
  nightDate: string;
  /** The day after: a rotation Early of someone else is made open, then given to the person. */
  earlyDate: string;
  /** Who the rotation gives that Early. */
  earlyStaff: string;
}

/** Every date (from 3 days ahead) and person that could hold the journey, nearest first. */
export function nightEarlyOptions(ward: WardFile, patternStart: string, today: string): NightEarlyPlan[] {
  const options: NightEarlyPlan[] = [];
  for (let offset = 3; offset <= 20; offset++) {
    const nightDate = addDays(today, offset);
    const earlyDate = addDays(nightDate, 1);
    const busy = new Set(
      [0, 1].flatMap((d) => wardOn(ward, patternStart, addDays(nightDate, d)).map((s) => s.staff)),
    );
    const earlyRows = wardOn(ward, patternStart, earlyDate);
    const early = earlyRows.find(
      (r) =>
        r.shiftType === 'Early' &&
        r.staff &&
        !r.optional &&
        earlyRows.filter((x) => x.staff === r.staff).length === 1,
    );
    if (!early) continue;
    for (const person of ward.staff)
      if (person.skills.includes('Night') && person.skills.includes('Early') && !busy.has(person.name))
        options.push({ person: person.name, nightDate, earlyDate, earlyStaff: early.staff! });
  }
  return options;
}

function headers(api: ScheduleApi) {
  return { authorization: `Bearer ${api.token}`, 'x-workspace-id': api.workspaceId };
}

async function call<T>(
  request: APIRequestContext,
  api: ScheduleApi,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: headers(api), ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** POST /api/staff/{id}/contracts: the person's contract from `startsOn` (the default rule set). */
export async function setContractViaApi(
  request: APIRequestContext,
  api: ScheduleApi,
  staffId: string,
  body: { startsOn: string; hoursPerWeek: number },
): Promise<void> {
  await call(request, api, 'post', `/api/staff/${staffId}/contracts`, body);
}

/** PUT /api/workspaces/{id}/settings: staff login on. */
export async function enableStaffLoginViaApi(request: APIRequestContext, api: ScheduleApi): Promise<void> {
  await call(request, api, 'put', `/api/workspaces/${api.workspaceId}/settings`, { staffLoginEnabled: true });
}

export interface ApiViolation {
  ruleId: string;
  ruleName: string;
  staffName: string;
  severity: 'HARD' | 'WARNING';
  message: string;
  shiftIds: string[];
}

/** GET /api/schedules/candidates: each candidate's state and violations, as the picker gets them. */
export async function candidatesViaApi(
  request: APIRequestContext,
  api: ScheduleApi,
  date: string,
  shiftTypeId: string,
): Promise<{ staffName: string; state: string; violations: ApiViolation[] }[]> {
  return (
    await call<{ data: { staffName: string; state: string; violations: ApiViolation[] }[] }>(
      request,
      api,
      'get',
      `/api/schedules/candidates?date=${date}&shiftTypeId=${shiftTypeId}`,
    )
  ).data;
}

/** GET /api/schedules/violations of a period. */
export async function violationsViaApi(
  request: APIRequestContext,
  api: ScheduleApi,
  startDate: string,
  endDate: string,
): Promise<ApiViolation[]> {
  return (
    await call<{ data: ApiViolation[] }>(
      request,
      api,
      'get',
      `/api/schedules/violations?startDate=${startDate}&endDate=${endDate}`,
    )
  ).data;
}

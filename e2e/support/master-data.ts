import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  type Account,
} from './fixtures';

/**
 * Setup for the master-data journeys (shift types, staff, skills, rotation patterns): a signed-in
 * admin of a new workspace, and API calls for the data a step needs but does not itself test.
 * Everything a step is about goes through the UI.
 */

export interface ShiftTypeRow {
  id: string;
  name: string;
  shortName: string | null;
  order: number;
}

export interface StaffRow {
  id: string;
  name: string;
  skills: { id: string; shiftTypeId: string }[];
}

export interface PatternRow {
  id: string;
  name: string;
  weekCount: number;
  startDate: string;
}

export interface SlotRow {
  id: string;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  assignments: { id: string; staffId: string }[];
}

/** The API as the workspace's admin (setup and checks behind a step; the steps use the UI). */
export class WorkspaceApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
    readonly workspaceId: string,
  ) {}

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'x-workspace-id': this.workspaceId };
  }

  private async call<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
    const res = await this.request[method](url, {
      headers: this.headers(),
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async shiftTypes(): Promise<ShiftTypeRow[]> {
    return (await this.call<{ data: ShiftTypeRow[] }>('get', '/api/shift-types')).data;
  }

  async createShiftType(body: {
    name: string;
    shortName?: string;
    color?: string;
    startTime?: string;
    endTime?: string;
  }): Promise<ShiftTypeRow> {
    return (await this.call<{ data: ShiftTypeRow }>('post', '/api/shift-types', body)).data;
  }

  async staff(): Promise<StaffRow[]> {
    return (await this.call<{ data: StaffRow[] }>('get', '/api/staff')).data;
  }

  async createStaff(body: { name: string; shortName?: string; email?: string }): Promise<StaffRow> {
    return (await this.call<{ data: StaffRow }>('post', '/api/staff', body)).data;
  }

  async setSkills(staffId: string, shiftTypeIds: string[]): Promise<void> {
    await this.call('put', `/api/staff/${staffId}/skills`, shiftTypeIds);
  }

  async patterns(): Promise<PatternRow[]> {
    return (await this.call<{ data: PatternRow[] }>('get', '/api/rotation-patterns')).data;
  }

  async createPattern(body: {
    name: string;
    startDate: string;
    weekCount: number;
    endDate?: string | null;
    active?: boolean;
  }): Promise<PatternRow> {
    return (await this.call<{ data: PatternRow }>('post', '/api/rotation-patterns', body)).data;
  }

  async slots(patternId: string): Promise<SlotRow[]> {
    return (await this.call<{ data: SlotRow[] }>('get', `/api/rotation-patterns/${patternId}/slots`)).data;
  }

  async createSlot(
    patternId: string,
    body: { weekNumber: number; dayOfWeek: number; shiftTypeId: string },
  ): Promise<SlotRow> {
    return (
      await this.call<{ data: SlotRow }>('post', `/api/rotation-patterns/${patternId}/slots`, {
        ...body,
        requiredCount: 1,
        isOptional: false,
      })
    ).data;
  }

  async assign(patternId: string, slotId: string, staffId: string): Promise<void> {
    await this.call('post', `/api/rotation-patterns/${patternId}/slots/${slotId}/assignments`, { staffId });
  }

  async onboarding(): Promise<{
    onboardingCompleted: boolean;
    counts: Record<'staff' | 'shiftTypes' | 'staffWithSkills' | 'rotationPatterns', number>;
  }> {
    return (
      await this.call<{ data: Awaited<ReturnType<WorkspaceApi['onboarding']>> }>(
        'get',
        `/api/workspaces/${this.workspaceId}/onboarding`,
      )
    ).data;
  }
}

export interface AdminSession {
  account: Account;
  workspaceName: string;
  api: WorkspaceApi;
}

/**
 * A new account with a new workspace (through the API), signed in through the login page; the
 * workspace is chosen automatically because it is the only one. Returns when the shell is up.
 */
export async function newAdminSession(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<AdminSession> {
  const account = newAccount(prefix);
  const workspaceName = `Ward ${account.email.slice(prefix.length + 1, prefix.length + 5)}`;
  const token = await registerViaApi(request, account);
  const workspaceId = await createWorkspaceViaApi(request, token, workspaceName);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { account, workspaceName, api: new WorkspaceApi(request, token, workspaceId) };
}

/** Today as yyyy-MM-dd in the browser's time zone (the app's "today"; the runner's may differ near midnight). */
export function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

/** yyyy-MM-dd of the Monday of the week containing the day `iso` (yyyy-MM-dd). */
export function mondayOf(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The day `days` after `iso` (yyyy-MM-dd). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A button of the page itself, by its exact name. The shell's quick-action bar repeats some page
 * actions (Add staff, Add shift type, …) with the same name; this leaves those out.
 */
export function pageButton(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('button', { name, exact: true })
    .and(page.locator(':not([role="region"][aria-label="Quick actions"] *)'));
}

/** A quick action of the current page in the shell's quick-action bar (not its copy under Recent). */
export function quickAction(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('button', { name, exact: true })
    .and(page.locator(':not([aria-label="Recent"] *)'));
}

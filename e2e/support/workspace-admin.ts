import { execFile } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginViaUi, newAccount, registerViaApi, type Account, type Mailbox } from './fixtures';
import { repoRoot, serverEntry } from './stack';

/**
 * Setup and checks for the issue-6 journeys that run a workspace (licence, members, email
 * settings): the workspace's own details, its licence as the API reports it, the operator
 * command run against the test server's database, and reading links out of mails.
 */

export interface WorkspaceDetails {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
}

function auth(token: string, workspaceId: string) {
  return { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
}

/** GET /api/workspaces/{id} as a member (slug and time zone for the operator command). */
export async function workspaceDetails(
  request: APIRequestContext,
  token: string,
  workspaceId: string,
): Promise<WorkspaceDetails> {
  const res = await request.get(`/api/workspaces/${workspaceId}`, { headers: auth(token, workspaceId) });
  expect(res.ok(), `GET /api/workspaces/${workspaceId}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: WorkspaceDetails }).data;
}

export interface LicenceState {
  displayName: string;
  license: string;
  renewalDate: string | null;
  isTrial: boolean;
  trialEndsOn: string | null;
  trialExpired: boolean;
}

/** GET /api/workspaces/{id}/license-info (readable after expiry). */
export async function licenceInfo(
  request: APIRequestContext,
  token: string,
  workspaceId: string,
): Promise<LicenceState> {
  const res = await request.get(`/api/workspaces/${workspaceId}/license-info`, {
    headers: auth(token, workspaceId),
  });
  expect(res.ok(), `GET license-info: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: LicenceState }).data;
}

/** Today's calendar date (yyyy-MM-dd) in `timeZone`, shifted by `days`. */
export function dateInZone(timeZone: string, days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date as the admin pages write it in English ("5 December 2026"). */
export function longEnglishDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`npm run openrota -- <args>`, i.e. the built server's CLI) against the
 * running test server: the same DATA_DIR, so the command joins its embedded PostgreSQL.
 */
export function runOperatorCommand(args: string[]): Promise<CommandResult> {
  const dataDir = process.env.E2E_DATA_DIR;
  const baseURL = process.env.E2E_BASE_URL;
  if (!dataDir || !baseURL)
    throw new Error('E2E_DATA_DIR/E2E_BASE_URL are not set: run the suite through playwright.config.ts');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', serverEntry, ...args],
      {
        cwd: repoRoot,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/root',
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          APP_URL: baseURL,
          LOG_LEVEL: 'warn',
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** The first link in a mail's text that starts with `prefix` (e.g. the server's base URL). */
export function linkInMail(text: string | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = (text ?? '').match(new RegExp(`${escaped}[^\\s<>"]+`));
  expect(match, `a link starting with ${prefix} in:\n${text}`).not.toBeNull();
  return match![0];
}

export interface ManagerSession {
  account: Account;
  /** The manager's own session token (for the API, as a manager). */
  token: string;
}

/**
 * A MANAGER of the admin's workspace: invited by the admin (through the API), registered with the
 * invited address, the invitation accepted with the mailed token, and signed in through the login
 * page in `page`; the workspace is chosen automatically because it is their only one. Returns
 * when the dashboard is up.
 */
export async function newManagerSession(
  page: Page,
  request: APIRequestContext,
  mailbox: Mailbox,
  admin: { token: string; workspaceId: string },
  prefix = 'manager',
): Promise<ManagerSession> {
  const account = newAccount(prefix);
  const invited = await request.post(`/api/workspaces/${admin.workspaceId}/invitations`, {
    headers: auth(admin.token, admin.workspaceId),
    data: { email: account.email, role: 'MANAGER' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await mailbox.waitFor(account.email, { subject: /invited to join/ });
  const invitation = /\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  expect(invitation, mail.text).toBeTruthy();
  const token = await registerViaApi(request, account);
  const accepted = await request.post('/api/invitations/accept', {
    headers: { authorization: `Bearer ${token}` },
    data: { token: invitation },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { account, token };
}

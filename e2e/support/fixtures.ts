import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readMails, type StoredMail } from './smtp-sink';

/**
 * The suite's `test`: `baseURL` points at the server global-setup started, `mailbox` reads the
 * SMTP sink, and a few helpers create accounts through the real API when a journey needs one
 * as a starting point (the journeys themselves go through the UI).
 */

export interface Account {
  name: string;
  email: string;
  password: string;
}

export interface Mailbox {
  /** Every mail received so far for `to` (case-insensitive), oldest first. */
  all(to: string): StoredMail[];
  /** Waits (polling) until a mail for `to` matching `subject` arrives, and returns the newest. */
  waitFor(to: string, options?: { subject?: RegExp; timeout?: number }): Promise<StoredMail>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the suite through playwright.config.ts (global setup starts the server)`,
    );
  return value;
}

/** A new account's details; unique per call so tests never share a user. */
export function newAccount(prefix = 'user'): Account {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Sam ${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `Pw-${randomBytes(6).toString('hex')}`,
  };
}

/** Registers through the API (setup only); returns the session token. */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, password: account.password, termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** Creates a workspace through the API for the user behind `token` (setup only). */
export async function createWorkspaceViaApi(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const res = await request.post('/api/workspaces', {
    data: { name },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/**
 * Makes a rule set from the NONE preset the workspace's default (docs/product/working-time.md#presets),
 * for journeys about something else whose ward works a dense rota that the Dutch preset, every
 * new workspace's default, would refuse (seven days a week, a night then an early shift).
 */
export async function switchOffWorkingTimeRules(
  request: APIRequestContext,
  token: string,
  workspaceId: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const created = await request.post('/api/rule-sets', {
    headers,
    data: { name: 'No working-time rules', preset: 'NONE' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const made = await request.post(`/api/rule-sets/${id}/default`, { headers });
  expect(made.ok(), await made.text()).toBe(true);
}

/**
 * Runs `action` and waits for the full page load it causes. Choosing a workspace ends in a
 * full navigation (`selectWorkspace` in apps/web/src/lib/session/select-workspace.ts) after the
 * header already shows the new name, so a test that reloads or closes the page right after
 * that would race the app's own navigation ("Not attached to an active page").
 */
export async function untilPageLoad(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
}

/** Signs in through the login page. */
export async function loginViaUi(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base.extend<{ mailbox: Mailbox }>({
  // Playwright requires the object pattern even when a fixture uses no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    const dir = required('E2E_MAIL_DIR');
    const all = (to: string) => readMails(dir).filter((m) => m.envelopeTo.includes(to.toLowerCase()));
    await use({
      all,
      async waitFor(to, { subject, timeout = 15_000 } = {}) {
        const matching = () => all(to).filter((m) => !subject || subject.test(m.subject));
        await expect
          .poll(() => matching().length, {
            message: `a mail to ${to}${subject ? ` with subject ${subject}` : ''}`,
            timeout,
          })
          .toBeGreaterThan(0);
        return matching().at(-1)!;
      },
    });
  },
});

export { expect };

import {
  createWorkspaceViaApi,
  expect,
  loginViaUi,
  newAccount,
  registerViaApi,
  test,
} from '../support/fixtures';
import { monthName } from '../support/schedule';

/**
 * Issue 6's members journey: an admin invites a manager from the workspace settings page; the
 * invitee has no account yet, opens the mailed link, registers with the invited address, comes
 * back to the invitation, accepts and lands on the dashboard of the workspace as MANAGER, where
 * the navigation offers no workspace settings and the page itself is read-only.
 */
test('members: invite a manager by mail, who registers, accepts, joins, and cannot change the workspace settings', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  const admin = newAccount('members-admin');
  const invitee = newAccount('members-manager');
  const workspaceName = `Ward ${admin.email.slice(14, 18)}`;
  const token = await registerViaApi(request, admin);
  await createWorkspaceViaApi(request, token, workspaceName);

  // The admin invites from /settings/workspace.
  await loginViaUi(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/workspace');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(invitee.email);
  await dialog.getByLabel('Role').selectOption('MANAGER');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending invitations' }).locator('..')).toContainText(
    invitee.email,
  );

  // The mail carries the link.
  const mail = await mailbox.waitFor(invitee.email, {
    subject: new RegExp(`invited to join ${workspaceName}`),
  });
  const link = /(http\S+\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text).toBeTruthy();
  expect(mail.subject).toBe(`You are invited to join ${workspaceName} on OpenRota`);
  expect(mail.text).toContain(`invited you to join the workspace "${workspaceName}" on OpenRota as manager.`);
  // The link points at this server (APP_URL), not somewhere else.
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  // The invitee, in a browser of their own: register first, come back, accept.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(guest.getByText(`You are invited to join ${workspaceName} as Manager.`)).toBeVisible();
  await guest.getByRole('link', { name: 'Create an account' }).click();
  await expect(guest).toHaveURL(/\/register\?next=/);
  await guest.getByLabel('First name').fill(invitee.name);
  await guest.getByLabel('Email').fill(invitee.email);
  await guest.getByLabel('Password').fill(invitee.password);
  await guest.getByRole('checkbox', { name: /I accept the/ }).check();
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest).toHaveURL(/\/accept-invitation\?token=/);
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  // The workspace is the selected one, with the invited role.
  await guest.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).click();
  await expect(guest.getByRole('menuitemradio', { name: new RegExp(workspaceName) })).toContainText(
    'Manager',
  );
  await expect(guest.getByRole('menuitem', { name: 'Workspace Settings' })).toHaveCount(0);
  await guest.keyboard.press('Escape');

  // As MANAGER: no workspace settings in the menu, email settings and the audit log are there.
  const nav = guest.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Workspace', exact: true })).toHaveCount(0);
  // Opening the page directly shows the values read-only and no members.
  await guest.goto('/settings/workspace');
  await expect(guest.getByText('Only admins can change these settings.')).toBeVisible();
  await expect(guest.getByLabel('Name')).toBeDisabled();
  await expect(guest.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Members' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Download backup' })).toHaveCount(0);
  // But the schedule opens for a manager, with its data.
  await nav.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(guest).toHaveURL(/\/schedule\/month\/\d{4}-\d{2}/);
  const month = /\/schedule\/month\/(\d{4}-\d{2})/.exec(guest.url())![1]!;
  await expect(guest.getByRole('heading', { level: 1, name: monthName(month) })).toBeVisible();
  await expect(guest.getByRole('main').getByRole('alert')).toHaveCount(0);
  await context.close();

  // The admin sees the manager among the members and no pending invitation.
  await page.reload();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toContainText(invitee.email);
  await expect(page.getByLabel(`Role of ${invitee.name}`)).toHaveValue('MANAGER');
  await expect(page.getByText('No pending invitations.')).toBeVisible();
});

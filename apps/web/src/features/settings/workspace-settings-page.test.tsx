import type { AvailabilityRequest, Invitation, Member, Workspace } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildLicenseInfo, buildUser, buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { ok } from '@/test/staff-factories';
import { WorkspaceSettingsPage } from './workspace-settings-page';

const me = buildUser({ name: 'Ada Admin', email: 'ada@example.com' });
let workspace: Workspace;
let members: Member[];
let invitations: Invitation[];
let availabilityRequests: AvailabilityRequest[];

beforeEach(() => {
  resetApp();
  availabilityRequests = [];
  workspace = buildWorkspace({ name: 'Ward 4B', slug: 'ward-4b', timeZone: 'Europe/Amsterdam' });
  members = [
    {
      userId: me.id,
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'ADMIN',
      joinedAt: '2026-01-05T09:00:00.000Z',
    },
    {
      userId: 'u-2',
      name: 'Max Manager',
      email: 'max@example.com',
      role: 'MANAGER',
      joinedAt: '2026-02-01T09:00:00.000Z',
    },
  ];
  invitations = [
    {
      id: 'inv-1',
      email: 'new@example.com',
      role: 'STAFF',
      invitedBy: 'Ada Admin',
      createdAt: '2026-03-01T09:00:00.000Z',
      expiresAt: '2026-03-08T09:00:00.000Z',
      expired: false,
    },
  ];
});

function setup(role: Workspace['role'] = 'ADMIN', extra: FakeRoute[] = []) {
  workspace = { ...workspace, role };
  signIn({ user: me, workspaces: [workspace], selected: workspace });
  const base = `/api/workspaces/${workspace.id}`;
  const api = fakeApi([
    ...extra,
    { method: 'GET', path: base, reply: ok(workspace) },
    {
      method: 'GET',
      path: `${base}/license-info`,
      reply: [500, { success: false, error: 'Licence unavailable', code: 'INTERNAL_ERROR' }],
    },
    { method: 'GET', path: `${base}/members`, reply: () => ok(members) },
    { method: 'GET', path: `${base}/invitations`, reply: () => ok(invitations) },
    // The calendar feeds card (ADMIN, MANAGER) with its filters' lists.
    { method: 'GET', path: '/api/calendar-feeds', reply: ok([]) },
    { method: 'GET', path: '/api/shift-types', reply: ok([]) },
    { method: 'GET', path: '/api/staff', reply: ok([]) },
    // The availability card (ADMIN, MANAGER): staff changes waiting for approval.
    { method: 'GET', path: '/api/availability/requests', reply: () => ok(availabilityRequests) },
    // The shift trades' approval card (ADMIN, MANAGER).
    { method: 'GET', path: '/api/trades/settings', reply: ok({ approval: 'MANAGER' }) },
    // Publishing the schedule (ADMIN, MANAGER).
    {
      method: 'GET',
      path: '/api/publish/settings',
      reply: ok({ mode: 'IMMEDIATE', publishedFrom: null, publishedUntil: null, lastPublication: null }),
    },
  ]);
  renderPage(<WorkspaceSettingsPage />);
  return { api, base };
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('WorkspaceSettingsPage: general settings', () => {
  it('shows the workspace’s values with the slug read-only and a time zone list', async () => {
    setup();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Ward 4B');
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    expect(slug.value).toBe('ward-4b');
    expect(slug.readOnly).toBe(true);
    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Amsterdam');
    expect(within(zone).getByRole('option', { name: 'Asia/Tokyo' })).toBeTruthy();
    expect((screen.getByLabelText('Self-planning days ahead') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Absence notice (days)') as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('checkbox', { name: 'Staff login' }).getAttribute('aria-checked')).toBe('false');
  });

  it('refuses an empty name and days outside 1–365 and 0–365 without calling the server', async () => {
    const user = userEvent.setup();
    const { api, base } = setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    const days = screen.getByLabelText('Self-planning days ahead');
    await user.clear(days);
    await user.type(days, '0');
    const delay = screen.getByLabelText('Absence notice (days)');
    await user.clear(delay);
    await user.type(delay, '366');
    await user.click(saveButton());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 365')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 0 to 365')).toBeTruthy();
    expect(api.find('PUT', `${base}/settings`)).toHaveLength(0);
  });

  it('saves, shows the server’s message and puts the saved workspace into the store', async () => {
    const user = userEvent.setup();
    const saved = {
      ...workspace,
      name: 'Ward 4C',
      timeZone: 'Europe/London',
      featureFlags: { staffLoginEnabled: true, publicStaffList: false },
      maxSelfPlanningDays: 365,
      absencesMinDelay: 2,
    };
    const { api, base } = setup('ADMIN', [
      {
        method: 'PUT',
        path: `/api/workspaces/${workspace.id}/settings`,
        reply: [200, { success: true, message: 'Workspace settings updated successfully', data: saved }],
      },
    ]);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' Ward 4C ');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('checkbox', { name: 'Staff login' }));
    const days = screen.getByLabelText('Self-planning days ahead');
    await user.clear(days);
    await user.type(days, '365');
    const delay = screen.getByLabelText('Absence notice (days)');
    await user.clear(delay);
    await user.type(delay, '2');
    await user.click(saveButton());
    await screen.findByText('Workspace settings updated successfully');
    expect(api.find('PUT', `${base}/settings`)[0]!.body).toEqual({
      name: 'Ward 4C',
      timeZone: 'Europe/London',
      staffLoginEnabled: true,
      publicStaffList: false,
      maxSelfPlanningDays: 365,
      absencesMinDelay: 2,
    });
    expect(useWorkspaceStore.getState().currentWorkspace).toMatchObject({
      name: 'Ward 4C',
      timeZone: 'Europe/London',
      featureFlags: { staffLoginEnabled: true },
    });
  });

  it('shows the server’s message on failure, else updateError', async () => {
    const user = userEvent.setup();
    let reply: [number, unknown] = [
      400,
      {
        success: false,
        error: 'Time zone must be an IANA time zone such as Europe/Amsterdam',
        code: 'VALIDATION_ERROR',
      },
    ];
    setup('ADMIN', [{ method: 'PUT', path: `/api/workspaces/${workspace.id}/settings`, reply: () => reply }]);
    await screen.findByLabelText('Name');
    await user.click(saveButton());
    await screen.findByText('Time zone must be an IANA time zone such as Europe/Amsterdam');
    reply = [500, 'oops'];
    await user.click(saveButton());
    await screen.findByText('Failed to update the workspace settings');
  });

  it('says that the Free plan lacks staff login, and does not let it be switched on', async () => {
    setup('ADMIN', [
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}/license-info`,
        reply: ok(buildLicenseInfo('FREE')),
      },
    ]);
    await screen.findByText(/The Free plan does not include staff login/);
    expect((screen.getByRole('checkbox', { name: 'Staff login' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets staff login that is on under the Free plan be switched off', async () => {
    const user = userEvent.setup();
    workspace = { ...workspace, featureFlags: { staffLoginEnabled: true, publicStaffList: false } };
    setup('ADMIN', [
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}/license-info`,
        reply: ok(buildLicenseInfo('FREE')),
      },
    ]);
    await screen.findByText(/The Free plan does not include staff login/);
    const toggle = screen.getByRole('checkbox', { name: 'Staff login' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('says nothing of the plan when it includes staff login', async () => {
    setup('ADMIN', [
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}/license-info`,
        reply: ok(buildLicenseInfo('START')),
      },
    ]);
    await screen.findByText('Start');
    expect(screen.queryByText(/does not include staff login/)).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Staff login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows MANAGER the values read-only with a note, and no members section', async () => {
    const { api, base } = setup('MANAGER');
    await screen.findByText('Only admins can change these settings.');
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Self-planning days ahead') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Public staff list' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download backup' })).toBeNull();
    expect(api.find('GET', `${base}/members`)).toHaveLength(0);
    // The licence card is there for managers to read.
    expect(await screen.findByText('Licence unavailable')).toBeTruthy();
  });

  it('shows STAFF neither the licence card nor the members', async () => {
    const { api, base } = setup('STAFF');
    await screen.findByText('Only admins can change these settings.');
    await screen.findByLabelText('Name');
    expect(api.find('GET', `${base}/license-info`)).toHaveLength(0);
    expect(api.find('GET', `${base}/members`)).toHaveLength(0);
  });
});

describe('WorkspaceSettingsPage: members', () => {
  it('lists members with roles and the pending invitations', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'ada@example.com',
      'max@example.com',
    ]);
    expect(within(rows[0]!).getByText('(you)')).toBeTruthy();
    // Joined dates as the other pages write them in English, not "Jan 5, 2026".
    expect(within(rows[0]!).getByText('5 January 2026')).toBeTruthy();
    expect((screen.getByLabelText('Role of Max Manager') as HTMLSelectElement).value).toBe('MANAGER');
    expect(await screen.findByText('new@example.com')).toBeTruthy();
    expect(screen.getByText(/expires 8 March 2026/)).toBeTruthy();
    // The backup download follows the members (ADMIN only).
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeTruthy();
  });

  it('changes a role and shows the server’s refusal for the last admin', async () => {
    const user = userEvent.setup();
    const { api, base } = setup('ADMIN', [
      {
        method: 'PUT',
        path: /\/members\//,
        reply: (r) =>
          r.path.endsWith(me.id)
            ? [
                409,
                {
                  success: false,
                  error: 'A workspace needs at least one admin: make another member admin first',
                  code: 'CONFLICT',
                },
              ]
            : [
                200,
                {
                  success: true,
                  message: 'Role updated successfully',
                  data: { ...members[1], role: 'STAFF' },
                },
              ],
      },
    ]);
    await user.selectOptions(await screen.findByLabelText('Role of Max Manager'), 'STAFF');
    await screen.findByText('Role updated successfully');
    expect(api.find('PUT', `${base}/members/u-2`)[0]!.body).toEqual({ role: 'STAFF' });
    await user.selectOptions(screen.getByLabelText('Role of Ada Admin'), 'MANAGER');
    await screen.findByText('A workspace needs at least one admin: make another member admin first');
  });

  it('removes a member after confirmation', async () => {
    const user = userEvent.setup();
    const { api, base } = setup('ADMIN', [
      {
        method: 'DELETE',
        path: /\/members\//,
        reply: [200, { success: true, message: 'Member removed successfully' }],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Max Manager' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove member?' });
    expect(within(dialog).getByText('Max Manager will no longer have access to Ward 4B.')).toBeTruthy();
    expect(api.find('DELETE', `${base}/members/u-2`)).toHaveLength(0);
    members = members.slice(0, 1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Member removed successfully');
    expect(api.find('DELETE', `${base}/members/u-2`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('max@example.com')).toBeNull());
  });

  it('invites by email and role, checking the address first', async () => {
    const user = userEvent.setup();
    const { api, base } = setup('ADMIN', [
      {
        method: 'POST',
        path: /\/invitations$/,
        reply: (r) => [
          201,
          {
            success: true,
            message: 'Invitation sent to boss@example.com',
            data: { ...invitations[0], id: 'inv-2', ...(r.body as object) },
          },
        ],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(api.find('POST', `${base}/invitations`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), ' boss@example.com ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'MANAGER');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to boss@example.com');
    expect(api.find('POST', `${base}/invitations`)[0]!.body).toEqual({
      email: 'boss@example.com',
      role: 'MANAGER',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a member' })).toBeNull());
  });

  it('shows the server’s message when the invitee is already a member', async () => {
    const user = userEvent.setup();
    setup('ADMIN', [
      {
        method: 'POST',
        path: /\/invitations$/,
        reply: [
          409,
          {
            success: false,
            error: 'max@example.com is already a member of this workspace',
            code: 'CONFLICT',
          },
        ],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('Email'), 'max@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('max@example.com is already a member of this workspace');
  });

  it('revokes a pending invitation after confirmation', async () => {
    const user = userEvent.setup();
    const { api, base } = setup('ADMIN', [
      {
        method: 'DELETE',
        path: /\/invitations\//,
        reply: [200, { success: true, message: 'Invitation revoked successfully' }],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation of new@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation?' });
    invitations = [];
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Invitation revoked successfully');
    expect(api.find('DELETE', `${base}/invitations/inv-1`)).toHaveLength(1);
    await screen.findByText('No pending invitations.');
  });
});

describe('WorkspaceSettingsPage: calendar feeds', () => {
  it('lets a MANAGER make a workspace feed and shows its address once, with webcal and https links', async () => {
    const user = userEvent.setup();
    const link = {
      id: '00000000-0000-4000-8000-00000000feed',
      token: 'tok',
      httpsUrl: 'https://rota.example.org/api/calendar/tok.ics',
      webcalUrl: 'webcal://rota.example.org/api/calendar/tok.ics',
    };
    const feeds: unknown[] = [];
    const { api } = setup('MANAGER', [
      { method: 'GET', path: '/api/calendar-feeds', reply: () => ok(feeds) },
      {
        method: 'POST',
        path: '/api/calendar-feeds',
        reply: () => {
          feeds.push({
            id: link.id,
            kind: 'WORKSPACE',
            staffId: null,
            staffName: null,
            shiftTypeId: null,
            shiftTypeName: null,
            createdAt: '2026-11-22T09:00:00.000Z',
            rotatedAt: '2026-11-22T09:00:00.000Z',
            lastFetchedAt: null,
          });
          return [201, { success: true, data: link }];
        },
      },
    ]);
    await screen.findByText('No workspace feeds yet.');
    await user.click(screen.getByRole('button', { name: 'Create feed' }));
    expect(((await screen.findByTestId('calendar-feed-webcal')) as HTMLInputElement).value).toBe(
      link.webcalUrl,
    );
    expect((screen.getByTestId('calendar-feed-https') as HTMLInputElement).value).toBe(link.httpsUrl);
    expect(api.find('POST', '/api/calendar-feeds')[0]!.body).toEqual({});
    await waitFor(() => expect(screen.queryByText('No workspace feeds yet.')).toBeNull());
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });
});

describe('WorkspaceSettingsPage: availability', () => {
  it('lets an ADMIN save the lead time and approval, refusing a lead time that is not 0–365', async () => {
    const user = userEvent.setup();
    const saved = { ...workspace, availabilityLeadDays: 14, availabilityNeedsApproval: true };
    const { api, base } = setup('ADMIN', [
      {
        method: 'PUT',
        path: `/api/workspaces/${workspace.id}/settings`,
        reply: [200, { success: true, message: 'Workspace settings updated successfully', data: saved }],
      },
    ]);
    const lead = await screen.findByLabelText('Lead time (days)');
    await user.clear(lead);
    await user.type(lead, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead time: a whole number from 0 to 365.')).toBeTruthy();
    expect(api.find('PUT', `${base}/settings`)).toHaveLength(0);
    await user.clear(lead);
    await user.type(lead, '14');
    await user.click(screen.getByRole('checkbox', { name: 'Staff changes need a manager’s approval' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Availability settings saved');
    expect(api.find('PUT', `${base}/settings`)[0]!.body).toEqual({
      availabilityLeadDays: 14,
      availabilityNeedsApproval: true,
    });
    expect(useWorkspaceStore.getState().currentWorkspace).toMatchObject({ availabilityLeadDays: 14 });
  });

  it('shows a MANAGER the settings read-only and the staff changes to approve', async () => {
    const user = userEvent.setup();
    availabilityRequests = [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        staffId: '00000000-0000-4000-8000-0000000000b1',
        staffName: 'Anna de Vries',
        kind: 'EXCEPTION',
        payload: { date: '2030-03-12', kind: 'UNAVAILABLE', startTime: null, endTime: null, note: null },
        status: 'PENDING',
        reason: null,
        createdAt: '2030-03-01T10:00:00Z',
      },
    ];
    const { api } = setup('MANAGER', [
      {
        method: 'POST',
        path: '/api/availability/requests/00000000-0000-4000-8000-0000000000a1/approve',
        reply: () => ok({ ...availabilityRequests[0], status: 'APPROVED' }),
      },
    ]);
    expect((await screen.findByLabelText('Lead time (days)')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Changes waiting for approval' });
    expect(list.textContent).toContain('Anna de Vries: 12 March 2030: Unavailable');
    availabilityRequests = [];
    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Change approved');
    expect(
      api.find('POST', '/api/availability/requests/00000000-0000-4000-8000-0000000000a1/approve'),
    ).toHaveLength(1);
    expect(await screen.findByText('No changes wait for approval.')).toBeTruthy();
  });
});

describe('WorkspaceSettingsPage: shift trade approval', () => {
  it('an ADMIN switches trades to automatic approval; the setting is read again', async () => {
    const user = userEvent.setup();
    let approval = 'MANAGER';
    const { api } = setup('ADMIN', [
      { method: 'GET', path: '/api/trades/settings', reply: () => ok({ approval }) },
      {
        method: 'PUT',
        path: '/api/trades/settings',
        reply: () => {
          approval = 'AUTOMATIC';
          return ok({ approval });
        },
      },
    ]);
    const control = await screen.findByTestId('trade-approval');
    const automatic = within(control).getByRole('button', { name: 'Automatic when every check passes' });
    expect(automatic.getAttribute('aria-pressed')).toBe('false');
    await user.click(automatic);
    expect(api.find('PUT', '/api/trades/settings')[0]!.body).toEqual({ approval: 'AUTOMATIC' });
    await waitFor(() => expect(automatic.getAttribute('aria-pressed')).toBe('true'));
  });

  it('a MANAGER sees the setting but cannot change it', async () => {
    setup('MANAGER');
    const control = await screen.findByTestId('trade-approval');
    for (const button of within(control).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('WorkspaceSettingsPage: publishing the schedule', () => {
  it('an ADMIN switches to "changes wait for publish"; the horizon is shown', async () => {
    const user = userEvent.setup();
    let settings = {
      mode: 'IMMEDIATE',
      publishedFrom: null as string | null,
      publishedUntil: null as string | null,
      lastPublication: null,
    };
    const { api } = setup('ADMIN', [
      { method: 'GET', path: '/api/publish/settings', reply: () => ok(settings) },
      {
        method: 'PUT',
        path: '/api/publish/settings',
        reply: () => {
          settings = {
            ...settings,
            mode: 'ON_PUBLISH',
            publishedFrom: '2026-03-02',
            publishedUntil: '2026-03-29',
          };
          return ok(settings);
        },
      },
    ]);
    const control = await screen.findByTestId('publish-mode');
    const onPublish = within(control).getByRole('button', { name: 'Changes wait for publish' });
    expect(onPublish.getAttribute('aria-pressed')).toBe('false');
    await user.click(onPublish);
    expect(api.find('PUT', '/api/publish/settings')[0]!.body).toEqual({ mode: 'ON_PUBLISH' });
    await waitFor(() => expect(onPublish.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText(/Staff see the published schedule until Sun 29 Mar 2026/)).toBeTruthy();
  });

  it('a MANAGER sees the mode but cannot change it', async () => {
    setup('MANAGER');
    const control = await screen.findByTestId('publish-mode');
    const immediate = within(control).getByRole('button', { name: 'Every change at once' });
    expect(immediate.getAttribute('aria-pressed')).toBe('true');
    expect((immediate as HTMLButtonElement).disabled).toBe(true);
  });
});

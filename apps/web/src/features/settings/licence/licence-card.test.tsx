import type { LicenseInfo } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPublicConfig } from '@/lib/public-config';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { LicenceCard } from './licence-card';

const workspace = buildWorkspace({ id: '00000000-0000-4000-8000-0000000000c1', name: 'Ward 4B' });
const infoPath = `/api/workspaces/${workspace.id}/license-info`;
const trialPath = `/api/workspaces/${workspace.id}/start-trial`;

const none = {
  staffLogin: false,
  selfPlanning: false,
  emailNotifications: false,
  apiAccess: false,
  prioritySupport: false,
};
const free: LicenseInfo = {
  displayName: 'Free',
  license: 'FREE',
  renewalDate: null,
  trialExpired: false,
  isTrial: false,
  trialEndsOn: null,
  trialAvailable: true,
  limits: {
    staff: { current: 4, max: 6, unlimited: false },
    admins: { current: 1, max: 1, unlimited: false },
    rotationPatterns: { current: 0, max: 1, unlimited: false },
    shiftTypes: { current: 3, max: 5, unlimited: false },
  },
  features: none,
};
const trial: LicenseInfo = {
  ...free,
  displayName: 'Start',
  license: 'START',
  renewalDate: '2026-03-17',
  isTrial: true,
  trialEndsOn: '2026-03-17',
  trialAvailable: false,
  limits: {
    ...free.limits,
    staff: { current: 4, max: 20, unlimited: false },
    admins: { current: 1, max: 3, unlimited: false },
  },
  features: { ...none, staffLogin: true, selfPlanning: true, emailNotifications: true },
};

beforeEach(() => {
  resetApp();
  resetPublicConfig();
});

function setup(info: LicenseInfo, role: 'ADMIN' | 'MANAGER' = 'ADMIN', extra: FakeRoute[] = []) {
  const current = { ...workspace, role };
  signIn({ workspaces: [current], selected: current });
  const api = fakeApi([
    ...extra,
    { method: 'GET', path: infoPath, reply: [200, { success: true, data: info }] },
  ]);
  renderPage(<LicenceCard />);
  return api;
}

const usage = (name: string) => screen.getByRole('progressbar', { name });
const feature = (name: string) => screen.getByText(name).closest('li')!;

describe('LicenceCard', () => {
  it('shows the plan, usage against each limit and the features of a FREE workspace', async () => {
    setup(free);
    expect((await screen.findByTestId('licence-plan')).textContent).toBe('Free');
    expect(screen.getByText('No end date')).toBeTruthy();
    expect(usage('Staff members').getAttribute('aria-valuetext')).toBe('4 / 6');
    expect(usage('Staff members').getAttribute('aria-valuemax')).toBe('6');
    expect(usage('Admins').getAttribute('aria-valuetext')).toBe('1 / 1');
    expect(usage('Rotation patterns').getAttribute('aria-valuetext')).toBe('0 / 1');
    expect(usage('Shift types').getAttribute('aria-valuetext')).toBe('3 / 5');
    expect(screen.getByText('4 / 6')).toBeTruthy();
    for (const name of [
      'Staff login',
      'Self-planning',
      'Email notifications',
      'API access',
      'Priority support',
    ]) {
      expect(within(feature(name)).getByText('Not included')).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Professional as unlimited with every feature, and no trial to start', async () => {
    const team: LicenseInfo = {
      ...free,
      displayName: 'Professional',
      license: 'TEAM',
      renewalDate: '2027-01-31',
      trialAvailable: false,
      limits: {
        staff: { current: 42, max: null, unlimited: true },
        admins: { current: 2, max: null, unlimited: true },
        rotationPatterns: { current: 7, max: null, unlimited: true },
        shiftTypes: { current: 9, max: null, unlimited: true },
      },
      features: {
        staffLogin: true,
        selfPlanning: true,
        emailNotifications: true,
        apiAccess: true,
        prioritySupport: true,
      },
    };
    setup(team);
    expect((await screen.findByTestId('licence-plan')).textContent).toBe('Professional');
    expect(screen.getByText('Licence valid until 31 January 2027')).toBeTruthy();
    expect(screen.getByText('42 / Unlimited')).toBeTruthy();
    expect(usage('Rotation patterns').getAttribute('aria-valuetext')).toBe('7 / Unlimited');
    expect(within(feature('Priority support')).getByText('Included')).toBeTruthy();
    expect(within(feature('API access')).getByText('Included')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it('starts the trial: posts plan START, then shows the Start plan with its trial end date', async () => {
    const api = setup(free, 'ADMIN', [
      {
        method: 'POST',
        path: trialPath,
        reply: [200, { success: true, data: trial, message: 'Trial started' }],
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(screen.getByTestId('licence-plan').textContent).toBe('Start'));
    expect(api.find('POST', trialPath).map((r) => r.body)).toEqual([{ plan: 'START' }]);
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(screen.getByText('Your free trial ends on 17 March 2026')).toBeTruthy();
    expect(await screen.findByText('Your free trial has started. It ends on 17 March 2026.')).toBeTruthy();
    expect(usage('Staff members').getAttribute('aria-valuetext')).toBe('4 / 20');
    expect(within(feature('Staff login')).getByText('Included')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it.each([
    [
      'the server message',
      [409, { success: false, error: 'This workspace has already used its free trial', code: 'CONFLICT' }],
      'This workspace has already used its free trial',
    ],
    ['trialError without one', [500], 'Failed to start the trial'],
  ] as const)('shows %s when the trial cannot start', async (_label, reply, message) => {
    setup(free, 'ADMIN', [{ method: 'POST', path: trialPath, reply: [...reply] }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByTestId('licence-plan').textContent).toBe('Free');
    expect(screen.getByRole('button', { name: 'Start free trial' })).toHaveProperty('disabled', false);
  });

  it('offers no trial to a MANAGER', async () => {
    setup(free, 'MANAGER');
    expect(await screen.findByTestId('licence-plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it('shows the expired alert with the contact address from the server', async () => {
    setup({ ...trial, trialExpired: true }, 'ADMIN', [
      {
        method: 'GET',
        path: '/api/public/config',
        reply: [200, { success: true, data: { contactEmail: 'renew@openrota.example' } }],
      },
    ]);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(within(alert).getByRole('link', { name: 'renew@openrota.example' }).getAttribute('href')).toBe(
        'mailto:renew@openrota.example',
      ),
    );
    expect(alert.textContent).toBe(
      'The licence of this workspace has expired. Contact renew@openrota.example to renew it. You can still download a backup of your data.',
    );
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it.each([
    [
      'the server message',
      [403, { success: false, error: 'You do not have permission to do this', code: 'FORBIDDEN' }],
      'You do not have permission to do this',
    ],
    ['licenseInfoError without one', [500], 'Failed to load the licence information'],
  ] as const)('shows %s when the licence cannot be read', async (_label, reply, message) => {
    signIn({ workspaces: [workspace], selected: workspace });
    fakeApi([{ method: 'GET', path: infoPath, reply: [...reply] }]);
    renderPage(<LicenceCard />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(message);
  });
});

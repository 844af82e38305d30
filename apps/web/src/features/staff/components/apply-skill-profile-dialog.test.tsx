import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { StaffPage } from '../staff-page';

const day = buildShiftType({ name: 'Day' });
const night = buildShiftType({ name: 'Night', order: 1 });
const daySkill = buildSkill(day);
const anna = buildStaff({ name: 'Anna de Vries', skills: [daySkill] });
const bram = buildStaff({ name: 'Bram Jansen', shortName: 'BJ' });

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});

function serve() {
  return fakeApi([
    { method: 'GET', path: '/api/staff', reply: ok([anna, bram]) },
    // The Contract column reads the contracts in force in one request (none here).
    { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    { method: 'GET', path: '/api/shift-types', reply: ok([day, night]) },
    {
      method: 'POST',
      path: /\/skills$/,
      reply: (r) => [
        201,
        {
          success: true,
          data: buildSkill((r.body as { shiftTypeId: string }).shiftTypeId === day.id ? day : night),
        },
      ],
    },
    { method: 'DELETE', path: /\/skills\//, reply: ok(null) },
  ]);
}

async function openProfile() {
  const user = userEvent.setup();
  renderPage(<StaffPage />);
  await screen.findByText('Bram Jansen');
  await user.click(screen.getByRole('button', { name: 'Skills' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Apply skill profile' }) };
}

describe('apply skill profile', () => {
  it('asks for a skill, then for a staff member, and skips skills already held', async () => {
    const api = serve();
    const { user, dialog } = await openProfile();
    expect(within(dialog).getByRole('tab', { name: '1 Define Skills' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Please select at least one skill to add')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Please select at least one staff member')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: '2 Select Staff' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Added 1 skill to 2 staff members (1 already held)')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/staff/${bram.id}/skills`,
    ]);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('in replace mode removes every current skill first', async () => {
    const api = serve();
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Replace current skills' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Anna de Vries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/staff/${anna.id}/skills/${daySkill.id}`,
      `POST /api/staff/${anna.id}/skills`,
    ]);
  });

  it("says 'Failed to add any skills' when every addition fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([anna, bram]) },
      // The Contract column reads the contracts in force in one request (none here).
      { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
      { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
      { method: 'GET', path: '/api/shift-types', reply: ok([day, night]) },
      { method: 'POST', path: /\/skills$/, reply: [500, { success: false, error: 'boom' }] },
    ]);
    const { user, dialog } = await openProfile();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(dialog).getByRole('tab', { name: '2 Select Staff' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bram Jansen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Failed to add any skills')).toBeTruthy();
  });
});

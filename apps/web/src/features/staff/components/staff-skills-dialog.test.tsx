import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { StaffPage } from '../staff-page';

const day = buildShiftType({ name: 'Day' });
const late = buildShiftType({ name: 'Late', order: 1 });
const night = buildShiftType({ name: 'Night', order: 2 });
const anna = buildStaff({ name: 'Anna de Vries', skills: [buildSkill(day)] });

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});

async function openSkills() {
  const api = fakeApi([
    { method: 'GET', path: '/api/staff', reply: ok([anna]) },
    // The Contract column reads the contracts in force in one request (none here).
    { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    { method: 'GET', path: '/api/shift-types', reply: ok([day, late, night]) },
    {
      method: 'POST',
      path: /\/skills$/,
      reply: (r) => [
        201,
        {
          success: true,
          data: buildSkill((r.body as { shiftTypeId: string }).shiftTypeId === late.id ? late : night),
        },
      ],
    },
  ]);
  const user = userEvent.setup();
  renderPage(<StaffPage />);
  await user.click(await screen.findByRole('button', { name: 'Skills of Anna de Vries' }));
  return { api, user, dialog: await screen.findByRole('dialog', { name: 'Skills of Anna de Vries' }) };
}

describe('per-staff skills', () => {
  it('asks for a shift type before adding one', async () => {
    const { api, user, dialog } = await openSkills();
    expect(within(dialog).getByText('Day')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a skill');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('bulk add needs at least one skill, offers only those not held and closes 1.5 s after adding them all', async () => {
    const { api, user, dialog } = await openSkills();
    await user.click(within(dialog).getByRole('button', { name: 'Add several' }));
    const bulk = await screen.findByRole('dialog', { name: 'Add skills to Anna de Vries' });
    expect(within(bulk).queryByRole('checkbox', { name: 'Day' })).toBeNull();
    await user.click(within(bulk).getByRole('button', { name: 'Add selected skills' }));
    expect(within(bulk).getByText('Please select at least one skill')).toBeTruthy();

    await user.click(within(bulk).getByRole('checkbox', { name: 'Late' }));
    await user.click(within(bulk).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(bulk).getByRole('button', { name: 'Add selected skills' }));
    expect(await within(bulk).findByText('2 skills added')).toBeTruthy();
    expect(
      api.requests
        .filter((r) => r.method === 'POST')
        .map((r) => (r.body as { shiftTypeId: string }).shiftTypeId),
    ).toEqual([late.id, night.id]);
    expect(screen.getByRole('dialog', { name: 'Add skills to Anna de Vries' })).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Add skills to Anna de Vries' })).toBeNull(),
      { timeout: 3000 },
    );
  });
});

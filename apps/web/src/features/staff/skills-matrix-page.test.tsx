import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { SkillsMatrixPage } from './skills-matrix-page';

const day = buildShiftType({ name: 'Day', order: 0 });
const night = buildShiftType({ name: 'Night', shortName: 'N', order: 1 });
const daySkill = buildSkill(day);
const anna = buildStaff({ name: 'Anna de Vries', skills: [daySkill] });

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});

const checkbox = (name: string) => screen.findByRole('checkbox', { name });

describe('SkillsMatrixPage', () => {
  it('adds a skill with POST and removes one with DELETE', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([anna]) },
      { method: 'GET', path: '/api/shift-types', reply: ok([night, day]) },
      {
        method: 'POST',
        path: `/api/staff/${anna.id}/skills`,
        reply: [201, { success: true, data: buildSkill(night) }],
      },
      { method: 'DELETE', path: `/api/staff/${anna.id}/skills/${daySkill.id}`, reply: ok(null) },
    ]);
    renderPage(<SkillsMatrixPage />);
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    // Columns in shift type order.
    expect(headers).toEqual(['Staff member', 'Day', 'Night']);

    expect((await checkbox('Anna de Vries can work Night')).getAttribute('aria-checked')).toBe('false');
    await user.click(await checkbox('Anna de Vries can work Night'));
    await waitFor(() => expect(api.find('POST', `/api/staff/${anna.id}/skills`)).toHaveLength(1));
    expect(api.find('POST', `/api/staff/${anna.id}/skills`)[0]!.body).toEqual({ shiftTypeId: night.id });

    await user.click(await checkbox('Anna de Vries can work Day'));
    await waitFor(() =>
      expect(api.find('DELETE', `/api/staff/${anna.id}/skills/${daySkill.id}`)).toHaveLength(1),
    );
  });

  it('rolls the cell back and tells the user when the call fails', async () => {
    const user = userEvent.setup();
    fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([anna]) },
      { method: 'GET', path: '/api/shift-types', reply: ok([day, night]) },
      {
        method: 'POST',
        path: /\/skills$/,
        reply: [500, { success: false, error: 'Could not save the skill' }],
      },
    ]);
    renderPage(<SkillsMatrixPage />);
    await user.click(await checkbox('Anna de Vries can work Night'));
    expect(await screen.findByText('Could not save the skill')).toBeTruthy();
    await waitFor(async () =>
      expect((await checkbox('Anna de Vries can work Night')).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('unticking a cell whose add is still in flight removes the skill that add created', async () => {
    const user = userEvent.setup();
    const created = buildSkill(night);
    let releasePost: () => void = () => {};
    const postHeld = new Promise<void>((resolve) => (releasePost = resolve));
    let posted = false;
    const api = fakeApi([
      {
        method: 'GET',
        path: '/api/staff',
        reply: () => ok([posted ? { ...anna, skills: [daySkill, created] } : anna]),
      },
      { method: 'GET', path: '/api/shift-types', reply: ok([day, night]) },
      {
        method: 'POST',
        path: `/api/staff/${anna.id}/skills`,
        reply: async () => {
          await postHeld;
          posted = true;
          return [201, { success: true, data: created }];
        },
      },
      { method: 'DELETE', path: /\/skills\//, reply: ok(null) },
    ]);
    renderPage(<SkillsMatrixPage />);
    await user.click(await checkbox('Anna de Vries can work Night'));
    await user.click(await checkbox('Anna de Vries can work Night'));
    releasePost();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/staff/${anna.id}/skills/${created.id}`,
      ]),
    );
  });
});

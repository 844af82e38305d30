import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { fakeApi } from '@/test/fake-api';
import { buildWorkspace } from '@/test/factories';
import { resetApp, signIn } from '@/test/render-app';
import { renderShell } from './test-shell';

const LONG_NAME = 'Intensive Care Unit, North Wing, Second Floor (night team)';
let spies: ReturnType<typeof resetApp>;

beforeEach(() => {
  spies = resetApp();
});

async function openSwitcher(name: string) {
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', {
    name: new RegExp(`Workspace: ${name.replace(/[()]/g, '\\$&')}`),
  });
  await user.click(trigger);
  return { user, trigger, menu: await screen.findByRole('menu') };
}

describe('workspace switcher', () => {
  it('lists the user’s workspaces, each with its role, and the current one checked', async () => {
    const ward = buildWorkspace({ name: 'Ward 4B', role: 'ADMIN' });
    const cafe = buildWorkspace({ name: 'Café De Hoek', role: 'MANAGER' });
    const clinic = buildWorkspace({ name: 'Clinic', role: 'STAFF' });
    renderShell({ workspace: ward });
    signIn({ workspaces: [ward, cafe, clinic], selected: ward });

    const { menu } = await openSwitcher('Ward 4B');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ward 4BAdmin',
      'Café De HoekManager',
      'ClinicStaff',
    ]);
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Create new workspace' })).toBeTruthy();
  });

  it('shows Workspace Settings to admins only', async () => {
    const managed = buildWorkspace({ name: 'Café De Hoek', role: 'MANAGER' });
    renderShell({ workspace: managed });
    const { menu } = await openSwitcher('Café De Hoek');
    expect(within(menu).queryByText('Workspace Settings')).toBeNull();
  });

  it('offers Workspace Settings to an admin', async () => {
    renderShell({ workspace: buildWorkspace({ name: 'Ward 4B', role: 'ADMIN' }) });
    const { menu } = await openSwitcher('Ward 4B');
    expect(within(menu).getByText('Workspace Settings')).toBeTruthy();
  });

  it('truncates a long name at 150 px with an ellipsis and keeps the full name as a title; the menu is 250 px wide', async () => {
    renderShell({ workspace: buildWorkspace({ name: LONG_NAME }) });
    const { trigger, menu } = await openSwitcher(LONG_NAME);
    for (const element of [trigger, menu].flatMap((root) => within(root).getAllByTitle(LONG_NAME))) {
      expect(element.className).toMatch(/max-w-\[150px\]/);
      expect(element.className).toMatch(/\btruncate\b/);
    }
    expect(menu.className).toMatch(/w-\[250px\]/);
  });

  it('selects the chosen workspace and closes the menu', async () => {
    const ward = buildWorkspace({ name: 'Ward 4B' });
    const cafe = buildWorkspace({ name: 'Café De Hoek', role: 'MANAGER' });
    const api = fakeApi([
      { method: 'GET', path: `/api/workspaces/${cafe.id}`, reply: [200, { success: true, data: cafe }] },
    ]);
    renderShell({ workspace: ward });
    signIn({ workspaces: [ward, cafe], selected: ward });

    const { user, menu } = await openSwitcher('Ward 4B');
    await user.click(within(menu).getByRole('menuitemradio', { name: /Café De Hoek/ }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(spies.reload).toHaveBeenCalledOnce());
    expect(useWorkspaceStore.getState().currentWorkspace?.id).toBe(cafe.id);
    expect(api.find('GET', `/api/workspaces/${cafe.id}`)[0]?.headers['x-workspace-id']).toBe(cafe.id);
  });

  it('opens the workspace creation card in a modal', async () => {
    renderShell({ workspace: buildWorkspace({ name: 'Ward 4B' }) });
    const { user, menu } = await openSwitcher('Ward 4B');
    await user.click(within(menu).getByRole('menuitem', { name: 'Create new workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new workspace' });
    expect(within(dialog).getByLabelText('Workspace name')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

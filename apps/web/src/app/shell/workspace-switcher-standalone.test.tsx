import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { buildWorkspace } from '@/test/factories';
import { resetApp, signIn } from '@/test/render-app';
import { WorkspaceSwitcher } from './workspace-switcher';

let spies: ReturnType<typeof resetApp>;
beforeEach(() => {
  spies = resetApp();
});

/** As a page outside the admin shell (no query client, e.g. the licence-expired page) would use it. */
function renderOnPage() {
  const router = createMemoryRouter(
    [{ path: '/license-expired', element: <WorkspaceSwitcher navigateTo={() => '/dashboard'} /> }],
    {
      initialEntries: ['/license-expired'],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('workspace switcher outside the shell', () => {
  it('switches and goes where the page asks', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    const other = buildWorkspace({ name: 'Other ward', role: 'STAFF' });
    fakeApi([
      { method: 'GET', path: `/api/workspaces/${other.id}`, reply: [200, { success: true, data: other }] },
    ]);
    signIn({ workspaces: [expired, other], selected: expired });
    renderOnPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Expired ward/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /Other ward/ }));
    await waitFor(() => expect(spies.assign).toHaveBeenCalledWith('/dashboard'));
  });

  it('opens the creation card without a surrounding query client', async () => {
    const expired = buildWorkspace({ name: 'Expired ward' });
    signIn({ workspaces: [expired], selected: expired });
    renderOnPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Expired ward/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Create new workspace' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Workspace name'));
  });
});

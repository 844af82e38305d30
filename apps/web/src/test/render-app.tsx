import type { User, Workspace } from '@openrota/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { browser } from '@/lib/browser';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildUser } from './factories';

/** Renders the real route tree at `path`; the returned router tells where the user ended up. */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    router,
    ...view,
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search,
  };
}

/** A signed-in session, optionally with a selected workspace. */
export function signIn({
  user = buildUser(),
  workspaces = [] as Workspace[],
  selected,
}: { user?: User; workspaces?: Workspace[]; selected?: Workspace } = {}) {
  useAuthStore.getState().setSession({ token: 'session-token', user, workspaces });
  if (selected) useWorkspaceStore.getState().setWorkspace(selected);
  return { user, workspaces };
}

/** Clean stores, storage and caches; full-page navigation is observed instead of performed. */
export function resetApp() {
  useAuthStore.getState().reset();
  useWorkspaceStore.getState().clearWorkspace();
  queryClient.clear();
  localStorage.clear();
  return {
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => undefined),
    reload: vi.spyOn(browser, 'reload').mockImplementation(() => undefined),
  };
}

import type { Workspace } from '@openrota/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildWorkspace } from '@/test/factories';
import { signIn } from '@/test/render-app';
import { AppLayout } from './app-layout';

type HappyWindow = Window & {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
};

/** Resizes the test window; media queries and their listeners follow. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 });
}

/** The shell around two stand-in pages (and one for any other path), signed in with a selected workspace, at `path`. */
export function renderShell({
  path = '/dashboard',
  width = 1280,
  workspace = buildWorkspace(),
}: { path?: string; width?: number; workspace?: Workspace } = {}) {
  setViewportWidth(width);
  signIn({ workspaces: [workspace], selected: workspace });
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: 'dashboard', element: <h1>Dashboard page</h1> },
          { path: 'elsewhere', element: <h1>Elsewhere page</h1> },
          { path: '*', element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view, pathname: () => router.state.location.pathname };
}

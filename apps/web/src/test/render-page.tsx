import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from '@/lib/query-client';

/** Renders one signed-in page with server state, a router (for page events) and the toaster. */
export function renderPage(page: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

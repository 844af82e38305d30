import { Suspense, type ReactNode } from 'react';
import { PageLoader } from './page-loader';

/** App-wide providers. Server state (TanStack Query) is provided by the lazy DataLayout route. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

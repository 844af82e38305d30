import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { PageLoader } from './page-loader';

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

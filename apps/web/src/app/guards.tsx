import { lazy } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeNextPath, withNext } from '@/lib/next-path';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

const LandingPage = lazy(() =>
  import('@/features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);

export function useIsSignedIn(): boolean {
  return useAuthStore((s) => s.isAuthenticated && Boolean(s.token));
}

export function useHasWorkspace(): boolean {
  return useWorkspaceStore((s) => s.isWorkspaceSelected && Boolean(s.currentWorkspace));
}

/** `/`: signed in with a workspace → dashboard; signed in without → selection; else the landing page. */
export function HomeRoute() {
  const isSignedIn = useIsSignedIn();
  const hasWorkspace = useHasWorkspace();
  if (isSignedIn && hasWorkspace) return <Navigate to="/dashboard" replace />;
  if (isSignedIn) return <Navigate to="/select-workspace" replace />;
  return <LandingPage />;
}

/**
 * `/login` and `/register`: only for signed-out users. Once signed in, `?next=` (e.g. the
 * accept-invitation page) is where the user goes back to; otherwise the workspace selection.
 */
export function GuestOnly() {
  const [params] = useSearchParams();
  return useIsSignedIn() ? (
    <Navigate to={safeNextPath(params.get('next')) ?? '/select-workspace'} replace />
  ) : (
    <Outlet />
  );
}

/** Pages that need a signed-in user; a signed-out visit goes to the login and comes back after it. */
export function RequireAuth() {
  const location = useLocation();
  return useIsSignedIn() ? <Outlet /> : <Navigate to={withNext('/login', location)} replace />;
}

/**
 * Admin pages: signed in and a workspace selected. The page asked for travels along as `?next=`
 * through the login and the workspace selection, which return to it (a deep link survives).
 */
export function RequireWorkspace() {
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const hasWorkspace = useHasWorkspace();
  if (!isSignedIn) return <Navigate to={withNext('/login', location)} replace />;
  if (!hasWorkspace) return <Navigate to={withNext('/select-workspace', location)} replace />;
  return <Outlet />;
}

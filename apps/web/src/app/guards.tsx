import { lazy } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

const LandingPage = lazy(() => import('@/features/landing/landing-page').then((m) => ({ default: m.LandingPage })));

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

/** A `?next=` return path, kept only when it is a path of this app (never another site). */
export function safeNextPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/**
 * `/login` and `/register`: only for signed-out users. Once signed in, `?next=` (e.g. the
 * accept-invitation page) is where the user goes back to; otherwise the workspace selection.
 */
export function GuestOnly() {
  const [params] = useSearchParams();
  return useIsSignedIn() ? <Navigate to={safeNextPath(params.get('next')) ?? '/select-workspace'} replace /> : <Outlet />;
}

/** Pages that need a signed-in user. */
export function RequireAuth() {
  const location = useLocation();
  return useIsSignedIn() ? <Outlet /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
}

/** Admin pages: signed in and a workspace selected. */
export function RequireWorkspace() {
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const hasWorkspace = useHasWorkspace();
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!hasWorkspace) return <Navigate to="/select-workspace" replace />;
  return <Outlet />;
}

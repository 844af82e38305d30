import { create } from 'zustand';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage-keys';

export const STAFF_LOGIN_PATH = '/staff-login';
export const STAFF_DASHBOARD_PATH = '/staff-dashboard';

/** The staff login of a workspace when its slug is known, else the general one (docs/product/staff-login.md#staff-logout). */
export function staffLoginPath(slug?: string | null): string {
  return slug ? `/staff/${encodeURIComponent(slug)}/login` : STAFF_LOGIN_PATH;
}

type StaffSessionState = {
  /** The staff session's bearer token, kept under `staffToken` (docs/product/sign-in.md#browser-storage). */
  token: string | null;
  /** The workspace's slug once known (login link, typed slug, or `me`): where logout and a 401 lead. */
  workspaceSlug: string | null;
};

type StaffSessionActions = {
  signIn: (token: string, workspaceSlug?: string | null) => void;
  setWorkspaceSlug: (workspaceSlug: string | null) => void;
  /** Drops the token; the slug stays so the next login page can be the workspace's own. */
  signOut: () => void;
};

/**
 * The staff session, separate from the admin session (`auth-storage`/`token`): only the staff
 * client reads it, and it never reads the admin token.
 */
export const useStaffSessionStore = create<StaffSessionState & StaffSessionActions>()((set) => ({
  token: readStorage(STORAGE_KEYS.staffToken),
  workspaceSlug: null,
  signIn: (token, workspaceSlug) => {
    writeStorage(STORAGE_KEYS.staffToken, token);
    set((s) => ({ token, workspaceSlug: workspaceSlug ?? s.workspaceSlug }));
  },
  setWorkspaceSlug: (workspaceSlug) => set({ workspaceSlug }),
  signOut: () => {
    writeStorage(STORAGE_KEYS.staffToken, null);
    set({ token: null });
  },
}));

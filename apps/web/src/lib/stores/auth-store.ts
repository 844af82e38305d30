import type { SessionPayload, User, Workspace } from '@openrota/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, writeStorage } from '../storage-keys';

type AuthState = {
  token: string | null;
  user: User | null;
  workspaces: Workspace[];
  /** Workspace named by a token exchange, if any. */
  workspaceId: string | null;
  isAuthenticated: boolean;
  /** Last sign-in or registration failure, shown until cleared. */
  error: string | null;
};

type AuthActions = {
  setSession: (session: SessionPayload & { workspaceId?: string | null }) => void;
  setUser: (user: User) => void;
  setWorkspaces: (workspaces: Workspace[]) => void;
  setError: (error: string) => void;
  clearError: () => void;
  reset: () => void;
};

const signedOut: AuthState = {
  token: null,
  user: null,
  workspaces: [],
  workspaceId: null,
  isAuthenticated: false,
  error: null,
};

/** The admin session, persisted under `auth-storage` (token, user, workspaces, isAuthenticated). */
export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: ({ token, user, workspaces, workspaceId = null }) => {
        writeStorage(STORAGE_KEYS.token, token);
        set({ token, user, workspaces, workspaceId, isAuthenticated: true, error: null });
      },
      setUser: (user) => set({ user }),
      setWorkspaces: (workspaces) => set({ workspaces }),
      setError: (error) => set({ error }),
      clearError: () => set({ error: null }),
      reset: () => {
        writeStorage(STORAGE_KEYS.token, null);
        set(signedOut);
      },
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, workspaces, isAuthenticated }) => ({
        token,
        user,
        workspaces,
        isAuthenticated,
      }),
    },
  ),
);

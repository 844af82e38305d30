import type { Workspace } from '@openrota/contracts';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage-keys';

type WorkspaceState = {
  currentWorkspace: Workspace | null;
  isWorkspaceSelected: boolean;
};

type WorkspaceActions = {
  setWorkspace: (workspace: Workspace) => void;
  /** Merges fresh details from the server into the current workspace. */
  mergeWorkspace: (details: Partial<Workspace>) => void;
  setOnboardingCompleted: (completed: boolean) => void;
  clearWorkspace: () => void;
};

type Persisted = StorageValue<WorkspaceState>;

/** Reads `workspace-storage`, ignoring (with a warning) a value that cannot be parsed. */
const storage: PersistStorage<WorkspaceState> = {
  getItem: (name) => {
    const raw = readStorage(name);
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as Persisted;
      const workspace = value?.state?.currentWorkspace;
      if (workspace !== null && (typeof workspace !== 'object' || typeof workspace.id !== 'string')) {
        throw new Error('currentWorkspace has no id');
      }
      return value;
    } catch (error) {
      console.warn('Ignoring the stored workspace selection: it cannot be parsed', error);
      return null;
    }
  },
  setItem: (name, value) => writeStorage(name, JSON.stringify(value)),
  removeItem: (name) => writeStorage(name, null),
};

/** The current workspace, persisted under `workspace-storage`. */
export const useWorkspaceStore = create<WorkspaceState & WorkspaceActions>()(
  persist(
    (set) => ({
      currentWorkspace: null,
      isWorkspaceSelected: false,
      setWorkspace: (workspace) => set({ currentWorkspace: workspace, isWorkspaceSelected: true }),
      mergeWorkspace: (details) =>
        set(({ currentWorkspace }) =>
          currentWorkspace ? { currentWorkspace: { ...currentWorkspace, ...details } } : {},
        ),
      setOnboardingCompleted: (completed) =>
        set(({ currentWorkspace }) =>
          currentWorkspace
            ? { currentWorkspace: { ...currentWorkspace, onboardingCompleted: completed } }
            : {},
        ),
      clearWorkspace: () => set({ currentWorkspace: null, isWorkspaceSelected: false }),
    }),
    {
      name: STORAGE_KEYS.workspace,
      storage,
      partialize: ({ currentWorkspace, isWorkspaceSelected }) => ({ currentWorkspace, isWorkspaceSelected }),
    },
  ),
);

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage-keys';

/** How many recently used quick actions are remembered (docs/product/shell.md#quick-actions). */
export const RECENT_ACTIONS_LIMIT = 3;

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

/** The ids of the last used actions, most recent first, from `recentActions`. */
export function readRecentActions(): string[] {
  const raw = readStorage(STORAGE_KEYS.recentActions);
  if (raw === cached.raw) return cached.ids;
  let ids: string[] = [];
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value))
      ids = value.filter((id): id is string => typeof id === 'string').slice(0, RECENT_ACTIONS_LIMIT);
  } catch {
    // An unreadable value is treated as no history.
  }
  cached = { raw, ids };
  return ids;
}

/** Puts `id` first, drops its older use and keeps the last three. */
export function rememberAction(id: string): string[] {
  const ids = [id, ...readRecentActions().filter((other) => other !== id)].slice(0, RECENT_ACTIONS_LIMIT);
  writeStorage(STORAGE_KEYS.recentActions, JSON.stringify(ids));
  for (const listener of listeners) listener();
  return ids;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.recentActions) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent action ids, updated when any tab uses an action. */
export function useRecentActions(): string[] {
  return useSyncExternalStore(subscribe, readRecentActions, () => []);
}

/** Key under which the auth store (zustand persist) keeps the admin session; docs/product/sign-in.md#browser-storage. */
export const AUTH_STORAGE_KEY = 'auth-storage';

type PersistedAuth = { state?: { isAuthenticated?: unknown; token?: unknown } };

/**
 * Whether an admin session is stored in this browser. Reads the persisted auth store directly so
 * the public landing page stays independent of the app's stores and their bundle weight.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return false;
    const parsed = JSON.parse(raw) as PersistedAuth | null;
    const state = parsed?.state;
    return state?.isAuthenticated === true && typeof state.token === 'string' && state.token.length > 0;
  } catch {
    return false;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

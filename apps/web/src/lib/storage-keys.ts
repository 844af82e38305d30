import { PRODUCT_KEY } from './config';

/** Browser storage keys of docs/product/sign-in.md#browser-storage: other tools and old sessions rely on them. */
export const STORAGE_KEYS = {
  auth: 'auth-storage',
  workspace: 'workspace-storage',
  token: 'token',
  staffToken: 'staffToken',
  language: `${PRODUCT_KEY}_language`,
  i18next: 'i18nextLng',
  recentActions: 'recentActions',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state still works.
  }
}

import type { PublicConfig } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-request';

let pending: Promise<PublicConfig> | null = null;

/**
 * GET /api/public/config (the server's CONTACT_EMAIL), read once per page load: the
 * licence-expired page is public and the licence card shows the same address. A failed read is
 * forgotten, so the next caller tries again.
 */
export function getPublicConfig(): Promise<PublicConfig> {
  pending ??= apiRequest<{ data: PublicConfig }>({ method: 'GET', url: '/api/public/config' })
    .then((body) => body.data)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** For tests: forget the cached answer. */
export function resetPublicConfig(): void {
  pending = null;
}

/** The contact address for renewing a licence; null while loading or when the call failed. */
export function useContactEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPublicConfig().then(
      (config) => live && setEmail(config.contactEmail),
      (error: unknown) => console.warn('Could not read the contact address', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return email;
}

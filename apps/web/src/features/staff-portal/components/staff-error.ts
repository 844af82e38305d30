import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';

/**
 * What a staff member reads for a failed call: an expired licence in words for staff (the
 * server's 402 text is for planners and mentions backups), else the server's message, else the
 * page's own text.
 */
export function staffErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof ApiError && error.status === 402) return t('staffPortal.licenceExpired');
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

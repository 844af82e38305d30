import type { TFunction } from 'i18next';
import { ApiError, getServerError } from '@/lib/api-error';

/**
 * What a failed absence call tells the user: the server's message when it sent one, else the
 * form key for the action (failedToCreate…), else unexpectedError for anything that is not an
 * API failure.
 */
export function absenceErrorMessage(
  t: TFunction,
  error: unknown,
  key: 'failedToCreate' | 'failedToUpdate' | 'failedToDelete',
): string {
  const server = getServerError(error);
  if (server) return server;
  return error instanceof ApiError ? t(`absences.form.${key}`) : t('absences.form.unexpectedError');
}

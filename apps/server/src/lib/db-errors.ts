import { AppError, type ErrorMessage } from './app-error';

/** PostgreSQL's SQLSTATE for a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Runs a delete that a usage check has already allowed; if a referencing row was added in
 * between, the foreign key refuses the delete and the caller gets the 409 instead of a 500.
 */
export async function inUseGuard<T>(message: ErrorMessage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw AppError.conflict(message);
    throw err;
  }
}

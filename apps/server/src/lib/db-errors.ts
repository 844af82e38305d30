import { ErrorCode } from '@openrota/contracts';
import { AppError, msg, type ErrorMessage } from './app-error';

/**
 * What a database error means for the client. Drizzle wraps the driver's error (its `cause`
 * holds PostgreSQL's SQLSTATE), so every check here reads the whole cause chain. No message,
 * SQL or constraint name of the database ever reaches an answer: they go to the log only.
 */

/** PostgreSQL's SQLSTATEs read here. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Seconds a client should wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes and (for a connection attempt to several addresses) its aggregated errors. */
function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  const todo: unknown[] = [err];
  while (todo.length > 0 && out.length < 20) {
    const e = todo.shift();
    if (!e || typeof e !== 'object') continue;
    const like = e as ErrorLike;
    out.push(like);
    todo.push(like.cause);
    if (Array.isArray(like.errors)) todo.push(...like.errors);
  }
  return out;
}

/** The PostgreSQL error in the chain: the one with a five-character SQLSTATE. */
function postgresError(err: unknown): (ErrorLike & { code: string }) | undefined {
  return chain(err).find(
    (e): e is ErrorLike & { code: string } => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code),
  );
}

export function isUniqueViolation(err: unknown): boolean {
  return postgresError(err)?.code === UNIQUE_VIOLATION;
}

export function isForeignKeyViolation(err: unknown): boolean {
  return postgresError(err)?.code === FOREIGN_KEY_VIOLATION;
}

/** A value or row PostgreSQL refuses: a data exception (class 22) or a constraint (class 23). */
export function isRefusedData(err: unknown): boolean {
  return /^2[23]/.test(postgresError(err)?.code ?? '');
}

/** Socket errors of a server that is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres' own words for a lost connection, a pool wait that ran out and an ended pool. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed/i;

/**
 * The database cannot be reached right now: refused, lost or timed-out connections; a server
 * shutting down or starting (57P01-57P03), out of connections or resources (class 53), or a
 * connection exception (class 08).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code)) return true;
    if (/^(08|53)/.test(code) || /^57P0[123]$/.test(code)) return true;
    return typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message);
  });
}

export function databaseUnavailable(): AppError {
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, 503, msg('generic.serviceUnavailable'), undefined, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** The request field behind a unique index, where a service did not name it itself. */
const UNIQUE_FIELDS: Record<string, string> = {
  shift_types_workspace_name_uq: 'name',
  workspaces_slug_unique: 'name',
  users_email_unique: 'email',
  staff_skills_staff_shift_type_uq: 'shiftTypeId',
  rotation_assignments_slot_uq: 'staffId',
  schedule_entries_slot_date_uq: 'rotationSlotId',
  rule_sets_workspace_name_uq: 'name',
  staff_contracts_staff_starts_on_uq: 'startsOn',
  public_holidays_workspace_date_uq: 'date',
};

/**
 * The error handler's fallback for a database error that no service turned into an AppError:
 * unreachable → 503 with Retry-After; a unique or foreign key violation (two requests racing)
 * → 409; a value PostgreSQL cannot hold (class 22, data exception) → 400. Anything else stays
 * a 500. Services that know the rule throw their own, more precise, AppError first.
 */
export function appErrorFromDatabase(err: unknown): AppError | undefined {
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  const pg = postgresError(err);
  if (!pg) return undefined;
  if (pg.code === UNIQUE_VIOLATION) {
    const field = typeof pg.constraint === 'string' ? UNIQUE_FIELDS[pg.constraint] : undefined;
    return AppError.conflict(msg('generic.alreadyExists'), field);
  }
  if (pg.code === FOREIGN_KEY_VIOLATION) return AppError.conflict(msg('generic.referenceChanged'));
  if (pg.code.startsWith('22')) return AppError.badRequest(msg('generic.valueCannotBeStored'));
  return undefined;
}

/**
 * Runs a delete that a usage check has already allowed; if a referencing row was added in
 * between, the foreign key refuses the delete and the caller gets the 409 instead of a 500.
 */
export async function inUseGuard<T>(message: ErrorMessage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw AppError.conflict(message);
    throw err;
  }
}

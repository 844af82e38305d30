import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError, msg } from './app-error';
import { appErrorFromDatabase, isDatabaseUnavailable, isUniqueViolation } from './db-errors';

/** node-postgres' error for a refused statement: SQLSTATE, constraint and PostgreSQL's own text. */
function pgError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`PostgreSQL says no (${code})`), { code, ...extra });
}
/** What services see: Drizzle wraps the driver's error with the SQL in its message. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('insert into "workspaces" ("slug") values ($1)', ['ward'], cause);

describe('database errors as answers', () => {
  it('reads a unique violation through Drizzle’s wrapper (where a check of err.code alone misses it)', () => {
    const err = wrapped(pgError('23505', { constraint: 'shift_types_workspace_name_uq' }));
    expect((err as { code?: string }).code).toBeUndefined();
    expect(isUniqueViolation(err)).toBe(true);
    const answer = appErrorFromDatabase(err)!;
    expect(answer).toBeInstanceOf(AppError);
    expect(answer.statusCode).toBe(409);
    expect(answer.details).toEqual([{ field: 'name', message: msg('generic.alreadyExists') }]);
    expect(`${answer.message} ${JSON.stringify(answer.details)}`).not.toMatch(
      /shift_types|insert|PostgreSQL/,
    );
  });

  it('answers 409 for a foreign key violation and 400 for a value PostgreSQL cannot hold', () => {
    expect(appErrorFromDatabase(wrapped(pgError('23503')))?.statusCode).toBe(409);
    const unstorable = appErrorFromDatabase(wrapped(pgError('22P05')))!;
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.message).not.toMatch(/PostgreSQL|22P05/);
  });

  it('answers 503 with Retry-After for a database out of reach, however the driver says it', () => {
    const refused = Object.assign(
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
        '',
      ),
      {},
    );
    const cases = [
      refused,
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      wrapped(pgError('57P01')),
      wrapped(pgError('53300')),
      wrapped(pgError('08006')),
    ];
    for (const err of cases) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      const answer = appErrorFromDatabase(err)!;
      expect(answer.statusCode).toBe(503);
      expect(answer.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.extra).toEqual({ retryAfterSeconds: 5 });
    }
  });

  it('leaves other errors to the 500 of the error handler', () => {
    expect(appErrorFromDatabase(new TypeError('x is undefined'))).toBeUndefined();
    expect(appErrorFromDatabase(wrapped(pgError('42P01')))).toBeUndefined();
  });
});

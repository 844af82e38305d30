import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { DbOrTx } from './database';
import { readAll } from './read-all';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A read that records when it starts and ends, so the test can tell overlapping reads apart. */
function timedRead(db: DbOrTx, log: string[], name: string, seconds: number) {
  return async () => {
    log.push(`start ${name}`);
    const rows = await db.execute(sql`select pg_sleep(${seconds}), ${name}::text as name`);
    log.push(`end ${name}`);
    return rows.rows[0]!.name as string;
  };
}

describe('readAll', () => {
  it('runs the reads at once on the pool and gives their results in order', async () => {
    const log: string[] = [];
    const results = await readAll(database.db, [
      timedRead(database.db, log, 'a', 0.2),
      timedRead(database.db, log, 'b', 0),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('runs them one after another in a transaction, without the driver warning of a query sent while another runs', async () => {
    const warn = vi.spyOn(process, 'emitWarning');
    const log: string[] = [];
    const results = await database.db.transaction((tx) =>
      readAll(tx, [timedRead(tx, log, 'a', 0.1), timedRead(tx, log, 'b', 0)]),
    );
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('already executing'))).toEqual([]);
    warn.mockRestore();
  });
});

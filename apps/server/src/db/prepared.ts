import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from './database';

/**
 * A read that runs on many requests, as a named prepared statement made once per database
 * handle: Drizzle builds its SQL once per process and PostgreSQL parses and plans it once per
 * connection, where an ordinary query pays both on every call (for a small read, more than the
 * read itself). `prepare` builds the query with `sql.placeholder(…)` for its parameters and ends
 * in `.prepare('<unique name>')`. A prepared statement runs on the pool, never in a transaction:
 * a repository that is also called with `tx` builds the same query there (`isTransaction`).
 */
export function preparedPerDb<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = prepare(db);
      made.set(db, query);
    }
    return query;
  };
}

/** Whether a repository was handed a transaction rather than the pool. */
export function isTransaction(db: DbOrTx): db is Tx {
  return is(db, PgTransaction);
}

import { isTransaction } from './prepared';
import type { DbOrTx } from './database';

/**
 * Runs several reads and gives their results in order: at once on the pool (each on a connection
 * of its own), one after another in a transaction. A transaction holds one connection, which runs
 * one query at a time anyway; handing it a second while the first runs is deprecated in
 * node-postgres 8 and refused from 9.
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

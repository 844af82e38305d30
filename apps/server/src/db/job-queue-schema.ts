import PgBoss from 'pg-boss';
import type pg from 'pg';

/** A connection or pool: what pg-boss needs to send its SQL (node-postgres's `query`). */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss over one of our connections or pools (it opens no pool of its own). */
export function bossDb(client: Queryable): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> };
}

/**
 * Creates or upgrades the job queue's schema (`pgboss`, docs/adr/0009-job-queue.md): pg-boss
 * checks its version table and applies what is missing; nothing when it is current.
 */
export async function installJobQueue(client: Queryable): Promise<void> {
  const boss = new PgBoss({ db: bossDb(client), migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** Arbitrary constant: the advisory lock around creating queues. */
const QUEUE_LOCK_KEY = 72_617_402;

/**
 * Creates the queues that do not exist yet. pg-boss gives each queue its own partition table;
 * two instances creating one queue at the same moment deadlock in PostgreSQL, so the creation
 * runs under an advisory lock (one instance after the other; the second finds them made).
 */
export async function createQueues(
  pool: pg.Pool,
  queues: Array<{ name: string; options: PgBoss.Queue }>,
): Promise<void> {
  const lookup = new PgBoss({ db: bossDb(pool) });
  const missing = [];
  for (const q of queues) if (!(await lookup.getQueue(q.name))) missing.push(q);
  if (missing.length === 0) return;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_LOCK_KEY]);
    try {
      const locked = new PgBoss({ db: bossDb(client) });
      for (const q of missing) await locked.createQueue(q.name, q.options);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

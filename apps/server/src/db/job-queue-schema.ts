import PgBoss from 'pg-boss';

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

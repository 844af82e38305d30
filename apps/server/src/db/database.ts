import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobQueue } from './job-queue-schema';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// timestamptz and date columns: keep `date` as the yyyy-MM-dd string PostgreSQL sends.
pg.types.setTypeParser(1082, (v: string) => v);

/** How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503. */
export const CONNECT_TIMEOUT_MS = 10_000;

export function connectDatabase(
  url: string,
  options: { max?: number; connectionTimeoutMillis?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Without a bound, a database host that drops packets keeps requests waiting for minutes.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}

/** The node-postgres pool under a Drizzle handle (drizzle keeps it as `$client`). */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client;
}

/** Finds `drizzle/` whether running from src/ (tests, tsx) or from the bundled dist/. */
export function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the drizzle migrations folder');
}

/** Arbitrary constant: the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_KEY = 72_617_401;

/**
 * Applies pending migrations under a session advisory lock, so several instances starting
 * at once against one database migrate one after the other instead of racing.
 */
export async function runMigrations(pool: pg.Pool, migrationsFolder = findMigrationsDir()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      // The job queue's own schema (pgboss), created or upgraded by pg-boss itself.
      await installJobQueue(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

import os from 'node:os';
import type { AppConfig } from './config';
import { connectDatabase, runMigrations, type Database } from './db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';

/** What the server and the operator commands share to come up: logging and the database. */

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/**
 * Logs in pino's line format before the Fastify logger exists (database start, migrations),
 * so the whole start-up reads as one stream. The level comes straight from LOG_LEVEL because
 * a broken configuration must still be reported.
 */
export function bootLogger(level: keyof typeof LEVELS, stream: NodeJS.WritableStream = process.stdout) {
  const threshold = LEVELS[level];
  const hostname = os.hostname();
  return (lvl: Level, msg: string) => {
    if (LEVELS[lvl] < threshold) return;
    stream.write(
      `${JSON.stringify({ level: LEVELS[lvl], time: Date.now(), pid: process.pid, hostname, msg })}\n`,
    );
  };
}

export type BootLog = ReturnType<typeof bootLogger>;

/** PostgreSQL's own log lines: problems stay visible, routine chatter only at debug. */
function postgresLogLevel(line: string): Level {
  // Our own stop ends the last backends this way: expected, not a problem.
  if (line.includes('terminating connection due to administrator command')) return 'debug';
  return /\b(PANIC|FATAL|ERROR|WARNING):/.test(line) ? 'warn' : 'debug';
}

export interface OpenedDatabase {
  database: Database;
  embedded: EmbeddedPostgres | undefined;
  /** Closes the pool, then stops the embedded server (if we started one). */
  close(): Promise<void>;
}

/** DATABASE_URL when set, else the embedded server in DATA_DIR; migrated either way. */
export async function openDatabase(
  config: AppConfig,
  log: BootLog,
  options: { embeddedUrl?: string } = {},
): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl ?? options.embeddedUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedDbPort,
      log: (m) => log(m.startsWith('postgres: ') ? postgresLogLevel(m) : 'info', m),
    });
    url = embedded.url;
  }
  const database = connectDatabase(url, { max: config.databasePoolSize });
  const close = async () => {
    await database.close().catch(() => {});
    await embedded?.stop();
  };
  try {
    await runMigrations(database.pool);
  } catch (err) {
    await close();
    throw err;
  }
  return { database, embedded, close };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the migrated template database. */
    templateDatabaseUrl: string;
    /** Prefix of this run's test databases; the teardown drops only these. */
    testDatabasePrefix: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run (the embedded server in a temporary directory, or
 * the server at DATABASE_URL), migrates a template database once, and hands its URL to the
 * test files; each file copies it (`CREATE DATABASE … TEMPLATE …`).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tmpDir: string | undefined;
  let baseUrl: URL;
  if (process.env.DATABASE_URL) {
    baseUrl = new URL(process.env.DATABASE_URL);
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-test-'));
    fs.chmodSync(tmpDir, 0o755);
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    embedded = await startEmbeddedPostgres({ dataDir: tmpDir, port });
    baseUrl = new URL(embedded.url);
  }
  const templateName = `openrota_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateUrl = new URL(baseUrl.toString());
  templateUrl.pathname = `/${templateName}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await runMigrations(pool);
  await pool.end();
  project.provide('templateDatabaseUrl', templateUrl.toString());
  // The run's own prefix: runs side by side on one server (two worktrees, CI beside a developer)
  // must not drop each other's databases in their teardowns.
  const prefix = `openrota_test_${process.pid}_`;
  project.provide('testDatabasePrefix', prefix);

  return async () => {
    await admin
      .query(`SELECT datname FROM pg_database WHERE starts_with(datname, $2) OR datname = $1`, [
        templateName,
        prefix,
      ])
      .then(async (res) => {
        for (const row of res.rows as { datname: string }[]) {
          await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
        }
      });
    await admin.end();
    if (embedded) await embedded.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}

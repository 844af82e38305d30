import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runMigrations } from './database';

/** An empty database on the test server (not copied from the migrated template). */
async function emptyDatabase() {
  const template = new URL(inject('templateDatabaseUrl'));
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(template.toString());
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(template.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations at start-up', () => {
  it('let several instances migrate one empty database at once without racing', async () => {
    const url = await emptyDatabase();
    const pools = [1, 2, 3, 4].map(() => new pg.Pool({ connectionString: url, max: 2 }));
    try {
      await Promise.all(pools.map((pool) => runMigrations(pool)));
      const { rows } = await pools[0]!.query<{ count: string }>(
        'SELECT count(*) FROM drizzle.__drizzle_migrations',
      );
      const journal = await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } });
      expect(Number(rows[0]!.count)).toBe(journal.default.entries.length);
      const tables = await pools[0]!.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.rows.map((r: { table_name: string }) => r.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'workspaces',
          'workspace_members',
          'audit_logs',
          'mail_outbox',
        ]),
      );
      // Running them again is a no-op.
      await runMigrations(pools[1]!);
      const again = await pools[0]!.query<{ count: string }>(
        'SELECT count(*) FROM drizzle.__drizzle_migrations',
      );
      expect(again.rows[0]!.count).toBe(rows[0]!.count);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});

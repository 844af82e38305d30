import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import {
  embeddedUrl,
  freePort,
  initialisedDataDir,
  startServer,
  tempDataDir,
  type ServerProcess,
} from '../apps/server/test/server-process';
import { bench } from './lib';

/**
 * Two real server processes on one PostgreSQL (A's embedded one; B through DATABASE_URL) and
 * one Redis (REDIS_URL, default redis://127.0.0.1:6379, a fresh key prefix), loaded at the same
 * time by autocannon: a rate-limited route (POST /api/auth/forgot-password, 20 a minute per
 * address) and /healthz. Prints what the limited route admitted across both instances (the
 * limit holds when it is 20) and the throughput of each path on each instance; then the same
 * without REDIS_URL, where each instance counts alone (40 admitted).
 */

const DURATION_S = 4;
const CONNECTIONS = 10;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Run {
  rps: number;
  statuses: Record<string, number>;
}

async function load(port: number, path: string, body?: unknown): Promise<Run> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...(body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  });
  if (result.errors > 0) throw new Error(`${path}: ${result.errors} errors`);
  return { rps: result.requests.average, statuses };
}

/** Starts A (embedded PostgreSQL) and B (A's database through DATABASE_URL) with `env`, loads both. */
async function pair(label: string, env: Record<string, string>, expectedAdmitted: number) {
  const dataDir = await initialisedDataDir();
  const dbPort = await freePort();
  const a = startServer({ dataDir, port: await freePort(), dbPort, env });
  await a.ready();
  const b: ServerProcess = startServer({
    dataDir: tempDataDir(),
    port: await freePort(),
    dbPort: await freePort(),
    env: { ...env, DATABASE_URL: embeddedUrl(dataDir, dbPort) },
  });
  await b.ready();
  const ports = [a.options.port, b.options.port];
  const limited = await Promise.all(
    ports.map((port) => load(port, '/api/auth/forgot-password', { email: 'bench@example.com' })),
  );
  const admitted = limited.reduce((n, r) => n + (r.statuses['200'] ?? 0), 0);
  const refused = limited.reduce((n, r) => n + (r.statuses['429'] ?? 0), 0);
  const health = await Promise.all(ports.map((port) => load(port, '/healthz')));
  const rps = (runs: Run[]) => runs.map((r) => Math.round(r.rps)).join(' + ');
  console.log(
    `two-instances, ${label}: forgot-password from one address on both at once: ${admitted} admitted, ${refused} answered 429; ` +
      `${rps(limited)} requests/s on it, ${rps(health)} on /healthz (${CONNECTIONS} connections each, ${DURATION_S} s)`,
  );
  a.kill('SIGTERM');
  b.kill('SIGTERM');
  await Promise.all([a.exit(15_000), b.exit(15_000)]);
  if (admitted !== expectedAdmitted)
    throw new Error(`${label}: ${admitted} admitted where ${expectedAdmitted} were expected`);
}

await bench('two-instances', async () => {
  const prefix = `openrota-bench:${randomBytes(6).toString('hex')}:`;
  await pair(
    `Redis at ${redisUrl} (limit 20 a minute in all)`,
    { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
    20,
  );
  await pair('no REDIS_URL (each instance counts alone: 20 each)', {}, 40);
});

import autocannon from 'autocannon';
import { cleanup, freePort, initialisedDataDir, startServer } from '../apps/server/test/server-process';

/** Shared by the bench scripts: number formatting and a guaranteed clean-up. */

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/**
 * The server bundle on a fresh data directory (embedded PostgreSQL) and free ports, ready: the
 * production build logging at warn unless `env` says otherwise. `bench` stops it.
 */
export async function startBenchServer(
  env: Record<string, string> = { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
): Promise<{ port: number }> {
  const port = await freePort();
  const server = startServer({ dataDir: await initialisedDataDir(), port, dbPort: await freePort(), env });
  await server.ready();
  return { port };
}

/** Runs a bench body and always kills what it started (servers, embedded databases). */
export async function bench(name: string, body: () => Promise<void>): Promise<void> {
  const stop = () => {
    void cleanup({ final: true }).finally(() => process.exit(130));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    await body();
  } catch (err) {
    console.error(`${name}: failed: ${(err as Error).stack ?? String(err)}`);
    process.exitCode = 1;
  } finally {
    await cleanup({ final: true });
  }
}

export interface LoadRun {
  rps: number;
  /** Every response time, sorted (ms). */
  latencies: number[];
}

/** `connections` clients requesting `path` for `seconds` (autocannon); any non-2xx answer fails the bench. */
export async function loadTest(
  port: number,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  /** The answers expected: 2xx, or 304 Not Modified (a revalidation with If-None-Match). */
  expect: '2xx' | '304' = '2xx',
): Promise<LoadRun> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}${path}`, headers, connections, duration: seconds },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const unexpected = expect === '2xx' ? result.non2xx : result.requests.total - result['3xx'];
  if (unexpected > 0 || result.errors > 0)
    throw new Error(`${path}: ${unexpected} answers not ${expect}, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.average, latencies };
}

import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { freePort, startServer, tempDataDir } from '../apps/server/test/server-process';
import { bench, median, ms } from './lib';

/**
 * Start-up times: the embedded PostgreSQL server on its own (first start with initdb into an
 * empty DATA_DIR, and a restart on an existing one), then the whole server process from spawn
 * to /healthz answering (fresh and existing DATA_DIR, including migrations).
 */

const ROUNDS = 3;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

await bench('start-times', async () => {
  const first: number[] = [];
  const restart: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = tempDataDir();
    const port = await freePort();
    const [initMs, db] = await timed(() => startEmbeddedPostgres({ dataDir, port }));
    first.push(initMs);
    await db.stop();
    const [againMs, db2] = await timed(() => startEmbeddedPostgres({ dataDir, port }));
    restart.push(againMs);
    await db2.stop();
  }
  console.log(
    `start-times: embedded PostgreSQL first start (initdb) median ${ms(median(first))}, restart median ${ms(median(restart))} (${ROUNDS} rounds)`,
  );

  const fresh: number[] = [];
  const existing: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = tempDataDir();
    const ports = { port: await freePort(), dbPort: await freePort() };
    for (const list of [fresh, existing]) {
      const started = performance.now();
      const server = startServer({ dataDir, ...ports });
      await server.ready(30_000);
      list.push(performance.now() - started);
      server.kill('SIGTERM');
      await server.exit(15_000);
    }
  }
  console.log(
    `start-times: server process to /healthz, fresh DATA_DIR median ${ms(median(fresh))}, existing median ${ms(median(existing))}`,
  );
});

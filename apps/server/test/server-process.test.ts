import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import {
  cleanup,
  embeddedUrl,
  freePort,
  initialisedDataDir,
  isAlive,
  postmasterPid,
  request,
  startServer,
  tempDataDir,
} from './server-process';

/**
 * The server as an operator meets it: a real process on a temporary DATA_DIR with its own
 * embedded PostgreSQL, started, stopped, killed and started again.
 */

afterEach(() => cleanup());
afterAll(() => cleanup({ final: true }));

async function ports() {
  return { port: await freePort(), dbPort: await freePort() };
}

function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe('embedded PostgreSQL process handling', () => {
  it('a second OpenRota on the same DATA_DIR exits non-zero at once, naming the holder', async () => {
    const dataDir = await initialisedDataDir();
    const first = startServer({ dataDir, ...(await ports()) });
    await first.ready();

    // "At once": well before the 30 s a database start may take (src/db/embedded-postgres.ts); about
    // 2 s on a quiet machine, with room for a loaded one.
    const started = Date.now();
    const second = startServer({ dataDir, ...(await ports()) });
    const exit = await second.exit(15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(exit.code).not.toBe(0);
    expect(second.stderr).toContain(`pid ${first.proc.pid}`);
    expect(second.stderr).toMatch(/DATA_DIR .* is in use by another OpenRota process/);
    // The first server is unharmed.
    expect((await request(first.options.port, 'GET', '/readyz')).status).toBe(200);
  });

  it('reclaims the PostgreSQL server a SIGKILLed OpenRota left running and starts', async () => {
    const dataDir = await initialisedDataDir();
    const p = await ports();
    const killed = startServer({ dataDir, ...p });
    await killed.ready();
    const stalePid = postmasterPid(dataDir);
    expect(stalePid).toBeDefined();
    killed.kill('SIGKILL');
    await killed.exit(5_000);
    // The trap this guards against: the database outlives the process that started it.
    expect(isAlive(stalePid!)).toBe(true);

    // ready() fails the test if the restart hangs (e.g. waiting on the stale server); how fast it
    // is on a quiet machine is bench/start-times.ts's figure, not an assertion here.
    const next = startServer({ dataDir, ...p });
    await next.ready(15_000);
    expect(isAlive(stalePid!)).toBe(false);
    const freshPid = postmasterPid(dataDir);
    expect(freshPid).toBeDefined();
    expect(freshPid).not.toBe(stalePid);
    expect((await request(p.port, 'GET', '/readyz')).status).toBe(200);

    next.kill('SIGTERM');
    expect((await next.exit(10_000)).code).toBe(0);
    expect(isAlive(freshPid!)).toBe(false);
  });

  it('SIGTERM lets a request in flight finish, then exits 0 with the database stopped', async () => {
    const dataDir = await initialisedDataDir();
    const p = await ports();
    // info level: the "incoming request" line tells us the server has the request.
    const server = startServer({ dataDir, ...p, env: { LOG_LEVEL: 'info' } });
    await server.ready();
    const pgPid = postmasterPid(dataDir)!;

    // A client that sends its body slowly keeps the request in flight as long as it likes.
    const body = JSON.stringify({
      email: 'slow@example.com',
      password: 'correct horse battery',
      name: 'Slow Client',
      termsAccepted: true,
    });
    let req!: import('node:http').ClientRequest;
    const response = request(p.port, 'POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      onRequest: (r) => {
        req = r;
        r.write(body.slice(0, 20));
      },
    });
    await waitFor(
      () => server.stdout.includes('"url":"/api/auth/register"'),
      'the server to receive the request',
    );

    server.kill('SIGTERM');
    await waitFor(() => server.stdout.includes('SIGTERM received'), 'the server to begin its shutdown');
    // No new connections once shutdown has begun.
    await expect(request(p.port, 'GET', '/healthz')).rejects.toThrow();
    expect(server.hasExited).toBe(false);

    req.end(body.slice(20));
    const res = await response;
    expect(res.status).toBe(201);
    expect((await server.exit(10_000)).code).toBe(0);
    expect(isAlive(pgPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'openrota.lock'))).toBe(false);
  });

  it('stops with exit code 1 when its embedded PostgreSQL dies under it', async () => {
    const dataDir = await initialisedDataDir();
    const server = startServer({ dataDir, ...(await ports()) });
    await server.ready();
    process.kill(postmasterPid(dataDir)!, 'SIGKILL');
    expect((await server.exit(10_000)).code).toBe(1);
    expect(server.stdout).toContain('the embedded PostgreSQL server stopped unexpectedly (SIGKILL)');
    expect(fs.existsSync(path.join(dataDir, 'openrota.lock'))).toBe(false);
  });

  it('exits 1 at once with a readable message when the embedded database port is taken', async () => {
    const dataDir = await initialisedDataDir();
    const p = await ports();
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(p.dbPort, '127.0.0.1', r));
    try {
      // "At once": well before the 30 s the database is given to become ready
      // (src/db/embedded-postgres.ts), which is what it would wait out if it tried to start. About
      // 2 s on a quiet machine; the bound leaves room for a loaded one (a process start with tsx).
      const started = Date.now();
      const server = startServer({ dataDir, ...p });
      const exit = await server.exit(15_000);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(exit.code).toBe(1);
      expect(server.stderr).toContain(`OpenRota could not start: Port ${p.dbPort} is already in use`);
      expect(server.stderr).toContain('EMBEDDED_DB_PORT');
      // It cleaned up after itself: no server left, lock released.
      expect(postmasterPid(dataDir)).toBeUndefined();
      expect(fs.existsSync(path.join(dataDir, 'openrota.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('exits 1 with a readable message when the HTTP port is taken, stopping its database', async () => {
    const dataDir = await initialisedDataDir();
    const p = await ports();
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(p.port, '127.0.0.1', r));
    try {
      const server = startServer({ dataDir, ...p });
      const exit = await server.exit(10_000);
      expect(exit.code).toBe(1);
      expect(server.stderr).toContain(
        `OpenRota could not start: Port ${p.port} on 127.0.0.1 is already in use`,
      );
      expect(postmasterPid(dataDir)).toBeUndefined();
    } finally {
      blocker.close();
    }
  });

  it('reports a bad configuration readably and exits 1', async () => {
    const dataDir = tempDataDir();
    const server = startServer({ dataDir, ...(await ports()), env: { PORT: 'eighty' } });
    expect((await server.exit(5_000)).code).toBe(1);
    expect(server.stderr).toMatch(/OpenRota could not start: Invalid configuration:\n\s+PORT:/);
  });
});

describe('embedded PostgreSQL start-up recovery (in process)', () => {
  async function selectOne(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query('SELECT 1 AS one')).rows[0];
    } finally {
      await client.end();
    }
  }

  it('recovers from a first initialisation interrupted before it was moved into place', async () => {
    const dataDir = tempDataDir();
    // What a crash in the middle of initdb leaves: a half-written temporary directory.
    fs.mkdirSync(path.join(dataDir, '.pg-init-deadbeef', 'data', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, '.pg-init-deadbeef', '.pwfile'), 'old\n');
    const db = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    try {
      expect(await selectOne(db.url)).toEqual({ one: 1 });
      expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(fs.readdirSync(dataDir).filter((e) => e.startsWith('.pg-init-'))).toEqual([]);
    } finally {
      await db.stop();
    }
  });

  it('recovers from a database directory without PG_VERSION (older or foreign half-initialisation)', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, 'pg', 'global'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'postgresql.conf'), '# truncated\n');
    fs.writeFileSync(path.join(dataDir, 'pg-password'), 'stale-password');
    const db = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    try {
      expect(await selectOne(db.url)).toEqual({ one: 1 });
      expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      // A new password goes with the new cluster, and the server URL uses it.
      expect(db.url).toBe(embeddedUrl(dataDir, Number(new URL(db.url).port)));
    } finally {
      await db.stop();
    }
  });

  it('turns an occupied port into a readable EmbeddedPostgresError and leaves no server behind', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
    try {
      const attempt = startEmbeddedPostgres({ dataDir, port });
      await expect(attempt).rejects.toBeInstanceOf(EmbeddedPostgresError);
      await expect(attempt).rejects.toThrow(
        `Port ${port} is already in use, so the embedded PostgreSQL server cannot start. Set EMBEDDED_DB_PORT to a free port.`,
      );
      expect(postmasterPid(dataDir)).toBeUndefined();
      // The lock is released: the next attempt, on a free port, works.
      const db = await startEmbeddedPostgres({ dataDir, port: await freePort() });
      await db.stop();
    } finally {
      blocker.close();
    }
  });
});

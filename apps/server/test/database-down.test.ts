import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/db/database';
import { ManualClock } from '../src/lib/clock';
import { createWorkspaceWithAdmin } from './factories';
import { CapturingMailer, call, createTestDatabase } from './helpers';

/**
 * While the database is down, requests answer 503 SERVICE_UNAVAILABLE with Retry-After (not
 * 500), /readyz says not ready, and the app recovers by itself when the database is back. The
 * app reaches its test database through a TCP relay on 127.0.0.1 that the test can stop, as a
 * database server going away would; a relay that accepts and never answers stands for a host
 * that drops packets.
 */

class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number } | null) {}

  /** Listens (again, on the same port once it had one); a null target accepts and stays silent. */
  async start() {
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (!this.target) return;
      const upstream = net.connect(this.target);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** The server is gone: open connections cut, new ones refused. */
  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

async function appOn(database: Database): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' }),
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({
    config,
    db: database.db,
    clock: new ManualClock(new Date()),
    mailer: new CapturingMailer(),
    logger: false,
  });
  await app.ready();
  return app;
}

function expectUnavailable(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    success: false,
    error: expect.any(String),
    code: 'SERVICE_UNAVAILABLE',
    retryAfterSeconds: 5,
  });
  expect(res.body).not.toMatch(/ECONNREFUSED|terminated|timeout|127\.0\.0\.1/i);
}

describe('database down', () => {
  let target: Database & { url: string };
  let relay: Relay;
  let relayed: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    target = await createTestDatabase();
    const url = new URL(target.url);
    relay = new Relay({ host: url.hostname, port: Number(url.port) });
    await relay.start();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    relayed = connectDatabase(url.toString(), { max: 3 });
    app = await appOn(relayed);
  });
  afterAll(async () => {
    await app.close();
    await relay.stop();
    await relayed.close();
    await target.close();
  });

  it('answers 503 with Retry-After while the server is gone, /readyz says not ready, and recovers when it is back', async () => {
    const { admin, workspace } = await createWorkspaceWithAdmin(app, 'Down ward');
    const asAdmin = { token: admin.token, workspaceId: workspace.id };
    expect((await call(app, 'GET', '/api/shift-types', asAdmin)).statusCode).toBe(200);

    await relay.stop();
    expectUnavailable(await call(app, 'GET', '/api/shift-types', asAdmin));
    expectUnavailable(await call(app, 'POST', '/api/shift-types', { ...asAdmin, body: { name: 'Early' } }));
    expectUnavailable(
      await call(app, 'POST', '/api/auth/login', {
        body: { email: admin.email, password: admin.password },
        ip: '127.0.0.9',
      }),
    );
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'NOT_READY' });
    expect((await call(app, 'GET', '/healthz')).statusCode).toBe(200);

    await relay.start();
    expect((await call(app, 'GET', '/readyz')).statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/api/shift-types', { ...asAdmin, body: { name: 'Early' } })).statusCode,
    ).toBe(201);
  });

  it('answers 503 when the database host does not answer within the connect timeout', async () => {
    const silent = new Relay(null);
    await silent.start();
    const database = connectDatabase(`postgres://postgres@127.0.0.1:${silent.port}/none`, {
      max: 2,
      connectionTimeoutMillis: 300,
    });
    const silentApp = await appOn(database);
    try {
      expectUnavailable(
        await call(silentApp, 'POST', '/api/auth/login', {
          body: { email: 'a@example.com', password: 'correct horse battery' },
          ip: '127.0.0.10',
        }),
      );
      expect((await call(silentApp, 'GET', '/readyz')).statusCode).toBe(503);
    } finally {
      await silentApp.close();
      await silent.stop();
      await database.close();
    }
  });
});

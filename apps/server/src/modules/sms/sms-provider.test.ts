import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { smsOutbox } from '../../db/schema';
import { createSmsProvider, HttpSmsProvider, maskPhone, OutboxSmsProvider } from './sms-provider';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  json: unknown;
}

/** A local SMS gateway: keeps what it receives and answers as `respond` says. */
async function startGateway(respond: (req: Received, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let json: unknown = null;
      try {
        json = JSON.parse(raw);
      } catch {
        json = raw;
      }
      const r = { method: req.method, url: req.url, headers: req.headers, json };
      received.push(r);
      respond(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function lastRow() {
  const [row] = await database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(1);
  return row!;
}

describe('HttpSmsProvider', () => {
  it('POSTs { to, from, body } as JSON with the bearer token and records the message as SENT with its id', async () => {
    const gateway = await startGateway((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'msg-123' }));
    });
    try {
      const provider = new HttpSmsProvider(
        { url: gateway.url, token: 's3cret', from: 'OpenRota', timeoutMs: 5000 },
        database.db,
        log,
      );
      const result = await provider.send('+31612345678', 'Your code is 123456');
      expect(result).toEqual({ id: 'msg-123' });
      expect(gateway.received).toHaveLength(1);
      const [got] = gateway.received;
      expect(got!.method).toBe('POST');
      expect(got!.url).toBe('/v1/messages');
      expect(got!.headers.authorization).toBe('Bearer s3cret');
      expect(got!.headers['content-type']).toBe('application/json');
      expect(got!.json).toEqual({ to: '+31612345678', from: 'OpenRota', body: 'Your code is 123456' });
      const row = await lastRow();
      expect(row).toMatchObject({
        toNumber: '+31612345678',
        body: 'Your code is 123456',
        status: 'SENT',
        providerMessageId: 'msg-123',
      });
      expect(row.sentAt).not.toBeNull();
    } finally {
      await gateway.close();
    }
  });

  it('sends no Authorization header without a token and accepts a 2xx without a JSON body', async () => {
    const gateway = await startGateway((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    try {
      const provider = new HttpSmsProvider(
        { url: gateway.url, from: 'Ward 5', timeoutMs: 5000 },
        database.db,
        log,
      );
      expect(await provider.send('+32470123456', 'hello')).toEqual({});
      expect(gateway.received[0]!.headers.authorization).toBeUndefined();
      expect(gateway.received[0]!.json).toEqual({ to: '+32470123456', from: 'Ward 5', body: 'hello' });
      expect((await lastRow()).status).toBe('SENT');
    } finally {
      await gateway.close();
    }
  });

  it('fails on a non-2xx answer and records FAILED with the status', async () => {
    const gateway = await startGateway((_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid number' }));
    });
    try {
      const provider = new HttpSmsProvider(
        { url: gateway.url, token: 't', from: 'OpenRota', timeoutMs: 5000 },
        database.db,
        log,
      );
      await expect(provider.send('+31612345678', 'x')).rejects.toThrow(/answered 422.*invalid number/);
      const row = await lastRow();
      expect(row.status).toBe('FAILED');
      expect(row.error).toMatch(/422/);
    } finally {
      await gateway.close();
    }
  });

  it('gives up when the gateway does not answer within the timeout', async () => {
    const gateway = await startGateway(() => {
      /* never answers */
    });
    try {
      const provider = new HttpSmsProvider(
        { url: gateway.url, token: 't', from: 'OpenRota', timeoutMs: 150 },
        database.db,
        log,
      );
      await expect(provider.send('+31612345678', 'x')).rejects.toThrow(/did not answer within 150 ms/);
      expect((await lastRow()).status).toBe('FAILED');
    } finally {
      await gateway.close();
    }
  });

  it('fails clearly when the gateway is unreachable', async () => {
    const gateway = await startGateway(() => {});
    const url = gateway.url;
    await gateway.close();
    const provider = new HttpSmsProvider({ url, from: 'OpenRota', timeoutMs: 2000 }, database.db, log);
    await expect(provider.send('+31612345678', 'x')).rejects.toThrow(/unreachable/);
  });
});

describe('OutboxSmsProvider', () => {
  it('keeps the message in sms_outbox with status OUTBOX', async () => {
    const provider = new OutboxSmsProvider(database.db, log);
    const { id } = await provider.send('+31687654321', 'Code 654321');
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id!));
    expect(row).toMatchObject({ toNumber: '+31687654321', body: 'Code 654321', status: 'OUTBOX' });
  });
});

describe('createSmsProvider', () => {
  it('uses the HTTP gateway only when SMS_HTTP_URL is set', () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(createSmsProvider(plain, database.db, log)).toBeInstanceOf(OutboxSmsProvider);
    const http = loadConfig({
      NODE_ENV: 'test',
      SMS_HTTP_URL: 'https://sms.example.org/send',
      SMS_HTTP_TOKEN: 'abc',
      SMS_FROM: 'Ward',
    });
    expect(http.sms).toEqual({
      url: 'https://sms.example.org/send',
      token: 'abc',
      from: 'Ward',
      timeoutMs: 10_000,
    });
    expect(createSmsProvider(http, database.db, log)).toBeInstanceOf(HttpSmsProvider);
  });

  it('refuses invalid SMS and phone settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_HTTP_URL: 'not a url' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', DEFAULT_PHONE_COUNTRY_CODE: '31' })).toThrow(
      /DEFAULT_PHONE_COUNTRY_CODE/,
    );
    expect(loadConfig({ NODE_ENV: 'test', DEFAULT_PHONE_COUNTRY_CODE: '+32' }).defaultPhoneCountryCode).toBe(
      '+32',
    );
  });
});

describe('maskPhone', () => {
  it('keeps only the last four digits', () => {
    expect(maskPhone('+31612345678')).toBe('********5678');
    expect(maskPhone('123')).toBe('****');
  });
});

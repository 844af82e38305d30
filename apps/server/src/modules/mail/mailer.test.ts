import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { createMailer } from './mailer';

/** A local SMTP sink that keeps every message it receives. */
function startSink() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address() as { port: number };
      resolve({ port: address.port, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mailer', () => {
  it('delivers over SMTP_URL to a real SMTP server and records it as SENT', async () => {
    const sink = await startSink();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: 'OpenRota <rota@example.org>',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({
      to: 'sam@example.com',
      subject: 'Reset your OpenRota password',
      text: 'Open https://rota.example/reset-password?token=abc',
    });
    mailer.close();
    await sink.close();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['sam@example.com']);
    expect(sink.received[0]!.from).toBe('rota@example.org');
    expect(sink.received[0]!.raw).toContain('Subject: Reset your OpenRota password');
    expect(sink.received[0]!.raw).toContain('reset-password?token=abc');
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'SENT', subject: 'Reset your OpenRota password' }),
    ]);
  });

  it('without SMTP keeps the mail in the outbox and logs one line with subject and recipient', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ from: 'OpenRota <rota@example.org>', db: database.db, log });
    await mailer.send({ to: 'kim@example.com', subject: 'Hello Kim', text: 'Body' });
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kim@example.com'));
    expect(rows).toEqual([expect.objectContaining({ status: 'OUTBOX', textBody: 'Body' })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Hello Kim');
    expect(lines[0]).toContain('kim@example.com');
  });

  it('records a failed delivery as FAILED and reports it to the caller', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'rota@example.org',
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    await expect(mailer.send({ to: 'fail@example.com', subject: 'S', text: 'T' })).rejects.toThrow();
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'fail@example.com'));
    expect(rows[0]!.status).toBe('FAILED');
  });
});

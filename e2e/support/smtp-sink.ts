import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

/** One mail as the sink stored it: the SMTP envelope, the raw message and its decoded parts. */
export interface StoredMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  receivedAt: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message and writes it as one JSON file into `mailDir`
 * (written to a temporary name, then renamed, so a reader never sees half a file).
 */
export function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  fs.mkdirSync(mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: StoredMail = {
            ...parseMail(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            receivedAt: new Date().toISOString(),
            raw,
          };
          const name = `${Date.now()}-${String(++counter).padStart(4, '0')}`;
          const tmp = path.join(mailDir, `.${name}.tmp`);
          fs.writeFileSync(tmp, JSON.stringify(mail, null, 2));
          fs.renameSync(tmp, path.join(mailDir, `${name}.json`));
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** Every mail stored in `mailDir`, oldest first. */
export function readMails(mailDir: string): StoredMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8')) as StoredMail);
}

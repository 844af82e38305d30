import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { insertOutboxSms, updateOutboxSms } from './outbox.repository';

/** Sends one text message; resolves with the provider's message id when it gives one. */
export interface SmsProvider {
  send(to: string, body: string): Promise<{ id?: string }>;
}

/** The last digits only: phone numbers in logs are personal data. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/**
 * The default without an SMS gateway: every message stays in `sms_outbox` (status OUTBOX) and is
 * logged as one line, like the mail outbox, so sign-in codes are visible on a laptop.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, body: string): Promise<{ id?: string }> {
    const id = await insertOutboxSms(this.db, { toNumber: to, body, status: 'OUTBOX' });
    this.log.info({ smsTo: maskPhone(to), smsId: id }, `sms (outbox) to ${maskPhone(to)}`);
    return { id };
  }
}

export interface HttpSmsOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  from: string;
  timeoutMs: number;
}

/**
 * An SMS gateway reached over HTTP (SMS_HTTP_URL): POST JSON `{ to, from, body }` with a bearer
 * token; any 2xx is accepted (its JSON `id` or `messageId` kept as the provider's id), anything
 * else, a network error or no answer within the timeout is an error. Each message is recorded
 * in `sms_outbox` with its outcome (SENT or FAILED).
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly options: HttpSmsOptions,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(to: string, body: string): Promise<{ id?: string }> {
    const outboxId = await insertOutboxSms(this.db, { toNumber: to, body, status: 'PENDING' });
    try {
      const id = await this.post(to, body);
      await updateOutboxSms(this.db, outboxId, {
        status: 'SENT',
        sentAt: new Date(),
        providerMessageId: id ?? null,
      });
      this.log.info({ smsTo: maskPhone(to), providerMessageId: id }, `sms sent to ${maskPhone(to)}`);
      return id ? { id } : {};
    } catch (err) {
      await updateOutboxSms(this.db, outboxId, { status: 'FAILED', error: String(err).slice(0, 1000) });
      this.log.error({ err, smsTo: maskPhone(to) }, 'sms delivery failed');
      throw err;
    }
  }

  private async post(to: string, body: string): Promise<string | undefined> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, from: this.options.from, body }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new Error(`SMS gateway did not answer within ${this.options.timeoutMs} ms`, { cause: err });
      }
      throw new Error(`SMS gateway unreachable: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      const json = JSON.parse(text) as { id?: unknown; messageId?: unknown };
      const id = json.id ?? json.messageId;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The HTTP provider when SMS_HTTP_URL is set, else the outbox. */
export function createSmsProvider(
  config: Pick<AppConfig, 'sms'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsProvider {
  if (config.sms.url)
    return new HttpSmsProvider(
      {
        url: config.sms.url,
        token: config.sms.token,
        from: config.sms.from,
        timeoutMs: config.sms.timeoutMs,
      },
      db,
      log,
    );
  return new OutboxSmsProvider(db, log);
}

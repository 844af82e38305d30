import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { insertOutboxMail, updateOutboxMail } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL: delivers through nodemailer and records the result in `mail_outbox`.
 * Without it: mail stays in `mail_outbox` (status OUTBOX) and is logged as one line, so codes
 * and links are visible on a laptop.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(message) {
      const id = await insertOutboxMail(options.db, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        status: transport ? 'PENDING' : 'OUTBOX',
      });
      if (!transport) {
        options.log.info(
          { mailTo: message.to, subject: message.subject },
          `mail (outbox): "${message.subject}" to ${message.to}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await updateOutboxMail(options.db, id, { status: 'SENT', sentAt: new Date() });
        options.log.info(
          { mailTo: message.to, subject: message.subject },
          `mail sent: "${message.subject}" to ${message.to}`,
        );
      } catch (err) {
        await updateOutboxMail(options.db, id, { status: 'FAILED', error: String(err) });
        options.log.error({ err, mailTo: message.to }, 'mail delivery failed');
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}

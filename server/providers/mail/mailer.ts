import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '../../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** Offline default: every mail becomes a JSON file in DATA_DIR/outbox and a log line. */
export function outboxMailer(dir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      // Written whole, then renamed: a mail sent after the answer is never read half-written.
      await writeFile(`${file}.tmp`, JSON.stringify({ from, ...mail, sentAt }, null, 2));
      await rename(`${file}.tmp`, file);
      // Never the text: it holds live links (password reset, verification).
      logger.info({ toDomain: domainOf(mail.to), subject: mail.subject, file: path.basename(file) }, 'mail written to outbox');
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      logger.info({ toDomain: domainOf(mail.to), subject: mail.subject }, 'mail sent');
    },
  };
}

/**
 * A real SMTP server for the mail tests: MailDev, started as its own process on loopback, with
 * its web API (GET /email) to read what arrived. No vitest imports, so bench/ can use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { OutboxMail } from './harness';

export interface MailDev {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly smtpUrl: string;
  /** Every mail MailDev received, oldest first, in the outbox's shape. */
  mails(): Promise<OutboxMail[]>;
  /** Waits for a mail to `to` whose subject matches. */
  waitForMail(to: string, subject?: RegExp, timeoutMs?: number): Promise<OutboxMail>;
  close(): Promise<void>;
}

interface MailDevEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  time: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function startMailDev(): Promise<MailDev> {
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('maildev/package.json')), 'bin', 'maildev');
  const [smtp, web] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const api = `http://127.0.0.1:${web}`;

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`MailDev exited with ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${api}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`MailDev did not start within 15 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  async function mails(): Promise<OutboxMail[]> {
    const list = (await (await fetch(`${api}/email`)).json()) as MailDevEmail[];
    return list.map((m) => ({
      file: m.id,
      from: m.from.map((f) => (f.name ? `${f.name} <${f.address}>` : f.address)).join(', '),
      to: m.to.map((t) => t.address).join(', '),
      subject: m.subject,
      text: m.text ?? '',
      html: m.html,
      sentAt: m.time,
    }));
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    mails,
    async waitForMail(to, subject, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = (await mails()).filter((m) => m.to === to && (!subject || subject.test(m.subject))).at(-1);
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`MailDev: no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

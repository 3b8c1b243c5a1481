import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { setLogLevel } from '../../logger';
import { outboxMailer } from './mailer';
import { resetPasswordMail } from '../../modules/auth/mails';

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('silent');
});

it("writes the whole mail to the outbox, but logs only the recipient's domain, the subject and the file name", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fh-outbox-'));
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  setLogLevel('info');
  const link = 'http://localhost:3000/api/auth/reset-password/hemmelig-token-123?callbackURL=x';
  await outboxMailer(dir, 'Fortællehuset <noreply@localhost>').send({ to: 'mette.jensen@example.dk', ...resetPasswordMail(link) });

  const [file] = await readdir(dir);
  expect(JSON.parse(await readFile(path.join(dir, file), 'utf8')).text).toContain(link);
  const logged = lines.map((l) => JSON.parse(l));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ level: 'info', toDomain: 'example.dk', subject: 'Nulstil din adgangskode til Fortællehuset', file });
  expect(lines.join('')).not.toContain('hemmelig-token-123');
  expect(lines.join('')).not.toContain('mette.jensen');
  await rm(dir, { recursive: true, force: true });
});

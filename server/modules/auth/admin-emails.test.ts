import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../test/dialects';
import { ADMIN_EMAIL, linkIn, readOutbox, signedInAdmin, signIn, signUp, waitForMail } from '../../test/harness';

/** Lines the server wrote to stderr (warnings and errors) while `fn` ran. */
async function warningsDuring(fn: () => Promise<unknown>) {
  const lines: string[] = [];
  const original = process.stderr.write.bind(process.stderr);
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) => {
    lines.push(String(chunk));
    return original(chunk, ...(rest as []));
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return lines.map((l) => JSON.parse(l) as { level: string; msg: string; domain?: string });
}

describeEachDialect(
  'ADMIN_EMAILS: admin only for a verified address',
  (app) => {
    afterEach(() => vi.restoreAllMocks());

    it('gives whoever registers a listed address first an ordinary account, whatever the case of the address', async () => {
      const squatter = app().client();
      const email = ADMIN_EMAIL.replace('admin', 'Admin').toUpperCase();
      const logged = await warningsDuring(async () => {
        expect((await signUp(squatter, email)).status).toBe(200);
        expect((await signIn(squatter, email)).status).toBe(200);
      });
      expect((await squatter.get('/api/me')).body).toMatchObject({ email: ADMIN_EMAIL, role: 'user', isAdmin: false });
      expect((await squatter.get('/api/admin/users')).status).toBe(403);
      // The server says why, and (without SMTP) writes the one link that verifies the address to the console and the outbox.
      const why = logged.find((l) => /ADMIN_EMAILS address signed up/.test(l.msg));
      expect(why).toMatchObject({ level: 'warn', domain: 'fh.test' });
      const consoleLink = logged.find((l) => /verify-email\?token=/.test(l.msg))?.msg.match(/https?:\/\/\S+/)?.[0];
      const mail = await waitForMail(app(), ADMIN_EMAIL, /Bekræft/);
      expect(consoleLink).toBe(linkIn(mail));

      // Opening the link (only the address's owner has it) makes the account admin.
      const opened = await app().client().get(consoleLink!.replace(app().url, ''));
      expect(opened.status).toBe(302);
      expect((await squatter.get('/api/me')).body).toMatchObject({ role: 'admin', isAdmin: true });
    });

    it('refuses a forged verification link', async () => {
      const before = (await readOutbox(app())).length;
      const forged = await app().client().get('/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFkbWluQGZoLnRlc3QifQ.x&callbackURL=%2F');
      expect(forged.status).toBeGreaterThanOrEqual(300);
      expect((await readOutbox(app())).length).toBe(before);
    });

    it('at start, takes admin from an unverified listed address (granted by address alone before) and says why', async () => {
      const other = 'boss@fh.test';
      await app().restart();
      const client = app().client();
      await signUp(client, other);
      await signIn(client, other);
      // An earlier version made it admin at sign-up.
      await app().db.updateTable('profiles').set({ role: 'admin' }).where('email', '=', other).execute();
      expect((await client.get('/api/me')).body.role).toBe('admin');
      const logged = await warningsDuring(() => app().restart());
      expect((await client.get('/api/me')).body.role).toBe('user');
      expect(logged.some((l) => l.level === 'warn' && /not verified, so it is not admin/.test(l.msg))).toBe(true);
    });

    it('keeps a verified listed address admin across restarts', async () => {
      const admin = await signedInAdmin(app(), 'chef@fh.test');
      expect((await admin.get('/api/me')).body.role).toBe('admin');
      await app().restart();
      expect((await admin.get('/api/me')).body.role).toBe('admin');
    });
  },
  { env: { ADMIN_EMAILS: `${ADMIN_EMAIL},boss@fh.test,chef@fh.test`, LOG_LEVEL: 'warn' } },
);

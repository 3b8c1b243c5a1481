import { afterAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects';
import {
  type ApiResponse,
  linkIn,
  SESSION_COOKIE,
  setPasswordThroughLink,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/harness';
import { startMailDev } from '../../test/maildev';

/** A real SMTP server (MailDev) for every account mail of this file. */
const maildev = await startMailDev();
afterAll(() => maildev.close());

/** An answer, or a clear failure after `ms` instead of the test's own timeout. */
async function within(ms: number, request: Promise<ApiResponse>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

describeEachDialect(
  'account mails through a real SMTP server',
  (app, dialect) => {
    it('signs up at once, mails the verification link, and the link confirms the address without signing anyone in', async () => {
      const email = uniqueEmail('smtp');
      const client = app().client();
      const up = await within(10_000, signUp(client, email));
      expect(up.status).toBe(200);
      expect(up.body).toEqual({ ok: true, verificationRequired: true });
      // Not verified yet: no sign-in.
      const early = await signIn(app().client(), email);
      expect(early.status).toBe(403);
      expect(early.body.error.code).toBe('EMAIL_NOT_VERIFIED');

      const mail = await maildev.waitForMail(email, /Bekræft/);
      expect(mail.from).toContain('noreply@');
      const opened = await client.get(linkIn(mail).replace(app().url, ''));
      expect(opened.status).toBe(302);
      expect(
        new URL(opened.headers.get('location')!, app().url).pathname + new URL(opened.headers.get('location')!, app().url).search,
      ).toBe('/login?bekraeftet=1');
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await signIn(client, email)).status).toBe(200);
      expect((await client.get('/api/me')).body.email).toBe(email);
    });

    it('sends a new verification link on request, to the sign-in page whatever the client asks', async () => {
      const email = uniqueEmail('again');
      await within(10_000, signUp(app().client(), email));
      await maildev.waitForMail(email, /Bekræft/);
      const before = (await maildev.mails()).filter((m) => m.to === email).length;
      const again = await within(
        10_000,
        app().client().post('/api/auth/send-verification-email', { email, callbackURL: 'https://evil.example/' }),
      );
      expect(again.status).toBe(200);
      for (let t = 0; (await maildev.mails()).filter((m) => m.to === email).length === before && t < 200; t++)
        await new Promise((r) => setTimeout(r, 50));
      const link = linkIn(await maildev.waitForMail(email, /Bekræft/));
      expect(decodeURIComponent(link)).toContain('callbackURL=/login?bekraeftet=1');
      expect(link).not.toContain('evil.example');
    });

    it('mails a reset link that sets a new password', async () => {
      const email = uniqueEmail('reset');
      await within(10_000, signUp(app().client(), email));
      expect((await within(10_000, app().client().post('/api/auth/request-password-reset', { email }))).status).toBe(200);
      const link = linkIn(await maildev.waitForMail(email, /Nulstil/));
      expect((await setPasswordThroughLink(app().client(), link, 'en-helt-ny-kode-5')).status).toBe(200);
      // Setting a password through a mailed link does not verify an ordinary account by itself.
      expect((await signIn(app().client(), email, TEST_PASSWORD)).status).toBe(401);
    });

    it('makes the ADMIN_EMAILS owner admin through the mailed set-password link, and sends no verification mail beside it', async () => {
      // One MailDev serves both engines' apps: each lists its own address.
      const owner = `ejer-${dialect}@fh.test`;
      const client = app().client();
      expect((await within(10_000, signUp(client, owner))).status).toBe(200);
      const link = linkIn(await maildev.waitForMail(owner, /administrator/));
      expect((await setPasswordThroughLink(client, link, 'ejerens-egen-kode-4')).status).toBe(200);
      expect((await signIn(client, owner, 'ejerens-egen-kode-4')).status).toBe(200);
      expect((await client.get('/api/me')).body).toMatchObject({ role: 'admin', isAdmin: true });
      expect((await maildev.mails()).filter((m) => m.to === owner && /Bekræft/.test(m.subject))).toEqual([]);
    });
  },
  { env: { SMTP_URL: maildev.smtpUrl, ADMIN_EMAILS: 'ejer-sqlite@fh.test,ejer-postgres@fh.test' } },
);

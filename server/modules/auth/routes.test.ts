import { expect, it } from 'vitest';
import { errorMessages } from '../../../shared/messages.da';
import { limits } from '../../http/rate-limit';
import { describeEachDialect } from '../../test/dialects';
import {
  linkIn,
  readOutbox,
  SESSION_COOKIE,
  signedInClient,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
} from '../../test/harness';

const GENERIC_SIGN_UP = { ok: true, verificationRequired: false };

describeEachDialect('accounts', (app) => {
  it('signs up with a generic answer, no session, and a profile with role user', async () => {
    const client = app().client();
    const email = uniqueEmail('new');
    const res = await signUp(client, email, TEST_PASSWORD, 'Mette Jensen');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(GENERIC_SIGN_UP);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const profile = await app().db.selectFrom('profiles').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ role: 'user', full_name: 'Mette Jensen' });
    expect(Number(profile.story_count)).toBe(0);
    expect(Number(profile.card_count)).toBe(0);
    const user = await app().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(profile.id).toBe(user.id);
  });

  it('stores the email in lower case, so sign-in ignores case', async () => {
    const email = uniqueEmail('Mixed.Case');
    expect((await signUp(app().client(), email)).status).toBe(200);
    expect(await app().db.selectFrom('profiles').select('email').where('email', '=', email.toLowerCase()).executeTakeFirst()).toBeTruthy();
    expect((await signIn(app().client(), email.toUpperCase())).status).toBe(200);
  });

  it('answers the same for an email that already has an account, and mails its owner instead', async () => {
    const email = uniqueEmail('taken');
    const first = await signUp(app().client(), email);
    const mailsBefore = (await readOutbox(app())).filter((m) => m.to === email).length;
    const again = await signUp(app().client(), email, 'en-anden-kode-2');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.setCookies).toEqual([]);

    const mail = await waitForMail(app(), email, /allerede en konto/);
    expect(mail.subject).toBe('Du har allerede en konto hos Fortællehuset');
    expect(mail.text).toContain('Du har allerede en konto');
    expect(linkIn(mail)).toBe(`${app().url}/login?glemt=1`);
    expect((await readOutbox(app())).filter((m) => m.to === email)).toHaveLength(mailsBefore + 1);
    // The first password still holds; the second attempt changed nothing.
    expect((await signIn(app().client(), email, 'en-anden-kode-2')).status).toBe(401);
    expect((await signIn(app().client(), email)).status).toBe(200);
  });

  it('signs in with a session cookie that scripts cannot read and other sites do not send', async () => {
    const email = uniqueEmail('cookie');
    const client = app().client();
    await signUp(client, email);
    const res = await signIn(client, email);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email });
    const cookie = res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike, in Danish', async () => {
    const email = uniqueEmail('wrong');
    await signUp(app().client(), email);
    const client = app().client();
    const wrong = await signIn(client, email, 'forkert-kode-9');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Forkert email eller adgangskode' } });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const unknown = await signIn(app().client(), uniqueEmail('nobody'));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs out, and the old cookie no longer opens /api/me', async () => {
    const client = await signedInClient(app());
    const oldCookie = client.cookieHeader;
    expect((await client.get('/api/me')).status).toBe(200);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const replay = await app()
      .client()
      .get('/api/me', { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } });
  });

  it('resets a password through the mailed link', async () => {
    const email = uniqueEmail('reset');
    const client = await signedInClient(app(), email);
    const sessionBefore = client.cookieHeader;

    const request = await app().client().post('/api/auth/request-password-reset', { email });
    expect(request.status).toBe(200);
    const mail = await waitForMail(app(), email, /Nulstil/);
    expect(mail.subject).toBe('Nulstil din adgangskode til Fortællehuset');
    const link = linkIn(mail);
    expect(link.startsWith(`${app().url}/api/auth/reset-password/`)).toBe(true);

    // The link checks the token and sends the browser to our own page with it.
    const browser = app().client();
    const follow = await browser.get(link);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${app().url}/reset-password`);
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', { token, newPassword: 'ny-hemmelig-kode-7' });
    expect(reset.status).toBe(200);

    expect((await signIn(app().client(), email, 'ny-hemmelig-kode-7')).status).toBe(200);
    const old = await signIn(app().client(), email, TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe('Forkert email eller adgangskode');
    // Sessions from before the reset are signed out.
    expect(
      (
        await app()
          .client()
          .get('/api/me', { headers: { cookie: sessionBefore } })
      ).status,
    ).toBe(401);
    // A token works once.
    const reuse = await browser.post('/api/auth/reset-password', { token, newPassword: 'endnu-en-kode-8' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toEqual({ code: 'INVALID_TOKEN', message: errorMessages.INVALID_TOKEN });
  });

  it('ends every older reset link when one is used', async () => {
    const email = uniqueEmail('two-links');
    await signUp(app().client(), email);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = (await readOutbox(app())).filter((m) => m.to === email).length;
      expect((await app().client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
      for (let t = 0; (await readOutbox(app())).filter((m) => m.to === email).length === before && t < 100; t++)
        await new Promise((r) => setTimeout(r, 50));
      tokens.push(new URL(linkIn(await waitForMail(app(), email, /Nulstil/))).pathname.split('/').at(-1)!);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await app().client().post('/api/auth/reset-password', { token: tokens[1], newPassword: 'ny-hemmelig-kode-7' })).status).toBe(
      200,
    );
    const older = await app().client().post('/api/auth/reset-password', { token: tokens[0], newPassword: 'en-tredje-kode-9' });
    expect(older.status).toBe(400);
    expect(older.body.error).toEqual({ code: 'INVALID_TOKEN', message: errorMessages.INVALID_TOKEN });
    expect((await signIn(app().client(), email, 'ny-hemmelig-kode-7')).status).toBe(200);
  });

  it(`sends at most ${limits.mailsPerRecipient.max} account mails an hour to one address, and answers the same after`, async () => {
    const email = uniqueEmail('flooded');
    await signUp(app().client(), email);
    const answers = [];
    for (let i = 0; i < limits.mailsPerRecipient.max + 3; i++) {
      answers.push((await app().client().post('/api/auth/request-password-reset', { email })).body);
      // Signing up again with the address mails its owner too.
      answers.push((await signUp(app().client(), email)).body);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await readOutbox(app())).filter((m) => m.to === email)).toHaveLength(limits.mailsPerRecipient.max);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(2);
  });

  it('answers a reset request for an unknown email the same, and sends nothing', async () => {
    const known = uniqueEmail('known');
    await signUp(app().client(), known);
    const unknown = uniqueEmail('unknown');
    const a = await app().client().post('/api/auth/request-password-reset', { email: known });
    const b = await app().client().post('/api/auth/request-password-reset', { email: unknown });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    await waitForMail(app(), known, /Nulstil/);
    expect((await readOutbox(app())).filter((m) => m.to === unknown)).toEqual([]);
  });

  it('does not let the client choose where the reset link leads', async () => {
    const email = uniqueEmail('redirect');
    await signUp(app().client(), email);
    await app().client().post('/api/auth/request-password-reset', { email, redirectTo: 'https://evil.example/steal' });
    const link = linkIn(await waitForMail(app(), email, /Nulstil/));
    expect(link).not.toContain('evil.example');
    const follow = await app().client().get(link);
    expect(new URL(follow.headers.get('location')!).origin).toBe(app().url);
  });

  it('refuses a made-up reset token in Danish', async () => {
    const res = await app().client().post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'ny-hemmelig-kode-7' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_TOKEN', message: errorMessages.INVALID_TOKEN });
  });

  it.each([
    ['a missing email', { password: TEST_PASSWORD }, errorMessages.VALIDATION_ERROR],
    ['a malformed email', { email: 'ikke-en-email', password: TEST_PASSWORD }, errorMessages.INVALID_EMAIL],
    ['a short password', { email: 'kort@fh.test', password: 'kort' }, errorMessages.PASSWORD_TOO_SHORT],
    ['a missing password', { email: 'mangler@fh.test' }, 'Indtast venligst din adgangskode'],
    ['a too long password', { email: 'lang@fh.test', password: 'x'.repeat(129) }, errorMessages.PASSWORD_TOO_LONG],
  ])('refuses a sign-up with %s: 400 in Danish', async (_case, body, message) => {
    const res = await app().client().post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  });

  it('creates no account from a refused sign-up', async () => {
    await app().client().post('/api/auth/sign-up/email', { email: 'afvist@fh.test', password: 'kort' });
    expect(await app().db.selectFrom('user').select('id').where('email', '=', 'afvist@fh.test').executeTakeFirst()).toBeUndefined();
  });

  it.each([
    ['a number for the email', { email: 5 }],
    ['no email', {}],
    ['an array', []],
    ['a malformed email', { email: 'ikke-en-email' }],
  ])('answers send-verification-email with %s with 400 in Danish, never 500', async (_case, body) => {
    const res = await app().client().post('/api/auth/send-verification-email', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/send-verification-email'])(
    'answers malformed JSON to %s with 400 in Danish',
    async (path) => {
      const res = await app()
        .client()
        .request('POST', path, { body: '{"email": ', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Anmodningen indeholder ikke gyldig JSON' } });
    },
  );
});

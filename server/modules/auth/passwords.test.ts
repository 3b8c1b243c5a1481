import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { errorMessages } from '../../../shared/messages.da';
import { describeEachDialect } from '../../test/dialects';
import { linkIn, signedInClient, signIn, signUp, TEST_PASSWORD, type TestApp, uniqueEmail, waitForMail } from '../../test/harness';

/** How many passwords the app's hasher computed while `action` ran. */
async function hashesDuring(a: TestApp, action: () => Promise<unknown>) {
  const before = a.services.auth.passwords.stats.performed;
  await action();
  return a.services.auth.passwords.stats.performed - before;
}

/** A reset token for `email`, as the mailed link hands it to the reset page. */
async function resetToken(a: TestApp, email: string) {
  expect((await a.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
  const follow = await a.client().get(linkIn(await waitForMail(a, email, /Nulstil/)));
  return new URL(follow.headers.get('location')!).searchParams.get('token')!;
}

describeEachDialect('passwords', (app) => {
  it("checks and stores every password with the app's own hasher: sign-up, sign-in, reset and account deletion", async () => {
    const a = app();
    const email = uniqueEmail('hasher');
    expect(await hashesDuring(a, async () => expect((await signUp(a.client(), email)).status).toBe(200))).toBe(1);
    expect(await hashesDuring(a, async () => expect((await signIn(a.client(), email)).status).toBe(200))).toBe(1);
    expect(await hashesDuring(a, async () => expect((await signIn(a.client(), email, 'forkert-kode-9')).status).toBe(401))).toBe(1);
    // An unknown address costs the same hash, so its answer takes as long.
    expect(await hashesDuring(a, async () => expect((await signIn(a.client(), uniqueEmail('nobody'))).status).toBe(401))).toBe(1);

    const token = await resetToken(a, email);
    const reset = await hashesDuring(a, async () => {
      expect((await a.client().post('/api/auth/reset-password', { token, newPassword: 'ny-hemmelig-kode-7' })).status).toBe(200);
    });
    expect(reset).toBe(1);

    const user = await signedInClient(a);
    const wrong = await hashesDuring(a, async () => {
      const res = await user.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: 'forkert-kode-9' } });
      expect(res.status).toBe(403);
    });
    expect(wrong).toBe(1);
  });

  it('does the same work for a sign-up with an address that has an account as for a new one', async () => {
    const a = app();
    const email = uniqueEmail('taken');
    const newAccount = await hashesDuring(a, async () => expect((await signUp(a.client(), email)).status).toBe(200));
    const existing = await hashesDuring(a, async () => expect((await signUp(a.client(), email, 'en-anden-kode-2')).status).toBe(200));
    expect(newAccount).toBe(1);
    // Counted once the answer has arrived: the hash is part of the answer's time, not after it.
    expect(existing).toBe(1);
    // The account kept its first password.
    expect((await signIn(a.client(), email, 'en-anden-kode-2')).status).toBe(401);
    expect((await signIn(a.client(), email)).status).toBe(200);
  });

  it.each([
    ['a common password', 'password1', errorMessages.PASSWORD_TOO_COMMON],
    ['a common password in another case', 'QwertyUiop', errorMessages.PASSWORD_TOO_COMMON],
    ['a common password with spaces around it', '  baseball  ', errorMessages.PASSWORD_TOO_COMMON],
    ['a password of only spaces', ' '.repeat(12), errorMessages.PASSWORD_BLANK],
    ['a password of only white space', '\t \u00a0 \t \u00a0 ', errorMessages.PASSWORD_BLANK],
  ])('refuses %s at sign-up, in Danish, and creates no account', async (_case, password, message) => {
    const email = uniqueEmail('refused');
    const res = await signUp(app().client(), email, password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect(await app().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a common or blank new password at reset, and the link still works for a good one', async () => {
    const a = app();
    const email = uniqueEmail('reset-common');
    expect((await signUp(a.client(), email)).status).toBe(200);
    const token = await resetToken(a, email);
    for (const [newPassword, message] of [
      ['Iloveyou', errorMessages.PASSWORD_TOO_COMMON],
      [' '.repeat(9), errorMessages.PASSWORD_BLANK],
    ]) {
      const res = await a.client().post('/api/auth/reset-password', { token, newPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    }
    expect((await signIn(a.client(), email, 'Iloveyou')).status).toBe(401);
    expect((await a.client().post('/api/auth/reset-password', { token, newPassword: 'ny-hemmelig-kode-7' })).status).toBe(200);
    expect((await signIn(a.client(), email, 'ny-hemmelig-kode-7')).status).toBe(200);
  });

  it.each([
    'password123',
    'Passw0rd!',
    'sommer2024',
    'kodeord123',
    'Velkommen1',
    'hejmeddig',
    'danmark1234',
    'Fortællehuset',
    'fortaellehuset2024',
  ])('refuses the common password %s at sign-up, in Danish', async (password) => {
    const res = await signUp(app().client(), uniqueEmail('common'), password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: errorMessages.PASSWORD_TOO_COMMON } });
  });

  it("refuses the address's own name as the password at sign-up, and takes another", async () => {
    const email = `anna.hansen+${randomUUID().slice(0, 8)}@fh.test`;
    for (const password of ['anna.hansen', 'annahansen1', 'AnnaHansen2024!']) {
      const res = await signUp(app().client(), email, password);
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: errorMessages.PASSWORD_LIKE_EMAIL } });
    }
    expect(await app().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect((await signUp(app().client(), email)).status).toBe(200);
  });

  it("refuses a common password or the account's address at reset, looked up by the token", async () => {
    const a = app();
    const email = `anna.hansen+${randomUUID().slice(0, 8)}@fh.test`;
    expect((await signUp(a.client(), email)).status).toBe(200);
    const token = await resetToken(a, email);
    for (const [newPassword, message] of [
      ['sommer2024', errorMessages.PASSWORD_TOO_COMMON],
      ['Fortællehuset1', errorMessages.PASSWORD_TOO_COMMON],
      ['annahansen1', errorMessages.PASSWORD_LIKE_EMAIL],
      ['anna.hansen', errorMessages.PASSWORD_LIKE_EMAIL],
    ]) {
      const res = await a.client().post('/api/auth/reset-password', { token, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    }
    expect((await signIn(a.client(), email, 'annahansen1')).status).toBe(401);
    // An unknown token is Better Auth's to answer, whatever the password.
    const unknown = await a.client().post('/api/auth/reset-password', { token: 'ukendt-token', newPassword: 'annahansen1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect((await a.client().post('/api/auth/reset-password', { token, newPassword: 'ny-hemmelig-kode-7' })).status).toBe(200);
  });

  it('keeps accepting an uncommon password with spaces in it, and the test password', async () => {
    expect((await signUp(app().client(), uniqueEmail('spaces'), 'tre små grise')).status).toBe(200);
    expect((await signUp(app().client(), uniqueEmail('plain'), TEST_PASSWORD)).status).toBe(200);
  });
});

import { expect, it } from 'vitest';
import { errorMessages } from '../../../shared/messages.da';
import { authLimits } from '../../http/limits';
import { describeEachDialect } from '../../test/dialects';
import { signIn, signUp, uniqueEmail } from '../../test/harness';
import { signInBackoff } from './sign-in-guard';

describeEachDialect('sign-in rate limit per client address', (app) => {
  const { max } = authLimits['/sign-in/email'];
  const email = uniqueEmail('target');
  // Each guess is for another address, so only the limit per client address is at work here.
  const guesses = (n: number) => Array.from({ length: n }, () => uniqueEmail('guess'));

  it(`lets ${max} failed sign-ins from one address through, then answers 429 in Danish`, async () => {
    await signUp(app().client(), email);
    const attacker = app().client();
    for (const [i, guess] of guesses(max).entries()) {
      const res = await signIn(attacker, guess, `gaet-kode-${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await signIn(attacker, email, 'gaet-kode-x');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'RATE_LIMIT', message: errorMessages.RATE_LIMIT } });
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // Even the right password waits.
    expect((await signIn(attacker, email)).status).toBe(429);
  });

  it('still answers another address normally', async () => {
    const other = app().client();
    expect((await signIn(other, email, 'forkert-kode-1')).status).toBe(401);
    expect((await signIn(other, email)).status).toBe(200);
  });

  it('keeps the limit across a restart, because it is stored in the database', async () => {
    const attacker = app().client();
    for (const guess of guesses(max)) await signIn(attacker, guess, 'gaet-kode');
    expect((await signIn(attacker, email)).status).toBe(429);

    await app().restart();
    const again = await signIn(attacker, email);
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(errorMessages.RATE_LIMIT);
    expect((await signIn(app().client(), email)).status).toBe(200);

    // The restart is in-process and Better Auth's memory store is module-wide, so also show
    // that the count lives in the database: it is there, and removing it lifts the limit.
    const key = `${attacker.ip}|/sign-in/email`;
    const row = await app().db.selectFrom('rateLimit').select(['count']).where('key', '=', key).executeTakeFirst();
    expect(Number(row?.count)).toBeGreaterThanOrEqual(max);
    await app().db.deleteFrom('rateLimit').where('key', '=', key).execute();
    expect((await signIn(attacker, email)).status).toBe(200);
  });

  it('takes the address the proxy saw (rightmost X-Forwarded-For entry), not what the client wrote before it', async () => {
    const proxyFor = (client: string, written: string) => ({ headers: { 'x-forwarded-for': `${written}, ${client}` } });
    const client = app().client('198.51.100.7');
    // The client writes a new address at the left of X-Forwarded-For every time; the proxy appends the real one.
    for (const [i, guess] of guesses(max).entries()) {
      const res = await client.post(
        '/api/auth/sign-in/email',
        { email: guess, password: 'gaet-kode' },
        proxyFor('198.51.100.7', `203.0.113.${i}`),
      );
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await client.post(
      '/api/auth/sign-in/email',
      { email, password: 'gaet-kode' },
      proxyFor('198.51.100.7', '203.0.113.250'),
    );
    expect(blocked.status).toBe(429);
  });
});

describeEachDialect('sign-in back-off per account', (app) => {
  const { free } = signInBackoff;
  const lockedUntil = async (email: string) =>
    Number(
      (await app().db.selectFrom('sign_in_guard').select('locked_until').where('email', '=', email).executeTakeFirst())?.locked_until ?? 0,
    );
  /** Moves the lock into the past, as if its minutes had passed. */
  const wait = (email: string) =>
    app()
      .db.updateTable('sign_in_guard')
      .set({ locked_until: Date.now() - 1 })
      .where('email', '=', email)
      .execute();

  it(`lets ${free} wrong passwords through from any addresses, then makes the account wait, doubling each time`, async () => {
    const email = uniqueEmail('victim');
    await signUp(app().client(), email);
    // Each guess from a new client address: the limit per address never applies.
    for (let i = 1; i <= free; i++) expect((await signIn(app().client(), email, `gaet-kode-${i}`)).status, `attempt ${i}`).toBe(401);
    const blocked = await signIn(app().client(), email);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'RATE_LIMIT', message: errorMessages.RATE_LIMIT } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // After the first minute, one more wrong guess locks it for two.
    await wait(email);
    expect((await signIn(app().client(), email, 'gaet-igen')).status).toBe(401);
    const second = (await lockedUntil(email)) - Date.now();
    expect(second).toBeGreaterThan(115_000);
    expect(second).toBeLessThanOrEqual(120_000);
    expect((await signIn(app().client(), email)).status).toBe(429);

    // The right password, once allowed, clears the count.
    await wait(email);
    expect((await signIn(app().client(), email)).status).toBe(200);
    expect(await lockedUntil(email)).toBe(0);
    expect((await signIn(app().client(), email, 'gaet-kode')).status).toBe(401);
  });

  it(`lets at most ${free} of many concurrent guesses reach the password check`, async () => {
    const email = uniqueEmail('burst');
    await signUp(app().client(), email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(app().client(), email, `gaet-kode-${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(free);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - free);
  });

  it('answers an address without an account exactly the same, so it tells nothing about which exist', async () => {
    const email = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i <= free; i++) statuses.push((await signIn(app().client(), email, 'gaet-kode')).status);
    expect(statuses).toEqual([...Array(free).fill(401), 429]);
  });
});

describeEachDialect(
  'sign-in rate limit without a trusted proxy',
  (app) => {
    it('ignores X-Forwarded-For, so a client cannot buy new attempts by changing it', async () => {
      const { max } = authLimits['/sign-in/email'];
      const email = uniqueEmail('spoofed');
      await signUp(app().client(), email);
      for (let i = 1; i <= max; i++) {
        expect((await signIn(app().client(`192.0.2.${i}`), uniqueEmail('guess'), `gaet-kode-${i}`)).status, `attempt ${i}`).toBe(401);
      }
      expect((await signIn(app().client('192.0.2.200'), email)).status).toBe(429);
    });
  },
  { env: { TRUST_PROXY: 'false' } },
);

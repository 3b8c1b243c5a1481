import { expect, it } from 'vitest';
import { errorMessages } from '../../../shared/messages.da';
import { authLimits } from '../../http/limits';
import { describeEachDialect } from '../../test/dialects';
import { signIn, signUp, uniqueEmail } from '../../test/harness';

describeEachDialect('sign-in rate limit', (app) => {
  const { max } = authLimits['/sign-in/email'];
  const email = uniqueEmail('target');

  it(`lets ${max} failed sign-ins from one address through, then answers 429 in Danish`, async () => {
    await signUp(app().client(), email);
    const attacker = app().client();
    for (let i = 1; i <= max; i++) {
      const res = await signIn(attacker, email, `gaet-kode-${i}`);
      expect(res.status, `attempt ${i}`).toBe(401);
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
    for (let i = 0; i < max; i++) await signIn(attacker, email, `gaet-kode-${i}`);
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
});

describeEachDialect(
  'sign-in rate limit without a trusted proxy',
  (app) => {
    it('ignores X-Forwarded-For, so a client cannot buy new attempts by changing it', async () => {
      const { max } = authLimits['/sign-in/email'];
      const email = uniqueEmail('spoofed');
      await signUp(app().client(), email);
      for (let i = 1; i <= max; i++) {
        expect((await signIn(app().client(`192.0.2.${i}`), email, `gaet-kode-${i}`)).status, `attempt ${i}`).toBe(401);
      }
      expect((await signIn(app().client('192.0.2.200'), email)).status).toBe(429);
    });
  },
  { env: { TRUST_PROXY: 'false' } },
);

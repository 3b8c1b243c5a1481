import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { NO_FEATURES } from '../../../shared/avatar-features';
import { characterMessages } from '../../../shared/messages.da';
import { limits } from '../../http/rate-limit';
import { accountRepository } from '../account/repository';
import { describeEachDialect } from '../../test/dialects';
import { signedInClient } from '../../test/harness';
import { charactersRepository } from './repository';
import { charactersService } from './service';

const look = { name: 'Emil', gender: 'dreng', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor: 'lys', outfit: 'rød hættetrøje' };

describeEachDialect('avatar generation', (app) => {
  it(`answers 429 in Danish after ${limits.avatars.max} tries in ${limits.avatars.windowSeconds / 60} minutes, draws nothing more, and still after a restart`, async () => {
    const a = app();
    const busy = await signedInClient(a);
    for (let i = 0; i < limits.avatars.max; i++) {
      const res = await busy.post('/api/characters/avatar', look);
      expect(res.status, res.text).toBe(200);
    }
    const batches = async () =>
      (
        await a.db
          .selectFrom('avatar_candidate_batches')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await batches());
    const refused = await busy.post('/api/characters/avatar', look);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMIT', message: characterMessages.tooManyAvatars });
    expect(Number(await batches())).toBe(before);

    // Counted in the database: a restart (or another instance) does not hand out new tries.
    await a.restart();
    expect((await busy.post('/api/characters/avatar', look)).status).toBe(429);

    // Another user is not held up by the first one.
    const other = await signedInClient(a);
    expect((await other.post('/api/characters/avatar', look)).status).toBe(200);
  });

  it(`allows ${limits.avatarsDaily.max} tries a day`, async () => {
    const a = app();
    const client = await signedInClient(a);
    // Ten-minute windows have passed: only the daily count is left.
    const key = `${limits.avatarsDaily.action}|${client.userId}`;
    await a.db
      .insertInto('rate_limits')
      .values({ key, count: limits.avatarsDaily.max, reset_at: Date.now() + 3600_000 })
      .execute();
    const refused = await client.post('/api/characters/avatar', look);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(characterMessages.tooManyAvatars);
  });

  it('stores nothing for an account deleted while its candidates were drawn', async () => {
    const a = app();
    const client = await signedInClient(a);
    const { storage, images, limiter, illustrators } = a.services;
    const real = illustrators.main;
    const account = accountRepository(a.db);
    const service = charactersService({
      repo: charactersRepository(a.db),
      storage,
      images,
      limiter,
      illustrator: {
        async avatars(wanted) {
          const made = await real.avatars(wanted);
          // The account is deleted (its rows, then its files) while the provider is still drawing.
          await account.deleteAll(client.userId, client.email);
          await storage.deletePrefix(`users/${client.userId}/`);
          return made;
        },
      },
    });
    const { name, ...wanted } = look;
    await expect(
      service.generateAvatars(client.userId, { name, ...wanted, gender: 'dreng', skinColor: 'lys', features: NO_FEATURES }),
    ).rejects.toMatchObject({ status: 401 });
    const dir = path.join(a.dataDir, 'files', 'users', client.userId);
    const files = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
    expect(files.map((f) => f.name)).toEqual([]);
    expect(await a.db.selectFrom('avatar_candidate_batches').selectAll().where('user_id', '=', client.userId).execute()).toEqual([]);
  });
});

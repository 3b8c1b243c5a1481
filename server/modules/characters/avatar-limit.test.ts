import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { characterMessages } from '../../../shared/messages.da';
import { limits } from '../../http/rate-limit';
import { signedInClient, startApp, type TestApp } from '../../test/harness';

const look = { name: 'Emil', gender: 'dreng', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor: 'lys', outfit: 'rød hættetrøje' };

// The limit is counted in the instance's memory, the same on either database: SQLite only.
describe('avatar generation is limited per user', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ dialect: 'sqlite', sqliteTemplate: inject('sqliteTemplate') });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`answers 429 in Danish after ${limits.avatars.max} tries in ${limits.avatars.windowSeconds / 60} minutes, and draws nothing more`, async () => {
    const busy = await signedInClient(app);
    for (let i = 0; i < limits.avatars.max; i++) {
      const res = await busy.post('/api/characters/avatar', look);
      expect(res.status, res.text).toBe(200);
    }
    const batches = async () => (await app.db.selectFrom('avatar_candidate_batches').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await batches());
    const refused = await busy.post('/api/characters/avatar', look);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMIT', message: characterMessages.tooManyAvatars });
    expect(Number(await batches())).toBe(before);

    // Another user is not held up by the first one.
    const other = await signedInClient(app);
    expect((await other.post('/api/characters/avatar', look)).status).toBe(200);
  });
});

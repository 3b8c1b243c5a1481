import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { accountMessages, errorMessages } from '../../../shared/messages.da';
import { limits } from '../../http/rate-limit';
import { describeEachDialect } from '../../test/dialects';
import { openEventStream } from '../../test/event-stream';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { type Client, SESSION_COOKIE, signedInClient, signIn, signUp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { planOfContent } from '../../db/story-plan-column';
import { storyCheckColumns } from '../stories/check';

const fake = await startFakeStripe();
afterAll(() => fake.close());

type Signed = Client & { userId: string; email: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: ['glad for tog'],
  features: { glasses: true },
};
const CONFIRM = 'SLET MIN KONTO';

const picture = (r: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

async function hasCardsTable(a: TestApp) {
  return (await a.db.introspection.getTables()).some((t) => t.name === 'cards');
}

/** A user with an avatar (through the API), a story with a cover and a missing picture, and a card when cards exist. */
async function userWithData(a: TestApp): Promise<Signed & { characterId: string; storyId: string; coverKey: string; cardKey?: string }> {
  const client = await signedInClient(a);
  const avatar = await client.post('/api/characters/avatar', form);
  expect(avatar.status, avatar.text).toBe(200);
  const created = await client.post('/api/characters', { ...form, avatar: avatar.body.images[0].id });
  expect(created.status, created.text).toBe(201);

  const storyId = randomUUID();
  const coverKey = `users/${client.userId}/stories/${storyId}/cover.webp`;
  await a.services.storage.put(coverKey, await picture(10), 'image/webp');
  await a.services.storage.put(coverKey.replace('.webp', '.thumb.webp'), await picture(11), 'image/webp');
  const at = new Date().toISOString();
  await a.db
    .insertInto('stories')
    .values({
      id: storyId,
      user_id: client.userId,
      title: 'Emil tager bussen',
      content: 'TITLE: Emil tager bussen\n[Billede 1]\nEmil venter ved stoppestedet.',
      images: JSON.stringify([coverKey, PLACEHOLDER_IMAGE]),
      character: JSON.stringify({
        id: created.body.id,
        name: 'Emil',
        age: 6,
        gender: 'dreng',
        avatar: `users/${client.userId}/avatars/gone.webp`,
      }),
      story_type: 'individual',
      description: 'Emil skal med bussen.',
      facts: '{}',
      // A row from before the story plan: the app reads its plan from the text.
      plan: null,
      ...storyCheckColumns(
        {
          plan: planOfContent('TITLE: Emil tager bussen\n[Billede 1]\nEmil venter ved stoppestedet.', 'Emil tager bussen'),
          title: 'Emil tager bussen',
          description: 'Emil skal med bussen.',
          facts: {},
        },
        { name: 'Emil', age: 6 },
      ),
      created_at: at,
      updated_at: at,
    })
    .execute();

  let cardKey: string | undefined;
  if (await hasCardsTable(a)) {
    cardKey = `users/${client.userId}/cards/${randomUUID()}.webp`;
    await a.services.storage.put(cardKey, await picture(30), 'image/webp');
    await (a.db as unknown as AnyDb)
      .insertInto('cards')
      .values({
        id: randomUUID(),
        user_id: client.userId,
        title: 'Tandbørste',
        description: 'En tandbørste ved vasken',
        style: 'cartoon',
        image: cardKey,
        created_at: at,
      })
      .execute();
  }
  return Object.assign(client, { characterId: created.body.id as string, storyId, coverKey, cardKey });
}

/** Every place in the database that still names the user: columns user_id/userId/id, emails, and token values. */
async function rowsNaming(a: TestApp, userId: string, email: string) {
  const db = a.db as unknown as AnyDb;
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    const columns = new Set(table.columns.map((c) => c.name));
    const checks: [string, string][] = [];
    for (const column of ['user_id', 'userId', 'id', 'value']) if (columns.has(column)) checks.push([column, userId]);
    for (const column of ['email', 'identifier']) if (columns.has(column)) checks.push([column, email]);
    for (const [column, value] of checks) {
      const row = await db
        .selectFrom(table.name)
        .select(sql<number>`count(*)`.as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow();
      if (Number(row.n) > 0) found.push(`${table.name}.${column}`);
    }
  }
  return found.sort();
}

const deleteAccount = (client: Client, body: unknown) => client.request('DELETE', '/api/me', { json: body });

describeEachDialect(
  "the user's own data: export and account deletion",
  (app) => {
    beforeEach(() => {
      fake.requests.length = 0;
    });

    it('exports profile, stories, characters, cards and the original pictures as mine-data.zip', async () => {
      const a = app();
      const user = await userWithData(a);
      const other = await userWithData(a);

      const res = await fetch(`${a.url}/api/me/export`, { headers: { cookie: user.cookieHeader } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="mine-data.zip"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const json = (name: string) => JSON.parse(strFromU8(zip[name]));

      const profile = json('profile.json');
      expect(profile.profile).toMatchObject({ id: user.userId, email: user.email, role: 'user', storyCount: 0 });
      expect(profile.subscription).toBeNull();

      const [character] = json('characters.json');
      expect(character).toMatchObject({
        id: user.characterId,
        name: 'Emil',
        gender: 'dreng',
        age: 6,
        characteristics: ['glad for tog'],
        features: { hairStyle: null, glasses: true, headscarf: false, ears: 'ingen' },
      });
      expect(character.avatar).toMatch(/^files\/avatars\/.+\.webp$/);
      const avatarKey = (await a.db.selectFrom('characters').select('avatar').where('id', '=', user.characterId).executeTakeFirstOrThrow())
        .avatar;
      expect(Buffer.from(zip[character.avatar]).equals((await a.services.storage.get(avatarKey))!.bytes)).toBe(true);

      const [story] = json('stories.json');
      expect(story).toMatchObject({ id: user.storyId, title: 'Emil tager bussen', storyType: 'individual' });
      expect(story.content).toContain('[Billede 1]');
      // The cover is there; the picture not made yet is null; the snapshot's vanished avatar names no file.
      expect(story.images).toEqual([`files/stories/${user.storyId}/cover.webp`, null]);
      expect(story.character).toMatchObject({ name: 'Emil', avatar: 'files/avatars/gone.webp' });
      expect(zip['files/avatars/gone.webp']).toBeUndefined();
      expect(Buffer.from(zip[story.images[0]]).equals((await a.services.storage.get(user.coverKey))!.bytes)).toBe(true);

      const cards = json('cards.json');
      if (user.cardKey) {
        expect(cards).toHaveLength(1);
        expect(cards[0]).toMatchObject({ title: 'Tandbørste', style: 'cartoon' });
        expect(zip[cards[0].image]).toBeDefined();
      } else {
        expect(cards).toEqual([]);
      }

      const names = Object.keys(zip);
      expect(names.filter((n) => n.includes('.thumb.'))).toEqual([]);
      expect(names.some((n) => n.includes(other.characterId) || n.includes(other.storyId))).toBe(false);
      expect(strFromU8(zip['stories.json'])).not.toContain(other.storyId);

      expect((await a.client().get('/api/me/export')).status).toBe(401);
    });

    it('refuses deletion with a wrong password (403) or without the confirmation text (400), and keeps everything', async () => {
      const a = app();
      const user = await userWithData(a);
      const before = await rowsNaming(a, user.userId, user.email);

      const wrong = await deleteAccount(user, { confirm: CONFIRM, password: 'forkert-kode-9' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toEqual({ code: 'WRONG_PASSWORD', message: accountMessages.wrongPassword });

      for (const confirm of ['', 'slet', 'SLET MIN KONT']) {
        const res = await deleteAccount(user, { confirm, password: TEST_PASSWORD });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(accountMessages.confirmMismatch(CONFIRM));
      }
      const noPassword = await deleteAccount(user, { confirm: CONFIRM });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error.message).toBe(accountMessages.passwordRequired);
      const fromElsewhere = await user.request('DELETE', '/api/me', {
        json: { confirm: CONFIRM, password: TEST_PASSWORD },
        origin: 'https://evil.example',
      });
      expect(fromElsewhere.status).toBe(403);
      expect((await a.client().request('DELETE', '/api/me', { json: { confirm: CONFIRM, password: TEST_PASSWORD } })).status).toBe(401);

      expect(await rowsNaming(a, user.userId, user.email)).toEqual(before);
      expect((await user.get('/api/me')).status).toBe(200);
    });

    it(`checks at most ${limits.passwordUser.max} passwords per user in ${limits.passwordUser.windowSeconds / 60} minutes, then answers 429 even to the right one`, async () => {
      const a = app();
      const user = await signedInClient(a);
      for (let i = 0; i < limits.passwordUser.max; i++) {
        expect((await deleteAccount(user, { confirm: CONFIRM, password: `gaet-kode-${i}` })).status).toBe(403);
      }
      const blocked = await deleteAccount(user, { confirm: CONFIRM, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toEqual({ code: 'RATE_LIMIT', message: errorMessages.RATE_LIMIT });
      expect((await user.get('/api/me')).status).toBe(200);
    });

    it(`checks at most ${limits.passwordIp.max} passwords from one client address, whichever accounts they are for`, async () => {
      const a = app();
      const ip = '198.51.100.77';
      const perUser = limits.passwordUser.max;
      const users = [];
      for (let n = 0; n <= limits.passwordIp.max / perUser; n++) {
        const client = a.client(ip);
        const email = `same-ip-${n}-${randomUUID().slice(0, 6)}@fh.test`;
        await signUp(client, email);
        expect((await signIn(client, email)).status).toBe(200);
        users.push(client);
      }
      const statuses = [];
      for (const client of users.slice(0, -1))
        for (let i = 0; i < perUser; i++) statuses.push((await deleteAccount(client, { confirm: CONFIRM, password: 'gaet-kode' })).status);
      expect(statuses.every((s) => s === 403)).toBe(true);
      expect(statuses).toHaveLength(limits.passwordIp.max);
      expect((await deleteAccount(users.at(-1)!, { confirm: CONFIRM, password: TEST_PASSWORD })).status).toBe(429);
    });

    it('deletes every row and file of the user, ends every session, cancels the subscription, and sign-in then fails', async () => {
      const a = app();
      const user = await userWithData(a);
      const other = await userWithData(a);
      const secondDevice = a.client();
      expect((await signIn(secondDevice, user.email)).status).toBe(200);
      const stream = await openEventStream(a.url, secondDevice);

      // A running Premium subscription and a job, so those tables hold rows too.
      const subscription = fake.subscription({
        customer: 'cus_to_delete',
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
        userId: user.userId,
      });
      const at = new Date().toISOString();
      await a.db
        .insertInto('user_subscriptions')
        .values({
          user_id: user.userId,
          status: 'active',
          current_period_end: new Date(Date.now() + 86_400_000).toISOString(),
          provider_customer_id: 'cus_to_delete',
          provider_subscription_id: subscription.id,
          updated_at: at,
        })
        .execute();
      await a.db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          user_id: user.userId,
          kind: 'noop',
          input: '{}',
          state: '{}',
          status: 'succeeded',
          progress: 100,
          result: null,
          error: null,
          attempts: 1,
          locked_by: null,
          lease_until: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      // A pending password reset holds the user id as its value.
      expect((await a.client().post('/api/auth/request-password-reset', { email: user.email })).status).toBe(200);

      const before = await rowsNaming(a, user.userId, user.email);
      for (const table of [
        'profiles.id',
        'user.id',
        'session.userId',
        'account.userId',
        'characters.user_id',
        'stories.user_id',
        'jobs.user_id',
        'user_subscriptions.user_id',
        'verification.value',
      ]) {
        expect(before).toContain(table);
      }
      if (user.cardKey) expect(before).toContain('cards.user_id');
      const filesDir = path.join(a.dataDir, 'files', 'users', user.userId);
      if (a.services.storage.kind === 'local') expect(existsSync(filesDir)).toBe(true);

      const res = await deleteAccount(user, { confirm: ' slet min konto ', password: TEST_PASSWORD });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ deleted: true });
      expect(res.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /max-age=0/i.test(c))).toBe(true);

      expect(await rowsNaming(a, user.userId, user.email)).toEqual([]);
      expect(await a.services.storage.get(user.coverKey)).toBeNull();
      if (user.cardKey) expect(await a.services.storage.get(user.cardKey)).toBeNull();
      if (a.services.storage.kind === 'local') expect(existsSync(filesDir)).toBe(false);
      expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);

      // Both sessions are over; the other device's open page is told to look again.
      await stream.waitFor((e) => e.type === 'profile');
      stream.close();
      expect((await user.get('/api/me')).status).toBe(401);
      expect((await secondDevice.get('/api/me')).status).toBe(401);
      const again = await signIn(a.client(), user.email);
      expect(again.status).toBe(401);

      // Nobody else lost anything.
      expect((await other.get('/api/me')).status).toBe(200);
      expect((await other.get(`/api/characters/${other.characterId}`)).status).toBe(200);
      expect(await a.services.storage.get(other.coverKey)).not.toBeNull();
      expect(await rowsNaming(a, other.userId, other.email)).toContain('stories.user_id');
    });
  },
  { env: fakeStripeEnv(fake) },
);

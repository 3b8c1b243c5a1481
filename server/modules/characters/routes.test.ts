import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type AvatarFeatures, NO_FEATURES } from '../../../shared/avatar-features';
import { characterMessages, validationMessages } from '../../../shared/messages.da';
import { avatarCandidates, createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { signedInClient, type TestApp } from '../../test/harness';
import { imagePipeline } from '../../providers/images/pipeline';
import { dbRateLimiter } from '../../http/rate-limit';
import { characterRecord, charactersRepository } from './repository';
import { charactersService } from './service';
import { characterSnapshot } from './snapshot';

const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'rød hættetrøje',
  companion: 'Hunden Bobby',
  characteristics: 'glad, nysgerrig, , elsker tog ',
};

describeEachDialect('characters API', (app) => {
  const fileOnDisk = (a: TestApp, key: string) => path.join(a.dataDir, 'files', key);
  const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.replace('/api/files/', ''));

  it('generates four offline avatar candidates that are real WebP images behind signed URLs', async () => {
    const a = app();
    const client = await signedInClient(a);
    const images = await avatarCandidates(client, form);
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.id).toMatch(/^[0-9a-f-]{36}_\d$/);
      expect(keyOf(image.url)).toMatch(new RegExp(`^users/${client.userId}/avatar-candidates/[0-9a-f-]{36}/\\d\\.webp$`));
      const res = await fetch(`${a.url}${image.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 768, height: 768 });
    }
    // Four different pictures.
    const bodies = await Promise.all(
      images.map(async (i) => Buffer.from(await (await fetch(`${a.url}${i.url}`)).arrayBuffer()).toString('base64')),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it('creates, lists (newest first), reads, updates and deletes a character with its files', async () => {
    const a = app();
    const client = await signedInClient(a);
    const images = await avatarCandidates(client, form);
    const created = await client.post('/api/characters', { ...form, avatar: images[1].id });
    expect(created.status, created.text).toBe(201);
    const c = created.body;
    // As sent, with the characteristics split and trimmed.
    expect(c).toMatchObject({ ...form, characteristics: ['glad', 'nysgerrig', 'elsker tog'], features: NO_FEATURES });
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(c)).not.toContain('user_id');
    const avatarKey = keyOf(c.avatarUrl);
    expect(avatarKey).toMatch(new RegExp(`^users/${client.userId}/avatars/${c.id}-[0-9a-f]{8}\\.webp$`));
    expect(keyOf(c.avatarThumbUrl)).toBe(avatarKey.replace('.webp', '.thumb.webp'));
    const thumb = await sharp(Buffer.from(await (await fetch(`${a.url}${c.avatarThumbUrl}`)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320 });
    // The chosen candidate was copied; the whole batch is gone.
    const batchDir = path.dirname(fileOnDisk(a, keyOf(images[0].url)));
    expect(existsSync(batchDir)).toBe(false);
    expect((await fetch(`${a.url}${images[0].url}`)).status).toBe(404);

    const second = await createCharacter(client, form, {
      name: 'Sofie',
      gender: 'Pige',
      skinColor: 'Meget mørk',
      characteristics: ['rolig'],
    });
    expect(second).toMatchObject({ name: 'Sofie', gender: 'pige', skinColor: 'meget mørk', characteristics: ['rolig'] });
    const list = await client.get('/api/characters');
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([second.id, c.id]);

    const got = await client.get(`/api/characters/${c.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: c.id, name: 'Emil' });

    const patched = await client.patch(`/api/characters/${c.id}`, { name: 'Emil Jr.', age: 7, companion: '', characteristics: 'modig' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Emil Jr.', age: 7, companion: null, characteristics: ['modig'], hairColor: 'brun' });
    expect(keyOf(patched.body.avatarUrl)).toBe(avatarKey);
    expect(patched.body.updatedAt >= c.updatedAt).toBe(true);

    // A new avatar replaces the old files.
    const fresh = await avatarCandidates(client, form);
    const replaced = await client.patch(`/api/characters/${c.id}`, { avatar: fresh[2].id });
    expect(replaced.status, replaced.text).toBe(200);
    const newKey = keyOf(replaced.body.avatarUrl);
    expect(newKey).not.toBe(avatarKey);
    expect(existsSync(fileOnDisk(a, newKey))).toBe(true);
    expect(existsSync(fileOnDisk(a, avatarKey))).toBe(false);
    expect(existsSync(fileOnDisk(a, avatarKey.replace('.webp', '.thumb.webp')))).toBe(false);
    expect((await client.get(`/api/characters/${c.id}`)).body.name).toBe('Emil Jr.');

    const deleted = await client.request('DELETE', `/api/characters/${c.id}`);
    expect(deleted.status).toBe(204);
    expect(existsSync(fileOnDisk(a, newKey))).toBe(false);
    expect(existsSync(fileOnDisk(a, newKey.replace('.webp', '.thumb.webp')))).toBe(false);
    expect((await client.get(`/api/characters/${c.id}`)).status).toBe(404);
    expect((await fetch(`${a.url}${replaced.body.avatarUrl}`)).status).toBe(404);
    expect((await client.get('/api/characters')).body.map((x: { id: string }) => x.id)).toEqual([second.id]);
  });

  it('answers validation errors in Danish', async () => {
    const client = await signedInClient(app());
    const [img] = await avatarCandidates(client, form);
    const cases: [object, string][] = [
      [{ ...form, name: '   ', avatar: img.id }, 'Udfyld venligst barnets navn'],
      [{ ...form, name: undefined, avatar: undefined }, 'Udfyld venligst barnets navn'],
      [{ ...form }, 'Generer venligst en avatar først'],
      [{ ...form, avatar: '' }, 'Generer venligst en avatar først'],
      [{ ...form, age: 13, avatar: img.id }, 'Alderen skal være mellem 1 og 12'],
      [{ ...form, age: 0, avatar: img.id }, 'Alderen skal være mellem 1 og 12'],
      [{ ...form, age: 'seks', avatar: img.id }, 'Alderen skal være et tal mellem 1 og 12'],
      [{ ...form, gender: 'andet', avatar: img.id }, 'Vælg venligst køn: Dreng eller Pige'],
      [{ ...form, skinColor: 'grøn', avatar: img.id }, 'Vælg venligst hudfarve: Lys, Medium, Mørk eller Meget mørk'],
      [{ ...form, name: 'x'.repeat(51), avatar: img.id }, 'Navnet må højst være 50 tegn'],
      [{ ...form, characteristics: ['x'.repeat(51)], avatar: img.id }, 'Hver egenskab må højst være 50 tegn'],
      [{ ...form, avatar: 'not-a-candidate' }, characterMessages.avatarCandidateGone],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/characters', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const avatar = await client.post('/api/characters/avatar', { ...form, age: 20 });
    expect(avatar.status).toBe(400);
    expect(avatar.body.error.message).toBe('Alderen skal være mellem 1 og 12');
    expect((await client.get('/api/characters')).body).toEqual([]);
  });

  it("keeps the avatar builder's choices: created with them, read back, one changed by PATCH, the rest kept", async () => {
    const client = await signedInClient(app());
    // with the first candidate: variant 0 is kept, so the stories draw that candidate
    const chosen: AvatarFeatures = { hairStyle: 'fletninger', glasses: true, headscarf: false, ears: 'høreapparat', variant: 0 };
    const c = await createCharacter(client, { ...form, features: chosen });
    expect(c.features).toEqual(chosen);
    expect((await client.get(`/api/characters/${c.id}`)).body.features).toEqual(chosen);
    expect((await client.get('/api/characters')).body[0].features).toEqual(chosen);

    const glassesOff = await client.patch(`/api/characters/${c.id}`, { features: { glasses: false } });
    expect(glassesOff.status, glassesOff.text).toBe(200);
    expect(glassesOff.body.features).toEqual({ ...chosen, glasses: false });
    // The form's «Vælg ud fra hårfarven» sends '': no chosen hair style.
    const fromHairText = await client.patch(`/api/characters/${c.id}`, { features: { hairStyle: '', headscarf: true } });
    expect(fromHairText.body.features).toEqual({ hairStyle: null, glasses: false, headscarf: true, ears: 'høreapparat', variant: 0 });
    // A PATCH without features leaves them alone.
    await client.patch(`/api/characters/${c.id}`, { name: 'Emil' });
    expect((await client.get(`/api/characters/${c.id}`)).body.features).toEqual({
      hairStyle: null,
      glasses: false,
      headscarf: true,
      ears: 'høreapparat',
      variant: 0,
    });
    // Another candidate chosen: its number is kept with the character.
    const [, , third] = await avatarCandidates(client, form);
    const other = await client.patch(`/api/characters/${c.id}`, { avatar: third.id });
    expect(other.body.features.variant).toBe(2);
    const created = await client.post('/api/characters', { ...form, avatar: (await avatarCandidates(client, form))[3].id });
    expect(created.body.features.variant).toBe(3);
  });

  it('passes the choices on to the illustrator with the look, never the name', async () => {
    const a = app();
    const client = await signedInClient(a);
    const { storage, images } = a.services;
    const looks: unknown[] = [];
    const illustrator = { avatars: async (wanted: { look: unknown }) => (looks.push(wanted.look), []) as never[] };
    const service = charactersService({ repo: charactersRepository(a.db), storage, images, illustrator, limiter: dbRateLimiter(a.db) });
    const features: AvatarFeatures = { hairStyle: 'hestehale', glasses: false, headscarf: true, ears: 'høretelefoner' };
    await service.generateAvatars(client.userId, { ...form, gender: 'dreng', skinColor: 'lys', features }).catch(() => undefined);
    expect(looks[0]).toMatchObject({ hairColor: 'brun', outfit: 'rød hættetrøje', features });
    expect(looks[0]).not.toHaveProperty('name');
  });

  it('answers a choice that is not on the lists with 400 in Danish', async () => {
    const client = await signedInClient(app());
    const c = await createCharacter(client, form);
    const [img] = await avatarCandidates(client, form);
    const cases: [object, string][] = [
      [{ hairStyle: 'pandehår' }, 'Vælg en frisure fra listen'],
      [{ glasses: 'ja' }, 'Briller skal være ja eller nej'],
      [{ headscarf: 1 }, 'Tørklæde skal være ja eller nej'],
      [{ ears: 'ørevarmere' }, 'Vælg høreapparat, høretelefoner eller ingen'],
    ];
    for (const [features, message] of cases) {
      for (const res of [
        await client.post('/api/characters/avatar', { ...form, features }),
        await client.post('/api/characters', { ...form, features, avatar: img.id }),
        await client.patch(`/api/characters/${c.id}`, { features }),
      ]) {
        expect(res.status, JSON.stringify(features)).toBe(400);
        expect(res.body.error.message).toBe(message);
      }
    }
    for (const features of ['briller', null, [true]]) {
      const res = await client.patch(`/api/characters/${c.id}`, { features });
      expect(res.status, JSON.stringify(features)).toBe(400);
      expect(res.body.error.message).toBe(validationMessages.featuresInvalid);
    }
    expect((await client.get(`/api/characters/${c.id}`)).body.features).toEqual({ ...NO_FEATURES, variant: 0 });
  });

  it('reads a character saved before the choices existed as one without choices', async () => {
    const a = app();
    const client = await signedInClient(a);
    const c = await createCharacter(client, { ...form, features: { glasses: true } });
    // As the migration leaves the rows from before it, and as a hand-edited row might look.
    for (const stored of [null, '', 'ikke json', '{"glasses":"måske"}']) {
      await a.db.updateTable('characters').set({ features: stored }).where('id', '=', c.id).execute();
      expect((await client.get(`/api/characters/${c.id}`)).body.features, String(stored)).toEqual(NO_FEATURES);
      expect((await a.services.characters.snapshot(client.userId, c.id))?.features).toEqual(NO_FEATURES);
    }
    await a.db.updateTable('characters').set({ features: null }).where('id', '=', c.id).execute();
    const patched = await client.patch(`/api/characters/${c.id}`, { features: { ears: 'høretelefoner' } });
    expect(patched.body.features).toEqual({ ...NO_FEATURES, ears: 'høretelefoner' });
  });

  it("answers 404 for another user's character and for ids that are not uuids, and refuses their candidates", async () => {
    const a = app();
    const owner = await signedInClient(a);
    const other = await signedInClient(a);
    const c = await createCharacter(owner, form);
    expect((await other.get(`/api/characters/${c.id}`)).status).toBe(404);
    expect((await other.patch(`/api/characters/${c.id}`, { name: 'Stjålet' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/characters/${c.id}`)).status).toBe(404);
    expect((await other.get('/api/characters')).body).toEqual([]);
    for (const bad of ['123', 'not-a-uuid', `${c.id}x`]) {
      expect((await owner.get(`/api/characters/${bad}`)).status).toBe(404);
      expect((await owner.request('DELETE', `/api/characters/${bad}`)).status).toBe(404);
    }
    const owners = await avatarCandidates(owner, form);
    const res = await other.post('/api/characters', { ...form, avatar: owners[0].id });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(characterMessages.avatarCandidateGone);
    const patch = await other.patch(`/api/characters/${c.id}`, { avatar: owners[0].id });
    expect(patch.status).toBe(404);
    const still = await owner.get(`/api/characters/${c.id}`);
    expect(still.body.name).toBe('Emil');
    expect((await fetch(`${a.url}${still.body.avatarUrl}`)).status).toBe(200);
  });

  it('asks for sign-in with the Danish texts', async () => {
    const anon = app().client();
    const list = await anon.get('/api/characters');
    expect(list.status).toBe(401);
    expect(list.body.error.message).toBe(characterMessages.signInToSee);
    const del = await anon.request('DELETE', '/api/characters/00000000-0000-4000-8000-000000000000');
    expect(del.status).toBe(401);
    expect(del.body.error.message).toBe(characterMessages.signInToDelete);
    expect((await anon.post('/api/characters/avatar', form)).status).toBe(401);
    expect((await anon.post('/api/characters', { ...form, avatar: 'x' })).status).toBe(401);
  });

  it('serves files only with a valid, unexpired signature', async () => {
    const a = app();
    const client = await signedInClient(a);
    const c = await createCharacter(client, form);
    const url = new URL(c.avatarUrl, a.url);
    expect((await fetch(url)).status).toBe(200);
    const sig = url.searchParams.get('sig')!;
    const tamper = (mut: (u: URL) => void) => {
      const u = new URL(url);
      mut(u);
      return fetch(u);
    };
    expect(
      (
        await tamper((u) =>
          u.searchParams.set(
            'sig',
            sig.replace(/^./, (ch) => (ch === '0' ? '1' : '0')),
          ),
        )
      ).status,
    ).toBe(403);
    expect((await tamper((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)))).status).toBe(403);
    expect((await tamper((u) => u.searchParams.delete('sig'))).status).toBe(403);
    expect((await tamper((u) => (u.pathname = u.pathname.replace('.webp', '.thumb.webp')))).status).toBe(403);
    const expired = a.services.storage.signedUrl(keyOf(c.avatarUrl), -7200);
    const res = await fetch(new URL(await expired, a.url));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Linket til filen er udløbet. Genindlæs siden.');
    expect((await fetch(new URL('/api/files/..%2F..%2Fapp.sqlite?exp=9999999999&sig=' + '0'.repeat(64), a.url))).status).toBe(404);
  });

  it('sweeps candidates older than 24 hours', async () => {
    const a = app();
    const client = await signedInClient(a);
    const old = await avatarCandidates(client, form);
    const fresh = await avatarCandidates(client, form);
    const oldBatch = old[0].id.split('_')[0];
    await a.db
      .updateTable('avatar_candidate_batches')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
      .where('id', '=', oldBatch)
      .execute();
    expect(await a.services.characters.sweepCandidates()).toBe(1);
    expect(existsSync(path.dirname(fileOnDisk(a, keyOf(old[0].url))))).toBe(false);
    expect(existsSync(fileOnDisk(a, keyOf(fresh[0].url)))).toBe(true);
    const res = await client.post('/api/characters', { ...form, avatar: old[0].id });
    expect(res.status).toBe(400);
    expect((await client.post('/api/characters', { ...form, avatar: fresh[3].id })).status).toBe(201);
  });

  it('leaves no row without files and no files without a row', async () => {
    const a = app();
    const client = await signedInClient(a);
    const { storage, images, characters: real } = a.services;
    const repo = charactersRepository(a.db);
    const illustrator = { avatars: async () => [] as never[] };
    const limiter = dbRateLimiter(a.db);
    const candidate = async () =>
      (await real.generateAvatars(client.userId, { ...form, gender: 'dreng', skinColor: 'lys', features: NO_FEATURES })).images[0].id;
    const avatarDir = path.join(a.dataDir, 'files', 'users', client.userId, 'avatars');
    const avatarFiles = () => (existsSync(avatarDir) ? readdirSync(avatarDir) : []);

    // The insert fails: the copied avatar files are removed again.
    const failingInsert = charactersService({
      repo: { ...repo, insert: async () => Promise.reject(new Error('disk full')) },
      storage,
      images,
      illustrator,
      limiter,
    });
    const input = {
      ...form,
      gender: 'dreng' as const,
      skinColor: 'lys' as const,
      companion: null,
      characteristics: [],
      features: NO_FEATURES,
      avatar: await candidate(),
    };
    await expect(failingInsert.create(client.userId, input)).rejects.toMatchObject({ message: characterMessages.saveFailed });
    expect(avatarFiles()).toEqual([]);

    // Storing fails: nothing is inserted.
    const brokenStorage = { ...storage, put: async () => Promise.reject(new Error('bucket gone')) };
    const brokenImages = imagePipeline({ storage: brokenStorage, fetchRemote: async () => Promise.reject(new Error('unused')) });
    const failingStorage = charactersService({ repo, storage: brokenStorage, images: brokenImages, illustrator, limiter });
    await expect(failingStorage.create(client.userId, { ...input, avatar: await candidate() })).rejects.toBeTruthy();
    expect(await repo.listByUser(client.userId)).toEqual([]);
    expect(avatarFiles()).toEqual([]);
  });
});

describe('character snapshot', () => {
  it('turns a character row into what a story keeps', () => {
    const snapshot = characterSnapshot(
      characterRecord({
        id: 'c1',
        user_id: 'u1',
        name: 'Emil',
        gender: 'dreng',
        age: 6,
        hair_color: 'brun',
        eye_color: 'blå',
        skin_color: 'lys',
        outfit: 'rød trøje',
        companion: null,
        characteristics: '["glad","nysgerrig"]',
        features: '{"hairStyle":"krøllet","glasses":true,"headscarf":false,"ears":"ingen"}',
        avatar: 'users/u1/avatars/c1-00000000.webp',
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      }),
    );
    expect(snapshot).toEqual({
      id: 'c1',
      name: 'Emil',
      age: 6,
      gender: 'dreng',
      hairColor: 'brun',
      eyeColor: 'blå',
      skinColor: 'lys',
      outfit: 'rød trøje',
      companion: null,
      traits: ['glad', 'nysgerrig'],
      features: { hairStyle: 'krøllet', glasses: true, headscarf: false, ears: 'ingen' },
      avatar: 'users/u1/avatars/c1-00000000.webp',
    });
  });
});

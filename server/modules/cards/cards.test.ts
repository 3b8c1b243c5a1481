import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/api-types';
import { CARD_STYLES, cardStyleIds } from '../../../shared/cards';
import { FREE_CARDS } from '../../../shared/constants';
import { cardMessages, characterMessages } from '../../../shared/messages.da';
import { childFigureLook } from '../../providers/illustrator/figures/look';
import { CARD_SHEET } from '../../../shared/card-layout';
import { maxChroma, pixels } from '../../test/pixels';
import { cardWithWord } from '../../providers/images/word-card';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { startFakeOpenAi } from '../../test/fake-openai';
import { signedInClient, type TestApp } from '../../test/harness';

/**
 * The image generator over real HTTP on SQLite and PostgreSQL: offline pictures in every
 * style, the card quota (also under concurrent requests), ownership, files and the repair
 * of picture URLs; and, with an OpenAI-compatible service on loopback, that a failed
 * generation uses no quota and leaves nothing behind.
 */

const cardCount = async (a: TestApp, userId: string) =>
  Number((await a.db.selectFrom('profiles').select('card_count').where('id', '=', userId).executeTakeFirstOrThrow()).card_count);

const setCardCount = (a: TestApp, userId: string, n: number) =>
  a.db.updateTable('profiles').set({ card_count: n }).where('id', '=', userId).execute();

const makeUnlimited = (a: TestApp, userId: string) =>
  a.db.updateTable('profiles').set({ role: 'unlimited' }).where('id', '=', userId).execute();

const cardDir = (a: TestApp, userId: string) => path.join(a.dataDir, 'files', 'users', userId, 'cards');
const filesOf = (a: TestApp, userId: string) => (existsSync(cardDir(a, userId)) ? readdirSync(cardDir(a, userId)).sort() : []);

async function fetchImage(a: TestApp, url: string) {
  const res = await fetch(new URL(url, a.url));
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describeEachDialect('cards (offline illustrator)', (app) => {
  it('draws and saves a card in each of the six styles, newest first, with working pictures', async () => {
    const a = app();
    const client = await signedInClient(a);
    await makeUnlimited(a, client.userId);
    const made: Card[] = [];
    for (const style of cardStyleIds) {
      const res = await client.post('/api/cards', {
        title: `Kort ${style}`,
        description: 'En glad hund leger med en rød bold i haven',
        style,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        title: `Kort ${style}`,
        description: 'En glad hund leger med en rød bold i haven',
        style,
        retryCount: 0,
        placeholder: false,
      });
      made.push(res.body);
    }
    const list = await client.get('/api/cards');
    expect(list.status).toBe(200);
    expect(list.body.cards.map((c: Card) => c.style)).toEqual([...cardStyleIds].reverse());
    expect(list.body).toMatchObject({ total: cardStyleIds.length, page: 1, limit: 24 });

    // Pages, newest first, in Danish when the page is wrong.
    const firstTwo = await client.get('/api/cards?page=1&limit=2');
    expect(firstTwo.body.cards.map((c: Card) => c.style)).toEqual([...cardStyleIds].reverse().slice(0, 2));
    expect(firstTwo.body.total).toBe(cardStyleIds.length);
    const last = await client.get(`/api/cards?page=${Math.ceil(cardStyleIds.length / 2)}&limit=2`);
    expect(last.body.cards.map((c: Card) => c.style)).toEqual(
      [...cardStyleIds].reverse().slice(2 * (Math.ceil(cardStyleIds.length / 2) - 1)),
    );
    const wrong = await client.get('/api/cards?page=0');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Ugyldigt sidetal');

    const row = await a.db.selectFrom('cards').selectAll().where('id', '=', made[0].id).executeTakeFirstOrThrow();
    expect(row.image).toMatch(new RegExp(`^users/${client.userId}/cards/${made[0].id}-[0-9a-f]{8}\\.webp$`));
    // Picture and thumbnail for each card, through its signed URL, as re-encoded WebP.
    expect(filesOf(a, client.userId)).toHaveLength(2 * cardStyleIds.length);
    for (const card of made) {
      const image = await fetchImage(a, card.imageUrl);
      const meta = await sharp(image).metadata();
      const size = CARD_STYLES.find((s) => s.id === card.style)!.path.width;
      expect(meta, card.style).toMatchObject({ format: 'webp', width: size, height: size });
      expect((await sharp(await fetchImage(a, card.thumbUrl)).metadata()).width).toBe(320);
    }
    // Malebog is black line art on white; the other styles are in colour.
    const chroma = async (card: Card) => maxChroma(await pixels(await fetchImage(a, card.imageUrl)), 5);
    expect(await chroma(made.find((c) => c.style === 'coloring')!)).toBeLessThan(24);
    expect(await chroma(made.find((c) => c.style === 'cartoon')!)).toBeGreaterThan(60);
    // An unlimited user is not held to the free limit, and every card is still counted.
    expect(made.length).toBeGreaterThan(FREE_CARDS);
    expect(await cardCount(a, client.userId)).toBe(cardStyleIds.length);
  });

  it('names a card without a title by the first 50 characters of its description', async () => {
    const a = app();
    const client = await signedInClient(a);
    const description = 'En lille pige  står ved busstoppestedet med sin mor og venter på den gule bus';
    const res = await client.post('/api/cards', { description, style: 'watercolor' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.title).toBe('En lille pige står ved busstoppestedet med sin mor');
    expect(res.body.title).toHaveLength(50);
    expect(res.body.description).toBe(description);
    const blank = await client.post('/api/cards', { title: '   ', description: 'Kat', style: 'anime' });
    expect(blank.status, blank.text).toBe(201);
    expect(blank.body.title).toBe('Kat');
  });

  it('answers invalid input with Danish messages and uses no quota for it', async () => {
    const a = app();
    const client = await signedInClient(a);
    const cases: [unknown, string][] = [
      [{ style: 'cartoon' }, cardMessages.descriptionRequired],
      [{ description: '   ', style: 'cartoon' }, cardMessages.descriptionRequired],
      [{ description: 'En kat', style: 'pastel' }, cardMessages.styleInvalid],
      [{ description: 'En kat' }, cardMessages.styleInvalid],
      [{ description: 'x'.repeat(1001), style: 'cartoon' }, cardMessages.descriptionTooLong(1000)],
      [{ title: 'x'.repeat(101), description: 'En kat', style: 'cartoon' }, cardMessages.titleTooLong(100)],
      [{ title: 7, description: 'En kat', style: 'cartoon' }, cardMessages.titleNotText],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/cards', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await cardCount(a, client.userId)).toBe(0);

    const anonymous = a.client();
    const signedOut = await anonymous.post('/api/cards', { description: 'En kat', style: 'cartoon' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe(cardMessages.signInToGenerate);
    expect((await anonymous.get('/api/cards')).status).toBe(401);
  });

  it('stops a free user at 5 cards, with the Danish message', async () => {
    const a = app();
    const client = await signedInClient(a);
    for (let i = 0; i < FREE_CARDS; i++) {
      expect((await client.post('/api/cards', { description: `Kort nummer ${i + 1}`, style: 'minimalist' })).status).toBe(201);
    }
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ cardCount: 5, canCreateCard: false });
    const refused = await client.post('/api/cards', { description: 'Et kort mere', style: 'minimalist' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'CARD_QUOTA',
      message: 'Du har brugt alle dine gratis billeder. Opgrader for at lave flere.',
    });
    expect((await client.get('/api/cards')).body.cards).toHaveLength(5);
    // Deleting does not give quota back (the counters are lifetime counters).
    const first = (await client.get('/api/cards')).body.cards[0] as Card;
    expect((await client.request('DELETE', `/api/cards/${first.id}`)).status).toBe(204);
    expect((await client.post('/api/cards', { description: 'Et kort mere', style: 'minimalist' })).status).toBe(403);
    expect(await cardCount(a, client.userId)).toBe(5);
  });

  it('lets exactly one of twenty concurrent requests through at 4 of 5', async () => {
    const a = app();
    const client = await signedInClient(a);
    await setCardCount(a, client.userId, 4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post('/api/cards', { description: `Samtidigt kort ${i}`, style: 'cartoon' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(await cardCount(a, client.userId)).toBe(5);
    expect((await client.get('/api/cards')).body.cards).toHaveLength(1);
    expect(filesOf(a, client.userId)).toHaveLength(2);
  });

  it("keeps another user's card out of reach: 404 for delete and refresh, absent from the list", async () => {
    const a = app();
    const owner = await signedInClient(a);
    const other = await signedInClient(a);
    const card = (await owner.post('/api/cards', { description: 'Min egen kat', style: 'cartoon' })).body as Card;
    expect((await other.get('/api/cards')).body.cards).toEqual([]);
    for (const res of [await other.request('DELETE', `/api/cards/${card.id}`), await other.post(`/api/cards/${card.id}/refresh-url`)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'CARD_NOT_FOUND', message: cardMessages.notFound });
    }
    expect((await owner.request('DELETE', '/api/cards/not-a-card')).status).toBe(404);
    const row = await a.db.selectFrom('cards').select('retry_count').where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(Number(row.retry_count)).toBe(0);
    expect((await owner.get('/api/cards')).body.cards.map((c: Card) => c.id)).toEqual([card.id]);
    expect(filesOf(a, owner.userId)).toHaveLength(2);
  });

  it('answers one card, and downloads it as a PNG named after the title with its word under the picture; another user gets 404', async () => {
    const a = app();
    const owner = await signedInClient(a);
    const other = await signedInClient(a);
    const card = (
      await owner.post('/api/cards', { title: 'Kat på én pude: "sov godt"', description: 'En kat der sover', style: 'coloring' })
    ).body as Card;
    const one = await owner.get(`/api/cards/${card.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: card.id, title: card.title, style: 'coloring', placeholder: false });
    await fetchImage(a, one.body.imageUrl);

    const res = await fetch(`${a.url}/api/cards/${card.id}/png`, { headers: { cookie: owner.cookieHeader, 'x-forwarded-for': owner.ip } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // The title as the name (æ, ø, å kept for browsers, spelled out for the rest), without the characters a file name cannot hold.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Kat-paa-en-pude-sov-godt.png"; filename*=UTF-8''${encodeURIComponent('Kat på én pude sov godt')}.png`,
    );
    const png = Buffer.from(await res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const size = CARD_STYLES.find((s) => s.id === 'coloring')!.path.width;
    // As the print sheet lays out one card: the picture inside a white margin, the word under it.
    const meta = await sharp(png).metadata();
    const pad = Math.round(meta.width * CARD_SHEET.padding);
    expect(meta).toMatchObject({ format: 'png', width: Math.round(size / (1 - 2 * CARD_SHEET.padding)) });
    expect(meta.height).toBeGreaterThan(meta.width + CARD_SHEET.wordSize[1] * meta.width);
    const picture = await sharp(png).extract({ left: pad, top: pad, width: size, height: size }).greyscale().raw().toBuffer();
    const stored = await sharp(await fetchImage(a, one.body.imageUrl))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer();
    expect(picture.length).toBe(stored.length);
    let diff = 0;
    for (let i = 0; i < stored.length; i++) diff += Math.abs(stored[i] - picture[i]);
    expect(diff / stored.length, 'the picture is the stored one').toBeLessThan(2);
    // The word: dark letters on white in the band under the picture, and nothing but white without it.
    const band = await sharp(png)
      .extract({ left: 0, top: pad + size, width: meta.width, height: meta.height - pad - size })
      .greyscale()
      .raw()
      .toBuffer();
    const dark = band.filter((v) => v < 100).length;
    expect(dark / band.length).toBeGreaterThan(0.02);
    const without = await sharp(await cardWithWord(await fetchImage(a, one.body.imageUrl), '')).metadata();
    expect(without.height - meta.height, 'the word adds its lines under the picture').toBeLessThan(-CARD_SHEET.wordSize[1] * meta.width);

    for (const path of [`/api/cards/${card.id}`, `/api/cards/${card.id}/png`]) {
      const foreign = await other.get(path);
      expect(foreign.status, path).toBe(404);
      expect(foreign.body.error).toEqual({ code: 'CARD_NOT_FOUND', message: cardMessages.notFound });
    }
    expect((await a.client().get(`/api/cards/${card.id}/png`)).status).toBe(401);
  });

  it("«Med min avatar»: draws the user's own child on the card; another user's character answers 404 and uses no quota", async () => {
    const a = app();
    const client = await signedInClient(a);
    const other = await signedInClient(a);
    await makeUnlimited(a, client.userId);
    const look = {
      gender: 'dreng',
      age: 6,
      hairColor: 'rødt',
      eyeColor: 'blå',
      skinColor: 'meget mørk',
      outfit: 'grøn hættetrøje',
      characteristics: [],
    };
    const mine = await createCharacter(client, look, { name: 'Alfred' });
    const theirs = await createCharacter(other, look, { name: 'Karla' });

    // Pixels of the child's own hair colour: the chosen child is in the picture, and no child like them without it.
    const hair = childFigureLook({ ...look, gender: 'dreng', skinColor: 'meget mørk' }).hair;
    const rgb = [1, 3, 5].map((i) => parseInt(hair.slice(i, i + 2), 16));
    const skinShare = async (card: Card) => {
      const p = await pixels(await fetchImage(a, card.imageUrl));
      let n = 0;
      for (let i = 0; i < p.width * p.height; i++) if (rgb.every((v, c) => Math.abs(p.data[i * p.channels + c] - v) < 10)) n++;
      return n / (p.width * p.height);
    };
    const withAvatar = await client.post('/api/cards', { title: 'Sove', description: 'Sove', style: 'realistic', characterId: mine.id });
    expect(withAvatar.status, withAvatar.text).toBe(201);
    expect(withAvatar.body).toMatchObject({ title: 'Sove', description: 'Sove', style: 'realistic' });
    const without = await client.post('/api/cards', { title: 'Sove', description: 'Sove', style: 'realistic', characterId: null });
    expect(without.status, without.text).toBe(201);
    expect(await skinShare(withAvatar.body)).toBeGreaterThan(0.002);
    expect(await skinShare(without.body)).toBeLessThan(0.0005);

    // Only the user's own characters: another user's, or one that does not exist, is not found; a bad id is a Danish 400.
    for (const characterId of [theirs.id, crypto.randomUUID()]) {
      const foreign = await client.post('/api/cards', { description: 'Sove', style: 'cartoon', characterId });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toEqual({ code: 'CHARACTER_NOT_FOUND', message: characterMessages.notFound });
    }
    const bad = await client.post('/api/cards', { description: 'Sove', style: 'cartoon', characterId: 'Alfred' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(cardMessages.characterInvalid);
    expect(await cardCount(a, client.userId)).toBe(2);
    expect((await client.get('/api/cards')).body.total).toBe(2);
  });

  it('deletes the card with its picture and thumbnail', async () => {
    const a = app();
    const client = await signedInClient(a);
    const keep = (await client.post('/api/cards', { description: 'Et træ', style: 'realistic' })).body as Card;
    const gone = (await client.post('/api/cards', { description: 'En bil', style: 'anime' })).body as Card;
    expect(filesOf(a, client.userId)).toHaveLength(4);
    const res = await client.request('DELETE', `/api/cards/${gone.id}`);
    expect(res.status).toBe(204);
    expect(filesOf(a, client.userId).every((f) => f.startsWith(keep.id))).toBe(true);
    expect(filesOf(a, client.userId)).toHaveLength(2);
    expect((await fetch(new URL(gone.imageUrl, a.url))).status).toBe(404);
    expect((await client.get('/api/cards')).body.cards.map((c: Card) => c.id)).toEqual([keep.id]);
    expect((await client.request('DELETE', `/api/cards/${gone.id}`)).status).toBe(404);
  });

  it('repairs a picture URL three times, then answers with the placeholder', async () => {
    const a = app();
    const client = await signedInClient(a);
    const card = (await client.post('/api/cards', { description: 'En sol', style: 'watercolor' })).body as Card;
    for (let i = 1; i <= 3; i++) {
      const res = await client.post(`/api/cards/${card.id}/refresh-url`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ placeholder: false, retryCount: i });
      expect((await sharp(await fetchImage(a, res.body.imageUrl)).metadata()).format).toBe('webp');
      await fetchImage(a, res.body.thumbUrl);
    }
    const fourth = await client.post(`/api/cards/${card.id}/refresh-url`);
    expect(fourth.body).toEqual({ placeholder: true, retryCount: 4 });
    expect((await client.get('/api/cards')).body.cards[0]).toMatchObject({ id: card.id, retryCount: 4, placeholder: true });
  });

  it("counts cards in the dashboard's generated pictures", async () => {
    const a = app();
    const client = await signedInClient(a);
    expect((await client.get('/api/stories/stats')).body.totalImages).toBe(0);
    await client.post('/api/cards', { description: 'En hund', style: 'cartoon' });
    await client.post('/api/cards', { description: 'En kat', style: 'coloring' });
    const stats = await client.get('/api/stories/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalStories: 0, totalImages: 2 });
    // Another user's cards are theirs alone.
    const other = await signedInClient(a);
    expect((await other.get('/api/stories/stats')).body.totalImages).toBe(0);
  });
});

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

describe('cards with an image service', () => {
  describeEachDialect(
    'Malebog through the OpenAI-compatible Images API',
    (app) => {
      beforeEach(() => {
        fake.options.imageFailure = undefined;
      });

      it('draws Malebog through the service at 1024x1024 with the English style prompt, other styles offline', async () => {
        const a = app();
        const client = await signedInClient(a);
        const before = fake.imageCalls().length;
        const callsBefore = fake.calls.length;
        const res = await client.post('/api/cards', { description: 'En kat der sover i en kurv', style: 'coloring' });
        expect(res.status, res.text).toBe(201);
        const calls = fake.imageCalls().slice(before);
        expect(calls).toHaveLength(1);
        expect(calls[0].body).toMatchObject({ size: '1024x1024', n: 1 });
        // The description goes to the image model in English (the fake translator answers a fixed sentence).
        expect(String(calls[0].body.prompt)).toMatch(/^Black and white colouring book page.*Subject: A calm child in a friendly place\.$/);
        const translations = fake.calls.slice(callsBefore).filter((c) => c.path.endsWith('/chat/completions'));
        expect(translations).toHaveLength(1);
        expect(translations[0].body).toMatchObject({ temperature: 0.3 });
        expect(JSON.stringify(translations[0].body.messages)).toContain('En kat der sover i en kurv');
        expect(JSON.stringify(calls[0].body)).not.toContain(client.email);
        // The fake answers a 64x64 picture; it is stored as WebP like any other.
        expect((await sharp(await fetchImage(a, res.body.imageUrl)).metadata()).format).toBe('webp');

        // Replicate is not configured here, so Tegneserie is drawn offline.
        const cartoon = await client.post('/api/cards', { description: 'En hund', style: 'cartoon' });
        expect(cartoon.status).toBe(201);
        expect(fake.imageCalls().length - before).toBe(1);
        expect(await cardCount(a, client.userId)).toBe(2);
      });

      it("sends a card's description without the names of the user's children, to the translator and to the image service", async () => {
        const a = app();
        const client = await signedInClient(a);
        const look = {
          gender: 'pige',
          age: 6,
          hairColor: 'brun',
          eyeColor: 'blå',
          skinColor: 'lys',
          outfit: 'rød kjole',
          characteristics: [],
        };
        await createCharacter(client, look, { name: 'Sofie-Marie Hansen' });
        await createCharacter(client, look, { name: 'Zoe\u0308' });
        // Another user's child is no business of this card.
        await createCharacter(await signedInClient(a), look, { name: 'Karla' });
        const callsBefore = fake.calls.length;
        const res = await client.post('/api/cards', { description: 'Sofie-Marie og Zoës hund leger med Karla', style: 'coloring' });
        expect(res.status, res.text).toBe(201);
        expect(res.body.description).toBe('Sofie-Marie og Zoës hund leger med Karla');
        const calls = fake.calls.slice(callsBefore);
        expect(calls.map((c) => c.path.split('/').at(-1))).toEqual(['completions', 'generations']);
        expect(JSON.stringify(calls[0].body.messages)).toContain('et barn og et barns hund leger med Karla');
        expect(JSON.stringify(calls).normalize('NFC')).not.toMatch(/sofie|marie|hansen|zoë/i);
      });

      it("«Med min avatar» sends the avatar as the reference image and the child's look, never the name", async () => {
        const a = app();
        const client = await signedInClient(a);
        const child = await createCharacter(
          client,
          { gender: 'pige', age: 6, hairColor: 'brun', eyeColor: 'blå', skinColor: 'lys', outfit: 'rød kjole', characteristics: [] },
          { name: 'Sofie-Marie' },
        );
        const before = fake.imageCalls().length;
        const res = await client.post('/api/cards', { description: 'Sofie-Marie sover', style: 'coloring', characterId: child.id });
        expect(res.status, res.text).toBe(201);
        const [call] = fake.imageCalls().slice(before);
        expect(call.path).toMatch(/\/images\/edits$/);
        expect(call.body.images).toBe(1);
        expect(String(call.body.prompt)).toMatch(
          /^Black and white colouring book page.*The child in the picture is .*red dress.*Keep the child from the reference image/,
        );
        expect(JSON.stringify(fake.calls.slice(-2)).normalize('NFC')).not.toMatch(/sofie|marie/i);
      });

      it('uses no quota and leaves no card or file behind when the generation fails', async () => {
        const a = app();
        const client = await signedInClient(a);
        await setCardCount(a, client.userId, 4);
        fake.options.imageFailure = () => 400;
        const failed = await client.post('/api/cards', { description: 'En kat', style: 'coloring' });
        expect(failed.status).toBe(502);
        expect(failed.body.error.message).toBe('Der skete en fejl ved generering af billedet');
        expect(await cardCount(a, client.userId)).toBe(4);
        expect((await client.get('/api/cards')).body.cards).toEqual([]);
        expect(filesOf(a, client.userId)).toEqual([]);

        fake.options.imageFailure = () => 429;
        const busy = await client.post('/api/cards', { description: 'En kat', style: 'coloring' });
        expect(busy.status).toBe(429);
        expect(busy.body.error.message).toBe('Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.');
        expect(await cardCount(a, client.userId)).toBe(4);

        // The last free card is still there to make.
        fake.options.imageFailure = undefined;
        expect((await client.post('/api/cards', { description: 'En kat', style: 'coloring' })).status).toBe(201);
        expect(await cardCount(a, client.userId)).toBe(5);
        expect(filesOf(a, client.userId)).toHaveLength(2);
      });
    },
    { env: { OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: fake.url, IMAGE_PROVIDER: 'openai' } },
  );
});

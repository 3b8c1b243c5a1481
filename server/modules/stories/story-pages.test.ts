import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { parseStory } from '../../../shared/story-text';
import { MAX_ACTIVE_JOBS_PER_USER } from '../../http/rate-limit';
import { thumbKeyOf } from '../../providers/images/port';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, signedInClient, type TestApp } from '../../test/harness';
import { createdStory, finishedJob } from '../../test/stories';

/**
 * The page editor's API (PATCH /api/stories/:id with `pages`): pages added, removed and moved,
 * each picture moving with its page, over real HTTP with the offline providers.
 */
const form = {
  name: 'Emil',
  gender: 'dreng',
  age: 6,
  hairColor: 'brun',
  eyeColor: 'blå',
  skinColor: 'lys',
  outfit: 'grøn trøje',
  characteristics: [],
};

/** Requests the offline writer tells in four pages: the description's page, then one for each step. */
const FOUR_PAGES = {
  dentist: {
    description: 'Emil skal til tandlæge. Mor går med.',
    facts: { steps: ['Emil sidder i den store stol', 'Tandlægen kigger på tænderne', 'Emil får et klistermærke'] },
  },
  bus: {
    description: 'Emil skal med bussen til skole.',
    facts: { steps: ['Bussen holder ved stoppestedet', 'Emil sætter sig ved vinduet', 'Far vinker farvel'] },
  },
};

/** A story with its five pictures drawn (the full flow). */
async function drawnStory(client: Client) {
  const characterId = (await createCharacter(client, form)).id;
  // Four pages: the description's, and a page for each of three steps.
  const res = await client.post('/api/stories/generate', { characterId, title: 'Emil hos tandlægen', ...FOUR_PAGES.dentist });
  expect(res.status, res.text).toBe(202);
  const job = await finishedJob(client, res.body.jobId, 60_000);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return job.result!.storyId!;
}

/** A story saved with placeholders (the text-first flow). */
async function textFirstStory(client: Client) {
  const characterId = (await createCharacter(client, form)).id;
  return (await createdStory(client, { characterId, title: 'Emil tager bussen', ...FOUR_PAGES.bus })).id;
}

/** The stored row: the picture keys in order, the text, and the scenes' texts. */
async function stored(a: TestApp, id: string) {
  const row = await a.db.selectFrom('stories').select(['images', 'content', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
  return {
    images: JSON.parse(row.images) as string[],
    content: row.content,
    title: row.title,
    texts: parseStory(row.content).scenes.map((s) => s.text),
  };
}

const fileOf = (a: TestApp, key: string) => path.join(a.dataDir, 'files', key);
const pdfPages = async (a: TestApp, client: Client, id: string) => {
  const pdf = await fetch(`${a.url}/api/stories/${id}/pdf`, { headers: { cookie: client.cookieHeader } });
  expect(pdf.status).toBe(200);
  return Buffer.from(await pdf.arrayBuffer())
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length;
};

describeEachDialect('story pages: add, remove and reorder with the pictures following', (app) => {
  beforeAll(() => app().services.runner.start());
  afterAll(() => app().services.runner.stop());

  it("moves each picture with its page, deletes a removed page's picture after saving, and draws a new page's picture", async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await drawnStory(client);
    const before = await stored(a, id);
    expect(before.images).toHaveLength(5);
    expect(before.images.every((key) => key !== PLACEHOLDER_IMAGE && existsSync(fileOf(a, key)))).toBe(true);

    // Page 4 first, a new page, then pages 1 and 2 (edited); page 3 is removed.
    const res = await client.patch(`/api/stories/${id}`, {
      title: 'Emil er modig',
      pages: [
        { text: before.texts[3], image: 4 },
        { text: 'Emil tæller til ti.\n\nSå er det hans tur.' },
        { text: before.texts[0], image: 1 },
        { text: `${before.texts[1]} Han holder mor i hånden.`, image: 2 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.title).toBe('Emil er modig');
    expect(res.body.images.map((p: { missing: boolean }) => p.missing)).toEqual([false, false, true, false, false]);
    expect(res.body.newPictures).toEqual([{ index: 2, jobId: expect.any(String) }]);
    expect(res.body.newPicturesNotice).toBeNull();

    const after = await stored(a, id);
    expect(after.images).toEqual([before.images[0], before.images[4], PLACEHOLDER_IMAGE, before.images[1], before.images[2]]);
    expect(after.texts).toEqual([
      before.texts[3],
      'Emil tæller til ti.\n\nSå er det hans tur.',
      before.texts[0],
      `${before.texts[1]} Han holder mor i hånden.`,
    ]);
    // The stored format as before: the TITLE line with the new title, then a marker per page.
    expect(after.content.startsWith('TITLE: Emil er modig\n\n[Billede 1]\n')).toBe(true);
    expect(after.title).toBe('Emil er modig');
    // The removed page's picture and its thumbnail are gone; the kept ones are not.
    expect(existsSync(fileOf(a, before.images[3]))).toBe(false);
    expect(existsSync(fileOf(a, thumbKeyOf(before.images[3])))).toBe(false);
    expect(after.images.filter((k) => k !== PLACEHOLDER_IMAGE).every((key) => existsSync(fileOf(a, key)))).toBe(true);

    // The new page's picture is drawn as 'Rediger billede' draws one, from the page's text, into its page.
    const job = await finishedJob(client, res.body.newPictures[0].jobId);
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    expect(job.target).toEqual({ storyId: id, index: 2 });
    const drawn = await stored(a, id);
    expect(drawn.images[2]).not.toBe(PLACEHOLDER_IMAGE);
    expect(existsSync(fileOf(a, drawn.images[2]))).toBe(true);
    expect(drawn.images.filter((_, i) => i !== 2)).toEqual(after.images.filter((_, i) => i !== 2));

    // Everything that reads the story follows it: the reader's text, the PDF (cover + 4 pages), the picture bounds.
    const opened = (await client.get(`/api/stories/${id}`)).body;
    expect(parseStory(opened.content).scenes.map((s) => s.text)).toEqual(after.texts);
    expect(await pdfPages(a, client, id)).toBe(5);
    expect((await client.post(`/api/stories/${id}/images/5`, { prompt: 'en hund' })).status).toBe(404);
  });

  it('grows to ten pages and shrinks to two; the PDF, the export and the picture bounds follow the count', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await textFirstStory(client);
    const texts = (await stored(a, id)).texts;

    const ten = [
      ...texts.map((text, i) => ({ text, image: i + 1 })),
      ...Array.from({ length: 6 }, (_, i) => ({ text: `Ny side nummer ${i + 1}.`, image: null })),
    ];
    const grown = await client.patch(`/api/stories/${id}`, { pages: ten });
    expect(grown.status, grown.text).toBe(200);
    expect(grown.body.images).toHaveLength(11);
    // At most MAX_ACTIVE_JOBS_PER_USER pictures at once: the rest are saved without one, and the answer says so.
    expect(grown.body.newPictures.map((p: { index: number }) => p.index)).toEqual([5, 6, 7, 8].slice(0, MAX_ACTIVE_JOBS_PER_USER));
    expect(grown.body.newPicturesNotice).toBe(
      `Du har allerede ${MAX_ACTIVE_JOBS_PER_USER} historier eller billeder i gang. Vent, til de er færdige, og prøv så igen. De nye sider er gemt uden billede. Brug «Rediger billede», når du vil have dem tegnet.`,
    );
    for (const { jobId } of grown.body.newPictures) expect((await finishedJob(client, jobId)).status).toBe('succeeded');
    expect(await pdfPages(a, client, id)).toBe(11);
    const regen = await client.post(`/api/stories/${id}/images/10`, { prompt: 'Emil vinker farvel' });
    expect(regen.status, regen.text).toBe(202);
    expect((await finishedJob(client, regen.body.jobId)).status).toBe('succeeded');
    expect((await stored(a, id)).images[10]).not.toBe(PLACEHOLDER_IMAGE);

    const exported = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    const stories = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['stories.json']));
    const mine = stories.find((s: { id: string }) => s.id === id);
    expect(mine.images).toHaveLength(11);
    expect(parseStory(mine.content).scenes).toHaveLength(10);

    const keep = (await stored(a, id)).images;
    const shrunk = await client.patch(`/api/stories/${id}`, {
      pages: [
        { text: 'Ny side nummer 6.', image: 10 },
        { text: texts[0], image: 1 },
      ],
    });
    expect(shrunk.status, shrunk.text).toBe(200);
    expect((await stored(a, id)).images).toEqual([keep[0], keep[10], keep[1]]);
    for (const key of keep.slice(2, 10).filter((k) => k !== PLACEHOLDER_IMAGE)) expect(existsSync(fileOf(a, key))).toBe(false);
    expect(await pdfPages(a, client, id)).toBe(3);
    expect((await client.post(`/api/stories/${id}/images/3`, { prompt: 'x' })).status).toBe(404);
  });

  it('refuses 1 or 11 pages, an empty or too long page and a picture it does not have, in Danish, leaving the story as it was', async () => {
    const a = app();
    const client = await signedInClient(a);
    const other = await signedInClient(a);
    const id = await textFirstStory(client);
    const before = await stored(a, id);
    const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Side ${i + 1}.`, image: null }));
    const refusals: [unknown, number, string][] = [
      [{ pages: pages(1) }, 400, 'En historie skal have mindst 2 sider'],
      [{ pages: pages(11) }, 400, 'En historie kan højst have 10 sider'],
      [{ pages: [{ text: 'En.', image: 1 }, { text: ' \n ' }] }, 400, 'Side 2 er tom. Skriv en tekst, eller fjern siden.'],
      [{ pages: [{ text: 'x'.repeat(2001), image: 1 }, { text: 'To.' }] }, 400, 'Teksten på side 1 må højst være 2000 tegn'],
      [
        {
          pages: [
            { text: 'En.', image: 1 },
            { text: 'To.', image: 9 },
          ],
        },
        400,
        'Side 2 har et billede, som historien ikke har. Hent historien igen, og prøv igen.',
      ],
      [
        {
          pages: [
            { text: 'En.', image: 1 },
            { text: 'To.', image: 1 },
          ],
        },
        400,
        'To sider kan ikke have det samme billede. Hent historien igen, og prøv igen.',
      ],
      [{ pages: [{ text: 'En.', image: 'første' }, { text: 'To.' }] }, 400, 'Siderne kunne ikke læses. Hent historien igen, og prøv igen.'],
      [
        { pages: [{ text: 'En.' }, { text: 'To.' }], content: '[Billede 1]\nEn.' },
        400,
        'Gem enten siderne eller teksten, ikke begge på én gang',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await client.patch(`/api/stories/${id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    // Another user's story is not found, whatever the body.
    const foreign = await other.patch(`/api/stories/${id}`, {
      pages: [
        { text: 'En.', image: 1 },
        { text: 'To.', image: 2 },
      ],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Historien blev ikke fundet');
    expect(await stored(a, id)).toEqual(before);
    const jobs = await a.db.selectFrom('jobs').select('id').where('story_id', '=', id).where('kind', '=', 'story.image').execute();
    expect(jobs).toEqual([]);
  });

  it('opens an old four-page story unchanged; a title or raw text edit keeps its pages and markers', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await textFirstStory(client);
    // As an older version stored it: '---' between scenes, an introduction before the first marker.
    const old =
      'TITLE: Emil tager bussen\nI dag skal Emil med bussen.\n[Billede 1]\nBussen kommer.\n---\n[Billede 2]\nEmil sætter sig.\n[Billede 3]\nBussen kører.\n[Billede 4]\nEmil står af.';
    await a.db.updateTable('stories').set({ content: old }).where('id', '=', id).execute();
    const opened = (await client.get(`/api/stories/${id}`)).body;
    expect(opened.content).toBe(old);
    expect(opened.images).toHaveLength(5);

    // A new title rewrites the TITLE line and leaves the pages as they were written.
    const renamed = await client.patch(`/api/stories/${id}`, { title: 'Emil kører med bussen' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.content).toBe(`${old.replace('TITLE: Emil tager bussen', 'TITLE: Emil kører med bussen\n')}\n`);
    expect(renamed.body.newPictures).toEqual([]);

    // The raw form: a text without a TITLE line gets one; another number of pages is refused.
    const raw =
      '[Billede 1]\nBussen kommer.\n[Billede 2]\nEmil sætter sig.\n[Billede 3]\nBussen kører.\n[Billede 4]\nEmil står af ved skolen.';
    const saved = await client.patch(`/api/stories/${id}`, { content: raw });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.content).toBe(`TITLE: Emil kører med bussen\n\n${raw}\n`);
    const fewer = await client.patch(`/api/stories/${id}`, { content: raw.replace(/\[Billede 4\][\s\S]*$/, '') });
    expect(fewer.status).toBe(400);
    expect(fewer.body.error.message).toBe(
      'Teksten skal have præcis 4 sider, én efter hver [Billede]-linje. Tilføj og fjern sider i visningen Side for side.',
    );

    // The page editor's save of the same four pages keeps every picture where it was.
    const images = (await stored(a, id)).images;
    const texts = parseStory(saved.body.content).scenes.map((s) => s.text);
    const same = await client.patch(`/api/stories/${id}`, { pages: texts.map((text, i) => ({ text, image: i + 1 })) });
    expect(same.status, same.text).toBe(200);
    expect((await stored(a, id)).images).toEqual(images);
    expect(parseStory(same.body.content)).toEqual(parseStory(saved.body.content));
  });

  it('moves a picture still being drawn with its page, and throws it away when its page is removed', async () => {
    const a = app();
    const client = await signedInClient(a);
    const id = await textFirstStory(client);
    const texts = (await stored(a, id)).texts;
    await a.services.runner.stop();
    const second = await client.post(`/api/stories/${id}/images/2`, { prompt: 'Emil ved busstoppestedet' });
    const third = await client.post(`/api/stories/${id}/images/3`, { prompt: 'Emil i bussen' });
    try {
      expect([second.status, third.status]).toEqual([202, 202]);
      // Page 2 goes last, page 3 is removed.
      const res = await client.patch(`/api/stories/${id}`, {
        pages: [
          { text: texts[0], image: 1 },
          { text: texts[3], image: 4 },
          { text: texts[1], image: 2 },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect((await client.get(`/api/jobs/${second.body.jobId}`)).body.target).toEqual({ storyId: id, index: 3 });
      expect((await client.get(`/api/jobs/${third.body.jobId}`)).body.target).toBeUndefined();
    } finally {
      a.services.runner.start();
    }
    expect((await finishedJob(client, second.body.jobId)).status).toBe('succeeded');
    expect((await finishedJob(client, third.body.jobId)).status).toBe('succeeded');
    const after = await stored(a, id);
    expect(after.images.map((k) => k !== PLACEHOLDER_IMAGE)).toEqual([false, false, false, true]);
    // Only the moved page's picture is on disk (beside the story's copy of the avatar): the removed page's was thrown away.
    const dir = path.join(a.dataDir, 'files', 'users', client.userId, 'stories', id);
    expect(readdirSync(dir).filter((f) => !f.includes('.thumb.') && !f.startsWith('avatar'))).toEqual([path.basename(after.images[3])]);
  });
});

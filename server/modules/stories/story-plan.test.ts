import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoryDetail } from '../../../shared/api-types';
import { pageText, type PlanPage, planToText, type StoryPlan, storyPlanSchema, UNKNOWN_SCENE } from '../../../shared/story-plan';
import { formatStory, parseStory } from '../../../shared/story-text';
import { planOfContent, writtenPlan } from '../../db/story-plan-column';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { type Client, nextClientIp, signedInClient, type TestApp } from '../../test/harness';
import { pdfPages } from '../../test/pdf-text';
import { createdStory, finishedJob } from '../../test/stories';

/**
 * The story plan over the API (issue 27, docs/0016-story-plan.md): stored with every story, kept in
 * step with the parent's edits, and served with the story, the shared story and the export.
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

/** A story saved with placeholders (the text-first flow), as GET /api/stories/:id answers it. */
async function writtenStory(client: Client): Promise<StoryDetail> {
  const characterId = (await createCharacter(client, form)).id;
  // Four pages: the description's, and one for each step.
  return createdStory(client, {
    characterId,
    title: 'Emil tager bussen',
    description: 'Emil skal med bussen til skole.',
    facts: { steps: ['Mor venter ved stoppestedet', 'Emil sætter sig ved vinduet', 'Bussen kører til skolen'] },
  });
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Each page of the plan reads as the same page of the text. */
const pagesOf = (story: Pick<StoryDetail, 'plan' | 'content'>) => ({
  plan: story.plan.pages.map(pageText),
  text: parseStory(story.content).scenes.map((scene) => spaced(scene.text)),
});

/**
 * A plan as a writer that labels its sentences would have stored it: page i's scene has setting
 * `place-i`, and its sentences are frames and the parent's steps. Stored straight in the row, so
 * what an edit keeps and what it replaces can be told apart.
 */
async function labelledPlan(a: TestApp, story: StoryDetail): Promise<StoryPlan> {
  const plan: StoryPlan = {
    ...story.plan,
    pages: story.plan.pages.map((page, i) => ({
      sentences: page.sentences.map((s, j) =>
        j === 0 ? { ...s, kind: 'beskrivende', source: 'parent', from: `steps.${i}` } : { ...s, kind: 'bekræftende', source: 'frame' },
      ),
      scene: { setting: `place-${i + 1}`, present: ['child', 'mor'], action: 'sit', mood: 'smile', companion: false },
    })),
  };
  await a.db
    .updateTable('stories')
    .set({ plan: JSON.stringify(plan) })
    .where('id', '=', story.id)
    .execute();
  return plan;
}

const byParent = (page: PlanPage) => page.sentences.every((s) => s.source === 'parent' && s.from === 'edit' && s.kind === 'ukendt');

describeEachDialect('the story plan: stored, served and kept in step with edits', (app) => {
  beforeAll(() => app().services.runner.start());
  afterAll(() => app().services.runner.stop());

  it('a generated story has a valid plan whose text is its content, in the story, the shared story and the export', async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    expect(storyPlanSchema.parse(story.plan)).toEqual(story.plan);
    expect(planToText(story.plan)).toBe(story.content);
    expect(story.plan.title).toBe(story.title);
    expect(story.plan.pages).toHaveLength(story.images.length - 1);
    // The offline writer's own plan is kept: the parent's sentences with where each came from, and fixed frames.
    const sentences = story.plan.pages.flatMap((p) => p.sentences);
    expect(sentences.every((s) => s.source === 'parent' || s.source === 'frame')).toBe(true);
    expect(sentences.find((s) => s.from === 'description')?.text).toBe('Emil skal med bussen til skole.');
    expect(sentences.filter((s) => s.from?.startsWith('steps.')).map((s) => s.from)).toEqual(['steps.0', 'steps.1', 'steps.2']);
    expect(story.plan.pages.every((p) => p.scene.present.includes('child'))).toBe(true);

    const share = await client.post('/api/shares', { storyId: story.id, name: 'Mormor', expiresIn: 'never' });
    expect(share.status, share.text).toBe(201);
    const token = new URL(share.body.url).pathname.split('/').pop()!;
    const shared = await fetch(`${a.url}/api/shared/${token}`, { headers: { 'x-forwarded-for': nextClientIp() } });
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as StoryDetail).plan).toEqual(story.plan);

    const exported = await fetch(`${a.url}/api/me/export`, { headers: { cookie: client.cookieHeader } });
    expect(exported.status).toBe(200);
    const stories = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['stories.json']));
    expect(stories.find((s: { id: string }) => s.id === story.id).plan).toEqual(story.plan);
  });

  it("an edit of one page makes only that page's sentences the parent's; the other pages keep their sources and scenes", async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    const labelled = await labelledPlan(a, story);
    const texts = parseStory(story.content).scenes.map((s) => s.text);
    const pages = texts.map((text, i) => ({
      text: i === 1 ? 'Bussen kommer klokken otte. Emil sætter sig ved vinduet.' : text,
      image: i + 1,
    }));
    const res = await client.patch(`/api/stories/${story.id}`, { title: story.title, pages });
    expect(res.status, res.text).toBe(200);
    const plan: StoryPlan = res.body.plan;
    expect(storyPlanSchema.parse(plan)).toEqual(plan);
    expect(plan.pages[1].sentences).toEqual([
      { text: 'Bussen kommer klokken otte.', kind: 'ukendt', source: 'parent', from: 'edit' },
      { text: 'Emil sætter sig ved vinduet.', kind: 'ukendt', source: 'parent', from: 'edit' },
    ]);
    // The page's picture stays with it, and so does what the picture shows.
    expect(plan.pages[1].scene).toEqual(labelled.pages[1].scene);
    for (const i of [0, 2, 3]) expect(plan.pages[i]).toEqual(labelled.pages[i]);
    expect(pagesOf(res.body).plan).toEqual(pagesOf(res.body).text);
    expect((await client.get(`/api/stories/${story.id}`)).body.plan).toEqual(plan);
  });

  it('moving, removing and adding pages keeps the plan in step with the text', async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    const labelled = await labelledPlan(a, story);
    const texts = parseStory(story.content).scenes.map((s) => s.text);
    // Page 3 first, then page 1, a new page, and page 2; page 4 is removed.
    const pages = [
      { text: texts[2], image: 3 },
      { text: texts[0], image: 1 },
      { text: 'Emil vinker farvel til mor.', image: null },
      { text: texts[1], image: 2 },
    ];
    const res = await client.patch(`/api/stories/${story.id}`, { pages });
    expect(res.status, res.text).toBe(200);
    const plan: StoryPlan = res.body.plan;
    expect(plan.pages).toEqual([
      labelled.pages[2],
      labelled.pages[0],
      { sentences: [{ text: 'Emil vinker farvel til mor.', kind: 'ukendt', source: 'parent', from: 'edit' }], scene: UNKNOWN_SCENE },
      labelled.pages[1],
    ]);
    expect(pagesOf(res.body).plan).toEqual(pagesOf(res.body).text);

    // Removing pages again: what is left keeps its sentences and scenes.
    const after = parseStory(res.body.content).scenes.map((s) => s.text);
    const shorter = await client.patch(`/api/stories/${story.id}`, {
      pages: [
        { text: after[3], image: 4 },
        { text: after[2], image: 3 },
      ],
    });
    expect(shorter.status, shorter.text).toBe(200);
    expect(shorter.body.plan.pages).toEqual([labelled.pages[1], plan.pages[2]]);
    expect(pagesOf(shorter.body).plan).toEqual(pagesOf(shorter.body).text);
  });

  it("the raw text and a new title keep the plan in step: a changed page is the parent's, the title is the new one", async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    const labelled = await labelledPlan(a, story);
    const renamed = await client.patch(`/api/stories/${story.id}`, { title: 'Med bussen' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.plan).toEqual({ ...labelled, title: 'Med bussen' });

    const texts = parseStory(story.content).scenes.map((s) => s.text);
    const raw = texts.map((text, i) => `[Billede ${i + 1}]\n${i === 3 ? 'Til sidst er Emil i skole.' : text}`).join('\n\n');
    const res = await client.patch(`/api/stories/${story.id}`, { content: raw });
    expect(res.status, res.text).toBe(200);
    expect(res.body.plan.title).toBe('Med bussen');
    expect(res.body.plan.pages.slice(0, 3)).toEqual(labelled.pages.slice(0, 3));
    expect(byParent(res.body.plan.pages[3])).toBe(true);
    expect(res.body.plan.pages[3].scene).toEqual(labelled.pages[3].scene);
    expect(pagesOf(res.body).plan).toEqual(pagesOf(res.body).text);
  });

  it("the PDF and a new picture follow the plan's pages, also where the stored text has other paragraphs", async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    const labelled = await labelledPlan(a, story);
    // Page 2 of the plan in two paragraphs; the stored text has it as one.
    const second: PlanPage = {
      sentences: [
        { text: 'Mor venter ved stoppestedet.', kind: 'beskrivende', source: 'parent', from: 'steps.0' },
        { text: 'Bussen kommer snart.', kind: 'beskrivende', source: 'writer', paragraph: true },
      ],
      scene: labelled.pages[1].scene,
    };
    const plan: StoryPlan = { ...labelled, pages: labelled.pages.map((page, i) => (i === 1 ? second : page)) };
    const content = planToText({
      ...plan,
      pages: plan.pages.map((page) => ({ ...page, sentences: page.sentences.map(({ paragraph: _, ...s }) => s) })),
    });
    await a.db
      .updateTable('stories')
      .set({ plan: JSON.stringify(plan), content })
      .where('id', '=', story.id)
      .execute();
    expect(parseStory(content).scenes[1].paragraphs).toEqual(['Mor venter ved stoppestedet. Bussen kommer snart.']);

    const pdf = await fetch(`${a.url}/api/stories/${story.id}/pdf`, { headers: { cookie: client.cookieHeader } });
    expect(pdf.status).toBe(200);
    const pages = pdfPages(Buffer.from(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(plan.pages.length + 1);
    expect(pages[2].lines).toEqual(['Mor venter ved stoppestedet.', 'Bussen kommer snart.']);
    expect(pages.slice(1).map((page) => page.lines.join(' '))).toEqual(
      plan.pages.map((page) => page.sentences.map((s) => s.text).join(' ')),
    );

    // 'Rediger billede' on page 2 draws the plan's page 2, with its scene.
    const scene = vi.spyOn(a.services.illustrators.main, 'scene');
    try {
      const res = await client.post(`/api/stories/${story.id}/images/2`, { prompt: 'Emil ved stoppestedet' });
      expect(res.status, res.text).toBe(202);
      expect((await finishedJob(client, res.body.jobId)).status).toBe('succeeded');
      expect(scene).toHaveBeenCalledTimes(1);
      expect(scene.mock.calls[0][0]).toMatchObject({ cover: false, request: 'Emil ved stoppestedet', plan, page: second });
    } finally {
      scene.mockRestore();
    }
    // Nothing of the story changed but its picture.
    const after = (await client.get(`/api/stories/${story.id}`)).body as StoryDetail;
    expect(after.content).toBe(content);
    expect(after.plan).toEqual(plan);
  });

  it("a generated story's cover and pictures are drawn from its plan's pages", async () => {
    const a = app();
    const client = await signedInClient(a);
    const characterId = (await createCharacter(client, form)).id;
    const scene = vi.spyOn(a.services.illustrators.main, 'scene');
    try {
      const res = await client.post('/api/stories/generate', {
        characterId,
        title: 'Emil tager bussen',
        description: 'Emil skal med bussen til skole.',
        facts: { steps: ['Mor venter ved stoppestedet', 'Emil sætter sig ved vinduet'] },
      });
      expect(res.status, res.text).toBe(202);
      const job = await finishedJob(client, res.body.jobId, 60_000);
      expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
      const story = (await client.get(`/api/stories/${job.result!.storyId}`)).body as StoryDetail;
      expect(story.images).toHaveLength(story.plan.pages.length + 1);
      const drawn = scene.mock.calls.map(([drawing]) => drawing).sort((x, y) => x.seed.localeCompare(y.seed));
      expect(drawn.map((d) => d.seed)).toEqual(story.images.map((_, i) => `${story.id}:${i}`));
      for (const d of drawn) expect(d.plan).toEqual(story.plan);
      expect(drawn.map((d) => d.page)).toEqual([story.plan.pages[0], ...story.plan.pages]);
    } finally {
      scene.mockRestore();
    }
  });

  it('a story without a plan, or with one that is not valid, opens with a plan read from its text', async () => {
    const a = app();
    const client = await signedInClient(a);
    const story = await writtenStory(client);
    for (const stored of [null, 'ikke json', JSON.stringify({ ...story.plan, version: 2 }), JSON.stringify({ ...story.plan, pages: [] })]) {
      // The app never writes a null plan; a row from before 0070 has one.
      await a.db
        .updateTable('stories')
        .set({ plan: stored ?? sql<string>`null` })
        .where('id', '=', story.id)
        .execute();
      const res = await client.get(`/api/stories/${story.id}`);
      expect(res.status, String(stored)).toBe(200);
      expect(res.body.plan).toEqual(planOfContent(story.content, story.title));
      expect((await client.get('/api/stories')).status).toBe(200);
    }
    // An edit of such a story stores a valid plan again.
    const texts = parseStory(story.content).scenes.map((s) => s.text);
    const res = await client.patch(`/api/stories/${story.id}`, { pages: texts.map((text, i) => ({ text, image: i + 1 })) });
    expect(res.status, res.text).toBe(200);
    const row = await a.db.selectFrom('stories').select('plan').where('id', '=', story.id).executeTakeFirstOrThrow();
    expect(storyPlanSchema.parse(JSON.parse(row.plan!))).toEqual(res.body.plan);
  });
});

describeEachDialect('the story plan: a story from before plans gets one when the app is updated', (app) => {
  it('converts a story inserted before migration 0070, and serves its plan', async () => {
    const a = app();
    const client = await signedInClient(a);
    const { db } = a;
    // The database as it was before the plan: no column, no record of 0070 (nor of the migrations after it).
    await db
      .deleteFrom('app_migrations' as never)
      .where('name' as never, 'in', ['0070_story_plan', '0071_story_media'] as never)
      .execute();
    await sql`alter table stories drop column plan`.execute(db);
    await sql`alter table stories drop column media`.execute(db);
    await sql`alter table profiles drop column media_bytes`.execute(db);
    const id = randomUUID();
    const at = new Date().toISOString();
    const content =
      'TITLE: En gammel historie\n[Billede 1]\nEmil leger. Mor kigger.\n\nKl. 8 spiser de.\n[Billede 2]\nEmil spiser.\n[Billede 3]\nEmil sover.\n[Billede 4]\nEmil vågner.';
    await sql`insert into stories (id, user_id, title, content, images, character, created_at, updated_at) values (${id}, ${client.userId}, 'En gammel historie', ${content}, ${JSON.stringify(Array(5).fill('/placeholder-image.png'))}, ${JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng' })}, ${at}, ${at})`.execute(
      db,
    );

    await a.restart();
    const row = await a.db.selectFrom('stories').select('plan').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.plan).not.toBeNull();
    const res = await client.get(`/api/stories/${id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.plan).toEqual({
      version: 1,
      title: 'En gammel historie',
      pages: [['Emil leger.', 'Mor kigger.', 'Kl. 8 spiser de.'], ['Emil spiser.'], ['Emil sover.'], ['Emil vågner.']].map((texts) => ({
        sentences: texts.map((text, i) => ({ text, kind: 'ukendt', source: 'writer', ...(i === 2 ? { paragraph: true } : {}) })),
        scene: UNKNOWN_SCENE,
      })),
    });
    // The pages read as the text always did: its paragraph, and 'Kl.' is no sentence of its own.
    expect(planToText(res.body.plan)).toBe(
      formatStory({
        title: 'En gammel historie',
        scenes: ['Emil leger. Mor kigger.\n\nKl. 8 spiser de.', 'Emil spiser.', 'Emil sover.', 'Emil vågner.'],
      }),
    );
  });
});

describe("a writer's own plan", () => {
  const plan: StoryPlan = {
    version: 1,
    title: 'Emil hos tandlægen',
    pages: [
      {
        sentences: [{ text: 'Emil skal til tandlæge.', kind: 'beskrivende', source: 'parent', from: 'description' }],
        scene: { ...UNKNOWN_SCENE, setting: 'dentist' },
      },
      { sentences: [{ text: 'Det er helt i orden.', kind: 'bekræftende', source: 'frame' }], scene: UNKNOWN_SCENE },
    ],
  };

  it('is believed when it is valid and its text is the story; otherwise the plan is read from the text', () => {
    const content = planToText(plan);
    expect(writtenPlan({ title: plan.title, content, plan })).toEqual(plan);
    const fromText = planOfContent(content, plan.title);
    expect(fromText.pages.every((page) => page.sentences.every((s) => s.source === 'writer'))).toBe(true);
    // Not its text, not valid, or no plan at all.
    expect(writtenPlan({ title: plan.title, content: content.replace('Emil', 'Ida'), plan })).toEqual(
      planOfContent(content.replace('Emil', 'Ida'), plan.title),
    );
    expect(
      writtenPlan({
        title: plan.title,
        content,
        plan: { ...plan, pages: [{ ...plan.pages[0], sentences: [{ text: 'x', kind: 'gæt', source: 'writer' }] }] },
      }),
    ).toEqual(fromText);
    expect(writtenPlan({ title: plan.title, content })).toEqual(fromText);
  });
});

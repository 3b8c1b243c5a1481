import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoryDetail, StorySummary } from '../../../shared/api-types';
import { checkStory, harmFlags } from '../../../shared/story-check';
import { parseStory } from '../../../shared/story-text';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { fakeOpenAiEnv, startFakeOpenAi } from '../../test/fake-openai';
import { type Client, signedInClient } from '../../test/harness';
import { createdStory, finishedJob, storyCount } from '../../test/stories';

/**
 * Group stories (one story for a whole group of children) over real HTTP: created, validated and
 * listed on each database, written by the OpenAI-compatible provider (a loopback fake) and by the
 * offline composer and illustrator.
 */
const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const look = { gender: 'pige', age: 4, hairColor: 'rødt', eyeColor: 'grøn', skinColor: 'lys', outfit: 'gul regnjakke' };

const avatar = async (client: Client, name: string) => (await createCharacter(client, look, { name })).id;

const group = (characterIds: string[] = [], extra: Record<string, unknown> = {}) => ({
  name: 'Sommerfuglene',
  ageFrom: 3,
  ageTo: 5,
  characterIds,
  ...extra,
});

/** Asks for a group story of the Sommerfuglene with these avatars and answers it once its job has succeeded. */
async function generatedGroupStory(
  client: Client,
  characterIds: string[],
  story: { title: string; description: string },
  timeoutMs?: number,
) {
  const res = await client.post('/api/stories/generate', { storyType: 'group', group: group(characterIds), ...story });
  expect(res.status, res.text).toBe(202);
  const job = await finishedJob(client, res.body.jobId, timeoutMs);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return (await client.get(`/api/stories/${job.result!.storyId}`)).body as StoryDetail;
}

describeEachDialect(
  'group stories with an AI provider',
  (app) => {
    beforeAll(() => app().services.runner.start());
    beforeEach(() => fake.reset());

    it('creates a group story with two avatars: one story of quota, the group in the prompts, no names sent, listed as a group story', async () => {
      const a = app();
      const client = await signedInClient(a);
      const ids = [await avatar(client, 'Alma'), await avatar(client, 'Noah')];
      const textBefore = fake.storyCalls().length;
      const imagesBefore = fake.imageCalls().length;
      const story = await generatedGroupStory(client, ids, {
        title: 'Sommerfuglene skal i skoven',
        description: 'Vi skal med bussen til skoven. Alma og Noah glæder sig.',
      });
      expect(await storyCount(a, client.userId)).toBe(1);

      // The prompt asks for the group's voice, written for the youngest; no name of the group or a child is sent.
      const [call] = fake.storyCalls().slice(textBefore);
      const messages = call.body.messages as { role: string; content: string }[];
      expect(messages[0].content).toMatch(/gruppe børn på 3-5 år/);
      expect(messages[0].content).toMatch(/"børnene"/);
      expect(messages[0].content).toMatch(/højst 8 ord/);
      expect(messages[1].content).toContain('Gruppen: [NAVN], børn på 3-5 år.');
      const sent = JSON.stringify(fake.calls.slice(fake.calls.indexOf(call)));
      for (const name of ['Sommerfuglene', 'Alma', 'Noah']) expect(sent).not.toContain(name);

      // Five pictures, each asked for the group with both children's looks.
      const images = fake.imageCalls().slice(imagesBefore);
      expect(images).toHaveLength(5);
      for (const image of images) {
        expect(image.body.prompt).toMatch(/group of children aged 3-5, together: a 4-year-old girl.*; and a 4-year-old girl/);
      }

      expect(story.storyType).toBe('group');
      expect(story.characterName).toBe('Sommerfuglene');
      expect(story.group).toEqual({ ageFrom: 3, ageTo: 5, memberNames: ['Alma', 'Noah'] });
      expect(story.content).toContain('Sommerfuglene er i scene 1');
      expect(story.images.every((p) => !p.missing)).toBe(true);
      // The story keeps its own copies of the avatars, so editing or deleting an avatar leaves it alone.
      const members = story.character.members as { avatar: string }[];
      expect(members.map((m) => m.avatar)).toEqual([
        `users/${client.userId}/stories/${story.id}/avatar-1.webp`,
        `users/${client.userId}/stories/${story.id}/avatar-2.webp`,
      ]);

      const list = await client.get('/api/stories');
      const summary: StorySummary = list.body.stories[0];
      expect(summary).toMatchObject({ id: story.id, storyType: 'group', characterName: 'Sommerfuglene', group: { ageFrom: 3, ageTo: 5 } });

      // The PDF is made as for any story.
      const pdf = await fetch(`${a.url}/api/stories/${story.id}/pdf`, { headers: { cookie: client.cookieHeader } });
      expect(pdf.status).toBe(200);

      // Editing and a new picture for one scene work the same; the new picture is the group's too.
      const edited = await client.patch(`/api/stories/${story.id}`, { content: story.content.replace('scene 2', 'scene to') });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body).toMatchObject({ storyType: 'group', characterName: 'Sommerfuglene' });
      const before = fake.imageCalls().length;
      const regen = await client.post(`/api/stories/${story.id}/images/2`, { prompt: 'Alma og Noah på legepladsen' });
      expect(regen.status, regen.text).toBe(202);
      expect((await finishedJob(client, regen.body.jobId)).status).toBe('succeeded');
      const [again] = fake.imageCalls().slice(before);
      expect(again.body.prompt).toMatch(/group of children aged 3-5/);
      expect(JSON.stringify(fake.calls.slice(fake.calls.indexOf(again) - 1))).not.toMatch(/Alma|Noah|Sommerfuglene/);
    });

    it("creates a text-first group story without avatars, and a story without storyType stays one child's", async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await createdStory(client, {
        storyType: 'group',
        group: group([], { ageFrom: 8, ageTo: 10 }),
        title: 'Brandøvelse',
        description: 'Der er brandøvelse i skolen.',
      });
      expect(story).toMatchObject({
        storyType: 'group',
        characterName: 'Sommerfuglene',
        group: { ageFrom: 8, ageTo: 10, memberNames: [] },
      });
      expect(story.images.every((p) => p.missing)).toBe(true);

      const childId = await avatar(client, 'Ida');
      const child = await createdStory(client, { characterId: childId, title: 'Frisør', description: 'Ida skal klippes.' });
      expect(child).toMatchObject({ storyType: 'individual', characterName: 'Ida', group: null });
      expect(await storyCount(a, client.userId)).toBe(2);

      const list = (await client.get('/api/stories')).body.stories as StorySummary[];
      expect(list.map((s) => [s.storyType, s.characterName])).toEqual([
        ['individual', 'Ida'],
        ['group', 'Sommerfuglene'],
      ]);
    });

    it("validates a group in Danish, lets only the user's own avatars in, and uses no quota when refused", async () => {
      const a = app();
      const client = await signedInClient(a);
      const other = await signedInClient(a);
      const base = { storyType: 'group', title: 'Tur', description: 'En tur.' };
      const refused = async (body: unknown, status: number, message: string) => {
        const res = await client.post('/api/stories/generate', body);
        expect(res.status, res.text).toBe(status);
        expect(res.body.error.message).toBe(message);
      };
      await refused(base, 400, 'Udfyld venligst gruppens navn');
      await refused({ ...base, group: group([], { name: '  ' }) }, 400, 'Udfyld venligst gruppens navn');
      await refused({ ...base, group: group([], { name: 'x'.repeat(51) }) }, 400, 'Gruppens navn må højst være 50 tegn');
      await refused({ ...base, group: group([], { ageFrom: 6, ageTo: 4 }) }, 400, 'Den yngste alder kan ikke være højere end den ældste');
      await refused({ ...base, group: group([], { ageTo: 13 }) }, 400, 'Alderen skal være et helt tal mellem 1 og 12');
      await refused({ ...base, group: group(['ikke-et-id']) }, 400, 'En af de valgte avatarer findes ikke');
      await refused({ ...base, group: group(Array.from({ length: 5 }, () => randomUUID())) }, 400, 'Vælg højst 4 avatarer til billederne');
      await refused({ ...base, storyType: 'klasse', group: group() }, 400, 'Vælg, om historien er til ét barn eller til en gruppe');
      await refused({ ...base, storyType: 'group', group: group(), title: ' ' }, 400, 'Indtast venligst en titel');

      // Another user's avatar is not found, also beside one's own.
      const mine = await avatar(client, 'Alma');
      const theirs = await avatar(other, 'Noah');
      await refused({ ...base, group: group([mine, theirs]) }, 404, 'En af de valgte avatarer blev ikke fundet. Vælg avatarerne igen.');
      // The same avatar twice counts once.
      const twice = await createdStory(client, { ...base, group: group([mine, mine]) });
      expect(twice.group?.memberNames).toEqual(['Alma']);
      expect(await storyCount(a, client.userId)).toBe(1);
    });

    it('keeps stories made before group stories readable', async () => {
      const a = app();
      const client = await signedInClient(a);
      const id = randomUUID();
      const now = new Date().toISOString();
      // A row as the app wrote it before: story_type left to its default, the old snapshot.
      await a.db
        .insertInto('stories')
        .values({
          id,
          user_id: client.userId,
          title: 'En gammel historie',
          content:
            'TITLE: En gammel historie\n[Billede 1]\nEmil leger.\n[Billede 2]\nEmil spiser.\n[Billede 3]\nEmil sover.\n[Billede 4]\nEmil vågner.',
          images: JSON.stringify(Array(5).fill('/placeholder-image.png')),
          character: JSON.stringify({ name: 'Emil', age: 6, gender: 'dreng', avatar: 'x' }),
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const story = await client.get(`/api/stories/${id}`);
      expect(story.status).toBe(200);
      expect(story.body).toMatchObject({ storyType: 'individual', characterName: 'Emil', group: null, description: '', facts: {} });
      expect((await client.get('/api/stories')).body.stories[0]).toMatchObject({ id, storyType: 'individual', group: null });
    });
  },
  { env: { ...fakeOpenAiEnv(fake), JOB_LEASE_SECONDS: '2' } },
);

describeEachDialect('group stories offline (composer and illustrator)', (app) => {
  beforeAll(() => app().services.runner.start());

  it('writes the story about the group in its voice and draws the chosen avatars together', async () => {
    const a = app();
    const client = await signedInClient(a);
    const ids = [await avatar(client, 'Alma'), await avatar(client, 'Noah'), await avatar(client, 'Sofie')];
    const story = await generatedGroupStory(
      client,
      ids,
      { title: 'Sommerfuglene skal til tandlæge', description: 'Børnene skal have kigget på tænderne. De går to og to ind til tandlægen.' },
      60_000,
    );
    expect(story.storyType).toBe('group');

    const text = parseStory(story.content)
      .scenes.map((s) => s.text)
      .join(' ');
    expect(text).toContain('Sommerfuglene');
    // The teacher's own words about the children, told as they wrote them.
    expect(text).toContain('Børnene skal have kigget på tænderne.');
    expect(text).not.toMatch(/(?<!\p{L})(han|hun|ham|hende|hans|hendes|Alma|Noah|Sofie)(?!\p{L})/u);
    const check = checkStory(story.content, { age: 3, name: 'Sommerfuglene', storyType: 'group' });
    // Nothing that can hurt; a rule of form the teacher's own words break is the check's to show, not the writer's to hide.
    expect(harmFlags(check)).toEqual([]);
    expect(check.flags.filter((f) => f.id === 'person-change')).toEqual([]);

    // Every picture is drawn (the avatars side by side in front of the setting).
    for (const picture of story.images) {
      expect(picture.missing).toBe(false);
      const file = await fetch(`${a.url}${picture.url}`);
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBeGreaterThan(256);
    }
  });
});

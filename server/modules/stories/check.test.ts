import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoryCheck, StoryDetail } from '../../../shared/api-types';
import { storyCheckMessages } from '../../../shared/messages.da';
import { planToText } from '../../../shared/story-plan';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { formatStory } from '../../../shared/story-text';
import { fakeOpenAiEnv, startFakeOpenAi } from '../../test/fake-openai';
import { type Client, signedInClient } from '../../test/harness';
import { CHECK_STORY_TEXT } from '../../test/check-story';
import { createdStory } from '../../test/stories';

/**
 * The Historietjek over the API (issue 28): the saved story's check, and «Det passer» / «Fjern
 * sætningen» on what the parent did not write. The story comes from an AI writer (the fake on
 * loopback): its first sentence retells the description, every other sentence is the writer's.
 */
const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const m = storyCheckMessages.plan;
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
const request = {
  title: 'Emil skal til tandlæge',
  description: 'Emil skal til tandlæge. Mor går med.',
  facts: { steps: ['Emil sidder i den store stol', 'Tandlægen kigger på tænderne', 'Emil og mor går hjem'] },
};
const written = CHECK_STORY_TEXT;
const MORMOR = { page: 2, index: 1, text: 'Mormor er syg.' };
const LAMP = { page: 3, index: 1, text: 'Der er en lampe i loftet.' };

async function writtenStory(client: Client): Promise<StoryDetail> {
  const characterId = (await createCharacter(client, form)).id;
  return createdStory(client, { characterId, ...request });
}

const sentencesOf = (story: StoryDetail) => story.plan.pages.map((page) => page.sentences.map((s) => s.text));

describeEachDialect(
  'Historietjek over the API: the saved check, «Det passer» and «Fjern sætningen»',
  (app) => {
    beforeAll(() => app().services.runner.start());
    afterAll(() => app().services.runner.stop());
    beforeEach(() => {
      fake.reset();
      fake.options.textFailure = () => written;
    });

    it("answers the saved story's check to its owner only: the invented illness red, what the parent did not write listed", async () => {
      const a = app();
      const owner = await signedInClient(a);
      const story = await writtenStory(owner);
      expect(story.check.light).toBe('rød');

      const res = await owner.get(`/api/stories/${story.id}/check`);
      expect(res.status, res.text).toBe(200);
      const check: StoryCheck = res.body;
      expect(check.light).toBe('rød');
      expect(check.score).toBe(story.check.score);
      expect(check.requestKnown).toBe(true);
      // An illness and a grandmother the parent never wrote of, both in the one sentence.
      expect(check.red).toEqual([
        { id: 'invented-claim', message: m.invented('Mormor er syg.', m.claimClass.illness), ...MORMOR },
        { id: 'invented-claim', message: m.newName('mormor', 'Mormor er syg.'), ...MORMOR },
      ]);
      expect(check.ungrounded.map(({ page, index, text }) => ({ page, index, text }))).toEqual([MORMOR, LAMP]);
      expect(check.ungrounded[1].words).toEqual(['lampe', 'loftet']);
      expect(check.form.flags.length).toBeGreaterThan(0);

      const other = await signedInClient(a);
      const foreign = await other.get(`/api/stories/${story.id}/check`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.code).toBe('STORY_NOT_FOUND');
      const sent = await other.post(`/api/stories/${story.id}/check/sentences`, { ...MORMOR, action: 'remove' });
      expect(sent.status).toBe(404);
      expect((await owner.get(`/api/stories/${story.id}`)).body.plan).toEqual(story.plan);
      expect((await owner.get('/api/stories/not-a-story/check')).status).toBe(404);
      expect((await a.client().get(`/api/stories/${story.id}/check`)).status).toBe(401);
    });

    it('turns down bad input in Danish, a foreign origin, and a sentence that is no longer there (409), changing nothing', async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await writtenStory(client);
      const url = `/api/stories/${story.id}/check/sentences`;

      const bad = [
        { ...MORMOR, action: 'delete' },
        { ...MORMOR, page: 0, action: 'remove' },
        { ...MORMOR, index: -1, action: 'remove' },
        { ...MORMOR, page: 1.5, action: 'remove' },
        { page: 2, index: 1, action: 'remove' },
        { ...MORMOR, text: '   ', action: 'remove' },
        [],
        'fjern',
      ];
      for (const body of bad) {
        const res = await client.post(url, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', message: m.actionInvalid });
      }
      const unparsable = await client.request('POST', url, { body: '{', headers: { 'content-type': 'application/json' } });
      expect(unparsable.status).toBe(400);
      expect(unparsable.body.error.message).toMatch(/[æøå]|JSON/);
      expect((await client.post(url, { ...MORMOR, action: 'remove' }, { origin: 'https://evil.example' })).status).toBe(403);

      // The panel was drawn before the story changed: another text, or a place the plan no longer has.
      for (const at of [
        { ...MORMOR, text: 'Mormor er glad.' },
        { ...MORMOR, index: 0 },
        { ...MORMOR, page: 9 },
        { ...MORMOR, index: 5 },
      ]) {
        const res = await client.post(url, { ...at, action: 'remove' });
        expect(res.status, JSON.stringify(at)).toBe(409);
        expect(res.body.error).toEqual({ code: 'STORY_CHANGED', message: m.stale });
      }
      const after = (await client.get(`/api/stories/${story.id}`)).body as StoryDetail;
      expect(after.plan).toEqual(story.plan);
      expect(after.content).toBe(story.content);
    });

    it('«Fjern sætningen» takes the invented sentence out of the plan and the text, and the light is no longer red', async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await writtenStory(client);
      const res = await client.post(`/api/stories/${story.id}/check/sentences`, { ...MORMOR, action: 'remove' });
      expect(res.status, res.text).toBe(200);
      const { story: edited, check } = res.body as { story: StoryDetail; check: StoryCheck };

      expect(sentencesOf(edited)[1]).toEqual(['Emil sidder i den store stol.']);
      expect(edited.plan.pages[1].scene).toEqual(story.plan.pages[1].scene);
      for (const i of [0, 2, 3]) expect(edited.plan.pages[i]).toEqual(story.plan.pages[i]);
      expect(edited.content).toBe(planToText(edited.plan));
      expect(edited.content).not.toContain('Mormor');
      expect(edited.images).toHaveLength(story.images.length);

      expect(check.red).toEqual([]);
      expect(check.ungrounded.map((u) => u.text)).toEqual([LAMP.text]);
      expect(check.light).toBe('gul');
      // The stored light is the panel's: in the story, the list and the check.
      expect(edited.check).toEqual({ light: 'gul', score: check.score });
      const again = (await client.get(`/api/stories/${story.id}`)).body as StoryDetail;
      expect(again.check.light).toBe('gul');
      expect(again.plan).toEqual(edited.plan);
      expect((await client.get('/api/stories')).body.stories[0].check.light).toBe('gul');
      expect((await client.get(`/api/stories/${story.id}/check`)).body).toEqual(check);

      // The same request again finds another sentence at that place: never a second removal.
      const twice = await client.post(`/api/stories/${story.id}/check/sentences`, { ...MORMOR, action: 'remove' });
      expect(twice.status).toBe(409);
    });

    it("«Det passer» makes the sentence the parent's: it leaves «Det har du ikke skrevet» and stays through a later page edit", async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await writtenStory(client);
      await client.post(`/api/stories/${story.id}/check/sentences`, { ...MORMOR, action: 'remove' });

      const res = await client.post(`/api/stories/${story.id}/check/sentences`, { ...LAMP, action: 'confirm' });
      expect(res.status, res.text).toBe(200);
      const { story: edited, check } = res.body as { story: StoryDetail; check: StoryCheck };
      const lamp = edited.plan.pages[2].sentences[1];
      expect(lamp).toEqual({ ...story.plan.pages[2].sentences[1], source: 'parent', from: 'edit' });
      expect(sentencesOf(edited)).toEqual(sentencesOf(story).map((page, i) => (i === 1 ? page.slice(0, 1) : page)));
      expect(edited.content).toBe(planToText(edited.plan));
      expect(check.ungrounded).toEqual([]);
      expect(check.red).toEqual([]);
      expect(check.light).toBe('grøn');
      expect(edited.check.light).toBe('grøn');

      // Saving the pages unchanged keeps what was confirmed.
      const pages = edited.plan.pages.map((page, i) => ({ text: page.sentences.map((s) => s.text).join(' '), image: i + 1 }));
      const saved = await client.patch(`/api/stories/${story.id}`, { title: edited.title, pages });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.plan.pages[2].sentences[1]).toEqual(lamp);
      expect(saved.body.check.light).toBe('grøn');
    });

    it('loses no word of a long page the parent typed when a sentence elsewhere is confirmed', async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await writtenStory(client);
      // Page 1, typed in the raw editor, longer than a page of the page editor: 14 sentences of about 300 characters.
      const heavy = Array.from({ length: 14 }, (_, i) => `Sætning ${i + 1} ${'og så videre '.repeat(23).trim()}.`).join(' ');
      const content = formatStory({
        title: story.title,
        scenes: story.plan.pages.map((page, i) => (i === 0 ? heavy : page.sentences.map((s) => s.text).join(' '))),
      });
      const typed = await client.patch(`/api/stories/${story.id}`, { content });
      expect(typed.status, typed.text).toBe(200);
      const res = await client.post(`/api/stories/${story.id}/check/sentences`, { ...LAMP, action: 'confirm' });
      expect(res.status, res.text).toBe(200);
      const edited = (res.body as { story: StoryDetail }).story;
      expect(edited.plan.pages[0].sentences.map((s) => s.text).join(' ')).toBe(heavy);
      expect(edited.content).toContain('Sætning 14 og så videre');
    });

    it("refuses to remove a page's only sentence (400), and a stale «Det passer» (409)", async () => {
      const a = app();
      const client = await signedInClient(a);
      const story = await writtenStory(client);
      const url = `/api/stories/${story.id}/check/sentences`;
      const only = await client.post(url, { page: 4, index: 0, text: 'Emil og mor går hjem.', action: 'remove' });
      expect(only.status).toBe(400);
      expect(only.body.error).toEqual({ code: 'ONLY_SENTENCE', message: m.onlySentence });
      const stale = await client.post(url, { ...LAMP, text: 'Der er to lamper.', action: 'confirm' });
      expect(stale.status).toBe(409);
      expect((await client.get(`/api/stories/${story.id}`)).body.plan).toEqual(story.plan);
    });
  },
  { env: fakeOpenAiEnv(fake) },
);

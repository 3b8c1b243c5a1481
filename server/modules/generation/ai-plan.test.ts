import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoryDetail } from '../../../shared/api-types';
import { planToText, type StoryPlan, storyPlanSchema } from '../../../shared/story-plan';
import { createCharacter } from '../../test/characters';
import { describeEachDialect } from '../../test/dialects';
import { fakeOpenAiEnv, planJson, startFakeOpenAi } from '../../test/fake-openai';
import { signedInClient } from '../../test/harness';
import { finishedJob } from '../../test/stories';

/**
 * A story written by the AI writer keeps the model's plan (issue 27, docs/0016-story-plan.md "The
 * AI writer"): the whole app over real HTTP with an OpenAI-compatible service on loopback that
 * answers the plan in JSON.
 */
const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const N = '[NAVN]';
/** The model's plan: the parent's description retold, the writer's own sentence, a frame; morfar drawn though he has died. */
const answered: StoryPlan = {
  version: 1,
  title: `${N} til begravelse`,
  pages: [
    {
      sentences: [
        { text: 'Morfar er død.', kind: 'beskrivende', source: 'parent', from: 'description' },
        { text: `${N} skal til begravelse i kirken på fredag.`, kind: 'beskrivende', source: 'parent', from: 'description' },
      ],
      scene: { setting: 'home', present: [N, 'mor', 'morfar'], action: null, mood: 'calm', companion: false },
    },
    {
      sentences: [
        { text: 'I kirken er der mange mennesker.', kind: 'beskrivende', source: 'writer' },
        { text: 'Mange synes, det er rart at sidde tæt.', kind: 'perspektiv', source: 'writer' },
      ],
      scene: { setting: null, present: ['child', 'mor'], action: 'sit', mood: 'calm', companion: false },
    },
    {
      sentences: [
        { text: `${N} kan holde mor i hånden.`, kind: 'vejledende', source: 'writer' },
        { text: 'Det er okay at føle sådan.', kind: 'bekræftende', source: 'frame' },
      ],
      scene: { setting: null, present: ['child', 'mor'], action: 'hold-hand', mood: 'calm', companion: false },
    },
  ],
};

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

describeEachDialect(
  "the AI writer's plan",
  (app) => {
    beforeAll(() => app().services.runner.start());
    beforeEach(() => fake.reset());

    it("stores the model's plan with its sources, the name back and the dead left out of the pictures, and serves it", async () => {
      const client = await signedInClient(app());
      const characterId = (await createCharacter(client, form)).id;
      fake.options.textFailure = () => planJson(answered);
      const before = fake.storyCalls().length;
      const res = await client.post('/api/stories/generate', {
        characterId,
        title: 'Emil skal til begravelse',
        description: 'Morfar er død. Emil skal til begravelse i kirken på fredag.',
      });
      expect(res.status, res.text).toBe(202);
      const job = await finishedJob(client, res.body.jobId);
      expect(job.status, JSON.stringify(job.error)).toBe('succeeded');

      const [write] = fake.storyCalls().slice(before);
      expect(write.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'story_plan', strict: true } });
      expect(JSON.stringify(write.body)).not.toContain('Emil');

      const story: StoryDetail = (await client.get(`/api/stories/${job.result!.storyId}`)).body;
      expect(storyPlanSchema.parse(story.plan)).toEqual(story.plan);
      expect(planToText(story.plan)).toBe(story.content);
      expect(story.title).toBe('Emil til begravelse');
      // The model's own count of pages (3 of the 2-10 a plan may have), each with its picture.
      expect(story.plan.pages).toHaveLength(3);
      expect(story.images).toHaveLength(4);
      expect(story.plan.pages[0].sentences).toEqual([
        { text: 'Morfar er død.', kind: 'beskrivende', source: 'parent', from: 'description' },
        { text: 'Emil skal til begravelse i kirken på fredag.', kind: 'beskrivende', source: 'parent', from: 'description' },
      ]);
      expect(story.plan.pages[1].sentences.map((s) => s.source)).toEqual(['writer', 'writer']);
      expect(story.plan.pages[2].sentences).toEqual([
        { text: 'Emil kan holde mor i hånden.', kind: 'vejledende', source: 'writer' },
        { text: 'Det er okay at føle sådan.', kind: 'bekræftende', source: 'frame' },
      ]);
      expect(story.plan.pages.map((p) => p.scene.present)).toEqual([
        ['child', 'mor'],
        ['child', 'mor'],
        ['child', 'mor'],
      ]);
      expect(story.plan.pages[2].scene.action).toBe('hold-hand');
    });
  },
  { env: fakeOpenAiEnv(fake) },
);

import type { StoryDetail } from '@shared/api-types';
import { PLAN_VERSION, planToText, type StoryPlan } from '@shared/story-plan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentencesOf, storyFingerprint } from './story-copy';

const scene = { setting: null, present: ['child'], action: null, mood: 'calm' as const, companion: false };
const plan: StoryPlan = {
  version: PLAN_VERSION,
  title: 'Emil hos tandlægen',
  pages: [
    { sentences: [{ text: 'Emil er **glad**. Han smiler.', kind: 'perspektiv', source: 'writer' }], scene },
    { sentences: [{ text: 'Mor er med.', kind: 'beskrivende', source: 'parent', from: 'who' }], scene },
  ],
};
const picture = (url: string) => ({ url, thumbUrl: url, missing: false });
const story = (over: Partial<StoryDetail>) =>
  ({ id: 's1', title: plan.title, content: planToText(plan), plan, images: [picture('/api/files/a.png?sig=1')], ...over }) as StoryDetail;

describe('a saved copy of a story', () => {
  beforeEach(() => vi.stubGlobal('location', new URL('https://fortaellehuset.test/story/s1')));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the sentences read-aloud asks for, read from the plan', () => {
    expect(sentencesOf(story({}))).toEqual(['Emil er glad.', 'Han smiler.', 'Mor er med.']);
    // A copy saved before the plan existed: its text's sentences.
    expect(sentencesOf(story({ plan: undefined, content: '[Billede 1]\nVi bader. Vi leger.' }))).toEqual(['Vi bader.', 'Vi leger.']);
  });

  it("is up to date while the plan's text and the pictures are, whatever the signatures or the stored text say", () => {
    const saved = storyFingerprint(story({}));
    expect(storyFingerprint(story({ images: [picture('/api/files/a.png?sig=2')] }))).toBe(saved);
    expect(storyFingerprint(story({ content: `${planToText(plan)}\n` }))).toBe(saved);
    const edited: StoryPlan = {
      ...plan,
      pages: [plan.pages[0], { ...plan.pages[1], sentences: [{ ...plan.pages[1].sentences[0], text: 'Far er med.' }] }],
    };
    expect(storyFingerprint(story({ plan: edited }))).not.toBe(saved);
    expect(storyFingerprint(story({ images: [picture('/api/files/b.png?sig=1')] }))).not.toBe(saved);
  });
});

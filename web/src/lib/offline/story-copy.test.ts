import type { StoryDetail } from '@shared/api-types';
import { PLAN_VERSION, planToText, type StoryPlan } from '@shared/story-plan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesOf, sentencesOf, storyFingerprint } from './story-copy';

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
const recording = (url: string, current = true) => ({ url, contentType: 'audio/webm', seconds: 3, current });
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
  it("keeps the pictures and the parent's recordings that still fit their page, without the signatures", () => {
    const recorded = story({
      images: [
        { url: '/api/files/cover.webp?exp=1&sig=a', thumbUrl: '/api/files/cover-thumb.webp?exp=1&sig=a', missing: false },
        picture('/api/files/1.webp?exp=1&sig=a'),
        { url: '/placeholder.svg', thumbUrl: '/placeholder.svg', missing: true },
      ],
      recordings: [null, recording('/api/files/voice-1.webm?exp=1&sig=a'), recording('/api/files/voice-2.webm?exp=1&sig=a', false)],
    });
    expect(filesOf(recorded, 'https://fortaellehuset.test')).toEqual({
      pictures: [
        'https://fortaellehuset.test/api/files/cover.webp?exp=1&sig=a',
        'https://fortaellehuset.test/api/files/1.webp?exp=1&sig=a',
        'https://fortaellehuset.test/api/files/cover-thumb.webp?exp=1&sig=a',
      ],
      // Page 2 was recorded before its text changed: «Min stemme» does not play it, so it is not kept.
      recordings: ['https://fortaellehuset.test/api/files/voice-1.webm?exp=1&sig=a'],
    });
    // A shared link's recordings are its own addresses; a story from before recordings has none.
    const shared = story({ recordings: [null, recording('/api/shared/tok/recordings/voice-1.webm')] });
    expect(filesOf(shared, 'https://fortaellehuset.test').recordings).toEqual([
      'https://fortaellehuset.test/api/shared/tok/recordings/voice-1.webm',
    ]);
    expect(filesOf(story({ recordings: undefined }), 'https://fortaellehuset.test').recordings).toEqual([]);
  });

  it('is out of date when a page is recorded, recorded again or its recording no longer fits; not when only a signature changed', () => {
    const none = storyFingerprint(story({ recordings: [] }));
    // A copy saved before recordings existed keeps its fingerprint.
    expect(storyFingerprint(story({ recordings: undefined }))).toBe(none);
    expect(storyFingerprint(story({ recordings: [null, recording('/api/files/voice-1.webm', false)] }))).toBe(none);
    const recorded = storyFingerprint(story({ recordings: [null, recording('/api/files/voice-1.webm?exp=1&sig=a')] }));
    expect(recorded).not.toBe(none);
    expect(storyFingerprint(story({ recordings: [null, recording('/api/files/voice-1.webm?exp=2&sig=b')] }))).toBe(recorded);
    expect(storyFingerprint(story({ recordings: [null, recording('/api/files/voice-9.webm?exp=1&sig=a')] }))).not.toBe(recorded);
  });
});

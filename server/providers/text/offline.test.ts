import { describe, expect, it } from 'vitest';
import { planToText } from '../../../shared/story-plan';
import { parseStory } from '../../../shared/story-text';
import { offlineTextProvider } from './offline';
import type { StoryTextInput } from './port';

const input: StoryTextInput = {
  title: 'Ida hos tandlægen',
  description: 'Ida skal til tandlæge på fredag.',
  character: { name: 'Ida', gender: 'pige', age: 6, traits: ['modig'], companion: 'kaninen' },
  sceneCount: 5,
};

describe('offlineTextProvider', () => {
  const provider = offlineTextProvider();

  it('is the offline provider', () => {
    expect(provider.kind).toBe('offline');
  });

  it('writes the story as a plan and its text, the same each time', async () => {
    const story = await provider.writeStory(input);
    expect(story.title).toBe('Ida hos tandlægen');
    expect(story.content).toBe(planToText(story.plan!));
    const parsed = parseStory(story.content);
    expect(parsed.title).toBe('Ida hos tandlægen');
    // The parent's one sentence and a closing that states no fact: nothing else is made up.
    expect(parsed.scenes).toHaveLength(2);
    expect(parsed.scenes[0].text).toBe('Ida skal til tandlæge på fredag.');
    expect(story.plan!.pages[1].sentences.map((s) => s.source)).toEqual(['frame']);
    expect(await provider.writeStory(input)).toEqual(story);
  });

  it('describes each scene in English without the name', async () => {
    const story = await provider.writeStory(input);
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    const descriptions = await provider.describeScenes(scenes, input);
    expect(descriptions).toHaveLength(scenes.length);
    for (const d of descriptions) {
      expect(d).toMatch(/^A 6-year-old girl /);
      expect(d).not.toContain('Ida');
    }
    expect(await provider.describeScenes([], input)).toEqual([]);
  });

  it('stops when the caller has given up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.writeStory(input, controller.signal)).rejects.toThrow();
    await expect(provider.describeScenes(['Ida venter.'], input, controller.signal)).rejects.toThrow();
  });
});

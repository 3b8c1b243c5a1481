import { PLAN_VERSION, planScenes, type StoryPlan } from '@shared/story-plan';
import { parseStory } from '@shared/story-text';
import { describe, expect, it } from 'vitest';
import { storyPlanOf } from './story-plan-of';

const plan: StoryPlan = {
  version: PLAN_VERSION,
  title: 'Emil i svømmehallen',
  pages: [
    {
      sentences: [{ text: 'Emil skal svømme.', kind: 'beskrivende', source: 'parent', from: 'description' }],
      scene: { setting: null, present: ['child'], action: null, mood: 'calm', companion: false },
    },
  ],
};

describe('storyPlanOf', () => {
  it("gives the story's own plan when it has one, whatever its text says", () => {
    expect(storyPlanOf({ title: 'x', content: '[Billede 1]\nNoget andet.', plan })).toBe(plan);
  });

  it('reads a story saved before the plan existed from its text, page for page', () => {
    const content = 'TITLE: Svømning\n\n[Billede 1]\nVi går i svømmehallen.\n\nMor er med.\n\n[Billede 2]\nSå kører vi hjem.\n';
    const old = storyPlanOf({ title: 'Svømning', content });
    expect(old.title).toBe('Svømning');
    expect(planScenes(old)).toEqual(parseStory(content).scenes);
    expect(storyPlanOf({ title: 'Uden titel', content: '[Billede 1]\nHej.', plan: null }).title).toBe('Uden titel');
  });
});

import { describe, expect, it } from 'vitest';
import { PLAN_VERSION, type PlanPage, type StoryPlan } from '../../../shared/story-plan';
import { scenePicture } from './scene-picture';

const page = (text: string, action: PlanPage['scene']['action'], present: string[] = ['child']): PlanPage => ({
  sentences: [{ text, kind: 'beskrivende', source: 'parent', from: 'description' }],
  scene: { setting: 'hospital', present, action, mood: 'calm', companion: false },
});
const picture = (p: PlanPage) => {
  const plan: StoryPlan = { version: PLAN_VERSION, title: 'Besøg', pages: [p] };
  return scenePicture({ title: 'Besøg', plan, page: p, companion: null, group: false });
};

describe("a page's picture", () => {
  it("puts the child in no bed the page's scene does not give it: someone else's bed is theirs", () => {
    // The writer read «Alberte ligger i en kuvøse» as Alberte's, not the child's: no action, so the child stands.
    expect(picture(page('Alberte ligger i en kuvøse på hospitalet.', null, ['child', 'kusine Alberte'])).pose).toBe('stand');
    // The child's own bed on a page that names no one else stays, also where the scene has no action (an older plan).
    expect(
      picture({ ...page('Emil ligger i sin seng og sover.', null), scene: { ...page('', null).scene, setting: 'bedroom' } }).pose,
    ).toBe('lie');
    // The child's own hospital bed, where the scene says so, is drawn.
    const own = picture(page('Ida ligger i en seng på hospitalet.', 'lie-in-hospital-bed'));
    expect(own.action).toBe('lie-in-hospital-bed');
    expect(own.pose).toBe('lie');
  });
});

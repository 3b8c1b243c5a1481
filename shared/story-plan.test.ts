import { describe, expect, it } from 'vitest';
import {
  PLAN_VERSION,
  picturePage,
  planFromText,
  planReadAloudSections,
  planScenes,
  planToText,
  type StoryPlan,
  storyPlanSchema,
  UNKNOWN_SCENE,
} from './story-plan';
import { parseStory, readAloudSections } from './story-text';

const plan: StoryPlan = {
  version: PLAN_VERSION,
  title: 'Emil skal til tandlæge',
  pages: [
    {
      sentences: [
        { text: 'Emil skal til tandlæge på tirsdag.', kind: 'beskrivende', source: 'parent', from: 'when' },
        { text: 'Mor er med.', kind: 'beskrivende', source: 'parent', from: 'who' },
      ],
      scene: { setting: 'home', present: ['child', 'mor'], action: null, mood: 'calm', companion: false },
    },
    {
      sentences: [{ text: 'Emil sidder i den store stol.', kind: 'beskrivende', source: 'parent', from: 'steps.0' }],
      scene: { setting: 'dentist', present: ['child', 'tandlægen'], action: 'sit-special', mood: 'calm', companion: false },
    },
  ],
};

describe('the story plan', () => {
  it('validates a plan and refuses a sentence without a known source or a page without sentences', () => {
    expect(storyPlanSchema.parse(plan)).toEqual(plan);
    expect(storyPlanSchema.safeParse({ ...plan, pages: [{ ...plan.pages[0], sentences: [] }] }).success).toBe(false);
    const badSource = { ...plan, pages: [{ ...plan.pages[0], sentences: [{ text: 'x', kind: 'beskrivende', source: 'gæt' }] }] };
    expect(storyPlanSchema.safeParse(badSource).success).toBe(false);
    const badFrom = {
      ...plan,
      pages: [{ ...plan.pages[0], sentences: [{ text: 'x', kind: 'beskrivende', source: 'parent', from: 'steps' }] }],
    };
    expect(storyPlanSchema.safeParse(badFrom).success).toBe(false);
  });

  it('writes the text form that the one parser reads back page for page', () => {
    const text = planToText(plan);
    expect(text).toBe(
      'TITLE: Emil skal til tandlæge\n\n[Billede 1]\nEmil skal til tandlæge på tirsdag. Mor er med.\n\n[Billede 2]\nEmil sidder i den store stol.\n',
    );
    const parsed = parseStory(text);
    expect(parsed.title).toBe(plan.title);
    expect(parsed.scenes.map((s) => s.text)).toEqual(['Emil skal til tandlæge på tirsdag. Mor er med.', 'Emil sidder i den store stol.']);
  });

  it('round-trips the text through a plan of unlabelled sentences, keeping the scenes it is given', () => {
    const back = planFromText(planToText(plan), { fallbackTitle: 'x', scenes: plan.pages.map((p) => p.scene) });
    expect(planToText(back)).toBe(planToText(plan));
    expect(back.pages.map((p) => p.scene)).toEqual(plan.pages.map((p) => p.scene));
    expect(back.pages[0].sentences).toEqual([
      { text: 'Emil skal til tandlæge på tirsdag.', kind: 'ukendt', source: 'writer' },
      { text: 'Mor er med.', kind: 'ukendt', source: 'writer' },
    ]);
  });

  it("marks the parent's own typed text as theirs, and an old story without scenes gets the calm unknown scene", () => {
    const edited = planFromText('[Billede 1]\nVi går i svømmehallen.', { fallbackTitle: 'Svømning', source: 'edit' });
    expect(edited.title).toBe('Svømning');
    expect(edited.pages).toEqual([
      { sentences: [{ text: 'Vi går i svømmehallen.', kind: 'ukendt', source: 'parent', from: 'edit' }], scene: UNKNOWN_SCENE },
    ]);
  });

  it('makes a valid plan of any page the editor takes, losing no word: long sentences cut at a space, many sentences joined, a page of no word kept', () => {
    const many = Array.from({ length: 60 }, (_, i) => `Emil tæller til ${i + 1}.`).join(' ');
    const long = `${'ord '.repeat(400).trim()}.`;
    // A page as long as a whole story may be: 14 sentences of about 300 characters each.
    const heavy = Array.from({ length: 14 }, (_, i) => `Sætning ${i + 1} ${'og så videre '.repeat(23).trim()}.`).join(' ');
    const content = `[Billede 1]\n${many}\n\n[Billede 2]\n${long}\n\n[Billede 3]\n${heavy}\n\n[Billede 4]\n…`;
    const back = planFromText(content, { fallbackTitle: 'Tal' });
    expect(storyPlanSchema.safeParse(back).success).toBe(true);
    expect(back.pages[0].sentences.length).toBeLessThanOrEqual(40);
    expect(back.pages[0].sentences.map((s) => s.text).join(' ')).toBe(many);
    expect(back.pages[1].sentences.length).toBe(3);
    expect(back.pages[1].sentences.map((s) => s.text).join(' ')).toBe(long);
    expect(back.pages[2].sentences.map((s) => s.text).join(' ')).toBe(heavy);
    expect(back.pages[3].sentences.map((s) => s.text)).toEqual(['…']);
    expect(planToText(back)).toBe(planToText(planFromText(planToText(back), { fallbackTitle: 'Tal' })));
  });

  it("keeps the paragraphs a parent typed, so the text form is the plan's text exactly", () => {
    const typed =
      'TITLE: Svømning\n\n[Billede 1]\nVi går i svømmehallen. Mor er med.\n\nBagefter får vi en bolle.\n\n[Billede 2]\nSå kører vi hjem.\n';
    const back = planFromText(typed, { fallbackTitle: 'x', source: 'edit' });
    expect(back.pages[0].sentences.map((s) => s.paragraph ?? false)).toEqual([false, false, true]);
    expect(planToText(back)).toBe(typed);
    expect(planScenes(back)).toEqual(parseStory(typed).scenes);
  });

  it('keeps the line breaks of a list a parent typed', () => {
    const typed = 'TITLE: Pakkeliste\n\n[Billede 1]\nVi pakker tasken:\nMadpakke.\nDrikkedunk.\n\nSå går vi.\n';
    const back = planFromText(typed, { fallbackTitle: 'x', source: 'edit' });
    expect(back.pages[0].sentences.map((s) => [s.text, s.line ?? false, s.paragraph ?? false])).toEqual([
      ['Vi pakker tasken:', false, false],
      ['Madpakke.', true, false],
      ['Drikkedunk.', true, false],
      ['Så går vi.', false, true],
    ]);
    expect(planToText(back)).toBe(typed);
    expect(planScenes(back)).toEqual(parseStory(typed).scenes);
  });

  it('gives the reader and the read-aloud the same pages and sentences the text would, read from the plan', () => {
    expect(planScenes(plan).map((s) => [s.index, s.text])).toEqual([
      [1, 'Emil skal til tandlæge på tirsdag. Mor er med.'],
      [2, 'Emil sidder i den store stol.'],
    ]);
    expect(planReadAloudSections(plan)).toEqual(readAloudSections(planToText(plan)));
    // A sentence given as two (an AI writer's) is spoken as two, its emphasis marks left out.
    const two: StoryPlan = {
      ...plan,
      pages: [{ ...plan.pages[0], sentences: [{ text: 'Emil er **glad**. Han smiler.', kind: 'perspektiv', source: 'writer' }] }],
    };
    expect(planReadAloudSections(two)).toEqual([{ sceneIndex: 1, sentences: ['Emil er glad.', 'Han smiler.'] }]);
  });

  it('gives each picture its page: the cover the first, picture i page i, none past the last', () => {
    expect(picturePage(plan, 0)).toBe(plan.pages[0]);
    expect(picturePage(plan, 1)).toBe(plan.pages[0]);
    expect(picturePage(plan, 2)).toBe(plan.pages[1]);
    expect(picturePage(plan, 3)).toBeUndefined();
  });
});

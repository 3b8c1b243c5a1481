import { PLAN_VERSION, planReadAloudSections, planScenes, type StoryPlan } from '@shared/story-plan';
import { parseStory, readAloudSections } from '@shared/story-text';
import { describe, expect, it } from 'vitest';
import { captionParts } from './caption-sentences';

/** The caption of each page, split by the read-aloud sentences of that page, as the reader shows it. */
function pages(content: string) {
  const scenes = parseStory(content).scenes;
  const sections = readAloudSections(content);
  return scenes.map((scene, i) => captionParts(scene.paragraphs, sections[i].sentences));
}

describe('captionParts', () => {
  it('marks every sentence of a page where it stands, text unchanged', () => {
    const content = [
      'TITLE: Emil hos tandlægen',
      '[Billede 1]',
      'Emil skal til tandlæge kl. 8. Mor går med!',
      '',
      'Er det farligt? Nej.',
      '[Billede 2]',
      'Tandlægen hedder **Sara**, og hun smiler.',
      'Emil sætter sig i stolen.',
    ].join('\n');
    const [first, second] = pages(content);
    expect(first).toEqual([
      [
        { text: 'Emil skal til tandlæge kl. 8.', sentence: 0 },
        { text: ' ', sentence: null },
        { text: 'Mor går med!', sentence: 1 },
      ],
      [
        { text: 'Er det farligt?', sentence: 2 },
        { text: ' ', sentence: null },
        { text: 'Nej.', sentence: 3 },
      ],
    ]);
    // Emphasis is shown as written and marked with its sentence; a line break ends a sentence.
    expect(second).toEqual([
      [
        { text: 'Tandlægen hedder **Sara**, og hun smiler.', sentence: 0 },
        { text: '\n', sentence: null },
        { text: 'Emil sætter sig i stolen.', sentence: 1 },
      ],
    ]);
  });

  it('finds a sentence that a wrapped line continues, and leaves what it cannot find unmarked', () => {
    const content = '[Billede 1]\nEmil går hen til bussen\nsom kører klokken otte. Han er glad.';
    const [[parts]] = pages(content);
    expect(parts.filter((p) => p.sentence !== null).map((p) => p.text)).toEqual([
      'Emil går hen til bussen\nsom kører klokken otte.',
      'Han er glad.',
    ]);
    expect(captionParts(['Noget helt andet.'], ['Emil går.'])).toEqual([[{ text: 'Noget helt andet.', sentence: null }]]);
  });

  it('keeps the text of every page whole', () => {
    const content = '# Overskrift\n\n[Billede 1]\n_Hej_ med dig... Vi ses!\n\n---\n\nTo. Tre.';
    const scenes = parseStory(content).scenes;
    pages(content).forEach((page, i) => expect(page.map((parts) => parts.map((p) => p.text).join(''))).toEqual(scenes[i].paragraphs));
  });

  it("marks every sentence of a plan's page where the reader shows it, also a writer's sentence given as two", () => {
    const scene = { setting: null, present: ['child'], action: null, mood: 'calm' as const, companion: false };
    const plan: StoryPlan = {
      version: PLAN_VERSION,
      title: 'Emil hos tandlægen',
      pages: [
        {
          sentences: [
            { text: 'Tandlægen hedder **Sara**. Hun smiler.', kind: 'beskrivende', source: 'writer' },
            { text: 'Emil sætter sig i stolen.', kind: 'beskrivende', source: 'parent', from: 'steps.0' },
            { text: 'Det er godt.', kind: 'bekræftende', source: 'frame', paragraph: true },
          ],
          scene,
        },
      ],
    };
    const [page] = planScenes(plan);
    const [parts1, parts2] = captionParts(page.paragraphs, planReadAloudSections(plan)[0].sentences);
    expect(parts1).toEqual([
      { text: 'Tandlægen hedder **Sara**.', sentence: 0 },
      { text: ' ', sentence: null },
      { text: 'Hun smiler.', sentence: 1 },
      { text: ' ', sentence: null },
      { text: 'Emil sætter sig i stolen.', sentence: 2 },
    ]);
    expect(parts2).toEqual([{ text: 'Det er godt.', sentence: 3 }]);
  });
});

import { storyFactsMessages as m } from '@shared/messages.da';
import { FACT_LIMITS } from '@shared/story-facts';
import { typicalSteps } from '@shared/story-situations';
import { describe, expect, it } from 'vitest';
import {
  addStep,
  editStep,
  factsDraftSchema,
  factsFromDraft,
  moveStepUp,
  newFactsDraft,
  keepSteps,
  removeStep,
  setAnswer,
} from './story-facts-fields';

const DENTIST = 'Emil skal til tandlæge';

describe('the steps the parent keeps', () => {
  it('starts with one empty step to fill in, whatever the title', () => {
    expect(newFactsDraft().steps).toEqual(['']);
    expect(factsFromDraft(newFactsDraft())).toBeUndefined();
  });

  it('adds the kept suggestions into the empty step and after it', () => {
    const kept = keepSteps(newFactsDraft(), typicalSteps(DENTIST, ''));
    expect(kept.steps).toEqual(typicalSteps(DENTIST, ''));
    expect(factsFromDraft(kept)).toEqual({ steps: typicalSteps(DENTIST, '') });
  });

  it('never changes a step the parent has, and keeps a suggestion once', () => {
    const own = editStep(newFactsDraft(), 0, 'Vi tager jakken på');
    const kept = keepSteps(own, ['Vi venter i venteværelset']);
    expect(kept.steps).toEqual(['Vi tager jakken på', 'Vi venter i venteværelset']);
    expect(keepSteps(kept, ['Vi venter i venteværelset'])).toBe(kept);
  });

  it('leaves the steps alone when another answer is written', () => {
    const draft = setAnswer(keepSteps(newFactsDraft(), ['Vi venter']), 'where', 'Hos tandlægen');
    expect(draft.steps).toEqual(['Vi venter']);
  });
});

describe('editing the steps', () => {
  it('moves a step up, removes one and adds an empty one at the end, up to the limit', () => {
    const draft = { ...newFactsDraft(), steps: ['a', 'b', 'c'] };
    expect(moveStepUp(draft, 2).steps).toEqual(['a', 'c', 'b']);
    expect(moveStepUp(draft, 0)).toBe(draft);
    expect(removeStep(draft, 1).steps).toEqual(['a', 'c']);
    expect(addStep(draft).steps).toEqual(['a', 'b', 'c', '']);
    const full = { ...draft, steps: Array.from({ length: FACT_LIMITS.steps }, (_, i) => `trin ${i}`) };
    expect(addStep(full)).toBe(full);
  });
});

describe('the facts sent', () => {
  it('leaves empty answers out and splits the people', () => {
    const draft = {
      ...newFactsDraft(),
      where: '  hos tandlægen ',
      who: 'mor, pædagogen Jonas og en voksen',
      steps: ['Vi venter', ' ', 'Tandlægen kigger'],
    };
    expect(factsFromDraft(draft)).toEqual({
      where: 'hos tandlægen',
      who: ['mor', 'pædagogen Jonas', 'en voksen'],
      steps: ['Vi venter', 'Tandlægen kigger'],
    });
  });

  it('sends no facts when nothing was answered', () => {
    expect(factsFromDraft(newFactsDraft())).toBeUndefined();
  });
});

describe('factsDraftSchema: the server rules, in Danish, on the right field', () => {
  const issues = (draft: ReturnType<typeof newFactsDraft>) => {
    const result = factsDraftSchema.safeParse(draft);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('accepts answers within the limits and outputs the facts', () => {
    const result = factsDraftSchema.safeParse({ ...newFactsDraft(), when: 'tirsdag', who: 'mor' });
    expect(result.success && result.data).toEqual({ when: 'tirsdag', who: ['mor'] });
  });

  it('tells which answer is too long', () => {
    expect(issues({ ...newFactsDraft(), hard: 'x'.repeat(FACT_LIMITS.text + 1) })).toEqual([
      { path: 'hard', message: m.answerTooLong(FACT_LIMITS.text) },
    ]);
    expect(issues({ ...newFactsDraft(), steps: ['ok', 'y'.repeat(FACT_LIMITS.step + 1)] })).toEqual([
      { path: 'steps.1', message: m.stepTooLong(FACT_LIMITS.step) },
    ]);
  });

  it('counts the people and their length', () => {
    const many = Array.from({ length: FACT_LIMITS.people + 1 }, (_, i) => `person ${i}`).join(', ');
    expect(issues({ ...newFactsDraft(), who: many })).toEqual([{ path: 'who', message: m.tooManyPeople(FACT_LIMITS.people) }]);
    expect(issues({ ...newFactsDraft(), who: `mor, ${'z'.repeat(FACT_LIMITS.person + 1)}` })).toEqual([
      { path: 'who', message: m.answerTooLong(FACT_LIMITS.person) },
    ]);
  });

  it('counts white space as the server does', () => {
    expect(issues({ ...newFactsDraft(), why: `  ${'a '.repeat(FACT_LIMITS.text / 2)}   ` })).toEqual([]);
  });
});

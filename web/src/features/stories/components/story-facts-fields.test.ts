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
  prefillSteps,
  removeStep,
  setAnswer,
} from './story-facts-fields';

const DENTIST = 'Emil skal til tandlæge';

describe('the steps offered for a title', () => {
  it('offers the typical steps of a recognised situation', () => {
    const draft = newFactsDraft(DENTIST, '');
    expect(draft.steps).toEqual(typicalSteps(DENTIST, ''));
    expect(draft.steps.length).toBeGreaterThan(0);
    expect(draft.stepsFrom).toBe('typical');
    expect(draft.stepsEdited).toBe(false);
  });

  it('asks for the steps, with one empty step, when the situation is not recognised', () => {
    const draft = newFactsDraft('Hej med dig', '');
    expect(draft.steps).toEqual(['']);
    expect(draft.stepsFrom).toBe('ask');
  });

  it('follows the title while the parent has not edited the steps', () => {
    const empty = newFactsDraft();
    const dentist = prefillSteps(empty, DENTIST, '');
    expect(dentist.steps).toEqual(typicalSteps(DENTIST, ''));
    expect(dentist.stepsFrom).toBe('typical');
    const back = prefillSteps(dentist, 'Hej med dig', '');
    expect(back.steps).toEqual(['']);
    expect(back.stepsFrom).toBe('ask');
  });

  it('keeps the same draft when nothing changes', () => {
    const draft = newFactsDraft(DENTIST, '');
    expect(prefillSteps(draft, DENTIST, '')).toBe(draft);
  });

  it('never replaces steps the parent has edited, added, removed or moved', () => {
    const base = newFactsDraft('Hej med dig', '');
    const edits = [editStep(base, 0, 'Vi tager jakken på'), addStep(base), removeStep(base, 0), moveStepUp(newFactsDraft(DENTIST, ''), 1)];
    for (const edited of edits) {
      expect(edited.stepsEdited).toBe(true);
      expect(prefillSteps(edited, 'Vi skal til begravelse', '')).toBe(edited);
    }
  });

  it('leaves the steps to prefill when another answer is written', () => {
    const draft = setAnswer(newFactsDraft(), 'where', 'Hos tandlægen');
    expect(draft.stepsEdited).toBe(false);
    expect(prefillSteps(draft, DENTIST, '').steps).toEqual(typicalSteps(DENTIST, ''));
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
    expect(factsFromDraft(draft)).toEqual({ where: 'hos tandlægen', who: ['mor', 'pædagogen Jonas', 'en voksen'], steps: ['Vi venter', 'Tandlægen kigger'] });
  });

  it('sends no facts when nothing was answered', () => {
    expect(factsFromDraft(newFactsDraft('Hej med dig', ''))).toBeUndefined();
  });

  it('sends the prefilled steps as they are', () => {
    expect(factsFromDraft(newFactsDraft(DENTIST, ''))).toEqual({ steps: typicalSteps(DENTIST, '') });
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
    expect(issues({ ...newFactsDraft(), hard: 'x'.repeat(FACT_LIMITS.text + 1) })).toEqual([{ path: 'hard', message: m.answerTooLong(FACT_LIMITS.text) }]);
    expect(issues({ ...newFactsDraft(), steps: ['ok', 'y'.repeat(FACT_LIMITS.step + 1)] })).toEqual([{ path: 'steps.1', message: m.stepTooLong(FACT_LIMITS.step) }]);
  });

  it('counts the people and their length', () => {
    const many = Array.from({ length: FACT_LIMITS.people + 1 }, (_, i) => `person ${i}`).join(', ');
    expect(issues({ ...newFactsDraft(), who: many })).toEqual([{ path: 'who', message: m.tooManyPeople(FACT_LIMITS.people) }]);
    expect(issues({ ...newFactsDraft(), who: `mor, ${'z'.repeat(FACT_LIMITS.person + 1)}` })).toEqual([{ path: 'who', message: m.answerTooLong(FACT_LIMITS.person) }]);
  });

  it('counts white space as the server does', () => {
    expect(issues({ ...newFactsDraft(), why: `  ${'a '.repeat(FACT_LIMITS.text / 2)}   ` })).toEqual([]);
  });
});

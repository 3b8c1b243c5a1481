import { describe, expect, it } from 'vitest';
import { pageText, type PlanSentence, planToText, type StoryPlan, storyPlanSchema, UNKNOWN_SCENE } from '../../../shared/story-plan';
import { planAfterSentenceAction } from './plan-edit';

const s = (text: string, extra: Partial<PlanSentence> = {}): PlanSentence => ({ text, kind: 'beskrivende', source: 'writer', ...extra });
const planOf = (...pages: PlanSentence[][]): StoryPlan => ({
  version: 1,
  title: 'Til tandlæge',
  pages: pages.map((sentences) => ({ sentences, scene: UNKNOWN_SCENE })),
});
const texts = (plan: StoryPlan) => plan.pages.map(pageText);

describe("planAfterSentenceAction: the Historietjek's «Det passer» and «Fjern sætningen»", () => {
  const plan = planOf(
    [s('Emil skal til tandlæge.'), s('Mormor er syg.', { paragraph: true }), s('Mor går med.'), s('Det tager kort tid.', { line: true })],
    [s('Emil går hjem.')],
  );

  it('removes the sentence; the one after it begins the paragraph or line the removed one began', () => {
    const after = planAfterSentenceAction(plan, { page: 1, index: 1, action: 'remove', text: 'Mormor er syg.' });
    if (!('plan' in after)) throw new Error('refused');
    expect(storyPlanSchema.parse(after.plan)).toEqual(after.plan);
    expect(texts(after.plan)).toEqual(['Emil skal til tandlæge.\n\nMor går med.\nDet tager kort tid.', 'Emil går hjem.']);
    const line = planAfterSentenceAction(plan, { page: 1, index: 2, action: 'remove', text: 'Mor går med.' });
    if (!('plan' in line)) throw new Error('refused');
    expect(texts(line.plan)[0]).toBe('Emil skal til tandlæge.\n\nMormor er syg.\nDet tager kort tid.');
  });

  it("a page's new first sentence begins no paragraph", () => {
    const first = planAfterSentenceAction(planOf([s('Mormor er syg.'), s('Mor går med.', { paragraph: true })], [s('Emil går hjem.')]), {
      page: 1,
      index: 0,
      action: 'remove',
      text: 'Mormor er syg.',
    });
    if (!('plan' in first)) throw new Error('refused');
    expect(first.plan.pages[0].sentences).toEqual([s('Mor går med.')]);
  });

  it("confirms a sentence as the parent's own, keeping its kind and breaks", () => {
    const after = planAfterSentenceAction(plan, { page: 1, index: 1, action: 'confirm', text: ' Mormor  er syg. ' });
    if (!('plan' in after)) throw new Error('refused');
    expect(after.plan.pages[0].sentences[1]).toEqual(s('Mormor er syg.', { paragraph: true, source: 'parent', from: 'edit' }));
    expect(planToText(after.plan)).toBe(planToText(plan));
  });

  it('refuses a sentence that is not there any more, and the only sentence of a page', () => {
    expect(planAfterSentenceAction(plan, { page: 1, index: 1, action: 'remove', text: 'Mor går med.' })).toEqual({ refused: 'stale' });
    expect(planAfterSentenceAction(plan, { page: 3, index: 0, action: 'confirm', text: 'Emil går hjem.' })).toEqual({ refused: 'stale' });
    expect(planAfterSentenceAction(plan, { page: 2, index: 0, action: 'remove', text: 'Emil går hjem.' })).toEqual({ refused: 'only' });
  });
});

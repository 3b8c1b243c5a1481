import { FACT_LIMITS } from '@shared/story-facts';
import { typicalSteps } from '@shared/story-situations';
import { describe, expect, it } from 'vitest';
import { isKept, keepSuggestions, suggestSteps } from './suggested-steps';

describe("suggestSteps: a named situation's typical steps, offered", () => {
  it('offers the typical steps of the situation the title names', () => {
    const offered = suggestSteps('Første dag i SFO', '');
    expect(offered.steps).toEqual(typicalSteps('Første dag i SFO'));
    expect(offered.steps.length).toBeGreaterThan(0);
    expect(offered.sensitive).toBe(false);
  });

  it('offers nothing for a situation it does not know', () => {
    expect(suggestSteps('Vi skal have ny sofa', '')).toEqual({ steps: [], sensitive: false });
  });

  it('says when the topic is sensitive, so the parent keeps the steps one by one', () => {
    // «Moster skal have en baby» is not the child's own sibling: the parent must see and choose.
    expect(suggestSteps('Moster skal have en baby', '').sensitive).toBe(true);
    expect(suggestSteps('Vi skal til begravelse', '').sensitive).toBe(true);
    expect(suggestSteps('Emil skal til tandlæge', '').sensitive).toBe(false);
  });
});

describe("keepSuggestions: the parent's steps, with what the parent keeps", () => {
  it('fills the empty steps first, then adds at the end', () => {
    expect(keepSuggestions([''], ['a', 'b'])).toEqual(['a', 'b']);
    expect(keepSuggestions(['Vi går', '', 'Vi kommer hjem'], ['a', 'b'])).toEqual(['Vi går', 'a', 'Vi kommer hjem', 'b']);
  });

  it('never changes or moves a step the parent has', () => {
    const own = ['Pædagogen Jonas henter mig', 'Far henter mig'];
    const kept = keepSuggestions(own, ['Vi spiser eftermiddagsmad']);
    expect(kept.slice(0, 2)).toEqual(own);
  });

  it('keeps a suggestion once, whatever its case and spacing', () => {
    expect(isKept(['vi  spiser eftermiddagsmad '], 'Vi spiser eftermiddagsmad')).toBe(true);
    expect(keepSuggestions(['Vi spiser eftermiddagsmad'], ['vi spiser eftermiddagsmad', 'Jeg bliver hentet'])).toEqual([
      'Vi spiser eftermiddagsmad',
      'Jeg bliver hentet',
    ]);
  });

  it('stops at the most steps a story takes', () => {
    const full = Array.from({ length: FACT_LIMITS.steps }, (_, i) => `trin ${i}`);
    expect(keepSuggestions(full, ['en til'])).toEqual(full);
  });
});

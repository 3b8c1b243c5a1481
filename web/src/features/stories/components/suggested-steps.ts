/**
 * The typical steps of a situation the title names (shared/story-situations.ts), offered to the
 * parent as suggestions: none of them reaches the story until the parent keeps it, and keeping one
 * never changes a step the parent already has.
 */
import { FACT_LIMITS } from '@shared/story-facts';
import { recogniseSituation } from '@shared/story-situations';

export interface StepSuggestions {
  steps: string[];
  /** A sensitive topic (death, illness, a birth, a separation, a new adult, a parent away): the parent keeps the steps one by one */
  sensitive: boolean;
}

export const NO_SUGGESTIONS: StepSuggestions = { steps: [], sensitive: false };

export function suggestSteps(title: string, description: string): StepSuggestions {
  const situation = recogniseSituation(title, description);
  if (!situation) return NO_SUGGESTIONS;
  return { steps: situation.steps.slice(0, FACT_LIMITS.steps), sensitive: !!situation.sensitive };
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether the parent's steps already hold this suggestion (as it was offered, in any case and spacing). */
export function isKept(steps: readonly string[], suggestion: string): boolean {
  return steps.some((s) => same(s, suggestion));
}

/**
 * The parent's steps with the suggestions kept: each one not already there fills the next empty step,
 * then goes at the end, up to the limit. The parent's own steps keep their text and their order.
 */
export function keepSuggestions(steps: readonly string[], suggestions: readonly string[]): string[] {
  const out = [...steps];
  for (const suggestion of suggestions) {
    if (isKept(out, suggestion)) continue;
    const empty = out.findIndex((s) => !s.trim());
    if (empty >= 0) out[empty] = suggestion;
    else if (out.length < FACT_LIMITS.steps) out.push(suggestion);
  }
  return out;
}

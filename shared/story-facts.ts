/**
 * The facts a parent gives about a story, in Carol Gray's terms the facts the author gathers before
 * writing: where and when, who is there, what happens step by step, what can be hard, what can help
 * and why it happens. Every answer is optional. Both text providers write from them, the story check
 * and the stories benchmark measure against them, and the story keeps them (stories.facts) so an edit
 * or a regeneration can use them again.
 */
import { z } from 'zod';
import { storyFactsMessages as m } from './messages.da';

export const FACT_LIMITS = { text: 200, person: 60, people: 8, step: 160, steps: 12 } as const;

export interface StoryFacts {
  /** Where it happens: 'hos tandlægen på Vestergade' */
  where?: string;
  /** When: 'tirsdag formiddag' */
  when?: string;
  /** The people there, as the child calls them: 'mor', 'pædagogen Jonas', 'en voksen' */
  who?: string[];
  /** What happens, in order, in the parent's words */
  steps?: string[];
  /** What can be hard */
  hard?: string;
  /** What can help */
  helps?: string;
  /** Why it happens */
  why?: string;
}

export const FACT_KEYS = ['where', 'when', 'who', 'steps', 'hard', 'helps', 'why'] as const;

const answer = z
  .string({ error: m.answerNotText })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(FACT_LIMITS.text, { error: m.answerTooLong(FACT_LIMITS.text) }))
  .optional();

const list = (max: number, itemMax: number, tooMany: string, tooLong: string) =>
  z
    .array(
      z.string({ error: m.answerNotText }).transform((s) => s.replace(/\s+/g, ' ').trim()),
      { error: m.factsInvalid },
    )
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string().max(itemMax, { error: tooLong })).max(max, { error: tooMany }))
    .optional();

/** The answers as the server reads them: trimmed, empty answers dropped. */
export const storyFactsSchema = z
  .object(
    {
      where: answer,
      when: answer,
      who: list(FACT_LIMITS.people, FACT_LIMITS.person, m.tooManyPeople(FACT_LIMITS.people), m.answerTooLong(FACT_LIMITS.person)),
      steps: list(FACT_LIMITS.steps, FACT_LIMITS.step, m.tooManySteps(FACT_LIMITS.steps), m.stepTooLong(FACT_LIMITS.step)),
      hard: answer,
      helps: answer,
      why: answer,
    },
    { error: m.factsInvalid },
  )
  .transform(cleanFacts);

/** Every text in the facts, in the order of FACT_KEYS (cleanFacts' order). */
export function factTexts(facts: StoryFacts): string[] {
  return FACT_KEYS.flatMap((key) => facts[key] ?? []);
}

/** The facts without empty answers; `{}` when nothing was answered. */
export function cleanFacts(facts: StoryFacts | null | undefined): StoryFacts {
  const out: StoryFacts = {};
  if (!facts) return out;
  for (const key of FACT_KEYS) {
    const value = facts[key];
    if (Array.isArray(value)) {
      const items = value.map((v) => v.replace(/\s+/g, ' ').trim()).filter(Boolean);
      if (items.length) (out as Record<string, unknown>)[key] = items;
    } else if (typeof value === 'string' && value.trim()) {
      (out as Record<string, unknown>)[key] = value.replace(/\s+/g, ' ').trim();
    }
  }
  return out;
}

/** 'mor, pædagogen Jonas og en voksen' -> ['mor', 'pædagogen Jonas', 'en voksen'] (what the form's who-field holds). */
export function splitPeople(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\bog\b|\+|&)\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
}

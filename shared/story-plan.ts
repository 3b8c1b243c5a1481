/**
 * The story plan (issue 27, docs/architecture.md section 5): the one source of a story. Every sentence
 * knows where it came from, and every page says what its picture shows, so nothing that reads a
 * story has to guess its meaning from the words. The text form (`TITLE: ...`, `[Billede i]` and the
 * page's text) is derived from the plan (`planToText`); reading text back (`planFromText`) is only for
 * text a person typed (the raw editor, stories from before the plan), and marks what it cannot know.
 */
import { z } from 'zod';
import {
  FROM_PATTERN,
  PLAN_LIMITS,
  PLAN_VERSION,
  PLAN_MOODS,
  type SentenceFrom,
  SENTENCE_KINDS,
  SENTENCE_SOURCES,
  type StoryPlan,
} from './story-plan-text';

export * from './story-plan-text';

const label = z.string().trim().min(1).max(PLAN_LIMITS.label);

export const planSentenceSchema = z.object({
  text: z.string().trim().min(1).max(PLAN_LIMITS.sentence),
  kind: z.enum(SENTENCE_KINDS),
  source: z.enum(SENTENCE_SOURCES),
  from: z
    .string()
    .regex(FROM_PATTERN)
    .transform((s) => s as SentenceFrom)
    .optional(),
  /** The sentence begins a new paragraph of its page (a blank line the parent typed); never on a page's first sentence. */
  paragraph: z.literal(true).optional(),
  /** The sentence begins a new line of its paragraph (a line break the parent typed, as in a list). */
  line: z.literal(true).optional(),
});

/**
 * What a page's picture shows. `setting`: a setting id of the illustrators ('home', 'dentist', ...)
 * or null when the page names none (a calm neutral room). `present`: who is physically there, as
 * the story names them ('child' for the story's own child or children, 'mor', 'tandlægen'); a
 * person the parent says has died is never present. `action`: what the child does (a pose of the
 * illustrator: 'sit', 'hold-hand', ...) or null for standing calmly. `mood`: the child's face.
 */
export const planSceneSchema = z.object({
  setting: label.nullable(),
  present: z.array(label).max(PLAN_LIMITS.present),
  action: label.nullable(),
  mood: z.enum(PLAN_MOODS),
  companion: z.boolean(),
});

export const planPageSchema = z.object({
  sentences: z.array(planSentenceSchema).min(1).max(PLAN_LIMITS.sentencesPerPage),
  scene: planSceneSchema,
});

export const storyPlanSchema = z.object({
  version: z.literal(PLAN_VERSION),
  title: z.string().trim().min(1).max(PLAN_LIMITS.title),
  pages: z.array(planPageSchema).min(1).max(PLAN_LIMITS.pages),
});

/** The schema and the plan's types (story-plan-text.ts, kept free of the validator) say the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const planTypesAgree: Same<z.infer<typeof storyPlanSchema>, StoryPlan> = true;

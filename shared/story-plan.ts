/**
 * The story plan (issue 27, ARCHITECTURE.md section 5): the one source of a story. Every sentence
 * knows where it came from, and every page says what its picture shows, so nothing that reads a
 * story has to guess its meaning from the words. The text form (`TITLE: ...`, `[Billede i]` and the
 * page's text) is derived from the plan (`planToText`); reading text back (`planFromText`) is only for
 * text a person typed (the raw editor, stories from before the plan), and marks what it cannot know.
 */
import { z } from 'zod';
import { STORY_PAGES_MAX } from './constants';
import { formatStory, parseStory, splitSentences } from './story-text';

export const PLAN_VERSION = 1;

/**
 * Carol Gray's sentence kinds, in Danish as the product names them: descriptive (what happens),
 * perspective (what someone thinks or feels), affirmative (a shared value or a reassurance),
 * coaching (what the child or others may do), control (the child's own strategy), cooperative (who
 * helps). `ukendt`: a sentence whose kind nobody said (typed text, an old story).
 */
export const SENTENCE_KINDS = ['beskrivende', 'perspektiv', 'bekræftende', 'vejledende', 'kontrol', 'samarbejde', 'ukendt'] as const;
export type SentenceKind = (typeof SENTENCE_KINDS)[number];

/**
 * Where a sentence came from:
 * - `parent`: the parent's own words (the description, an answer, or an edit), possibly re-voiced
 *   to the third person; `from` says which;
 * - `frame`: one of the fixed, reviewed frame sentences that state no fact (an opening, a
 *   perspective or affirming sentence, a closing), filled only with the child's name and the
 *   parent's words;
 * - `writer`: anything else (an AI writer's own sentence, or text whose origin is not known).
 */
export const SENTENCE_SOURCES = ['parent', 'frame', 'writer'] as const;
export type SentenceSource = (typeof SENTENCE_SOURCES)[number];

/** The parent's field a `parent` sentence came from: a fact, the title or description, or an edit. */
export const FROM_PATTERN = /^(?:title|description|where|when|who|hard|helps|why|edit|steps\.\d{1,2})$/;
export type SentenceFrom = 'title' | 'description' | 'where' | 'when' | 'who' | 'hard' | 'helps' | 'why' | 'edit' | `steps.${number}`;

export const PLAN_LIMITS = { pages: STORY_PAGES_MAX, sentencesPerPage: 12, sentence: 600, title: 200, present: 8, label: 60 } as const;

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
});
export type PlanSentence = z.infer<typeof planSentenceSchema>;

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
  mood: z.enum(['calm', 'smile', 'unsure', 'sleepy', 'open']),
  companion: z.boolean(),
});
export type PlanScene = z.infer<typeof planSceneSchema>;

export const planPageSchema = z.object({
  sentences: z.array(planSentenceSchema).min(1).max(PLAN_LIMITS.sentencesPerPage),
  scene: planSceneSchema,
});
export type PlanPage = z.infer<typeof planPageSchema>;

export const storyPlanSchema = z.object({
  version: z.literal(PLAN_VERSION),
  title: z.string().trim().min(1).max(PLAN_LIMITS.title),
  pages: z.array(planPageSchema).min(1).max(PLAN_LIMITS.pages),
});
export type StoryPlan = z.infer<typeof storyPlanSchema>;

/** A page's scene when nothing is known of it: the child alone, standing calmly in a neutral room. */
export const UNKNOWN_SCENE: PlanScene = { setting: null, present: ['child'], action: null, mood: 'calm', companion: false };

/** A page's text as the reader shows it: its sentences, one paragraph. */
export const pageText = (page: PlanPage) => page.sentences.map((s) => s.text).join(' ');

/** The text form (shared/story-text.ts's format): `TITLE: ...`, then each page as `[Billede i]` and its text. */
export const planToText = (plan: StoryPlan) => formatStory({ title: plan.title, scenes: plan.pages.map(pageText) });

/**
 * A plan from the text form, for text whose sentences nobody labelled (an old story, the raw
 * editor): every sentence is `writer` and `ukendt` unless `source` says otherwise (the parent's own
 * edit is `parent`, from `edit`), and each page keeps the scene `scenes[i]` had, or the unknown one.
 */
export function planFromText(content: string, opts: { fallbackTitle: string; source?: 'writer' | 'edit'; scenes?: readonly PlanScene[] }): StoryPlan {
  const parsed = parseStory(content);
  const edited = opts.source === 'edit';
  const pages = parsed.scenes.slice(0, PLAN_LIMITS.pages).map((scene, i) => ({
    sentences: withinLimits(splitSentences(scene.text)).map((text) => ({
      text,
      kind: 'ukendt' as const,
      source: edited ? ('parent' as const) : ('writer' as const),
      ...(edited ? { from: 'edit' as const } : {}),
    })),
    scene: opts.scenes?.[i] ?? UNKNOWN_SCENE,
  }));
  const title = (parsed.title ?? opts.fallbackTitle).trim().slice(0, PLAN_LIMITS.title).trim();
  return { version: PLAN_VERSION, title, pages: pages.filter((p) => p.sentences.length > 0) };
}

/** Cuts `text` at the last space within `max` characters (or at `max` when it has none). */
function cutAt(text: string, max: number): [string, string] {
  if (text.length <= max) return [text, ''];
  const space = text.lastIndexOf(' ', max);
  const at = space > 0 ? space : max;
  return [text.slice(0, at).trim(), text.slice(at).trim()];
}

/**
 * A page's sentences within the plan's limits, so typed text always makes a valid plan and the
 * page reads the same (`pageText`): a sentence too long is cut at a space, and a page with more
 * sentences than a page holds has neighbours joined. Only text beyond what a page can hold at all
 * (12 x 600 characters, more than the page editor takes) is left out of the plan.
 */
function withinLimits(sentences: string[]): string[] {
  const max = PLAN_LIMITS.sentence;
  const short = sentences.flatMap((sentence) => {
    const parts: string[] = [];
    let rest = sentence;
    while (rest) {
      const [head, tail] = cutAt(rest, max);
      parts.push(head);
      rest = tail;
    }
    return parts;
  });
  if (short.length <= PLAN_LIMITS.sentencesPerPage) return short;
  const joined: string[] = [];
  for (const sentence of short) {
    const last = joined[joined.length - 1];
    if (last !== undefined && last.length + 1 + sentence.length <= max) joined[joined.length - 1] = `${last} ${sentence}`;
    else joined.push(sentence);
  }
  return joined.slice(0, PLAN_LIMITS.sentencesPerPage);
}

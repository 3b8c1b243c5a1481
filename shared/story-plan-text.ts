/**
 * The story plan's reading and writing without its schema (shared/story-plan.ts), so the reader,
 * the read-aloud and the service worker load no validator: the pages and sentences as the reader,
 * print, PDF, pictures and read-aloud show them, the text form derived from the plan
 * (`planToText`), and the plan read back from text a person typed (`planFromText`).
 */
import { STORY_PAGES_MAX } from './constants';
import { formatStory, parseStory, type ReadAloudSection, type Scene, sentenceLines, speakable, splitSentences } from './story-text';

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

/**
 * `sentencesPerPage` x `sentence` (40 x 600) is more than a whole story's text may be (20,000
 * characters), so text read into a plan is never cut.
 */
export const PLAN_LIMITS = { pages: STORY_PAGES_MAX, sentencesPerPage: 40, sentence: 600, title: 200, present: 8, label: 60 } as const;

/** The child's face on a page. */
export const PLAN_MOODS = ['calm', 'smile', 'unsure', 'sleepy', 'open'] as const;

/** One sentence of a page (shared/story-plan.ts validates it: `planSentenceSchema`). */
export interface PlanSentence {
  text: string;
  kind: SentenceKind;
  source: SentenceSource;
  from?: SentenceFrom;
  /** It begins a new paragraph of its page (a blank line the parent typed); never on a page's first sentence. */
  paragraph?: true;
  /** It begins a new line of its paragraph (a line break the parent typed, as in a list). */
  line?: true;
}

/** What a page's picture shows (shared/story-plan.ts says what each field means: `planSceneSchema`). */
export interface PlanScene {
  setting: string | null;
  present: string[];
  action: string | null;
  mood: (typeof PLAN_MOODS)[number];
  companion: boolean;
}

export interface PlanPage {
  sentences: PlanSentence[];
  scene: PlanScene;
}

export interface StoryPlan {
  version: typeof PLAN_VERSION;
  title: string;
  pages: PlanPage[];
}

/** A page's scene when nothing is known of it: the child alone, standing calmly in a neutral room. */
export const UNKNOWN_SCENE: PlanScene = { setting: null, present: ['child'], action: null, mood: 'calm', companion: false };

/**
 * A page's paragraphs: its sentences joined by a space, a new paragraph where a sentence says so and
 * a new line where one says so.
 */
export function pageParagraphs(page: PlanPage): string[] {
  const paragraphs: string[] = [];
  page.sentences.forEach((sentence, i) => {
    if (i === 0 || sentence.paragraph) paragraphs.push(sentence.text);
    else paragraphs[paragraphs.length - 1] += `${sentence.line ? '\n' : ' '}${sentence.text}`;
  });
  return paragraphs;
}

/** A page's text as the reader shows it: its paragraphs, a blank line between them. */
export const pageText = (page: PlanPage) => pageParagraphs(page).join('\n\n');

/** The text form (shared/story-text.ts's format): `TITLE: ...`, then each page as `[Billede i]` and its text. */
export const planToText = (plan: StoryPlan) => formatStory({ title: plan.title, scenes: plan.pages.map(pageText) });

/**
 * The pages as the reader, print, PDF and pictures show them: page i (1-based) is `images[i]`. Read
 * from the plan, never from the text.
 */
export const planScenes = (plan: StoryPlan): Scene[] =>
  plan.pages.map((page, i) => {
    const paragraphs = pageParagraphs(page);
    return { index: i + 1, text: paragraphs.join('\n\n'), paragraphs };
  });

/**
 * The page picture `index` shows (`images[index]`): picture i is page i, and the cover (0) shows the
 * first page, where the story begins. Undefined for a picture the plan has no page for.
 */
export const picturePage = (plan: StoryPlan, index: number): PlanPage | undefined => plan.pages[Math.max(0, index - 1)];

/**
 * The words a parent's recording of picture `index` says (docs/0021-photos-and-voice.md): page i's
 * sentences joined by a space, the cover (0) the title. A recording kept for other words is no
 * longer the page's (`current: false`). The one place this is said.
 */
export function recordedText(title: string, plan: StoryPlan, index: number): string {
  if (index === 0) return title.trim();
  return (plan.pages[index - 1]?.sentences ?? []).map((s) => s.text.trim()).join(' ');
}

/**
 * What the read-aloud speaks, page by page: each of the plan's sentences (a sentence an AI writer
 * gave as two is spoken as two, so the highlight follows the voice), without emphasis marks.
 */
export const planReadAloudSections = (plan: StoryPlan): ReadAloudSection[] =>
  plan.pages.map((page, i) => ({ sceneIndex: i + 1, sentences: page.sentences.flatMap((s) => splitSentences(speakable(s.text))) }));

/** The plan's sentences in reading order, as one text without markers (a preview, a search). */
export const planPlainText = (plan: StoryPlan) => plan.pages.map(pageText).join('\n\n');

/**
 * A plan from the text form, for text whose sentences nobody labelled (an old story, the raw
 * editor): every sentence is `writer` and `ukendt` unless `source` says otherwise (the parent's own
 * edit is `parent`, from `edit`), and each page keeps the scene `scenes[i]` had, or the unknown one.
 */
export function planFromText(
  content: string,
  opts: { fallbackTitle: string; source?: 'writer' | 'edit'; scenes?: readonly PlanScene[] },
): StoryPlan {
  const parsed = parseStory(content);
  const edited = opts.source === 'edit';
  const pages = parsed.scenes.slice(0, PLAN_LIMITS.pages).map((scene, i) => ({
    sentences: piecesOf(scene.paragraphs).map(({ text, paragraph, line }) => ({
      text,
      kind: 'ukendt' as const,
      source: edited ? ('parent' as const) : ('writer' as const),
      ...(edited ? { from: 'edit' as const } : {}),
      ...(paragraph ? { paragraph } : {}),
      ...(line ? { line } : {}),
    })),
    scene: opts.scenes?.[i] ?? UNKNOWN_SCENE,
  }));
  const title = (parsed.title ?? opts.fallbackTitle).trim().slice(0, PLAN_LIMITS.title).trim();
  return { version: PLAN_VERSION, title, pages: pages.filter((p) => p.sentences.length > 0) };
}

/** A page's sentences; a page of no word at all ('…') is one sentence of what it says, so it stays a page. */
function piecesOf(paragraphs: string[]): Piece[] {
  const pieces = withinLimits(paragraphs.map((paragraph) => sentenceLines(paragraph).map((line) => splitSentences(line))));
  const said = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  return pieces.length || !said ? pieces : withinLimits([[[said]]]);
}

/** Cuts `text` at the last space within `max` characters (or at `max` when it has none). */
function cutAt(text: string, max: number): [string, string] {
  if (text.length <= max) return [text, ''];
  const space = text.lastIndexOf(' ', max);
  const at = space > 0 ? space : max;
  return [text.slice(0, at).trim(), text.slice(at).trim()];
}

/**
 * A page's sentences (by paragraph, and by line in a paragraph) within the plan's limits, so typed
 * text always makes a valid plan and the page reads the same (`pageText`): a sentence too long is cut
 * at a space, and a page with more sentences than a page holds has neighbours joined (its paragraph
 * and line breaks then go). Only text beyond what a page can hold at all (12 x 600 characters, more
 * than the page editor takes) is left out of the plan.
 */
type Piece = { text: string; paragraph: boolean; line: boolean };
function withinLimits(paragraphs: string[][][]): Piece[] {
  const max = PLAN_LIMITS.sentence;
  const short = paragraphs.flatMap((lines, p) =>
    lines.flatMap((sentences, l) =>
      sentences.flatMap((sentence, i) => {
        const parts: Piece[] = [];
        let rest = sentence;
        while (rest) {
          const [head, tail] = cutAt(rest, max);
          const first = i === 0 && parts.length === 0;
          parts.push({ text: head, paragraph: first && l === 0 && p > 0, line: first && l > 0 });
          rest = tail;
        }
        return parts;
      }),
    ),
  );
  if (short.length <= PLAN_LIMITS.sentencesPerPage) return short.map((s, i) => (i === 0 ? { ...s, paragraph: false, line: false } : s));
  const joined: string[] = [];
  for (const { text } of short) {
    const last = joined[joined.length - 1];
    if (last !== undefined && last.length + 1 + text.length <= max) joined[joined.length - 1] = `${last} ${text}`;
    else joined.push(text);
  }
  return joined.slice(0, PLAN_LIMITS.sentencesPerPage).map((text) => ({ text, paragraph: false, line: false }));
}

/**
 * The story plan through the parent's edits (the page editor and the raw text), so the plan stays
 * the story the parent sees: a page whose text the parent changed or wrote is theirs (`parent`,
 * from `edit`), a page they did not touch keeps its sentences and scene, a moved page keeps its
 * scene, and a removed page goes.
 */
import {
  PLAN_LIMITS,
  PLAN_VERSION,
  type PlanPage,
  type PlanScene,
  type PlanSentence,
  planFromText,
  type StoryPlan,
  UNKNOWN_SCENE,
} from '../../../shared/story-plan';
import { parseStory } from '../../../shared/story-text';

interface StoredStory {
  title: string;
  content: string;
  plan: StoryPlan;
}

interface PageBefore {
  page: PlanPage;
  /** The page's text in the stored story */
  text: string;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The stored pages with their texts. A plan that does not match the text page for page (it was
 * rebuilt, or cut at the plan's limits) is read from the text again, keeping the scenes it had.
 */
function pagesBefore(story: StoredStory): PageBefore[] {
  const scenes = parseStory(story.content).scenes;
  const plan =
    story.plan.pages.length === scenes.length
      ? story.plan
      : planFromText(story.content, { fallbackTitle: story.title, scenes: story.plan.pages.map((page) => page.scene) });
  return scenes.map((scene, i) => ({ page: plan.pages[i] ?? { sentences: [], scene: UNKNOWN_SCENE }, text: scene.text }));
}

/** The parent's own text of one page, as sentences of theirs. */
function editedSentences(text: string, title: string): PlanSentence[] {
  // The marker keeps a first line such as 'TITLE: ...' on the page instead of reading it as the title.
  const sentences = planFromText(`[Billede 1]\n${text}`, { fallbackTitle: title, source: 'edit' }).pages.flatMap((page) => page.sentences);
  if (sentences.length) return sentences;
  // Text without a letter or digit ('...') is still the page the parent wrote.
  return [{ text: spaced(text).slice(0, PLAN_LIMITS.sentence) || '…', kind: 'ukendt', source: 'parent', from: 'edit' }];
}

function keptOrEdited(before: PageBefore | undefined, text: string, title: string): PlanPage {
  if (before && before.page.sentences.length && spaced(before.text) === spaced(text)) return before.page;
  return { sentences: editedSentences(text, title), scene: before?.page.scene ?? UNKNOWN_SCENE };
}

const planOf = (story: StoredStory, title: string, pages: PlanPage[]): StoryPlan => ({
  version: PLAN_VERSION,
  // A story from long ago may have an empty title column; its plan keeps the title it had.
  title: spaced(title).slice(0, PLAN_LIMITS.title).trim() || story.plan.title,
  pages,
});

/**
 * The page editor's save: `pages` in their new order, each naming the picture it keeps (`image`:
 * picture i is page i of the stored story), or null for a new page.
 */
export function planAfterPageEdit(story: StoredStory, title: string, pages: readonly { text: string; image: number | null }[]): StoryPlan {
  const before = pagesBefore(story);
  return planOf(
    story,
    title,
    pages.map((page) => keptOrEdited(page.image === null ? undefined : before[page.image - 1], page.text, title)),
  );
}

/** The raw editor's save or a new title: the same pages, page i compared with page i. */
export function planAfterTextEdit(story: StoredStory, title: string, content: string): StoryPlan {
  const before = pagesBefore(story);
  const scenes: readonly PlanScene[] = before.map((page) => page.page.scene);
  const pages = parseStory(content).scenes.map((scene, i) => keptOrEdited(before[i], scene.text, title));
  return planOf(story, title, pages.length ? pages : planFromText(content, { fallbackTitle: title, source: 'edit', scenes }).pages);
}

/** «Det passer» or «Fjern sætningen» on the sentence at `page` (1-based) and `index` (0-based), which the panel showed as `text`. */
export interface SentenceAction {
  page: number;
  index: number;
  action: 'confirm' | 'remove';
  text: string;
}

/**
 * The plan after the Historietjek's sentence action: `confirm` makes the sentence the parent's own
 * (`parent`, from `edit`: the check holds it grounded from then on, its kind kept); `remove` takes
 * it out, a paragraph or line break it began passing to the next sentence. `stale` when that place
 * no longer holds that sentence (the story changed since the panel was drawn), `only` when it is
 * its page's only sentence (a page is never left empty).
 */
export function planAfterSentenceAction(plan: StoryPlan, at: SentenceAction): { plan: StoryPlan } | { refused: 'stale' | 'only' } {
  const page = plan.pages[at.page - 1];
  const sentence = page?.sentences[at.index];
  if (!page || !sentence || spaced(sentence.text) !== spaced(at.text)) return { refused: 'stale' };
  let sentences: PlanSentence[];
  if (at.action === 'confirm') {
    sentences = page.sentences.map((s, i) => (i === at.index ? { ...s, source: 'parent', from: 'edit' } : s));
  } else {
    if (page.sentences.length === 1) return { refused: 'only' };
    sentences = page.sentences.filter((_, i) => i !== at.index).map((s, i) => (i === at.index ? breakAfterRemoval(sentence, s, i) : s));
  }
  return { plan: { ...plan, pages: plan.pages.map((p, i) => (i === at.page - 1 ? { ...p, sentences } : p)) } };
}

/** The sentence after a removed one: it begins the paragraph or line the removed one began, and a page's first sentence begins none. */
function breakAfterRemoval(removed: PlanSentence, next: PlanSentence, place: number): PlanSentence {
  const { paragraph: _p, line: _l, ...rest } = next;
  if (place === 0) return rest;
  if (next.paragraph || removed.paragraph) return { ...rest, paragraph: true };
  if (next.line || removed.line) return { ...rest, line: true };
  return rest;
}

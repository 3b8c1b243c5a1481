import { STORY_PAGES_MAX, STORY_PAGES_MIN } from '@shared/constants';
import type { StoryPatchRequest } from '@shared/schemas';
import { pageText } from '@shared/story-plan-text';
import { cleanPageText, formatStory, parseStory, storyBody } from '@shared/story-text';
import { type StoryWithPlan, storyPlanOf } from '@web/lib/story-plan-of';

/**
 * The page editor's working copy of a story: the pages in order, each with its text and the picture
 * it keeps (`image`, the index in the story's `images` as last loaded or saved; null for a page not
 * saved yet). `key` tells the pages apart while they move, so React keeps each card and its focus.
 */
export interface PageDraft {
  key: string;
  text: string;
  image: number | null;
}

let nextKey = 0;
const newKey = () => `page-${++nextKey}`;

type StoredStory = StoryWithPlan & { images: readonly unknown[] };

/** The pages of a stored story, from its plan: page i keeps `images[i]` (an old story with more pages than pictures gets new pages). */
export function draftsOf(story: StoredStory): PageDraft[] {
  return storyPlanOf(story).pages.map((page, i) => ({
    key: newKey(),
    text: pageText(page),
    image: i + 1 < story.images.length ? i + 1 : null,
  }));
}

/** After a save the server numbers the pictures by the pages' new order; the keys stay, so no card is remade. */
export function draftsAfterSave(drafts: readonly PageDraft[], saved: StoredStory): PageDraft[] {
  return draftsOf(saved).map((page, i) => ({ ...page, key: drafts[i]?.key ?? page.key }));
}

export const canAdd = (drafts: readonly PageDraft[]) => drafts.length < STORY_PAGES_MAX;
export const canRemove = (drafts: readonly PageDraft[]) => drafts.length > STORY_PAGES_MIN;

export function addDraft(drafts: readonly PageDraft[]): PageDraft[] {
  return canAdd(drafts) ? [...drafts, { key: newKey(), text: '', image: null }] : [...drafts];
}

export function removeDraft(drafts: readonly PageDraft[], index: number): PageDraft[] {
  return canRemove(drafts) ? drafts.filter((_, i) => i !== index) : [...drafts];
}

/** Moves the page at `from` one place up (-1) or down (+1); at either end nothing moves. */
export function moveDraft(drafts: readonly PageDraft[], from: number, step: -1 | 1): PageDraft[] {
  const to = from + step;
  if (to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export const setDraftText = (drafts: readonly PageDraft[], index: number, text: string): PageDraft[] =>
  drafts.map((page, i) => (i === index ? { ...page, text } : page));

/** The pages as PATCH /api/stories/:id takes them. */
export const pagesPatch = (title: string, drafts: readonly PageDraft[]): StoryPatchRequest => ({
  title,
  pages: drafts.map((page) => ({ text: page.text, image: page.image })),
});

/** The first page (0-based) whose text would not be a page once stored, or -1. */
export const firstEmptyPage = (drafts: readonly PageDraft[]) => drafts.findIndex((page) => cleanPageText(page.text) === '');

/** The advanced raw mode's text: the pages in the stored format, without the TITLE line (the title has its field). */
export const rawOf = (drafts: readonly PageDraft[]) => storyBody(formatStory({ scenes: drafts.map((page) => page.text) }));

/**
 * The pages of a raw text, by position, each keeping the picture and key of the page it replaces;
 * null when the text has another number of pages than the drafts (the raw mode keeps the count).
 */
export function draftsFromRaw(raw: string, drafts: readonly PageDraft[]): PageDraft[] | null {
  const scenes = parseStory(raw).scenes;
  if (scenes.length !== drafts.length) return null;
  return scenes.map((scene, i) => ({ ...drafts[i], text: scene.text }));
}

export const rawPageCount = (raw: string) => parseStory(raw).scenes.length;

/** Whether the drafts say something else than the story as loaded or saved. */
export function draftsChanged(drafts: readonly PageDraft[], saved: readonly PageDraft[]): boolean {
  return drafts.length !== saved.length || drafts.some((page, i) => page.image !== saved[i].image || page.text !== saved[i].text);
}

/**
 * Whether a saved page's text differs from its text as saved (found by its picture, so a page that
 * only moved has not changed). A recording is kept with the saved text, so such a page records after
 * the save. A page not saved yet has nothing to compare with: false.
 */
export function textUnsaved(page: PageDraft, saved: readonly PageDraft[]): boolean {
  if (page.image === null) return false;
  return saved.find((before) => before.image === page.image)?.text !== page.text;
}

/** Whether saving would delete a picture: a saved page with a picture is no longer among the drafts. */
export function dropsPictures(drafts: readonly PageDraft[], saved: readonly PageDraft[], hasPicture: (image: number) => boolean): boolean {
  const kept = new Set(drafts.map((page) => page.image));
  return saved.some((page) => page.image !== null && !kept.has(page.image) && hasPicture(page.image));
}

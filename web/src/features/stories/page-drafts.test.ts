import { planFromText } from '@shared/story-plan';
import { formatStory, parseStory } from '@shared/story-text';
import { describe, expect, it } from 'vitest';
import {
  addDraft,
  draftsAfterSave,
  draftsChanged,
  draftsFromRaw,
  draftsOf,
  dropsPictures,
  firstEmptyPage,
  moveDraft,
  pagesPatch,
  rawOf,
  removeDraft,
  setDraftText,
  textUnsaved,
} from './page-drafts';

const content =
  'TITLE: Emil hos tandlægen\n\n[Billede 1]\nEmil venter.\n\n[Billede 2]\nEmil går ind.\n\n[Billede 3]\nEmil åbner munden.\n\n[Billede 4]\nDet gik godt.\n';
const story = {
  title: 'Emil hos tandlægen',
  content,
  plan: planFromText(content, { fallbackTitle: 'x' }),
  images: ['cover', 'a', 'b', 'c', 'd'],
};
const texts = (drafts: { text: string }[]) => drafts.map((page) => page.text);

describe('page drafts', () => {
  it('has one page per scene, each keeping its picture', () => {
    const drafts = draftsOf(story);
    expect(drafts.map(({ text, image }) => ({ text, image }))).toEqual([
      { text: 'Emil venter.', image: 1 },
      { text: 'Emil går ind.', image: 2 },
      { text: 'Emil åbner munden.', image: 3 },
      { text: 'Det gik godt.', image: 4 },
    ]);
    expect(new Set(drafts.map((page) => page.key)).size).toBe(4);
  });

  it("starts from the plan's pages, and a story without a plan (saved before it) from its text", () => {
    const plan = planFromText('[Billede 1]\nEmil venter. Mor læser.\n\nDet er snart.\n\n[Billede 2]\nEmil går ind.', {
      fallbackTitle: 'x',
    });
    expect(texts(draftsOf({ ...story, plan }))).toEqual(['Emil venter. Mor læser.\n\nDet er snart.', 'Emil går ind.']);
    expect(texts(draftsOf({ title: story.title, content, images: story.images }))).toEqual(texts(draftsOf(story)));
  });

  it('moves a page with its picture and key, and not past either end', () => {
    const drafts = draftsOf(story);
    const moved = moveDraft(drafts, 1, -1);
    expect(moved.map((page) => page.image)).toEqual([2, 1, 3, 4]);
    expect(moved[0].key).toBe(drafts[1].key);
    expect(moveDraft(drafts, 0, -1)).toEqual(drafts);
    expect(moveDraft(drafts, 3, 1)).toEqual(drafts);
  });

  it('adds an empty page without a picture, up to ten, and removes down to two', () => {
    let drafts = draftsOf(story);
    for (let i = 0; i < 8; i++) drafts = addDraft(drafts);
    expect(drafts).toHaveLength(10);
    expect(drafts[9]).toMatchObject({ text: '', image: null });
    expect(addDraft(drafts)).toHaveLength(10);
    while (drafts.length > 2) drafts = removeDraft(drafts, 0);
    expect(removeDraft(drafts, 0)).toHaveLength(2);
  });

  it('sends the pages with their pictures, a new page with null', () => {
    const drafts = addDraft(removeDraft(moveDraft(draftsOf(story), 3, -1), 0));
    expect(pagesPatch('Ny titel', setDraftText(drafts, 3, 'Emil får et klistermærke.'))).toEqual({
      title: 'Ny titel',
      pages: [
        { text: 'Emil går ind.', image: 2 },
        { text: 'Det gik godt.', image: 4 },
        { text: 'Emil åbner munden.', image: 3 },
        { text: 'Emil får et klistermærke.', image: null },
      ],
    });
  });

  it('numbers the pictures by the new order after a save, keeping the keys', () => {
    const drafts = addDraft(moveDraft(draftsOf(story), 0, 1));
    const savedContent = formatStory({ title: 'T', scenes: [...texts(drafts.slice(0, 4)), 'Ny.'] });
    const saved = {
      title: 'T',
      content: savedContent,
      plan: planFromText(savedContent, { fallbackTitle: 'T' }),
      images: ['cover', 'b', 'a', 'c', 'd', 'new'],
    };
    const after = draftsAfterSave(setDraftText(drafts, 4, 'Ny.'), saved);
    expect(after.map((page) => page.image)).toEqual([1, 2, 3, 4, 5]);
    expect(after.map((page) => page.key)).toEqual(drafts.map((page) => page.key));
  });

  it('finds an empty page, and tells a change and a lost picture', () => {
    const drafts = draftsOf(story);
    expect(firstEmptyPage(drafts)).toBe(-1);
    expect(firstEmptyPage(setDraftText(drafts, 2, ' [Billede 3] \n'))).toBe(2);
    expect(draftsChanged(drafts, drafts)).toBe(false);
    expect(draftsChanged(moveDraft(drafts, 0, 1), drafts)).toBe(true);
    expect(draftsChanged(setDraftText(drafts, 0, 'Anden tekst.'), drafts)).toBe(true);
    const removed = removeDraft(drafts, 1);
    expect(dropsPictures(removed, drafts, () => true)).toBe(true);
    expect(dropsPictures(removed, drafts, (image) => image !== 2)).toBe(false);
  });

  it("writes the raw mode's text without the title, and reads it back by position only with the same count", () => {
    const drafts = draftsOf(story);
    const raw = rawOf(drafts);
    expect(raw.startsWith('[Billede 1]\nEmil venter.')).toBe(true);
    expect(raw).not.toContain('TITLE');
    const edited = draftsFromRaw(raw.replace('Emil venter.', 'Emil venter i venteværelset.'), drafts)!;
    expect(edited.map(({ key, image }) => ({ key, image }))).toEqual(drafts.map(({ key, image }) => ({ key, image })));
    expect(edited[0].text).toBe('Emil venter i venteværelset.');
    expect(draftsFromRaw(raw.replace(/\[Billede 4\][\s\S]*$/, ''), drafts)).toBeNull();
    expect(parseStory(raw).scenes).toEqual(parseStory(story.content).scenes);
  });

  it('tells which pages have text not saved yet, a moved page not among them', () => {
    const saved = draftsOf(story);
    const moved = moveDraft(saved, 0, 1);
    expect(moved.map((page) => textUnsaved(page, saved))).toEqual([false, false, false, false]);
    const edited = setDraftText(moved, 1, 'Emil venter på sin tur.');
    expect(edited.map((page) => textUnsaved(page, saved))).toEqual([false, true, false, false]);
    const added = addDraft(edited);
    expect(textUnsaved(added[added.length - 1], saved)).toBe(false);
  });
});

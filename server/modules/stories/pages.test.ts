import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { arrangePages } from './pages';

const images = ['cover.webp', 'one.webp', 'two.webp', PLACEHOLDER_IMAGE, 'four.webp'];
const pagesOf = (...kept: (number | null)[]) => kept.map((image) => ({ image }));

describe('arrangePages', () => {
  it('keeps everything where it is when the pages keep their order', () => {
    const plan = arrangePages(images, pagesOf(1, 2, 3, 4));
    expect(plan.images).toEqual(images);
    expect(plan.removed).toEqual([]);
    expect(plan.added).toEqual([]);
    expect([0, 1, 2, 3, 4].map(plan.moved)).toEqual([0, 1, 2, 3, 4]);
  });

  it('moves each picture with its page', () => {
    const plan = arrangePages(images, pagesOf(4, 1, 3, 2));
    expect(plan.images).toEqual(['cover.webp', 'four.webp', 'one.webp', PLACEHOLDER_IMAGE, 'two.webp']);
    expect([1, 2, 3, 4].map(plan.moved)).toEqual([2, 4, 3, 1]);
  });

  it('gives a new page the placeholder and says where it is', () => {
    const plan = arrangePages(images, pagesOf(1, null, 2, 3, 4, null));
    expect(plan.images).toEqual([
      'cover.webp',
      'one.webp',
      PLACEHOLDER_IMAGE,
      'two.webp',
      PLACEHOLDER_IMAGE,
      'four.webp',
      PLACEHOLDER_IMAGE,
    ]);
    expect(plan.added).toEqual([2, 6]);
    expect(plan.moved(2)).toBe(3);
  });

  it('lists the pictures of removed pages (never the placeholder or the cover) and moves nothing onto them', () => {
    const plan = arrangePages(images, pagesOf(4, 3));
    expect(plan.images).toEqual(['cover.webp', 'four.webp', PLACEHOLDER_IMAGE]);
    expect(plan.removed).toEqual(['one.webp', 'two.webp']);
    expect([0, 1, 2, 3, 4].map(plan.moved)).toEqual([0, null, null, 2, 1]);
  });

  it('refuses a page naming a picture the story does not have, in Danish with the page number', () => {
    expect(() => arrangePages(images, pagesOf(1, 5))).toThrow(
      'Side 2 har et billede, som historien ikke har. Hent historien igen, og prøv igen.',
    );
    expect(() => arrangePages(images, pagesOf(0, 1))).toThrow('Side 1 har et billede');
  });
});

import { PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { storyPageMessages } from '../../../shared/messages.da';
import type { StoryMedia } from '../../db/story-record';
import { thumbKeyOf } from '../../providers/images/port';
import { AppError } from '../../http/errors';

/** What a page edit does to a story's pictures (`images[0]` the cover, `images[i]` page i). */
export interface PageArrangement {
  /** The cover, then each page's picture in the new order; a new page has the placeholder */
  images: string[];
  /** Pictures no page keeps any more: deleted once the edit is committed */
  removed: string[];
  /** Where the new pages are in `images` */
  added: number[];
  /** Where the picture at `images[old]` is now; null when its page was removed (the cover stays 0) */
  moved(old: number): number | null;
}

/**
 * Lays the pages over the story's pictures: each page keeps the picture it names (`image`, an
 * index into `images` as the story was loaded), so a picture moves with its page; a new page
 * (`image` null) gets the placeholder. A page naming a picture the story does not have is refused
 * (the editor worked on an older copy); that no two pages name one picture is the schema's rule.
 */
export function arrangePages(images: readonly string[], pages: readonly { image: number | null }[]): PageArrangement {
  pages.forEach((page, i) => {
    if (page.image !== null && (page.image < 1 || page.image >= images.length)) {
      throw new AppError('VALIDATION_ERROR', { message: storyPageMessages.pictureUnknown(i + 1) });
    }
  });
  const from = new Map<number, number>();
  pages.forEach((page, i) => {
    if (page.image !== null) from.set(page.image, i + 1);
  });
  const kept = new Set(from.keys());
  return {
    images: [images[0] ?? PLACEHOLDER_IMAGE, ...pages.map((page) => (page.image === null ? PLACEHOLDER_IMAGE : images[page.image]))],
    removed: images.filter((key, i) => i > 0 && !kept.has(i) && key !== PLACEHOLDER_IMAGE),
    added: pages.flatMap((page, i) => (page.image === null ? [i + 1] : [])),
    moved: (old) => (old === 0 ? 0 : (from.get(old) ?? null)),
  };
}

/**
 * What a page edit does to the pages' own photos and recordings: each entry moves with its page
 * (`moved`, as its picture does); a removed page's files are to be deleted after the commit and
 * their bytes given back. The cover's stays.
 */
export function arrangeMedia(media: StoryMedia, arrangement: Pick<PageArrangement, 'images' | 'moved'>) {
  const next: StoryMedia = arrangement.images.map(() => null);
  const removedKeys: string[] = [];
  let freedBytes = 0;
  media.forEach((entry, old) => {
    if (!entry) return;
    const index = arrangement.moved(old);
    if (index !== null && index < next.length) {
      next[index] = entry;
      return;
    }
    for (const file of [entry.photo, entry.recording]) {
      if (!file) continue;
      freedBytes += file.bytes;
      removedKeys.push(file.key);
      if (file === entry.photo) removedKeys.push(thumbKeyOf(file.key));
    }
  });
  return { media: next, removedKeys, freedBytes };
}

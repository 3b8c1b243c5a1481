import type { StoryDetail } from '@shared/api-types';
import { planReadAloudSections, planToText } from '@shared/story-plan-text';
import { storyPlanOf } from '@web/lib/story-plan-of';
import { pictureKey } from './keys';

/**
 * The story as it reads: title, the plan's text and pictures, without the signatures that change by
 * the hour. A story whose stored text is its plan's (every story written since the plan) keeps the
 * fingerprint a copy saved from its text has, so that copy is not saved again for nothing.
 */
export function storyFingerprint(story: StoryDetail): string {
  const recordings = story.recordings?.map((r) => (r?.current ? pictureKey(new URL(r.url, location.origin).toString()) : null)) ?? [];
  return JSON.stringify([
    story.title,
    planToText(storyPlanOf(story)),
    story.images.map((p) => (p.missing ? null : pictureKey(new URL(p.url, location.origin).toString()))),
    // Only with recordings: a copy saved before there were any is not saved again for nothing.
    ...(recordings.some(Boolean) ? [recordings] : []),
  ]);
}

/**
 * The files a saved copy keeps, as absolute addresses: every picture there is and the cover's
 * thumbnail, and the parent's recordings that are still current («Min stemme» plays no other).
 */
export function filesOf(story: StoryDetail, origin: string): { pictures: string[]; recordings: string[] } {
  const pictures = story.images.filter((p) => !p.missing).map((p) => new URL(p.url, origin).toString());
  const cover = story.images[0];
  if (cover && !cover.missing && cover.thumbUrl) pictures.push(new URL(cover.thumbUrl, origin).toString());
  const recordings = (story.recordings ?? []).flatMap((r) => (r?.current ? [new URL(r.url, origin).toString()] : []));
  return { pictures: [...new Set(pictures)], recordings: [...new Set(recordings)] };
}

/** Every sentence read-aloud asks for, as it asks for it (from the story's plan). */
export const sentencesOf = (story: StoryDetail) => planReadAloudSections(storyPlanOf(story)).flatMap((section) => section.sentences);

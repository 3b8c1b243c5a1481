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
  return JSON.stringify([
    story.title,
    planToText(storyPlanOf(story)),
    story.images.map((p) => (p.missing ? null : pictureKey(new URL(p.url, location.origin).toString()))),
  ]);
}

/** Every sentence read-aloud asks for, as it asks for it (from the story's plan). */
export const sentencesOf = (story: StoryDetail) => planReadAloudSections(storyPlanOf(story)).flatMap((section) => section.sentences);

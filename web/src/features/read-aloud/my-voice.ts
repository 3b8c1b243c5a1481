import type { StoryRecording } from '@shared/api-types';
import type { ReadAloudSection } from '@shared/story-text';
import type { SectionRecording } from './player';

/**
 * «Min stemme»: the recording of each read-aloud section (`recordings[sceneIndex]`), or null where
 * the page is read in the chosen voice: not recorded, or recorded before its text changed
 * (`current: false`), so a child never hears words that are not on the page. The cover's recording
 * (`recordings[0]`) has no section: read-aloud begins on page 1.
 */
export function sectionRecordings(
  sections: readonly ReadAloudSection[],
  recordings: readonly (StoryRecording | null)[] | undefined,
): (SectionRecording | null)[] {
  return sections.map(({ sceneIndex, sentences }) => {
    const recording = recordings?.[sceneIndex];
    return recording?.current && recording.url && sentences.length > 0 ? { url: recording.url } : null;
  });
}

/** «Min stemme» is offered for a story with at least one page to play in it. */
export const offersMyVoice = (recordings: readonly (SectionRecording | null)[]) => recordings.some((r) => r !== null);

import type { StoryDetail } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { useReaderAddOns } from '../reader-add-ons';

export interface ReadAloudSlotProps {
  story: StoryDetail;
  /** The page shown: 0 is the cover, i is the plan's page i (= read-aloud section i, see planReadAloudSections). */
  page: number;
  /** The reader follows the section being read: call this when reading moves to another scene. */
  onPageChange: (page: number) => void;
}

/**
 * The read-aloud controls in the reader's top bar: the voice picker and 'Start oplæsning',
 * 'Fortsæt oplæsning', 'Stop oplæsning', 'Start forfra'. Reading itself (and turning the page to
 * the section being read) lives in the ReadAloudProvider around the reader.
 */
export function ReadAloudSlot(_props: ReadAloudSlotProps) {
  const { Controls } = useReaderAddOns();
  return (
    <div role="group" aria-label={t.readAloud} data-read-aloud-slot="" className="flex items-center gap-1 sm:gap-2">
      <Controls />
    </div>
  );
}

import type { ReadAloudSection } from '@shared/story-text';
import type { VoiceId } from '@shared/voices';
import { createContext, useContext } from 'react';
import type { ReadAloudState } from '../machine';
import type { VoiceChoice } from '../voice-setting';

export interface ReadAloudContextValue {
  state: ReadAloudState;
  sections: readonly ReadAloudSection[];
  /** The synthetic voice: every page nobody recorded is read in it */
  voice: VoiceId;
  /** What the voice picker shows: the synthetic voice, or «Min stemme» */
  choice: VoiceChoice;
  /** The label of «Min stemme» when the story offers it (a current recording of a page), else null */
  myVoice: string | null;
  /** What «Min stemme» does, said beside the picker */
  myVoiceHint: string;
  start(): void;
  stop(): void;
  startOver(): void;
  /** Reads just this section (the page sceneIndex = section + 1). */
  readPage(section: number): void;
  chooseVoice(choice: VoiceChoice): void;
}

export const ReadAloudContext = createContext<ReadAloudContextValue | null>(null);

/** Read-aloud of the open story; only inside ReadAloudProvider. */
export function useReadAloud(): ReadAloudContextValue {
  const value = useContext(ReadAloudContext);
  if (!value) throw new Error('useReadAloud outside ReadAloudProvider');
  return value;
}

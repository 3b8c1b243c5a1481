import type { ReadAloudSection } from '@shared/story-text';
import type { VoiceId } from '@shared/voices';
import { createContext, useContext } from 'react';
import type { ReadAloudState } from '../machine';

export interface ReadAloudContextValue {
  state: ReadAloudState;
  sections: readonly ReadAloudSection[];
  voice: VoiceId;
  start(): void;
  stop(): void;
  startOver(): void;
  /** Reads just this section (the page sceneIndex = section + 1). */
  readPage(section: number): void;
  chooseVoice(voice: VoiceId): void;
}

export const ReadAloudContext = createContext<ReadAloudContextValue | null>(null);

/** Read-aloud of the open story; only inside ReadAloudProvider. */
export function useReadAloud(): ReadAloudContextValue {
  const value = useContext(ReadAloudContext);
  if (!value) throw new Error('useReadAloud outside ReadAloudProvider');
  return value;
}

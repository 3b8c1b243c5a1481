import type { StoryRecording } from '@shared/api-types';
import type { StoryPlan } from '@shared/story-plan';
import { DEFAULT_VOICE, type VoiceId } from '@shared/voices';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What the reader can host besides the book: the app fills it in (app/reader-add-ons.tsx, with
 * read-aloud), so this feature does not reach into another. Without add-ons the reader is a
 * plain book.
 */
export interface ReaderAddOns {
  /**
   * Around the whole reader: `story` is the story's id and plan (page i of the reader is the plan's
   * page i) and the parent's recordings of its pages (`recordings[i]` page i's, 0 the cover), `own`
   * whether the reader's own (the recordings are theirs), `page` is the page shown (0 the cover),
   * `onPageChange` turns it; `onReadAloud` is called when read-aloud plays (the reading log's 'læst op').
   */
  Provider: ComponentType<{
    story: { id: string; plan: StoryPlan; recordings?: readonly (StoryRecording | null)[] };
    own?: boolean;
    page: number;
    onPageChange: (page: number) => void;
    onReadAloud?: () => void;
    children: ReactNode;
  }>;
  /** In the top bar. */
  Controls: ComponentType;
  /** A scene's text, as the reader shows it. */
  Caption: ComponentType<{ sceneIndex: number; paragraphs: readonly string[]; className?: string }>;
  /** Below a scene's text. */
  PageButton: ComponentType<{ sceneIndex: number }>;
  /** The voice read-aloud reads in: 'Gem til offline' keeps that voice's sentences. */
  useVoice: () => VoiceId;
}

const PlainCaption: ReaderAddOns['Caption'] = ({ paragraphs, className }) =>
  paragraphs.map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph}
    </p>
  ));

const plainBook: ReaderAddOns = {
  Provider: ({ children }) => children,
  Controls: () => null,
  Caption: PlainCaption,
  PageButton: () => null,
  useVoice: () => DEFAULT_VOICE,
};

export const ReaderAddOnsContext = createContext<ReaderAddOns>(plainBook);

export const useReaderAddOns = () => useContext(ReaderAddOnsContext);

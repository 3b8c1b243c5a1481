import { storyMessages as t } from '@shared/messages.da';
import type { SavedRef } from '@web/lib/offline/saved-stories';
import { paths } from '@web/lib/paths';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the reader sits: its way back (the top bar's link and each page's close button) and whether
 * the story is the user's own (editing, print, the PDF and the story check are offered). An example
 * story (/demo/:slug) is nobody's: back to the front page, and its own buttons instead.
 */
export interface ReaderFrame {
  backHref: string;
  backLabel: string;
  own: boolean;
  /** In the top bar, where an own story has its edit button and 'Flere valg'. */
  actions?: ReactNode;
  /** 'Gem til offline' in the top bar, for a story that is not the user's own (a shared link). */
  savable?: SavedRef;
}

const ownStory: ReaderFrame = { backHref: paths.dashboard.href(), backLabel: t.backToOverview, own: true };

export const ReaderFrameContext = createContext<ReaderFrame>(ownStory);

export const useReaderFrame = () => useContext(ReaderFrameContext);

/** Around the reader's loading, error and not-found states: the reader's paper colour, the message in the middle. */
export function ReaderStateFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-[#f4eee3] px-4">
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}

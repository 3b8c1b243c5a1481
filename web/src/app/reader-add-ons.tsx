import { ReadAloudCaption } from '@web/features/read-aloud/components/read-aloud-caption';
import { ReadAloudControls } from '@web/features/read-aloud/components/read-aloud-controls';
import { ReadAloudProvider } from '@web/features/read-aloud/components/read-aloud-provider';
import { ReadPageButton } from '@web/features/read-aloud/components/read-page-button';
import { useVoice } from '@web/features/read-aloud/voice-setting';
import { demoReadAloudPlayer, ReadAloudPlayerContext, sharedReadAloudPlayer } from '@web/features/read-aloud/default-player';
import { type ReaderAddOns, ReaderAddOnsContext } from '@web/features/stories/reader-add-ons';
import { type ReactNode, useCallback } from 'react';

/** The story reader with read-aloud: the app puts the two features together. */
const readAloud: ReaderAddOns = {
  Provider: ReadAloudProvider,
  Controls: ReadAloudControls,
  Caption: ReadAloudCaption,
  PageButton: ReadPageButton,
  useVoice,
};

export function WithReadAloud({ children }: { children: ReactNode }) {
  return <ReaderAddOnsContext.Provider value={readAloud}>{children}</ReaderAddOnsContext.Provider>;
}

/** The same for an example story: its sentences are read through the example's own address, without an account. */
export function WithDemoReadAloud({ slug, children }: { slug: string; children: ReactNode }) {
  const player = useCallback(() => demoReadAloudPlayer(slug), [slug]);
  return (
    <ReadAloudPlayerContext.Provider value={player}>
      <WithReadAloud>{children}</WithReadAloud>
    </ReadAloudPlayerContext.Provider>
  );
}

/** The same for a story shared with a link: read aloud through the link's address, without an account. */
export function WithSharedReadAloud({ token, children }: { token: string; children: ReactNode }) {
  const player = useCallback(() => sharedReadAloudPlayer(token), [token]);
  return (
    <ReadAloudPlayerContext.Provider value={player}>
      <WithReadAloud>{children}</WithReadAloud>
    </ReadAloudPlayerContext.Provider>
  );
}

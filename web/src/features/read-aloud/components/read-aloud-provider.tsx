import type { StoryRecording } from '@shared/api-types';
import { mediaMessages, offlineMessages, speechMessages } from '@shared/messages.da';
import { planReadAloudSections } from '@shared/story-plan-text';
import type { StoryPlan } from '@shared/story-plan';
import { type VoiceId, voices } from '@shared/voices';
import { notify } from '@web/lib/notify';
import { savedVoiceOf } from '@web/lib/offline/saved-stories';
import { type ReactNode, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readAloudPlayer, ReadAloudPlayerContext } from '../default-player';
import { ReadAloudContext, type ReadAloudContextValue } from '../hooks/use-read-aloud';
import { offersMyVoice, sectionRecordings } from '../my-voice';
import { ReadAloudSession } from '../session';
import { MY_VOICE, readMyVoice, readVoice, saveMyVoice, saveVoice, useMyVoice, useVoice, type VoiceChoice } from '../voice-setting';

/**
 * Without a network only what is saved on the device is read aloud: say which voice that is when
 * another was chosen, or that the story's read-aloud is not saved, rather than a general error.
 */
async function offlineFailure(storyId: string): Promise<string> {
  const saved = await savedVoiceOf(storyId).catch(() => null);
  if (saved === null) return offlineMessages.readAloudNotSaved;
  if (saved !== readVoice()) return offlineMessages.savedWithVoice(voices[saved as VoiceId]?.label ?? saved);
  return speechMessages.readAloudFailed;
}

interface ReadAloudProviderProps {
  /**
   * The open story: its id, its plan, whose sentences are read page by page, and the parent's
   * recordings of its pages (`recordings[i]` is page i's, 0 the cover), played with «Min stemme»
   */
  story: { id: string; plan: StoryPlan; recordings?: readonly (StoryRecording | null)[] };
  /** The reader's own story (their recordings: «Min stemme»); false in a shared link (the sender's: «Indtalt stemme») */
  own?: boolean;
  /** The page the reader shows (0 is the cover, page i is scene i). */
  page: number;
  /** Turns the reader to a page (0 is the cover, page i is scene i). */
  onPageChange: (page: number) => void;
  /** Called when reading aloud plays. */
  onReadAloud?: () => void;
  children: ReactNode;
}

/**
 * Read-aloud for the open story, shared by the top bar's controls, each page's read button and the
 * caption's highlight. Reading stops when the page is hidden and when the reader is left.
 */
export function ReadAloudProvider({ story, page, onPageChange, onReadAloud, own = true, children }: ReadAloudProviderProps) {
  const sections = useMemo(() => planReadAloudSections(story.plan), [story.plan]);
  const recordings = useMemo(() => sectionRecordings(sections, story.recordings), [sections, story.recordings]);
  const offered = offersMyVoice(recordings);
  const voice = useVoice();
  const myVoiceWanted = useMyVoice();
  const choice: VoiceChoice = offered && myVoiceWanted ? MY_VOICE : voice;
  const myVoiceOffered = useRef(offered);
  // An example story (no account) brings its own player; everyone else's reads through /api/tts.
  const playerOf = useContext(ReadAloudPlayerContext) ?? readAloudPlayer;
  const showPage = useRef(onPageChange);
  const storyId = useRef(story.id);
  useEffect(() => {
    showPage.current = onPageChange;
    storyId.current = story.id;
    myVoiceOffered.current = offered;
  });

  const [session] = useState(
    () =>
      new ReadAloudSession(
        story.id,
        sections,
        {
          player: playerOf(),
          voice: readVoice,
          myVoice: () => myVoiceOffered.current && readMyVoice(),
          showPage: (page) => showPage.current(page),
          failed: (error) => {
            console.error('Read-aloud failed', error);
            if (navigator.onLine) notify.error(speechMessages.readAloudFailed);
            else void offlineFailure(storyId.current).then((message) => notify.error(message));
          },
        },
        recordings,
      ),
  );
  useEffect(() => session.changeStory(story.id, sections, recordings), [session, story.id, sections, recordings]);

  // Reading begins on the page the reader turned to (or opened on), not back where it last stopped.
  const shownPage = useRef<number | null>(null);
  useEffect(() => {
    if (shownPage.current === page) return;
    const opened = shownPage.current === null;
    shownPage.current = page;
    session.pageShown(page, opened);
  }, [session, page]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') session.send({ type: 'pageHidden' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      session.send({ type: 'leave' });
    };
  }, [session]);

  // On the server (a shared story drawn first) the session has only its first state, the same as the browser starts with.
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  useEffect(() => {
    if (state.status === 'reading') onReadAloud?.();
  }, [state.status, onReadAloud]);
  const value = useMemo<ReadAloudContextValue>(
    () => ({
      state,
      sections,
      voice,
      choice,
      myVoice: offered ? (own ? mediaMessages.myVoice : mediaMessages.recordedVoice) : null,
      myVoiceHint: own ? mediaMessages.myVoiceHint : mediaMessages.recordedVoiceHint,
      start: () => void session.send({ type: 'start' }),
      stop: () => void session.send({ type: 'stop' }),
      startOver: () => void session.send({ type: 'startOver' }),
      readPage: (section) => void session.send({ type: 'readPage', section }),
      chooseVoice: (next: VoiceChoice) => {
        if (next === choice) return;
        // A synthetic voice chosen where «Min stemme» was offered turns it off; elsewhere it is left as it is.
        if (next === MY_VOICE) saveMyVoice(true);
        else {
          if (offered) saveMyVoice(false);
          saveVoice(next);
        }
        const label = next === MY_VOICE ? (own ? mediaMessages.myVoice : mediaMessages.recordedVoice) : voices[next].label;
        if (session.send({ type: 'voiceChange' }).interrupted) notify.success(speechMessages.voiceChosen(label));
      },
    }),
    [state, sections, voice, choice, offered, own, session],
  );
  return <ReadAloudContext.Provider value={value}>{children}</ReadAloudContext.Provider>;
}

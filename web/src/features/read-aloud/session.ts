import type { ReadAloudSection } from '@shared/story-text';
import type { VoiceId } from '@shared/voices';
import {
  hasSavedPosition,
  initialState,
  type Position,
  type ReadAloudEvent,
  type ReadAloudState,
  transition,
  type Transition,
} from './machine';
import type { PlayerListener, PlayRequest, SectionRecording } from './player';
import { loadPosition, savePosition } from './saved-position';

export interface SessionPlayer {
  play(request: PlayRequest, listener: PlayerListener): void;
  stop(): void;
}

export interface SessionDeps {
  player: SessionPlayer;
  voice(): VoiceId;
  /** «Min stemme» is chosen: the recorded sections play their recordings. */
  myVoice(): boolean;
  /** The reader shows this page (0 is the cover; section i is page sceneIndex). */
  showPage(page: number): void;
  failed(error: unknown): void;
}

/**
 * Read-aloud of one open story: the machine's decisions carried out by the player, the page
 * following the section being read, and the position kept in the tab's session storage. React
 * reads it through `subscribe` / `getState`.
 */
export class ReadAloudSession {
  private state: ReadAloudState;
  private readonly listeners = new Set<() => void>();
  /** Counts plays; reports of an older play are ignored. */
  private playId = 0;
  private shownSection = -1;
  /** The page reading last asked the reader to show: its arrival is not a turn of the reader's own. */
  private turning: number | null = null;

  constructor(
    private storyId: string,
    private sections: readonly ReadAloudSection[],
    private readonly deps: SessionDeps,
    /** Section i's recording in the parent's voice (my-voice.ts), null where none */
    private recordings: readonly (SectionRecording | null)[] = [],
  ) {
    this.state = initialState(shapeOf(sections), loadPosition(storyId));
  }

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * Another story, or this one edited: reading stops, and a saved position stays only if it still
   * fits. New recordings alone are used from the next reading on.
   */
  changeStory(storyId: string, sections: readonly ReadAloudSection[], recordings: readonly (SectionRecording | null)[] = []) {
    this.recordings = recordings;
    if (storyId === this.storyId && sections === this.sections) return;
    const position = storyId === this.storyId ? this.state.position : loadPosition(storyId);
    this.storyId = storyId;
    this.sections = sections;
    this.send({ type: 'storyChanged', shape: shapeOf(sections), position });
  }

  /**
   * The reader shows this page (0 is the cover): on opening, and after every turn. A turn reading
   * asked for is reading's own; any other is the reader's, and reading will begin there.
   */
  pageShown(page: number, opened = false) {
    const asked = this.turning;
    this.turning = null;
    if (!opened && page === asked) return;
    const section = this.sections.findIndex((s) => s.sceneIndex === page);
    this.send({ type: 'pageShown', section: section < 0 ? null : section, opened });
  }

  send(event: ReadAloudEvent): Transition {
    const before = this.state;
    const result = transition(before, event);
    this.state = result.state;
    for (const command of result.commands) {
      if (command.type === 'halt') {
        this.playId++;
        this.deps.player.stop();
      } else {
        this.play(command.from, command.until);
      }
    }
    if (result.state.position !== before.position || result.state.shape !== before.shape) {
      savePosition(this.storyId, hasSavedPosition(result.state) ? result.state.position : null);
    }
    if (result.state !== before) for (const listener of this.listeners) listener();
    return result;
  }

  private play(from: Position, until: number) {
    const id = ++this.playId;
    const current = () => id === this.playId;
    this.shownSection = -1;
    const request: PlayRequest = {
      sections: this.sections.map((s) => s.sentences),
      from,
      until,
      voice: this.deps.voice(),
      recordings: this.deps.myVoice() ? this.recordings : undefined,
    };
    this.deps.player.play(request, {
      sentenceStarted: (position, whole) => {
        if (!current()) return;
        // The page follows the section being read: turned when a section begins, so a reader may still look around.
        if (position.section !== this.shownSection) {
          this.shownSection = position.section;
          this.turning = this.sections[position.section].sceneIndex;
          this.deps.showPage(this.turning);
        }
        this.send({ type: 'sentenceStarted', position, whole });
      },
      sentenceDone: () => current() && void this.send({ type: 'sentenceDone' }),
      sectionDone: () => current() && void this.send({ type: 'sectionDone' }),
      end: () => current() && void this.send({ type: 'end' }),
      failed: (error) => {
        if (!current()) return;
        this.send({ type: 'failed' });
        this.deps.failed(error);
      },
    });
  }
}

const shapeOf = (sections: readonly ReadAloudSection[]) => sections.map((s) => s.sentences.length);

/**
 * The read-aloud state machine, free of React and of audio: what reading is doing, where it stands in
 * the story, and what the player must do next. The story's shape is its read-aloud sections
 * (`planReadAloudSections` in shared/story-plan.ts: section i is the reader's page i + 1), given here as
 * the number of sentences in each section.
 *
 * `position` is where the next reading begins: the sentence being read while reading (so a stop in
 * the middle of a sentence reads that sentence again), the next one after it has been read.
 * `active` is the sentence being heard right now, for the caption's highlight; only while reading.
 * A page in the parent's own voice («Min stemme») is heard as one piece: `active.whole` marks all of
 * its section, and the position goes past the section when it has been heard.
 * `turnedTo` is the page the reader turned to themselves: reading begins there, not back at a
 * position on another page.
 */

export type ReadAloudStatus = 'idle' | 'preparing' | 'reading' | 'stopped';

export interface Position {
  /** 0-based index into the read-aloud sections (the reader's page is section + 1) */
  section: number;
  /** 0-based index into that section's sentences */
  sentence: number;
}

/** What is being heard: one sentence, or (`whole`) the whole of its section in the parent's recording. */
export type Heard = Position & { whole?: true };

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** Sentences in each section. */
  shape: readonly number[];
  position: Position;
  active: Heard | null;
  /** The last section this reading covers: the story's last, or the one page asked for. */
  until: number;
  /**
   * The section whose page the reader turned to (or opened on) themselves; null on the cover and on
   * the page reading turned to or left showing.
   */
  turnedTo: number | null;
}

export type ReadAloudEvent =
  /** 'Start oplæsning' / 'Fortsæt oplæsning': the whole story, from the saved position */
  | { type: 'start' }
  /** A page's own read button: just that section, from its first sentence */
  | { type: 'readPage'; section: number }
  /** 'Start forfra': from the first sentence again */
  | { type: 'startOver' }
  /**
   * The player began to play a sentence (the first one ends 'Forbereder...'); `whole`: a recording
   * of the whole section, reported as its first sentence.
   */
  | { type: 'sentenceStarted'; position: Position; whole?: boolean }
  | { type: 'sentenceDone' }
  | { type: 'sectionDone' }
  /** The player read everything it was asked to */
  | { type: 'end' }
  | { type: 'stop' }
  | { type: 'voiceChange' }
  | { type: 'pageHidden' }
  | { type: 'leave' }
  /** The audio could not be fetched or played */
  | { type: 'failed' }
  /**
   * The reader shows another page of their own accord (not the page reading turned to): its section,
   * or null for the cover. `opened`: the page the reader opened on (a link, a reload).
   */
  | { type: 'pageShown'; section: number | null; opened?: boolean }
  /** Another story, or the story's text changed; a saved position is kept only if it fits */
  | { type: 'storyChanged'; shape: readonly number[]; position?: Position | null };

/** What the player must do after a transition. */
export type ReadAloudCommand = { type: 'play'; from: Position; until: number } | { type: 'halt' };

export interface Transition {
  state: ReadAloudState;
  commands: ReadAloudCommand[];
  /** The event stopped a reading that was under way (the voice picker toasts '<voice> valgt' then). */
  interrupted: boolean;
}

const START: Position = { section: 0, sentence: 0 };

export function initialState(shape: readonly number[], position?: Position | null): ReadAloudState {
  return {
    status: 'idle',
    shape,
    position: fits(shape, position) ? position : START,
    active: null,
    until: shape.length - 1,
    turnedTo: null,
  };
}

const isActive = (state: ReadAloudState) => state.status === 'preparing' || state.status === 'reading';
const hasSentences = (shape: readonly number[]) => shape.some((count) => count > 0);

/** A position that names a sentence of this shape. */
function fits(shape: readonly number[], position: Position | null | undefined): position is Position {
  if (!position) return false;
  const { section, sentence } = position;
  return (
    Number.isInteger(section) &&
    Number.isInteger(sentence) &&
    section >= 0 &&
    section < shape.length &&
    sentence >= 0 &&
    sentence < shape[section]
  );
}

/**
 * The first sentence at or after `position`, skipping the rest of a finished section and any section
 * without sentences; null when the story has no more.
 */
export function nextReadable(shape: readonly number[], position: Position): Position | null {
  let { section, sentence } = position;
  while (section < shape.length) {
    if (sentence < shape[section]) return { section, sentence };
    section += 1;
    sentence = 0;
  }
  return null;
}

const isAtStart = (shape: readonly number[], position: Position) => {
  const first = nextReadable(shape, START);
  const here = nextReadable(shape, position);
  return !here || !first || (here.section === first.section && here.sentence === first.sentence);
};

/** A saved position past the start of the story: 'Fortsæt oplæsning' and 'Start forfra' are offered. */
export const hasSavedPosition = (state: ReadAloudState) => !isAtStart(state.shape, state.position);

/**
 * Where 'Start oplæsning' begins: the saved position, unless the reader turned to another page
 * themselves; then the start of that page, so reading never jumps back from the page on screen.
 */
export function startPosition(state: ReadAloudState): Position {
  const { turnedTo, position } = state;
  return turnedTo === null || turnedTo === position.section ? position : { section: turnedTo, sentence: 0 };
}

export const canStart = (state: ReadAloudState) => (state.status === 'idle' || state.status === 'stopped') && hasSentences(state.shape);

/** 'Start forfra' is offered when a start would not begin with the story's first sentence anyway. */
export const canStartOver = (state: ReadAloudState) => canStart(state) && !isAtStart(state.shape, startPosition(state));

/** A page can be read unless reading is getting ready (the button would queue a second start). */
export const canReadPage = (state: ReadAloudState, section: number) => state.status !== 'preparing' && (state.shape[section] ?? 0) > 0;

/**
 * The main button's text: 'Stop oplæsning' while reading, 'Forbereder...', 'Fortsæt oplæsning' when a
 * start goes on from the saved position, or 'Start oplæsning' (from the beginning, or from the page
 * the reader turned to).
 */
export function primaryAction(state: ReadAloudState): 'stop' | 'preparing' | 'resume' | 'start' {
  if (state.status === 'reading') return 'stop';
  if (state.status === 'preparing') return 'preparing';
  return hasSavedPosition(state) && startPosition(state) === state.position ? 'resume' : 'start';
}

/** A transition that needs nothing of the player. */
const settle = (state: ReadAloudState): Transition => ({ state, commands: [], interrupted: false });

/** Stops whatever is under way, keeping the position (stop, voice change, hidden page, leaving). */
function halt(state: ReadAloudState): Transition {
  if (!isActive(state)) return settle(state);
  return { state: { ...state, status: 'stopped', active: null }, commands: [{ type: 'halt' }], interrupted: true };
}

function begin(state: ReadAloudState, from: Position | null, until: number): Transition {
  if (!from) return settle(state);
  const commands: ReadAloudCommand[] = isActive(state) ? [{ type: 'halt' }] : [];
  commands.push({ type: 'play', from, until });
  return { state: { ...state, status: 'preparing', position: from, active: null, until, turnedTo: null }, commands, interrupted: false };
}

export function transition(state: ReadAloudState, event: ReadAloudEvent): Transition {
  switch (event.type) {
    case 'start': {
      if (!canStart(state)) return settle(state);
      // A position at the very end (nothing left to read) starts from the beginning.
      const from = nextReadable(state.shape, startPosition(state)) ?? nextReadable(state.shape, START);
      return begin(state, from, state.shape.length - 1);
    }
    case 'startOver':
      if (!canStartOver(state)) return settle(state);
      return begin(state, nextReadable(state.shape, START), state.shape.length - 1);
    case 'readPage':
      if (!canReadPage(state, event.section)) return settle(state);
      return begin(state, { section: event.section, sentence: 0 }, event.section);
    case 'sentenceStarted': {
      if (!isActive(state) || !fits(state.shape, event.position)) return settle(state);
      // A new section turns the page to it (session.ts): the page shown is reading's again.
      const turnedTo = event.position.section === state.active?.section ? state.turnedTo : null;
      const active: Heard = event.whole ? { ...event.position, whole: true } : event.position;
      return settle({ ...state, status: 'reading', position: event.position, active, turnedTo });
    }
    case 'sentenceDone': {
      if (state.status !== 'reading' || !state.active) return settle(state);
      // The highlight stays on the sentence just heard until the next one begins: no flicker in the pause.
      const { section, sentence, whole } = state.active;
      return settle({ ...state, position: { section, sentence: whole ? state.shape[section] : sentence + 1 } });
    }
    case 'sectionDone': {
      if (state.status !== 'reading') return settle(state);
      return settle({ ...state, position: { section: state.position.section + 1, sentence: 0 } });
    }
    case 'end': {
      if (!isActive(state)) return settle(state);
      const rest = nextReadable(state.shape, state.position);
      // A complete read forgets the position; the end of one page read keeps it at the next page.
      if (!rest) return settle({ ...state, status: 'idle', position: START, active: null, until: state.shape.length - 1 });
      return settle({ ...state, status: 'stopped', position: rest, active: null });
    }
    case 'stop':
    case 'voiceChange':
    case 'pageHidden':
    case 'leave':
      return halt(state);
    case 'failed': {
      if (!isActive(state)) return settle(state);
      // The player has already stopped itself.
      return settle({ ...state, status: 'stopped', active: null });
    }
    case 'pageShown': {
      const { section, opened } = event;
      // Opened where reading left off (a reload): the position's page, or the page before it when the
      // position is the next page's start. That is reading's page, not one the reader chose.
      const readingsPage = section === state.position.section || (state.position.sentence === 0 && section === state.position.section - 1);
      const turnedTo = opened && readingsPage ? null : section;
      return turnedTo === state.turnedTo ? settle(state) : settle({ ...state, turnedTo });
    }
    case 'storyChanged': {
      const next = initialState(event.shape, event.position);
      return { state: next, commands: isActive(state) ? [{ type: 'halt' }] : [], interrupted: isActive(state) };
    }
  }
}

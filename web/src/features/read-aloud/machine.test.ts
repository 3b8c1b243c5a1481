import { describe, expect, it } from 'vitest';
import {
  canReadPage,
  canStart,
  canStartOver,
  hasSavedPosition,
  initialState,
  nextReadable,
  primaryAction,
  type ReadAloudEvent,
  type ReadAloudState,
  transition,
} from './machine';

/** Three pages: two sentences, one, three. */
const shape = [2, 1, 3];

const run = (state: ReadAloudState, ...events: ReadAloudEvent[]) => events.reduce((s, e) => transition(s, e).state, state);
const started = (state: ReadAloudState, section: number, sentence: number) =>
  run(state, { type: 'sentenceStarted', position: { section, sentence } });
/** What the player reports for one whole sentence; `last` when it ends its section. */
const heard = (state: ReadAloudState, section: number, sentence: number, last = false): ReadAloudState => {
  const s = run(started(state, section, sentence), { type: 'sentenceDone' });
  return last ? run(s, { type: 'sectionDone' }) : s;
};

describe('read-aloud machine', () => {
  it('starts idle at the beginning: "Start oplæsning", no "Start forfra"', () => {
    const s = initialState(shape);
    expect(s.status).toBe('idle');
    expect(primaryAction(s)).toBe('start');
    expect(canStart(s)).toBe(true);
    expect(canStartOver(s)).toBe(false);
  });

  it('start asks the player for the whole story from the saved position and shows "Forbereder..."', () => {
    const t = transition(initialState(shape), { type: 'start' });
    expect(t.state.status).toBe('preparing');
    expect(primaryAction(t.state)).toBe('preparing');
    expect(canStart(t.state)).toBe(false);
    expect(t.commands).toEqual([{ type: 'play', from: { section: 0, sentence: 0 }, until: 2 }]);
    // A second press while preparing does nothing.
    expect(transition(t.state, { type: 'start' }).commands).toEqual([]);
  });

  it('reads: the first sentence ends preparing; the highlight follows the sentence heard', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = started(s, 0, 0);
    expect(s.status).toBe('reading');
    expect(primaryAction(s)).toBe('stop');
    expect(s.active).toEqual({ section: 0, sentence: 0 });
    s = run(s, { type: 'sentenceDone' });
    // Still marked in the pause, and the next reading would begin with the next sentence.
    expect(s.active).toEqual({ section: 0, sentence: 0 });
    expect(s.position).toEqual({ section: 0, sentence: 1 });
    s = heard(s, 0, 1, true);
    expect(s.position).toEqual({ section: 1, sentence: 0 });
  });

  it('stop halts at once and keeps the position: "Fortsæt oplæsning" and "Start forfra" are offered', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(s, 0, 0);
    s = heard(s, 0, 1, true);
    s = started(s, 1, 0);
    const t = transition(s, { type: 'stop' });
    expect(t.commands).toEqual([{ type: 'halt' }]);
    expect(t.state.status).toBe('stopped');
    expect(t.state.active).toBeNull();
    // Stopped in the middle of a sentence: that sentence is read again.
    expect(t.state.position).toEqual({ section: 1, sentence: 0 });
    expect(primaryAction(t.state)).toBe('resume');
    expect(canStartOver(t.state)).toBe(true);
    expect(transition(t.state, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 1, sentence: 0 }, until: 2 }]);
  });

  it('a stop in the pause after a sentence resumes with the next sentence', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(s, 0, 0);
    s = run(s, { type: 'stop' });
    expect(s.position).toEqual({ section: 0, sentence: 1 });
    expect(transition(s, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 0, sentence: 1 }, until: 2 }]);
  });

  it('start over resets the position and reads from the first sentence; not offered while reading', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(s, 0, 0);
    s = started(s, 0, 1);
    expect(canStartOver(s)).toBe(false);
    expect(transition(s, { type: 'startOver' }).commands).toEqual([]);
    s = run(s, { type: 'stop' });
    const t = transition(s, { type: 'startOver' });
    expect(t.commands).toEqual([{ type: 'play', from: { section: 0, sentence: 0 }, until: 2 }]);
    expect(t.state.position).toEqual({ section: 0, sentence: 0 });
    expect(t.state.status).toBe('preparing');
  });

  it('a complete read resets the saved position', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(s, 0, 0);
    s = heard(s, 0, 1, true);
    s = heard(s, 1, 0, true);
    s = heard(s, 2, 0);
    s = heard(s, 2, 1);
    s = heard(s, 2, 2, true);
    s = run(s, { type: 'end' });
    expect(s.status).toBe('idle');
    expect(s.position).toEqual({ section: 0, sentence: 0 });
    expect(s.active).toBeNull();
    expect(primaryAction(s)).toBe('start');
    expect(hasSavedPosition(s)).toBe(false);
  });

  it('a voice change, a hidden page or leaving stops a reading (and only then counts as an interruption)', () => {
    for (const type of ['voiceChange', 'pageHidden', 'leave'] as const) {
      const reading = started(run(initialState(shape), { type: 'start' }), 0, 0);
      const t = transition(reading, { type });
      expect(t.state.status).toBe('stopped');
      expect(t.commands).toEqual([{ type: 'halt' }]);
      expect(t.interrupted).toBe(true);
      const idle = transition(initialState(shape), { type });
      expect(idle.state.status).toBe('idle');
      expect(idle.commands).toEqual([]);
      expect(idle.interrupted).toBe(false);
    }
    // Preparing counts as reading: the request under way is dropped.
    const preparing = run(initialState(shape), { type: 'start' });
    expect(transition(preparing, { type: 'pageHidden' }).commands).toEqual([{ type: 'halt' }]);
  });

  it('a failure stops with the position kept', () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(s, 0, 0);
    s = run(s, { type: 'failed' });
    expect(s.status).toBe('stopped');
    expect(s.position).toEqual({ section: 0, sentence: 1 });
  });

  it('another story resets the position; a saved position is kept only when it fits the story', () => {
    const reading = started(run(initialState(shape), { type: 'start' }), 1, 0);
    const t = transition(reading, { type: 'storyChanged', shape: [4, 4] });
    expect(t.commands).toEqual([{ type: 'halt' }]);
    expect(t.state.status).toBe('idle');
    expect(t.state.position).toEqual({ section: 0, sentence: 0 });
    expect(initialState(shape, { section: 2, sentence: 1 }).position).toEqual({ section: 2, sentence: 1 });
    expect(primaryAction(initialState(shape, { section: 2, sentence: 1 }))).toBe('resume');
    expect(initialState(shape, { section: 2, sentence: 3 }).position).toEqual({ section: 0, sentence: 0 });
    expect(initialState(shape, { section: 5, sentence: 0 }).position).toEqual({ section: 0, sentence: 0 });
    expect(initialState(shape, { section: -1, sentence: 0 }).position).toEqual({ section: 0, sentence: 0 });
  });

  it('a page read covers just that page; after it, reading continues with the next page', () => {
    const t = transition(initialState(shape), { type: 'readPage', section: 1 });
    expect(t.commands).toEqual([{ type: 'play', from: { section: 1, sentence: 0 }, until: 1 }]);
    let s = heard(t.state, 1, 0, true);
    s = run(s, { type: 'end' });
    expect(s.status).toBe('stopped');
    expect(s.position).toEqual({ section: 2, sentence: 0 });
    expect(primaryAction(s)).toBe('resume');
    expect(transition(s, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 2, sentence: 0 }, until: 2 }]);
  });

  it('reading the last page to its end is a complete read', () => {
    let s = run(initialState(shape), { type: 'readPage', section: 2 });
    s = heard(s, 2, 0);
    s = heard(s, 2, 1);
    s = heard(s, 2, 2, true);
    s = run(s, { type: 'end' });
    expect(s.status).toBe('idle');
    expect(hasSavedPosition(s)).toBe(false);
  });

  it('a page button while reading switches to that page; not while preparing', () => {
    const reading = started(run(initialState(shape), { type: 'start' }), 0, 0);
    expect(transition(reading, { type: 'readPage', section: 2 }).commands).toEqual([
      { type: 'halt' },
      { type: 'play', from: { section: 2, sentence: 0 }, until: 2 },
    ]);
    const preparing = run(initialState(shape), { type: 'start' });
    expect(canReadPage(preparing, 2)).toBe(false);
    expect(transition(preparing, { type: 'readPage', section: 2 }).commands).toEqual([]);
  });

  it('ignores what a stopped player may still report', () => {
    const stopped = run(started(run(initialState(shape), { type: 'start' }), 0, 1), { type: 'stop' });
    for (const event of [
      { type: 'sentenceStarted', position: { section: 1, sentence: 0 } },
      { type: 'sentenceDone' },
      { type: 'sectionDone' },
      { type: 'end' },
    ] as ReadAloudEvent[]) {
      expect(transition(stopped, event).state).toEqual(stopped);
    }
  });

  it('starts on the page the reader turned to after stopping, not back at the saved position', () => {
    const stopped = run(heard(run(initialState(shape), { type: 'start' }), 0, 0), { type: 'stop' });
    expect(primaryAction(stopped)).toBe('resume');
    const onPage3 = run(stopped, { type: 'pageShown', section: 2 });
    expect(primaryAction(onPage3)).toBe('start');
    expect(canStartOver(onPage3)).toBe(true);
    expect(transition(onPage3, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 2, sentence: 0 }, until: 2 }]);
    // The saved position is kept for the page it is on, and for the cover.
    for (const section of [0, null]) {
      const back = run(onPage3, { type: 'pageShown', section });
      expect(primaryAction(back)).toBe('resume');
      expect(transition(back, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 0, sentence: 1 }, until: 2 }]);
    }
    expect(hasSavedPosition(onPage3)).toBe(true);
  });

  it('starts on the page the reader opened on, unless reading left off there', () => {
    const opened = run(initialState(shape), { type: 'pageShown', section: 1, opened: true });
    expect(primaryAction(opened)).toBe('start');
    expect(transition(opened, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 1, sentence: 0 }, until: 2 }]);
    // A reload after a stop between pages shows the page just read: reading goes on with the next one.
    const reloaded = run(initialState(shape, { section: 2, sentence: 0 }), { type: 'pageShown', section: 1, opened: true });
    expect(primaryAction(reloaded)).toBe('resume');
    expect(transition(reloaded, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 2, sentence: 0 }, until: 2 }]);
    // Turned to by hand, the same page is read again.
    const turned = run(reloaded, { type: 'pageShown', section: 1 });
    expect(transition(turned, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 1, sentence: 0 }, until: 2 }]);
    // On the first page nothing is skipped and there is nothing to start over.
    const first = run(initialState(shape), { type: 'pageShown', section: 0 });
    expect(canStartOver(first)).toBe(false);
  });

  it('a page turned to while reading counts until reading turns the page itself', () => {
    const turned = run(started(run(initialState(shape), { type: 'start' }), 0, 0), { type: 'pageShown', section: 2 });
    // Stopped on the same page's next sentence: reading begins on the page turned to.
    const samePage = run(started(turned, 0, 1), { type: 'stop' });
    expect(primaryAction(samePage)).toBe('start');
    expect(transition(samePage, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 2, sentence: 0 }, until: 2 }]);
    // The next page began: reading turned the reader to it, and a stop there resumes there.
    const nextPage = run(started(turned, 1, 0), { type: 'stop' });
    expect(primaryAction(nextPage)).toBe('resume');
    expect(transition(nextPage, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 1, sentence: 0 }, until: 2 }]);
  });

  it('skips sections without sentences and cannot start a story with nothing to read', () => {
    expect(nextReadable([0, 2], { section: 0, sentence: 0 })).toEqual({ section: 1, sentence: 0 });
    expect(nextReadable([2, 0], { section: 0, sentence: 2 })).toBeNull();
    const empty = initialState([0]);
    expect(canStart(empty)).toBe(false);
    expect(transition(empty, { type: 'start' }).commands).toEqual([]);
    // The first readable sentence is the start: nothing saved there.
    expect(hasSavedPosition(initialState([0, 2], { section: 1, sentence: 0 }))).toBe(false);
  });
  it("a page in the parent's recording is heard as one piece: all of it marked, then the next page", () => {
    let s = run(initialState(shape), { type: 'start' });
    s = heard(heard(s, 0, 0), 0, 1, true);
    // Page 3 (three sentences) is recorded: the player reports its first sentence, whole.
    s = run(s, { type: 'sentenceStarted', position: { section: 1, sentence: 0 } }, { type: 'sentenceDone' }, { type: 'sectionDone' });
    s = run(s, { type: 'sentenceStarted', position: { section: 2, sentence: 0 }, whole: true });
    expect(s.status).toBe('reading');
    expect(s.active).toEqual({ section: 2, sentence: 0, whole: true });
    // Still marked after it ended; the page is read, whatever its number of sentences.
    s = run(s, { type: 'sentenceDone' });
    expect(s.active).toEqual({ section: 2, sentence: 0, whole: true });
    expect(nextReadable(s.shape, s.position)).toBeNull();
    s = run(s, { type: 'sectionDone' }, { type: 'end' });
    expect(s).toMatchObject({ status: 'idle', position: { section: 0, sentence: 0 }, active: null });
  });

  it('a stop while a recording plays keeps its page, to be heard from its start', () => {
    let s = run(initialState(shape), { type: 'readPage', section: 2 });
    s = run(s, { type: 'sentenceStarted', position: { section: 2, sentence: 0 }, whole: true });
    const stopped = transition(s, { type: 'stop' });
    expect(stopped.commands).toEqual([{ type: 'halt' }]);
    expect(stopped.state).toMatchObject({ status: 'stopped', position: { section: 2, sentence: 0 }, active: null });
    expect(transition(stopped.state, { type: 'start' }).commands).toEqual([{ type: 'play', from: { section: 2, sentence: 0 }, until: 2 }]);
  });
});

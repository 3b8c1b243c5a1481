import { readAloudSections } from '@shared/story-text';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlayerListener, PlayRequest, SectionRecording } from './player';
import { ReadAloudSession, type SessionPlayer } from './session';

/** sessionStorage as the browser has it, for the saved position. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A player that only records what it was asked and hands back the listener, so a test plays the sentences. */
function fakePlayer() {
  const plays: { request: PlayRequest; listener: PlayerListener }[] = [];
  let stops = 0;
  const player: SessionPlayer = {
    play: (request, listener) => void plays.push({ request, listener }),
    stop: () => void stops++,
  };
  return { player, plays, stops: () => stops };
}

const content = '[Billede 1]\nEmil vågner. Han smiler.\n[Billede 2]\nMor laver mad.\n[Billede 3]\nDe spiser.';
const sections = readAloudSections(content);

describe('read-aloud session', () => {
  beforeEach(() => {
    globalThis.sessionStorage = memoryStorage();
  });
  afterEach(() => {
    // @ts-expect-error: node has none
    delete globalThis.sessionStorage;
  });

  const setup = (storyId = 'story-1', recordings: readonly (SectionRecording | null)[] = [], myVoice = true) => {
    const fake = fakePlayer();
    const pages: number[] = [];
    const failures: unknown[] = [];
    const session = new ReadAloudSession(
      storyId,
      sections,
      {
        player: fake.player,
        voice: () => 'da-DK-Standard-C',
        myVoice: () => myVoice,
        showPage: (page) => pages.push(page),
        failed: (err) => failures.push(err),
      },
      recordings,
    );
    return { session, fake, pages, failures };
  };

  it("reads with the chosen voice, turns to each section's page as it begins, and keeps the position for a reload", () => {
    const { session, fake, pages } = setup();
    session.send({ type: 'start' });
    expect(fake.plays).toHaveLength(1);
    const { request, listener } = fake.plays[0];
    expect(request).toMatchObject({ from: { section: 0, sentence: 0 }, until: 2, voice: 'da-DK-Standard-C' });
    expect(request.sections).toEqual([['Emil vågner.', 'Han smiler.'], ['Mor laver mad.'], ['De spiser.']]);

    listener.sentenceStarted({ section: 0, sentence: 0 });
    listener.sentenceDone({ section: 0, sentence: 0 });
    listener.sentenceStarted({ section: 0, sentence: 1 });
    listener.sentenceDone({ section: 0, sentence: 1 });
    listener.sectionDone(0);
    listener.sentenceStarted({ section: 1, sentence: 0 });
    expect(pages).toEqual([1, 2]);
    expect(session.getState().active).toEqual({ section: 1, sentence: 0 });

    session.send({ type: 'stop' });
    expect(fake.stops()).toBe(1);
    // A new session of the same story (a reload) resumes there; another story does not, and forgets it.
    expect(setup('story-1').session.getState().position).toEqual({ section: 1, sentence: 0 });
    expect(setup('story-2').session.getState().position).toEqual({ section: 0, sentence: 0 });
    expect(setup('story-1').session.getState().position).toEqual({ section: 0, sentence: 0 });
  });

  it('ignores what a stopped playback still reports, and tells of a failure once', () => {
    const { session, fake, failures } = setup();
    session.send({ type: 'start' });
    const first = fake.plays[0].listener;
    first.sentenceStarted({ section: 0, sentence: 0 });
    session.send({ type: 'stop' });
    session.send({ type: 'start' });
    first.sentenceStarted({ section: 2, sentence: 0 });
    first.end();
    expect(session.getState().status).toBe('preparing');
    const second = fake.plays[1].listener;
    second.failed(new Error('net'));
    expect(session.getState().status).toBe('stopped');
    expect(failures).toHaveLength(1);
  });

  it('a complete read forgets the saved position', () => {
    const { session, fake } = setup();
    session.send({ type: 'readPage', section: 2 });
    const { listener } = fake.plays[0];
    listener.sentenceStarted({ section: 2, sentence: 0 });
    listener.sentenceDone({ section: 2, sentence: 0 });
    listener.sectionDone(2);
    listener.end();
    expect(session.getState().status).toBe('idle');
    expect(sessionStorage.getItem('fortaellehuset.readAloud.position')).toBeNull();
  });

  it("tells the reader's own page turns from the turns reading asks for", () => {
    const { session, fake, pages } = setup();
    session.send({ type: 'start' });
    const { listener } = fake.plays[0];
    listener.sentenceStarted({ section: 0, sentence: 0 });
    // Reading turned to page 1; the reader shows it: not a turn of the reader's own.
    expect(pages).toEqual([1]);
    session.pageShown(1);
    session.send({ type: 'stop' });
    expect(session.getState()).toMatchObject({ turnedTo: null, position: { section: 0, sentence: 0 } });
    // The child turns to page 3 (section 2) and presses start: reading begins there.
    session.pageShown(3);
    session.send({ type: 'start' });
    expect(fake.plays[1].request.from).toEqual({ section: 2, sentence: 0 });
    // The cover is no section.
    session.send({ type: 'stop' });
    session.pageShown(0);
    expect(session.getState().turnedTo).toBeNull();
  });

  it('an edited story keeps a position that still fits; another story starts from the beginning', () => {
    const { session, fake } = setup();
    session.send({ type: 'start' });
    fake.plays[0].listener.sentenceStarted({ section: 1, sentence: 0 });
    session.changeStory('story-1', readAloudSections(`${content} Og så leger de.`));
    expect(session.getState()).toMatchObject({ status: 'idle', position: { section: 1, sentence: 0 } });
    session.changeStory('story-2', sections);
    expect(session.getState().position).toEqual({ section: 0, sentence: 0 });
  });
  it('with «Min stemme», asks the player to play the recorded pages and turns to each as its recording begins', () => {
    const recorded = [null, { url: '/api/files/voice-2.webm?exp=1&sig=a' }, null];
    const { session, fake, pages } = setup('story-1', recorded);
    session.send({ type: 'start' });
    const { request, listener } = fake.plays[0];
    expect(request.recordings).toEqual(recorded);
    expect(request.voice).toBe('da-DK-Standard-C');

    listener.sentenceStarted({ section: 0, sentence: 0 });
    listener.sentenceDone({ section: 0, sentence: 0 });
    listener.sentenceStarted({ section: 0, sentence: 1 });
    listener.sentenceDone({ section: 0, sentence: 1 });
    listener.sectionDone(0);
    // The recorded page: one piece, all of it marked while it plays.
    listener.sentenceStarted({ section: 1, sentence: 0 }, true);
    expect(pages).toEqual([1, 2]);
    expect(session.getState().active).toEqual({ section: 1, sentence: 0, whole: true });
    // Stopped in the middle of the recording: it plays from its start again.
    session.send({ type: 'stop' });
    expect(session.getState().position).toEqual({ section: 1, sentence: 0 });
    session.send({ type: 'start' });
    const again = fake.plays[1].listener;
    again.sentenceStarted({ section: 1, sentence: 0 }, true);
    again.sentenceDone({ section: 1, sentence: 0 });
    again.sectionDone(1);
    // The page without a recording follows in the voice.
    again.sentenceStarted({ section: 2, sentence: 0 });
    expect(session.getState().active).toEqual({ section: 2, sentence: 0 });
    expect(pages).toEqual([1, 2, 2, 3]);
  });

  it('without «Min stemme» chosen, or for a story without recordings, plays no recording', () => {
    const recorded = [null, { url: '/api/files/voice-2.webm' }, null];
    const off = setup('story-1', recorded, false);
    off.session.send({ type: 'start' });
    expect(off.fake.plays[0].request.recordings).toBeUndefined();

    const plain = setup('story-2');
    plain.session.send({ type: 'readPage', section: 1 });
    expect(plain.fake.plays[0].request.recordings ?? []).toEqual([]);
    // A story opened after a recorded one does not keep the other's recordings.
    const { session, fake } = setup('story-1', recorded);
    session.changeStory('story-2', sections);
    session.send({ type: 'start' });
    expect(fake.plays[0].request.recordings).toEqual([]);
  });
});

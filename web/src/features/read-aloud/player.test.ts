import type { VoiceId } from '@shared/voices';
import { ApiError } from '@web/lib/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioOutput, Clip, Playback, Sound } from './audio-output';
import type { Position } from './machine';
import { type PlayerListener, ReadAloudPlayer } from './player';
import { SpeechCache } from './speech-cache';

/**
 * The player against a simulated output clock (fake timers): each sentence's audio lasts one second
 * per word; the voice answers after `latencyMs`.
 */
const words = (text: string) => text.split(/\s+/).length;

function fakeOutput() {
  const played: { text: string; at: number; duration: number; stopped: boolean }[] = [];
  let owner: Playback | null = null;
  const output: AudioOutput & { played: typeof played; unlocked: number } = {
    played,
    unlocked: 0,
    unlock: () => void output.unlocked++,
    now: () => Date.now() / 1000,
    decode: async (bytes) => ({ duration: words(new TextDecoder().decode(bytes)), text: new TextDecoder().decode(bytes) }) as Clip,
    play(clip, at): Sound {
      const entry = {
        text: (clip as Clip & { text: string }).text,
        at: Math.max(at, output.now()),
        duration: clip.duration,
        stopped: false,
      };
      played.push(entry);
      let finish!: () => void;
      const ended = new Promise<void>((resolve) => (finish = resolve));
      const timer = setTimeout(finish, (entry.at + entry.duration - output.now()) * 1000);
      return {
        ended,
        stop: () => {
          entry.stopped = true;
          clearTimeout(timer);
          finish();
        },
      };
    },
    toPerformanceTime: (at) => at * 1000,
    claim(playback) {
      const previous = owner;
      owner = playback;
      if (previous && previous !== playback) previous.stop();
    },
    release(playback) {
      if (owner === playback) owner = null;
    },
  };
  return output;
}

function fakeVoice(latencyMs = 100) {
  const requests: { text: string; voice: VoiceId; at: number; signal: AbortSignal }[] = [];
  const failures = new Map<string, Error[]>();
  const fetchSpeech = (text: string, voice: VoiceId, signal: AbortSignal) => {
    requests.push({ text, voice, at: Date.now() / 1000, signal });
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        const failure = failures.get(text)?.shift();
        if (failure) reject(failure);
        else resolve(new TextEncoder().encode(text).buffer);
      }, latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  return { requests, failures, fetchSpeech };
}

/** The parent's recordings: each address answers its words (one second each), or fails when listed in `failing`. */
function fakeRecordings(latencyMs = 100) {
  const requests: string[] = [];
  const failing = new Set<string>();
  const fetchRecording = (url: string, signal: AbortSignal) => {
    requests.push(url);
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (failing.has(url)) reject(new Error('Recording answered 404'));
        else resolve(new TextEncoder().encode(`recorded ${new URL(url, 'https://fh.test').pathname}`).buffer);
      }, latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  return { requests, failing, fetchRecording };
}

function recorder() {
  const events: string[] = [];
  const at = (p: Position) => `${p.section}.${p.sentence}`;
  const listener: PlayerListener = {
    sentenceStarted: (p, whole) => events.push(`started ${at(p)}${whole ? ' whole' : ''}`),
    sentenceDone: (p) => events.push(`done ${at(p)}`),
    sectionDone: (s) => events.push(`section ${s}`),
    end: () => events.push('end'),
    failed: (err) => events.push(`failed ${(err as Error).message}`),
  };
  return { events, listener };
}

/** Two sections: 'a b' (2 s), 'c' (1 s) | 'd e f' (3 s). */
const sections = [['a b', 'c'], ['d e f']];
const request = { sections, from: { section: 0, sentence: 0 }, until: 1, voice: 'da-DK-Standard-A' as VoiceId };

describe('read-aloud player', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const setup = (latencyMs = 100) => {
    const output = fakeOutput();
    const voice = fakeVoice(latencyMs);
    const recordings = fakeRecordings(latencyMs);
    const wakeLock = { held: false, acquire: () => void (wakeLock.held = true), release: () => void (wakeLock.held = false) };
    const cache = new SpeechCache();
    const player = new ReadAloudPlayer({
      output,
      fetchSpeech: voice.fetchSpeech,
      fetchRecording: recordings.fetchRecording,
      cache,
      wakeLock,
      retryDelayMs: 300,
    });
    return { output, voice, recordings, wakeLock, cache, player };
  };

  it('reads every sentence in order with 200 ms between sentences and 500 ms between sections, however slow the voice', async () => {
    const { output, voice, player, wakeLock } = setup(700);
    const { events, listener } = recorder();
    player.play(request, listener);
    expect(output.unlocked).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events).toEqual([
      'started 0.0',
      'done 0.0',
      'started 0.1',
      'done 0.1',
      'section 0',
      'started 1.0',
      'done 1.0',
      'section 1',
      'end',
    ]);
    expect(voice.requests.map((r) => r.text)).toEqual(['a b', 'c', 'd e f']);
    const [a, c, d] = output.played;
    const t0 = 1000;
    expect(a.at).toBeCloseTo(t0 + 0.7, 6); // the first sentence waits for the voice
    expect(c.at - (a.at + a.duration)).toBeCloseTo(0.2, 6);
    expect(d.at - (c.at + c.duration)).toBeCloseTo(0.5, 6);
    expect(wakeLock.held).toBe(false);
  });

  it('fetches the next sentence while the current one plays, and no further ahead', async () => {
    const { voice, player } = setup(100);
    player.play(request, recorder().listener);
    const asked = () => voice.requests.map((r) => [r.text, Math.round((r.at - 1000) * 1000)]);
    await vi.advanceTimersByTimeAsync(2000);
    // 'a b' arrived at 0.1 s and plays until 2.1 s; 'c' was asked for as it began, 'd e f' not yet.
    expect(asked()).toEqual([
      ['a b', 0],
      ['c', 100],
    ]);
    // 'c' is heard from 2.3 s: now 'd e f' is asked for.
    await vi.advanceTimersByTimeAsync(400);
    expect(asked()).toEqual([
      ['a b', 0],
      ['c', 100],
      ['d e f', 2300],
    ]);
  });

  it('holds the wake lock while playing and stops at once: audio silenced, requests cancelled, nothing more reported', async () => {
    const { output, voice, player, wakeLock } = setup(100);
    const { events, listener } = recorder();
    player.play(request, listener);
    await vi.advanceTimersByTimeAsync(2150); // 'a b' done, 'c' fetched and waiting for its turn at 2.3 s
    expect(wakeLock.held).toBe(true);
    player.stop();
    expect(wakeLock.held).toBe(false);
    expect(output.played.map((p) => [p.text, p.stopped])).toEqual([
      ['a b', false],
      ['c', true],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['started 0.0', 'done 0.0']);
    expect(voice.requests.every((r) => r.signal.aborted)).toBe(true);
    expect(output.played).toHaveLength(2);
  });

  it('plays one thing at a time: a new playback stops the one before, also of another player', async () => {
    const { output, player } = setup(100);
    const other = new ReadAloudPlayer({
      output,
      fetchSpeech: fakeVoice(100).fetchSpeech,
      cache: new SpeechCache(),
      wakeLock: { acquire() {}, release() {} },
    });
    const first = recorder();
    player.play(request, first.listener);
    await vi.advanceTimersByTimeAsync(500);
    other.play({ ...request, from: { section: 1, sentence: 0 } }, recorder().listener);
    expect(output.played[0].stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.events).toEqual(['started 0.0']);
  });

  it('reads from a position and up to the last section asked for', async () => {
    const { voice, player } = setup(100);
    const { events, listener } = recorder();
    player.play({ ...request, from: { section: 0, sentence: 1 }, until: 0 }, listener);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(voice.requests.map((r) => r.text)).toEqual(['c']);
    expect(events).toEqual(['started 0.1', 'done 0.1', 'section 0', 'end']);
  });

  it('asks the server nothing for sentences this tab has heard', async () => {
    const { voice, player } = setup(100);
    player.play(request, recorder().listener);
    await vi.advanceTimersByTimeAsync(20_000);
    const { events, listener } = recorder();
    player.play(request, listener);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(voice.requests).toHaveLength(3);
    expect(events.at(-1)).toBe('end');
  });

  it('reports a refused sentence after the one playing has ended, and tries a failed connection once more', async () => {
    const { voice, player, wakeLock } = setup(100);
    voice.failures.set('c', [new ApiError(429, 'RATE_LIMIT', 'For mange anmodninger')]);
    voice.failures.set('a b', [new ApiError(0, 'NETWORK_ERROR', 'net')]);
    const { events, listener } = recorder();
    player.play(request, listener);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(voice.requests.map((r) => r.text)).toEqual(['a b', 'a b', 'c']);
    expect(events).toEqual(['started 0.0', 'done 0.0', 'failed For mange anmodninger']);
    expect(wakeLock.held).toBe(false);
  });
  describe('with «Min stemme»', () => {
    const recorded = { ...request, recordings: [null, { url: '/api/files/voice-2.webm?exp=1&sig=a' }] };

    it('plays a recorded page as one piece after the pause between pages, and asks the voice only for the other pages', async () => {
      const { output, voice, recordings, player } = setup(100);
      const { events, listener } = recorder();
      player.play(recorded, listener);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(events).toEqual([
        'started 0.0',
        'done 0.0',
        'started 0.1',
        'done 0.1',
        'section 0',
        'started 1.0 whole',
        'done 1.0',
        'section 1',
        'end',
      ]);
      expect(voice.requests.map((r) => r.text)).toEqual(['a b', 'c']);
      expect(recordings.requests).toEqual(['/api/files/voice-2.webm?exp=1&sig=a']);
      const [, c, page2] = output.played;
      expect(page2.text).toBe('recorded /api/files/voice-2.webm');
      expect(page2.at - (c.at + c.duration)).toBeCloseTo(0.5, 6);
    });

    it('hears a recorded page from its start, even when reading resumes inside it', async () => {
      const { voice, player } = setup(100);
      const { events, listener } = recorder();
      player.play({ ...request, from: { section: 0, sentence: 1 }, recordings: [{ url: '/api/files/voice-1.webm' }, null] }, listener);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(events).toEqual(['started 0.0 whole', 'done 0.0', 'section 0', 'started 1.0', 'done 1.0', 'section 1', 'end']);
      expect(voice.requests.map((r) => r.text)).toEqual(['d e f']);
    });

    it("stops a recording at once, and plays it again from the tab's copy, whatever its signature", async () => {
      const { output, recordings, player } = setup(100);
      const first = recorder();
      player.play({ ...recorded, from: { section: 1, sentence: 0 } }, first.listener);
      await vi.advanceTimersByTimeAsync(1000);
      player.stop();
      expect(output.played.map((p) => [p.text, p.stopped])).toEqual([['recorded /api/files/voice-2.webm', true]]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(first.events).toEqual(['started 1.0 whole']);

      const again = recorder();
      player.play(
        { ...recorded, from: { section: 1, sentence: 0 }, recordings: [null, { url: '/api/files/voice-2.webm?exp=2&sig=b' }] },
        again.listener,
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect(again.events).toEqual(['started 1.0 whole', 'done 1.0', 'section 1', 'end']);
      expect(recordings.requests).toHaveLength(1);
    });

    it('reads a page whose recording cannot be had in the voice instead, sentence by sentence', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { voice, recordings, player } = setup(100);
      recordings.failing.add('/api/files/voice-2.webm?exp=1&sig=a');
      const { events, listener } = recorder();
      player.play(recorded, listener);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(events).toEqual([
        'started 0.0',
        'done 0.0',
        'started 0.1',
        'done 0.1',
        'section 0',
        'started 1.0',
        'done 1.0',
        'section 1',
        'end',
      ]);
      expect(voice.requests.map((r) => r.text)).toEqual(['a b', 'c', 'd e f']);
    });
  });
});

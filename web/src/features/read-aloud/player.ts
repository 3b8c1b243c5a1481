import { READ_ALOUD_SECTION_PAUSE_MS, READ_ALOUD_SENTENCE_PAUSE_MS } from '@shared/constants';
import type { VoiceId } from '@shared/voices';
import { isApiError } from '@web/lib/api-client';
import type { AudioOutput, Clip, Playback, Sound } from './audio-output';
import type { Position } from './machine';
import type { SpeechCache } from './speech-cache';
import type { WakeLock } from './wake-lock';

export interface PlayRequest {
  /** The story's read-aloud sections: sentences of section i (page i + 1). */
  sections: readonly (readonly string[])[];
  from: Position;
  /** The last section to read. */
  until: number;
  voice: VoiceId;
}

/** What the player reports, in this order for each sentence: started, done, (sectionDone); then end or failed. */
export interface PlayerListener {
  sentenceStarted(position: Position): void;
  sentenceDone(position: Position): void;
  sectionDone(section: number): void;
  end(): void;
  failed(error: unknown): void;
}

/** One sentence as played, for measurements (see bench/read-aloud.ts). Times in performance.now() ms. */
export interface TraceEntry {
  section: number;
  sentence: number;
  /** when play() was called */
  requestedAt: number;
  /** when the sentence is heard (the output clock's start time, on the performance clock) */
  startedAt: number;
  /** output-clock start and length, seconds: exact gaps */
  outputStart: number;
  duration: number;
  /** when the page was told the sentence began (main thread) */
  heardAt: number;
  /** when the 'ended' event came (main thread) */
  endedAt: number;
  /** the audio came from this tab's cache */
  cached: boolean;
}

export interface PlayerDeps {
  output: AudioOutput;
  fetchSpeech(text: string, voice: VoiceId, signal: AbortSignal): Promise<ArrayBuffer>;
  cache: SpeechCache;
  wakeLock: WakeLock;
  sentencePauseMs?: number;
  sectionPauseMs?: number;
  /** Waits between a failed request and its one retry. */
  retryDelayMs?: number;
  trace?(entry: TraceEntry): void;
}

interface Item {
  position: Position;
  text: string;
  /** seconds of silence after this sentence, before the next */
  pauseAfter: number;
  lastOfSection: boolean;
}

/** Network trouble or a busy server is worth one more try; a refusal (4xx) is not. */
const worthRetrying = (err: unknown) => !isApiError(err) || err.status === 0 || err.status >= 500;

function itemsOf(request: PlayRequest, sentencePause: number, sectionPause: number): Item[] {
  const items: Item[] = [];
  for (let section = request.from.section; section <= request.until && section < request.sections.length; section++) {
    const sentences = request.sections[section];
    const first = section === request.from.section ? request.from.sentence : 0;
    for (let sentence = first; sentence < sentences.length; sentence++) {
      items.push({
        position: { section, sentence },
        text: sentences[sentence],
        pauseAfter: sentencePause,
        lastOfSection: sentence === sentences.length - 1,
      });
    }
  }
  for (let i = 0; i < items.length; i++) {
    const next = items[i + 1];
    items[i].pauseAfter = next && next.position.section !== items[i].position.section ? sectionPause : sentencePause;
  }
  return items;
}

/**
 * Reads sentences aloud one after another, through the app's one audio output. While a sentence
 * plays, the next one is fetched (POST /api/tts) and decoded, and then scheduled on the audio clock
 * at the end of the current one plus the pause (200 ms between sentences, 500 ms between
 * sections), so the silence is the pause and not the time the voice took. Holds a screen wake lock
 * while playing. Stopping silences the audio at once, cancels requests under way and reports
 * nothing more.
 */
export class ReadAloudPlayer {
  private current: RunningPlayback | null = null;

  constructor(private readonly deps: PlayerDeps) {}

  /** Stops any playback in the app and reads the request. Call inside the user's click (see AudioOutput.unlock). */
  play(request: PlayRequest, listener: PlayerListener) {
    this.stop();
    this.deps.output.unlock();
    const playback = new RunningPlayback(request, listener, this.deps, () => {
      if (this.current === playback) this.current = null;
    });
    this.current = playback;
    playback.start();
  }

  stop() {
    this.current?.stop();
    this.current = null;
  }
}

class RunningPlayback implements Playback {
  private stopped = false;
  private readonly abort = new AbortController();
  private readonly sounds = new Set<Sound>();
  private readonly waits = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly items: Item[];
  private readonly requestedAt = performance.now();

  constructor(
    private readonly request: PlayRequest,
    private readonly listener: PlayerListener,
    private readonly deps: PlayerDeps,
    private readonly onFinished: () => void,
  ) {
    this.items = itemsOf(
      request,
      (deps.sentencePauseMs ?? READ_ALOUD_SENTENCE_PAUSE_MS) / 1000,
      (deps.sectionPauseMs ?? READ_ALOUD_SECTION_PAUSE_MS) / 1000,
    );
  }

  start() {
    this.deps.output.claim(this);
    if (this.items.length === 0) queueMicrotask(() => this.finish());
    else void this.run();
  }

  stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.abort.abort();
    for (const sound of this.sounds) sound.stop();
    for (const timer of this.timers) clearTimeout(timer);
    for (const wake of this.waits) wake();
    this.sounds.clear();
    this.deps.wakeLock.release();
    this.deps.output.release(this);
    this.onFinished();
  }

  /** Resolves after `ms`, or at once when the playback stops. */
  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        this.waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.timers.add(timer);
      this.waits.add(done);
    });
  }

  /** Resolves when the output clock reaches `at` (timers and the audio clock drift a little apart). */
  private async until(at: number) {
    for (let left = at - this.deps.output.now(); left > 0.002 && !this.stopped; left = at - this.deps.output.now()) {
      await this.sleep(left * 1000);
    }
  }

  private async fetchBytes(item: Item): Promise<{ bytes: ArrayBuffer; cached: boolean }> {
    const { cache, fetchSpeech } = this.deps;
    const cached = cache.get(item.text, this.request.voice);
    if (cached) return { bytes: cached, cached: true };
    let bytes: ArrayBuffer;
    try {
      bytes = await fetchSpeech(item.text, this.request.voice, this.abort.signal);
    } catch (err) {
      if (this.stopped || !worthRetrying(err)) throw err;
      await this.sleep(this.deps.retryDelayMs ?? 300);
      if (this.stopped) throw err;
      bytes = await fetchSpeech(item.text, this.request.voice, this.abort.signal);
    }
    cache.set(item.text, this.request.voice, bytes);
    return { bytes, cached: false };
  }

  /** The item's audio, fetched and decoded. */
  private async load(index: number): Promise<{ clip: Clip; cached: boolean }> {
    const { bytes, cached } = await this.fetchBytes(this.items[index]);
    return { clip: await this.deps.output.decode(bytes), cached };
  }

  private async run() {
    const { output } = this.deps;
    let nextAt = 0;
    let previous: { sound: Sound; startsAt: number } | null = null;
    // Each turn waits until sentence i - 1 is heard, fetches and decodes sentence i while it plays,
    // then queues sentence i on the audio clock behind it: one sentence ahead, never more.
    for (let i = 0; i < this.items.length; i++) {
      const item = this.items[i];
      if (previous) await this.until(previous.startsAt);
      if (this.stopped) return;
      let loaded: { clip: Clip; cached: boolean };
      try {
        loaded = await this.load(i);
      } catch (err) {
        if (previous) await previous.sound.ended;
        return this.fail(err);
      }
      if (this.stopped) return;
      const startsAt = Math.max(nextAt, output.now());
      const sound = output.play(loaded.clip, startsAt);
      this.sounds.add(sound);
      if (i === 0) this.deps.wakeLock.acquire();
      nextAt = startsAt + loaded.clip.duration + item.pauseAfter;
      void this.report(i, sound, startsAt, loaded);
      previous = { sound, startsAt };
    }
  }

  private reported = Promise.resolve();

  /** Reports each sentence in order: started when it is heard, done when it has ended. */
  private report(index: number, sound: Sound, startsAt: number, { clip, cached }: { clip: Clip; cached: boolean }) {
    const item = this.items[index];
    this.reported = this.reported.then(async () => {
      await this.until(startsAt);
      if (this.stopped) return;
      const heardAt = performance.now();
      this.listener.sentenceStarted(item.position);
      await sound.ended;
      this.sounds.delete(sound);
      if (this.stopped) return;
      this.deps.trace?.({
        section: item.position.section,
        sentence: item.position.sentence,
        requestedAt: this.requestedAt,
        startedAt: this.deps.output.toPerformanceTime(startsAt),
        outputStart: startsAt,
        duration: clip.duration,
        heardAt,
        endedAt: performance.now(),
        cached,
      });
      this.listener.sentenceDone(item.position);
      if (item.lastOfSection) this.listener.sectionDone(item.position.section);
      if (index === this.items.length - 1) this.finish();
    });
  }

  private finish() {
    if (this.stopped) return;
    this.stop();
    this.listener.end();
  }

  private fail(error: unknown) {
    if (this.stopped) return;
    this.stop();
    this.listener.failed(error);
  }
}

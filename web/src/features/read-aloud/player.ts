import { READ_ALOUD_SECTION_PAUSE_MS, READ_ALOUD_SENTENCE_PAUSE_MS } from '@shared/constants';
import type { VoiceId } from '@shared/voices';
import { isApiError } from '@web/lib/api-client';
import type { AudioOutput, Clip, Playback, Sound } from './audio-output';
import type { Position } from './machine';
import type { SpeechCache } from './speech-cache';
import type { WakeLock } from './wake-lock';

/** A page in the parent's own voice («Min stemme»): where its recording is. */
export interface SectionRecording {
  url: string;
}

export interface PlayRequest {
  /** The story's read-aloud sections: sentences of section i (page i + 1). */
  sections: readonly (readonly string[])[];
  from: Position;
  /** The last section to read. */
  until: number;
  /** The voice of every sentence, and of every section without a recording. */
  voice: VoiceId;
  /**
   * «Min stemme»: section i's recording, played as one piece from the section's start instead of
   * its sentences; null (or none) where the section is read in `voice`.
   */
  recordings?: readonly (SectionRecording | null)[];
}

/**
 * What the player reports, in this order for each sentence: started, done, (sectionDone); then end
 * or failed. A recorded section is one sentence, its first, reported `whole`.
 */
export interface PlayerListener {
  sentenceStarted(position: Position, whole?: boolean): void;
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
  /** A page's recording (GET its address); without it, recorded pages are read in the voice. */
  fetchRecording?(url: string, signal: AbortSignal): Promise<ArrayBuffer>;
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
  /** The whole section in the parent's voice; `text` is then unused */
  recording?: SectionRecording;
  /** seconds of silence after this sentence, before the next */
  pauseAfter: number;
  lastOfSection: boolean;
}

/** Network trouble or a busy server is worth one more try; a refusal (4xx) is not. */
const worthRetrying = (err: unknown) => !isApiError(err) || err.status === 0 || err.status >= 500;

/** A section's sentences from `first` on, read in the voice. */
function sentenceItems(request: PlayRequest, section: number, first: number): Item[] {
  const sentences = request.sections[section];
  return sentences.slice(first).map((text, i) => ({
    position: { section, sentence: first + i },
    text,
    pauseAfter: 0,
    lastOfSection: first + i === sentences.length - 1,
  }));
}

/** The pauses after each item: 200 ms between sentences, 500 ms between sections. */
function pace(items: Item[], sentencePause: number, sectionPause: number) {
  for (let i = 0; i < items.length; i++) {
    const next = items[i + 1];
    items[i].pauseAfter = next && next.position.section !== items[i].position.section ? sectionPause : sentencePause;
  }
}

function itemsOf(request: PlayRequest, sentencePause: number, sectionPause: number): Item[] {
  const items: Item[] = [];
  for (let section = request.from.section; section <= request.until && section < request.sections.length; section++) {
    const recording = request.recordings?.[section];
    // A recording cannot begin mid-page: a reading that begins inside a recorded page hears all of it.
    if (recording && request.sections[section].length > 0) {
      items.push({ position: { section, sentence: 0 }, text: '', recording, pauseAfter: 0, lastOfSection: true });
    } else {
      items.push(...sentenceItems(request, section, section === request.from.section ? request.from.sentence : 0));
    }
  }
  pace(items, sentencePause, sectionPause);
  return items;
}

/**
 * Reads sentences aloud one after another, through the app's one audio output; a page the parent
 * recorded («Min stemme») is one piece, fetched (GET) ahead like a sentence. While a sentence
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
  private readonly sentencePause: number;
  private readonly sectionPause: number;

  constructor(
    private readonly request: PlayRequest,
    private readonly listener: PlayerListener,
    private readonly deps: PlayerDeps,
    private readonly onFinished: () => void,
  ) {
    this.sentencePause = (deps.sentencePauseMs ?? READ_ALOUD_SENTENCE_PAUSE_MS) / 1000;
    this.sectionPause = (deps.sectionPauseMs ?? READ_ALOUD_SECTION_PAUSE_MS) / 1000;
    this.items = itemsOf(request, this.sentencePause, this.sectionPause);
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

  private async fetchRecording({ url }: SectionRecording): Promise<{ bytes: ArrayBuffer; cached: boolean }> {
    const { cache, fetchRecording } = this.deps;
    if (!fetchRecording) throw new Error('No way to fetch a recording');
    const cached = cache.getRecording(url);
    if (cached) return { bytes: cached, cached: true };
    const bytes = await fetchRecording(url, this.abort.signal);
    cache.setRecording(url, bytes);
    return { bytes, cached: false };
  }

  /** The item's audio, fetched and decoded. */
  private async load(index: number): Promise<{ clip: Clip; cached: boolean }> {
    const item = this.items[index];
    if (item.recording) {
      try {
        const { bytes, cached } = await this.fetchRecording(item.recording);
        return { clip: await this.deps.output.decode(bytes), cached };
      } catch (err) {
        if (this.stopped) throw err;
        // A recording that cannot be fetched or played (gone, offline and not saved, a format this
        // browser cannot decode) is not the end of reading: its page is read in the voice instead.
        console.warn('Recording unavailable, reading the page in the voice', err);
        this.items.splice(index, 1, ...sentenceItems(this.request, item.position.section, 0));
        pace(this.items, this.sentencePause, this.sectionPause);
        return this.load(index);
      }
    }
    const { bytes, cached } = await this.fetchBytes(item);
    return { clip: await this.deps.output.decode(bytes), cached };
  }

  private async run() {
    const { output } = this.deps;
    let nextAt = 0;
    let previous: { sound: Sound; startsAt: number } | null = null;
    // Each turn waits until sentence i - 1 is heard, fetches and decodes sentence i while it plays,
    // then queues sentence i on the audio clock behind it: one sentence ahead, never more.
    for (let i = 0; i < this.items.length; i++) {
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
      // Read after loading: a recording that failed was replaced by its page's sentences.
      nextAt = startsAt + loaded.clip.duration + this.items[i].pauseAfter;
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
      this.listener.sentenceStarted(item.position, item.recording !== undefined);
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

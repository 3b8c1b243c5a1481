/**
 * Where all speech is heard: one Web Audio context for the whole app. Sentences are decoded ahead
 * and started at a time on the audio clock, so the pause between two sentences is exactly the
 * pause asked for, whatever the main thread is doing at that moment.
 *
 * One playback at a time: a player claims the output before it plays, and the claim stops whoever
 * held it. The context is suspended while the page is hidden and resumed when it is shown again.
 */

/** Decoded audio, ready to play. */
export interface Clip {
  /** seconds */
  readonly duration: number;
}

export interface Sound {
  /** Resolves when the sound has played to its end, or was stopped. */
  readonly ended: Promise<void>;
  stop(): void;
}

export interface Playback {
  stop(): void;
}

export interface AudioOutput {
  /** Allows sound; must run inside the click or key press that starts reading (browsers' autoplay rules). */
  unlock(): void;
  /** The output clock, in seconds. */
  now(): number;
  decode(bytes: ArrayBuffer): Promise<Clip>;
  /** Plays the clip when the output clock reaches `at` (at once when that has passed). */
  play(clip: Clip, at: number): Sound;
  /** performance.now() at which output time `at` is (or was) heard; for measuring. */
  toPerformanceTime(at: number): number;
  /** Stops the playback that held the output, if another. */
  claim(playback: Playback): void;
  release(playback: Playback): void;
}

class WebAudioOutput implements AudioOutput {
  private context: AudioContext | null = null;
  private owner: Playback | null = null;
  private suspendedWhileHidden = false;

  private get ctx(): AudioContext {
    if (!this.context) {
      this.context = new AudioContext();
      document.addEventListener('visibilitychange', this.onVisibility);
    }
    return this.context;
  }

  private onVisibility = () => {
    const ctx = this.context;
    if (!ctx) return;
    if (document.visibilityState === 'hidden' && ctx.state === 'running') {
      this.suspendedWhileHidden = true;
      void ctx.suspend();
    } else if (document.visibilityState === 'visible' && this.suspendedWhileHidden) {
      this.suspendedWhileHidden = false;
      void ctx.resume();
    }
  };

  unlock() {
    if (this.ctx.state !== 'running') void this.ctx.resume();
  }

  now() {
    return this.ctx.currentTime;
  }

  decode(bytes: ArrayBuffer): Promise<Clip> {
    return this.ctx.decodeAudioData(bytes);
  }

  play(clip: Clip, at: number): Sound {
    const ctx = this.ctx;
    const source = ctx.createBufferSource();
    source.buffer = clip as AudioBuffer;
    source.connect(ctx.destination);
    let finish!: () => void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    source.onended = () => {
      source.disconnect();
      finish();
    };
    source.start(Math.max(at, ctx.currentTime));
    return {
      ended,
      stop: () => {
        source.onended = null;
        try {
          source.stop();
        } catch {
          // never started
        }
        source.disconnect();
        finish();
      },
    };
  }

  toPerformanceTime(at: number) {
    const ctx = this.ctx;
    const stamp = ctx.getOutputTimestamp?.();
    if (stamp?.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0) {
      return stamp.performanceTime + (at - stamp.contextTime) * 1000;
    }
    return performance.now() + (at - ctx.currentTime) * 1000;
  }

  claim(playback: Playback) {
    const previous = this.owner;
    this.owner = playback;
    if (previous && previous !== playback) previous.stop();
  }

  release(playback: Playback) {
    if (this.owner === playback) this.owner = null;
  }
}

let shared: AudioOutput | null = null;

/** The app's one output, made on first use. */
export function audioOutput(): AudioOutput {
  shared ??= new WebAudioOutput();
  return shared;
}

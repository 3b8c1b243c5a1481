import { RECORDING_MAX_BYTES } from '@shared/constants';
import { mediaMessages as m } from '@shared/messages.da';

/**
 * The pure parts of «Indtal siden» (hooks/use-recorder.ts holds the browser's part): which format to
 * record in, what to tell the parent when the microphone cannot be used, the level of the sound, and
 * the clock that counts the seconds and stops a take at the limit.
 */

/** The formats the server keeps (docs/0021-photos-and-voice.md), the most compact first. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first format the browser can record; undefined lets the browser choose (the server then decides by the bytes). */
export function recordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/** Thrown when the browser has no MediaRecorder or no getUserMedia. */
export class RecorderUnsupportedError extends Error {
  constructor() {
    super('MediaRecorder or getUserMedia is missing');
    this.name = 'RecorderUnsupportedError';
  }
}

/** What the parent is told when a take cannot start: by the DOMException's name (older names included). */
export function recorderErrorText(err: unknown): string {
  const name = err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err) ? String((err as Error).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return m.micRefused;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return m.micMissing;
    case 'NotReadableError':
    case 'TrackStartError':
      return m.micBusy;
    case 'RecorderUnsupportedError':
    case 'NotSupportedError':
      return m.recorderUnsupported;
    default:
      return m.recordFailed;
  }
}

/** A take the server would refuse for its size, said before it is sent; null when it may go. */
export const recordingRefusal = (take: { size: number }): string | null =>
  take.size > RECORDING_MAX_BYTES ? m.recordingTooLarge(RECORDING_MAX_BYTES / 1e6) : null;

/** The quietest sound the meter shows, in dB below full scale; from there to full scale fills the bar. */
const METER_FLOOR_DB = 50;

/**
 * How loud one frame is, 0 to 1, from an AnalyserNode's byte time-domain samples (128 is silence):
 * its root mean square in decibels, so ordinary speech (about -30 to -15 dB) fills about half of the bar.
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const centred = (samples[i] - 128) / 128;
    sum += centred * centred;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + METER_FLOOR_DB) / METER_FLOOR_DB));
}

/**
 * A take stops a little before the limit, so the file's own length (read by the server) stays
 * within it even when the stop reaches the recorder late.
 */
export const STOP_MARGIN_MS = 500;
const TICK_MS = 200;

interface ClockOptions {
  maxSeconds: number;
  /** Whole seconds recorded so far: 0 at once, then each time it grows; `maxSeconds` at the limit */
  onTick: (seconds: number) => void;
  /** The limit is reached: the take must stop */
  onLimit: () => void;
  now?: () => number;
}

/** Counts a take's seconds and calls `onLimit` once at the limit; the returned function stops the clock. */
export function startRecordingClock({ maxSeconds, onTick, onLimit, now = Date.now }: ClockOptions): () => void {
  const startedAt = now();
  const limitMs = maxSeconds * 1000 - STOP_MARGIN_MS;
  let shown = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(ticker);
    clearTimeout(limit);
  };
  const reachLimit = () => {
    if (stopped) return;
    stop();
    onTick(maxSeconds);
    onLimit();
  };
  const ticker = setInterval(() => {
    const elapsed = now() - startedAt;
    if (elapsed >= limitMs) return reachLimit();
    const seconds = Math.floor(elapsed / 1000);
    if (seconds !== shown) onTick((shown = seconds));
  }, TICK_MS);
  const limit = setTimeout(reachLimit, limitMs);
  onTick(0);
  return stop;
}

/** A take's length as the parent is told it: whole seconds, at least 1. */
export const takeSeconds = (elapsedMs: number) => Math.max(1, Math.round(elapsedMs / 1000));

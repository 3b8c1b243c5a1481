import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from '@shared/constants';
import { errorCatalogue, mediaMessages as m } from '@shared/messages.da';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  levelOf,
  RECORDING_TYPES,
  RecorderUnsupportedError,
  recorderErrorText,
  recordingRefusal,
  recordingType,
  startRecordingClock,
  STOP_MARGIN_MS,
  takeSeconds,
} from './recorder';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('recordingType', () => {
  it('takes the first format the server keeps that the browser records', () => {
    expect(recordingType(() => true)).toBe('audio/webm;codecs=opus');
    // Firefox without WebM recording, Safari with MP4 only.
    expect(recordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(recordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
  });

  it('leaves the choice to the browser when it records none of them', () => {
    expect(recordingType(() => false)).toBeUndefined();
  });

  it('asks only about the three formats the server takes', () => {
    const asked: string[] = [];
    recordingType((type) => (asked.push(type), false));
    expect(asked).toEqual([...RECORDING_TYPES]);
  });
});

describe('recorderErrorText', () => {
  it('tells a refused microphone, a missing one and a busy one apart', () => {
    expect(recorderErrorText(domError('NotAllowedError'))).toBe(m.micRefused);
    expect(recorderErrorText(domError('SecurityError'))).toBe(m.micRefused);
    expect(recorderErrorText(domError('NotFoundError'))).toBe(m.micMissing);
    expect(recorderErrorText(domError('NotReadableError'))).toBe(m.micBusy);
  });

  it('says the browser cannot record when MediaRecorder is missing or refuses the format', () => {
    expect(recorderErrorText(new RecorderUnsupportedError())).toBe(m.recorderUnsupported);
    expect(recorderErrorText(domError('NotSupportedError'))).toBe(m.recorderUnsupported);
  });

  it('falls back to a general text for anything else', () => {
    expect(recorderErrorText(new TypeError('boom'))).toBe(m.recordFailed);
    expect(recorderErrorText(null)).toBe(m.recordFailed);
    // A DOMException-like object that is not an Error (older Safari).
    expect(recorderErrorText({ name: 'NotAllowedError' })).toBe(m.micRefused);
  });
});

describe('recordingRefusal', () => {
  it("refuses a take over the limit with the server's own text", () => {
    expect(recordingRefusal({ size: RECORDING_MAX_BYTES + 1 })).toBe(errorCatalogue.RECORDING_TOO_LARGE.message);
    expect(recordingRefusal({ size: RECORDING_MAX_BYTES })).toBeNull();
  });
});

describe('levelOf', () => {
  const wave = (amplitude: number) => Uint8Array.from({ length: 512 }, (_, i) => (i % 2 ? 128 + amplitude : 128 - amplitude));

  it('is 0 for silence and grows with the sound, never past 1', () => {
    expect(levelOf(new Uint8Array(512).fill(128))).toBe(0);
    expect(levelOf([])).toBe(0);
    expect(levelOf(wave(3))).toBeGreaterThan(0);
    expect(levelOf(wave(30))).toBeGreaterThan(levelOf(wave(3)));
    expect(levelOf(Uint8Array.from({ length: 512 }, (_, i) => (i % 2 ? 255 : 0)))).toBeCloseTo(1, 2);
  });

  it('shows ordinary speech (about -26 dB) near the middle of the bar', () => {
    expect(levelOf(wave(6))).toBeGreaterThan(0.4);
    expect(levelOf(wave(6))).toBeLessThan(0.6);
  });
});

describe('startRecordingClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds and stops the take once, just before the limit', () => {
    const ticks: number[] = [];
    const onLimit = vi.fn();
    startRecordingClock({ maxSeconds: RECORDING_MAX_SECONDS, onTick: (s) => ticks.push(s), onLimit });
    expect(ticks).toEqual([0]);

    vi.advanceTimersByTime(12_100);
    expect(ticks.at(-1)).toBe(12);
    expect(new Set(ticks).size).toBe(ticks.length);

    vi.advanceTimersByTime(RECORDING_MAX_SECONDS * 1000 - STOP_MARGIN_MS - 12_100 - 1);
    expect(onLimit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLimit).toHaveBeenCalledTimes(1);
    // The counter ends at the limit, so it reads «60 af 60 sekunder».
    expect(ticks.at(-1)).toBe(RECORDING_MAX_SECONDS);

    vi.advanceTimersByTime(10_000);
    expect(onLimit).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing more once the parent has stopped the take', () => {
    const onTick = vi.fn();
    const onLimit = vi.fn();
    const stop = startRecordingClock({ maxSeconds: 60, onTick, onLimit });
    vi.advanceTimersByTime(5_000);
    stop();
    const ticks = onTick.mock.calls.length;
    vi.advanceTimersByTime(120_000);
    expect(onTick).toHaveBeenCalledTimes(ticks);
    expect(onLimit).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at the limit even when the page was in the background and its timers were late', () => {
    let now = 0;
    const onLimit = vi.fn();
    startRecordingClock({ maxSeconds: 60, onTick: () => undefined, onLimit, now: () => now });
    // The first tick comes after the wall clock has already passed the limit.
    now = 61_000;
    vi.advanceTimersByTime(200);
    expect(onLimit).toHaveBeenCalledTimes(1);
  });
});

describe('takeSeconds', () => {
  it('rounds to whole seconds, at least one', () => {
    expect(takeSeconds(120)).toBe(1);
    expect(takeSeconds(12_400)).toBe(12);
    expect(takeSeconds(12_600)).toBe(13);
  });
});

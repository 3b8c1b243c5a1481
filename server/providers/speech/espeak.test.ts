import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppError, toAppError } from '../../http/errors';
import { ProviderError } from '../errors';
import { setLogLevel } from '../../logger';
import { decodeMp3 } from '../../test/decode-mp3';
import { espeakSpeechProvider } from './espeak';
import { readMp3 } from './mp3.mjs';

const sentence = 'Emil skal til tandlægen i dag, og det er helt i orden.';
const engine = espeakSpeechProvider({ workers: 2 });
beforeAll(() => setLogLevel('silent'));
afterAll(() => engine.close());

/** Median fundamental frequency of the voiced frames, by autocorrelation (60-400 Hz). */
function medianPitch(samples: Int16Array, sampleRate: number): number {
  const frame = 1024;
  const pitches: number[] = [];
  for (let start = 0; start + frame < samples.length; start += 512) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[start + i] ** 2;
    if (energy / frame < 1e6) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag < sampleRate / 60; lag++) {
      let c = 0;
      for (let i = 0; i < frame - lag; i++) c += samples[start + i] * samples[start + i + lag];
      if (c / energy > best) {
        best = c / energy;
        bestLag = lag;
      }
    }
    if (best > 0.5) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

describe('offline speech (eSpeak NG)', () => {
  it('speaks a Danish sentence as 22 kHz mono MP3 at 32 kbit/s, gapless, of a plausible length', async () => {
    const result = await engine.synthesize({ text: sentence, voice: 'da-DK-Standard-A' });
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.extension).toBe('mp3');
    const mp3 = readMp3(result.audio)!;
    expect(mp3).toMatchObject({ sampleRate: 22050, channels: 1, bitrate: 32, gapless: { encoderDelay: 576 } });
    // Nothing but MP3 frames, the first of them the gapless tag.
    expect(mp3.bytesRead).toBe(result.audio.length);
    expect(mp3.gapless!.padding).toBeLessThan(576 * 2);
    // A gapless decoder (as Chromium's) gets exactly the samples the tag promises: the player's pauses are exact.
    const decoded = await decodeMp3(result.audio);
    expect(decoded.sampleRate).toBe(22050);
    expect(decoded.samples.length).toBe(mp3.samples);
    expect(mp3.durationSeconds).toBeGreaterThan(1);
    expect(mp3.durationSeconds).toBeLessThan(8);
    // About 4 kB a second of speech: less than a tenth of the 16-bit WAV's 44.1 kB.
    expect(result.audio.length).toBeLessThan((mp3.durationSeconds * 2 * 22050) / 10);
    const samples = decoded.samples;
    expect(rms(samples)).toBeGreaterThan(500);
    // The silence eSpeak leaves at the end is cut to 0.1 s; the reader makes its own pauses.
    let last = samples.length - 1;
    while (Math.abs(samples[last]) <= 64) last--;
    expect((samples.length - 1 - last) / 22050).toBeLessThan(0.15);
  });

  it('has two clearly different voices: a higher female and a lower male', async () => {
    const [a, c] = await Promise.all([
      engine.synthesize({ text: sentence, voice: 'da-DK-Standard-A' }),
      engine.synthesize({ text: sentence, voice: 'da-DK-Standard-C' }),
    ]);
    expect(a.audio.equals(c.audio)).toBe(false);
    const pitchA = medianPitch((await decodeMp3(a.audio)).samples, 22050);
    const pitchC = medianPitch((await decodeMp3(c.audio)).samples, 22050);
    expect(pitchA).toBeGreaterThan(160);
    expect(pitchC).toBeLessThan(120);
    expect(pitchC).toBeGreaterThan(60);
  });

  it('answers the same bytes for the same sentence and voice, on any worker and at any time', async () => {
    const request = { text: 'Mor går med, og hun holder Emil i hånden.', voice: 'da-DK-Standard-C' } as const;
    const together = await Promise.all([engine.synthesize(request), engine.synthesize(request)]);
    // eSpeak would seed its noise from the clock; a second later must not change a byte.
    await new Promise((r) => setTimeout(r, 1100));
    const later = await engine.synthesize(request);
    expect(together[0].audio.equals(together[1].audio)).toBe(true);
    expect(later.audio.equals(together[0].audio)).toBe(true);
  });

  it('speaks text that looks like command-line options instead of obeying it', async () => {
    const result = await engine.synthesize({ text: '--help -v en -w /etc/x', voice: 'da-DK-Standard-A' });
    expect(readMp3(result.audio)!.durationSeconds).toBeGreaterThan(0.5);
  });

  it('keeps the event loop free while it synthesizes', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const texts = [
      'Mor henter Emil i børnehaven.',
      'Bagefter spiser de aftensmad.',
      'Så er det tid til at sove.',
      'I morgen er en ny dag.',
    ];
    await Promise.all(texts.map((text) => engine.synthesize({ text, voice: 'da-DK-Standard-A' })));
    delay.disable();
    // A synthesis and its encoding take ~100 ms of CPU; on the main thread four would stall it for several times that.
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it('fails with the Danish synthesis error after it is closed', async () => {
    const closing = espeakSpeechProvider();
    await closing.close();
    const thrown = await closing.synthesize({ text: sentence, voice: 'da-DK-Standard-A' }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ProviderError);
    const err = toAppError(thrown);
    expect((err as AppError).code).toBe('SYNTHESIS_FAILED');
    expect((err as AppError).message).toBe('Kunne ikke generere tale');
  });
});

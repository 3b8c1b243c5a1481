import { describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../test/decode-mp3';
import { ENCODER_DELAY, frameAt, mp3Encoder, readMp3 } from './mp3.mjs';

const RATE = 22_050;

/** A gliding tone with silence around it, so a shift of one sample shows. */
function chirp(seconds: number): Int16Array {
  const n = Math.round(seconds * RATE);
  return Int16Array.from({ length: n }, (_, i) => {
    const t = i / RATE;
    const inside = i > RATE * 0.2 && i < n - RATE * 0.2;
    return inside ? Math.round(9000 * Math.sin(2 * Math.PI * (200 + 300 * t) * t)) : 0;
  });
}

/** The shift (in samples) at which `decoded` matches `original` best. */
function bestLag(original: Int16Array, decoded: Int16Array): number {
  let best = -Infinity;
  let bestLag = NaN;
  for (let lag = -8; lag <= 8; lag++) {
    let c = 0;
    for (let i = 100; i < original.length - 100; i++) c += original[i] * (decoded[i + lag] ?? 0);
    if (c > best) {
      best = c;
      bestLag = lag;
    }
  }
  return bestLag;
}

describe('MP3 of the offline voice', () => {
  it('decodes gaplessly to exactly the samples encoded, not shifted by the encoder delay', async () => {
    const encoder = await mp3Encoder();
    for (const seconds of [0.5, 2.37, 6]) {
      const original = chirp(seconds);
      const mp3 = encoder.encode(original, RATE, { bitrate: 32 });
      const info = readMp3(mp3)!;
      expect(info).toMatchObject({
        sampleRate: RATE,
        channels: 1,
        bitrate: 32,
        samples: original.length,
        gapless: { encoderDelay: ENCODER_DELAY },
      });
      // The frames hold the delay, the sound and the padding, to the sample.
      expect(info.frames * 576).toBe(ENCODER_DELAY + original.length + info.gapless!.padding);
      const decoded = await decodeMp3(mp3);
      expect(decoded.samples.length).toBe(original.length);
      expect(bestLag(original, decoded.samples)).toBe(0);
      // 32 kbit/s: 4 kB a second, and one frame for the tag.
      expect(mp3.length).toBeLessThan(((original.length + 2 * 576) / RATE) * 4000 + 2 * 105);
    }
  });

  it('starts with an Info frame that a decoder without the tag hears as one silent frame', async () => {
    const mp3 = (await mp3Encoder()).encode(chirp(1), RATE, { bitrate: 32 });
    const tag = frameAt(mp3, 0)!;
    expect(tag).toMatchObject({ sampleRate: RATE, bitrate: 32, samples: 576 });
    expect(mp3.toString('latin1', 4 + 9, 4 + 9 + 4)).toBe('Info');
    expect(mp3.toString('latin1', 4 + 9 + 20, 4 + 9 + 29)).toBe('LAME3.100');
    // Silent side information: no main data to decode.
    expect([...mp3.subarray(4, 13)].every((b) => b === 0)).toBe(true);
    // The next frame is the first of the audio.
    expect(frameAt(mp3, tag.length)).toMatchObject({ bitrate: 32 });
  });

  it('puts the tag in a larger frame when the bitrate leaves too little room for it', async () => {
    const original = chirp(1);
    const mp3 = (await mp3Encoder()).encode(original, RATE, { bitrate: 8 });
    expect(frameAt(mp3, 0)!.bitrate).toBeGreaterThan(8);
    expect(readMp3(mp3)).toMatchObject({ bitrate: 8, samples: original.length });
    expect((await decodeMp3(mp3)).samples.length).toBe(original.length);
  });
});

import { describe, expect, it } from 'vitest';
import { pcm16Wav } from '../../test/pcm-wav';
import { parseWav, pcm16Samples, trimTrailingSilence } from './wav.mjs';

describe('WAV', () => {
  it('reads the header of a WAV and refuses other bytes', () => {
    expect(parseWav(pcm16Wav([1, 2, 3, 4], 8000))).toMatchObject({
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
      dataOffset: 44,
      dataBytes: 8,
    });
    expect(parseWav(Buffer.from('ID3 not a wav file'))).toBeNull();
    expect(parseWav(Buffer.alloc(0))).toBeNull();
  });

  it('cuts trailing silence to the kept length and keeps the header true', () => {
    const sound = [0, 500, -800, 900, 0, 0];
    const trimmed = trimTrailingSilence(pcm16Wav([...sound, ...new Array(500).fill(3)], 1000), 100);
    const info = parseWav(trimmed)!;
    // 4 samples of sound (the last is at index 3), then 100 ms = 100 samples at 1 kHz.
    expect(info.dataBytes).toBe((4 + 100) * 2);
    expect(trimmed.length).toBe(44 + info.dataBytes);
    expect(trimmed.readUInt32LE(4)).toBe(trimmed.length - 8);
    expect(Array.from(pcm16Samples(trimmed).slice(0, 4))).toEqual([0, 500, -800, 900]);
    const short = pcm16Wav([100, 100, 0], 1000);
    expect(trimTrailingSilence(short, 100)).toBe(short);
  });
});

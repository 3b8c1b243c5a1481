import { describe, expect, it } from 'vitest';
import { parseWav, pcm16Samples, trimTrailingSilence } from './wav';

/** A 16-bit mono PCM WAV of the given samples. */
function wav(samples: number[], sampleRate = 1000): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe('WAV', () => {
  it('reads the header of a WAV and refuses other bytes', () => {
    expect(parseWav(wav([1, 2, 3, 4], 8000))).toMatchObject({ format: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16, dataOffset: 44, dataBytes: 8 });
    expect(parseWav(Buffer.from('ID3 not a wav file'))).toBeNull();
    expect(parseWav(Buffer.alloc(0))).toBeNull();
  });

  it('cuts trailing silence to the kept length and keeps the header true', () => {
    const sound = [0, 500, -800, 900, 0, 0];
    const trimmed = trimTrailingSilence(wav([...sound, ...new Array(500).fill(3)]), 100);
    const info = parseWav(trimmed)!;
    // 4 samples of sound (the last is at index 3), then 100 ms = 100 samples at 1 kHz.
    expect(info.dataBytes).toBe((4 + 100) * 2);
    expect(trimmed.length).toBe(44 + info.dataBytes);
    expect(trimmed.readUInt32LE(4)).toBe(trimmed.length - 8);
    expect(Array.from(pcm16Samples(trimmed).slice(0, 4))).toEqual([0, 500, -800, 900]);
    const short = wav([100, 100, 0]);
    expect(trimTrailingSilence(short, 100)).toBe(short);
  });
});

import { describe, expect, it } from 'vitest';
import { heicHeader, m4aAac, oggOpus, webmOpus } from '../../test/recordings';
import { readRecording } from './recording-file';

describe('readRecording: the kind and length from the bytes alone', () => {
  it('reads an Ogg/Opus length from the last page granule, less the pre-skip', () => {
    expect(readRecording(oggOpus(12))).toEqual({ kind: 'ogg', ext: 'ogg', contentType: 'audio/ogg', seconds: 12 });
    expect(readRecording(oggOpus(75))?.seconds).toBe(75);
  });

  it("reads a Chromium WebM without Duration from the last Cluster's Timecode and its last SimpleBlock", () => {
    // The last block starts 20 ms before the end.
    expect(readRecording(webmOpus(12))).toEqual({ kind: 'webm', ext: 'webm', contentType: 'audio/webm', seconds: 11.98 });
    expect(readRecording(webmOpus(75))?.seconds).toBe(74.98);
  });

  it('prefers the Segment Info Duration when the file has one (in TimecodeScale units)', () => {
    expect(readRecording(webmOpus(5, { duration: 61_500 }))?.seconds).toBe(61.5);
  });

  it('reads an M4A length from mvhd, and a fragmented one (Safari) from its fragments', () => {
    expect(readRecording(m4aAac(12))).toEqual({ kind: 'm4a', ext: 'm4a', contentType: 'audio/mp4', seconds: 12 });
    const fragmented = readRecording(m4aAac(30, { fragmented: true }));
    expect(fragmented?.kind).toBe('m4a');
    expect(fragmented?.seconds).toBeCloseTo(30, 1);
  });

  it('refuses what is not Opus or AAC sound, and damaged files', () => {
    expect(readRecording(webmOpus(3, { codec: 'V_VP8', trackType: 1 }))).toBeNull();
    expect(readRecording(webmOpus(3, { codec: 'A_VORBIS' }))).toBeNull();
    expect(readRecording(webmOpus(3, { docType: 'matroska' }))).toBeNull();
    expect(readRecording(m4aAac(3, { handler: 'vide', entry: 'avc1' }))).toBeNull();
    expect(readRecording(m4aAac(3, { entry: 'alac' }))).toBeNull();
    expect(readRecording(heicHeader())).toBeNull();
    const ogg = oggOpus(3);
    expect(readRecording(ogg.subarray(0, ogg.length - 10))).toBeNull();
    expect(readRecording(Buffer.concat([ogg, Buffer.from('<html>')]))).toBeNull();
    expect(readRecording(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(readRecording(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]))).toBeNull();
    expect(readRecording(Buffer.alloc(0))).toBeNull();
    expect(readRecording(Buffer.from('just some text'))).toBeNull();
  });
});

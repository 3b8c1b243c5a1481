/**
 * Decodes MP3 for tests and benchmarks that look at the sound itself, with mpg123 compiled to
 * WebAssembly (npm `mpg123-decoder`, a development dependency). Gapless, like Chromium: the
 * encoder delay and padding named in LAME's tag are cut.
 */
import { MPEGDecoder } from 'mpg123-decoder';

export interface DecodedMp3 {
  /** the first channel, as 16-bit sample values */
  samples: Int16Array;
  sampleRate: number;
  durationSeconds: number;
}

export async function decodeMp3(bytes: Uint8Array): Promise<DecodedMp3> {
  const decoder = new MPEGDecoder({ enableGapless: true });
  await decoder.ready;
  try {
    const decoded = decoder.decode(bytes);
    if (decoded.errors.length) throw new Error(`mpg123: ${decoded.errors.map((e) => e.message).join('; ')}`);
    const channel = decoded.channelData[0].subarray(0, decoded.samplesDecoded);
    const samples = Int16Array.from(channel, (s) => Math.max(-32768, Math.min(32767, Math.round(s * 32768))));
    return { samples, sampleRate: decoded.sampleRate, durationSeconds: decoded.samplesDecoded / decoded.sampleRate };
  } finally {
    decoder.free();
  }
}

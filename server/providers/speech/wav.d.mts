/** Types of ./wav.mjs. */

/** What a WAV file's header says about its audio. */
export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Where the sample data starts, and its length in bytes */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

export function parseWav(bytes: Buffer): WavInfo | null;
export function pcm16Samples(bytes: Buffer): Int16Array;
export function trimTrailingSilence(bytes: Buffer, keepMs?: number, threshold?: number): Buffer;

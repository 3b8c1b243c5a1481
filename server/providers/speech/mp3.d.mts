/** Types of ./mp3.mjs. */

export const ENCODER_DELAY: number;

export interface Mp3Encoder {
  /** 16-bit mono samples -> an MP3 file (CBR `bitrate` kbit/s) that starts with its gapless tag. */
  encode(samples: Int16Array, sampleRate: number, settings: { bitrate: number }): Buffer;
}

export function mp3Encoder(): Promise<Mp3Encoder>;

export interface Mp3Frame {
  /** 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5 */
  version: number;
  sampleRate: number;
  /** kbit/s */
  bitrate: number;
  channels: number;
  /** samples per frame */
  samples: number;
  /** bytes */
  length: number;
  sideInfo: number;
}

export function frameAt(bytes: Buffer, at: number): Mp3Frame | null;
export function withGaplessTag(audio: Buffer, samples: number): Buffer;

export interface Mp3Info {
  sampleRate: number;
  channels: number;
  /** kbit/s of the audio frames */
  bitrate: number;
  /** audio frames (without the tag's frame) */
  frames: number;
  /** bytes up to the end of the last frame */
  bytesRead: number;
  /** LAME's tag: what a gapless decoder cuts at the start and the end */
  gapless: { encoderDelay: number; padding: number } | null;
  /** decoded length in samples (a gapless decoder's, when the file has the tag) */
  samples: number;
  durationSeconds: number;
}

export function readMp3(bytes: Buffer): Mp3Info | null;

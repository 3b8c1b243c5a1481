/**
 * MP3 for the offline voice: LAME 3.100 compiled to WebAssembly (npm `wasm-media-encoders`, MIT;
 * LAME is LGPL-2.0-or-later and is loaded from its own file, `wasm/mp3.wasm`), constant bitrate,
 * mono, at the sample rate it is given. Plain JavaScript so that the offline voice's worker thread
 * (./espeak-worker.mjs) can use it as Node starts it; types in ./mp3.d.mts.
 *
 * Gapless: an MP3 decoder hears ENCODER_DELAY samples of silence before the sound and up to a
 * frame of padding after it. The player schedules each sentence at the end of the one before plus
 * the pause, by the decoded length, so that silence would lengthen every pause by ~50-100 ms. The
 * stream therefore starts with an 'Info' frame carrying LAME's tag: the frame count, the delay and
 * the padding. Decoders that read it (Chromium's decodeAudioData and mpg123, checked by the tests)
 * cut both, so the decoded sentence has exactly the samples that went in, sample for sample in
 * time; one that does not hears the silent tag frame too, and the pauses ~80 ms longer.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEncoder } from 'wasm-media-encoders';

/** The samples LAME 3.100 puts before the first input sample (its ENCDELAY). */
export const ENCODER_DELAY = 576;

const require = createRequire(import.meta.url);
let lame;

/** A LAME encoder for this thread; encode() may be called again and again, one sentence at a time. */
export async function mp3Encoder() {
  lame ??= readFile(require.resolve('wasm-media-encoders/wasm/mp3')).then((bytes) => WebAssembly.compile(bytes));
  const encoder = await createEncoder('audio/mpeg', await lame);
  return {
    /** 16-bit mono samples -> an MP3 file (CBR `bitrate` kbit/s) that starts with its gapless tag. */
    encode(samples, sampleRate, { bitrate }) {
      encoder.configure({ sampleRate, channels: 1, bitrate, outputSampleRate: sampleRate });
      const pcm = new Float32Array(samples.length);
      for (let i = 0; i < samples.length; i++) pcm[i] = samples[i] / 32768;
      // The encoder owns the arrays it returns: each is copied before the next call.
      const audio = Buffer.concat([Buffer.from(encoder.encode([pcm])), Buffer.from(encoder.finalize())]);
      return withGaplessTag(audio, samples.length);
    },
  };
}

const MPEG1 = 3;
const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The Layer III frame header at `at`, or null when there is none. */
export function frameAt(bytes, at) {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1] >> 3) & 3;
  const layer = (bytes[at + 1] >> 1) & 3;
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const bitrate = BITRATES[version === MPEG1 ? 1 : 2][bitrateIndex];
  const mono = bytes[at + 3] >> 6 === 3;
  const padded = (bytes[at + 2] >> 1) & 1;
  return {
    version,
    sampleRate,
    bitrate,
    channels: mono ? 1 : 2,
    samples: version === MPEG1 ? 1152 : 576,
    length: frameLength(version, bitrate, sampleRate, padded),
    sideInfo: version === MPEG1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

const frameLength = (version, bitrate, sampleRate, padded) =>
  Math.floor(((version === MPEG1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padded;

/** CRC-16 (polynomial 0x8005, reflected, from 0), as LAME's tag uses for itself and the music. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
  return c;
});
function crc16(bytes, crc = 0) {
  for (const b of bytes) crc = (crc >>> 8) ^ crcTable[(crc ^ b) & 0xff];
  return crc;
}

/** Where the Xing/Info tag starts in its frame. */
const tagOffset = (frame) => 4 + frame.sideInfo;
/** 'Info', flags, frames, bytes, quality, then LAME's 36 bytes. */
const TAG_BYTES = 4 + 4 + 4 + 4 + 4 + 36;

/** Puts an 'Info' frame with LAME's gapless tag in front of a CBR stream of `samples` samples. */
export function withGaplessTag(audio, samples) {
  const first = frameAt(audio, 0);
  if (!first) throw new Error('the encoder wrote no MP3 frame');
  let frames = 0;
  for (let at = 0, frame = first; frame; frame = frameAt(audio, at)) {
    frames += 1;
    at += frame.length;
  }
  const padding = frames * first.samples - ENCODER_DELAY - samples;
  if (padding < 0 || padding > 4095) throw new Error(`unexpected MP3 padding ${padding}`);

  // The frame of the audio's own bitrate when the tag fits in it, else the smallest one it fits in.
  const table = BITRATES[first.version === MPEG1 ? 1 : 2];
  const need = tagOffset(first) + TAG_BYTES;
  let index = table.indexOf(first.bitrate);
  if (frameLength(first.version, first.bitrate, first.sampleRate, 0) < need)
    index = table.findIndex((b, i) => i > 0 && frameLength(first.version, b, first.sampleRate, 0) >= need);
  const length = frameLength(first.version, table[index], first.sampleRate, 0);
  const total = length + audio.length;

  const tag = Buffer.alloc(length);
  // The first frame's header, at the chosen bitrate, without padding or CRC; silent side info.
  tag[0] = 0xff;
  tag[1] = audio[1] | 1;
  tag[2] = (index << 4) | (audio[2] & 0x0c);
  tag[3] = audio[3];
  let at = tagOffset(first);
  at = tag.write('Info', at, 'latin1') + at;
  at = tag.writeUInt32BE(0x0b, at); // frames, bytes, quality (no seek table: a CBR file seeks by arithmetic)
  at = tag.writeUInt32BE(frames, at);
  at = tag.writeUInt32BE(total, at);
  at = tag.writeUInt32BE(0, at);
  at += tag.write('LAME3.100', at, 'latin1');
  tag[at++] = 0x01; // tag revision 0, constant bitrate
  at += 1 + 4 + 2 + 2 + 1; // lowpass, peak, replay gains, flags: not given
  tag[at++] = Math.min(255, first.bitrate);
  tag[at++] = ENCODER_DELAY >> 4;
  tag[at++] = ((ENCODER_DELAY & 0x0f) << 4) | (padding >> 8);
  tag[at++] = padding & 0xff;
  at += 1 + 1 + 2; // misc, MP3 gain, preset
  at = tag.writeUInt32BE(total, at);
  at = tag.writeUInt16BE(crc16(audio), at);
  tag.writeUInt16BE(crc16(tag.subarray(0, at)), at);
  return Buffer.concat([tag, audio]);
}

/**
 * What an MP3 file holds, read from its frames and its gapless tag (when it has one): the decoded
 * length a tag-reading decoder gives is `samples`.
 */
export function readMp3(bytes) {
  const first = frameAt(bytes, 0);
  if (!first) return null;
  let frames = 0;
  let at = 0;
  for (let frame = first; frame; frame = frameAt(bytes, at)) {
    frames += 1;
    at += frame.length;
  }
  // A Xing or Info tag is a frame of its own, before the audio; LAME's tag follows its fields.
  const tagAt = tagOffset(first);
  const kind = bytes.toString('latin1', tagAt, tagAt + 4);
  const tagged = kind === 'Info' || kind === 'Xing';
  let gapless = null;
  if (tagged) {
    const flags = bytes.readUInt32BE(tagAt + 4);
    const lameAt = tagAt + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
    if (lameAt + 24 <= first.length && bytes.toString('latin1', lameAt, lameAt + 4) === 'LAME') {
      const delays = bytes.readUIntBE(lameAt + 21, 3);
      gapless = { encoderDelay: delays >> 12, padding: delays & 0xfff };
    }
  }
  const audioFrames = tagged ? frames - 1 : frames;
  const samples = audioFrames * first.samples - (gapless ? gapless.encoderDelay + gapless.padding : 0);
  return {
    sampleRate: first.sampleRate,
    channels: first.channels,
    bitrate: (tagged ? frameAt(bytes, first.length) : first)?.bitrate ?? first.bitrate,
    frames: audioFrames,
    bytesRead: at,
    gapless,
    samples,
    durationSeconds: samples / first.sampleRate,
  };
}

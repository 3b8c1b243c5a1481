/**
 * Reading 16-bit PCM WAV, as eSpeak NG writes it. Plain JavaScript so that the offline voice's
 * worker thread (./espeak-worker.mjs) can use it as Node starts it; types in ./wav.d.mts.
 */

/** Reads a RIFF/WAVE header (walking the chunks to 'fmt ' and 'data'); null when it is not one. */
export function parseWav(bytes) {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let fmt;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      fmt = {
        format: bytes.readUInt16LE(at + 8),
        channels: bytes.readUInt16LE(at + 10),
        sampleRate: bytes.readUInt32LE(at + 12),
        bitsPerSample: bytes.readUInt16LE(at + 22),
      };
    }
    if (id === 'data') {
      if (!fmt || !fmt.sampleRate || !fmt.channels || !fmt.bitsPerSample) return null;
      const dataBytes = Math.min(size, bytes.length - at - 8);
      return {
        ...fmt,
        dataOffset: at + 8,
        dataBytes,
        durationSeconds: dataBytes / (fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8)),
      };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** 16-bit mono PCM samples of a WAV as numbers. */
export function pcm16Samples(bytes) {
  const info = parseWav(bytes);
  if (!info || info.bitsPerSample !== 16) throw new Error('not a 16-bit PCM WAV');
  const samples = new Int16Array(Math.floor(info.dataBytes / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(info.dataOffset + 2 * i);
  return samples;
}

/**
 * Cuts the silence at the end of a 16-bit PCM WAV down to `keepMs` (eSpeak ends each text with
 * ~0.45 s of it; the reader adds its own pause between sentences). Other WAVs pass unchanged.
 */
export function trimTrailingSilence(bytes, keepMs = 100, threshold = 64) {
  const info = parseWav(bytes);
  if (!info || info.format !== 1 || info.bitsPerSample !== 16) return bytes;
  const frameBytes = 2 * info.channels;
  const frames = Math.floor(info.dataBytes / frameBytes);
  let last = frames - 1;
  while (last >= 0 && Math.abs(bytes.readInt16LE(info.dataOffset + last * frameBytes)) <= threshold) last--;
  const keepFrames = Math.min(frames, last + 1 + Math.round((keepMs / 1000) * info.sampleRate));
  if (keepFrames >= frames) return bytes;
  const dataBytes = keepFrames * frameBytes;
  const out = Buffer.from(bytes.subarray(0, info.dataOffset + dataBytes));
  out.writeUInt32LE(info.dataOffset - 8 + dataBytes, 4);
  out.writeUInt32LE(dataBytes, info.dataOffset - 4);
  return out;
}

/**
 * What a recording upload is, read from its bytes alone (docs/0021-photos-and-voice.md): WebM with
 * Opus (Chromium, Firefox), Ogg with Opus (Firefox), or MP4 with AAC (Safari), and how long it
 * lasts, read from the file itself. Pure: no I/O, no decoding of the sound. Anything else is null.
 */

export type RecordingKind = 'webm' | 'ogg' | 'm4a';

export interface RecordingFile {
  kind: RecordingKind;
  /** The extension of the stored file */
  ext: RecordingKind;
  contentType: 'audio/webm' | 'audio/ogg' | 'audio/mp4';
  /** Length in seconds, from the container's own timing */
  seconds: number;
}

const CONTENT_TYPES = { webm: 'audio/webm', ogg: 'audio/ogg', m4a: 'audio/mp4' } as const;

/** The recording's kind and length, or null when the bytes are not one of the three recordings we keep. */
export function readRecording(bytes: Uint8Array): RecordingFile | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let seconds: number | null = null;
  let kind: RecordingKind | null = null;
  try {
    if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) {
      kind = 'webm';
      seconds = webmSeconds(buf);
    } else if (buf.length >= 4 && buf.toString('latin1', 0, 4) === 'OggS') {
      kind = 'ogg';
      seconds = oggSeconds(buf);
    } else if (buf.length >= 8 && buf.toString('latin1', 4, 8) === 'ftyp') {
      kind = 'm4a';
      seconds = mp4Seconds(buf);
    }
  } catch {
    // A read past the end (RangeError) is a damaged or truncated file: not a recording we keep.
    return null;
  }
  if (!kind || seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  return { kind, ext: kind, contentType: CONTENT_TYPES[kind], seconds: Math.round(seconds * 1000) / 1000 };
}

/* ---------- WebM (Matroska's EBML) ---------- */

const EBML = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements whose children are read in line (the walk goes into them instead of over them). */
const MASTERS = new Set<number>([EBML.segment, EBML.info, EBML.tracks, EBML.cluster, EBML.blockGroup]);
/** Only these may have an unknown size (a live recorder does not know them when it writes them). */
const MAY_BE_UNKNOWN = new Set<number>([EBML.segment, EBML.cluster]);

function vintLength(first: number) {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  return 0;
}

/** An element ID (its marker bits kept), as Matroska writes it. */
function readId(buf: Buffer, pos: number) {
  const n = vintLength(buf[pos]);
  if (!n || n > 4 || pos + n > buf.length) return null;
  let id = 0;
  for (let i = 0; i < n; i++) id = id * 256 + buf[pos + i];
  return { id, next: pos + n };
}

/** An element size; `unknown` when all its value bits are set. */
function readSize(buf: Buffer, pos: number) {
  const n = vintLength(buf[pos]);
  if (!n || pos + n > buf.length) return null;
  let value = buf[pos] & (0xff >> n);
  let allOnes = value === 0xff >> n;
  for (let i = 1; i < n; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { size: value, unknown: allOnes, next: pos + n };
}

const readUint = (buf: Buffer, pos: number, size: number) => {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + buf[pos + i];
  return v;
};

function webmSeconds(buf: Buffer): number | null {
  // The EBML header: its DocType says webm.
  const head = readId(buf, 0);
  const headSize = head && readSize(buf, head.next);
  if (!head || !headSize || headSize.unknown) return null;
  const headEnd = headSize.next + headSize.size;
  let docType = '';
  for (let pos = headSize.next; pos < headEnd;) {
    const el = readId(buf, pos);
    const sz = el && readSize(buf, el.next);
    if (!el || !sz || sz.unknown) return null;
    if (el.id === EBML.docType) docType = buf.toString('latin1', sz.next, sz.next + sz.size).replace(/\0+$/, '');
    pos = sz.next + sz.size;
  }
  if (docType !== 'webm') return null;

  let scale = 1_000_000;
  let duration: number | null = null;
  let clusterTimecode = 0;
  let lastBlock = -1;
  const tracks: { type: number; codec: string }[] = [];
  let segment = false;

  for (let pos = headEnd; pos < buf.length;) {
    const el = readId(buf, pos);
    const sz = el && readSize(buf, el.next);
    if (!el || !sz) break;
    if (el.id === EBML.segment) segment = true;
    if (sz.unknown && !MAY_BE_UNKNOWN.has(el.id)) return null;
    const start = sz.next;
    if (MASTERS.has(el.id)) {
      pos = start;
      continue;
    }
    const end = start + sz.size;
    if (end > buf.length) {
      // The recorder's last block may be cut short; a header is not.
      if (el.id !== EBML.simpleBlock && el.id !== EBML.block) return null;
    }
    switch (el.id) {
      case EBML.timecodeScale:
        scale = readUint(buf, start, sz.size) || scale;
        break;
      case EBML.duration:
        duration = sz.size === 4 ? buf.readFloatBE(start) : sz.size === 8 ? buf.readDoubleBE(start) : null;
        break;
      case EBML.trackEntry: {
        const track = { type: 0, codec: '' };
        for (let p = start; p < end;) {
          const child = readId(buf, p);
          const csz = child && readSize(buf, child.next);
          if (!child || !csz || csz.unknown) return null;
          if (child.id === EBML.trackType) track.type = readUint(buf, csz.next, csz.size);
          if (child.id === EBML.codecId) track.codec = buf.toString('latin1', csz.next, csz.next + csz.size).replace(/\0+$/, '');
          p = csz.next + csz.size;
        }
        tracks.push(track);
        break;
      }
      case EBML.clusterTimecode:
        clusterTimecode = readUint(buf, start, sz.size);
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        const track = readSize(buf, start);
        if (!track || track.next + 2 > buf.length) break;
        lastBlock = Math.max(lastBlock, clusterTimecode + buf.readInt16BE(track.next));
        break;
      }
    }
    pos = end;
  }
  // Audio tracks only (type 2), each Opus.
  if (!segment || !tracks.length || !tracks.every((t) => t.type === 2 && t.codec === 'A_OPUS')) return null;
  if (duration !== null && duration > 0) return (duration * scale) / 1e9;
  if (lastBlock < 0) return null;
  return (lastBlock * scale) / 1e9;
}

/* ---------- Ogg ---------- */

function oggSeconds(buf: Buffer): number | null {
  let pos = 0;
  let preSkip: number | null = null;
  let serial: number | null = null;
  let granule = -1n;
  while (pos < buf.length) {
    if (pos + 27 > buf.length || buf.toString('latin1', pos, pos + 4) !== 'OggS' || buf[pos + 4] !== 0) return null;
    const segments = buf[pos + 26];
    if (pos + 27 + segments > buf.length) return null;
    let body = 0;
    for (let i = 0; i < segments; i++) body += buf[pos + 27 + i];
    const start = pos + 27 + segments;
    if (start + body > buf.length) return null;
    const pageSerial = buf.readUInt32LE(pos + 14);
    if (preSkip === null) {
      // The first page carries the identification header of an Opus stream.
      if (body < 19 || buf.toString('latin1', start, start + 8) !== 'OpusHead') return null;
      preSkip = buf.readUInt16LE(start + 10);
      serial = pageSerial;
    }
    const pageGranule = buf.readBigUInt64LE(pos + 6);
    if (pageSerial === serial && pageGranule !== 0xffffffffffffffffn) granule = BigInt.asIntN(64, pageGranule);
    pos = start + body;
  }
  if (preSkip === null || granule < 0n) return null;
  return Math.max(0, Number(granule) - preSkip) / 48_000;
}

/* ---------- MP4 / M4A ---------- */

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(buf: Buffer, from: number, to: number): Generator<Box> {
  let pos = from;
  while (pos + 8 <= to) {
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) size = to - pos;
    if (size < header || pos + size > to) throw new RangeError(`box ${type} runs past its parent`);
    yield { type, start: pos + header, end: pos + size };
    pos += size;
  }
  if (pos !== to) throw new RangeError('bytes after the last box');
}

const child = (buf: Buffer, box: Box, type: string) => [...boxes(buf, box.start, box.end)].find((b) => b.type === type);

function mp4Seconds(buf: Buffer): number | null {
  const top = [...boxes(buf, 0, buf.length)];
  if (top[0]?.type !== 'ftyp') return null;
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) return null;
  const mvhd = child(buf, moov, 'mvhd');
  if (!mvhd) return null;
  const v1 = buf[mvhd.start] === 1;
  const timescale = buf.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(buf.readBigUInt64BE(mvhd.start + 24)) : buf.readUInt32BE(mvhd.start + 16);

  // Every track is sound (handler 'soun') coded as AAC ('mp4a').
  const traks = [...boxes(buf, moov.start, moov.end)].filter((b) => b.type === 'trak');
  if (!traks.length) return null;
  let trackScale = 0;
  for (const trak of traks) {
    const mdia = child(buf, trak, 'mdia');
    const hdlr = mdia && child(buf, mdia, 'hdlr');
    const mdhd = mdia && child(buf, mdia, 'mdhd');
    const minf = mdia && child(buf, mdia, 'minf');
    const stbl = minf && child(buf, minf, 'stbl');
    const desc = stbl && child(buf, stbl, 'stsd');
    if (!hdlr || !mdhd || !desc) return null;
    if (buf.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'soun') return null;
    if (buf.readUInt32BE(desc.start + 4) < 1 || buf.toString('latin1', desc.start + 12, desc.start + 16) !== 'mp4a') return null;
    trackScale = buf.readUInt32BE(mdhd.start + (buf[mdhd.start] === 1 ? 20 : 12));
  }
  if (timescale > 0 && duration > 0) return duration / timescale;

  // A fragmented file (a live recorder): the fragments' length, from mehd, else from the fragments themselves.
  const mvex = child(buf, moov, 'mvex');
  const mehd = mvex && child(buf, mvex, 'mehd');
  if (mehd && timescale > 0) {
    const fragments = buf[mehd.start] === 1 ? Number(buf.readBigUInt64BE(mehd.start + 4)) : buf.readUInt32BE(mehd.start + 4);
    if (fragments > 0) return fragments / timescale;
  }
  const trex = mvex && child(buf, mvex, 'trex');
  const trexDefault = trex ? buf.readUInt32BE(trex.start + 12) : 0;
  let ticks = 0;
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of [...boxes(buf, moof.start, moof.end)].filter((b) => b.type === 'traf')) {
      const tfhd = child(buf, traf, 'tfhd');
      let sampleDuration = trexDefault;
      if (tfhd) {
        const flags = buf.readUInt32BE(tfhd.start) & 0xffffff;
        let p = tfhd.start + 8;
        if (flags & 0x1) p += 8;
        if (flags & 0x2) p += 4;
        if (flags & 0x8) sampleDuration = buf.readUInt32BE(p);
      }
      for (const trun of [...boxes(buf, traf.start, traf.end)].filter((b) => b.type === 'trun')) {
        const flags = buf.readUInt32BE(trun.start) & 0xffffff;
        const count = buf.readUInt32BE(trun.start + 4);
        let p = trun.start + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        const each = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
        if (!(flags & 0x100)) ticks += count * sampleDuration;
        else
          for (let i = 0; i < count; i++, p += each) {
            if (p + 4 > trun.end) throw new RangeError('trun runs past its box');
            ticks += buf.readUInt32BE(p);
          }
      }
    }
  }
  return trackScale > 0 ? ticks / trackScale : null;
}

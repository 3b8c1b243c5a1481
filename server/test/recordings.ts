/**
 * Recordings shaped as the browsers' MediaRecorder writes them, made byte by byte for the tests
 * (no encoder on the test machine): Ogg/Opus (Firefox), WebM/Opus (Chromium: a Segment and Clusters
 * of unknown size, no Duration), and MP4/AAC (Safari), plain or fragmented. The sound frames are
 * filler; what is real is every container structure the server reads. No vitest imports.
 */

const u8 = (...bytes: number[]) => Buffer.from(bytes);
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16be = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const ascii = (s: string) => Buffer.from(s, 'latin1');

/** A 20 ms Opus packet's filler: a TOC byte for a 20 ms CELT frame, then a few bytes. */
const opusPacket = (i: number) => u8(0xfc, i & 0xff, (i >> 8) & 0xff, 0x5a);
/** 48 kHz: 960 samples per 20 ms packet. */
const SAMPLES_PER_PACKET = 960;
const PRE_SKIP = 312;

const opusHead = () => Buffer.concat([ascii('OpusHead'), u8(1, 1), u16le(PRE_SKIP), u32le(48_000), u16le(0), u8(0)]);

/* ---------- Ogg ---------- */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(bytes: Buffer) {
  let crc = 0;
  for (const b of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) & 0xff) ^ b]) >>> 0;
  return crc;
}

function oggPage(headerType: number, granule: bigint, serial: number, sequence: number, packets: Buffer[]) {
  const lacing: number[] = [];
  for (const p of packets) {
    for (let n = p.length; ; n -= 255) {
      lacing.push(Math.min(n, 255));
      if (n < 255) break;
    }
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = headerType;
  header.writeBigUInt64LE(BigInt.asUintN(64, granule), 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg/Opus recording of `seconds` (as Firefox records it: 20 ms packets, about a second a page). */
export function oggOpus(seconds: number): Buffer {
  const serial = 0x1234abcd;
  const packets = Math.round((seconds * 1000) / 20);
  const pages = [
    oggPage(0x02, 0n, serial, 0, [opusHead()]),
    oggPage(0x00, 0n, serial, 1, [Buffer.concat([ascii('OpusTags'), u32le(7), ascii('Firefox'), u32le(0)])]),
  ];
  for (let first = 0, seq = 2; first < packets; first += 50, seq++) {
    const count = Math.min(50, packets - first);
    const granule = BigInt((first + count) * SAMPLES_PER_PACKET + PRE_SKIP);
    const last = first + count >= packets;
    pages.push(
      oggPage(
        last ? 0x04 : 0x00,
        granule,
        serial,
        seq,
        Array.from({ length: count }, (_, i) => opusPacket(first + i)),
      ),
    );
  }
  return Buffer.concat(pages);
}

/* ---------- WebM ---------- */

function idBytes(id: number) {
  const bytes: number[] = [];
  for (let n = id; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Buffer.from(bytes);
}

function sizeVint(n: number) {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const b = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        b[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      b[0] |= 0x80 >> (len - 1);
      return b;
    }
  }
  throw new Error('too large');
}

const UNKNOWN_SIZE = u8(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
const el = (id: number, ...children: Buffer[]) => {
  const data = Buffer.concat(children);
  return Buffer.concat([idBytes(id), sizeVint(data.length), data]);
};
const uint = (id: number, n: number) => {
  const bytes: number[] = [];
  for (let v = n; v > 0 || !bytes.length; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return el(id, Buffer.from(bytes));
};
const str = (id: number, s: string) => el(id, ascii(s));
const float64 = (id: number, f: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(f);
  return el(id, b);
};

/**
 * A WebM/Opus recording of `seconds` as Chromium's MediaRecorder writes it: Segment and Clusters of
 * unknown size, no Duration (unless `duration` is given, in ms, as a file fixed up afterwards has),
 * a Cluster every 10 s, a SimpleBlock every 20 ms. `codec` and `trackType` make the other kinds.
 */
export function webmOpus(seconds: number, opts: { duration?: number; codec?: string; trackType?: number; docType?: string } = {}): Buffer {
  const header = el(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    str(0x4282, opts.docType ?? 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = el(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    str(0x4d80, 'Chrome'),
    str(0x5741, 'Chrome'),
    ...(opts.duration !== undefined ? [float64(0x4489, opts.duration)] : []),
  );
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 0x51a7),
      uint(0x83, opts.trackType ?? 2),
      str(0x86, opts.codec ?? 'A_OPUS'),
      el(0x63a2, opusHead()),
      el(0xe1, float64(0xb5, 48_000), uint(0x9f, 1)),
    ),
  );
  const clusters: Buffer[] = [];
  const blocks = Math.round((seconds * 1000) / 20);
  for (let first = 0; first < blocks; first += 500) {
    const timecode = first * 20;
    const simple: Buffer[] = [];
    for (let i = first; i < Math.min(blocks, first + 500); i++) {
      simple.push(el(0xa3, u8(0x81), u16be((i - first) * 20), u8(0x80), opusPacket(i)));
    }
    clusters.push(Buffer.concat([idBytes(0x1f43b675), UNKNOWN_SIZE, uint(0xe7, timecode), ...simple]));
  }
  return Buffer.concat([header, idBytes(0x18538067), UNKNOWN_SIZE, info, tracks, ...clusters]);
}

/* ---------- MP4 ---------- */

const box = (type: string, ...children: Buffer[]) => {
  const data = Buffer.concat(children);
  return Buffer.concat([u32be(8 + data.length), ascii(type), data]);
};
const full = (type: string, version: number, flags: number, ...children: Buffer[]) =>
  box(type, Buffer.from([version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]), ...children);

const AAC_RATE = 48_000;
const AAC_FRAME = 1024;

function soundTrack(duration: number, handler = 'soun', entry = 'mp4a') {
  const mp4a = box(entry, Buffer.alloc(6), u16be(1), Buffer.alloc(8), u16be(1), u16be(16), Buffer.alloc(4), u32be(AAC_RATE * 65536));
  return box(
    'trak',
    full('tkhd', 0, 3, Buffer.alloc(8), u32be(1), Buffer.alloc(4), u32be(duration), Buffer.alloc(60)),
    box(
      'mdia',
      full('mdhd', 0, 0, Buffer.alloc(8), u32be(AAC_RATE), u32be(duration), u16be(0x55c4), u16be(0)),
      full('hdlr', 0, 0, Buffer.alloc(4), ascii(handler), Buffer.alloc(12), ascii('SoundHandler\0')),
      box(
        'minf',
        full('smhd', 0, 0, Buffer.alloc(4)),
        box(
          'stbl',
          full('stsd', 0, 0, u32be(1), mp4a),
          full('stts', 0, 0, u32be(0)),
          full('stsc', 0, 0, u32be(0)),
          full('stsz', 0, 0, u32be(0), u32be(0)),
          full('stco', 0, 0, u32be(0)),
        ),
      ),
    ),
  );
}

const mvhd = (timescale: number, duration: number) =>
  full(
    'mvhd',
    0,
    0,
    Buffer.alloc(8),
    u32be(timescale),
    u32be(duration),
    u32be(0x00010000),
    u16be(0x0100),
    Buffer.alloc(10),
    Buffer.alloc(36),
    Buffer.alloc(24),
    u32be(2),
  );

/**
 * An M4A (AAC) recording of `seconds`. Plain: mvhd says the length. `fragmented`: as Safari's
 * MediaRecorder writes it, mvhd's duration 0, the length only in the fragments' sample durations.
 */
export function m4aAac(seconds: number, opts: { fragmented?: boolean; handler?: string; entry?: string; brand?: string } = {}): Buffer {
  const brand = opts.brand ?? 'M4A ';
  const ftyp = box('ftyp', ascii(brand), u32be(0), ascii(brand), ascii('isom'), ascii('mp42'));
  const frames = Math.round((seconds * AAC_RATE) / AAC_FRAME);
  const filler = Buffer.alloc(frames * 4, 0x21);
  if (!opts.fragmented) {
    const moov = box('moov', mvhd(1000, Math.round(seconds * 1000)), soundTrack(frames * AAC_FRAME, opts.handler, opts.entry));
    return Buffer.concat([ftyp, moov, box('mdat', filler)]);
  }
  const trex = full('trex', 0, 0, u32be(1), u32be(1), u32be(0), u32be(0), u32be(0));
  const moov = box('moov', mvhd(1000, 0), soundTrack(0, opts.handler, opts.entry), box('mvex', trex));
  const fragments: Buffer[] = [];
  for (let first = 0, seq = 1; first < frames; first += 200, seq++) {
    const count = Math.min(200, frames - first);
    // trun: data offset, then each sample's duration and size.
    const samples = Buffer.concat(Array.from({ length: count }, () => Buffer.concat([u32be(AAC_FRAME), u32be(4)])));
    const traf = box(
      'traf',
      full('tfhd', 0, 0x020000, u32be(1)),
      full('tfdt', 0, 0, u32be(first * AAC_FRAME)),
      full('trun', 0, 0x000301, u32be(count), u32be(0), samples),
    );
    fragments.push(box('moof', full('mfhd', 0, 0, u32be(seq)), traf), box('mdat', filler.subarray(first * 4, (first + count) * 4)));
  }
  return Buffer.concat([ftyp, moov, ...fragments]);
}

/** The start of a HEIC photo as an iPhone writes it: an ftyp box with the heic brand, then its meta box. */
export function heicHeader(): Buffer {
  return Buffer.concat([box('ftyp', ascii('heic'), u32be(0), ascii('mif1'), ascii('heic')), full('meta', 0, 0, Buffer.alloc(64))]);
}

/**
 * A parent's photo upload (docs/0021-photos-and-voice.md, docs/security.md «Uploads»): the bytes
 * decide what it is, never its name or Content-Type. JPEG, PNG and WebP only, each read to its
 * own end (nothing may follow it: a polyglot), no markup or archive inside; the size is read from
 * the header and refused above PHOTO_MAX_PIXELS before anything is decoded (a decompression bomb).
 * Then it is turned upright, made at most PHOTO_LONG_SIDE on its long side, and stored as WebP
 * with no metadata, with a thumbnail like a drawn picture's.
 */
import sharp from 'sharp';
import { PHOTO_LONG_SIDE, PHOTO_MAX_PIXELS } from '../../../shared/constants';
import { AppError } from '../../http/errors';

export type PhotoKind = 'jpeg' | 'png' | 'webp';

/** A drawn picture's thumbnail width (providers/images/pipeline.ts); a photo's is the same. */
const THUMB_WIDTH = 320;

/** ftyp brands of HEIF files (iPhone photos): answered with their own message. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);

/**
 * Markup and script signatures that never belong inside a photo. Each is long enough never to turn
 * up by chance in a photo's compressed bytes (a four-byte «<svg» would in about one 4 MB photo in a
 * hundred); an SVG file itself is refused by its first bytes.
 */
const FOREIGN = ['<script', '<html', '<!doctype', '<?php', '<iframe', '<body', '<object', 'javascript:'];

const notImage = (cause: string) => new AppError('PHOTO_NOT_IMAGE', { cause });

/** What the bytes are, or the refusal: PHOTO_HEIC for HEIF, PHOTO_NOT_IMAGE for anything else or a polyglot. */
export function sniffPhoto(bytes: Buffer): PhotoKind {
  const kind = kindOf(bytes);
  const end = kind === 'jpeg' ? jpegEnd(bytes) : kind === 'png' ? pngEnd(bytes) : webpEnd(bytes);
  if (end === null) throw notImage(`${kind} that does not end as one`);
  if (end < bytes.length) throw notImage(`${bytes.length - end} bytes after the ${kind} ends`);
  const text = bytes.toString('latin1').toLowerCase();
  const found = FOREIGN.find((sign) => text.includes(sign));
  if (found) throw notImage(`${found} inside the ${kind}`);
  // A zip is read from its end: its end-of-directory record sits in the last 64 kB.
  if (bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(Buffer.from('PK\x05\x06', 'latin1')))
    throw notImage('a zip inside the image');
  return kind;
}

function kindOf(b: Buffer): PhotoKind {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(b.readUInt32BE(0), b.length);
    const brands = [b.toString('latin1', 8, 12)];
    for (let p = 16; p + 4 <= size; p += 4) brands.push(b.toString('latin1', p, p + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand)) && !brands.includes('avif') && !brands.includes('avis'))
      throw new AppError('PHOTO_HEIC', { cause: `ftyp ${brands.join(',')}` });
  }
  throw notImage('not JPEG, PNG or WebP');
}

/**
 * Where the JPEG ends: the EOI after its last scan. Zero padding may follow it, and so may the
 * further JPEGs of a camera's multi-picture file (MPF), each read to its own end in turn.
 */
function jpegEnd(b: Buffer, from = 0): number | null {
  let pos = from + 2;
  for (;;) {
    if (pos >= b.length || b[pos] !== 0xff) return null;
    while (b[pos] === 0xff) pos++;
    const marker = b[pos++];
    if (marker === undefined) return null;
    if (marker === 0xd9) return afterJpeg(b, pos);
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (pos + 2 > b.length) return null;
    const length = b.readUInt16BE(pos);
    if (length < 2) return null;
    pos += length;
    if (marker !== 0xda) continue;
    // Entropy-coded data: runs until a marker that is not a stuffed zero or a restart.
    for (;;) {
      pos = b.indexOf(0xff, pos);
      if (pos < 0 || pos + 1 >= b.length) return null;
      const next = b[pos + 1];
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        pos += next === 0xff ? 1 : 2;
        continue;
      }
      break;
    }
  }
}

function afterJpeg(b: Buffer, end: number): number | null {
  // A phone's motion photo (Pixel, Samsung) carries its short video right after the picture, as an
  // MP4 that begins with its ftyp box; Samsung's own trailer ends in «SEFT». Neither is read or kept.
  if (end + 8 <= b.length && b.toString('latin1', end + 4, end + 8) === 'ftyp') return b.length;
  if (b.length - end >= 4 && b.toString('latin1', b.length - 4) === 'SEFT') return b.length;
  let pos = end;
  while (pos < b.length && b[pos] === 0) pos++;
  if (pos === b.length) return pos;
  if (b[pos] === 0xff && b[pos + 1] === 0xd8 && b[pos + 2] === 0xff) return jpegEnd(b, pos);
  return end;
}

/** Where the PNG ends: after its IEND chunk. */
function pngEnd(b: Buffer): number | null {
  for (let pos = 8; pos + 12 <= b.length;) {
    const length = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    pos += 12 + length;
    if (pos > b.length) return null;
    if (type === 'IEND') return pos;
  }
  return null;
}

/** Where the WebP ends: its RIFF length (padded to even). */
function webpEnd(b: Buffer): number | null {
  const size = b.readUInt32LE(4);
  const end = 8 + size + (size % 2);
  return end > b.length ? null : end;
}

export interface NormalizedPhoto {
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** The photo as it is stored: upright, long side PHOTO_LONG_SIDE at most, WebP without metadata, with its thumbnail. */
export async function normalizePhoto(bytes: Buffer): Promise<NormalizedPhoto> {
  const kind = sniffPhoto(bytes);
  const input = () => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', animated: false });
  let meta: sharp.Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await input().metadata();
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new AppError('PHOTO_TOO_MANY_PIXELS', { cause: err });
    throw new AppError('PHOTO_NOT_IMAGE', { cause: err });
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw notImage(`sharp reads ${meta.format} ${meta.width}x${meta.height}`);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new AppError('PHOTO_TOO_MANY_PIXELS', { cause: `${meta.width}x${meta.height}` });
  try {
    // rotate() applies the EXIF orientation; sharp keeps no metadata unless asked to.
    const { data: main, info } = await input()
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 84, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(main).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
    return { main, thumb, width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new AppError('PHOTO_TOO_MANY_PIXELS', { cause: err });
    throw new AppError('PHOTO_NOT_IMAGE', { cause: err });
  }
}

/**
 * What the photo and recording tests send (docs/0021-photos-and-voice.md): raw uploads over real
 * HTTP with the client's cookie, Origin and address, and the photos they upload, made with sharp.
 * No vitest imports.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Client, TestApp } from './harness';

export interface UploadAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** A PUT or DELETE of a page's photo or recording, the body as raw bytes (or a stream: chunked, no Content-Length). */
export async function upload(
  app: Pick<TestApp, 'url'>,
  client: Client,
  method: 'PUT' | 'DELETE',
  pathname: string,
  body?: Buffer | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const res = await fetch(`${app.url}${pathname}`, {
    method,
    headers: {
      'x-forwarded-for': client.ip,
      origin: new URL(app.url).origin,
      cookie: client.cookieHeader,
      'content-type': 'application/octet-stream',
      ...headers,
    },
    body: body === undefined || body instanceof ReadableStream ? body : new Uint8Array(body),
    // A stream is sent as it is read (chunked).
    ...(body && !(body instanceof Buffer) ? { duplex: 'half' } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** A photo as a phone takes it: landscape JPEG pixels, EXIF orientation 6 (turn right to view), GPS position and camera. */
export async function phoneJpeg(width = 2400, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([
      { input: { create: { width: Math.round(width / 4), height, channels: 3, background: { r: 20, g: 60, b: 200 } } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefonfabrikken', Model: 'Fotofon 12', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '12/1 34/1 1200/100' },
    })
    .toBuffer();
}

/** A small photo in `format`, each call its own pixels (so each upload is another file). */
export async function smallPhoto(format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png', seed = 0, size = 300) {
  const image = sharp({
    create: { width: size, height: Math.round(size * 0.75), channels: 3, background: { r: seed % 255, g: 90, b: 160 } },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A decompression bomb: a PNG whose header says 10000 x 10000 pixels (100 million) while the file
 * is a few kilobytes, its image data a short run of zeros.
 */
export function pngBomb(width = 10_000, height = 10_000) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive's bytes (one stored file): its local header, then the end-of-directory record it is read from. */
export function zipBytes() {
  const local = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.html<script>', 'latin1')]);
  const end = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  return Buffer.concat([local, end]);
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { RemoteFetchError } from '../net/port';
import { localStorage } from '../storage/local';
import type { Storage } from '../storage/port';
import { fileSigner } from '../storage/url-signing';
import { figureAvatars } from './figure-avatars';
import { type ImagePipeline, imagePipeline } from './pipeline';

/** A tiny PNG whose header claims width x height (a decompression bomb's first bytes). */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

const look = {
  gender: 'pige',
  age: 7,
  hairColor: 'rødt krøllet hår',
  eyeColor: 'grønne',
  skinColor: 'lys',
  outfit: 'gul kjole og briller',
} as const;

describe('image pipeline', () => {
  let dir: string;
  let storage: Storage;
  let pipeline: ImagePipeline;
  const fetched: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fh-pipeline-'));
    storage = localStorage(dir, fileSigner('x'.repeat(32)));
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a86ff' } })
      .png()
      .toBuffer();
    pipeline = imagePipeline({
      storage,
      fetchRemote: async (url) => {
        fetched.push(url);
        if (url.includes('refused')) throw new RemoteFetchError('address', 'refused');
        return { bytes: url.includes('text') ? Buffer.from('<html>not an image</html>') : png, contentType: 'image/png' };
      },
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const stored = async (key: string) => {
    const file = await storage.get(key);
    expect(file).not.toBeNull();
    return { meta: await sharp(file!.bytes).metadata(), file: file! };
  };

  it('rasterises offline SVG avatars to WebP with a 320 px thumbnail, never storing SVG', async () => {
    const [avatar] = figureAvatars(look, { count: 1, seed: 's' });
    const { key, thumbKey } = await pipeline.store(avatar, 'users/u1/avatar-candidates/b1/0.webp');
    expect(thumbKey).toBe('users/u1/avatar-candidates/b1/0.thumb.webp');
    const main = await stored(key);
    expect(main.file.contentType).toBe('image/webp');
    expect(main.meta).toMatchObject({ format: 'webp', width: 768, height: 768 });
    expect((await stored(thumbKey)).meta).toMatchObject({ format: 'webp', width: 320 });
    expect(main.file.bytes.includes(Buffer.from('<svg'))).toBe(false);
  });

  it('re-encodes a base64 image and drops its metadata', async () => {
    const withExif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff006e' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'someone' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-camera-owner'))).toBe(true);
    const { key } = await pipeline.store({ kind: 'base64', data: withExif.toString('base64') }, 'users/u1/cards/c1.webp');
    const { meta, file } = await stored(key);
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(file.bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('fetches URL images at once through the safe fetcher', async () => {
    const { key } = await pipeline.store({ kind: 'url', url: 'https://replicate.delivery/pbxt/out-0.png' }, 'users/u1/cards/c2.webp');
    expect(fetched).toContain('https://replicate.delivery/pbxt/out-0.png');
    expect((await stored(key)).meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('refuses what is not a raster image, SVG from outside, and refused fetches, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const cases = [
      { image: { kind: 'base64' as const, data: Buffer.from('hello, not an image').toString('base64') }, code: 'INVALID_FORMAT' },
      { image: { kind: 'base64' as const, data: svg.toString('base64') }, code: 'INVALID_FORMAT' },
      { image: { kind: 'url' as const, url: 'https://x.test/text.png' }, code: 'INVALID_FORMAT' },
      { image: { kind: 'url' as const, url: 'https://x.test/refused.png' }, code: 'DOWNLOAD_FAILED' },
      { image: { kind: 'svg' as const, svg: '<html><body>no</body></html>' }, code: 'INVALID_FORMAT' },
    ];
    for (const [i, c] of cases.entries()) {
      const err = await pipeline.store(c.image, `users/u1/bad/${i}.webp`).catch((e) => e);
      expect(err, JSON.stringify(c.image).slice(0, 60)).toBeInstanceOf(AppError);
      expect(err.code).toBe(c.code);
      expect(await storage.get(`users/u1/bad/${i}.webp`)).toBeNull();
    }
  });

  it('refuses images beyond the pixel cap', async () => {
    for (const [w, h] of [
      [7000, 7000],
      [9000, 10],
    ]) {
      const big = await pngClaiming(w, h);
      const err = await pipeline.store({ kind: 'base64', data: big.toString('base64') }, 'users/u1/big.webp').catch((e) => e);
      expect(err.code).toBe('FILE_TOO_LARGE');
      expect(await storage.get('users/u1/big.webp')).toBeNull();
    }
  });

  it('copies a stored image with its thumbnail and removes both', async () => {
    const [avatar] = figureAvatars(look, { count: 1, seed: 't' });
    await pipeline.store(avatar, 'users/u1/avatar-candidates/b2/0.webp');
    await pipeline.copy('users/u1/avatar-candidates/b2/0.webp', 'users/u1/avatars/c.webp');
    expect((await stored('users/u1/avatars/c.thumb.webp')).meta.width).toBe(320);
    await pipeline.remove('users/u1/avatars/c.webp');
    expect(await storage.get('users/u1/avatars/c.webp')).toBeNull();
    expect(await storage.get('users/u1/avatars/c.thumb.webp')).toBeNull();
  });
});

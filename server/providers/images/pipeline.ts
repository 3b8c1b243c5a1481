import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';
import { type FetchRemote, RemoteFetchError } from '../net/port';
import type { Storage } from '../storage/port';
import { thumbKeyOf } from './port';
import type { ProviderImage } from './provider';

export const IMAGE_LIMITS = {
  /** Bytes of one image as fetched or decoded from base64. */
  maxBytes: 20 * 1024 * 1024,
  /** Width times height of an input image. */
  maxPixels: 40_000_000,
  /** Longest side of an input image. */
  maxSide: 8192,
  /** Longest side we store. */
  storedSide: 1536,
  thumbWidth: 320,
  fetchTimeoutMs: 30_000,
} as const;

/** Raster formats we accept from outside. SVG only from our own offline illustrator. */
const RASTER = new Set(['png', 'jpeg', 'webp', 'gif']);

export interface StoredImage {
  key: string;
  thumbKey: string;
}

/**
 * Every image a provider returns goes through here at once: fetched (provider URLs expire),
 * checked to be a real image by its bytes, bounded in size and pixels, re-encoded to WebP
 * with all metadata dropped, and stored with a thumbnail under the owner's prefix.
 */
export function imagePipeline(deps: { storage: Storage; fetchRemote: FetchRemote }) {
  async function bytesOf(image: ProviderImage): Promise<{ bytes: Buffer; svg: boolean }> {
    if (image.kind === 'svg') return { bytes: Buffer.from(image.svg, 'utf8'), svg: true };
    if (image.kind === 'base64') {
      const data = image.data.replace(/^data:image\/[a-z+]+;base64,/, '');
      if (data.length > (IMAGE_LIMITS.maxBytes * 4) / 3 + 4) throw new AppError('FILE_TOO_LARGE');
      return { bytes: Buffer.from(data, 'base64'), svg: false };
    }
    try {
      return { bytes: (await deps.fetchRemote(image.url)).bytes, svg: false };
    } catch (err) {
      if (err instanceof RemoteFetchError) {
        logger.warn({ reason: err.reason, detail: err.message }, 'provider image could not be fetched');
        throw new AppError(err.reason === 'size' ? 'FILE_TOO_LARGE' : 'DOWNLOAD_FAILED', { cause: err });
      }
      throw err;
    }
  }

  /** Re-encodes to WebP (and a thumbnail); throws INVALID_FORMAT for anything but a real image. */
  async function normalize(image: ProviderImage): Promise<{ main: Buffer; thumb: Buffer }> {
    const { bytes, svg } = await bytesOf(image);
    const input = () => sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: false, failOn: 'error' });
    let meta: sharp.Metadata;
    try {
      meta = await input().metadata();
    } catch (err) {
      if (/pixel limit/i.test(String(err))) throw new AppError('FILE_TOO_LARGE', { cause: err });
      throw new AppError('INVALID_FORMAT', { cause: err });
    }
    const format = meta.format ?? '';
    if (svg ? format !== 'svg' : !RASTER.has(format)) throw new AppError('INVALID_FORMAT', { cause: `format ${format}` });
    if (
      !meta.width ||
      !meta.height ||
      meta.width > IMAGE_LIMITS.maxSide ||
      meta.height > IMAGE_LIMITS.maxSide ||
      meta.width * meta.height > IMAGE_LIMITS.maxPixels
    ) {
      throw new AppError('FILE_TOO_LARGE', { cause: `${meta.width}x${meta.height}` });
    }
    try {
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
      const main = await input()
        .rotate()
        .resize({ width: IMAGE_LIMITS.storedSide, height: IMAGE_LIMITS.storedSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 86, effort: 2 })
        .toBuffer();
      const thumb = await sharp(main)
        .resize({ width: IMAGE_LIMITS.thumbWidth, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      return { main, thumb };
    } catch (err) {
      throw new AppError('INVALID_FORMAT', { cause: err });
    }
  }

  /** Stores the image at `key` (a .webp key) and its thumbnail beside it; all or nothing. */
  async function store(image: ProviderImage, key: string): Promise<StoredImage> {
    if (!key.endsWith('.webp')) throw new Error(`image keys end in .webp: ${key}`);
    const { main, thumb } = await normalize(image);
    return storeEncoded(main, thumb, key);
  }

  async function storeEncoded(main: Buffer, thumb: Buffer, key: string): Promise<StoredImage> {
    const thumbKey = thumbKeyOf(key);
    try {
      await deps.storage.put(key, main, 'image/webp');
      await deps.storage.put(thumbKey, thumb, 'image/webp');
    } catch (err) {
      await Promise.allSettled([deps.storage.delete(key), deps.storage.delete(thumbKey)]);
      throw new AppError('UPLOAD_FAILED', { cause: err });
    }
    return { key, thumbKey };
  }

  /** Copies a stored image (and its thumbnail) to a new key; all or nothing. */
  async function copy(fromKey: string, toKey: string): Promise<StoredImage> {
    const [main, thumb] = await Promise.all([deps.storage.get(fromKey), deps.storage.get(thumbKeyOf(fromKey))]);
    if (!main || !thumb) throw new AppError('NOT_FOUND');
    return storeEncoded(main.bytes, thumb.bytes, toKey);
  }

  async function remove(key: string) {
    await Promise.all([deps.storage.delete(key), deps.storage.delete(thumbKeyOf(key))]);
  }

  /** A stored image as a PNG file, for a download that opens everywhere; null when the file is gone. */
  async function png(key: string): Promise<Buffer | null> {
    const file = await deps.storage.get(key);
    return file ? sharp(file.bytes).png().toBuffer() : null;
  }

  return { normalize, store, copy, remove, png };
}

export type ImagePipeline = ReturnType<typeof imagePipeline>;

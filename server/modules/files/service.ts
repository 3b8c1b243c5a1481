import sharp from 'sharp';
import { fileMessages } from '../../../shared/messages.da';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';
import { type FetchRemote, RemoteFetchError } from '../../providers/net/port';
import { isValidKey, type Storage, type StoredFile } from '../../providers/storage/port';
import type { FileSigner } from '../../providers/storage/url-signing';

const imageTypes: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** Serving our stored files by signed URL, and fetching provider images for the browser. */
export function filesService(deps: { storage: Storage; signer: FileSigner; fetchRemote: FetchRemote }) {
  return {
    /** A file by its signed app URL: 403 when the signature is wrong or expired, 404 when gone. */
    async signedFile(key: string, exp: string | undefined, sig: string | undefined): Promise<StoredFile & { expiresAt: number }> {
      if (!isValidKey(key)) throw new AppError('FILE_NOT_FOUND', { message: fileMessages.notFound });
      const check = deps.signer.verify(key, exp, sig);
      if (check === 'expired') throw new AppError('LINK_EXPIRED', { message: fileMessages.linkExpired });
      if (check !== 'ok') throw new AppError('LINK_INVALID', { message: fileMessages.linkInvalid });
      const file = await deps.storage.get(key);
      if (!file) throw new AppError('FILE_NOT_FOUND', { message: fileMessages.notFound });
      return { ...file, expiresAt: Number(exp) * 1000 };
    },

    /**
     * An image from a configured provider host, for the browser. Every refusal is a 400 and
     * nothing leaves the server for a refused address (see safeFetcher).
     */
    async proxyImage(url: string): Promise<{ bytes: Buffer; contentType: string }> {
      let bytes: Buffer;
      try {
        bytes = (await deps.fetchRemote(url)).bytes;
      } catch (err) {
        if (!(err instanceof RemoteFetchError)) throw err;
        logger.warn({ reason: err.reason, detail: err.message }, 'proxy-image refused');
        const refused = ['url', 'scheme', 'host', 'address', 'redirect'].includes(err.reason);
        throw new AppError(refused ? 'PROXY_REFUSED' : 'PROXY_FAILED', {
          message: refused ? fileMessages.proxyRefused : fileMessages.proxyFailed,
        });
      }
      // The bytes decide, not the remote Content-Type; SVG and the rest are refused.
      const format = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .metadata()
        .then((m) => m.format ?? '')
        .catch(() => '');
      const contentType = imageTypes[format];
      if (!contentType) throw new AppError('PROXY_NOT_IMAGE', { message: fileMessages.proxyFailed });
      return { bytes, contentType };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;

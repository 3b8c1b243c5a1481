import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './port';
import type { FileSigner } from './url-signing';

/** S3 when S3_BUCKET is set (config checks its keys come together), else DATA_DIR/files, its links signed by `signer`. */
export function createStorage(config: Config, signer: FileSigner): Storage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      endpoint: config.S3_ENDPOINT,
    });
  }
  return localStorage(path.join(config.dataDir, 'files'), signer);
}

/** The origin images are loaded from when it is not our own (for the CSP's img-src). */
export function storageOrigin(config: Config): string | undefined {
  if (!config.S3_BUCKET) return undefined;
  return config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix, contentTypeOfKey, type Storage, StorageKeyError } from './port';
import type { FileSigner } from './url-signing';

/**
 * Files on local disk under `root` (DATA_DIR/files). The content type is the one of the key's
 * extension, so a put must name a matching type. Writes go to a temporary file first and are
 * renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string, signer: FileSigner): Storage {
  const base = path.resolve(root);

  const fileOf = (key: string) => {
    const file = path.resolve(base, assertKey(key));
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(`key escapes the storage root: ${key}`);
    return file;
  };

  return {
    kind: 'local',

    async put(key, bytes, contentType) {
      const file = fileOf(key);
      const expected = contentTypeOfKey(key);
      if (!expected || expected !== contentType) throw new StorageKeyError(`content type ${contentType} does not match the key ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const file = fileOf(key);
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(file), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },

    async deletePrefix(prefix) {
      await rm(fileOf(assertPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },

    async signedUrl(key, ttlSeconds) {
      return signer.url(assertKey(key), ttlSeconds);
    },
  };
}

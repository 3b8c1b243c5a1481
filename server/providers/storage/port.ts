/**
 * The file-storage port. Keys are relative paths under one namespace, always starting with
 * the owner (`users/<userId>/...`), so deleting a user or a batch is one prefix delete.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** `prefix` ends with '/', so `users/a/` never touches `users/ab/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL the browser can load for `ttlSeconds`; nobody can derive it without the secret. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}

export class StorageKeyError extends Error {}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const MAX_KEY = 512;

/**
 * Keys are made by the server, never taken from a user, but every adapter checks them anyway:
 * no '..', no leading '/', no empty segments, only [A-Za-z0-9_.-] in segments.
 */
export function assertKey(key: string): string {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > MAX_KEY ||
    key.includes('..') ||
    !key.split('/').every((s) => SEGMENT.test(s))
  ) {
    throw new StorageKeyError(`invalid storage key: ${JSON.stringify(String(key).slice(0, 80))}`);
  }
  return key;
}

export function assertPrefix(prefix: string): string {
  if (typeof prefix !== 'string' || !prefix.endsWith('/'))
    throw new StorageKeyError(`a prefix must end with '/': ${JSON.stringify(String(prefix).slice(0, 80))}`);
  assertKey(prefix.slice(0, -1));
  return prefix;
}

export function isValidKey(key: string): boolean {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The types we store, by file extension; the local adapter serves a file by its extension. */
export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  m4a: 'audio/mp4',
  json: 'application/json',
};

export function contentTypeOfKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? contentTypes[ext] : undefined;
}

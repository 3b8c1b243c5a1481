/**
 * The names both sides of reading offline agree on: the service worker (web/sw/sw.ts) and the
 * page that saves stories (./saved-stories.ts). Only fetch-API types here: the file is compiled
 * for the worker and for the page.
 */

/** Runtime caches of the service worker. Their names carry a version: a new layout starts empty. */
export const runtimeCaches = {
  /** GET /api/me: who was signed in last, so a saved story opens without a network. */
  me: 'fh-me-v1',
  /** Story JSON, stale-while-revalidate. */
  stories: 'fh-stories-v1',
  /** Pictures, cache-first, bounded. */
  pictures: 'fh-pictures-v1',
  /** Read-aloud sentences, cache-first, bounded. */
  speech: 'fh-speech-v1',
} as const;

/** Bounds of the runtime caches (saved stories are not counted: they stay until removed). */
export const runtimeLimits = {
  stories: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  pictures: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  speech: { maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** Every saved story is a cache of its own: `fh-saved:story:<id>` or `fh-saved:shared:<token>`. */
export const SAVED_PREFIX = 'fh-saved:';

export type SavedKind = 'story' | 'shared';

export const savedCacheName = (kind: SavedKind, id: string) => `${SAVED_PREFIX}${kind}:${id}`;

/** Inside a saved story's cache: what was saved, when, and how big it is (`SavedStory`). */
export const SAVED_META_PATH = '/__offline/meta';

/**
 * A saved story's description, read without opening its cache: `caches.open` makes a cache that was
 * removed meanwhile ('Fjern fra enheden' while the list is read) again, empty and left behind.
 */
export const savedMetaOf = (name: string): Promise<Response | undefined> =>
  caches.match(`${location.origin}${SAVED_META_PATH}`, { cacheName: name });

/** Sentences read aloud are POSTs; the caches keep them under this GET address of voice and text. */
const SPEECH_PATH = '/__offline/speech';

/** The addresses that answer { text, voice } with a sentence's audio. */
export const isSpeechPath = (pathname: string) =>
  pathname === '/api/tts' || /^\/api\/shared\/[^/]+\/tts$/.test(pathname) || /^\/api\/demo\/[^/]+\/tts$/.test(pathname);

/** The last part of a sentence's cache address (`speechKey`), the same in every voice. */
export async function sentenceDigest(text: string): Promise<string> {
  return sha256Hex(text);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cache address of one sentence's audio: the same sentence in the same voice is the same audio, whoever's address spoke it. */
export async function speechKey(origin: string, voice: string, text: string): Promise<string> {
  return `${origin}${SPEECH_PATH}/${encodeURIComponent(voice)}/${await sha256Hex(text)}`;
}

/**
 * The cache address of a picture: its address without the signature. A stored file's key never
 * changes its bytes (a new picture gets a new key), while its signature changes every hour
 * (`/api/files/<key>?exp&sig`) or every request (S3's `X-Amz-*`).
 */
export function pictureKey(url: string): string {
  const u = new URL(url);
  if (u.pathname.startsWith('/api/files/')) u.search = '';
  for (const name of [...u.searchParams.keys()]) if (name.startsWith('X-Amz-')) u.searchParams.delete(name);
  return u.toString();
}

/** Pictures the reader shows: stored files (signed), and a shared story's own picture addresses. */
export const isPicturePath = (pathname: string) =>
  pathname.startsWith('/api/files/') || /^\/api\/shared\/[^/]+\/pictures\/[^/]+$/.test(pathname);

/**
 * The parent's recordings («Min stemme»): a shared story's own recording addresses. Only a saved
 * copy keeps them, under the same key as a picture (`pictureKey`); no runtime cache does (sw.ts).
 */
export const isRecordingPath = (pathname: string) => /^\/api\/shared\/[^/]+\/recordings\/[^/]+$/.test(pathname);

/** A recording's stored file (`voice-<rand>.webm|ogg|m4a`, docs/0021): a story's own, signed, or in a bucket. */
export const isRecordingFile = (pathname: string) => /\/voice-[^/]+\.(?:webm|ogg|m4a)$/.test(pathname);

/** A stored file's address without its signature: it gives no permission, so no cache answers it (sw.ts). */
export const isUnsignedFile = (url: URL) =>
  url.pathname.startsWith('/api/files/') && !(url.searchParams.has('exp') && url.searchParams.has('sig'));

/** A shared link's JSON, `/api/shared/<token>`: its token, or null for any other address. */
export function sharedTokenOf(pathname: string): string | null {
  const match = /^\/api\/shared\/([^/]+)$/.exec(pathname);
  return match ? match[1] : null;
}

/** Story JSON: one story, the story lists, and a shared story. */
export const isStoryJsonPath = (pathname: string) =>
  /^\/api\/stories\/?$/.test(pathname) || /^\/api\/stories\/[^/]+$/.test(pathname) || /^\/api\/shared\/[^/]+$/.test(pathname);

/** The message the worker posts to the pages when a story it served stale has changed. */
export interface StoryUpdatedMessage {
  type: 'fh:story-updated';
  /** The story's API address (`/api/stories/<id>`, `/api/shared/<token>`, or a list) */
  path: string;
}

export const isStoryUpdatedMessage = (data: unknown): data is StoryUpdatedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as StoryUpdatedMessage).type === 'fh:story-updated' &&
  typeof (data as StoryUpdatedMessage).path === 'string';

/** The page's request to the worker at sign-out: forget every runtime cache and its bookkeeping (sw.ts). */
export const FORGET_MESSAGE = { type: 'fh:forget' } as const;

export const isForgetMessage = (data: unknown): data is typeof FORGET_MESSAGE =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FORGET_MESSAGE.type;

/** The page's word to the worker that a link answered 404 or 410 (a page the server drew never asked the worker): forget all of it (sw.ts). */
export interface ForgetLinkMessage {
  type: 'fh:forget-link';
  token: string;
}

export const isForgetLinkMessage = (data: unknown): data is ForgetLinkMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as ForgetLinkMessage).type === 'fh:forget-link' &&
  typeof (data as ForgetLinkMessage).token === 'string';

import type { StoryDetail } from '@shared/api-types';
import { addressOf } from '@shared/api-contract';
import { BACKGROUND_CHECK_HEADER } from '@shared/constants';
import {
  type ForgetLinkMessage,
  pictureKey,
  runtimeCaches,
  SAVED_META_PATH,
  SAVED_PREFIX,
  savedCacheName,
  type SavedKind,
  savedMetaOf,
  speechKey,
} from './keys';

/**
 * 'Gem til offline': a story's text, pictures, the parent's current recordings («Min stemme») and
 * read-aloud sentences (in one voice) kept in this browser, each story in a cache of its own
 * (keys.ts). The service worker answers from it when there is no network (web/sw/sw.ts). Removing
 * the copy removes all of it; sign-out removes it with every other cache (clear-browser-data.ts).
 */

/** Which story: one of the user's own, or one opened through a link ('Del historien'). */
export interface SavedRef {
  kind: SavedKind;
  /** The story's id, or the link's token */
  id: string;
}

/** What a saved story's cache says about itself. */
export interface SavedStory extends SavedRef {
  /** The account that saved it (their user id), so another account on this device never lists it nor is given it (sw.ts); null when saved by nobody signed in (a link read without an account) */
  owner: string | null;
  title: string;
  /** The child's or the group's name, as the card shows it */
  characterName: string;
  /** When it was saved or last brought up to date (ISO) */
  savedAt: string;
  /** The story's text and pictures when saved, without signatures: a change means the copy is old */
  fingerprint: string;
  /** The voice whose sentences were saved */
  voice: string;
  /** The story's own id (for a link too; missing in copies saved before it was kept) */
  storyId?: string;
  bytes: number;
  pictures: number;
  /** The parent's recordings kept («Min stemme»); missing in copies saved before there were any */
  recordings?: number;
  sentences: number;
}

/** The story's own address: where the reader asks for it, and where the saved copy answers. */
export const storyPathOf = (ref: SavedRef) =>
  ref.kind === 'story'
    ? addressOf('GET /api/stories/:id', { id: ref.id }).path
    : addressOf('GET /api/shared/:token', { token: ref.id }).path;

/** Where a story's sentences are read aloud (binary answers, outside the JSON contract): the user's own, or the link's. */
export const speechAddressOf = (ref: SavedRef) => (ref.kind === 'story' ? '/api/tts' : `/api/shared/${encodeURIComponent(ref.id)}/tts`);

export const isOfflineSupported = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/**
 * What a saved copy is compared by, and the sentences it keeps: read from the story's plan, whose
 * converters (with the plan's schema) are loaded when a story is saved or checked, not with the app.
 */
const storyCopy = () => import('./story-copy');

export class OfflineSaveError extends Error {
  constructor(readonly status: number) {
    super(`Saving for offline failed (${status})`);
    this.name = 'OfflineSaveError';
  }
}

async function bodySize(response: Response) {
  return (await response.clone().arrayBuffer()).byteLength;
}

/** A few requests at a time, so a long story does not hold the whole connection pool. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One sentence's audio, through the worker (a sentence it already keeps costs the server nothing).
 * A long story can meet the read-aloud limit of a link (60 sentences a minute): then it waits as
 * the server says (Retry-After, at most 20 s) and asks again, up to 4 times.
 */
async function speakPaced(address: string, text: string, voice: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const audio = await fetch(address, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'audio/*' },
      body: JSON.stringify({ text, voice }),
    });
    if (audio.status !== 429 || attempt >= 4) return audio;
    await wait(Math.min(20, Number(audio.headers.get('Retry-After')) || 5) * 1000);
  }
}

/**
 * Saves (or brings up to date) one story: its JSON as the server answers it now, every picture, the
 * cover's thumbnail, every current recording, and every sentence in `voice` (the recorded pages'
 * too: another voice may be chosen offline). The story and its description are written last,
 * so a story is only listed once all of it is there, and an update that fails halfway leaves the
 * older copy whole; what an older copy had and this one has not is then removed.
 * Throws OfflineSaveError when the story cannot be fetched (status 0 when there is no network).
 */
export async function saveStoryOffline(ref: SavedRef, voice: string, owner: string | null): Promise<SavedStory> {
  saving++;
  try {
    return await save(ref, voice, owner);
  } finally {
    saving--;
  }
}

/** Saves under way in this tab: while one runs, a cache without its description is not a leftover. */
let saving = 0;

async function save(ref: SavedRef, voice: string, owner: string | null): Promise<SavedStory> {
  const origin = location.origin;
  const storyUrl = `${origin}${storyPathOf(ref)}`;
  // Asked through the worker, so it knows whose copy this is (it gives a saved copy to that account only) and keeps the answer for an offline start.
  if (owner !== null)
    await fetch(`${origin}/api/me`, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => undefined);
  let response: Response;
  try {
    // 'no-store': past the worker's stale copy (sw.ts routes only ordinary requests), straight to the server.
    response = await fetch(storyUrl, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new OfflineSaveError(0);
  }
  if (!response.ok) throw new OfflineSaveError(response.status);
  const story = (await response.clone().json()) as StoryDetail;
  const { filesOf, sentencesOf, storyFingerprint } = await storyCopy();

  const cache = await caches.open(savedCacheName(ref.kind, ref.id));
  const hadBefore = (await cache.keys()).map((r) => r.url);
  const kept = new Set<string>([storyUrl]);
  let bytes = await bodySize(response);
  try {
    const files = filesOf(story, origin);
    await inBatches([...files.pictures, ...files.recordings], 4, async (url) => {
      const key = pictureKey(url);
      kept.add(key);
      const existing = await cache.match(key);
      if (existing) {
        bytes += await bodySize(existing);
        return;
      }
      // A picture from another origin may be opaque (an <img> shows it); a recording is read by the
      // page (read-aloud decodes its bytes), so it must come readable.
      const sameOrigin = new URL(url).origin === origin;
      const mode = sameOrigin ? 'same-origin' : files.recordings.includes(url) ? 'cors' : 'no-cors';
      const file = await fetch(url, { credentials: 'same-origin', mode });
      if (!file.ok && file.type !== 'opaque') throw new OfflineSaveError(file.status);
      bytes += file.type === 'opaque' ? 0 : await bodySize(file);
      await cache.put(key, file);
    });

    const sentences = sentencesOf(story);
    const address = speechAddressOf(ref);
    await inBatches([...new Set(sentences)], 3, async (text) => {
      const key = await speechKey(origin, voice, text);
      kept.add(key);
      const existing = await cache.match(key);
      if (existing) {
        bytes += await bodySize(existing);
        return;
      }
      const audio = await speakPaced(address, text, voice);
      if (!audio.ok) throw new OfflineSaveError(audio.status);
      const copy = new Response(await audio.arrayBuffer(), {
        headers: { 'Content-Type': audio.headers.get('Content-Type') ?? 'audio/mpeg' },
      });
      bytes += await bodySize(copy);
      await cache.put(key, copy);
    });

    // The story last, with its description: until then an older copy reads as it was, whole.
    await cache.put(storyUrl, response);
    const saved: SavedStory = {
      ...ref,
      owner,
      title: story.title,
      characterName: story.characterName,
      savedAt: new Date().toISOString(),
      fingerprint: storyFingerprint(story),
      voice,
      storyId: story.id,
      bytes,
      pictures: files.pictures.length,
      recordings: files.recordings.length,
      sentences: sentences.length,
    };
    const metaUrl = `${origin}${SAVED_META_PATH}`;
    kept.add(metaUrl);
    await cache.put(metaUrl, new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }));
    await Promise.all(hadBefore.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
    // The worker's runtime copy may be older than this one: without it, an offline read gets this one (sw.ts).
    await (await caches.open(runtimeCaches.stories)).delete(storyUrl);
    return saved;
  } catch (err) {
    // A first save that did not finish leaves nothing behind; an update keeps the copy it had.
    if (!hadBefore.includes(`${origin}${SAVED_META_PATH}`)) await caches.delete(savedCacheName(ref.kind, ref.id));
    throw err;
  }
}

/** Each saved story's cache with its description, or null where the description is missing (a save cut off). */
async function savedCaches(): Promise<{ name: string; story: SavedStory | null }[]> {
  if (!isOfflineSupported()) return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_PREFIX));
  return Promise.all(
    names.map(async (name) => {
      const meta = await savedMetaOf(name);
      return { name, story: meta ? ((await meta.json()) as SavedStory) : null };
    }),
  );
}

/**
 * The stories saved in this browser for `owner` (the signed-in user's id, null for nobody): what they
 * saved, and the links saved by nobody signed in, newest first. Another account's are not listed.
 */
export async function listSavedStories(owner: string | null): Promise<SavedStory[]> {
  return (await savedCaches())
    .map((c) => c.story)
    .filter((s): s is SavedStory => s !== null && (s.owner === null || s.owner === owner))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The voice story `storyId` (one's own, or a link's) was saved with on this device, or null when it is not saved here. */
export async function savedVoiceOf(storyId: string): Promise<string | null> {
  const saved = (await savedCaches()).find(
    ({ story }) => story && (story.storyId === storyId || (story.kind === 'story' && story.id === storyId)),
  );
  return saved?.story?.voice ?? null;
}

/** Removes what a save cut off (the tab closed, sign-out in the middle) left: a cache without its description. */
export async function removeUnfinished(): Promise<void> {
  if (saving > 0) return;
  await Promise.all((await savedCaches()).filter((c) => c.story === null).map((c) => caches.delete(c.name)));
}

/**
 * A link answered 404 or 410 (turned off, expired): everything this browser keeps of it goes, every
 * time. The worker forgets its copies (JSON, pictures, sentences, the saved copy, sw.ts); without a
 * worker the saved copy is removed here.
 */
export async function forgetLink(token: string): Promise<void> {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (worker) {
    const channel = new MessageChannel();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      channel.port1.onmessage = () => {
        clearTimeout(timer);
        resolve();
      };
      const message: ForgetLinkMessage = { type: 'fh:forget-link', token };
      worker.postMessage(message, [channel.port2]);
    });
  }
  if (isOfflineSupported()) await removeSavedStory({ kind: 'shared', id: token });
}

export async function removeSavedStory(ref: SavedRef): Promise<void> {
  await caches.delete(savedCacheName(ref.kind, ref.id));
}

/** How much this site keeps in the browser in all, and how much more the browser allows, when it says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : null;
  } catch {
    return null;
  }
}

/** Asks the browser not to clear saved stories when space runs low; it may say no, and nothing else changes. */
export async function askToKeepStorage() {
  try {
    await navigator.storage?.persist?.();
  } catch {
    /* not offered */
  }
}

export type RefreshOutcome = 'unchanged' | 'updated' | 'removed' | 'skipped';

/**
 * Brings one saved story up to date when the device is online: saved again when its text or
 * pictures changed or the voice is another; removed when the story is gone or its link was turned
 * off (404, 410), so a revoked link does not live on here; left alone without a network or a session.
 */
export async function refreshSavedStory(saved: SavedStory, voice: string = saved.voice): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(storyPathOf(saved), {
      cache: 'no-store',
      credentials: 'same-origin',
      // Only a check: a shared link does not count it as an opening.
      headers: { Accept: 'application/json', [BACKGROUND_CHECK_HEADER]: '1' },
    });
  } catch {
    return 'skipped';
  }
  if (response.status === 404 || response.status === 410) {
    if (saved.kind === 'shared') await forgetLink(saved.id);
    else await removeSavedStory(saved);
    return 'removed';
  }
  if (!response.ok) return 'skipped';
  const story = (await response.json()) as StoryDetail;
  const { storyFingerprint } = await storyCopy();
  if (storyFingerprint(story) === saved.fingerprint && saved.voice === voice) return 'unchanged';
  // Removed meanwhile ('Fjern fra enheden'): not saved again.
  if (!(await caches.has(savedCacheName(saved.kind, saved.id)))) return 'skipped';
  try {
    await saveStoryOffline(saved, voice, saved.owner);
    return 'updated';
  } catch {
    return 'skipped';
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Brings `owner`'s saved stories (and the shared ones) up to date, one at a time, in `voice` or
 * each in its own. A call while a round runs asks for one more round after it, so no change is
 * missed; it resolves when the rounds are done.
 */
export function refreshSavedStories(owner: string | null, voice?: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        for (const story of await listSavedStories(owner)) await refreshSavedStory(story, voice);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

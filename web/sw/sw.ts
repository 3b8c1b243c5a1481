/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, `injectManifest`, from Workbox's modules; see
 * docs/0015-reading-offline.md):
 * - the app shell is precached, versioned by Workbox's revisions, old versions removed;
 * - a page address is asked of the network; without one the precached app.html starts the app;
 * - `GET /api/me` is network-first, so a signed-in device still knows who it is offline;
 * - story JSON is stale-while-revalidate, and a page is told when what it was given has changed;
 * - pictures and read-aloud sentences are cache-first, bounded in number and age;
 * - the parent's recordings («Min stemme») come from the network, or without one from a saved
 *   story's copy: no runtime cache keeps a voice, so removing the copy removes it from the device;
 * - a story saved with 'Gem til offline' (web/src/lib/offline/saved-stories.ts) is a cache of its
 *   own, which answers when the runtime caches and the network cannot; it is never bounded away.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isPicturePath,
  isRecordingFile,
  isRecordingPath,
  isSpeechPath,
  isStoryJsonPath,
  pictureKey,
  runtimeCaches,
  runtimeLimits,
  SAVED_PREFIX,
  speechKey,
  type StoryUpdatedMessage,
  isForgetMessage,
  isForgetLinkMessage,
  isUnsignedFile,
  savedCacheName,
  sentenceDigest,
  sharedTokenOf,
  savedMetaOf,
} from '../src/lib/offline/keys';
import { planReadAloudSections } from '../../shared/story-plan-text';
import type { StoryPlan } from '../../shared/story-plan';
import { storyPlanOf } from '../src/lib/story-plan-of';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Not awaited: the new worker takes over at once; nothing here waits for it.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * Who is signed in, as the worker last saw `/api/me` answer: the kept answer's id (read back from its
 * cache after the browser stopped and started the worker), or null for nobody.
 */
let signedIn: string | null | undefined;

async function signedInUser(): Promise<string | null> {
  if (signedIn !== undefined) return signedIn;
  const kept = (await caches.has(runtimeCaches.me))
    ? await (await caches.open(runtimeCaches.me)).match(`${self.location.origin}/api/me`)
    : undefined;
  signedIn = kept ? ((((await kept.json().catch(() => null)) as { id?: unknown } | null)?.id as string | undefined) ?? null) : null;
  return signedIn;
}

/**
 * The session ended without 'Log ud' (a reset elsewhere, expiry, the account deleted), or another
 * account signed in: what the worker keeps goes, as at sign-out (the page clears the rest,
 * session-watch.ts). The precache (the app itself) stays.
 */
async function forgetAccount() {
  signedIn = null;
  await Promise.all([
    storiesExpiration.deleteCacheAndMetadata(),
    picturesExpiration.deleteCacheAndMetadata(),
    speechExpiration.delete(),
  ]).catch(() => undefined);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(SAVED_PREFIX) || (Object.values(runtimeCaches) as string[]).includes(name))
      .map((name) => caches.delete(name)),
  );
}

/** The account a saved story's cache belongs to: an id, null for a link saved by nobody signed in, undefined without a description. */
async function ownerOf(name: string): Promise<string | null | undefined> {
  const meta = await savedMetaOf(name);
  if (!meta) return undefined;
  const owner = ((await meta.json().catch(() => ({}))) as { owner?: unknown }).owner;
  return typeof owner === 'string' ? owner : owner === null ? null : undefined;
}

/**
 * Whether the worker keeps something of an account other than `id` (null: nobody): the last one it
 * saw signed in, or a saved story of another account (the worker may not have seen `/api/me` yet).
 */
async function keepsAnotherAccount(id: string | null): Promise<boolean> {
  const before = await signedInUser();
  if (before !== null && before !== id) return true;
  for (const name of await caches.keys()) {
    if (!name.startsWith(SAVED_PREFIX)) continue;
    const owner = await ownerOf(name);
    if (typeof owner === 'string' && owner !== id) return true;
  }
  return false;
}

/** What an answer of the server says about the session: a 401 while an account's things are kept ends it. */
async function noticeSessionEnd(request: Request, response: Response) {
  if (response.status !== 401 || new URL(request.url).pathname.startsWith('/api/auth/')) return;
  if (await keepsAnotherAccount(null)) await forgetAccount();
}

/**
 * A saved story's copy of `key`, looked for in the saved stories' caches only, and only in those of
 * the account signed in now (or saved by nobody signed in: a link read without an account).
 */
async function savedCopy(key: string): Promise<Response | undefined> {
  const user = await signedInUser();
  for (const name of await caches.keys()) {
    if (!name.startsWith(SAVED_PREFIX)) continue;
    // (Read without opening: a copy removed meanwhile is not made again.)
    const found = await caches.match(key, { cacheName: name });
    if (!found) continue;
    const owner = await ownerOf(name);
    if (owner === null || (owner !== undefined && owner === user)) return found;
  }
  return undefined;
}

/** When the strategy has nothing (no cache, no network): the saved story's copy. */
const savedWhenNothingElse: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await savedCopy(request.url)) ?? Response.error(),
};

// Pages: the server's (it draws some of them), or the app shell when there is no network.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  new NetworkOnly({
    plugins: [
      { handlerDidError: async () => (await matchPrecache('app.html')) ?? (await matchPrecache('index.html')) ?? Response.error() },
    ],
  }),
);

// Who is signed in. The worker keeps the answer (a saved story opens offline) and learns from it whose
// saved copies it may give; a 401, or another account, forgets what the previous account kept.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/api/me',
  new NetworkFirst({
    cacheName: runtimeCaches.me,
    plugins: [
      {
        fetchDidSucceed: async ({ request, response }) => {
          if (response.status === 401) {
            if (await keepsAnotherAccount(null)) await forgetAccount();
            // caches.has first: opening would make the cache again right after sign-out emptied them all.
            else if (await caches.has(runtimeCaches.me)) await (await caches.open(runtimeCaches.me)).delete(request.url);
            signedIn = null;
          } else if (response.ok) {
            const id = (
              (await response
                .clone()
                .json()
                .catch(() => null)) as { id?: unknown } | null
            )?.id;
            if (typeof id === 'string') {
              if (await keepsAnotherAccount(id)) await forgetAccount();
              signedIn = id;
            }
          }
          return response;
        },
      },
    ],
  }),
);

const storiesExpiration = new ExpirationPlugin({ ...runtimeLimits.stories, purgeOnQuotaError: true });
const picturesExpiration = new ExpirationPlugin({ ...runtimeLimits.pictures, purgeOnQuotaError: true });

/** Signed addresses change while the story does not: they are left out when comparing two answers. */
const withoutSignatures = (json: string) => json.replace(/([?&])(exp|sig|X-Amz-[A-Za-z-]+)=[^&"\\]*/g, '$1');

/** Tells the open pages that a story served from the cache has changed, so they show the new one. */
const tellPagesWhenChanged: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse || !newResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.text()]);
    if (withoutSignatures(before) === withoutSignatures(after)) return;
    const message: StoryUpdatedMessage = { type: 'fh:story-updated', path: new URL(request.url).pathname };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  },
};

/**
 * A story the server no longer gives (deleted, a session ended) is forgotten at once and the pages
 * are told: what was shown from the cache does not live on for the cache's 30 days.
 */
const forgetWhenGone: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    await noticeSessionEnd(request, response);
    if (![401, 403, 404, 410].includes(response.status)) return response;
    // Told only when a copy was there to forget: another 404 asks nothing again (no loop with the page's refetch).
    if (!(await caches.has(runtimeCaches.stories)) || !(await (await caches.open(runtimeCaches.stories)).delete(request.url)))
      return response;
    const message: StoryUpdatedMessage = { type: 'fh:story-updated', path: new URL(request.url).pathname };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
    return response;
  },
};

/** The sentences of a story's JSON, as read-aloud asks for them (from its plan; a copy saved before plans, from its text). */
async function sentencesIn(response: Response | undefined): Promise<string[]> {
  const story = (await response?.json().catch(() => null)) as { title?: unknown; content?: unknown; plan?: StoryPlan | null } | null;
  if (!story || typeof story.content !== 'string') return [];
  const plan = storyPlanOf({ title: typeof story.title === 'string' ? story.title : '', content: story.content, plan: story.plan });
  return planReadAloudSections(plan).flatMap((section) => section.sentences);
}

/**
 * A link turned off or expired (404, 410): every part of it this browser keeps goes, every time,
 * whether or not a copy was there: its JSON, its pictures, its sentences (in any voice) and a saved
 * copy (with its recordings, which nothing else keeps). Returns whether anything was there to forget.
 */
async function forgetLink(token: string): Promise<boolean> {
  const origin = self.location.origin;
  const jsonUrl = `${origin}/api/shared/${token}`;
  const open = async (name: string) => ((await caches.has(name)) ? caches.open(name) : undefined);
  const [stories, pictures, speech] = await Promise.all([
    open(runtimeCaches.stories),
    open(runtimeCaches.pictures),
    open(runtimeCaches.speech),
  ]);
  const saved = await open(savedCacheName('shared', token));
  const sentences = [...(await sentencesIn(await stories?.match(jsonUrl))), ...(await sentencesIn(await saved?.match(jsonUrl)))];
  let forgot = (await stories?.delete(jsonUrl)) ?? false;
  if (pictures) {
    const prefix = `${jsonUrl}/pictures/`;
    await Promise.all((await pictures.keys()).filter((key) => key.url.startsWith(prefix)).map((key) => pictures.delete(key)));
  }
  if (speech && sentences.length > 0) {
    const digests = new Set(await Promise.all(sentences.map(sentenceDigest)));
    await Promise.all(
      (await speech.keys()).filter((key) => digests.has(key.url.slice(key.url.lastIndexOf('/') + 1))).map((key) => speech.delete(key)),
    );
  }
  if (saved) forgot = (await caches.delete(savedCacheName('shared', token))) || forgot;
  return forgot;
}

const forgetLinkWhenGone: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status !== 404 && response.status !== 410) return response;
    const token = sharedTokenOf(new URL(request.url).pathname);
    // The pages are told only when something was there (no loop with the page's refetch).
    if (token && (await forgetLink(token))) {
      const message: StoryUpdatedMessage = { type: 'fh:story-updated', path: new URL(request.url).pathname };
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
    }
    return response;
  },
};

// A shared link: the network first, so a turned-off link is never shown from the cache first;
// the kept copy (or the saved one) only without a network.
registerRoute(
  ({ request, url }) => sameOrigin(url) && sharedTokenOf(url.pathname) !== null && request.cache !== 'no-store',
  new NetworkFirst({ cacheName: runtimeCaches.stories, plugins: [storiesExpiration, forgetLinkWhenGone, savedWhenNothingElse] }),
);
// Saving it or checking a saved copy (`no-store`, saved-stories.ts) asks the network only, and forgets the same way.
registerRoute(({ url }) => sameOrigin(url) && sharedTokenOf(url.pathname) !== null, new NetworkOnly({ plugins: [forgetLinkWhenGone] }));

// Own stories and the lists: stale-while-revalidate. A request made with `cache: 'no-store'` (saving
// a story, the editor) is left to the network.
registerRoute(
  ({ request, url }) => sameOrigin(url) && isStoryJsonPath(url.pathname) && request.cache !== 'no-store',
  new StaleWhileRevalidate({
    cacheName: runtimeCaches.stories,
    plugins: [storiesExpiration, forgetWhenGone, tellPagesWhenChanged, savedWhenNothingElse],
  }),
);

/** Pictures are kept under their address without the signature (keys.ts), and a saved story's copy is used first. */
const pictureCaching: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pictureKey(request.url),
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => cachedResponse ?? (await savedCopy(request.url)) ?? null,
};

// The parent's recordings: the network's, or without one a saved story's copy (under the address
// without its signature), never a runtime cache. Before the pictures' route: a story's own are stored files.
registerRoute(
  ({ url }) =>
    (sameOrigin(url) &&
      (isRecordingPath(url.pathname) || (url.pathname.startsWith('/api/files/') && isRecordingFile(url.pathname))) &&
      !isUnsignedFile(url)) ||
    (isRecordingFile(url.pathname) && url.searchParams.has('X-Amz-Signature')),
  new NetworkOnly({
    plugins: [{ handlerDidError: async ({ request }) => (await savedCopy(pictureKey(request.url))) ?? Response.error() }],
  }),
);

// A stored file asked for without its signature is no permission: the server answers it, never a cache.
registerRoute(
  ({ request, url }) =>
    (sameOrigin(url) && isPicturePath(url.pathname) && !isUnsignedFile(url)) ||
    (request.destination === 'image' && url.searchParams.has('X-Amz-Signature')),
  new CacheFirst({
    cacheName: runtimeCaches.pictures,
    plugins: [pictureCaching, picturesExpiration],
    // S3's pictures come from another origin without CORS: the browser gives the worker an opaque answer.
    fetchOptions: { credentials: 'same-origin' },
  }),
);

// A sentence read aloud: a POST of { text, voice }, kept under a GET address of voice and text.
const speechExpiration = new CacheExpiration(runtimeCaches.speech, runtimeLimits.speech);
registerRoute(
  ({ url }) => sameOrigin(url) && isSpeechPath(url.pathname),
  async ({ request }) => {
    let key: string;
    try {
      const { text, voice } = (await request.clone().json()) as { text?: unknown; voice?: unknown };
      if (typeof text !== 'string' || typeof voice !== 'string') return fetch(request);
      key = await speechKey(self.location.origin, voice, text);
    } catch {
      return fetch(request);
    }
    const kept = (await savedCopy(key)) ?? (await (await caches.open(runtimeCaches.speech)).match(key));
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) {
      try {
        await (await caches.open(runtimeCaches.speech)).put(key, response.clone());
        await speechExpiration.updateTimestamp(key);
        void speechExpiration.expireEntries();
      } catch {
        // No room to keep it (quota): the sentence is still read, from the answer itself.
      }
    }
    return response;
  },
  'POST',
);

/**
 * Any change made through the API (an edit, a new picture, a reading) empties the stories' runtime
 * cache once it has succeeded, so the next read asks the server, not the copy from before.
 */
const forgetStoriesAfterChange: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    await noticeSessionEnd(request, response);
    if (response.ok) {
      const cache = await caches.open(runtimeCaches.stories);
      await Promise.all((await cache.keys()).map((key) => cache.delete(key)));
    }
    return response;
  },
};
for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/') && !isSpeechPath(url.pathname),
    new NetworkOnly({ plugins: [forgetStoriesAfterChange] }),
    method,
  );
}

/**
 * Sign-out (clear-browser-data.ts) asks the worker to forget before it is unregistered: the runtime
 * caches and Workbox's record of what they held (IndexedDB), which the page cannot delete while the
 * worker has it open. The page waits for the answer on the message's port.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isForgetLinkMessage(event.data)) {
    event.waitUntil(
      forgetLink(event.data.token)
        .catch(() => false)
        .then(() => event.ports[0]?.postMessage('forgotten')),
    );
    return;
  }
  if (!isForgetMessage(event.data)) return;
  event.waitUntil(
    Promise.all([storiesExpiration.deleteCacheAndMetadata(), picturesExpiration.deleteCacheAndMetadata(), speechExpiration.delete()])
      .catch(() => undefined)
      .then(() => event.ports[0]?.postMessage('forgotten')),
  );
});

import type { StoryDetail } from '@shared/api-types';
import { PLAN_VERSION, planToText, type StoryPlan } from '@shared/story-plan';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSavedStories, removeSavedStory, saveStoryOffline } from './saved-stories';

const origin = 'https://fortaellehuset.test';

/** Cache Storage as the browser has it, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.toString() : key.url);
  const cacheOf = (entries: Map<string, Response>) => ({
    match: async (key: RequestInfo | URL) => entries.get(urlOf(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => void entries.set(urlOf(key), response.clone()),
    delete: async (key: RequestInfo | URL) => entries.delete(urlOf(key)),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  });
  return {
    stores,
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    // ('cacheName': one cache only, and none made where there is none.)
    match: async (key: RequestInfo | URL, options?: { cacheName?: string }) =>
      options?.cacheName ? stores.get(options.cacheName)?.get(urlOf(key))?.clone() : undefined,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
}

const scene = { setting: null, present: ['child'], action: null, mood: 'calm' as const, companion: false };
const plan: StoryPlan = {
  version: PLAN_VERSION,
  title: 'Emil hos tandlægen',
  pages: [
    { sentences: [{ text: 'Emil vågner.', kind: 'beskrivende', source: 'writer' }], scene },
    { sentences: [{ text: 'Mor er med.', kind: 'beskrivende', source: 'writer' }], scene },
  ],
};
const picture = (url: string) => ({ url, thumbUrl: url, missing: false });
const recording = (url: string, current = true) => ({ url, contentType: 'audio/webm', seconds: 3, current });

/** A link's story: page 1 recorded, page 2 recorded before its text changed. */
const story = {
  id: 's1',
  title: plan.title,
  characterName: 'Emil',
  content: planToText(plan),
  plan,
  images: [
    picture('/api/shared/tok/pictures/0.webp'),
    picture('/api/shared/tok/pictures/1.webp'),
    picture('/api/shared/tok/pictures/2.webp'),
  ],
  recordings: [null, recording('/api/shared/tok/recordings/voice-1.webm'), recording('/api/shared/tok/recordings/voice-2.webm', false)],
} as unknown as StoryDetail;

describe("'Gem til offline' with the parent's recordings", () => {
  let caches: ReturnType<typeof memoryCaches>;
  const asked: string[] = [];

  beforeEach(() => {
    caches = memoryCaches();
    asked.length = 0;
    vi.stubGlobal('location', new URL(`${origin}/del/tok`));
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('window', { caches });
    vi.stubGlobal('navigator', { serviceWorker: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input : input.url, origin);
        asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname === '/api/shared/tok') return Response.json(story);
        if (url.pathname.endsWith('/tts')) return new Response(new Uint8Array(12), { headers: { 'Content-Type': 'audio/mpeg' } });
        if (url.pathname.includes('/recordings/')) return new Response(new Uint8Array(3000), { headers: { 'Content-Type': 'audio/webm' } });
        return new Response(new Uint8Array(100), { headers: { 'Content-Type': 'image/webp' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the current recordings with the pictures, lists them, and removes them with the copy', async () => {
    const saved = await saveStoryOffline({ kind: 'shared', id: 'tok' }, 'da-DK-Standard-A', null);
    expect(saved).toMatchObject({ pictures: 3, recordings: 1, sentences: 2 });
    // Only the recording that still fits its page was asked for.
    expect(asked.filter((a) => a.includes('/recordings/'))).toEqual(['GET /api/shared/tok/recordings/voice-1.webm']);

    const copy = caches.stores.get('fh-saved:shared:tok')!;
    expect(copy.has(`${origin}/api/shared/tok/recordings/voice-1.webm`)).toBe(true);
    expect(copy.has(`${origin}/api/shared/tok/recordings/voice-2.webm`)).toBe(false);
    // Every sentence in the voice too: a page without a recording, and another voice offline, are read from it.
    expect(asked.filter((a) => a.endsWith('/tts'))).toHaveLength(2);
    expect(saved.bytes).toBeGreaterThanOrEqual(3000 + 3 * 100 + 2 * 12);

    expect(await listSavedStories(null)).toEqual([expect.objectContaining({ kind: 'shared', id: 'tok', recordings: 1 })]);

    await removeSavedStory({ kind: 'shared', id: 'tok' });
    expect(caches.stores.has('fh-saved:shared:tok')).toBe(false);
    expect(await listSavedStories(null)).toEqual([]);
  });

  it('lists the saved stories without making a copy again that was removed while the list was read', async () => {
    await saveStoryOffline({ kind: 'shared', id: 'tok' }, 'da-DK-Standard-A', null);
    // 'Fjern fra enheden' right after the list of names was read.
    const keys = caches.keys;
    caches.keys = async () => {
      const names = await keys();
      await caches.delete('fh-saved:shared:tok');
      return names;
    };
    expect(await listSavedStories(null)).toEqual([]);
    expect(caches.stores.has('fh-saved:shared:tok')).toBe(false);
  });

  it('drops a recording the copy no longer needs when it is saved again', async () => {
    await saveStoryOffline({ kind: 'shared', id: 'tok' }, 'da-DK-Standard-A', null);
    story.recordings[1] = recording('/api/shared/tok/recordings/voice-1.webm', false);
    try {
      const saved = await saveStoryOffline({ kind: 'shared', id: 'tok' }, 'da-DK-Standard-A', null);
      expect(saved.recordings).toBe(0);
      expect(caches.stores.get('fh-saved:shared:tok')!.has(`${origin}/api/shared/tok/recordings/voice-1.webm`)).toBe(false);
    } finally {
      story.recordings[1] = recording('/api/shared/tok/recordings/voice-1.webm');
    }
  });
});

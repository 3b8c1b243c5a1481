import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineMessages, shareMessages } from '../shared/messages.da';
import { parseStory } from '../shared/story-text';
import { phone, picturesLoaded, seriousViolations } from './checks';
import { type Harness, startHarness, toast, visible } from './harness';
import { screenshot } from './screenshots';
import { jsonHeaders, parentWithStory } from './story-api';

/** Waits until the service worker controls the page (it claims the page it was installed from). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** The sentences read aloud on this page, and where they came from. */
function watchSpeech(page: Page) {
  const answers: Response[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('/tts')) answers.push(r);
  });
  return answers;
}

/** Opens the story's first page and reads it aloud: the marked sentence shows the audio played. */
async function readFirstPageAloud(page: Page) {
  await page.getByRole('button', { name: 'Start historien' }).click();
  expect(await picturesLoaded(page.locator('main img[alt^="Billede"]'))).toBe(1);
  await page.getByRole('button', { name: 'Start oplæsning' }).click();
  await visible(page.locator('mark[aria-current="true"]'), 20_000);
  await page.getByRole('button', { name: 'Stop oplæsning' }).click();
}

/**
 * 'Gem til offline' (issue 19, part 2): the app installs a service worker; a saved story opens,
 * shows its pictures and reads aloud after a reload in flight mode; an edit reaches the saved copy
 * when the device is online again; sign-out leaves nothing behind.
 */
describe('Reading offline', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  }, 120_000);
  afterAll(() => h?.close());

  it('saves a story, reads it with pictures and audio offline after a reload, takes in an edit when online, and forgets it on sign-out', async () => {
    const { context, story } = await parentWithStory(h, 'offline', { ...phone, serviceWorkers: 'allow' });
    const baseUrl = h.app.baseUrl;

    const page = await context.newPage();
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await controlled(page);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json());
    expect(manifest).toMatchObject({ name: 'Fortællehuset', lang: 'da', display: 'standalone', start_url: '/dashboard' });

    await page.getByRole('button', { name: /Flere valg/ }).click();
    await page.getByRole('button', { name: offlineMessages.save }).click();
    await visible(toast(page, offlineMessages.saved), 60_000);

    // 'Mine historier' marks it and says how much room it takes.
    await page.goto('/stories');
    await visible(page.getByTestId('saved-offline-badge'));
    const panel = page.getByRole('region', { name: offlineMessages.panelTitle });
    await visible(panel.getByRole('link', { name: story.title }));
    await expect.poll(() => panel.textContent()).toMatch(/1 historie · \d+(,\d)? (kB|MB)/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'offline-saved-390');

    // Flight mode: a reload still opens the story, with its pictures, and reads it aloud.
    await context.setOffline(true);
    // The worker has no network either: a request it passes on (a reading) never reaches the server.
    const sent = await page.evaluate(async (id) => {
      try {
        await fetch(`/api/stories/${id}/readings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        return 'sent';
      } catch {
        return 'failed';
      }
    }, story.id);
    expect(sent).toBe('failed');
    expect(((await (await context.request.get(`${baseUrl}/api/stories/${story.id}`)).json()) as { reading: { count: number } }).reading.count).toBe(0);
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    const spoken = watchSpeech(page);
    await readFirstPageAloud(page);
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken.every((r) => r.status() === 200 && r.fromServiceWorker())).toBe(true);
    await screenshot(page, 'offline-reader-390');
    await page.goto('/stories');
    await visible(page.getByText(offlineMessages.offlineBanner));
    await visible(page.getByTestId('saved-offline-badge'));
    await screenshot(page, 'offline-stories-390');

    // Edited on another device: the saved copy takes in the change the next time this one is online.
    await context.setOffline(false);
    const scenes = parseStory(story.content).scenes;
    const pages = scenes.map((scene, i) => ({ text: i === 0 ? 'Emil tager sin blå bamse med til tandlægen.' : scene.paragraphs.join('\n\n'), image: i + 1 }));
    const edit = await context.request.patch(`${baseUrl}/api/stories/${story.id}`, { data: { title: 'Emil og den blå bamse', pages }, headers: jsonHeaders(baseUrl) });
    expect(edit.status()).toBe(200);
    await page.goto('/stories');
    await visible(page.getByRole('region', { name: offlineMessages.panelTitle }).getByRole('link', { name: 'Emil og den blå bamse' }), 60_000);

    await context.setOffline(true);
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: 'Emil og den blå bamse', level: 1 }));
    const spokenAfterEdit = watchSpeech(page);
    await readFirstPageAloud(page);
    await visible(page.getByText('Emil tager sin blå bamse med til tandlægen.'));
    expect(spokenAfterEdit.every((r) => r.status() === 200 && r.fromServiceWorker())).toBe(true);

    // 'Fjern fra enheden' in 'Mine historier'.
    await context.setOffline(false);
    await page.goto('/stories');
    await page.getByRole('button', { name: offlineMessages.removeNamed('Emil og den blå bamse') }).click();
    await visible(page.getByText(offlineMessages.panelEmpty));
    expect(await page.getByTestId('saved-offline-badge').count()).toBe(0);
    expect((await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('fh-saved:'))).toEqual([]);

    // Saved again, then sign-out: no saved story, no cache and no worker are left.
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: /Flere valg/ }).click();
    await page.getByRole('button', { name: offlineMessages.save }).click();
    await visible(toast(page, offlineMessages.saved), 60_000);
    await page.goto('/stories');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const left = await page.evaluate(async () => ({ caches: await caches.keys(), workers: (await navigator.serviceWorker.getRegistrations()).length }));
    expect(left).toEqual({ caches: [], workers: 0 });
    // The worker's record of what its caches held (Workbox's expiration, IndexedDB) keeps no address either.
    const recorded = await page.evaluate(async () => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'workbox-expiration')) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) return resolve(0);
          const count = db.transaction('cache-entries').objectStore('cache-entries').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      });
    });
    expect(recorded).toBe(0);
  }, 240_000);

  it('a story opened through a link is saved by its reader and read offline without an account', async () => {
    const { context: owner, story } = await parentWithStory(h, 'deler-offline');
    const baseUrl = h.app.baseUrl;
    const share = await owner.request.post(`${baseUrl}/api/shares`, { data: { storyId: story.id, name: 'Mormor', expiresIn: 'never' }, headers: jsonHeaders(baseUrl) });
    expect(share.status()).toBe(201);
    const { url } = (await share.json()) as { url: string };

    const visitor = await h.newContext({ serviceWorkers: 'allow' });
    const page = await visitor.newPage();
    await page.goto(url);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await controlled(page);
    await page.getByRole('button', { name: offlineMessages.save }).click();
    await visible(toast(page, offlineMessages.saved), 60_000);
    await visible(page.getByTestId('saved-offline'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'offline-shared-1280');

    await visitor.setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await visible(page.getByText(shareMessages.label).first());
    const spoken = watchSpeech(page);
    await readFirstPageAloud(page);
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken.every((r) => r.status() === 200 && r.fromServiceWorker())).toBe(true);
  }, 240_000);
});

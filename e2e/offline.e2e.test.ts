import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineMessages, shareMessages, speechMessages } from '../shared/messages.da';
import { parseStory } from '../shared/story-text';
import { phone, picturesLoaded, seriousViolations, startStory } from './checks';
import { type Harness, registerViaApi, signInViaApi, startHarness, toast, uniqueEmail, visible } from './harness';
import { screenshot } from './screenshots';
import { createCharacter, generatedStory, jsonHeaders, parentWithStory } from './story-api';

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
  await startStory(page);
  expect(await picturesLoaded(page.locator('main img[alt^="Billede"]'))).toBe(1);
  await page.getByRole('button', { name: 'Start oplæsning' }).click();
  await visible(page.locator('mark[aria-current="true"]'), 20_000);
  await page.getByRole('button', { name: 'Stop oplæsning' }).click();
}

/** Saves the story open on the page with 'Gem til offline'. */
async function saveOpenStory(page: Page) {
  await page.getByRole('button', { name: /Flere valg/ }).click();
  await page.getByRole('button', { name: offlineMessages.save }).click();
  await visible(toast(page, offlineMessages.saved), 60_000);
}

/** What this origin keeps in the browser: caches (the app's precache left out) and local storage. */
const kept = (page: Page) =>
  page.evaluate(async () => ({
    caches: (await caches.keys()).filter((name) => !name.startsWith('workbox-precache')),
    local: localStorage.length,
  }));

/** The story's JSON as the page gets it (through the worker): its title, or what came instead. */
const storyAsAnswered = (page: Page, id: string) =>
  page.evaluate(async (address) => {
    try {
      const response = await fetch(address, { headers: { Accept: 'application/json' } });
      return response.ok ? ((await response.json()) as { title: string }).title : `status ${response.status}`;
    } catch {
      return 'no answer';
    }
  }, `/api/stories/${id}`);

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
    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json(),
    );
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
    expect(
      ((await (await context.request.get(`${baseUrl}/api/stories/${story.id}`)).json()) as { reading: { count: number } }).reading.count,
    ).toBe(0);
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
    const pages = scenes.map((scene, i) => ({
      text: i === 0 ? 'Emil tager sin blå bamse med til tandlægen.' : scene.paragraphs.join('\n\n'),
      image: i + 1,
    }));
    const edit = await context.request.patch(`${baseUrl}/api/stories/${story.id}`, {
      data: { title: 'Emil og den blå bamse', pages },
      headers: jsonHeaders(baseUrl),
    });
    expect(edit.status()).toBe(200);
    await page.goto('/stories');
    await visible(
      page.getByRole('region', { name: offlineMessages.panelTitle }).getByRole('link', { name: 'Emil og den blå bamse' }),
      60_000,
    );

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
    const left = await page.evaluate(async () => ({
      caches: await caches.keys(),
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    expect(left).toEqual({ caches: [], workers: 0 });
    // The worker's record of what its caches held (Workbox's expiration, IndexedDB) keeps no address either.
    const recorded = await page.evaluate(async () => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'workbox-expiration')) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) return resolve(0);
          const count = db.transaction('cache-entries').objectStore('cache-entries').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error('count failed'));
        };
      });
    });
    expect(recorded).toBe(0);
  }, 240_000);

  it('a story opened through a link is saved by its reader and read offline without an account', async () => {
    const { context: owner, story } = await parentWithStory(h, 'deler-offline');
    const baseUrl = h.app.baseUrl;
    const share = await owner.request.post(`${baseUrl}/api/shares`, {
      data: { storyId: story.id, name: 'Mormor', expiresIn: 'never' },
      headers: jsonHeaders(baseUrl),
    });
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

  it('forgets what an account kept when its session ends without «Log ud» or another account signs in, and answers an unsigned picture only from the server', async () => {
    const context = await h.newContext({ serviceWorkers: 'allow' });
    const baseUrl = h.app.baseUrl;
    const owner = uniqueEmail('session-slut');
    await registerViaApi(context.request, baseUrl, owner);
    expect((await signInViaApi(context.request, baseUrl, owner)).ok()).toBe(true);
    const session = { request: context.request, baseUrl };
    const story = await generatedStory(session, (await createCharacter(session)).id);
    const page = await context.newPage();
    const openAndSave = async () => {
      await page.goto(`/story/${story.id}`);
      await visible(page.getByRole('heading', { name: story.title, level: 1 }));
      await controlled(page);
      await saveOpenStory(page);
    };
    await openAndSave();

    // A stored file's address without its signature is no permission: the worker never answers it from a cache.
    const picture = new URL(story.images.find((p) => !p.missing)!.url, baseUrl);
    expect(picture.searchParams.has('sig')).toBe(true);
    const unsigned = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return { status: response.status, picture: response.headers.get('Content-Type')?.startsWith('image/') ?? false };
    }, picture.pathname);
    expect(unsigned).toMatchObject({ picture: false });
    expect(unsigned.status).not.toBe(200);

    // The session ends without 'Log ud' (it expired): the worker hears /api/me answer 401 and forgets the saved copy at once.
    await context.clearCookies();
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
    expect((await kept(page)).caches.filter((name) => name.startsWith('fh-saved:'))).toEqual([]);
    expect(await storyAsAnswered(page, story.id)).not.toBe(story.title);
    // The page, on its next question, clears as sign-out does: the next person on the device finds nothing.
    await page.goto('/stories');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => kept(page), { timeout: 10_000 }).toEqual({ caches: [], local: 0 });
    await context.setOffline(true);
    expect(await storyAsAnswered(page, story.id)).not.toBe(story.title);
    await context.setOffline(false);

    // Signed in again and saved again; then another account signs in on this device, without 'Log ud' between.
    expect((await signInViaApi(context.request, baseUrl, owner)).ok()).toBe(true);
    await openAndSave();
    const next = uniqueEmail('naeste');
    await registerViaApi(context.request, baseUrl, next);
    expect((await signInViaApi(context.request, baseUrl, next)).ok()).toBe(true);
    // The worker sees another account in /api/me's answer and gives it nothing of the first one's.
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(200);
    expect((await kept(page)).caches.filter((name) => name.startsWith('fh-saved:'))).toEqual([]);
    await context.setOffline(true);
    expect(await storyAsAnswered(page, story.id)).not.toBe(story.title);
    await context.setOffline(false);
    // And the page clears the rest as sign-out does.
    await page.goto('/stories');
    await visible(page.getByRole('heading', { level: 1 }));
    await expect
      .poll(async () => (await kept(page)).caches.filter((name) => name.startsWith('fh-saved:')), { timeout: 10_000 })
      .toEqual([]);
    expect(await page.getByRole('link', { name: story.title }).count()).toBe(0);
  }, 240_000);

  it("a link turned off leaves nothing readable on the visitor's device: no title shown first, no picture, sentence or saved copy", async () => {
    const { context: owner, story } = await parentWithStory(h, 'slukket-link');
    const baseUrl = h.app.baseUrl;
    const created = await owner.request.post(`${baseUrl}/api/shares`, {
      data: { storyId: story.id, name: 'Farmor', expiresIn: 'never' },
      headers: jsonHeaders(baseUrl),
    });
    expect(created.status()).toBe(201);
    const share = (await created.json()) as { id: string; url: string };
    const token = new URL(share.url).pathname.split('/').pop()!;

    const visitor = await h.newContext({ serviceWorkers: 'allow' });
    const page = await visitor.newPage();
    await page.goto(share.url);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await controlled(page);
    // Opened again with the worker in charge (its copies of JSON and pictures), read aloud and saved.
    await page.reload();
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await readFirstPageAloud(page);
    await page.goto(share.url);
    await page.getByRole('button', { name: offlineMessages.save }).click();
    await visible(toast(page, offlineMessages.saved), 60_000);
    const pictureUrl = `/api/shared/${token}/pictures/0.webp`;
    const partsKept = () =>
      page.evaluate(
        async ({ token, pictureUrl }) => {
          const names = await caches.keys();
          const count = async (name: string, test: (url: string) => boolean) =>
            names.includes(name) ? (await (await caches.open(name)).keys()).filter((r) => test(new URL(r.url).pathname)).length : 0;
          return {
            json: await count('fh-stories-v1', (path) => path === `/api/shared/${token}`),
            pictures: await count('fh-pictures-v1', (path) => path.startsWith(`/api/shared/${token}/pictures/`)),
            sentences: await count('fh-speech-v1', () => true),
            saved: names.filter((name) => name === `fh-saved:shared:${token}`).length,
            picture: await fetch(pictureUrl).then(
              (r) => r.status,
              () => 0,
            ),
          };
        },
        { token, pictureUrl },
      );
    const before = await partsKept();
    expect(before).toMatchObject({ saved: 1, picture: 200 });
    expect(before.pictures).toBeGreaterThan(0);
    expect(before.sentences).toBeGreaterThan(0);

    // The owner turns the link off. The visitor opens it again: the title is never shown, and every part is gone.
    expect((await owner.request.delete(`${baseUrl}/api/shares/${share.id}`, { headers: jsonHeaders(baseUrl) })).status()).toBe(204);
    await page.addInitScript((title) => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(title)) (window as unknown as { sawTitle: boolean }).sawTitle = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, story.title);
    await page.goto(share.url);
    await visible(page.getByRole('heading', { name: shareMessages.notFoundTitle }));
    expect(await page.evaluate(() => (window as unknown as { sawTitle?: boolean }).sawTitle ?? false)).toBe(false);
    await expect.poll(partsKept, { timeout: 10_000 }).toEqual({ json: 0, pictures: 0, sentences: 0, saved: 0, picture: 404 });

    // And offline nothing of it answers.
    await visitor.setOffline(true);
    expect(
      await page.evaluate(
        async (address) =>
          fetch(address).then(
            (r) => r.status,
            () => 0,
          ),
        pictureUrl,
      ),
    ).not.toBe(200);
    expect(
      await page.evaluate(
        async (address) =>
          fetch(address).then(
            (r) => r.status,
            () => 0,
          ),
        `/api/shared/${token}`,
      ),
    ).not.toBe(200);
  }, 240_000);

  it('offline, says a story is not saved on the device, and which voice a saved one reads in', async () => {
    const { context, session, story } = await parentWithStory(h, 'ikke-gemt', { serviceWorkers: 'allow' });
    const other = await generatedStory(session, (await createCharacter(session, 'Ida')).id, 'Ida skal til frisør');
    const page = await context.newPage();
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await controlled(page);
    await saveOpenStory(page);
    // Opened again with the worker in charge, so it keeps who is signed in for an offline start.
    await page.goto('/stories');
    await visible(page.getByRole('link', { name: other.title }).first());

    await context.setOffline(true);
    await page.getByRole('link', { name: other.title }).first().click();
    await visible(page.getByRole('heading', { name: offlineMessages.notSavedTitle, level: 1 }));
    expect(await page.getByText(/Henter historien/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The saved one reads aloud offline in its own voice; another voice is not saved, and it says which one is.
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await startStory(page);
    await page.getByRole('combobox', { name: 'Stemme' }).selectOption({ label: speechMessages.voices['da-DK-Standard-C'] });
    await page.getByRole('button', { name: 'Start oplæsning' }).click();
    await visible(toast(page, offlineMessages.savedWithVoice(speechMessages.voices['da-DK-Standard-A'])), 20_000);
    expect(await toast(page, speechMessages.readAloudFailed).count()).toBe(0);
  }, 240_000);
});

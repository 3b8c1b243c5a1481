import type { Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { mediaMessages, offlineMessages } from '../shared/messages.da';
import { recordedText } from '../shared/story-plan-text';
import { phoneJpeg } from '../server/test/media';
import { phone, picturesLoaded, seriousViolations, startStory } from './checks';
import { type Harness, startHarness, toast, visible } from './harness';
import { screenshot } from './screenshots';
import { parentWithStory } from './story-api';

/**
 * Issue 31: the family's own photo and voice. A parent puts a phone photo on page 2 and records
 * page 1 with Chromium's fake microphone in the page editor; the reader plays the recording with
 * «Min stemme» (the whole page marked while it plays); a shared link plays it on a phone; the copy
 * saved for offline plays it in flight mode.
 */

/** A story's stored recording (`voice-<rand>.webm`), or a shared link's (`/api/shared/<token>/recordings/<page>.webm`). */
const isRecording = (r: Response) => /\/voice-[^/]+\.(webm|ogg|m4a)$|^\/api\/shared\/[^/]+\/recordings\//.test(new URL(r.url()).pathname);
const isSpeech = (r: Response) => new URL(r.url()).pathname.endsWith('/tts');

/** Every answer the page gets for a recording and for read-aloud speech, from now on. */
function watchAudio(page: Page) {
  const heard = { recordings: [] as Response[], speech: [] as Response[] };
  page.on('response', (r) => {
    if (isRecording(r)) heard.recordings.push(r);
    else if (isSpeech(r)) heard.speech.push(r);
  });
  return heard;
}

/** The text marked in the caption (all marks: a recorded page marks its whole text). */
const markedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('mark[aria-current="true"]')]
      .map((m) => m.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Opens the story, starts reading aloud from page 1, and waits until page 1's whole text is marked. */
async function hearPageOne(page: Page, pageOne: string) {
  await startStory(page);
  await page.getByRole('button', { name: 'Start oplæsning' }).click();
  await expect.poll(() => markedText(page), { timeout: 20_000 }).toBe(pageOne);
  await page.getByRole('button', { name: 'Stop oplæsning' }).click();
}

const storyOf = async (page: Page, id: string) => (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryDetail;

describe('The family’s own photo and voice', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(
      { AUTH_RATE_LIMIT: 'false' },
      { browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
    );
  }, 120_000);
  afterAll(() => h?.close());

  it('puts a photo on page 2, records page 1, reads it with «Min stemme», plays it in a shared link on a phone and offline', async () => {
    const { context, story } = await parentWithStory(h, 'stemme', { serviceWorkers: 'allow', permissions: ['microphone'] });
    const pageOne = recordedText(story.title, story.plan, 1);
    expect(pageOne.split(/(?<=[.!?])\s+/u).length).toBeGreaterThan(1);

    const page = await context.newPage();
    await page.goto(`/story/${story.id}/edit`);
    await visible(page.getByRole('heading', { name: 'Rediger historie', level: 1 }));

    // A photo as a phone takes it (sideways pixels, EXIF orientation, GPS) on page 2.
    const second = page.getByRole('region', { name: 'Side 2' });
    const chooser = page.waitForEvent('filechooser');
    await second.getByRole('button', { name: mediaMessages.usePhoto }).click();
    await (await chooser).setFiles({ name: 'tandlaegens-dor.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(1600, 1200) });
    await visible(second.getByText(mediaMessages.photoSaved));
    await visible(second.getByText(mediaMessages.photoBadge));
    const withPhoto = await storyOf(page, story.id);
    expect(withPhoto.images[2].photo).toBe(true);
    const stored = await sharp(Buffer.from(await (await page.request.get(withPhoto.images[2].url)).body())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();

    // Page 1 in the parent's voice: record, stop, keep.
    const first = page.getByRole('region', { name: 'Side 1' });
    await first.getByRole('button', { name: mediaMessages.record }).click();
    await visible(first.getByText(/Optager … 3 af 60 sekunder/), 15_000);
    await first.getByRole('button', { name: mediaMessages.recordStop }).click();
    await first.getByRole('button', { name: mediaMessages.recordKeep }).click();
    await visible(first.getByText(mediaMessages.recordSaved));
    const recorded = (await storyOf(page, story.id)).recordings[1];
    expect(recorded).toMatchObject({ current: true });
    expect(recorded!.seconds).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'own-photo-voice-editor-1280');

    // The reader: «Min stemme» is chosen, page 1 plays the recording with its whole text marked, page 2 shows the photo.
    const heard = watchAudio(page);
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    const voice = page.getByRole('combobox', { name: /stemme/i });
    expect(await voice.locator('option:checked').textContent()).toBe(mediaMessages.myVoice);
    await hearPageOne(page, pageOne);
    expect(heard.recordings.some((r) => r.ok())).toBe(true);
    expect(heard.speech.every((r) => !pageOne.includes((r.request().postDataJSON() as { text: string }).text))).toBe(true);
    // The cover is no page: the story's page 2 is the reader's «Side 2» too.
    await page.getByRole('button', { name: 'Gå til side 2' }).click();
    expect(await picturesLoaded(page.locator('main img[alt^="Billede"][src*="/photo-"]'))).toBe(1);
    await screenshot(page, 'own-photo-voice-reader-1280');

    // A shared link on a phone plays the recording through the link.
    const created = await page.request.post('/api/shares', {
      data: { storyId: story.id, name: 'Mormor', expiresIn: 'week' },
      headers: { Origin: h.app.baseUrl },
    });
    expect(created.status()).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const visitor = await h.newContext(phone);
    const reader = await visitor.newPage();
    const linkHeard = watchAudio(reader);
    await reader.goto(url);
    await visible(reader.getByRole('heading', { name: story.title, level: 1 }));
    expect(
      await reader
        .getByRole('combobox', { name: /stemme/i })
        .locator('option:checked')
        .textContent(),
    ).toBe(mediaMessages.recordedVoice);
    await hearPageOne(reader, pageOne);
    expect(linkHeard.recordings.some((r) => r.ok() && new URL(r.url()).pathname.includes('/api/shared/'))).toBe(true);
    expect(await seriousViolations(reader)).toEqual([]);
    await screenshot(reader, 'own-photo-voice-shared-390');

    // Saved for offline, then in flight mode: the recording plays from the saved copy.
    await page.goto(`/story/${story.id}`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: /Flere valg/ }).click();
    await page.getByRole('button', { name: offlineMessages.save }).click();
    await visible(toast(page, offlineMessages.saved), 60_000);
    await context.setOffline(true);
    const offline = watchAudio(page);
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await hearPageOne(page, pageOne);
    expect(offline.recordings.some((r) => r.ok() && r.fromServiceWorker())).toBe(true);
    await screenshot(page, 'own-photo-voice-offline-1280');
    await context.setOffline(false);
  }, 240_000);
});

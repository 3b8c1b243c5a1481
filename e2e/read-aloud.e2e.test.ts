import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, StoryDetail } from '../shared/api-types';
import { readMp3 } from '../server/providers/speech/mp3.mjs';
import { readAloudSections } from '../shared/story-text';
import { animationsDone, phone as phoneScreen, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaApi, startHarness, toast, uniqueEmail, visible } from './harness';
import { screenshot } from './screenshots';
import { storyOfJob } from './story-api';

/**
 * Read-aloud in the reader, with the offline voice (eSpeak NG on the server) and real audio in
 * Chromium: start, the page following the sections, stop, resume from the saved position (also
 * after a reload), start over, a page read on its own, a voice change while reading, a hidden page.
 * The sentences asked of POST /api/tts are checked against the one parser's read-aloud sections.
 */

/** Short sentences, so a whole reading takes seconds. Four scenes: pages 2 to 5. */
const content = [
  'TITLE: Emil og mor',
  '[Billede 1]',
  'Emil vågner. Han smiler.',
  '[Billede 2]',
  'Mor laver mad.',
  '[Billede 3]',
  'De spiser. Det smager godt.',
  '[Billede 4]',
  'Så går de ud.',
].join('\n');
const sections = readAloudSections(content);
const sentences = sections.flatMap((s) => s.sentences);
/** The sentence's number in the whole story. */
const indexOf = (section: number, sentence: number) => sections.slice(0, section).reduce((n, s) => n + s.sentences.length, 0) + sentence;

const jsonHeaders = (baseUrl: string) => ({ Origin: baseUrl, 'Content-Type': 'application/json' });

interface Spoken {
  text: string;
  voice: string;
}

/** Every POST /api/tts the page makes, with its JSON body, in order. */
function recordSpeech(page: Page) {
  const spoken: Spoken[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tts') spoken.push(request.postDataJSON() as Spoken);
  });
  return spoken;
}

const readerPage = (page: Page) => page.locator('nav[aria-label="Sider"] [aria-current="page"]').getAttribute('aria-label');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The sentence marked in the caption, or null. */
const marked = (page: Page) => page.evaluate(() => document.querySelector('mark[aria-current="true"]')?.textContent ?? null);
/** axe on the settled page: a page turned to by reading fades in, and text half faded in has too little contrast. */
const violations = async (page: Page) => {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return seriousViolations(page);
};
/** From now on, every sentence marked in the caption, in order (the page keeps the list). */
const recordMarks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { marks: string[]; markObserver?: MutationObserver };
    w.marks = [];
    w.markObserver?.disconnect();
    w.markObserver = new MutationObserver(() => {
      const text = document.querySelector('mark[aria-current="true"]')?.textContent;
      if (text && w.marks.at(-1) !== text) w.marks.push(text);
    });
    w.markObserver.observe(document.body, { subtree: true, childList: true });
  });
const marks = (page: Page) => page.evaluate(() => (window as unknown as { marks: string[] }).marks);
const savedPosition = (page: Page) => page.evaluate(() => sessionStorage.getItem('fortaellehuset.readAloud.position'));

describe('read-aloud in the reader', () => {
  let h: Harness;
  let story: StoryDetail;
  let characterId: string;
  let page: Page;

  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
    const context = await h.newContext();
    page = await context.newPage();
    const { request } = context;
    const baseUrl = h.app.baseUrl;
    const email = uniqueEmail('oplaesning');
    await registerViaApi(request, baseUrl, email);
    expect((await signInViaApi(request, baseUrl, email)).ok()).toBe(true);

    const look = { gender: 'dreng', age: 7, hairColor: 'brunt og kort', eyeColor: 'blå', skinColor: 'lys', outfit: 'blå hættetrøje' };
    const avatar = await request.post(`${baseUrl}/api/characters/avatar`, { data: look, headers: jsonHeaders(baseUrl) });
    const { images } = (await avatar.json()) as { images: { id: string }[] };
    const character = (await (
      await request.post(`${baseUrl}/api/characters`, {
        data: { ...look, name: 'Emil', characteristics: 'rolig', avatar: images[0].id },
        headers: jsonHeaders(baseUrl),
      })
    ).json()) as Character;
    characterId = character.id;
    const created = await request.post(`${baseUrl}/api/stories`, {
      // Four pages (the description's and three steps'), which the text below then replaces.
      data: {
        characterId: character.id,
        title: 'Emil og mor',
        description: 'Emil og mor har en stille morgen.',
        facts: { steps: ['Emil vågner', 'Mor laver te', 'Emil spiser morgenmad'] },
      },
      headers: jsonHeaders(baseUrl),
    });
    const { id } = await storyOfJob({ request, baseUrl }, created);
    const patched = await request.patch(`${baseUrl}/api/stories/${id}`, { data: { content }, headers: jsonHeaders(baseUrl) });
    expect(patched.status()).toBe(200);
    story = (await patched.json()) as StoryDetail;
    expect(sentences).toEqual(['Emil vågner.', 'Han smiler.', 'Mor laver mad.', 'De spiser.', 'Det smager godt.', 'Så går de ud.']);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads sentence by sentence with the page following, stops, resumes from the saved position and starts over', async () => {
    const spoken = recordSpeech(page);
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: 'Emil og mor', level: 1 }));
    // The controls: the default voice, 'Start oplæsning', no 'Start forfra' at the start; nothing plays by itself.
    const voice = page.getByRole('combobox', { name: 'Stemme' });
    expect(await voice.evaluate((el: HTMLSelectElement) => el.selectedOptions[0].textContent)).toBe('Kvindelig oplæser');
    expect(await voice.locator('option').allTextContents()).toEqual(['Kvindelig oplæser', 'Mandlig oplæser']);
    await visible(button(page, 'Start oplæsning'));
    expect(await button(page, 'Start forfra').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(spoken).toEqual([]);

    // Start: 'Forbereder...' or straight to reading; the first page of the story is turned to and its first sentence marked.
    await button(page, 'Start oplæsning').click();
    await visible(button(page, 'Stop oplæsning'), 30_000);
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');
    await expect.poll(() => marked(page)).toBe('Emil vågner.');
    expect(await page.getByRole('status').filter({ hasText: 'Oplæsning i gang' }).count()).toBe(1);
    // The page follows the section being read: page 2 is 'Mor laver mad.'.
    await expect.poll(() => readerPage(page), { timeout: 30_000 }).toBe('Gå til side 2');
    await expect.poll(() => marked(page)).toBe('Mor laver mad.');
    expect(await violations(page)).toEqual([]);

    // Stop: silence at once, the mark gone, the position kept: 'Fortsæt oplæsning' and 'Start forfra'.
    await button(page, 'Stop oplæsning').click();
    await visible(button(page, 'Fortsæt oplæsning'));
    await visible(button(page, 'Start forfra'));
    expect(await marked(page)).toBeNull();
    const saved = JSON.parse((await savedPosition(page))!) as { storyId: string; section: number; sentence: number };
    expect(saved.storyId).toBe(story.id);
    const resumeAt = indexOf(saved.section, saved.sentence);
    expect(resumeAt).toBeGreaterThanOrEqual(2);
    // So far: the story's sentences in order, with the default voice, at most one fetched ahead.
    expect(spoken.map((s) => s.voice)).toEqual(spoken.map(() => 'da-DK-Standard-A'));
    expect(spoken.map((s) => s.text)).toEqual(sentences.slice(0, spoken.length));
    expect(spoken.length).toBeLessThanOrEqual(resumeAt + 2);

    // A reload keeps the position; 'Fortsæt oplæsning' reads on from it, to the end.
    await page.reload();
    await visible(button(page, 'Fortsæt oplæsning'));
    const beforeResume = spoken.length;
    await button(page, 'Fortsæt oplæsning').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe(sentences[resumeAt]);
    await expect.poll(() => readerPage(page)).toBe(`Gå til side ${saved.section + 1}`);
    // A complete read forgets the position.
    await visible(button(page, 'Start oplæsning'), 60_000);
    expect(await button(page, 'Start forfra').count()).toBe(0);
    expect(await savedPosition(page)).toBeNull();
    expect(await readerPage(page)).toBe('Gå til side 4');
    expect(spoken.slice(beforeResume)).toEqual(sentences.slice(resumeAt).map((text) => ({ text, voice: 'da-DK-Standard-A' })));

    // Start over from a position past the start: the first sentence again, on the first page.
    const beforeRestart = spoken.length;
    await button(page, 'Start oplæsning').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await button(page, 'Stop oplæsning').click();
    await button(page, 'Start forfra').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Emil vågner.');
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');
    // Stopped on the first sentence, there is nothing to continue.
    await button(page, 'Stop oplæsning').click();
    await visible(button(page, 'Start oplæsning'));
    expect(await button(page, 'Start forfra').count()).toBe(0);
    // Sentences this tab has heard are not asked for again.
    const again = spoken.slice(beforeRestart).map((s) => s.text);
    expect(again).toEqual(sentences.slice(0, again.length));
    expect(again.length).toBeLessThanOrEqual(3);
  });

  it("'Start oplæsning' begins on the page shown: the one the child opened or turned to, never back at scene 1", async () => {
    /** The first sentence marked since recordMarks. */
    const first = async () => {
      await expect.poll(() => marks(page), { timeout: 30_000 }).not.toEqual([]);
      return (await marks(page))[0];
    };
    // Opened on page 2 with nothing read yet: reading starts with page 2, and 'Start forfra' is there for the beginning.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/story/${story.id}#side-2`);
    await visible(page.getByText('Mor laver mad.'));
    await visible(button(page, 'Start forfra'));
    await recordMarks(page);
    await button(page, 'Start oplæsning').click();
    expect(await first()).toBe('Mor laver mad.');
    await button(page, 'Stop oplæsning').click();

    // Read from the start and stopped on page 1 ('Fortsæt oplæsning' there); the child turns on to page 3.
    await button(page, 'Start forfra').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await button(page, 'Stop oplæsning').click();
    await visible(button(page, 'Fortsæt oplæsning'));
    expect(JSON.parse((await savedPosition(page))!)).toMatchObject({ section: 0, sentence: 1 });
    await button(page, 'Næste side').click();
    await button(page, 'Næste side').click();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 3');
    // The button says what it will do: start here, not go on back on page 1.
    await visible(button(page, 'Start oplæsning'));
    await recordMarks(page);
    await button(page, 'Start oplæsning').click();
    expect(await first()).toBe('De spiser.');
    await button(page, 'Stop oplæsning').click();

    // Back on page 1 it starts there too; stopped there, it goes on from the saved sentence.
    await button(page, 'Forrige side').click();
    await button(page, 'Forrige side').click();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');
    await recordMarks(page);
    await button(page, 'Start oplæsning').click();
    expect(await first()).toBe('Emil vågner.');
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await button(page, 'Stop oplæsning').click();
    await recordMarks(page);
    await button(page, 'Fortsæt oplæsning').click();
    expect(await first()).toBe('Han smiler.');
    await button(page, 'Stop oplæsning').click();
    // The next journeys begin with nothing saved.
    await page.evaluate(() => sessionStorage.clear());
  });

  it('keeps toasts off the toolbar and the text, on a wide screen and on a phone', async () => {
    const overlaps = (
      a: { x: number; y: number; width: number; height: number },
      b: { x: number; y: number; width: number; height: number },
    ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [width, screen] of [
      ['1280', {}],
      ['390', phoneScreen],
    ] as const) {
      const context = await h.newContext(screen);
      await context.addCookies(await page.context().cookies());
      const reader = await context.newPage();
      await reader.goto(`/story/${story.id}#side-3`);
      await button(reader, 'Læs siden op').click();
      await expect.poll(() => marked(reader), { timeout: 30_000 }).not.toBeNull();
      const voice = reader.getByRole('combobox', { name: 'Stemme' });
      const other =
        (await voice.evaluate((el: HTMLSelectElement) => el.selectedOptions[0].textContent)) === 'Mandlig oplæser'
          ? 'Kvindelig oplæser'
          : 'Mandlig oplæser';
      await voice.selectOption({ label: other });
      const shown = await visible(toast(reader, `${other} valgt`));
      await animationsDone(reader);
      const box = (await shown.boundingBox())!;
      const parts = [
        reader.locator('header'),
        reader.locator('nav[aria-label="Sider"]'),
        reader.locator('[data-page-text]'),
        reader.getByRole('link', { name: 'Luk historien' }),
      ];
      for (const part of parts) {
        expect(overlaps(box, (await part.boundingBox())!)).toBe(false);
      }
      await screenshot(reader, `reader-toast-${width}`);
      await context.close();
    }
  });

  it('gets the offline voice as MP3 that Chromium decodes to exactly its samples, so the pauses stay exact', async () => {
    await page.goto(`/story/${story.id}`);
    const answer = await page.evaluate(async (text) => {
      const res = await fetch('/api/tts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text, voice: 'da-DK-Standard-A' }),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      // At the voice's own rate, so no resampling blurs the count.
      const decoded = await new OfflineAudioContext(1, 1, 22050).decodeAudioData(bytes.slice().buffer);
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        cacheHeader: res.headers.get('x-speech-cache'),
        base64: btoa(binary),
        length: decoded.length,
        rate: decoded.sampleRate,
      };
    }, sentences[2]);
    expect(answer).toMatchObject({ status: 200, type: 'audio/mpeg', cacheHeader: null, rate: 22050 });
    const mp3 = readMp3(Buffer.from(answer.base64, 'base64'))!;
    expect(mp3.gapless).not.toBeNull();
    // The encoder's delay and padding (~1200 samples) are cut: the player schedules by this length.
    expect(answer.length).toBe(mp3.samples);
  });

  it('a voice change while reading stops with a toast; reading on uses the new voice', async () => {
    const spoken = recordSpeech(page);
    await page.goto(`/story/${story.id}`);
    await button(page, 'Start oplæsning').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await page.getByRole('combobox', { name: 'Stemme' }).selectOption({ label: 'Mandlig oplæser' });
    await visible(toast(page, 'Mandlig oplæser valgt'));
    await visible(button(page, 'Fortsæt oplæsning'));
    expect(await marked(page)).toBeNull();
    // The choice is kept for every story.
    expect(await page.evaluate(() => localStorage.getItem('fortaellehuset.voice'))).toBe('da-DK-Standard-C');

    const saved = JSON.parse((await savedPosition(page))!) as { section: number; sentence: number };
    const from = spoken.length;
    await button(page, 'Fortsæt oplæsning').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe(sentences[indexOf(saved.section, saved.sentence)]);
    await button(page, 'Stop oplæsning').click();
    expect(spoken.length).toBeGreaterThan(from);
    expect(spoken.slice(from).map((s) => s.voice)).toEqual(spoken.slice(from).map(() => 'da-DK-Standard-C'));
    expect(spoken[from].text).toBe(sentences[indexOf(saved.section, saved.sentence)]);

    // A voice change with nothing being read is just a choice: no toast.
    await page.getByRole('combobox', { name: 'Stemme' }).selectOption({ label: 'Kvindelig oplæser' });
    await page.waitForTimeout(300);
    expect(await toast(page, 'Kvindelig oplæser valgt').count()).toBe(0);
  });

  it("a page's own button reads just that page; a hidden page and leaving the reader stop reading", async () => {
    const spoken = recordSpeech(page);
    await page.goto(`/story/${story.id}#side-3`);
    await visible(page.getByText('Det smager godt.'));
    await button(page, 'Læs siden op').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('De spiser.');
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Det smager godt.');
    // After the page: stopped, ready to go on with the next page, and still on this page.
    await visible(button(page, 'Fortsæt oplæsning'), 30_000);
    expect(await readerPage(page)).toBe('Gå til side 3');
    expect(JSON.parse((await savedPosition(page))!)).toMatchObject({ section: 3, sentence: 0 });
    expect(spoken.every((s) => sections[2].sentences.includes(s.text))).toBe(true);

    // The page is hidden (another tab, the phone locked): reading stops.
    await button(page, 'Start forfra').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await visible(button(page, 'Fortsæt oplæsning'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    // Leaving the reader while reading: no more sentences are asked for.
    await button(page, 'Fortsæt oplæsning').click();
    await visible(button(page, 'Stop oplæsning'), 30_000);
    await page.getByRole('link', { name: 'Tilbage til oversigt' }).click();
    await page.waitForURL('**/dashboard');
    const after = spoken.length;
    await page.waitForTimeout(2500);
    expect(spoken.length).toBe(after);
  });

  it('fits a phone: every control in the top bar, the voice picker a tap away, axe clean', async () => {
    const phoneContext = await h.newContext(phoneScreen);
    await phoneContext.addCookies(await page.context().cookies());
    const phone = await phoneContext.newPage();
    await phone.goto(`/story/${story.id}#side-1`);
    await visible(button(phone, 'Start oplæsning'));
    // The widest bar: a saved position adds 'Start forfra'.
    await phone.evaluate(
      (storyId) => sessionStorage.setItem('fortaellehuset.readAloud.position', JSON.stringify({ storyId, section: 1, sentence: 0 })),
      story.id,
    );
    await phone.reload();
    await visible(button(phone, 'Start forfra'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Nothing in the top bar is pushed off the screen.
    const bar = await phone
      .locator('header')
      .evaluate(
        (header) =>
          [...header.querySelectorAll('a, button, select')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.left < 0 || r.right > window.innerWidth).length,
      );
    expect(bar).toBe(0);
    await phone.getByRole('combobox', { name: 'Stemme' }).selectOption({ label: 'Mandlig oplæser' });
    expect(await phone.evaluate(() => localStorage.getItem('fortaellehuset.voice'))).toBe('da-DK-Standard-C');
    await phone.getByRole('combobox', { name: 'Stemme' }).selectOption({ label: 'Kvindelig oplæser' });
    expect(await violations(phone)).toEqual([]);
    await phoneContext.close();
  });

  it('opening another story forgets the saved position', async () => {
    const other = await page.context().request.post(`${h.app.baseUrl}/api/stories`, {
      data: { characterId, title: 'Emil i bussen', description: 'Emil tager bussen til skole.' },
      headers: jsonHeaders(h.app.baseUrl),
    });
    const { id: otherId } = await storyOfJob({ request: page.context().request, baseUrl: h.app.baseUrl }, other);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/story/${story.id}`);
    await button(page, 'Start oplæsning').click();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('Han smiler.');
    await button(page, 'Stop oplæsning').click();
    await visible(button(page, 'Fortsæt oplæsning'));
    expect(await savedPosition(page)).not.toBeNull();
    // A reload of the same story keeps it; another story starts at its beginning, and the first one's position is gone.
    await page.reload();
    await visible(button(page, 'Fortsæt oplæsning'));
    await page.goto(`/story/${otherId}`);
    await visible(button(page, 'Start oplæsning'));
    await page.goto(`/story/${story.id}`);
    await visible(button(page, 'Start oplæsning'));
    expect(await button(page, 'Fortsæt oplæsning').count()).toBe(0);
  });
});

import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import type { JobView } from '../shared/events';
import { parseStory } from '../shared/story-text';
import { overflow, phone, picturesLoaded, seriousViolations } from './checks';
import { createCharacter, generatedStory, textFirstStory } from './story-api';
import {
  ADMIN_EMAIL,
  type Harness,
  registerAdminViaApi,
  registerViaApi,
  signInViaUi,
  startHarness,
  toast,
  uniqueEmail,
  visible,
} from './harness';
import { storyAnswer } from '../server/test/fake-openai';

interface Session {
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
  baseUrl: string;
}

async function signedIn(h: Harness, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await h.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail('historie');
  await registerViaApi(context.request, h.app.baseUrl, email);
  await signInViaUi(page, email);
  return { context, page, request: context.request, baseUrl: h.app.baseUrl };
}

/** Records every text a sonner toast shows, from now on (a percentage can be on screen for less than a poll). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    const note = () => document.querySelectorAll('[data-sonner-toast]').forEach((el) => seen.push(el.textContent ?? ''));
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

const readerPage = (page: Page) => page.locator('nav[aria-label="Sider"] [aria-current="page"]').getAttribute('aria-label');
const liveText = (page: Page) => page.locator('p[aria-live="polite"]').textContent();

describe('stories: create, read, edit, print and delete', () => {
  let h: Harness;
  beforeAll(async () => {
    // Many accounts sign in from one address here; the sign-in limit has its own test.
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows an empty dashboard to a new user, without the missing-pictures action', async () => {
    const { page } = await signedIn(h);
    await page.goto('/dashboard');
    await visible(page.getByText('Ingen historier endnu'));
    const first = page.getByRole('link', { name: 'Opret din første historie' });
    expect(await first.getAttribute('href')).toBe('/new-story');
    expect(await page.getByText(/mangler billeder/).count()).toBe(0);
    const counters = page.locator('dl');
    expect(await counters.locator('dd').allTextContents()).toEqual(['0', '0', '0']);
    expect(await counters.locator('dt').allTextContents()).toEqual(['Historier', 'Genererede billeder', 'Historier i gang']);
    expect(await page.getByRole('link', { name: 'Se alle historier' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // When the counters cannot be fetched (after the retries), the dashboard says so and can try again.
    await page.route('**/api/stories/stats', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.reload();
    const failed = await visible(page.getByRole('alert').filter({ hasText: 'Der skete en fejl ved indlæsning af data' }), 30_000);
    await page.unroute('**/api/stories/stats');
    await failed.getByRole('button', { name: 'Prøv igen' }).click();
    await visible(page.getByText('Ingen historier endnu'));
    expect(await page.locator('dl dd').allTextContents()).toEqual(['0', '0', '0']);
  });

  it('asks for a character when none is given', async () => {
    const { page } = await signedIn(h);
    await page.goto('/stories/create');
    await visible(page.getByText('Ingen avatar valgt. Vælg venligst en avatar først.'));
    expect(await page.getByRole('link', { name: 'Vælg en avatar' }).getAttribute('href')).toBe('/new-story');
  });

  it('creates a story with pictures offline, following the progress toast to the opened story', async () => {
    const session = await signedIn(h);
    const { page } = session;
    const emil = await createCharacter(session);
    await page.goto(`/stories/create?character=${emil.id}`);

    // The avatar, the five steps and both buttons.
    await visible(page.getByRole('heading', { name: 'Emil', level: 2 }));
    await visible(page.getByText('7 år · Dreng'));
    await visible(page.getByText('glad for tog'));
    expect(await picturesLoaded(page.getByRole('img', { name: 'Avatar af Emil' }))).toBe(1);
    const steps = page.getByRole('region', { name: 'Sådan bliver historien til' }).getByRole('listitem');
    expect(await steps.count()).toBe(5);
    expect(await steps.first().textContent()).toContain('Vælg en avatar');
    expect(await steps.last().textContent()).toContain('Læs den sammen');
    expect(await seriousViolations(page)).toEqual([]);

    // Validation before anything is sent.
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await visible(page.getByText('Indtast venligst en titel'));
    await visible(page.getByText('Indtast venligst en beskrivelse af historien'));
    expect(await page.getByLabel('Titel').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('Titel').fill('Emil skal til tandlæge');
    await page
      .getByLabel('Beskriv situationen')
      .fill('Emil skal have kigget på sine tænder hos tandlægen. Han er bange for lyden fra boret.');
    // The built-in writer sends nothing anywhere, so there is no choice about the traits to make.
    expect(await page.getByRole('checkbox', { name: 'Brug barnets egenskaber, når historien skrives' }).count()).toBe(0);
    const toasts = await recordToasts(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/stories/generate');
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ storyType: 'individual', shareTraits: false });

    await page.waitForURL(/\/story\/preview\?id=[0-9a-f-]{36}$/, { timeout: 60_000 });
    await visible(toast(page, 'Historie genereret!'));
    const seen = await toasts();
    const percentages = seen
      .map((text) => /Genererer historie\.\.\. (\d+)%/.exec(text)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(percentages.length).toBeGreaterThan(0);
    expect(percentages[0]).toBe(0);
    expect([...percentages].sort((a, b) => a - b)).toEqual(percentages);
    // One toast, updated in place.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(1);

    // The reader opened the new story, with its cover picture.
    await visible(page.getByRole('heading', { name: 'Emil skal til tandlæge', level: 1 }));
    expect(await picturesLoaded(page.getByRole('img', { name: 'Forsidebillede' }))).toBe(1);
    // Each scene's picture loads too, on as many pages as the story has: the cover is no page, scene n is «side n».
    expect(await page.getByRole('button', { name: 'Gå til forsiden' }).count()).toBe(1);
    const pageCount = await page.getByRole('button', { name: /^Gå til side \d+$/ }).count();
    expect(pageCount).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= pageCount; n++) {
      await page.getByRole('button', { name: `Gå til side ${n}` }).click();
      expect(await picturesLoaded(page.getByRole('img', { name: `Billede til side ${n}` }))).toBe(1);
    }
    // Going back leaves the reader for the page before the creation page (the preview replaced it).
    const me = (await (await session.request.get(`${session.baseUrl}/api/me`)).json()) as { storyCount: number };
    expect(me.storyCount).toBe(1);
  });

  it('creates a story without pictures and opens the editor with placeholders', async () => {
    const session = await signedIn(h);
    const { page } = session;
    const emil = await createCharacter(session);
    // As an installation whose stories an AI service writes: the traits go to it only when the parent ticks it.
    await page.route('**/api/site', async (route) => {
      const site = await (await route.fetch()).json();
      await route.fulfill({ json: { ...site, services: { ...site.services, text: 'openai' } } });
    });
    await page.goto(`/stories/create?character=${emil.id}`);
    await page.getByLabel('Titel').fill('Emil tager bussen');
    await page.getByLabel('Beskriv situationen').fill('Emil skal med bussen til skole for første gang.');
    const traits = page.getByRole('checkbox', { name: 'Brug barnets egenskaber, når historien skrives' });
    expect(await traits.isChecked()).toBe(false);
    await traits.check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /^\/api\/stories(\/generate)?$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Opret historie uden billeder' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ shareTraits: true });

    await page.waitForURL(/\/story\/[0-9a-f-]{36}\/edit$/, { timeout: 60_000 });
    await visible(toast(page, 'Historie er oprettet! Du kan nu tilføje billeder til hver scene.'));
    await visible(page.getByRole('heading', { name: 'Rediger historie', level: 1 }));
    expect(await page.getByLabel('Titel').inputValue()).toBe('Emil tager bussen');
    // One card per page with its text, never the stored markers. One sentence and no answers make a
    // short story: the parent's sentence, and a closing on a page of its own.
    const id = /\/story\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1];
    const created = (await (await session.request.get(`${session.baseUrl}/api/stories/${id}`)).json()) as StoryDetail;
    const pages = created.images.length - 1;
    expect(pages).toBe(2);
    expect(await page.getByRole('textbox', { name: /^Tekst på side \d+$/ }).count()).toBe(pages);
    expect(await page.getByLabel('Tekst på side 1').inputValue()).toBe('Emil skal med bussen til skole for første gang.');
    expect(await page.getByText('[Billede', { exact: false }).count()).toBe(0);

    // The cover and every page, none drawn yet, each with 'Rediger billede'.
    await expect.poll(() => page.getByText('mangler billede', { exact: true }).count()).toBe(pages + 1);
    expect(await page.getByRole('button', { name: /^Rediger billede/ }).count()).toBe(pages + 1);
    await page.getByRole('button', { name: 'Rediger billede: Billede til side 2' }).click();
    const generate = page.getByRole('button', { name: 'Generer' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel('Beskriv det nye billede').fill('   ');
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel('Beskriv det nye billede').fill('Emil sidder i bussen ved vinduet');
    expect(await generate.isDisabled()).toBe(false);
    // Before anything is drawn, the dialog says what will be drawn, read from the words (issue 29).
    await visible(page.getByText('Tegnes: Emil sidder på et sæde i bussen'));
    await page.getByLabel('Beskriv det nye billede').fill('Emil ligger i tandlægestolen med bamsen, mor sidder ved siden af');
    await visible(page.getByText(/^Tegnes: Emil ligger tilbage i tandlægestolen med åben mund/));
    await page.screenshot({ path: '/tmp/e2e-tegnes.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // The dashboard now offers the stories that lack pictures.
    await page.goto('/dashboard');
    const missing = await visible(page.getByRole('link', { name: /1 historie mangler billeder/ }));
    expect(await missing.getAttribute('href')).toBe('/stories');
    expect(await page.locator('dl dd').allTextContents()).toEqual(['1', '0', '1']);
  });

  it('draws a new picture for one scene and saves the story with it', async () => {
    const session = await signedIn(h);
    const { page } = session;
    const emil = await createCharacter(session);
    const story = await textFirstStory(session, emil.id);
    await page.goto(`/story/${story.id}/edit`);
    await page.getByRole('button', { name: 'Rediger billede: Billede til side 1' }).click();
    await page.getByLabel('Beskriv det nye billede').fill('Emil venter ved busstoppestedet med sin rygsæk');
    await page.getByRole('button', { name: 'Generer' }).click();
    await visible(toast(page, 'Nyt billede blev genereret'), 60_000);
    await expect.poll(() => page.getByText('mangler billede', { exact: true }).count()).toBe(4);
    const thumb = page.getByRole('link', { name: 'Åbn Billede til side 1 i en ny fane' });
    expect(await thumb.getAttribute('target')).toBe('_blank');
    expect(await picturesLoaded(thumb.locator('img'))).toBe(1);
    const saved = (await (await session.request.get(`${session.baseUrl}/api/stories/${story.id}`)).json()) as StoryDetail;
    expect(saved.images.map((i) => i.missing)).toEqual([true, false, true, true, true]);
  });

  it('pages through a story by buttons, arrow keys and a touch swipe, and a reload keeps the page', async () => {
    const session = await signedIn(h, { ...phone, viewport: { width: 1280, height: 860 }, isMobile: false });
    const { page, context } = session;
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);
    const scenes = parseStory(story.content).scenes;

    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await expect.poll(() => readerPage(page)).toBe('Gå til forsiden');
    expect(await liveText(page)).toBe(`Forside: ${story.title}`);
    expect(await page.getByRole('button', { name: 'Forrige side' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Tilbage til oversigt' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Rediger historie' }).getAttribute('href')).toBe(`/story/${story.id}/edit`);
    expect(await page.locator('[data-read-aloud-slot]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // 'Start historien' opens the first scene, with its text from the one parser.
    await page.getByRole('button', { name: 'Start historien' }).click();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');
    await visible(page.getByText(scenes[0].paragraphs[0].slice(0, 40)));
    await expect.poll(() => liveText(page)).toBe('Side 1 af 4');
    await visible(page.getByRole('img', { name: 'Billede til side 1' }));
    expect(page.url()).toMatch(/#side-1$/);
    expect(await page.getByRole('link', { name: 'Luk historien' }).getAttribute('href')).toBe('/dashboard');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Næste side' }).click();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 2');
    await page.getByRole('button', { name: 'Forrige side' }).click();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');

    // Arrow keys.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => readerPage(page)).toBe('Gå til side 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => readerPage(page)).toBe('Gå til side 2');
    await visible(page.getByText(scenes[1].paragraphs[0].slice(0, 40)));

    // The last page: next is disabled and focus is not lost.
    await page.getByRole('button', { name: 'Gå til side 4' }).click();
    // The page turns after the click: wait for it rather than reading the button at once (a race on a loaded machine).
    await expect.poll(() => page.getByRole('button', { name: 'Næste side' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => readerPage(page)).toBe('Gå til side 4');

    // A mouse drag is not a swipe.
    const box = (await page.locator('main').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => readerPage(page)).toBe('Gå til side 4');

    // A finger swipe to the right goes back, to the left goes forward.
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(400, 700);
    await expect.poll(() => readerPage(page)).toBe('Gå til side 3');
    await swipe(700, 400);
    await expect.poll(() => readerPage(page)).toBe('Gå til side 4');
    await swipe(600, 595); // below the 10 px threshold
    await swipe(600, 300);
    await expect.poll(() => readerPage(page)).toBe('Gå til side 4');

    // A reload opens the same story on the same page.
    await page.goto(`/story/${story.id}#side-2`);
    await page.reload();
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    await expect.poll(() => readerPage(page)).toBe('Gå til side 2');
    await visible(page.getByText(scenes[1].paragraphs[0].slice(0, 40)));

    // Less motion when asked for: pages appear without the fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Næste side' }).click();
    // Polled: the new page's element may still be coming in on a busy machine.
    const animation = () =>
      page
        .locator('.reader-page-in')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName);
    await expect.poll(animation).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(animation).toBe('reader-page-in');

    // The preview address loads the story by its id too.
    await page.goto(`/story/preview?id=${story.id}#side-1`);
    await expect.poll(() => readerPage(page)).toBe('Gå til side 1');
    await visible(page.getByText(scenes[0].paragraphs[0].slice(0, 40)));
  });

  it('shows "Ingen historie fundet" for a missing or foreign story', async () => {
    const owner = await signedIn(h);
    const emil = await createCharacter(owner);
    const theirs = await textFirstStory(owner, emil.id);

    const { page } = await signedIn(h);
    for (const url of [
      `/story/${theirs.id}`,
      '/story/00000000-0000-4000-8000-000000000000',
      '/story/preview',
      `/story/${theirs.id}/edit`,
    ]) {
      await page.goto(url);
      await visible(page.getByRole('heading', { name: 'Ingen historie fundet' }));
      expect(await page.getByRole('link', { name: 'Opret ny historie' }).getAttribute('href')).toBe('/new-story');
    }
  });

  it("edits the title and a page's text, which the reader shows, and refuses an empty page", async () => {
    const session = await signedIn(h);
    const { page } = session;
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);

    await page.goto(`/story/${story.id}/edit`);
    const first = page.getByLabel('Tekst på side 1');
    await visible(first);
    expect(await picturesLoaded(page.locator('ol img'))).toBe(4);
    const cover = page.getByRole('link', { name: 'Åbn Forsidebillede i en ny fane' });
    expect(await cover.getAttribute('target')).toBe('_blank');
    expect(await cover.getAttribute('href')).toBe(story.images[0].url);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Titel').fill('Emil er modig hos tandlægen');
    const original = await first.inputValue();
    await first.fill(original.replace(parseStory(story.content).scenes[0].paragraphs[0], 'Emil sidder helt stille i den store stol.'));
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Ændringerne blev gemt'));

    await page.getByRole('link', { name: 'Tilbage til historien' }).click();
    await page.waitForURL(`**/story/${story.id}`);
    await visible(page.getByRole('heading', { name: 'Emil er modig hos tandlægen', level: 1 }));
    await page.getByRole('button', { name: 'Start historien' }).click();
    await visible(page.getByText('Emil sidder helt stille i den store stol.'));

    // An emptied page: a Danish message at the page, and the story stays as it was.
    await page.goto(`/story/${story.id}/edit`);
    await first.fill('   ');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Side 1 er tom. Skriv en tekst, eller fjern siden.'));
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    const after = (await (await session.request.get(`${session.baseUrl}/api/stories/${story.id}`)).json()) as StoryDetail;
    expect(parseStory(after.content).scenes).toHaveLength(4);
    expect(parseStory(after.content).scenes[0].text).toContain('Emil sidder helt stille i den store stol.');
  });

  it('lists stories with cards, prints one on A4 and deletes another', async () => {
    const session = await signedIn(h);
    const { page, context } = session;
    const emil = await createCharacter(session);
    const first = await generatedStory(session, emil.id, 'Emil skal til tandlæge');
    const second = await textFirstStory(session, emil.id, 'Emil tager bussen');

    // Dashboard: counters, newest first, thumbnails only.
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Seneste historier' }));
    expect(await page.locator('dl dd').allTextContents()).toEqual(['2', '5', '1']);
    const dashboardCards = page.locator('article');
    expect(await dashboardCards.count()).toBe(2);
    expect(await dashboardCards.first().getByRole('heading').textContent()).toBe('Emil tager bussen');
    const thumbs = dashboardCards.locator('img');
    expect(await picturesLoaded(thumbs)).toBe(1);
    expect(await thumbs.first().getAttribute('src')).toBe(first.coverThumbUrl);
    expect(first.coverThumbUrl).not.toBe(first.images[0].url);
    const preview = await dashboardCards.last().locator('p.line-clamp-2').textContent();
    expect(preview!.length).toBeLessThanOrEqual(151);
    expect(await page.getByRole('link', { name: 'Se alle historier' }).getAttribute('href')).toBe('/stories');
    expect(await seriousViolations(page)).toEqual([]);

    // The list: 100-character previews, Danish dates, buttons shown on hover or focus.
    await page.goto('/stories');
    const card = page.locator('article').filter({ hasText: 'Emil skal til tandlæge' });
    await visible(card);
    expect((await card.locator('p.line-clamp-2').textContent())!.length).toBeLessThanOrEqual(101);
    expect(await card.locator('time').textContent()).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    const actions = card.getByRole('link', { name: /^Rediger/ }).locator('..');
    expect(await actions.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await card.hover();
    await expect.poll(() => actions.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);

    // Clicking anywhere on the card (here its picture) opens the story.
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`**/story/${first.id}`);
    await page.goBack();

    // A blocked pop-up is said, not swallowed.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page
      .locator('article')
      .filter({ hasText: 'Emil skal til tandlæge' })
      .getByRole('button', { name: /^Print/ })
      .click();
    await visible(toast(page, 'Kunne ikke åbne printvindue'));
    await page.reload();

    // Print: a window of its own with the title, the cover and each scene's picture before its text.
    // The page asks for the print dialog itself once its pictures are in; here that call is counted, so
    // Chromium is not already printing when the test makes its PDF.
    await context.addInitScript(() => {
      const w = window as unknown as { printCalls: number; print: () => void };
      w.printCalls = 0;
      w.print = () => {
        w.printCalls++;
      };
    });
    const [printPage] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('article')
        .filter({ hasText: 'Emil skal til tandlæge' })
        .getByRole('button', { name: /^Print/ })
        .click(),
    ]);
    await printPage.waitForURL(`**/story/${first.id}/print`);
    await visible(printPage.getByRole('heading', { name: first.title, level: 1 }));
    expect(await picturesLoaded(printPage.locator('main img'))).toBe(5);
    expect(await printPage.getByRole('navigation').count()).toBe(0);
    expect(await printPage.getByText('Tilbage til oversigt').count()).toBe(0);
    const order = await printPage
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('h1, img, p')].map((el) => (el.tagName === 'IMG' ? 'img' : el.tagName === 'H1' ? 'title' : 'text')),
      );
    const scenes = parseStory(first.content).scenes;
    // The pictures are named as in the editor and the reader: the cover, then scene n «side n».
    expect(await printPage.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      'Forsidebillede',
      ...scenes.map((_, i) => `Billede til side ${i + 1}`),
    ]);
    const expected = ['title', 'img', ...scenes.flatMap((s) => ['img', ...s.paragraphs.map(() => 'text')])];
    expect(order).toEqual(expected);
    const paragraphs = await printPage.locator('main p').allTextContents();
    expect(paragraphs).toEqual(scenes.flatMap((s) => s.paragraphs));
    // A4 with 2 cm margins, and nothing but the story on paper.
    const pageRule = await printPage.evaluate(() => {
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules])
          if (rule instanceof CSSPageRule)
            return { size: rule.style.getPropertyValue('size'), margin: rule.style.getPropertyValue('margin') };
      }
      return null;
    });
    expect(pageRule).toEqual({ size: 'a4', margin: '2cm' });
    expect(await printPage.getByRole('link', { name: 'Hent som PDF' }).getAttribute('href')).toBe(`/api/stories/${first.id}/pdf`);
    await expect
      .poll(() => printPage.evaluate(() => (window as unknown as { printCalls: number }).printCalls), { timeout: 10_000 })
      .toBe(1);
    await printPage.emulateMedia({ media: 'print' });
    expect(await printPage.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const pdf = (await printPage.pdf({ preferCSSPageSize: true })).toString('latin1');
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect(box).not.toBeNull();
    expect(Math.abs(Number(box![1]) - 595.3)).toBeLessThan(2);
    expect(Math.abs(Number(box![2]) - 841.9)).toBeLessThan(2);
    await printPage.close();

    // Delete, after an accessible confirmation.
    const doomed = page.locator('article').filter({ hasText: 'Emil tager bussen' });
    await doomed.getByRole('button', { name: /^Slet/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Slet historie' });
    await visible(dialog.getByText('Er du sikker på, at du vil slette denne historie?'));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    expect(await dialog.count()).toBe(0);
    await doomed.getByRole('button', { name: /^Slet/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slet', exact: true }).click();
    await visible(toast(page, 'Historien blev slettet'));
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect((await session.request.get(`${session.baseUrl}/api/stories/${second.id}`)).status()).toBe(404);
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('dl dd').allTextContents()).toEqual(['1', '5', '0']);
  });

  it('shows the list a page at a time, newest first', async () => {
    // The administrator has no story limit, so one account can have more stories than a page holds.
    const context = await h.newContext();
    const page = await context.newPage();
    await registerAdminViaApi(context.request, h.app);
    await signInViaUi(page, ADMIN_EMAIL);
    const session: Session = { context, page, request: context.request, baseUrl: h.app.baseUrl };
    const emil = await createCharacter(session);
    for (let n = 1; n <= 13; n++) await textFirstStory(session, emil.id, `Historie nummer ${n}`);

    await page.goto('/stories');
    await visible(page.getByText('Viser 12 af 13 historier'));
    expect(await page.locator('article').count()).toBe(12);
    expect(await page.locator('article h2').first().textContent()).toBe('Historie nummer 13');
    await page.getByRole('button', { name: 'Vis flere historier' }).click();
    await visible(page.getByText('Viser 13 af 13 historier'));
    expect(await page.locator('article h2').last().textContent()).toBe('Historie nummer 1');
    expect(await page.getByRole('button', { name: 'Vis flere historier' }).count()).toBe(0);
  });

  it('downloads the PDF from the reader: a real PDF, the cover and one page a scene, A4', async () => {
    const session = await signedIn(h);
    const { page } = session;
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Flere valg' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Hent som PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = (await readFile(await download.path())).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(parseStory(story.content).scenes.length + 1);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect([Math.round(Number(box![1])), Math.round(Number(box![2]))]).toEqual([595, 842]);
  });

  it('works on a phone: dashboard, list, reader and editor fit, and card buttons are always there', async () => {
    const session = await signedIn(h, phone);
    const { page } = session;
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);

    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Seneste historier' }));
    expect(await overflow(page)).toBe(0);

    await page.goto('/stories');
    const card = await visible(page.locator('article'));
    expect(await overflow(page)).toBe(0);
    // Touch screens have no hover: the buttons are always visible.
    expect(
      await card
        .getByRole('link', { name: /^Rediger/ })
        .locator('..')
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');

    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('button', { name: 'Start historien' }));
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Start historien' }).tap();
    await visible(page.getByRole('img', { name: 'Billede til side 1' }));
    expect(await overflow(page)).toBe(0);
    for (const name of ['Forrige side', 'Næste side', 'Luk historien'])
      expect(await page.getByRole(name === 'Luk historien' ? 'link' : 'button', { name }).isVisible()).toBe(true);
    const picture = (await page.getByRole('img', { name: 'Billede til side 1' }).boundingBox())!;
    expect(picture.width).toBeGreaterThan(200);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/story/${story.id}/edit`);
    await visible(page.getByLabel('Tekst på side 1'));
    expect(await overflow(page)).toBe(0);
  });
});

/**
 * A stand-in for an OpenAI-compatible text service on loopback, so a story can take its time
 * ('langsom' in the title) or meet a busy provider ('travlt'); pictures stay offline.
 */
function fakeTextService(): Promise<{ url: string; close: () => Promise<void> }> {
  const story = (title: string) =>
    [
      `TITLE: ${title}`,
      '[Billede 1]',
      'Barnet skal en tur i svømmehallen i dag. Der er mange mennesker og lyde.',
      '[Billede 2]',
      'I omklædningsrummet tager barnet tøjet af og lægger det i et skab.',
      '[Billede 3]',
      'Vandet er lidt koldt i starten. Det er helt i orden at gå langsomt ned ad trappen.',
      '[Billede 4]',
      'Bagefter er barnet træt og glad. Det var en god tur i svømmehallen.',
    ].join('\n');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body || '{}') as { messages?: { role: string; content: string }[]; response_format?: unknown };
      const messages = request.messages ?? [];
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      const user = messages.find((m) => m.role === 'user')?.content ?? '';
      const answer = (content: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      if (system.startsWith('Translate')) return answer('the child at the swimming pool');
      if (/travlt/i.test(user)) {
        res.writeHead(429, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
      }
      const title = /langsom/i.test(user) ? 'Langsom tur i svømmehallen' : 'En tur i svømmehallen';
      // A story is asked for as its plan in JSON (structured output), and answered so.
      setTimeout(() => answer(storyAnswer(request, story(title))), /langsom/i.test(user) ? 6000 : 0);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v1`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe('stories: progress survives leaving the page, and failures are explained', () => {
  let h: Harness;
  let text: Awaited<ReturnType<typeof fakeTextService>>;
  beforeAll(async () => {
    text = await fakeTextService();
    h = await startHarness({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: text.url, IMAGE_PROVIDER: 'offline', AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
    await text?.close();
  });

  it('shows the progress of a story started before the tab was closed, on the dashboard', async () => {
    const session = await signedIn(h);
    const { page, request, baseUrl } = session;
    const emil = await createCharacter(session);
    await page.goto(`/stories/create?character=${emil.id}`);
    await page.getByLabel('Titel').fill('Langsom tur');
    await page.getByLabel('Beskriv situationen').fill('Emil skal i svømmehallen.');
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await visible(toast(page, 'Genererer historie... 0%'));
    // The tab closes while the story is being written.
    await page.close();

    const again = await session.context.newPage();
    await again.goto('/dashboard');
    await visible(again.locator('[data-sonner-toast]').filter({ hasText: /Genererer historie\.\.\. \d+%/ }));
    const done = await visible(toast(again, 'Historie genereret!'), 30_000);
    // Another page than the one that started it: the story is offered, not forced open.
    expect(again.url()).toMatch(/\/dashboard$/);
    await done.getByRole('button', { name: 'Læs historien' }).click();
    await again.waitForURL(/\/story\/[0-9a-f-]{36}$/);
    await visible(again.getByRole('heading', { name: 'Langsom tur i svømmehallen', level: 1 }));
    const active = (await (await request.get(`${baseUrl}/api/jobs/active`)).json()) as JobView[];
    expect(active).toEqual([]);
  });

  it('explains a busy provider in Danish, for 10 seconds, and gives the story back', async () => {
    const session = await signedIn(h);
    const { page, request, baseUrl } = session;
    const emil = await createCharacter(session);
    await page.goto(`/stories/create?character=${emil.id}`);
    await page.getByLabel('Titel').fill('Der er travlt');
    await page.getByLabel('Beskriv situationen').fill('Emil skal i svømmehallen.');
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    const message = 'Der er for mange der bruger systemet lige nu. Vent venligst et øjeblik og prøv igen.';
    await visible(toast(page, message), 30_000);
    expect(page.url()).toContain('/stories/create');
    await page.waitForTimeout(6000);
    expect(await toast(page, message).isVisible()).toBe(true);
    const me = (await (await request.get(`${baseUrl}/api/me`)).json()) as { storyCount: number };
    expect(me.storyCount).toBe(0);
  });
});

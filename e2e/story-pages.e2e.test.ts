import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { storyPageMessages } from '../shared/messages.da';
import { parseStory } from '../shared/story-text';
import { overflow, phone, picturesLoaded, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaUi, startHarness, toast, uniqueEmail, visible } from './harness';
import { screenshot, screenshotDir } from './screenshots';
import { type ApiSession, createCharacter, generatedStory } from './story-api';

/**
 * The page editor: a story edited page by page (text and picture per page), pages added,
 * removed and moved with the keyboard or the mouse, each picture staying with its page through a
 * save and a reload; the advanced raw mode for those who want the markers.
 */
async function signedIn(h: Harness, options: BrowserContextOptions = {}) {
  const context = await h.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail('sider');
  await registerViaApi(context.request, h.app.baseUrl, email);
  await signInViaUi(page, email);
  const session: ApiSession = { request: context.request, baseUrl: h.app.baseUrl };
  return { page, session };
}

/** The texts of the page cards, in order. */
const pageTexts = (page: Page) =>
  page.getByRole('textbox', { name: /^Tekst på side \d+$/ }).evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));
/** Which stored picture page n's thumbnail opens (its path; the signature may change). */
const pictureOf = async (page: Page, n: number) =>
  new URL((await page.getByRole('link', { name: `Åbn Billede til side ${n} i en ny fane` }).getAttribute('href'))!, 'http://x').pathname;
const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const announced = (page: Page) => page.locator('#page-announcer').textContent();

/** The whole page, when screenshots are asked for (E2E_SCREENSHOTS, e2e/screenshots.ts). */
async function fullPageScreenshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

async function storyOf({ request, baseUrl }: ApiSession, id: string) {
  return (await (await request.get(`${baseUrl}/api/stories/${id}`)).json()) as StoryDetail;
}

describe('the page editor: a story edited page by page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds, removes and moves pages; each picture stays with its page through a save and a reload', async () => {
    const { page, session } = await signedIn(h, { viewport: { width: 1280, height: 900 } });
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    const pictures = story.images.map((picture) => pathOf(picture.url));

    await page.goto(`/story/${story.id}/edit`);
    await visible(page.getByRole('heading', { name: 'Rediger historie', level: 1 }));
    await expect.poll(() => pageTexts(page)).toEqual(scenes);
    expect(await page.getByLabel('Titel').inputValue()).toBe(story.title);
    // The stored format is never shown in the page view.
    expect(await page.getByText('[Billede', { exact: false }).count()).toBe(0);
    expect(await page.getByLabel('Historiens tekst').count()).toBe(0);
    expect(await picturesLoaded(page.locator('ol img'))).toBe(4);
    for (let n = 1; n <= 4; n++) expect(await pictureOf(page, n)).toBe(pictures[n]);
    expect(await page.getByText('4 af højst 10 sider').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageScreenshot(page, 'editor-1280');

    // Move page 1 down with the mouse, then once more with the keyboard: the focus follows the page.
    await page.getByRole('button', { name: 'Flyt side 1 ned' }).click();
    await expect.poll(() => pageTexts(page)).toEqual([scenes[1], scenes[0], scenes[2], scenes[3]]);
    expect(await focusedLabel(page)).toBe('Flyt side 2 ned');
    expect(await announced(page)).toBe('Side 1 er flyttet. Den er nu side 2.');
    await page.keyboard.press('Enter');
    await expect.poll(() => pageTexts(page)).toEqual([scenes[1], scenes[2], scenes[0], scenes[3]]);
    expect(await focusedLabel(page)).toBe('Flyt side 3 ned');
    // The pictures have moved with their pages before anything is saved.
    expect(await pictureOf(page, 3)).toBe(pictures[1]);
    // The first page cannot go up: the button says so and does nothing.
    const firstUp = page.getByRole('button', { name: 'Flyt side 1 op' });
    expect(await firstUp.getAttribute('aria-disabled')).toBe('true');
    await firstUp.focus();
    await page.keyboard.press('Enter');
    expect(await pageTexts(page)).toEqual([scenes[1], scenes[2], scenes[0], scenes[3]]);

    // Remove page 2 (scene 3): the focus goes to the page now in its place; saving will delete its picture.
    await page.getByRole('button', { name: 'Fjern side 2' }).click();
    await expect.poll(() => pageTexts(page)).toEqual([scenes[1], scenes[0], scenes[3]]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Side 2');
    expect(await announced(page)).toBe('Side 2 er fjernet.');
    await visible(page.getByText('Du har ændringer, der ikke er gemt.'));
    await visible(page.getByText(storyPageMessages.removedPictures));

    // Add a page: its text is focused; it gets a picture when saved. Saving it empty is refused in Danish.
    await page.getByRole('button', { name: 'Tilføj side' }).click();
    const newText = page.getByRole('textbox', { name: 'Tekst på side 4' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-focus'))).toBe('text');
    expect(await newText.inputValue()).toBe('');
    await visible(page.getByText('Billedet tegnes, når du gemmer'));
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Side 4 er tom. Skriv en tekst, eller fjern siden.'));
    expect(await newText.getAttribute('aria-invalid')).toBe('true');
    await newText.fill('Emil får et klistermærke. Så går han hjem med mor.');
    await page.getByRole('button', { name: 'Flyt side 4 op' }).click();
    await page.getByLabel('Titel').fill('Emil er modig hos tandlægen');
    const expected = [scenes[1], scenes[0], 'Emil får et klistermærke. Så går han hjem med mor.', scenes[3]];
    await expect.poll(() => pageTexts(page)).toEqual(expected);

    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Ændringerne blev gemt'));
    await visible(toast(page, 'Billedet til den nye side bliver tegnet nu.'));
    await visible(toast(page, 'Nyt billede blev genereret'), 60_000);
    await expect.poll(() => page.getByText('Du har ændringer, der ikke er gemt.').count()).toBe(0);

    // Stored: the pages in the new order, each picture with its page, a new picture for the new page.
    const saved = await storyOf(session, story.id);
    expect(saved.title).toBe('Emil er modig hos tandlægen');
    expect(parseStory(saved.content).scenes.map((s) => s.text)).toEqual(expected);
    const savedPictures = saved.images.map((picture) => pathOf(picture.url));
    expect([savedPictures[0], savedPictures[1], savedPictures[2], savedPictures[4]]).toEqual([
      pictures[0],
      pictures[2],
      pictures[1],
      pictures[4],
    ]);
    expect(saved.images[3].missing).toBe(false);
    expect(pictures).not.toContain(savedPictures[3]);
    // The removed page's picture is gone from storage.
    expect((await session.request.get(`${session.baseUrl}${story.images[3].url}`)).status()).toBe(404);

    // A reload shows the same pages with the same pictures.
    await page.reload();
    await expect.poll(() => pageTexts(page)).toEqual(expected);
    for (let n = 1; n <= 4; n++) expect(await pictureOf(page, n)).toBe(savedPictures[n]);
    expect(await picturesLoaded(page.locator('ol img'))).toBe(4);
    expect(await seriousViolations(page)).toEqual([]);

    // The reader has a cover and the four pages, in the new order, numbered as the editor numbers them:
    // the editor's «Side 2» is the reader's «Side 2 af 4», with the same picture.
    await page.goto(`/story/${story.id}`);
    await visible(page.getByRole('heading', { name: 'Emil er modig hos tandlægen', level: 1 }));
    expect(await page.getByRole('button', { name: 'Gå til forsiden' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Gå til side \d+$/ }).count()).toBe(4);
    await page.getByRole('button', { name: 'Start historien' }).click();
    await visible(page.getByText(scenes[1].slice(0, 25), { exact: false }));
    await visible(page.getByText('Side 1 af 4', { exact: true }).first());
    await page.getByRole('button', { name: 'Gå til side 2' }).click();
    await visible(page.getByText(expected[1].slice(0, 25), { exact: false }));
    await visible(page.getByText('Side 2 af 4', { exact: true }).first());
    expect(pathOf((await page.getByRole('img', { name: 'Billede til side 2' }).getAttribute('src'))!)).toBe(savedPictures[2]);
  });

  it('keeps an advanced raw mode with a Danish explanation of the format, which keeps the number of pages', async () => {
    const { page, session } = await signedIn(h);
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id, 'Emil tager bussen');
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    await page.goto(`/story/${story.id}/edit`);
    await expect.poll(() => pageTexts(page)).toEqual(scenes);

    await page.getByRole('button', { name: 'Ren tekst (avanceret)' }).click();
    expect(await page.getByRole('button', { name: 'Ren tekst (avanceret)' }).getAttribute('aria-pressed')).toBe('true');
    await visible(page.getByText('Hver side begynder med en linje som [Billede 1]', { exact: false }));
    const raw = page.getByLabel('Historiens tekst');
    const text = await raw.inputValue();
    expect(text.startsWith('[Billede 1]\n')).toBe(true);
    expect(text).not.toContain('TITLE');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'editor-raw-1280');

    // One page fewer: back to the page view is refused with the reason, and so is saving.
    await raw.fill(text.slice(0, text.search(/\[Billede 4\]/)));
    await page.getByRole('button', { name: 'Side for side' }).click();
    await visible(
      page.getByText('Teksten har 3 sider, men historien har 4. Ret teksten, eller tilføj og fjern sider i visningen Side for side.'),
    );
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Teksten skal have præcis 4 sider, én efter hver [Billede]-linje.'));
    expect(parseStory((await storyOf(session, story.id)).content).scenes).toHaveLength(4);

    // An edit of a page's text in raw form, saved; the page view shows it on its page.
    await raw.fill(text.replace(scenes[0], 'Emil venter ved busstoppestedet med sin rygsæk.'));
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await visible(toast(page, 'Ændringerne blev gemt'));
    const saved = await storyOf(session, story.id);
    expect(saved.content.startsWith('TITLE: Emil tager bussen\n\n[Billede 1]\nEmil venter ved busstoppestedet med sin rygsæk.')).toBe(true);
    expect(saved.images.map((p) => pathOf(p.url))).toEqual(story.images.map((p) => pathOf(p.url)));
    await page.getByRole('button', { name: 'Side for side' }).click();
    await expect.poll(() => pageTexts(page)).toEqual(['Emil venter ved busstoppestedet med sin rygsæk.', ...scenes.slice(1)]);
  });

  it('works on a phone: no sideways scrolling, big enough buttons, and moving a page by touch', async () => {
    const { page, session } = await signedIn(h, phone);
    const emil = await createCharacter(session);
    const story = await generatedStory(session, emil.id);
    const scenes = parseStory(story.content).scenes.map((s) => s.text);
    await page.goto(`/story/${story.id}/edit`);
    await expect.poll(() => pageTexts(page)).toEqual(scenes);
    expect(await picturesLoaded(page.locator('ol img'))).toBe(4);
    expect(await overflow(page)).toBe(0);
    for (const name of ['Flyt side 2 op', 'Flyt side 2 ned', 'Fjern side 2']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'editor-390');
    await page.getByRole('heading', { name: 'Side 2', level: 3 }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'editor-390-pages');

    await page.getByRole('button', { name: 'Flyt side 3 op' }).tap();
    await expect.poll(() => pageTexts(page)).toEqual([scenes[0], scenes[2], scenes[1], scenes[3]]);
    expect(await pictureOf(page, 2)).toBe(pathOf(story.images[3].url));
    await page.getByRole('button', { name: 'Gem ændringer' }).tap();
    await visible(toast(page, 'Ændringerne blev gemt'));
    const saved = await storyOf(session, story.id);
    expect(saved.images.map((p) => pathOf(p.url))).toEqual([0, 1, 3, 2, 4].map((i) => pathOf(story.images[i].url)));
    expect(await overflow(page)).toBe(0);
  });
});

import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '../shared/api-types';
import { parseStory } from '../shared/story-text';
import { animationsDone, overflow, phone, picturesLoaded, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaApi, startHarness, uniqueEmail, visible } from './harness';
import { screenshot } from './screenshots';
import { createCharacter, generatedStory } from './story-api';

/**
 * The reader for the child: 'Børnetilstand' (the book alone, full screen, left only by holding
 * 'Afslut' for two seconds, by mouse, finger or key), and a phone's reader that keeps the picture in
 * one place and size on every page.
 */

const HOLD_MS = 2000;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const inChildMode = (page: Page) => new URL(page.url()).searchParams.get('tilstand') === 'barn';
/** The page in the address: `#side-3` is scene 3, «Side 3» as the page editor calls it; the cover has none. */
const pageInAddress = (page: Page) => new URL(page.url()).hash;
/** Every button and link a user can see, by name. */
const controls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, select, input')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '')
      .sort(),
  );
const statusSays = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function enterChildMode(page: Page) {
  await page.getByRole('button', { name: 'Flere valg' }).click();
  await button(page, 'Børnetilstand').click();
  await expect.poll(() => inChildMode(page)).toBe(true);
  await visible(button(page, 'Afslut børnetilstand'));
}

/** The box of a locator, rounded to whole pixels. */
const boxOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
};

describe('the reader for the child', () => {
  let h: Harness;
  let story: StoryDetail;
  let signedIn: BrowserContext;

  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
    signedIn = await h.newContext();
    const baseUrl = h.app.baseUrl;
    const email = uniqueEmail('barn');
    await registerViaApi(signedIn.request, baseUrl, email);
    expect((await signInViaApi(signedIn.request, baseUrl, email)).ok()).toBe(true);
    const emil = await createCharacter({ request: signedIn.request, baseUrl });
    story = await generatedStory({ request: signedIn.request, baseUrl }, emil.id);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A page of the signed-in user, on a screen like `options`. */
  async function readerOn(options: BrowserContextOptions = {}) {
    const context = await h.newContext(options);
    await context.addCookies(await signedIn.cookies());
    return context.newPage();
  }

  it('child mode shows only the arrows and "Læs siden op"; a tap on Afslut only explains; holding it 2 s leaves', async () => {
    const page = await readerOn();
    await page.goto(`/story/${story.id}#side-2`);
    await visible(page.getByRole('img', { name: 'Billede til side 2' }));
    for (const name of ['Rediger historie', 'Luk historien', 'Tilbage til oversigt']) await visible(page.getByRole('link', { name }));

    await enterChildMode(page);
    // The same page, full screen, and said.
    expect(pageInAddress(page)).toBe('#side-2');
    await visible(page.getByText(`Side 2 af ${parseStory(story.content).scenes.length}`, { exact: true }).first());
    await visible(statusSays(page, 'Børnetilstand er slået til. Hold Afslut inde i 2 sekunder for at komme ud.'));
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    // No pencil, no close X, no menus, no read-aloud bar, no page dots: the arrows, the page's own read button and Afslut.
    expect(await controls(page)).toEqual(['Afslut børnetilstand', 'Forrige side', 'Læs siden op', 'Næste side']);
    for (const name of ['Rediger historie', 'Luk historien', 'Tilbage til oversigt'])
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Flere valg' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Stemme' }).count()).toBe(0);
    expect(await page.getByText(parseStory(story.content).scenes[1].paragraphs[0].slice(0, 30)).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'child-mode-1280');

    // The child turns pages with the arrows and the keys; the cover has no 'Start historien' here.
    await button(page, 'Næste side').click();
    await expect.poll(() => pageInAddress(page)).toBe('#side-3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => pageInAddress(page)).toBe('');
    expect(await button(page, 'Start historien').count()).toBe(0);
    await button(page, 'Næste side').click();
    await expect.poll(() => pageInAddress(page)).toBe('#side-1');
    // A reload stays in child mode (outside full screen, which needs a tap).
    await page.reload();
    await visible(button(page, 'Afslut børnetilstand'));
    expect(await page.getByRole('link', { name: 'Rediger historie' }).count()).toBe(0);

    // A tap, or a hold of one second, does not leave: it says how.
    const leave = button(page, 'Afslut børnetilstand');
    await leave.click();
    await visible(page.getByText('Hold knappen inde i 2 sekunder.'));
    const box = (await leave.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await visible(statusSays(page, 'Bliv ved med at holde'));
    await page.waitForTimeout(HOLD_MS / 2);
    await page.mouse.up();
    await page.waitForTimeout(HOLD_MS);
    expect(inChildMode(page)).toBe(true);

    // Held for two seconds: out, on the same page, with everything back.
    await page.mouse.down();
    await page.waitForTimeout(HOLD_MS + 300);
    await page.mouse.up();
    await expect.poll(() => inChildMode(page)).toBe(false);
    expect(pageInAddress(page)).toBe('#side-1');
    await visible(page.getByRole('link', { name: 'Rediger historie' }));
    await visible(page.getByRole('link', { name: 'Luk historien' }));
    await visible(statusSays(page, 'Børnetilstand er slået fra'));
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  it("is never left by the phone's back gesture: back turns a page back, and on the cover does nothing", async () => {
    const page = await readerOn();
    await page.goto('/stories');
    await page.getByRole('link', { name: story.title }).first().click();
    await page.waitForURL((url) => url.pathname === `/story/${story.id}`);
    await button(page, 'Start historien').click();
    await button(page, 'Næste side').click();
    await expect.poll(() => pageInAddress(page)).toBe('#side-2');
    await enterChildMode(page);

    await page.goBack();
    await expect.poll(() => pageInAddress(page)).toBe('#side-1');
    expect(inChildMode(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/story/${story.id}`);
    await visible(button(page, 'Afslut børnetilstand'));

    await page.goBack();
    await expect.poll(() => pageInAddress(page)).toBe('');
    await page.goBack();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/story/${story.id}`);
    expect(inChildMode(page)).toBe(true);
    expect(pageInAddress(page)).toBe('');
    await visible(button(page, 'Afslut børnetilstand'));
    expect(await page.getByRole('button', { name: /Slet/ }).count()).toBe(0);
  });

  it('is left from the keyboard by holding Enter on Afslut; with reduced motion nothing moves while held', async () => {
    const page = await readerOn();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/story/${story.id}#side-1`);
    await enterChildMode(page);
    const leave = button(page, 'Afslut børnetilstand');
    // Tab reaches it; its description says how it works.
    for (let i = 0; i < 6 && !(await leave.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await leave.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await leave.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)).toBe(
      'Hold knappen inde i 2 sekunder.',
    );

    // A press of Enter is not enough.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(inChildMode(page)).toBe(true);

    const colour = () => leave.evaluate((el) => getComputedStyle(el).backgroundColor);
    const idle = await colour();
    await page.keyboard.down('Enter');
    // Held: no bar filling (reduced motion), the button's colour changes at once instead.
    const fill = leave.locator('span[aria-hidden="true"]').first();
    expect(await fill.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await expect.poll(colour).not.toBe(idle);
    await page.waitForTimeout(HOLD_MS + 300);
    await page.keyboard.up('Enter');
    await expect.poll(() => inChildMode(page)).toBe(false);
    await visible(page.getByRole('link', { name: 'Rediger historie' }));
    // Focus is not lost with the button that went away.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  it('on a phone: the picture keeps its size and place on every page, the text starts at the same line; child mode by finger', async () => {
    const page = await readerOn(phone);
    await page.goto(`/story/${story.id}#side-1`);
    const scenes = parseStory(story.content).scenes;
    const boxes: { picture: Awaited<ReturnType<typeof boxOf>>; text: Awaited<ReturnType<typeof boxOf>> }[] = [];
    for (let n = 1; n <= scenes.length; n++) {
      const picture = page.getByRole('img', { name: `Billede til side ${n}` });
      await picturesLoaded(picture);
      await animationsDone(page);
      boxes.push({ picture: await boxOf(picture), text: await boxOf(page.locator('[data-page-text]')) });
      expect(await overflow(page)).toBe(0);
      // The screenshots keep their names from when the cover was page 1 (docs/screenshots).
      if (n === 1) await screenshot(page, 'reader-phone-page-2-390');
      if (n === 2) await screenshot(page, 'reader-phone-page-3-390');
      if (n < scenes.length) await button(page, 'Næste side').tap();
    }
    expect(boxes.map((b) => b.picture)).toEqual(boxes.map(() => boxes[0].picture));
    expect(boxes.map((b) => b.text)).toEqual(boxes.map(() => boxes[0].text));
    // A large picture, the text below it.
    expect(boxes[0].picture.width).toBeGreaterThan(300);
    expect(boxes[0].text.y).toBeGreaterThanOrEqual(boxes[0].picture.y + boxes[0].picture.height);

    // Child mode on the phone: the same steadiness, and a finger held on Afslut leaves.
    await page.goto(`/story/${story.id}?tilstand=barn#side-1`);
    await visible(button(page, 'Afslut børnetilstand'));
    const first = await boxOf(page.getByRole('img', { name: 'Billede til side 1' }));
    await button(page, 'Næste side').tap();
    await picturesLoaded(page.getByRole('img', { name: 'Billede til side 2' }));
    expect(await boxOf(page.getByRole('img', { name: 'Billede til side 2' }))).toEqual(first);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'child-mode-390');

    // A toast (reading failed) keeps off Afslut, the text and the arrows.
    await page.route('**/api/tts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"fejl"}}' }),
    );
    await button(page, 'Læs siden op').tap();
    const shown = await visible(page.locator('[data-sonner-toast]').filter({ hasText: 'Der opstod en fejl ved oplæsningen' }));
    await animationsDone(page);
    const toastBox = (await shown.boundingBox())!;
    for (const part of [button(page, 'Afslut børnetilstand'), page.locator('[data-page-text]'), page.locator('nav[aria-label="Sider"]')]) {
      const box = (await part.boundingBox())!;
      const apart =
        toastBox.x + toastBox.width <= box.x ||
        box.x + box.width <= toastBox.x ||
        toastBox.y + toastBox.height <= box.y ||
        box.y + box.height <= toastBox.y;
      expect(apart).toBe(true);
    }
    await screenshot(page, 'child-mode-toast-390');
    await page.unroute('**/api/tts');

    const leave = (await button(page, 'Afslut børnetilstand').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = { x: leave.x + leave.width / 2, y: leave.y + leave.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await page.waitForTimeout(HOLD_MS + 300);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => inChildMode(page)).toBe(false);
    await visible(page.getByRole('link', { name: 'Rediger historie' }));
  });

  it('on a wide screen the reader pages the same way (screenshots of two pages)', async () => {
    const page = await readerOn();
    await page.goto(`/story/${story.id}#side-1`);
    await picturesLoaded(page.getByRole('img', { name: 'Billede til side 1' }));
    const first = await boxOf(page.getByRole('img', { name: 'Billede til side 1' }));
    await screenshot(page, 'reader-page-2-1280');
    await button(page, 'Næste side').click();
    await picturesLoaded(page.getByRole('img', { name: 'Billede til side 2' }));
    expect(await boxOf(page.getByRole('img', { name: 'Billede til side 2' }))).toEqual(first);
    await screenshot(page, 'reader-page-3-1280');
  });
});

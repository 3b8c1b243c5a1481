import type { ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesLoaded, seriousViolations } from './checks';
import { type Harness, registerViaApi, signInViaApi, startHarness, uniqueEmail, visible } from './harness';
import { createCharacter, generatedStory, jsonHeaders, parentWithStory } from './story-api';

/** Playwright's own note when it keeps the service worker out (the harness does, see harness.ts). */
const blockedWorker = 'Service Worker registration blocked by Playwright';

describe('the dashboard is drawn by the server and taken over by the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the whole dashboard without JavaScript, then works the same with it, without redrawing', async () => {
    const baseUrl = h.app.baseUrl;
    const email = uniqueEmail('server');
    const setup = await h.newContext();
    await registerViaApi(setup.request, baseUrl, email);
    await signInViaApi(setup.request, baseUrl, email);
    const session = { request: setup.request, baseUrl };
    const character = await createCharacter(session, 'Emil');
    const story = await generatedStory(session, character.id, 'Emil skal til tandlæge');
    const cookies = await setup.cookies();

    // The HTML itself holds the page and its data.
    const answer = await setup.request.get(`${baseUrl}/dashboard`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toContain('Emil skal til tandlæge');
    expect(html).toContain('id="ssr-data"');
    expect(html).not.toContain('href="/api/me"');

    // Without JavaScript: the frame, the counters, the newest story and its thumbnail.
    const noScript = await h.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const still = await noScript.newPage();
    await still.goto('/dashboard');
    await visible(still.getByRole('heading', { name: 'Velkommen tilbage!', level: 1 }));
    await visible(still.getByRole('heading', { name: story.title }));
    expect(await still.locator('dl dd').allTextContents()).toEqual(['1', '5', '0']);
    expect(await picturesLoaded(still.locator('main li img'))).toBe(1);
    expect(await still.locator('main li img').getAttribute('src')).toContain('.thumb.webp');
    // No loading state: no live region says anything (the offline notice's stays empty while online).
    expect(await still.getByRole('status').filter({ hasText: /\S/ }).count()).toBe(0);

    // With JavaScript: React takes the page over in place; no mismatch is reported and nothing is fetched to draw it.
    const context = await h.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    const problems: string[] = [];
    const watch = (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes(blockedWorker))
        problems.push(message.text());
    };
    page.on('console', watch);
    page.on('pageerror', (error) => problems.push(String(error)));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') apiCalls.push(url.pathname);
    });
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: story.title });
    await visible(heading);
    // Mark the server's element: if React drew the page again, the mark would be gone.
    await heading.evaluate((el) => el.setAttribute('data-from-server', 'yes'));
    // Hydrated: a click is handled by React (the card's delete asks first), not by the browser.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: `Slet ${story.title}` }).click();
        return page.getByRole('alertdialog').count();
      })
      .toBe(1);
    await visible(page.getByText('Er du sikker på, at du vil slette denne historie?'));
    await page.keyboard.press('Escape');
    expect(await heading.getAttribute('data-from-server')).toBe('yes');
    expect(problems).toEqual([]);
    expect(apiCalls).not.toContain('/api/me');
    expect(await seriousViolations(page)).toEqual([]);

    // Navigating on is the browser's own router, as before.
    await page.getByRole('link', { name: 'Se alle historier' }).click();
    await page.waitForURL('**/stories');
    await visible(page.getByRole('heading', { name: 'Mine historier', level: 1 }));
    await visible(page.getByRole('heading', { name: story.title }));
  });

  it('draws a shared story for someone without an account, and the browser takes it over without asking again', async () => {
    const { context: owner, story } = await parentWithStory(h, 'server-delt');
    const baseUrl = h.app.baseUrl;
    const share = await owner.request.post(`${baseUrl}/api/shares`, {
      data: { storyId: story.id, name: 'Skolen', expiresIn: 'week' },
      headers: jsonHeaders(baseUrl),
    });
    const { url } = (await share.json()) as { url: string };

    const visitor = await h.newContext();
    const answer = await visitor.request.get(url);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    const html = await answer.text();
    expect(html).toContain(story.title);
    expect(html).toContain('id="ssr-data"');
    expect(html).not.toContain('href="/api/me"');
    // The cover picture is in the HTML, so it loads with the stylesheet.
    expect(html).toMatch(/<img src="\/api\/shared\/[^"]+\/pictures\/0\.webp/);

    const page = await visitor.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes(blockedWorker))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    const storyReads: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/shared\/[^/]+$/.test(new URL(request.url()).pathname)) storyReads.push(request.url());
    });
    await page.goto(url);
    await visible(page.getByRole('heading', { name: story.title, level: 1 }));
    // The top bar stays while pages turn: if React drew it again, the mark would be gone.
    const bar = page.locator('header').first();
    await bar.evaluate((el) => el.setAttribute('data-from-server', 'yes'));
    // Hydrated: the keyboard turns the page (React's handler), and the server's top bar was kept.
    // (Hydration takes about a second here; poll's own default gives up after one.)
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowRight');
          return page.locator('main img[alt^="Billede"]').count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    expect(problems).toEqual([]);
    expect(await bar.getAttribute('data-from-server')).toBe('yes');
    // Opened on a later page (#side-2, which the server never sees): drawn anew on that page, without a mismatch.
    const later = await visitor.newPage();
    later.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes(blockedWorker))
        problems.push(message.text());
    });
    await later.goto(`${url}#side-2`);
    await visible(later.getByText('Side 2 af'));
    expect(problems).toEqual([]);

    // The browser took the story from the page and did not ask for it again: three openings, all drawn by the server.
    expect(storyReads).toEqual([]);
    const links = await owner.request.get(`${baseUrl}/api/shares?storyId=${story.id}`);
    expect(((await links.json()) as { openCount: number }[])[0].openCount).toBe(3);
  });
});

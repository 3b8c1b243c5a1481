import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorScreenMessages } from '../shared/messages.landing.da';
import { type Harness, startHarness, visible } from './harness';

/**
 * After a deploy, a page of the previous build asks for a lazy file the server no longer has
 * (web/src/lib/stale-build.ts). Here the login page's own file fails, as it would for an old page.
 */
describe('a page whose lazy file is gone after a deploy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Counts the page's loads of the document (the first visit, and each reload). */
  function loadsOf(page: Page) {
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    return () => loads;
  }

  it('loads again by itself and then shows the page', async () => {
    const page = await h.newPage();
    const loads = loadsOf(page);
    let failed = 0;
    // Gone for the old page only: the page loaded again gets the file (the new build has it).
    await page.route('**/assets/login-*.js', (route) => (failed++ === 0 ? route.abort() : route.continue()));
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: 'Log ind', level: 1 }));
    expect(failed).toBe(2);
    expect(loads()).toBe(2);
  });

  it('loads again only once when the file is still missing, and shows the error screen', async () => {
    const page = await h.newPage();
    const loads = loadsOf(page);
    await page.route('**/assets/login-*.js', (route) => route.abort());
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: errorScreenMessages.title }));
    // Time for a reload that should not come.
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
    await visible(page.getByRole('heading', { name: errorScreenMessages.title }));
  });
});

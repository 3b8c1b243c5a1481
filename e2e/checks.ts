import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone-sized touch context. */
export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** How many pixels the page scrolls sideways (0 when it fits the screen). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Lets the page's finite animations (a page fading in) finish; endless ones (a spinner) are not waited for. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious and critical WCAG 2 A/AA problems on the page, described so a failure says what to fix.
 * Finite animations (a page fading in) are let finish first: mid-fade text has a lower contrast than
 * the page a reader settles on, and measuring it would make the check depend on timing.
 */
export async function seriousViolations(page: Page) {
  // A page the server drew is measured once the app has taken its buttons over: taking over can start
  // a colour transition (a button's colours set anew), and a colour mid-transition is not the page's.
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('#root button')].every((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until every picture in the locator has really loaded (a broken or empty image has no width). */
export async function picturesLoaded(pictures: Locator) {
  await pictures.first().waitFor({ state: 'visible' });
  await expect
    .poll(
      async () => {
        // Lazy pictures load once seen.
        for (let i = 0; i < (await pictures.count()); i++) await pictures.nth(i).scrollIntoViewIfNeeded();
        return pictures.evaluateAll((imgs) =>
          imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        );
      },
      { timeout: 15_000 },
    )
    .not.toContain(false);
  return pictures.count();
}

/**
 * Turns from the cover to page 1 with «Start historien». A page the server drew takes no click before
 * the app has taken it over (on a busy machine, a moment): click until the story starts.
 */
export async function startStory(page: Page) {
  const start = page.getByRole('button', { name: 'Start historien' });
  await expect
    .poll(
      async () => {
        if (await start.count()) await start.click({ timeout: 1000 }).catch(() => undefined);
        return start.count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { animationsDone } from './checks';
import { repoRoot } from './harness';

/**
 * Where the journeys save their screenshots when asked (`E2E_SCREENSHOTS=docs/screenshots`); unset,
 * nothing is written and the journeys run the same.
 */
export const screenshotDir = process.env.E2E_SCREENSHOTS ? path.resolve(repoRoot, process.env.E2E_SCREENSHOTS) : null;

/** A screenshot of what the window shows (or the whole page), named `<name>.png`, when screenshots are asked for. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await animationsDone(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: opts.fullPage });
}

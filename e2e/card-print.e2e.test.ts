import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../shared/api-types';
import { overflow, phone, picturesLoaded, seriousViolations } from './checks';
import { ADMIN_EMAIL, type Harness, registerAdminViaApi, signInViaApi, startHarness, visible } from './harness';
import { screenshot, screenshotDir } from './screenshots';

/**
 * A card of 'Dine Kort' opened large (an accessible dialog), downloaded as a real PNG named after
 * it, and printed: alone, or chosen with others as cut-out cards on A4 sheets, checked as the PDF
 * Chromium prints.
 */

/** Newest first in the gallery: the last made comes first. */
const made = [
  { title: 'Tandbørste', description: 'En tandbørste og en tube tandpasta ved håndvasken', style: 'realistic' },
  { title: 'Bussen', description: 'En gul bus der holder ved stoppestedet', style: 'cartoon' },
  { title: 'Madpakke', description: 'En madpakke med rugbrød og gulerødder', style: 'watercolor' },
  { title: 'Jakke på', description: 'Et barn tager jakke på i entréen', style: 'minimalist' },
  { title: 'Kat i kurven', description: 'En kat der sover i en kurv', style: 'coloring' },
];
const titlesInGallery = made.map((c) => c.title).reverse();

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const A4_POINTS = [595, 842];

const gallery = (page: Page) => page.getByRole('region', { name: 'Dine Kort' });

/** The print sheet as Chromium prints it: its pages and their size in points. */
async function printed(sheet: Page) {
  await sheet.emulateMedia({ media: 'print' });
  const pdf = await sheet.pdf({ preferCSSPageSize: true });
  await sheet.emulateMedia({ media: 'screen' });
  const text = pdf.toString('latin1');
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text)!;
  return { pdf, pages: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0, size: [Math.round(Number(box[1])), Math.round(Number(box[2]))] };
}

/** The PDF's first page as a PNG under docs/screenshots, when screenshots are asked for and poppler's pdftoppm is there. */
async function sheetPicture(pdf: Buffer, name: string) {
  if (!screenshotDir || !existsSync('/usr/bin/pdftoppm')) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'kortark-'));
  await writeFile(path.join(dir, 'ark.pdf'), pdf);
  execFileSync('/usr/bin/pdftoppm', [
    '-png',
    '-r',
    '50',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path.join(dir, 'ark.pdf'),
    path.join(screenshotDir, name),
  ]);
  await rm(dir, { recursive: true, force: true });
}

describe('a card opened, downloaded and printed', () => {
  let h: Harness;
  let signedIn: BrowserContext;
  let cards: Card[];

  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
    // The administrator has no card limit.
    signedIn = await h.newContext();
    await registerAdminViaApi(signedIn.request, h.app);
    expect((await signInViaApi(signedIn.request, h.app.baseUrl, ADMIN_EMAIL)).ok()).toBe(true);
    cards = [];
    for (const card of made) {
      const res = await signedIn.request.post(`${h.app.baseUrl}/api/cards`, {
        data: card,
        headers: { Origin: h.app.baseUrl, 'Content-Type': 'application/json' },
      });
      expect(res.status()).toBe(201);
      cards.unshift((await res.json()) as Card);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  async function pageOn(options = {}) {
    const context = await h.newContext(options);
    await context.addCookies(await signedIn.cookies());
    return context.newPage();
  }

  it('opens a card large in a dialog, downloads it as a PNG named after it, and prints it alone', async () => {
    const page = await pageOn();
    await page.goto('/cards');
    expect(await picturesLoaded(gallery(page).getByRole('listitem').locator('img'))).toBe(made.length);

    const open = gallery(page).getByRole('button', { name: 'Åbn Kat i kurven' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Kat i kurven' });
    await visible(dialog);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // The picture large, described by what it shows.
    const picture = dialog.getByRole('img', { name: 'En kat der sover i en kurv' });
    await picturesLoaded(picture);
    expect((await picture.boundingBox())!.width).toBeGreaterThan(400);
    await visible(dialog.getByText('Malebog'));
    // Focus stays inside: Tab goes round the dialog's own buttons.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'card-opened-1280');

    // 'Download som PNG': a real PNG file, named after the card.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download som PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Kat i kurven.png');
    const png = await readFile(await download.path());
    expect([...png.subarray(0, 8)]).toEqual(PNG_MAGIC);
    // Its size, from the PNG header: the whole picture, not the thumbnail.
    expect(png.readUInt32BE(16)).toBeGreaterThan(320);

    // 'Udskriv': this one card, large, on one A4 sheet.
    const [sheet] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Udskriv' }).click()]);
    await sheet.waitForURL('**/cards/print?**');
    expect(new URL(sheet.url()).searchParams.get('kort')).toBe(cards.find((c) => c.title === 'Kat i kurven')!.id);
    await visible(sheet.getByRole('heading', { name: 'Udskriv kort', level: 1 }));
    expect(await sheet.getByRole('radio', { name: '1 stort kort' }).isChecked()).toBe(true);
    expect(await picturesLoaded(sheet.locator('figure img'))).toBe(1);
    expect(await sheet.locator('figcaption').allTextContents()).toEqual(['Kat i kurven']);
    const alone = await printed(sheet);
    expect(alone.pages).toBe(1);
    expect(alone.size).toEqual(A4_POINTS);
    await sheet.close();

    // Escape closes the dialog; focus goes back to the card.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('prints chosen cards as cut-out cards on A4 sheets, 2 × 2, 3 × 3 or one large, checked as a PDF', async () => {
    const page = await pageOn();
    await page.goto('/cards');
    await picturesLoaded(gallery(page).getByRole('listitem').locator('img'));
    await gallery(page).getByRole('button', { name: 'Vælg kort til udskrift' }).click();
    // Nothing chosen yet: 'Udskriv' waits.
    await visible(gallery(page).getByText('Vælg de kort, du vil udskrive.'));
    expect(await gallery(page).getByRole('button', { name: 'Udskriv' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('checkbox');
    for (const title of titlesInGallery)
      await gallery(page)
        .getByRole('checkbox', { name: `Vælg ${title}` })
        .check();
    await visible(gallery(page).getByText('5 kort valgt'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'cards-chosen-1280');

    const [sheet] = await Promise.all([page.waitForEvent('popup'), gallery(page).getByRole('link', { name: 'Udskriv' }).click()]);
    await sheet.waitForURL('**/cards/print?**');
    // In the gallery's order, four to a sheet: two sheets.
    expect(new URL(sheet.url()).searchParams.get('kort')).toBe(cards.map((c) => c.id).join(','));
    await visible(sheet.getByText('5 kort på 2 A4-ark. Klip kortene ud langs de stiplede linjer.'));
    expect(await sheet.getByRole('radio', { name: '4 kort (2 × 2)' }).isChecked()).toBe(true);
    expect(await picturesLoaded(sheet.locator('figure img'))).toBe(5);
    expect(await sheet.locator('figcaption').allTextContents()).toEqual(titlesInGallery);
    expect(
      await sheet.getByRole('region', { name: /^Ark / }).evaluateAll((sheets) => sheets.map((s) => s.getAttribute('aria-label'))),
    ).toEqual(['Ark 1 af 2', 'Ark 2 af 2']);
    expect(await seriousViolations(sheet)).toEqual([]);
    await sheet.evaluate(() => window.scrollTo(0, 0));
    await screenshot(sheet, 'card-print-1280');

    // On paper: no buttons, each sheet two columns of cards with their titles, two A4 pages.
    await sheet.emulateMedia({ media: 'print' });
    expect(await sheet.getByRole('button', { name: 'Udskriv' }).isVisible()).toBe(false);
    const firstSheet = sheet.getByRole('region', { name: 'Ark 1 af 2' });
    expect(await firstSheet.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
    const cell = (await firstSheet.locator('figure').first().boundingBox())!;
    const paper = (await firstSheet.boundingBox())!;
    expect(cell.width).toBeCloseTo(paper.width / 2, -1);
    await sheet.emulateMedia({ media: 'screen' });
    const twoByTwo = await printed(sheet);
    expect(twoByTwo.pages).toBe(2);
    expect(twoByTwo.size).toEqual(A4_POINTS);
    await sheetPicture(twoByTwo.pdf, 'card-print-sheet-2x2');

    // Nine to a sheet: one page; one large each: five.
    await sheet.getByRole('radio', { name: '9 kort (3 × 3)' }).check();
    await visible(sheet.getByText('5 kort på 1 A4-ark.', { exact: false }));
    expect(new URL(sheet.url()).searchParams.get('pr-ark')).toBe('9');
    await picturesLoaded(sheet.locator('figure img'));
    const threeByThree = await printed(sheet);
    expect(threeByThree.pages).toBe(1);
    await sheetPicture(threeByThree.pdf, 'card-print-sheet-3x3');
    await sheet.getByRole('radio', { name: '1 stort kort' }).check();
    await picturesLoaded(sheet.locator('figure img'));
    expect((await printed(sheet)).pages).toBe(5);
    // A reload prints the same.
    await sheet.reload();
    expect(await sheet.getByRole('radio', { name: '1 stort kort' }).isChecked()).toBe(true);

    // 'Annuller' ends choosing; focus goes back to where it began.
    await gallery(page).getByRole('button', { name: 'Annuller' }).click();
    expect(await gallery(page).getByRole('checkbox').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vælg kort til udskrift');
  });

  it('fits a phone: the opened card and the print sheet, without sideways scrolling', async () => {
    const page = await pageOn(phone);
    await page.goto('/cards');
    await picturesLoaded(gallery(page).getByRole('listitem').locator('img'));
    await gallery(page).getByRole('button', { name: 'Åbn Bussen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bussen' });
    await picturesLoaded(dialog.getByRole('img', { name: 'En gul bus der holder ved stoppestedet' }));
    expect(await overflow(page)).toBe(0);
    for (const name of ['Download som PNG', 'Udskriv']) expect(await dialog.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'card-opened-390');

    await page.goto(
      `/cards/print?kort=${cards
        .slice(0, 4)
        .map((c) => c.id)
        .join(',')}`,
    );
    expect(await picturesLoaded(page.locator('figure img'))).toBe(4);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'card-print-390');
  });
});

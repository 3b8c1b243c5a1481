import type { APIRequestContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarCandidates, Card, CardPage, Character } from '../shared/api-types';
import { CARDS_PAGE_SIZE } from '../shared/constants';
import { overflow, phone, picturesLoaded, seriousViolations } from './checks';
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

async function signedInPage(h: Harness, options: BrowserContextOptions = {}) {
  const context = await h.newContext(options);
  const page = await context.newPage();
  const email = uniqueEmail('kort');
  await registerViaApi(context.request, h.app.baseUrl, email);
  await signInViaUi(page, email);
  return page;
}

/** A card made through the API, as another tab of the same user would. */
async function createViaApi(request: APIRequestContext, baseUrl: string, description: string, style = 'minimalist'): Promise<Card> {
  const res = await request.post(`${baseUrl}/api/cards`, {
    data: { description, style },
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Card;
}

const listCards = async (page: Page, baseUrl: string) =>
  ((await (await page.request.get(`${baseUrl}/api/cards`)).json()) as CardPage).cards;

/** The gallery 'Dine Kort' and its cards. */
const gallery = (page: Page) => page.getByRole('region', { name: 'Dine Kort' });
const galleryPictures = (page: Page) => gallery(page).getByRole('listitem').getByRole('img');

describe('cards: the image generator and "Dine Kort"', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('generates cards offline in two styles, shows them with their pictures, and deletes one', async () => {
    const page = await signedInPage(h);
    const { baseUrl } = h.app;
    await page.goto('/cards');
    await visible(page.getByRole('heading', { name: 'Billedgenerator', level: 1 }));
    await visible(gallery(page).getByText('Ingen kort endnu'));
    await visible(gallery(page).getByText('Start med at generere dit første kort!'));
    expect(await page.getByRole('link', { name: 'Tilbage til dashboard' }).first().getAttribute('href')).toBe('/dashboard');

    // Six styles by their Danish names, Tegneserie chosen; each has its own placeholder.
    const styles = page.getByRole('group', { name: 'Vælg stil' }).getByRole('radio');
    const names = ['Tegneserie', 'Realistisk', 'Anime', 'Akvarel', 'Minimalistisk', 'Malebog'];
    expect(await styles.count()).toBe(6);
    for (const name of names) await visible(page.getByRole('radio', { name }));
    expect(await page.getByRole('radio', { name: 'Tegneserie' }).isChecked()).toBe(true);
    const description = page.getByLabel('Beskrivelse');
    const placeholders = new Set<string | null>();
    for (const name of names) {
      await page.getByRole('radio', { name }).check({ force: true });
      placeholders.add(await description.getAttribute('placeholder'));
    }
    expect(placeholders.size).toBe(6);

    // 'Generer billede' waits for a description that is not blank.
    const generate = page.getByRole('button', { name: 'Generer billede' });
    expect(await generate.isDisabled()).toBe(true);
    await description.fill('   ');
    expect(await generate.isDisabled()).toBe(true);

    // Tegneserie without a title: named by the start of the description.
    await page.getByRole('radio', { name: 'Tegneserie' }).check({ force: true });
    await description.fill('En glad hund leger med en rød bold i parken sammen med sin bedste ven');
    await generate.click();
    await visible(toast(page, 'Billede genereret og gemt!'), 30_000);
    expect(await description.inputValue()).toBe('');
    const dogTitle = 'En glad hund leger med en rød bold i parken sammen';
    await visible(gallery(page).getByRole('heading', { name: dogTitle, level: 3 }));
    // The form is ready for the next card.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // Malebog with a title.
    await page.getByRole('radio', { name: 'Malebog' }).check({ force: true });
    await page.getByLabel('Titel (valgfri)').fill('Kat til farvelægning');
    await description.fill('En kat der sover i en kurv');
    await page.getByRole('button', { name: 'Generer billede' }).click();
    // The form clears once this card is saved (the first card's toast may still be showing).
    await expect.poll(() => page.getByLabel('Titel (valgfri)').inputValue(), { timeout: 30_000 }).toBe('');
    expect(await description.inputValue()).toBe('');
    await visible(gallery(page).getByRole('heading', { name: 'Kat til farvelægning', level: 3 }));

    // Newest first, each with its loaded picture, a Danish date and its style.
    expect(await gallery(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Kat til farvelægning', dogTitle]);
    expect(await picturesLoaded(galleryPictures(page))).toBe(2);
    const today = new Date().toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' });
    expect(await gallery(page).getByText(`Oprettet ${today}`).count()).toBe(2);
    await visible(gallery(page).getByText('Malebog', { exact: true }));

    // A click on a picture opens the card large (card-print.e2e.test.ts goes on from there).
    const cards = await listCards(page, baseUrl);
    expect(cards.map((c) => c.style)).toEqual(['coloring', 'cartoon']);
    await gallery(page).getByRole('button', { name: 'Åbn Kat til farvelægning' }).click();
    const opened = page.getByRole('dialog', { name: 'Kat til farvelægning' });
    expect(await opened.getByRole('img', { name: 'En kat der sover i en kurv' }).getAttribute('src')).toBe(cards[0].imageUrl);
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'hidden' });

    expect(await seriousViolations(page)).toEqual([]);

    // Delete asks first, in an accessible dialog; 'Annuller' keeps the card.
    await gallery(page)
      .getByRole('button', { name: `Slet ${dogTitle}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Slet kort' });
    await visible(confirm.getByText('Er du sikker på, at du vil slette dette kort?'));
    expect(await confirm.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annuller');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Annuller' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Slet ${dogTitle}`);

    await gallery(page)
      .getByRole('button', { name: `Slet ${dogTitle}` })
      .click();
    await confirm.getByRole('button', { name: 'Slet', exact: true }).click();
    await visible(toast(page, 'Kortet blev slettet'));
    await gallery(page).getByRole('heading', { name: dogTitle }).waitFor({ state: 'detached' });
    expect((await listCards(page, baseUrl)).map((c) => c.title)).toEqual(['Kat til farvelægning']);
    // Focus did not fall out of the page with the deleted card.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // 'Opdater' shows a card made elsewhere.
    await createViaApi(page.request, baseUrl, 'En blå bil', 'realistic');
    await gallery(page).getByRole('button', { name: 'Opdater' }).click();
    await visible(gallery(page).getByRole('heading', { name: 'En blå bil', level: 3 }));
  });

  it("shows the server's message in the error box, and the list's loading error", async () => {
    const page = await signedInPage(h);
    let failList = true;
    await page.route(/\/api\/cards(\?.*)?$/, (route) => {
      if (route.request().method() === 'GET' && failList) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'fejl' } }),
        });
      }
      if (route.request().method() === 'POST') {
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'GENERATION_FAILED', message: 'Der skete en fejl ved generering af billedet' } }),
        });
      }
      return route.fallback();
    });
    await page.goto('/cards');
    await visible(gallery(page).getByRole('alert').filter({ hasText: 'Der skete en fejl ved hentning af kort' }), 30_000);
    failList = false;
    await gallery(page).getByRole('button', { name: 'Prøv igen' }).click();
    await visible(gallery(page).getByText('Ingen kort endnu'));

    await page.getByLabel('Beskrivelse').fill('En kat');
    await page.getByRole('button', { name: 'Generer billede' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Der skete en fejl ved generering af billedet' }));
    // What the user wrote stays, so they can try again.
    expect(await page.getByLabel('Beskrivelse').inputValue()).toBe('En kat');
    expect(new URL(page.url()).pathname).toBe('/cards');
  });

  // At the free limit the form keeps its text and says so in place: e2e/quota-limit.e2e.test.ts.

  it("shows the gallery a page at a time, newest first ('Vis flere kort')", async () => {
    // The administrator has no card limit, so one account can have more cards than a page holds.
    const context = await h.newContext();
    const page = await context.newPage();
    await registerAdminViaApi(context.request, h.app);
    await signInViaUi(page, ADMIN_EMAIL);
    for (let n = 1; n <= CARDS_PAGE_SIZE + 1; n++) await createViaApi(page.request, h.app.baseUrl, `Kort nummer ${n}`);

    await page.goto('/cards');
    const titles = gallery(page).getByRole('heading', { level: 3 });
    await expect.poll(() => titles.count()).toBe(CARDS_PAGE_SIZE);
    expect(await titles.first().textContent()).toBe(`Kort nummer ${CARDS_PAGE_SIZE + 1}`);
    await gallery(page).getByRole('button', { name: 'Vis flere kort' }).click();
    await expect.poll(() => titles.count()).toBe(CARDS_PAGE_SIZE + 1);
    expect(await titles.last().textContent()).toBe('Kort nummer 1');
    expect(await gallery(page).getByRole('button', { name: 'Vis flere kort' }).count()).toBe(0);
  });

  it('repairs a picture that fails to load at most 3 times, then shows the placeholder', async () => {
    const page = await signedInPage(h);
    const card = await createViaApi(page.request, h.app.baseUrl, 'En sol over havet', 'watercolor');
    const thumbPath = new URL(card.thumbUrl, h.app.baseUrl).pathname;
    await page.route(`**${thumbPath}*`, (route) => route.fulfill({ status: 404, body: '' }));
    let repairs = 0;
    page.on('request', (req) => {
      if (req.url().endsWith(`/api/cards/${card.id}/refresh-url`)) repairs++;
    });
    await page.goto('/cards');
    await visible(gallery(page).getByRole('img', { name: 'Billedet kan ikke vises' }), 20_000);
    expect(repairs).toBe(3);
    await visible(toast(page, 'Kunne ikke indlæse billedet'));
    expect(await gallery(page).getByRole('button', { name: /^Åbn / }).count()).toBe(0);
    const [stored] = await listCards(page, h.app.baseUrl);
    expect(stored.retryCount).toBe(3);
  });

  it('«Med min avatar»: chooses the child by keyboard, draws the card with them, and downloads it with its word', async () => {
    const page = await signedInPage(h);
    const { baseUrl } = h.app;
    const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
    const look = { gender: 'dreng', age: 6, hairColor: 'rødt', eyeColor: 'blå', skinColor: 'lys', outfit: 'grøn trøje' };
    const avatar = (await (
      await page.request.post(`${baseUrl}/api/characters/avatar`, { data: look, headers })
    ).json()) as AvatarCandidates;
    const created = await page.request.post(`${baseUrl}/api/characters`, {
      data: { ...look, name: 'Alfred', avatar: avatar.images[0].id },
      headers,
    });
    expect(created.status()).toBe(201);
    const alfred = (await created.json()) as Character;

    await page.goto('/cards');
    const choice = page.getByRole('group', { name: 'Med min avatar' });
    await visible(choice.getByRole('radio', { name: 'Alfred' }));
    // None is chosen at first; the arrow key moves to the child.
    expect(await choice.getByRole('radio', { name: 'Uden avatar' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'Uden avatar' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await choice.getByRole('radio', { name: 'Alfred' }).isChecked()).toBe(true);

    await page.getByLabel('Beskrivelse').fill('Sove');
    await page.getByRole('button', { name: 'Generer billede' }).click();
    await visible(toast(page, 'Billede genereret og gemt!'), 30_000);
    // The child stays chosen for the next card.
    expect(await choice.getByRole('radio', { name: 'Alfred' }).isChecked()).toBe(true);
    const [card] = await listCards(page, baseUrl);
    expect(card).toMatchObject({ title: 'Sove', description: 'Sove' });
    expect(alfred.id).toBeTruthy();

    // 'Download som PNG': the picture with the word under it, taller than wide.
    const png = await page.request.get(`${baseUrl}/api/cards/${card.id}/png`);
    expect(png.status()).toBe(200);
    const bytes = await png.body();
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(bytes.readUInt32BE(16));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works on a phone (390 x 844) without sideways scrolling, two cards a row', async () => {
    const page = await signedInPage(h, phone);
    const { baseUrl } = h.app;
    await createViaApi(page.request, baseUrl, 'En glad hund leger med en bold', 'cartoon');
    await createViaApi(page.request, baseUrl, 'En kat der sover i en kurv', 'coloring');
    await createViaApi(page.request, baseUrl, 'Et hus med en have fuld af blomster og en regnbue over taget', 'watercolor');
    await page.goto('/cards');
    expect(await picturesLoaded(galleryPictures(page))).toBe(3);
    expect(await overflow(page)).toBe(0);
    const columns = await gallery(page)
      .getByRole('list')
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Minimalistisk' }).check({ force: true });
    await page.getByLabel('Beskrivelse').fill('En kop varm kakao');
    await page.getByRole('button', { name: 'Generer billede' }).click();
    await visible(toast(page, 'Billede genereret og gemt!'), 30_000);
    await visible(gallery(page).getByRole('heading', { name: 'En kop varm kakao', level: 3 }));
    expect(await overflow(page)).toBe(0);

    await gallery(page).getByRole('button', { name: 'Slet En kop varm kakao' }).click();
    await visible(page.getByRole('alertdialog', { name: 'Slet kort' }));
    expect(await overflow(page)).toBe(0);
  });
});

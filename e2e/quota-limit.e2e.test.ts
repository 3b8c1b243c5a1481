import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phone, seriousViolations } from './checks';
import {
  ADMIN_EMAIL,
  type Harness,
  meOf,
  registerAdminViaApi,
  registerViaApi,
  signInViaApi,
  signInViaUi,
  startHarness,
  uniqueEmail,
  visible,
} from './harness';
import { screenshot, screenshotDir } from './screenshots';
import { createCharacter, jsonHeaders, textFirstStory } from './story-api';

/**
 * At the free limit nothing typed is lost: creating a story or a card keeps the form with its text,
 * and says the limit and the way on in place (on this installation, without payments: asking the
 * administrator, whose address is configured). When unlimited access arrives the same button works.
 */
const CONTACT = 'hej@fortaellehuset.test';

const shot = (page: Page, name: string) => screenshot(page, name);

/** The limit notice in view, at both screen widths, for a person to look at. */
async function shotsOf(page: Page, name: string, notice: ReturnType<Page['getByRole']>) {
  if (!screenshotDir) return;
  // Toasts of other work (the story made in the other tab) are closed, so the notice shows alone.
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) await close.click().catch(() => undefined);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, `${name}-1280`);
  await page.setViewportSize(phone.viewport!);
  await notice.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function createCardViaApi(request: APIRequestContext, baseUrl: string, description: string) {
  const res = await request.post(`${baseUrl}/api/cards`, { data: { description, style: 'minimalist' }, headers: jsonHeaders(baseUrl) });
  expect(res.status()).toBe(201);
}

/** The administrator gives the user unlimited access, from their own browser. */
async function grantUnlimited(admin: APIRequestContext, baseUrl: string, userId: string) {
  const res = await admin.patch(`${baseUrl}/api/admin/users/${userId}`, { data: { role: 'unlimited' }, headers: jsonHeaders(baseUrl) });
  expect(res.status()).toBe(200);
}

describe('at the free limit the typed text stays (no payments on this installation)', () => {
  let h: Harness;
  let admin: APIRequestContext;
  beforeAll(async () => {
    h = await startHarness({ CONTACT_EMAIL: CONTACT, AUTH_RATE_LIMIT: 'false' });
    admin = (await h.newContext()).request;
    await registerAdminViaApi(admin, h.app);
    expect((await signInViaApi(admin, h.app.baseUrl, ADMIN_EMAIL)).ok()).toBe(true);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function signedIn() {
    const context = await h.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const email = uniqueEmail('graense');
    await registerViaApi(context.request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    return { page, request: context.request, userId: (await meOf(context.request, h.app.baseUrl))!.id };
  }

  it('keeps a story form with its text at the limit, says so in place, and creates the story once unlimited access arrives', async () => {
    const { page, request, userId } = await signedIn();
    const session = { request, baseUrl: h.app.baseUrl };
    const character = await createCharacter(session, 'Emil');
    for (let i = 1; i <= 4; i++) await textFirstStory(session, character.id, `Historie ${i}`);

    await page.goto(`/stories/create?character=${character.id}`);
    await visible(page.getByText('Du har 1 gratis historie tilbage.'));
    await page.getByLabel('Titel').fill('Emil skal klippes');
    await page.getByLabel('Beskriv situationen').fill('Emil skal til frisøren. Han kan ikke lide lyden fra maskinen.');
    // The last free story is used in another tab meanwhile.
    await textFirstStory(session, character.id, 'Historie 5');

    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Du har brugt alle dine gratis historier' });
    await visible(notice);
    await visible(notice.getByText('Du har brugt alle dine 5 gratis historier. Administratoren kan give dig ubegrænset adgang.'));
    await visible(notice.getByText('Det, du har skrevet, står stadig her.', { exact: false }));
    expect(await notice.getByRole('link', { name: `Skriv til ${CONTACT}` }).getAttribute('href')).toBe(
      `mailto:${CONTACT}?subject=Ubegr%C3%A6nset%20adgang%20til%20Fort%C3%A6llehuset`,
    );
    // Still here, with every word that was typed.
    expect(new URL(page.url()).pathname).toBe('/stories/create');
    expect(await page.getByLabel('Titel').inputValue()).toBe('Emil skal klippes');
    expect(await page.getByLabel('Beskriv situationen').inputValue()).toBe('Emil skal til frisøren. Han kan ikke lide lyden fra maskinen.');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsOf(page, 'limit-story', notice);

    // The administrator answers: the open page hears it, the notice goes, and the same button works.
    await grantUnlimited(admin, h.app.baseUrl, userId);
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Opret historie med billeder' }).click();
    await page.waitForURL('**/story/preview?id=*', { timeout: 90_000 });
    await visible(page.getByRole('heading', { name: 'Emil skal klippes', level: 1 }));
  });

  it('keeps a card form with its text at the limit and says so in place, without asking the server again', async () => {
    const { page, request, userId } = await signedIn();
    for (let i = 1; i <= 4; i++) await createCardViaApi(request, h.app.baseUrl, `Kort ${i}`);
    await page.goto('/cards');
    await visible(page.getByText('Du kan lave 1 billede mere i den gratis version.'));
    await page.getByLabel('Titel (valgfri)').fill('Tandbørsten');
    await page.getByLabel('Beskrivelse').fill('En blå tandbørste ved håndvasken');
    await createCardViaApi(request, h.app.baseUrl, 'Kort 5');

    await page.getByRole('button', { name: 'Generer billede' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Du har brugt alle dine gratis billeder' });
    await visible(notice);
    await visible(notice.getByText('Du har brugt alle dine gratis billeder. Administratoren kan give dig ubegrænset adgang.'));
    await visible(notice.getByRole('link', { name: `Skriv til ${CONTACT}` }));
    expect(new URL(page.url()).pathname).toBe('/cards');
    expect(await page.getByLabel('Titel (valgfri)').inputValue()).toBe('Tandbørsten');
    expect(await page.getByLabel('Beskrivelse').inputValue()).toBe('En blå tandbørste ved håndvasken');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsOf(page, 'limit-card', notice);

    // Opened again at the limit: the page knows, says so before anything is sent, and sends nothing.
    await page.reload();
    await visible(page.getByText('Du har brugt alle dine gratis billeder', { exact: true }));
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/cards') posts++;
    });
    await page.getByLabel('Beskrivelse').fill('Et sjette kort');
    await page.getByRole('button', { name: 'Generer billede' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Du har brugt alle dine gratis billeder' }));
    expect(posts).toBe(0);
    expect(await page.getByLabel('Beskrivelse').inputValue()).toBe('Et sjette kort');

    await grantUnlimited(admin, h.app.baseUrl, userId);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Du har brugt alle dine gratis billeder' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Generer billede' }).click();
    await visible(page.locator('[data-sonner-toast]').filter({ hasText: 'Billede genereret og gemt!' }), 30_000);
    expect(posts).toBe(1);
  });

  it('sends the menu way to a new story (/new-story) at the limit to the profile, which says what the user can do', async () => {
    const { page, request } = await signedIn();
    const session = { request, baseUrl: h.app.baseUrl };
    const character = await createCharacter(session, 'Emil');
    for (let i = 1; i <= 5; i++) await textFirstStory(session, character.id, `Historie ${i}`);
    await page.goto('/new-story');
    await page.waitForURL('**/profile');
    await visible(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Du har brugt alle dine 5 gratis historier. På din profil kan du se, hvordan du får flere.' }),
    );
    await visible(
      page.getByText(
        'Premium kan ikke købes her. Har du brug for flere historier eller kort, kan administratoren give dig ubegrænset adgang.',
      ),
    );
    await visible(page.getByRole('link', { name: `Skriv til ${CONTACT}` }));
    expect(await page.getByText(/Betaling er ikke sat op/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Premium/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    if (screenshotDir) {
      for (const [width, viewport] of [
        ['1280', { width: 1280, height: 860 }],
        ['390', phone.viewport!],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.locator('#premium').screenshot({ path: path.join(screenshotDir, `profile-premium-free-${width}.png`) });
      }
    }
  });
});

import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflow, phone, picturesLoaded, seriousViolations, startStory } from './checks';
import { type Harness, registerViaApi, startHarness, toast, uniqueEmail, visible } from './harness';
import { screenshot } from './screenshots';

/**
 * The landing page shows the product: its buttons lead to creating an account, the example stories
 * open in the reader with their pictures and read-aloud without an account, and the privacy page,
 * the terms and the contact line are a click away. This installation has no payments, so the words
 * name the free tier only.
 */
const CONTACT = 'hej@fortaellehuset.test';

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true });

const wide = { viewport: { width: 1280, height: 860 } };
const screens = [
  ['1280', wide],
  ['390', phone],
] as const;

describe('the landing page shows the product (no payments on this installation)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ CONTACT_EMAIL: CONTACT, AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('leads every call to account creation, never to the sign-in form, and names the free tier', async () => {
    const page = await h.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('link', { name: 'Log ind', exact: true }).getAttribute('href')).toBe('/login');
    for (const name of ['Start Gratis Prøveperiode', 'Opret gratis konto']) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe('/register');
    }
    // Without payments there is no trial to promise: the words say what the free account gives.
    await visible(page.getByText('Gratis konto med 5 historier og 5 kort'));
    await visible(
      page.getByText('Kontoen er gratis og giver 5 historier og 5 kort. Det koster ingenting, og du skal ikke oplyse et betalingskort.'),
    );
    await visible(page.getByRole('heading', { name: 'Kom gratis i gang' }));
    expect(await page.getByText(/dages gratis prøveperiode|gratis i \d+ dage/i).count()).toBe(0);

    await page.getByRole('link', { name: 'Start Gratis Prøveperiode' }).click();
    await page.waitForURL('**/register');
    await visible(page.getByRole('heading', { name: 'Opret konto', level: 1 }));
    await visible(page.getByLabel('Bekræft adgangskode'));
    await visible(page.getByText('Kontoen er gratis og giver 5 historier og 5 kort.'));
    expect(await page.getByRole('button', { name: 'Log ind', exact: true }).count()).toBe(0);

    // The call at the end goes the same way, also from inside the router.
    await page.goto('/');
    await page.getByRole('link', { name: 'Opret gratis konto' }).click();
    await page.waitForURL('**/register');
    await visible(page.getByRole('heading', { name: 'Opret konto', level: 1 }));
  });

  it('says the same true thing when the address already has an account', async () => {
    const email = uniqueEmail('findes');
    const context = await h.newContext();
    await registerViaApi(context.request, h.app.baseUrl, email);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Adgangskode', { exact: true }).fill('en-helt-anden-kode-9');
    await page.getByLabel('Bekræft adgangskode').fill('en-helt-anden-kode-9');
    await page.getByRole('button', { name: 'Opret konto', exact: true }).click();
    await page.waitForURL('**/login');
    await visible(toast(page, 'Log ind med din e-mail og adgangskode for at fortsætte.'));
    expect(await toast(page, 'Konto oprettet').count()).toBe(0);
  });

  it("opens 'Se Demonstration' and both examples in the reader without an account: pictures shown, read aloud", async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await page.goto('/');
    expect(await picturesLoaded(page.locator('#examples-title ~ ul img'))).toBe(2);
    await page.getByRole('link', { name: 'Se Demonstration' }).click();
    await page.waitForURL('**/demo/tandlaege');
    await visible(page.getByRole('heading', { name: 'Emil skal til tandlæge', level: 1 }));
    expect(await picturesLoaded(page.locator('main img[alt]:not([alt=""])'))).toBe(1);
    // No account, nothing to edit: the way back is the front page, and the way on an account.
    expect(await page.getByRole('link', { name: 'Til forsiden', exact: true }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Opret gratis konto' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Rediger historie' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const spoken: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/demo/tandlaege/tts') spoken.push(response);
    });
    await startStory(page);
    expect(await picturesLoaded(page.locator('main img[alt^="Billede"]'))).toBe(1);
    await page.getByRole('button', { name: 'Start oplæsning' }).click();
    await visible(page.getByRole('button', { name: 'Stop oplæsning' }));
    // The sentence being read is marked in the text: the audio is playing.
    await visible(page.locator('mark[aria-current="true"]'), 20_000);
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken.every((r) => r.status() === 200 && r.headers()['content-type'] === 'audio/mpeg')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop oplæsning' }).click();
    await visible(page.getByRole('button', { name: /Fortsæt oplæsning|Start oplæsning/ }));

    for (const [slug, title] of [
      ['tandlaege', 'Emil skal til tandlæge'],
      ['skoledag', 'Sofie starter i skole'],
    ]) {
      await page.goto('/');
      await page.locator(`a[href="/demo/${slug}"]`).filter({ hasText: 'Læs og lyt til historien' }).click();
      await page.waitForURL(`**/demo/${slug}`);
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      expect(await picturesLoaded(page.locator('main img[alt]:not([alt=""])'))).toBe(1);
    }
    expect((await context.request.get(`${h.app.baseUrl}/api/me`)).status()).toBe(401);

    await page.goto('/demo/findes-ikke');
    await visible(page.getByRole('heading', { name: 'Eksemplet findes ikke' }));
  });

  it('links the privacy page, the terms and the contact address from the footer and the GDPR strip', async () => {
    const page = await h.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: `Kontakt: ${CONTACT}` }).getAttribute('href')).toBe(`mailto:${CONTACT}`);
    await footer.getByRole('link', { name: /GDPR Compliant/ }).click();
    await page.waitForURL('**/privatliv');
    await visible(page.getByRole('heading', { name: 'Privatliv', level: 1 }));
    for (const heading of [
      'Det gemmer vi',
      'Her ligger det',
      'Så længe gemmer vi det',
      'Det får andre tjenester',
      'Hent og slet dine data',
    ]) {
      await visible(page.getByRole('heading', { name: heading, level: 2 }));
    }
    // This installation's own services: everything offline, nothing to any AI service, no payments.
    await visible(page.getByText('Tekst: historierne skrives på serveren selv. Intet sendes til en AI-tjeneste.'));
    await visible(page.getByText('Billeder: billederne tegnes på serveren selv. Intet sendes til en billedtjeneste.'));
    await visible(page.getByText(/Barnets navn sendes aldrig til de tjenester, der skriver tekst og tegner billeder/));
    await visible(page.getByText('Betaling: der er ingen betaling her, så ingen betalingstjeneste får noget.'));
    await visible(page.getByRole('link', { name: `Skriv til ${CONTACT}.` }));

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vilkår' }).click();
    await page.waitForURL('**/vilkaar');
    await visible(page.getByRole('heading', { name: 'Vilkår', level: 1 }));
    await visible(page.getByText('Med en gratis konto kan du lave 5 historier og 5 kort.', { exact: false }));
    await visible(page.getByText(/Her er ingen betaling/));
    await page.getByRole('link', { name: 'Til forsiden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it.each(screens)('has no serious accessibility problem on the new pages at %s px, and fits the screen', async (width, screen) => {
    const page = await h.newPage(screen);
    for (const [address, name, ready] of [
      ['/', 'landing', 'Start Gratis Prøveperiode'],
      ['/privatliv', 'privatliv', 'Privatliv'],
      ['/vilkaar', 'vilkaar', 'Vilkår'],
      ['/demo/skoledag', 'demo-reader', 'Sofie starter i skole'],
    ] as const) {
      await page.goto(address);
      await visible(page.getByRole(name === 'landing' ? 'link' : 'heading', { name: ready }));
      if (name === 'landing') await picturesLoaded(page.locator('#examples-title ~ ul img'));
      if (name === 'demo-reader') await picturesLoaded(page.locator('main img[alt]:not([alt=""])'));
      expect(await seriousViolations(page), address).toEqual([]);
      expect(await overflow(page), address).toBe(0);
      if (name !== 'demo-reader') await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${name}-${width}`);
    }
    await startStory(page);
    await picturesLoaded(page.locator('main img[alt^="Billede"]'));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `demo-reader-page-${width}`);
  });
});

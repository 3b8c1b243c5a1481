import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, meOf, PASSWORD, startHarness, toast, uniqueEmail, visible } from './harness';
import { errorScreenMessages } from '../shared/messages.landing.da';

describe('a new visitor: landing -> register -> dashboard -> profile -> sign out', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an account, uses the app and signs out leaving nothing behind', async () => {
    const page = await h.newPage();
    const email = uniqueEmail('foraelder');

    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    for (const title of ['At Gå Til Tandlægen', 'Den Første Skoledag']) await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByText('GDPR Compliant'));
    await visible(page.getByText('AI Excellence'));

    // The trial and the last call lead to creating an account, the demonstration to an example story.
    expect(await page.getByRole('link', { name: 'Log ind', exact: true }).getAttribute('href')).toBe('/login');
    for (const name of ['Start Gratis Prøveperiode', 'Opret gratis konto']) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe('/register');
    }
    expect(await page.getByRole('link', { name: 'Se Demonstration', exact: true }).getAttribute('href')).toBe('/demo/tandlaege');
    await page.getByRole('link', { name: 'Start Gratis Prøveperiode' }).click();
    await page.waitForURL('**/register');

    // The mismatch is caught before anything is sent.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Bekræft adgangskode').fill('noget-andet-1');
    await page.getByRole('button', { name: 'Opret konto', exact: true }).last().click();
    await visible(page.getByText('Adgangskoderne matcher ikke'));
    expect(await page.getByLabel('Bekræft adgangskode').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Bekræft adgangskode').fill(PASSWORD);
    await page.getByRole('button', { name: 'Opret konto', exact: true }).last().click();
    await page.waitForURL('**/dashboard');
    await visible(toast(page, 'Du er nu logget ind'));
    // A first visit is a welcome, not a welcome back.
    await visible(page.getByRole('heading', { name: 'Velkommen!' }));
    await visible(page.getByRole('link', { name: /Opret ny historie/ }));
    await visible(page.getByRole('link', { name: /Generer billeder/ }));
    // 'Ny historie' is for pro users only, 'Admin Panel' for admins only.
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    expect(await nav.getByRole('link', { name: 'Ny historie' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    // Signed in, the landing page and the login page lead to the dashboard.
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');

    await nav.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByRole('heading', { name: 'Profil', level: 1 }));
    await visible(page.getByText(email));
    await visible(page.getByText('Bruger', { exact: true }));
    await visible(page.getByText('0 af 5 historier'));
    await visible(page.getByText('0 af 5 kort'));
    await visible(page.getByText('Velkommen! Du kan oprette op til 5 gratis historier.'));
    await visible(
      page.getByText(
        'Premium kan ikke købes her. Har du brug for flere historier eller kort, kan administratoren give dig ubegrænset adgang.',
      ),
    );
    expect(await page.getByRole('button', { name: /Opgrader til Premium|Prøv Premium/ }).count()).toBe(0);
    await visible(page.getByText(new Date().toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' })));

    await page.getByLabel('Navn').fill('Mette');
    await page.getByRole('button', { name: 'Gem' }).click();
    await visible(toast(page, 'Profilen blev gemt'));
    expect((await meOf(page.request, h.app.baseUrl))?.fullName).toBe('Mette');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await visible(page.getByRole('heading', { name: 'Velkommen, Mette!' }));

    // Placeholder pages of later parts exist inside the layout.
    await nav.getByRole('link', { name: 'Mine historier' }).click();
    await visible(page.getByRole('heading', { name: 'Mine historier', level: 1 }));

    await page.evaluate(async () => {
      localStorage.setItem('e2e', '1');
      sessionStorage.setItem('e2e', '1');
      await caches.open('e2e-cache');
    });
    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('link', { name: 'Start Gratis Prøveperiode' }));
    const left = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      caches: (await caches.keys()).length,
    }));
    expect(left).toEqual({ local: 0, session: 0, caches: 0 });
    expect(await meOf(page.request, h.app.baseUrl)).toBeNull();

    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
    await visible(page.getByRole('heading', { name: 'Log ind', level: 1 }));
    expect(await page.getByRole('status').filter({ hasText: 'Du skal være logget ind' }).count()).toBe(0);

    // A page that says what it is for tells the signed-out visitor why they must sign in.
    for (const [address, reason] of [
      ['/story/en-historie', 'Du skal være logget ind for at læse historier'],
      ['/story/en-historie/edit', 'Du skal være logget ind for at redigere historier'],
      ['/stories/create', 'Du skal være logget ind for at oprette en historie'],
      ['/cards', 'Du skal være logget ind for at generere billeder'],
    ]) {
      await page.goto(address);
      await page.waitForURL(`**/login?next=${encodeURIComponent(address)}&grund=*`);
      await visible(page.getByRole('status').filter({ hasText: reason }));
    }
  });

  it('shows the global error screen in Danish when the server fails', async () => {
    const page = await h.newPage();
    await page.route('**/api/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'fejl' } }),
      }),
    );
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: errorScreenMessages.title }));
    await visible(page.getByRole('button', { name: errorScreenMessages.reload }));
    expect(await page.getByText(/Oops|Something went wrong|Reload/).count()).toBe(0);
    expect(await page.locator('[lang="en"]').count()).toBe(0);
  });

  it('shows the Danish 404 page for an unknown address', async () => {
    const page = await h.newPage();
    await page.goto('/findes-ikke');
    await visible(page.getByRole('heading', { name: 'Siden findes ikke' }));
  });
});

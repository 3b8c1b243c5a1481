import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  linkIn,
  newestMail,
  registerViaApi,
  signInViaApi,
  signInViaUi,
  startHarness,
  toast,
  uniqueEmail,
  visible,
} from './harness';

describe('password reset through the emailed link', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('says so in Danish when the server fails: the reset request and the sign-up', async () => {
    const page = await h.newPage();
    const failure = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Intern fejl' } }),
    };
    await page.route('**/api/auth/request-password-reset', (route) => route.fulfill(failure));
    await page.route('**/api/auth/sign-up/email', (route) => route.fulfill(failure));

    await page.goto('/login?glemt=1');
    await page.getByLabel('Email').fill(uniqueEmail('fejl'));
    await page.getByRole('button', { name: 'Send nulstillingslink' }).click();
    await visible(toast(page, 'Der skete en fejl ved nulstilling af adgangskode'));

    await page.goto('/register');
    await page.getByLabel('Email').fill(uniqueEmail('fejl'));
    await page.getByLabel('Adgangskode', { exact: true }).fill('rolig-kat-2026');
    await page.getByLabel('Bekræft adgangskode').fill('rolig-kat-2026');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await visible(toast(page, 'Kunne ikke oprette konto. Prøv igen senere.'));
    expect(page.url()).toMatch(/\/register$/);
  });

  it('asks for a link, sets a new password on /reset-password and signs in with it', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('glemsom');
    const newPassword = 'ny-og-bedre-2026';
    await registerViaApi(context.request, h.app.baseUrl, email);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Glemt adgangskode?' }).click();
    await visible(page.getByRole('heading', { name: 'Glemt adgangskode', level: 1 }));
    // The address typed on the login form is carried over.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    // This installation has no SMTP: the form says where the link goes instead of promising a mail.
    await visible(
      page.getByText('Denne installation af Fortællehuset sender ikke mails. Linket til en ny adgangskode bliver gemt på serveren'),
    );
    expect(await page.getByText('Email sendt').count()).toBe(0);
    await page.getByRole('button', { name: 'Send nulstillingslink' }).click();
    await visible(toast(page, 'Linket er gemt på serveren. Bed installationens administrator om at sende det til dig.'));

    const mail = await newestMail(h.app.dataDir, email);
    const link = linkIn(mail);
    expect(link.startsWith(`${h.app.baseUrl}/api/auth/reset-password/`)).toBe(true);

    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await visible(page.getByRole('heading', { name: 'Nulstil adgangskode' }));

    await page.getByLabel('Ny adgangskode').fill(newPassword);
    await page.getByLabel('Bekræft adgangskode').fill('ikke-den-samme');
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await visible(page.getByText('Adgangskoderne matcher ikke'));

    await page.getByLabel('Bekræft adgangskode').fill(newPassword);
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await visible(toast(page, 'Din adgangskode er ændret'));

    expect((await signInViaApi(context.request, h.app.baseUrl, email)).status()).toBe(401);
    await signInViaUi(page, email, newPassword);
    // Nothing made yet: welcomed, not welcomed back.
    await visible(page.getByRole('heading', { name: 'Velkommen!' }));

    // The link works once: used again, it lands on the page's invalid-link message.
    const other = await h.newPage();
    await other.goto(link);
    await other.waitForURL(/\/reset-password\?error=/);
    await visible(other.getByText('Linket til nulstilling er ugyldigt eller udløbet. Bed om et nyt.'));
    await visible(other.getByRole('link', { name: 'Bed om et nyt link' }));
  });

  it('says on the sign-in page that a verification link confirmed the address, or that it no longer works', async () => {
    const page = await h.newPage();
    await page.goto('/login?bekraeftet=1');
    await visible(page.getByRole('status').filter({ hasText: 'Din email er bekræftet. Log ind med din adgangskode.' }));
    await page.goto('/login?bekraeftet=1&error=invalid_token');
    await visible(page.getByRole('status').filter({ hasText: 'Linket til at bekræfte din email virker ikke længere.' }));
  });

  it("shows the server's Danish answer for a common password or one like the address, at sign-up and at reset", async () => {
    const page = await h.newPage();
    const email = `anna.hansen+${Date.now()}@fh.test`;
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    for (const [password, message] of [
      ['sommer2024', 'Adgangskoden er for almindelig og let at gætte. Vælg en anden.'],
      ['annahansen1', 'Adgangskoden ligner din e-mailadresse og er let at gætte. Vælg en anden.'],
    ]) {
      await page.getByLabel('Adgangskode', { exact: true }).fill(password);
      await page.getByLabel('Bekræft adgangskode').fill(password);
      await page.getByRole('button', { name: 'Opret konto' }).click();
      await visible(toast(page, message));
      expect(page.url()).toMatch(/\/register$/);
    }

    const context = await h.newContext();
    await registerViaApi(context.request, h.app.baseUrl, email);
    await page.goto('/login?glemt=1');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send nulstillingslink' }).click();
    await visible(toast(page, 'Linket er gemt på serveren. Bed installationens administrator om at sende det til dig.'));
    const reset = await context.newPage();
    await reset.goto(linkIn(await newestMail(h.app.dataDir, email)));
    await reset.waitForURL(/\/reset-password\?token=/);
    for (const [password, message] of [
      ['Fortællehuset1', 'Adgangskoden er for almindelig og let at gætte. Vælg en anden.'],
      ['anna.hansen', 'Adgangskoden ligner din e-mailadresse og er let at gætte. Vælg en anden.'],
    ]) {
      await reset.getByLabel('Ny adgangskode').fill(password);
      await reset.getByLabel('Bekræft adgangskode').fill(password);
      await reset.getByRole('button', { name: 'Gem ny adgangskode' }).click();
      await visible(toast(reset, message));
      expect(reset.url()).toMatch(/\/reset-password\?token=/);
    }
  });

  it('shows the invalid-link message when the page is opened without a token', async () => {
    const page = await h.newPage();
    await page.goto('/reset-password');
    await visible(page.getByText('Linket til nulstilling er ugyldigt eller udløbet. Bed om et nyt.'));
    await page.getByRole('link', { name: 'Bed om et nyt link' }).click();
    await visible(page.getByRole('heading', { name: 'Glemt adgangskode', level: 1 }));
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../server/test/fake-stripe';
import { seriousViolations } from './checks';
import { type Harness, meOf, registerViaApi, signInViaUi, startHarness, toast, uniqueEmail, visible } from './harness';
import { screenshotDir } from './screenshots';

/** The profile's Premium section at both widths, when screenshots are asked for (E2E_SCREENSHOTS, e2e/screenshots.ts). */
async function premiumShots(page: Page) {
  if (!screenshotDir) return;
  const dir = screenshotDir;
  mkdirSync(dir, { recursive: true });
  for (const [width, viewport] of [
    ['1280', { width: 1280, height: 860 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator('#premium').screenshot({ path: path.join(dir, `profile-premium-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** SHOTS_DIR=/some/dir keeps screenshots of the screens for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe('Premium through Stripe Checkout (a local stand-in of Stripe)', () => {
  let h: Harness;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    h = await startHarness(fakeStripeEnv(stripe));
  });
  afterAll(async () => {
    await h?.close();
    await stripe?.close();
  });

  it('upgrades: payment page, back signed in, Premium shows by itself with a toast, and the subscription can be managed', async () => {
    const email = uniqueEmail('premium');
    const page = await h.newPage();
    await registerViaApi(page.context().request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    expect(await nav.getByRole('link', { name: 'Ny historie' }).count()).toBe(0);

    await page.goto('/profile');
    // What Premium gives, what it costs (the price Stripe states), the free trial and how to cancel.
    const premium = page.locator('#premium');
    await visible(premium.getByRole('heading', { name: 'Det giver Premium' }));
    await visible(premium.getByText('Ubegrænset antal historier (gratis: 5)'));
    await visible(premium.getByText('Pris: 79 kr. om måneden.'));
    await visible(
      premium.getByText(
        'De første 14 dage er gratis. Du oplyser dit betalingskort, men der trækkes først penge, når prøveperioden slutter.',
      ),
    );
    await visible(premium.getByText(/Du kan opsige når som helst under "Administrer abonnement"/));
    const upgrade = await visible(premium.getByRole('button', { name: 'Prøv Premium gratis i 14 dage' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-free-payments');
    await premiumShots(page);

    // The stand-in's payment page sends the browser straight back, as a finished payment does.
    await upgrade.click();
    await page.waitForURL(/\/payment\/success\?checkout=success/);
    await visible(page.getByRole('heading', { name: 'Vi bekræfter din betaling' }));
    // Still signed in after the round trip through the payment site.
    await visible(page.getByText(email));
    await shot(page, 'payment-waiting');
    const [session] = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(session.params['subscription_data[trial_period_days]']).toBe('14');
    expect(session.params.success_url).toBe(`${h.app.baseUrl}/payment/success?checkout=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(page.url()).toContain('session_id=cs_test_');

    // Stripe reports the payment to the webhook; the open page learns it over its event stream.
    const me = await meOf(page.context().request, h.app.baseUrl);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const subscription = stripe.subscription({ customer: session.params.customer, periodEnd, userId: me!.id });
    const delivered = await stripe.deliver(
      h.app.baseUrl,
      stripe.signedEvent('checkout.session.completed', {
        id: 'cs_e2e',
        object: 'checkout.session',
        client_reference_id: me!.id,
        customer: session.params.customer,
        subscription: subscription.id,
      }),
    );
    expect(delivered.status).toBe(200);
    await visible(page.getByRole('heading', { name: 'Tak! Du har nu Premium.' }));
    await visible(toast(page, 'Tak! Du har nu Premium.'));
    await visible(nav.getByRole('link', { name: 'Ny historie' }));
    await shot(page, 'payment-confirmed');

    await nav.getByRole('link', { name: 'Profil' }).click();
    await visible(page.getByText('Du har Premium. Der er ingen grænser for historier og kort.'));
    await visible(
      page.getByText(
        `Din betalte periode løber til ${new Date(periodEnd * 1000).toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' })}.`,
      ),
    );
    expect(await page.getByRole('button', { name: /Opgrader til Premium|Prøv Premium/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-premium');

    await page.getByRole('button', { name: 'Administrer abonnement' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await visible(page.getByRole('heading', { name: 'Kundeportal' }));
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions')[0].params.return_url).toBe(`${h.app.baseUrl}/profile`);
  });

  it('offers the 14-day trial and the price on the landing page, and says when the trial ends', async () => {
    const landing = await h.newPage();
    await landing.goto('/');
    await visible(landing.getByText('14 dages gratis prøveperiode'));
    await visible(
      landing.getByText(
        'Kontoen er gratis og giver 5 historier. Premium kan du prøve gratis i 14 dage, derefter 79 kr. om måneden. Du kan opsige når som helst.',
      ),
    );
    await visible(landing.getByRole('heading', { name: 'Prøv Premium gratis i 14 dage' }));
    expect(await landing.getByRole('link', { name: 'Start Gratis Prøveperiode' }).getAttribute('href')).toBe('/register');
    expect(await seriousViolations(landing)).toEqual([]);
    await landing.goto('/vilkaar');
    await visible(
      landing.getByText(
        'Premium giver ubegrænset antal historier og kort. De første 14 dage er gratis, derefter koster det 79 kr. om måneden. Abonnementet fortsætter, til du opsiger det.',
      ),
    );

    const email = uniqueEmail('proeve');
    const page = await h.newPage();
    await registerViaApi(page.context().request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    const me = await meOf(page.context().request, h.app.baseUrl);
    await page.goto('/profile');
    await page.locator('#premium').getByRole('button', { name: 'Prøv Premium gratis i 14 dage' }).click();
    await page.waitForURL(/\/payment\/success/);
    const [session] = stripe.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.params.client_reference_id === me!.id);
    const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86_400;
    const trialing = stripe.subscription({ customer: session.params.customer, status: 'trialing', periodEnd: trialEnd, userId: me!.id });
    expect((await stripe.deliver(h.app.baseUrl, stripe.signedEvent('customer.subscription.created', trialing))).status).toBe(200);
    await visible(page.getByRole('heading', { name: 'Tak! Du har nu Premium.' }));
    await page.goto('/profile');
    const date = new Date(trialEnd * 1000).toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' });
    await visible(
      page.getByText(`Du prøver Premium gratis til ${date}. Derefter koster det 79 kr. om måneden, medmindre du opsiger inden.`),
    );
    await visible(page.getByRole('button', { name: 'Administrer abonnement' }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says calmly that it can take a moment when no confirmation comes', async () => {
    const email = uniqueEmail('langsom');
    const page = await h.newPage();
    await registerViaApi(page.context().request, h.app.baseUrl, email);
    await signInViaUi(page, email);
    // Time runs fast in this page, so 30 seconds pass at once.
    await page.clock.install();
    await page.goto('/dashboard?checkout=success');
    await page.waitForURL('**/payment/success?checkout=success');
    await visible(page.getByRole('heading', { name: 'Vi bekræfter din betaling' }));
    await page.clock.runFor(31_000);
    await visible(page.getByRole('heading', { name: 'Det kan tage et øjeblik' }));
    await visible(page.getByRole('button', { name: 'Tjek igen' }));
    await shot(page, 'payment-slow');
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../server/test/fake-stripe';
import { seriousViolations } from './checks';
import { type Harness, meOf, registerViaApi, signInViaUi, startHarness, toast, uniqueEmail, visible } from './harness';

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
    const upgrade = await visible(page.getByRole('button', { name: 'Opgrader til Premium' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-free-payments');

    // The stand-in's payment page sends the browser straight back, as a finished payment does.
    await upgrade.click();
    await page.waitForURL(/\/payment\/success\?checkout=success/);
    await visible(page.getByRole('heading', { name: 'Vi bekræfter din betaling' }));
    // Still signed in after the round trip through the payment site.
    await visible(page.getByText(email));
    await shot(page, 'payment-waiting');
    const [session] = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(session.params.success_url).toBe(`${h.app.baseUrl}/payment/success?checkout=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(page.url()).toContain('session_id=cs_test_');

    // Stripe reports the payment to the webhook; the open page learns it over its event stream.
    const me = await meOf(page.context().request, h.app.baseUrl);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const subscription = stripe.subscription({ customer: session.params.customer, periodEnd, userId: me!.id });
    const delivered = await stripe.deliver(
      h.app.baseUrl,
      stripe.signedEvent('checkout.session.completed', { id: 'cs_e2e', object: 'checkout.session', client_reference_id: me!.id, customer: session.params.customer, subscription: subscription.id }),
    );
    expect(delivered.status).toBe(200);
    await visible(page.getByRole('heading', { name: 'Tak! Du har nu Premium.' }));
    await visible(toast(page, 'Tak! Du har nu Premium.'));
    await visible(nav.getByRole('link', { name: 'Ny historie' }));
    await shot(page, 'payment-confirmed');

    await nav.getByRole('link', { name: 'Profil' }).click();
    await visible(page.getByText('Du har Premium. Der er ingen grænser for historier og kort.'));
    await visible(page.getByText(`Din betalte periode løber til ${new Date(periodEnd * 1000).toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' })}.`));
    expect(await page.getByRole('button', { name: 'Opgrader til Premium' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-premium');

    await page.getByRole('button', { name: 'Administrer abonnement' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await visible(page.getByRole('heading', { name: 'Kundeportal' }));
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions')[0].params.return_url).toBe(`${h.app.baseUrl}/profile`);
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

import { afterAll, expect, it } from 'vitest';
import { FAKE_STRIPE, fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { describeEachDialect } from '../../test/dialects';

/** GET /api/site: what the landing, privacy and terms pages say about this installation. */
describeEachDialect('/api/site without payments', (app) => {
  it('offers the free tier only, names the offline services and has no contact unless configured', async () => {
    const res = await app().client().get('/api/site');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      premium: { available: false, trialDays: 0, price: null },
      contactEmail: null,
      services: { database: app().dialect, files: 'local', text: 'offline', images: [], speech: 'offline', mail: 'outbox', payments: null },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

const stripe = await startFakeStripe();
afterAll(() => stripe.close());

describeEachDialect(
  '/api/site with Stripe',
  (app) => {
    it('offers the 14-day trial and the price Stripe states, read once however often asked', async () => {
      const client = app().client();
      const priceReads = () => stripe.requestsTo('GET', `/v1/prices/${FAKE_STRIPE.priceId}`).length;
      const before = priceReads();
      const first = await client.get('/api/site');
      expect(first.body.premium).toEqual({
        available: true,
        trialDays: 14,
        price: { amount: 7900, currency: 'dkk', interval: 'month', intervalCount: 1 },
      });
      expect(first.body.contactEmail).toBe('hej@fortaellehuset.test');
      expect(first.body.services.payments).toBe('stripe');
      await client.get('/api/site');
      await client.get('/api/site');
      expect(priceReads() - before).toBe(1);
    });
  },
  { env: { ...fakeStripeEnv(stripe), CONTACT_EMAIL: 'hej@fortaellehuset.test' } },
);

describeEachDialect(
  '/api/site when Stripe does not answer',
  (app) => {
    it('still answers, with the price unknown', async () => {
      const res = await app().client().get('/api/site');
      expect(res.status).toBe(200);
      expect(res.body.premium).toEqual({ available: true, trialDays: 7, price: null });
    });
  },
  // A price id Stripe does not know: its price cannot be read.
  { env: { ...fakeStripeEnv(stripe), STRIPE_PRICE_ID: 'price_unknown', STRIPE_TRIAL_DAYS: '7' } },
);

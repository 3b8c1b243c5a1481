import { afterAll, beforeEach, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/messages.da';
import { describeEachDialect } from '../../test/dialects';
import { openEventStream } from '../../test/event-stream';
import { FAKE_STRIPE, fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { signedInClient, type TestApp } from '../../test/harness';
import { reserveQuota } from '../profiles/quota';

const fake = await startFakeStripe();
afterAll(() => fake.close());

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describeEachDialect(
  'billing with Stripe',
  (app) => {
    beforeEach(() => {
      fake.requests.length = 0;
    });

    /** A signed-in user whose checkout has made a Stripe customer. */
    async function customer(a: TestApp) {
      const client = await signedInClient(a);
      expect((await client.post('/api/billing/checkout')).status).toBe(200);
      const row = await a.db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', client.userId).executeTakeFirstOrThrow();
      return Object.assign(client, { customerId: row.provider_customer_id! });
    }

    const me = async (client: Awaited<ReturnType<typeof customer>>) => (await client.get('/api/me')).body;

    it('opens a Checkout Session for the configured price through the stripe package, with a customer kept for next time', async () => {
      const a = app();
      const client = await signedInClient(a);
      const res = await client.post('/api/billing/checkout');
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));

      const [createCustomer] = fake.requestsTo('POST', '/v1/customers');
      expect(createCustomer.params).toMatchObject({ email: client.email, 'metadata[user_id]': client.userId });
      expect(createCustomer.headers.authorization).toBe(`Bearer ${FAKE_STRIPE.secretKey}`);
      const [session] = fake.requestsTo('POST', '/v1/checkout/sessions');
      const row = await a.db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', client.userId).executeTakeFirstOrThrow();
      expect(session.params).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': FAKE_STRIPE.priceId,
        'line_items[0][quantity]': '1',
        client_reference_id: client.userId,
        customer: row.provider_customer_id,
        success_url: `${a.url}/payment/success?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${a.url}/profile`,
        'subscription_data[metadata][user_id]': client.userId,
      });
      // Started, not paid: no Premium.
      expect(row.status).toBe('incomplete');
      expect((await client.get('/api/me')).body).toMatchObject({ isPro: false, paymentsEnabled: true });

      expect((await client.post('/api/billing/checkout')).status).toBe(200);
      expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);
      expect(fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params.customer).toBe(row.provider_customer_id);
    });

    it('starts a first subscription with the free trial, and Premium holds while it is trialing', async () => {
      const a = app();
      const client = await customer(a);
      const [session] = fake.requestsTo('POST', '/v1/checkout/sessions');
      expect(session.params['subscription_data[trial_period_days]']).toBe('14');
      // Leaving the payment page and coming back is still the first subscription.
      expect((await client.post('/api/billing/checkout')).status).toBe(200);
      expect(fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params['subscription_data[trial_period_days]']).toBe('14');

      const trialEnd = now() + 14 * DAY;
      const trialing = fake.subscription({
        id: 'sub_trial',
        customer: client.customerId,
        status: 'trialing',
        periodEnd: trialEnd,
        userId: client.userId,
      });
      expect((await fake.deliver(a.url, fake.signedEvent('customer.subscription.created', trialing))).body).toMatchObject({
        outcome: 'applied',
      });
      expect(await me(client)).toMatchObject({
        isPro: true,
        canCreateStory: true,
        storiesLeft: null,
        subscription: { status: 'trialing', currentPeriodEnd: iso(trialEnd) },
      });
      // The server's quota agrees: a sixth story passes during the trial.
      await a.db.updateTable('profiles').set({ story_count: 5 }).where('id', '=', client.userId).execute();
      expect(await reserveQuota(a.db, client.userId, 'story')).toBe(true);
    });

    it('gives no second trial once a subscription has started', async () => {
      const a = app();
      const client = await customer(a);
      const ended = fake.subscription({
        id: 'sub_over',
        customer: client.customerId,
        status: 'canceled',
        periodEnd: now() - DAY,
        userId: client.userId,
      });
      expect((await fake.deliver(a.url, fake.signedEvent('customer.subscription.deleted', ended))).body).toMatchObject({
        outcome: 'applied',
      });
      fake.requests.length = 0;
      expect((await client.post('/api/billing/checkout')).status).toBe(200);
      const [session] = fake.requestsTo('POST', '/v1/checkout/sessions');
      expect(session.params).toMatchObject({ mode: 'subscription', 'line_items[0][price]': FAKE_STRIPE.priceId });
      expect(session.params['subscription_data[trial_period_days]']).toBeUndefined();
    });

    it('refuses checkout signed out (401) and from another site (403)', async () => {
      const a = app();
      expect((await a.client().post('/api/billing/checkout')).status).toBe(401);
      const client = await signedInClient(a);
      const res = await client.post('/api/billing/checkout', {}, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
    });

    it('opens the customer portal for a customer, back to /profile; without one it says so in Danish', async () => {
      const a = app();
      const stranger = await signedInClient(a);
      const none = await stranger.post('/api/billing/portal');
      expect(none.status).toBe(400);
      expect(none.body.error).toEqual({ code: 'NO_SUBSCRIPTION', message: accountMessages.noSubscription });

      const client = await customer(a);
      const res = await client.post('/api/billing/portal');
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
      expect(fake.requestsTo('POST', '/v1/billing_portal/sessions')[0].params).toMatchObject({
        customer: client.customerId,
        return_url: `${a.url}/profile`,
      });
    });

    it('makes the user Premium on checkout.session.completed and tells their open pages', async () => {
      const a = app();
      const client = await customer(a);
      const stream = await openEventStream(a.url, client);
      const periodEnd = now() + 30 * DAY;
      const subscription = fake.subscription({ customer: client.customerId, periodEnd });
      const event = fake.signedEvent('checkout.session.completed', {
        id: 'cs_test_done',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: client.userId,
        customer: client.customerId,
        subscription: subscription.id,
      });
      const res = await fake.deliver(a.url, event);
      expect(res).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
      await stream.waitFor((e) => e.type === 'subscription');
      stream.close();
      expect(await me(client)).toMatchObject({
        isPro: true,
        canCreateStory: true,
        storiesLeft: null,
        subscription: { status: 'active', currentPeriodEnd: iso(periodEnd) },
      });
      expect(fake.requestsTo('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);

      // Already Premium: no second checkout.
      const again = await client.post('/api/billing/checkout');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(accountMessages.alreadyPremium);
    });

    it('follows customer.subscription events, finding the user by metadata or by customer, old and new period fields alike', async () => {
      const a = app();
      const byMetadata = await customer(a);
      const periodEnd = now() + 30 * DAY;
      const created = fake.subscription({ customer: byMetadata.customerId, periodEnd, userId: byMetadata.userId });
      expect((await fake.deliver(a.url, fake.signedEvent('customer.subscription.created', created))).status).toBe(200);
      expect(await me(byMetadata)).toMatchObject({ isPro: true, subscription: { currentPeriodEnd: iso(periodEnd) } });

      const byCustomer = await customer(a);
      const legacy = fake.subscription({ customer: byCustomer.customerId, periodEnd, legacyPeriodEnd: true });
      expect((await fake.deliver(a.url, fake.signedEvent('customer.subscription.updated', legacy))).body).toMatchObject({
        outcome: 'applied',
      });
      expect(await me(byCustomer)).toMatchObject({ isPro: true, subscription: { currentPeriodEnd: iso(periodEnd) } });

      const nobody = fake.subscription({ customer: 'cus_unknown', periodEnd });
      expect((await fake.deliver(a.url, fake.signedEvent('customer.subscription.updated', nobody))).body).toMatchObject({
        outcome: 'ignored',
      });
      expect((await fake.deliver(a.url, fake.signedEvent('invoice.created', { id: 'in_1', object: 'invoice' }))).body).toMatchObject({
        outcome: 'ignored',
      });
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const a = app();
      const client = await customer(a);
      const subscription = fake.subscription({ customer: client.customerId, periodEnd: now() + 30 * DAY, userId: client.userId });
      const forged = fake.signedEvent('customer.subscription.updated', subscription, { secret: 'whsec_someone_else' });
      const genuine = fake.signedEvent('customer.subscription.updated', subscription);
      const tampered = { body: genuine.body.replace('"active"', '"active" '), signature: genuine.signature };
      for (const attempt of [forged, tampered, { body: genuine.body, signature: '' }]) {
        const res = await fake.deliver(a.url, attempt);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: { code: 'BAD_SIGNATURE', message: accountMessages.badSignature } });
      }
      expect(await me(client)).toMatchObject({ isPro: false, subscription: { status: 'incomplete' } });
      // Nothing was recorded: the genuine delivery of the same event still applies.
      expect((await fake.deliver(a.url, genuine)).body).toMatchObject({ outcome: 'applied' });
      expect((await me(client)).isPro).toBe(true);
    });

    it('applies a repeated event once', async () => {
      const a = app();
      const client = await customer(a);
      const t0 = now();
      const active = fake.signedEvent(
        'customer.subscription.updated',
        fake.subscription({ id: 'sub_repeat', customer: client.customerId, periodEnd: t0 + 30 * DAY, userId: client.userId }),
        { created: t0 - 60 },
      );
      expect((await fake.deliver(a.url, active)).body).toMatchObject({ outcome: 'applied' });
      const canceled = fake.signedEvent(
        'customer.subscription.deleted',
        fake.subscription({
          id: 'sub_repeat',
          customer: client.customerId,
          status: 'canceled',
          periodEnd: t0 + 30 * DAY,
          userId: client.userId,
        }),
        { created: t0 },
      );
      expect((await fake.deliver(a.url, canceled)).body).toMatchObject({ outcome: 'applied' });
      expect((await fake.deliver(a.url, active)).body).toMatchObject({ outcome: 'duplicate' });
      expect((await fake.deliver(a.url, canceled)).body).toMatchObject({ outcome: 'duplicate' });
      expect(await me(client)).toMatchObject({ isPro: false, subscription: { status: 'canceled' } });
      const rows = await a.db.selectFrom('billing_events').select('event_id').where('event_id', 'in', [active.id, canceled.id]).execute();
      expect(rows).toHaveLength(2);
    });

    it('does not roll back when an older event arrives after a newer one', async () => {
      const a = app();
      const client = await customer(a);
      const t0 = now();
      const renewedEnd = t0 + 60 * DAY;
      const newer = fake.signedEvent(
        'customer.subscription.updated',
        fake.subscription({ id: 'sub_order', customer: client.customerId, periodEnd: renewedEnd, userId: client.userId }),
        { created: t0 },
      );
      const older = fake.signedEvent(
        'customer.subscription.updated',
        fake.subscription({
          id: 'sub_order',
          customer: client.customerId,
          status: 'past_due',
          periodEnd: t0 + 30 * DAY,
          userId: client.userId,
        }),
        { created: t0 - 3600 },
      );
      expect((await fake.deliver(a.url, newer)).body).toMatchObject({ outcome: 'applied' });
      expect((await fake.deliver(a.url, older)).body).toMatchObject({ outcome: 'stale' });
      expect(await me(client)).toMatchObject({ isPro: true, subscription: { status: 'active', currentPeriodEnd: iso(renewedEnd) } });

      // Within one second, a subscription does not fall back to 'incomplete' ('created' after 'updated').
      const sameSecond = fake.signedEvent(
        'customer.subscription.created',
        fake.subscription({
          id: 'sub_order',
          customer: client.customerId,
          status: 'incomplete',
          periodEnd: renewedEnd,
          userId: client.userId,
        }),
        { created: t0 },
      );
      expect((await fake.deliver(a.url, sameSecond)).body).toMatchObject({ outcome: 'stale' });
      expect((await me(client)).isPro).toBe(true);
    });

    it('ends Premium when the subscription is canceled or its period has passed', async () => {
      const a = app();
      const client = await customer(a);
      const t0 = now();
      const sub = (status: string, periodEnd: number) =>
        fake.subscription({ id: 'sub_end', customer: client.customerId, status, periodEnd, userId: client.userId });
      await fake.deliver(a.url, fake.signedEvent('customer.subscription.created', sub('active', t0 + 30 * DAY), { created: t0 - 100 }));
      expect((await me(client)).isPro).toBe(true);

      // Payment failed and the period ran out: still 'active' at Stripe for a while, but not Premium here.
      await fake.deliver(a.url, fake.signedEvent('customer.subscription.updated', sub('active', t0 - 60), { created: t0 - 50 }));
      expect(await me(client)).toMatchObject({ isPro: false, canCreateStory: true, storiesLeft: 5 });

      await fake.deliver(a.url, fake.signedEvent('customer.subscription.updated', sub('active', t0 + 30 * DAY), { created: t0 - 40 }));
      expect((await me(client)).isPro).toBe(true);
      await fake.deliver(a.url, fake.signedEvent('customer.subscription.deleted', sub('canceled', t0 + 30 * DAY), { created: t0 }));
      expect(await me(client)).toMatchObject({ isPro: false, subscription: { status: 'canceled' } });
    });

    it('sends a subscription with a failed payment to the portal instead of a second checkout', async () => {
      const a = app();
      const client = await customer(a);
      const pastDue = fake.subscription({
        customer: client.customerId,
        status: 'past_due',
        periodEnd: now() + 5 * DAY,
        userId: client.userId,
      });
      await fake.deliver(a.url, fake.signedEvent('customer.subscription.updated', pastDue));
      expect(await me(client)).toMatchObject({ isPro: false, subscription: { status: 'past_due' } });
      const sessionsBefore = fake.requestsTo('POST', '/v1/checkout/sessions').length;
      const res = await client.post('/api/billing/checkout');
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'ALREADY_SUBSCRIBED', message: accountMessages.alreadySubscribed });
      expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
      expect((await client.post('/api/billing/portal')).status).toBe(200);
    });

    it('keeps a running new subscription when the end of an older one arrives', async () => {
      const a = app();
      const client = await customer(a);
      const t0 = now();
      await fake.deliver(
        a.url,
        fake.signedEvent(
          'customer.subscription.created',
          fake.subscription({ id: 'sub_new', customer: client.customerId, periodEnd: t0 + 30 * DAY, userId: client.userId }),
          { created: t0 - 10 },
        ),
      );
      const oldEnded = fake.signedEvent(
        'customer.subscription.deleted',
        fake.subscription({ id: 'sub_old', customer: client.customerId, status: 'canceled', periodEnd: t0 - DAY, userId: client.userId }),
        { created: t0 },
      );
      expect((await fake.deliver(a.url, oldEnded)).body).toMatchObject({ outcome: 'stale' });
      expect(await me(client)).toMatchObject({ isPro: true });
    });
  },
  { env: fakeStripeEnv(fake) },
);

describeEachDialect('billing without payment keys', (app) => {
  it("answers 400 'Betaling er ikke sat op' and reports paymentsEnabled false", async () => {
    const client = await signedInClient(app());
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await client.post(path);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'PAYMENTS_NOT_CONFIGURED', message: 'Betaling er ikke sat op' });
    }
    const webhook = await fake.deliver(app().url, fake.signedEvent('customer.subscription.updated', { id: 'sub_x' }));
    expect(webhook.status).toBe(400);
    expect((await client.get('/api/me')).body.paymentsEnabled).toBe(false);
  });
});

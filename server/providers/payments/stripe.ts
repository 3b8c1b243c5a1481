import Stripe from 'stripe';
import { type Payments, type ProviderPrice, type ProviderSubscription, WebhookSignatureError } from './port';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** e.g. http://127.0.0.1:4242 for a local stand-in; Stripe's own API when unset. */
  apiBase?: string;
}

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);
const isoFromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/**
 * Newer API versions give the period end per subscription item; older ones (a webhook endpoint
 * pinned to an older version) on the subscription itself. The latest end of either counts.
 */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((n): n is number => typeof n === 'number');
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (typeof legacy === 'number') ends.push(legacy);
  return ends.length ? isoFromSeconds(Math.max(...ends)) : null;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    userId: subscription.metadata?.user_id || null,
  };
}

const intervals: readonly string[] = ['day', 'week', 'month', 'year'] satisfies ProviderPrice['interval'][];
const isInterval = (value: string): value is ProviderPrice['interval'] => intervals.includes(value);

/** A fixed recurring price in our words; null for one Stripe cannot state as one amount per interval. */
export function toProviderPrice(price: Stripe.Price): ProviderPrice | null {
  const recurring = price.recurring;
  if (typeof price.unit_amount !== 'number' || !recurring || !isInterval(recurring.interval) || price.billing_scheme === 'tiered')
    return null;
  return {
    amount: price.unit_amount,
    currency: price.currency,
    interval: recurring.interval,
    intervalCount: recurring.interval_count || 1,
  };
}

/** Stripe Checkout (subscription mode), the customer portal and signed webhooks, through the official client. */
export function stripePayments(opts: StripeOptions): Payments {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Fortællehuset' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    async createCustomer({ userId, email }) {
      // The idempotency key makes two quick clicks give one customer, not two.
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
      return customer.id;
    },

    async createCheckout({ userId, customerId, successUrl, cancelUrl, trialDays }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: opts.priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        locale: 'da',
        metadata: { user_id: userId },
        // Subscription events then name the user even before the checkout event has linked them.
        subscription_data: { metadata: { user_id: userId }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async getPrice() {
      return toProviderPrice(await stripe.prices.retrieve(opts.priceId));
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'da' });
      return session.url;
    },

    async getSubscription(id) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(id));
    },

    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id);
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
      const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          return {
            ...base,
            kind: 'checkout-completed',
            userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
            customerId: idOf(session.customer),
            subscriptionId: idOf(session.subscription),
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          return { ...base, kind: 'subscription', subscription: toProviderSubscription(event.data.object) };
        default:
          return { ...base, kind: 'other' };
      }
    },
  };
}

/**
 * The payment-provider port: what billing needs from a subscription service, in our words.
 * The one adapter is Stripe (./stripe.ts); tests drive it against a local stand-in of Stripe's API.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The provider's status word: 'active', 'trialing', 'past_due', 'canceled', 'incomplete', ... */
  status: string;
  /** ISO time the paid period ends; null when the provider gave none. */
  currentPeriodEnd: string | null;
  /** Our user id, when the subscription carries it (set at checkout). */
  userId: string | null;
}

interface EventBase {
  id: string;
  type: string;
  /** When the provider created the event: an older one never overrides a newer one. */
  created: Date;
}

export type PaymentEvent =
  | (EventBase & { kind: 'checkout-completed'; userId: string | null; customerId: string | null; subscriptionId: string | null })
  | (EventBase & { kind: 'subscription'; subscription: ProviderSubscription })
  | (EventBase & { kind: 'other' });

/** What Premium costs, as the provider's price says: an amount in the currency's smallest unit, per interval. */
export interface ProviderPrice {
  /** In the currency's smallest unit (øre, cent): 7900 is 79.00 */
  amount: number;
  /** ISO 4217, lower case as the provider gives it: 'dkk', 'eur' */
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  /** 3 with 'month' is every third month */
  intervalCount: number;
}

export interface Payments {
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  /**
   * A hosted payment page for the configured price -> its URL. `trialDays`: the subscription starts
   * with that many free days (the card is taken now and first charged when they end).
   */
  createCheckout(input: { userId: string; customerId: string; successUrl: string; cancelUrl: string; trialDays?: number }): Promise<string>;
  /** The configured price, or null when it is not a fixed recurring amount (tiers, metered, pay what you want). */
  getPrice(): Promise<ProviderPrice | null>;
  /** The provider's page where the customer manages the subscription -> its URL. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelSubscription(id: string): Promise<void>;
  /** Checks the signature over the exact bytes received; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}

import type { Config } from '../../config';
import type { Payments } from './port';
import { stripePayments } from './stripe';

/** Stripe when its keys are set (config checks they come together), else no payments at all. */
export function createPayments(config: Config): Payments | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PRICE_ID) return null;
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    priceId: config.STRIPE_PRICE_ID,
    apiBase: config.STRIPE_API_BASE,
  });
}

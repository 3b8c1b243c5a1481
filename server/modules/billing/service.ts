import type { PremiumOffer } from '../../../shared/api-types';
import { hasOpenSubscription, isPro, trialEligible } from '../../../shared/entitlements';
import { accountMessages as t } from '../../../shared/messages.da';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';
import { type PaymentEvent, type Payments, type ProviderSubscription, WebhookSignatureError } from '../../providers/payments/port';
import { priceCache } from './price-cache';
import type { BillingRepository, SubscriptionState } from './repository';

const notConfigured = () => new AppError('PAYMENTS_NOT_CONFIGURED', { message: t.paymentsNotConfigured });

/** A provider call that failed: the user gets a calm Danish sentence, the log gets the reason. */
async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new AppError('PAYMENT_PROVIDER_ERROR', { message: t.paymentProviderFailed, cause: new Error(what, { cause: err }) });
  }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/**
 * Premium through the payment provider: checkout and portal pages for the signed-in user, and the
 * provider's webhook as the only thing that changes a subscription. Premium itself is decided by
 * shared/entitlements.ts (isPro) from the stored status and period end.
 */
export function billingService(deps: {
  repo: BillingRepository;
  payments: Payments | null;
  bus: EventBus;
  appUrl: string;
  /** Free days a first subscription starts with (0: none). */
  trialDays: number;
  priceCacheOptions?: Parameters<typeof priceCache>[1];
}) {
  const { repo, bus, appUrl, trialDays } = deps;
  const prices = deps.payments ? priceCache(() => deps.payments!.getPrice(), deps.priceCacheOptions) : null;

  /** What this installation offers: Premium through the provider (its trial and price), or nothing to buy. */
  async function offer(): Promise<PremiumOffer> {
    if (!prices) return { available: false, trialDays: 0, price: null };
    return { available: true, trialDays, price: await prices.get() };
  }

  function configured() {
    if (!deps.payments) throw notConfigured();
    return deps.payments;
  }

  async function customerOf(payments: Payments, user: { id: string; email: string }, known: string | null | undefined) {
    if (known) return known;
    const customerId = await provider('create customer', () => payments.createCustomer({ userId: user.id, email: user.email }));
    await repo.saveCustomer(user.id, customerId);
    return customerId;
  }

  async function checkout(user: { id: string; email: string }) {
    const payments = configured();
    const row = await repo.findByUser(user.id);
    const subscription = row ? { status: row.status, currentPeriodEnd: row.current_period_end } : null;
    if (isPro(subscription)) throw new AppError('ALREADY_PREMIUM', { message: t.alreadyPremium });
    if (row?.provider_subscription_id && hasOpenSubscription(subscription)) {
      throw new AppError('ALREADY_SUBSCRIBED', { message: t.alreadySubscribed });
    }
    const customerId = await customerOf(payments, user, row?.provider_customer_id);
    const url = await provider('create checkout session', () =>
      payments.createCheckout({
        userId: user.id,
        customerId,
        successUrl: `${appUrl}/payment/success?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${appUrl}/profile`,
        // The free trial is for a first subscription only.
        trialDays: trialDays > 0 && trialEligible(subscription) ? trialDays : undefined,
      }),
    );
    return { url };
  }

  async function portal(userId: string) {
    const payments = configured();
    const row = await repo.findByUser(userId);
    if (!row?.provider_customer_id) throw new AppError('NO_SUBSCRIPTION', { message: t.noSubscription });
    const customerId = row.provider_customer_id;
    return { url: await provider('create portal session', () => payments.createPortal({ customerId, returnUrl: `${appUrl}/profile` })) };
  }

  /**
   * Whether an incoming state may replace the stored one: never from an event older than the one
   * that set it, and an ended old subscription never ends a newer one that is still running.
   */
  function supersedes(row: Awaited<ReturnType<BillingRepository['lockedRow']>>, incoming: SubscriptionState, eventAt: string) {
    if (!row) return true;
    if (row.last_event_at && eventAt < row.last_event_at) return false;
    // Event times are whole seconds: 'created' (incomplete) and the 'updated' that activates it often
    // share one. Within the same second a subscription does not go back to incomplete.
    if (row.last_event_at === eventAt && incoming.status === 'incomplete' && row.status !== 'incomplete') return false;
    const otherSubscription =
      row.provider_subscription_id && incoming.subscriptionId && row.provider_subscription_id !== incoming.subscriptionId;
    if (
      otherSubscription &&
      isPro({ status: row.status, currentPeriodEnd: row.current_period_end }) &&
      !isPro({ status: incoming.status, currentPeriodEnd: incoming.currentPeriodEnd })
    ) {
      return false;
    }
    return true;
  }

  async function applySubscription(
    event: PaymentEvent,
    userId: string,
    subscription: ProviderSubscription,
    link?: { customerId: string | null },
  ): Promise<WebhookOutcome> {
    const eventAt = event.created.toISOString();
    const state: SubscriptionState = {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      customerId: subscription.customerId ?? link?.customerId ?? null,
      subscriptionId: subscription.id,
    };
    const outcome = await repo.onceForEvent(event, async (trx) => {
      const row = await repo.lockedRow(trx, userId);
      if (!supersedes(row, state, eventAt)) return 'stale' as const;
      await repo.writeState(trx, userId, state, eventAt);
      return 'applied' as const;
    });
    return outcome.duplicate ? 'duplicate' : outcome.result;
  }

  async function userOf(hint: { userId: string | null; subscriptionId?: string | null; customerId?: string | null }) {
    if (hint.userId && (await repo.userExists(hint.userId))) return hint.userId;
    return repo.userByProviderIds(hint);
  }

  /** POST /api/billing/webhook. Throws 400 for a bad signature; everything else answers 200 once handled. */
  async function handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
    const payments = configured();
    let event: PaymentEvent;
    try {
      event = payments.parseWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        logger.warn({ reason: err.message }, 'billing webhook with a bad signature');
        throw new AppError('BAD_SIGNATURE', { message: t.badSignature });
      }
      throw err;
    }
    if (await repo.isEventProcessed(event.id)) return 'duplicate';

    let userId: string | undefined;
    let outcome: WebhookOutcome;
    if (event.kind === 'checkout-completed') {
      userId = await userOf(event);
      if (!userId || !event.subscriptionId) {
        outcome = await markSeen(event);
      } else {
        // Ask for the subscription itself, so Premium shows as soon as the payment page is done.
        const subscriptionId = event.subscriptionId;
        const subscription = await provider('retrieve subscription', () => payments.getSubscription(subscriptionId));
        outcome = await applySubscription(event, userId, subscription, { customerId: event.customerId });
      }
    } else if (event.kind === 'subscription') {
      const { subscription } = event;
      userId = await userOf({ userId: subscription.userId, subscriptionId: subscription.id, customerId: subscription.customerId });
      outcome = userId ? await applySubscription(event, userId, subscription) : await markSeen(event);
    } else {
      outcome = await markSeen(event);
    }

    logger.info({ event: event.id, type: event.type, outcome }, 'billing webhook');
    if (outcome === 'applied' && userId) bus.publish(userId, { type: 'subscription' });
    if (outcome === 'ignored' && event.kind !== 'other')
      logger.warn({ event: event.id, type: event.type }, 'billing event for no known user');
    return outcome;
  }

  async function markSeen(event: PaymentEvent): Promise<WebhookOutcome> {
    const outcome = await repo.onceForEvent(event, async () => 'ignored' as const);
    return outcome.duplicate ? 'duplicate' : outcome.result;
  }

  /** For account deletion: stops a running subscription at the provider. Best effort; a failure is logged. */
  async function cancelFor(userId: string) {
    const row = await repo.findByUser(userId);
    if (!deps.payments || !row?.provider_subscription_id || ['canceled', 'incomplete_expired'].includes(row.status)) return;
    try {
      await deps.payments.cancelSubscription(row.provider_subscription_id);
    } catch (err) {
      logger.error({ err, subscription: row.provider_subscription_id }, 'could not cancel the subscription of a deleted account');
    }
  }

  return { offer, checkout, portal, handleWebhook, cancelFor };
}

export type BillingService = ReturnType<typeof billingService>;

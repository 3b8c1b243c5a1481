import { FREE_CARDS, FREE_STORIES } from './constants';

export const roles = ['user', 'unlimited', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface Subscription {
  status: string;
  /** ISO time; null when the provider gave none */
  currentPeriodEnd: string | null;
}

export interface EntitlementInput {
  role: Role;
  storyCount: number;
  cardCount: number;
  subscription: Subscription | null;
}

export interface Entitlements {
  isPro: boolean;
  hasUnlimitedAccess: boolean;
  isAdmin: boolean;
  canCreateStory: boolean;
  canCreateCard: boolean;
  storiesLeft: number | null;
  cardsLeft: number | null;
}

/**
 * The provider's statuses that give Premium: paid, or in the free trial Checkout started (during a
 * trial the period end is the trial's end). The quota's SQL (server/modules/profiles/quota.ts) uses
 * the same list.
 */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** Pro only while a subscription is active or on trial and its period has not ended. */
export function isPro(subscription: Subscription | null, now: Date = new Date()): boolean {
  if (!subscription || !(PREMIUM_STATUSES as readonly string[]).includes(subscription.status) || !subscription.currentPeriodEnd)
    return false;
  return new Date(subscription.currentPeriodEnd).getTime() > now.getTime();
}

/** Premium on its free trial: the first subscription, before its first payment. */
export const isTrial = (subscription: Subscription | null, now: Date = new Date()) =>
  isPro(subscription, now) && subscription?.status === 'trialing';

/**
 * Whether a checkout may start with the free trial: only a user who never had a subscription that
 * started (a checkout left unfinished, 'incomplete', does not count), so ending a subscription and
 * starting again gives no second trial.
 */
export function trialEligible(subscription: Subscription | null): boolean {
  return !subscription || subscription.status === 'incomplete' || subscription.status === 'incomplete_expired';
}

/**
 * A subscription the provider still bills or may bill again (paid, on trial, paused, or with a failed
 * payment being retried). It is managed in the provider's portal; a second checkout would double it.
 */
export function hasOpenSubscription(subscription: Subscription | null): boolean {
  return !!subscription && ['active', 'trialing', 'past_due', 'unpaid', 'paused'].includes(subscription.status);
}

export function hasUnlimitedAccess(role: Role): boolean {
  return role === 'unlimited' || role === 'admin';
}

export function entitlements(input: EntitlementInput, now: Date = new Date()): Entitlements {
  const pro = isPro(input.subscription, now);
  const unlimited = hasUnlimitedAccess(input.role);
  const limitless = pro || unlimited;
  return {
    isPro: pro,
    hasUnlimitedAccess: unlimited,
    isAdmin: input.role === 'admin',
    canCreateStory: limitless || input.storyCount < FREE_STORIES,
    canCreateCard: limitless || input.cardCount < FREE_CARDS,
    storiesLeft: limitless ? null : Math.max(0, FREE_STORIES - input.storyCount),
    cardsLeft: limitless ? null : Math.max(0, FREE_CARDS - input.cardCount),
  };
}

import { describe, expect, it } from 'vitest';
import { FREE_CARDS, FREE_STORIES } from './constants';
import {
  entitlements,
  hasOpenSubscription,
  hasUnlimitedAccess,
  isPro,
  isTrial,
  type Role,
  type Subscription,
  trialEligible,
} from './entitlements';

const now = new Date('2025-06-01T12:00:00.000Z');
const future = '2025-07-01T12:00:00.000Z';
const past = '2025-05-01T12:00:00.000Z';
const free = (storyCount: number, cardCount = 0, role: Role = 'user', subscription: Subscription | null = null) =>
  entitlements({ role, storyCount, cardCount, subscription }, now);

describe('isPro', () => {
  it('is true for an active subscription whose period has not ended', () => {
    expect(isPro({ status: 'active', currentPeriodEnd: future }, now)).toBe(true);
  });

  it('is false once the period has ended, even when still marked active', () => {
    expect(isPro({ status: 'active', currentPeriodEnd: past }, now)).toBe(false);
    expect(isPro({ status: 'active', currentPeriodEnd: now.toISOString() }, now)).toBe(false);
  });

  it('is false for a canceled or past-due subscription with time left', () => {
    expect(isPro({ status: 'canceled', currentPeriodEnd: future }, now)).toBe(false);
    expect(isPro({ status: 'past_due', currentPeriodEnd: future }, now)).toBe(false);
  });

  it('is false for an active subscription without a period end', () => {
    expect(isPro({ status: 'active', currentPeriodEnd: null }, now)).toBe(false);
  });

  it('is false without a subscription', () => {
    expect(isPro(null, now)).toBe(false);
  });

  it('is true during the free trial until the trial ends', () => {
    expect(isPro({ status: 'trialing', currentPeriodEnd: future }, now)).toBe(true);
    expect(isTrial({ status: 'trialing', currentPeriodEnd: future }, now)).toBe(true);
    expect(isPro({ status: 'trialing', currentPeriodEnd: past }, now)).toBe(false);
    expect(isTrial({ status: 'active', currentPeriodEnd: future }, now)).toBe(false);
  });
});

describe('trialEligible', () => {
  it('gives the trial to someone who never had a subscription, also after a checkout left unfinished', () => {
    expect(trialEligible(null)).toBe(true);
    expect(trialEligible({ status: 'incomplete', currentPeriodEnd: null })).toBe(true);
    expect(trialEligible({ status: 'incomplete_expired', currentPeriodEnd: null })).toBe(true);
  });

  it('gives no second trial once a subscription has started, running or ended', () => {
    for (const status of ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']) {
      expect(trialEligible({ status, currentPeriodEnd: past }), status).toBe(false);
    }
  });
});

describe('hasUnlimitedAccess', () => {
  it('is true for unlimited and admin, false for user', () => {
    expect(hasUnlimitedAccess('unlimited')).toBe(true);
    expect(hasUnlimitedAccess('admin')).toBe(true);
    expect(hasUnlimitedAccess('user')).toBe(false);
  });
});

describe('entitlements', () => {
  it('lets a free user create while below the limit of 5 and counts down', () => {
    expect(FREE_STORIES).toBe(5);
    expect(FREE_CARDS).toBe(5);
    expect(free(0)).toMatchObject({ canCreateStory: true, storiesLeft: 5, cardsLeft: 5 });
    expect(free(4, 4)).toMatchObject({ canCreateStory: true, canCreateCard: true, storiesLeft: 1, cardsLeft: 1 });
  });

  it('stops a free user at 5 stories and at 5 cards, independently', () => {
    expect(free(5, 0)).toMatchObject({ canCreateStory: false, canCreateCard: true, storiesLeft: 0, cardsLeft: 5 });
    expect(free(0, 5)).toMatchObject({ canCreateStory: true, canCreateCard: false, storiesLeft: 5, cardsLeft: 0 });
  });

  it('never reports a negative number left', () => {
    expect(free(9, 7)).toMatchObject({ storiesLeft: 0, cardsLeft: 0, canCreateStory: false, canCreateCard: false });
  });

  it.each(['unlimited', 'admin'] as const)('gives the %s role no limits', (role) => {
    expect(free(50, 50, role)).toMatchObject({
      hasUnlimitedAccess: true,
      canCreateStory: true,
      canCreateCard: true,
      storiesLeft: null,
      cardsLeft: null,
      isPro: false,
    });
  });

  it('marks only the admin role as admin', () => {
    expect(free(0, 0, 'admin').isAdmin).toBe(true);
    expect(free(0, 0, 'unlimited').isAdmin).toBe(false);
    expect(free(0, 0, 'user').isAdmin).toBe(false);
  });

  it('gives a pro subscriber no limits, and takes them back when the period ends', () => {
    const active = free(5, 5, 'user', { status: 'active', currentPeriodEnd: future });
    expect(active).toMatchObject({ isPro: true, hasUnlimitedAccess: false, canCreateStory: true, canCreateCard: true, storiesLeft: null });
    const expired = free(5, 5, 'user', { status: 'active', currentPeriodEnd: past });
    expect(expired).toMatchObject({ isPro: false, canCreateStory: false, canCreateCard: false, storiesLeft: 0 });
  });
});

describe('hasOpenSubscription', () => {
  it('is true while the provider still bills or retries, whatever the period end', () => {
    for (const status of ['active', 'trialing', 'past_due', 'unpaid', 'paused']) {
      expect(hasOpenSubscription({ status, currentPeriodEnd: past })).toBe(true);
    }
  });

  it('is false without a subscription, before payment and after it ended', () => {
    expect(hasOpenSubscription(null)).toBe(false);
    for (const status of ['incomplete', 'incomplete_expired', 'canceled']) {
      expect(hasOpenSubscription({ status, currentPeriodEnd: future })).toBe(false);
    }
  });
});

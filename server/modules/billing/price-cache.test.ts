import { describe, expect, it } from 'vitest';
import type { ProviderPrice } from '../../providers/payments/port';
import { priceCache } from './price-cache';

const monthly = (amount: number): ProviderPrice => ({ amount, currency: 'dkk', interval: 'month', intervalCount: 1 });

/** A price source that counts its reads and answers what it is told to, as slowly as told. */
function source() {
  const s = {
    reads: 0,
    answer: monthly(7900) as ProviderPrice | Error,
    delayMs: 0,
    load: async () => {
      s.reads++;
      if (s.delayMs) await new Promise((r) => setTimeout(r, s.delayMs));
      if (s.answer instanceof Error) throw s.answer;
      return s.answer;
    },
  };
  return s;
}

describe('priceCache', () => {
  it('reads the price once within the hour, then answers the old one while a new one is read', async () => {
    let t = 0;
    const src = source();
    const cache = priceCache(src.load, { now: () => t });
    expect(await cache.get()).toEqual(monthly(7900));
    expect(await cache.get()).toEqual(monthly(7900));
    expect(src.reads).toBe(1);
    t += 61 * 60_000;
    src.answer = monthly(8900);
    expect(await cache.get()).toEqual(monthly(7900));
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get()).toEqual(monthly(8900));
    expect(src.reads).toBe(2);
  });

  it('keeps the last price when the provider fails, and asks again only after a minute', async () => {
    let t = 0;
    const src = source();
    const cache = priceCache(src.load, { now: () => t });
    await cache.get();
    t += 61 * 60_000;
    src.answer = new Error('Stripe is down');
    expect(await cache.get()).toEqual(monthly(7900));
    await new Promise((r) => setTimeout(r, 0));
    t += 10_000;
    expect(await cache.get()).toEqual(monthly(7900));
    expect(src.reads).toBe(2);
    t += 60_000;
    await cache.get();
    expect(src.reads).toBe(3);
  });

  it('answers an unknown price without waiting long for a slow provider, and has it the next time', async () => {
    const src = source();
    src.delayMs = 100;
    const cache = priceCache(src.load, { waitMs: 10 });
    expect(await cache.get()).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    expect(await cache.get()).toEqual(monthly(7900));
    expect(src.reads).toBe(1);
  });

  it('answers null when the first read fails', async () => {
    const src = source();
    src.answer = new Error('no such price');
    expect(await priceCache(src.load).get()).toBeNull();
  });
});

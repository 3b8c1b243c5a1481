import { logger } from '../../logger';
import type { ProviderPrice } from '../../providers/payments/port';

export interface PriceCacheOptions {
  /** A price read is trusted this long; after it, the next read refreshes it in the background. */
  ttlMs?: number;
  /** After a failed read, the provider is not asked again for this long. */
  retryMs?: number;
  /** A caller waits at most this long for a first read; the read goes on and fills the cache. */
  waitMs?: number;
  now?: () => number;
}

/**
 * The Premium price as the payment provider states it, read once an hour rather than on every page
 * that shows it. A stale price is answered at once while a fresh one is read; a provider that fails
 * or is slow never holds a page up (the price is then unknown, and the words say so).
 */
export function priceCache(load: () => Promise<ProviderPrice | null>, opts: PriceCacheOptions = {}) {
  const { ttlMs = 60 * 60_000, retryMs = 60_000, waitMs = 2_000, now = Date.now } = opts;
  let known: { price: ProviderPrice | null; at: number } | undefined;
  let failedAt = -Infinity;
  let reading: Promise<ProviderPrice | null> | undefined;

  function read() {
    reading ??= load()
      .then((price) => {
        known = { price, at: now() };
        return price;
      })
      .catch((err: unknown) => {
        failedAt = now();
        logger.warn({ err }, 'could not read the Premium price from the payment provider');
        return known?.price ?? null;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    async get(): Promise<ProviderPrice | null> {
      const t = now();
      const fresh = known && t - known.at < ttlMs;
      const mayAsk = t - failedAt >= retryMs;
      if (known) {
        if (!fresh && mayAsk) void read();
        return known.price;
      }
      if (!mayAsk && !reading) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
      try {
        return await Promise.race([read(), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

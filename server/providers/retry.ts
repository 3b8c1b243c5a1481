import { setTimeout as wait } from 'node:timers/promises';
import { ProviderError } from './errors';

export interface AttemptOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Back-off before attempt n+1: base x 2^(n-1), +-20 %; a provider's Retry-After wins when longer (at most 20 s). */
  baseMs?: number;
  signal?: AbortSignal;
  onRetry?: (err: unknown, attempt: number) => void;
}

/**
 * The one retry layer for provider work (docs/0004): `run` is tried at most `attempts` times in
 * all. A provider failure that would fail again (a refused prompt, no credit, a bad request) is not
 * tried again, nor is anything once `signal` has aborted. Provider adapters themselves never retry.
 */
export async function withAttempts<T>(run: (attempt: number) => Promise<T>, opts: AttemptOptions): Promise<T> {
  const baseMs = opts.baseMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (err) {
      const final = err instanceof ProviderError && !err.retryable;
      if (final || attempt >= opts.attempts || opts.signal?.aborted) throw err;
      opts.onRetry?.(err, attempt);
      const backoff = baseMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
      const after = err instanceof ProviderError ? (err.info.retryAfterMs ?? 0) : 0;
      await wait(Math.min(Math.max(backoff, after), 20_000), undefined, { signal: opts.signal });
    }
  }
}

import { generationErrorMessages } from '../../../shared/messages.da';
import { AppError } from '../../http/errors';
import { logger } from '../../logger';

export type ProviderErrorCode = keyof typeof generationErrorMessages;

const statusOf: Record<ProviderErrorCode, 422 | 429 | 502 | 503> = {
  RATE_LIMIT: 429,
  CONTENT_POLICY: 422,
  QUOTA_EXCEEDED: 503,
  GENERATION_FAILED: 502,
};

/** A provider's failure as our error, with the Danish text of the catalogue; details go to the log. */
export function providerError(provider: string, code: ProviderErrorCode, detail: string): AppError {
  logger.warn({ provider, code, detail: detail.slice(0, 500) }, 'image provider error');
  return new AppError(code, { status: statusOf[code], message: generationErrorMessages[code], cause: detail });
}

export interface RetryOptions {
  retries?: number;
  baseMs?: number;
  jitterMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request again while `retryOn(status)` says so, up to `retries` times, waiting
 * base * 2^attempt plus up to `jitterMs` (or the server's Retry-After, if longer, up to 20 s).
 */
export async function withRetry(send: () => Promise<Response>, retryOn: (status: number) => boolean, opts: RetryOptions = {}): Promise<Response> {
  const { retries = 5, baseMs = 500, jitterMs = 100, sleep: wait = sleep } = opts;
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    if (!retryOn(res.status) || attempt >= retries) return res;
    await res.arrayBuffer().catch(() => undefined);
    const retryAfter = Number(res.headers.get('retry-after'));
    const backoff = baseMs * 2 ** attempt + Math.random() * jitterMs;
    await wait(Math.min(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.max(backoff, retryAfter * 1000) : backoff, 20_000));
  }
}

import { logger } from '../logger';

/**
 * Why a provider call failed, in the provider's terms. Providers say no more than this: the
 * service that called them picks what the user reads (server/http/errors.ts, `toAppError`).
 * - `rate_limited`: asked too often (HTTP 429); worth trying again, after `retryAfterMs` if given.
 * - `unavailable`: the service failed or did not answer (5xx, network, timeout); worth trying again.
 * - `bad_response`: an answer we cannot use (no image, not JSON); worth trying again.
 * - `refused`: the content was refused (a safety or content policy); the same request fails again.
 * - `quota`: the account's credit or quota is used up.
 * - `denied`: our key or account may not use the service (401, 403).
 * - `bad_request`: the service rejected the request itself (another 4xx).
 */
export type ProviderFailure = 'rate_limited' | 'unavailable' | 'bad_response' | 'refused' | 'quota' | 'denied' | 'bad_request';

/** What kind of provider failed: the user is told in the words of what they were doing. */
export type ProviderService = 'text' | 'image' | 'speech';

const RETRYABLE: ReadonlySet<ProviderFailure> = new Set(['rate_limited', 'unavailable', 'bad_response']);

export interface ProviderFailureInfo {
  /** The HTTP status the service answered, when it answered. */
  status?: number;
  retryAfterMs?: number;
}

export class ProviderError extends Error {
  readonly retryable: boolean;
  constructor(
    readonly service: ProviderService,
    readonly provider: string,
    readonly failure: ProviderFailure,
    detail: string,
    readonly info: ProviderFailureInfo = {},
  ) {
    super(`${provider}: ${failure}: ${detail.slice(0, 500)}`);
    this.name = 'ProviderError';
    this.retryable = RETRYABLE.has(failure);
  }
}

/** A provider's failure, logged with its details (which never reach the user). */
export function providerFailure(
  service: ProviderService,
  provider: string,
  failure: ProviderFailure,
  detail: string,
  info: ProviderFailureInfo = {},
): ProviderError {
  logger.warn({ provider, failure, status: info.status, detail: detail.slice(0, 500) }, 'provider call failed');
  return new ProviderError(service, provider, failure, detail, info);
}

/** The failure an HTTP status means. */
export function failureOfStatus(status: number): ProviderFailure {
  if (status === 429) return 'rate_limited';
  if (status === 402) return 'quota';
  if (status === 401 || status === 403) return 'denied';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

/** What an HTTP answer tells about the failure: its status, and Retry-After (seconds) in ms. */
export function answerInfo(res: Response): ProviderFailureInfo {
  const seconds = Number(res.headers.get('retry-after'));
  return { status: res.status, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
}

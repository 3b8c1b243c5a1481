import { addressOf, type CallOptions, type Endpoint, type ResponseOf } from '@shared/api-contract';
import type { ApiErrorBody } from '@shared/api-types';
import { da, type ErrorCode, errorMessages, isErrorCode } from '@shared/messages.da';

/** An error answered by our API, carrying the server's Danish message. */
/** A code the server sends, or the client's own for no answer at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Past every cache, the service worker's too (web/sw/sw.ts leaves `no-store` to the network): the editor's story. */
  fresh?: boolean;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

/**
 * The one way the browser talks to the server: same-origin cookies, JSON answers. Every
 * state-changing request sends a JSON body (an empty object when there is nothing to say),
 * because the server accepts JSON only, except a file (a Blob: a parent's photo or recording),
 * which goes as its own bytes with its own type (docs/0021-photos-and-voice.md).
 */
async function apiRequest<T>(path: string, { method = 'GET', body, signal, fresh }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'same-origin', headers, signal, ...(fresh ? { cache: 'no-store' as const } : {}) };
  if (method !== 'GET' && body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'NETWORK_ERROR', da.common.networkError);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (isErrorBody(data))
      throw new ApiError(response.status, isErrorCode(data.error.code) ? data.error.code : 'INTERNAL', data.error.message);
    const code = response.status === 401 ? 'UNAUTHORIZED' : response.status === 429 ? 'RATE_LIMIT' : 'INTERNAL';
    throw new ApiError(response.status, code, errorMessages[code]);
  }
  return data as T;
}

type Transport = Pick<RequestOptions, 'signal' | 'fresh'>;

/**
 * A call of one endpoint of the contract (shared/api-contract.ts): its answer's type comes from
 * there, and server/api-contract.test.ts checks the server's routes against the same contract.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: object extends CallOptions<E> ? [(CallOptions<E> & Transport)?] : [CallOptions<E> & Transport]
): Promise<ResponseOf<E>> {
  const { method, path } = addressOf(endpoint, options?.params, options?.query as Record<string, string | number | undefined> | undefined);
  return apiRequest<ResponseOf<E>>(path, { method: method as Method, body: options?.body, signal: options?.signal, fresh: options?.fresh });
}

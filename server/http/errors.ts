import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import {
  type ErrorCode,
  errorCatalogue,
  errorMessages,
  generationErrorMessages,
  requestMessages,
  generationMessages,
  speechMessages,
} from '../../shared/messages.da';
import { ProviderError } from '../providers/errors';
import { logger, redactSecrets } from '../logger';

/**
 * The one error type: a code of the closed catalogue (shared/messages.da.ts, `errorCatalogue`),
 * which gives its HTTP status and the Danish text the user sees. `message` replaces that text only
 * with a more precise one from the same catalogue (one with a number in it).
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  constructor(code: ErrorCode, opts: { message?: string; cause?: unknown } = {}) {
    super(opts.message ?? errorCatalogue[code].message, { cause: opts.cause });
    this.code = code;
    this.status = errorCatalogue[code].status;
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code);
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const forbidden = () => new AppError('FORBIDDEN');

/** zod issues -> one Danish sentence (the first problem; our schemas carry Danish messages). */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const custom = first && !first.message.startsWith('Invalid') && !first.message.startsWith('Expected') ? first.message : undefined;
  return new AppError('VALIDATION_ERROR', { message: custom ?? errorMessages.VALIDATION_ERROR });
}

/**
 * What the user reads when a provider failed, by the kind of provider (providers/errors.ts):
 * providers say what went wrong in their terms, the catalogue says it to the user.
 */
function providerAppError(err: ProviderError): AppError {
  const { service, failure, info } = err;
  const fail = (code: ErrorCode, message: string) => new AppError(code, { message, cause: err.message });
  if (service === 'text') {
    if (failure === 'rate_limited') return fail('RATE_LIMIT', generationMessages.rateLimit);
    if (failure === 'refused') return fail('CONTENT_FILTERED', generationMessages.contentFiltered);
    if (failure === 'bad_response') return fail('INVALID_RESPONSE', generationMessages.noStory);
    return fail('GENERATION_FAILED', generationMessages.failedDefault);
  }
  if (service === 'image') {
    if (failure === 'rate_limited') return fail('RATE_LIMIT', generationErrorMessages.RATE_LIMIT);
    if (failure === 'refused') return fail('CONTENT_POLICY', generationErrorMessages.CONTENT_POLICY);
    if (failure === 'quota') return fail('QUOTA_EXCEEDED', generationErrorMessages.QUOTA_EXCEEDED);
    return fail('GENERATION_FAILED', generationErrorMessages.GENERATION_FAILED);
  }
  if (failure === 'bad_response') return fail('NO_AUDIO', speechMessages.noAudio);
  if (info.status === 400) return fail('API_ERROR', speechMessages.invalidRequest);
  if (info.status === 403) return fail('API_ERROR', speechMessages.noAccess);
  if (info.status) return fail('API_ERROR', speechMessages.apiError(info.status));
  return fail('SYNTHESIS_FAILED', speechMessages.synthesisFailed);
}

/** Our error for anything thrown: itself, a provider's failure in the user's words, or null for a bug. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError) return providerAppError(err);
  return null;
}

export function errorBody(code: ErrorCode, message: string = errorMessages[code]) {
  return { error: { code, message } };
}

export function onError(thrown: Error, c: Context) {
  const err = toAppError(thrown) ?? thrown;
  if (err instanceof AppError) {
    if (err.status >= 500) logger.error({ code: err.code, err }, err.message);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof z.ZodError) {
    const e = validationError(err);
    return c.json(errorBody(e.code, e.message), e.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return c.json(errorBody('PAYLOAD_TOO_LARGE'), 413);
    // Hono's JSON validator rejects an unparsable body before our schema sees it.
    if (status === 400 && /malformed json/i.test(err.message))
      return c.json(errorBody('VALIDATION_ERROR', requestMessages.invalidJson), 400);
    if (status < 500) return c.json(errorBody('BAD_REQUEST', errorMessages.VALIDATION_ERROR), status);
  }
  logger.error({ err, path: redactSecrets(c.req.path) }, 'unhandled error');
  return c.json(errorBody('INTERNAL', errorMessages.INTERNAL), 500);
}

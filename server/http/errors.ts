import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type ErrorCode, errorMessages, generationErrorMessages, generationMessages, speechMessages } from '../../shared/messages.da';
import { ProviderError } from '../providers/errors';
import { logger } from '../logger';

/** The one error type. `message` is the Danish text the user sees. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  constructor(code: ErrorCode | (string & {}), opts: { status?: ContentfulStatusCode; message?: string; cause?: unknown } = {}) {
    super(opts.message ?? errorMessages[code as ErrorCode] ?? errorMessages.INTERNAL, { cause: opts.cause });
    this.code = code;
    this.status = opts.status ?? 400;
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, { status: 404 });
export const unauthorized = () => new AppError('UNAUTHORIZED', { status: 401 });
export const forbidden = () => new AppError('FORBIDDEN', { status: 403 });

/** zod issues -> one Danish sentence (the first problem; our schemas carry Danish messages). */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const custom = first && !first.message.startsWith('Invalid') && !first.message.startsWith('Expected') ? first.message : undefined;
  return new AppError('VALIDATION_ERROR', { status: 400, message: custom ?? errorMessages.VALIDATION_ERROR });
}

/**
 * What the user reads when a provider failed, by the kind of provider (providers/errors.ts):
 * providers say what went wrong in their terms, the catalogue says it to the user.
 */
function providerAppError(err: ProviderError): AppError {
  const { service, failure, info } = err;
  const fail = (code: ErrorCode, status: ContentfulStatusCode, message: string) => new AppError(code, { status, message, cause: err.message });
  if (service === 'text') {
    if (failure === 'rate_limited') return fail('RATE_LIMIT', 429, generationMessages.rateLimit);
    if (failure === 'refused') return fail('CONTENT_FILTERED', 400, generationMessages.contentFiltered);
    if (failure === 'bad_response') return fail('INVALID_RESPONSE', 502, generationMessages.noStory);
    return fail('GENERATION_FAILED', 502, generationMessages.failedDefault);
  }
  if (service === 'image') {
    if (failure === 'rate_limited') return fail('RATE_LIMIT', 429, generationErrorMessages.RATE_LIMIT);
    if (failure === 'refused') return fail('CONTENT_POLICY', 422, generationErrorMessages.CONTENT_POLICY);
    if (failure === 'quota') return fail('QUOTA_EXCEEDED', 503, generationErrorMessages.QUOTA_EXCEEDED);
    return fail('GENERATION_FAILED', 502, generationErrorMessages.GENERATION_FAILED);
  }
  if (failure === 'bad_response') return fail('NO_AUDIO', 502, speechMessages.noAudio);
  if (info.status === 400) return fail('API_ERROR', 502, speechMessages.invalidRequest);
  if (info.status === 403) return fail('API_ERROR', 502, speechMessages.noAccess);
  if (info.status) return fail('API_ERROR', 502, speechMessages.apiError(info.status));
  return fail('SYNTHESIS_FAILED', 502, speechMessages.synthesisFailed);
}

/** Our error for anything thrown: itself, a provider's failure in the user's words, or null for a bug. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError) return providerAppError(err);
  return null;
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function onError(thrown: Error, c: Context) {
  const err = toAppError(thrown) ?? thrown;
  if (err instanceof AppError) {
    if (err.status >= 500) logger.error({ code: err.code, cause: String(err.cause ?? '') }, err.message);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof z.ZodError) {
    const e = validationError(err);
    return c.json(errorBody(e.code, e.message), e.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return c.json(errorBody('PAYLOAD_TOO_LARGE', 'Anmodningen er for stor'), 413);
    // Hono's JSON validator rejects an unparsable body before our schema sees it.
    if (status === 400 && /malformed json/i.test(err.message)) return c.json(errorBody('VALIDATION_ERROR', 'Anmodningen indeholder ikke gyldig JSON'), 400);
    if (status < 500) return c.json(errorBody('BAD_REQUEST', errorMessages.VALIDATION_ERROR), status);
  }
  logger.error({ err: err.stack ?? String(err), path: c.req.path }, 'unhandled error');
  return c.json(errorBody('INTERNAL', errorMessages.INTERNAL), 500);
}

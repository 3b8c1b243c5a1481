import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type ErrorCode, errorMessages } from '../../shared/messages.da';
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

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function onError(err: Error, c: Context) {
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

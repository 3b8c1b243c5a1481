import { generationMessages, isErrorCode } from '@shared/messages.da';
import { isApiError } from '@web/lib/api-client';

/**
 * The Danish text for a failed story generation, by the specification's error catalogue: a refused
 * content shows its own message, a busy provider gets its advice, failed pictures say which and get
 * theirs, anything else
 * the message it came with or the general one.
 */
export function generationErrorText(error: { code: string; message: string } | null | undefined): string {
  // Only codes the server sends (the closed union of shared/messages.da.ts) can be cases here.
  const code = error && isErrorCode(error.code) ? error.code : undefined;
  switch (code) {
    case 'RATE_LIMIT':
      return generationMessages.rateLimit;
    case 'IMAGE_GENERATION_FAILED':
      // Which picture failed ('Kunne ikke generere billede 2...'), and the catalogue's advice.
      return error?.message ? `${error.message} ${generationMessages.simplerDescription}` : generationMessages.imageFailedAdvice;
    case 'CONTENT_FILTERED':
      return error?.message || generationMessages.contentFiltered;
    default:
      return error?.message || generationMessages.unexpected;
  }
}

/** The same for a request that failed before any job existed (quota, no character, validation, network). */
export function requestErrorText(err: unknown): string {
  if (!isApiError(err)) return generationMessages.unexpectedGeneration;
  if (err.status === 0) return err.message;
  return generationErrorText({ code: err.code, message: err.message });
}

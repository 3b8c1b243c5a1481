import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './errors';

/** `imgOrigins`: where else stored files load from (an S3 bucket's origin). Route-set headers win. */
export const securityHeaders = (opts: { imgOrigins?: string[] } = {}) =>
  secureHeaders({
    // A route that sets its own header (files: a sandboxing CSP) keeps it.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // sonner and Radix inject <style> elements at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imgOrigins ?? [])],
      mediaSrc: ["'self'", 'blob:', 'data:', ...(opts.imgOrigins ?? [])],
      connectSrc: ["'self'", ...(opts.imgOrigins ?? [])],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: the Origin (or, failing that, the
 * Referer) must be one of ours, and a body must be JSON. Paths in `exempt` (webhooks) are
 * authenticated by their own signatures instead.
 */
export const originCheck = (trustedOrigins: string[], exempt: string[] = []) =>
  createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (!origin || !trustedOrigins.includes(origin)) throw new AppError('BAD_ORIGIN', { status: 403 });
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') != null;
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415 });
    return next();
  });

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

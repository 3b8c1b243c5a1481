import type { ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';

type HeaderList = readonly (readonly [name: string, value: string])[];

const denied = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
];
/** Stored files (pictures, photos, recordings) are served as inert data: never sniffed, never run, never framed. */
export const inertHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
} as const;

/** The microphone for «Indtal siden» (issue 31), on our own pages only; the camera stays off (a photo comes through the file picker). */
export const permissionsPolicy = [
  ...denied.map((feature) => `${feature}=()`),
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
  'microphone=(self)',
].join(', ');

/** The security headers of every answer. `imgOrigins`: where else stored files load from (an S3 bucket's origin). */
export function securityHeaderList(opts: { imgOrigins?: string[] } = {}): HeaderList {
  const extra = opts.imgOrigins ?? [];
  const csp = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // sonner and Radix inject <style> elements at run time
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...extra],
    ['media-src', "'self'", 'blob:', 'data:', ...extra],
    ['connect-src', "'self'", ...extra],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return [
    ['Content-Security-Policy', csp.map((directive) => directive.join(' ')).join('; ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    // Only what the app uses, and only for itself: child mode's full screen and read-aloud's wake lock.
    ['Permissions-Policy', permissionsPolicy],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Headers an answer carries unless its route sets its own (a file's sandboxing CSP, a PDF's
 * Cache-Control). Served by Node, they go onto the ServerResponse before the route runs, and its
 * writeHead lets the route's own headers win. Setting them on the finished Response instead, as
 * Hono's secureHeaders does, builds a Fetch Headers object for every answer: a quarter of the
 * time of a small JSON answer. Without a ServerResponse (app.request(): server-drawn pages, tests)
 * they are set on the finished answer.
 */
export const defaultHeaders = (list: HeaderList) =>
  createMiddleware(async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: the Origin (or, failing that, the
 * Referer) must be one of ours, and a body must be JSON. Paths in `exempt` (webhooks) are
 * authenticated by their own signatures instead. A PUT to a path matching `rawPut` (the photo
 * and recording uploads) may send any type, as its bytes decide what it is: it still needs our
 * Origin, and no page of another site can send a PUT without the browser's CORS preflight.
 */
export const originCheck = (trustedOrigins: string[], exempt: string[] = [], rawPut?: RegExp) =>
  createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (!origin || !trustedOrigins.includes(origin)) throw new AppError('BAD_ORIGIN');
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') != null;
    const type = c.req.header('content-type') ?? '';
    const raw = c.req.method === 'PUT' && rawPut?.test(c.req.path);
    if (hasBody && !raw && !/^application\/json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
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

import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { errorMessages } from '../../../shared/messages.da';
import { type Auth, CLIENT_IP_HEADER } from '../../auth';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';
import { errorBody, validationError } from '../../http/errors';
import { logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { existingAccountMail } from '../../providers/mail/templates';

const email = z.email({ error: errorMessages.INVALID_EMAIL }).max(254, { error: errorMessages.INVALID_EMAIL });
const password = z
  .string({ error: 'Indtast venligst din adgangskode' })
  .min(8, { error: errorMessages.PASSWORD_TOO_SHORT })
  .max(128, { error: errorMessages.PASSWORD_TOO_LONG });

const signUpSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  password,
  name: z.string().trim().max(100).optional().default(''),
});
const signInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  password: z.string({ error: 'Indtast venligst din adgangskode' }).min(1, { error: 'Indtast venligst din adgangskode' }).max(128),
  rememberMe: z.boolean().optional(),
});
const resetRequestSchema = z.object({ email: z.string().trim().toLowerCase().pipe(email), redirectTo: z.string().optional() });
const resetSchema = z.object({ newPassword: password, token: z.string().min(1).max(512) });

/** Better Auth's error codes in Danish; anything else gets the generic text for its status. */
const danish: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: errorMessages.INVALID_CREDENTIALS },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: errorMessages.EMAIL_NOT_VERIFIED },
  INVALID_TOKEN: { code: 'INVALID_TOKEN', message: errorMessages.INVALID_TOKEN },
  PASSWORD_TOO_SHORT: { code: 'PASSWORD_TOO_SHORT', message: errorMessages.PASSWORD_TOO_SHORT },
  PASSWORD_TOO_LONG: { code: 'PASSWORD_TOO_LONG', message: errorMessages.PASSWORD_TOO_LONG },
  INVALID_EMAIL: { code: 'INVALID_EMAIL', message: errorMessages.INVALID_EMAIL },
};

const schemas: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-in/email': signInSchema,
  '/api/auth/request-password-reset': resetRequestSchema,
  '/api/auth/reset-password': resetSchema,
};

/**
 * Better Auth behind a thin layer of ours: the caller's address is set by us (never by the
 * client), bodies are validated with Danish messages, errors come back in our shape and
 * language, and sign-up answers the same whether or not the email already has an account.
 */
export function authRoutes(auth: Auth, config: Config, mailer: Mailer) {
  const clientIp = (c: Context) => {
    if (config.TRUST_PROXY) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? '127.0.0.1';
    } catch {
      return '127.0.0.1';
    }
  };

  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    let body: string | undefined;
    if (raw.method === 'POST') {
      body = await raw.text();
      const schema = schemas[c.req.path];
      if (schema) {
        let json: unknown;
        try {
          json = JSON.parse(body || '{}');
        } catch {
          return c.json(errorBody('VALIDATION_ERROR', 'Anmodningen indeholder ikke gyldig JSON'), 400);
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const e = validationError(parsed.error);
          return c.json(errorBody(e.code, e.message), 400);
        }
        const data = parsed.data as Record<string, unknown>;
        // The reset link always leads to our own page, whatever the client asked for.
        if (c.req.path === '/api/auth/request-password-reset') data.redirectTo = `${config.APP_URL}/reset-password`;
        body = JSON.stringify(data);
      }
    }
    const response = await auth.handler(new Request(raw.url, { method: raw.method, headers, body }));

    if (c.req.path === '/api/auth/sign-up/email') return signUpAnswer(response, body);
    // The same short answer whether or not the address has an account (Better Auth's is English).
    if (c.req.path === '/api/auth/request-password-reset' && response.ok) return Response.json({ ok: true });
    if (response.ok || response.status < 400) return response;
    return translateError(response);
  });

  async function signUpAnswer(response: Response, body: string | undefined) {
    const generic = { ok: true, verificationRequired: config.smtpEnabled };
    if (response.ok) return Response.json(generic);
    const error = await response.clone().json().catch(() => ({}));
    if (response.status === 422 && String(error.code ?? '').startsWith('USER_ALREADY_EXISTS')) {
      // Same answer as a new account; the owner of the address is told by mail instead.
      const { email } = JSON.parse(body ?? '{}');
      const url = `${config.APP_URL}/login?glemt=1`;
      mailer.send({ to: email, ...existingAccountMail(url) }).catch((err) => logger.warn({ err: String(err) }, 'mail failed'));
      return Response.json(generic);
    }
    return translateError(response);
  }

  async function translateError(response: Response) {
    const error = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string; message?: string };
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const h of ['set-cookie', 'x-retry-after']) {
      const v = response.headers.get(h);
      if (v) headers.set(h, v);
    }
    if (response.status === 429) {
      return new Response(JSON.stringify(errorBody('RATE_LIMIT', errorMessages.RATE_LIMIT)), { status: 429, headers });
    }
    const known = error.code ? danish[error.code] : undefined;
    const fallback =
      response.status === 401 ? { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } : { code: 'AUTH_ERROR', message: 'Der skete en fejl' };
    const { code, message } = known ?? fallback;
    return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
  }
}

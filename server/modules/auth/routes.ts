import { Hono } from 'hono';
import { z } from 'zod';
import { type ErrorCode, errorMessages, requestMessages } from '../../../shared/messages.da';
import { newPasswordSchema } from '../../../shared/password';
import { type Auth, CLIENT_IP_HEADER, VERIFIED_CALLBACK } from './better-auth';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';
import { clientIp } from '../../http/client-ip';
import { errorBody, validationError } from '../../http/errors';
import { logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import { isCommonPassword, isLikeEmail } from './common-passwords';
import { existingAccountMail } from './mails';
import type { AuthRepository } from './repository';
import { signInCheck } from './sign-in-check';
import type { SignInGuard } from './sign-in-guard';

const email = z.email({ error: errorMessages.INVALID_EMAIL }).max(254, { error: errorMessages.INVALID_EMAIL });
const password = newPasswordSchema({
  required: 'Indtast venligst din adgangskode',
  tooShort: errorMessages.PASSWORD_TOO_SHORT,
  tooLong: errorMessages.PASSWORD_TOO_LONG,
  blank: errorMessages.PASSWORD_BLANK,
}).refine((p) => !isCommonPassword(p), { error: errorMessages.PASSWORD_TOO_COMMON });

const signUpSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(email),
    password,
    name: z.string().trim().max(100).optional().default(''),
  })
  .refine((d) => !isLikeEmail(d.password, d.email), { error: errorMessages.PASSWORD_LIKE_EMAIL, path: ['password'] });
const signInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  password: z.string({ error: 'Indtast venligst din adgangskode' }).min(1, { error: 'Indtast venligst din adgangskode' }).max(128),
  rememberMe: z.boolean().optional(),
});
const resetRequestSchema = z.object({ email: z.string().trim().toLowerCase().pipe(email), redirectTo: z.string().optional() });
const resetSchema = z.object({ newPassword: password, token: z.string().min(1).max(512) });
const verificationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  callbackURL: z.string().max(2048).optional(),
});

/** Better Auth's error codes in Danish; anything else gets the generic text for its status. */
const danish: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'INVALID_EMAIL',
};

const schemas: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-in/email': signInSchema,
  '/api/auth/request-password-reset': resetRequestSchema,
  '/api/auth/reset-password': resetSchema,
  '/api/auth/send-verification-email': verificationRequestSchema,
};

/**
 * The Better Auth endpoints the app uses; every other one (update-user, change-password, ...) is
 * switched off, so nothing we do not use or validate is reachable.
 */
const openPaths = {
  POST: [
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/sign-out',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/send-verification-email',
  ],
  GET: ['/api/auth/get-session', '/api/auth/verify-email'],
} as const;
/** The link in a reset mail: Better Auth checks the token and sends the browser on to our page. */
const resetLinkPath = /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,128}$/;

const isOpen = (method: string, path: string) =>
  (method === 'POST' && (openPaths.POST as readonly string[]).includes(path)) ||
  (method === 'GET' && ((openPaths.GET as readonly string[]).includes(path) || resetLinkPath.test(path)));

/**
 * Better Auth behind a thin layer of ours: the caller's address is set by us (never by the
 * client), bodies are validated with Danish messages, errors come back in our shape and
 * language, sign-up answers the same whether or not the email already has an account, and
 * wrong passwords for one account back off however many addresses they come from.
 */
export function authRoutes(
  auth: Auth,
  config: Config,
  deps: { mailer: Mailer; guard: SignInGuard; accounts: Pick<AuthRepository, 'emailOfResetToken'> },
) {
  const { mailer, guard } = deps;

  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c, next) => {
    const raw = c.req.raw;
    // A switched-off endpoint is an address that does not exist (the app's JSON 404).
    if (!isOpen(raw.method, c.req.path)) return next();
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    let body: string | undefined;
    let signInEmail: string | undefined;
    if (raw.method === 'POST') {
      body = await raw.text();
      const schema = schemas[c.req.path];
      if (schema) {
        let json: unknown;
        try {
          json = JSON.parse(body || '{}');
        } catch {
          return c.json(errorBody('VALIDATION_ERROR', requestMessages.invalidJson), 400);
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const e = validationError(parsed.error);
          return c.json(errorBody(e.code, e.message), 400);
        }
        const data = parsed.data as Record<string, unknown>;
        // The reset link always leads to our own page, whatever the client asked for.
        if (c.req.path === '/api/auth/request-password-reset') data.redirectTo = `${config.APP_URL}/reset-password`;
        // A verification link leads to the sign-in page, whatever the client asked for.
        if (c.req.path === '/api/auth/sign-up/email' || c.req.path === '/api/auth/send-verification-email')
          data.callbackURL = VERIFIED_CALLBACK;
        if (c.req.path === '/api/auth/sign-in/email') signInEmail = String(data.email);
        // The reset body has only the token: the account's address is looked up to compare the password with it.
        if (c.req.path === '/api/auth/reset-password') {
          const owner = await deps.accounts.emailOfResetToken(String(data.token));
          if (owner && isLikeEmail(String(data.newPassword), owner))
            return c.json(errorBody('VALIDATION_ERROR', errorMessages.PASSWORD_LIKE_EMAIL), 400);
        }
        body = JSON.stringify(data);
      }
    }
    if (signInEmail && config.AUTH_RATE_LIMIT) {
      const admitted = await guard.admit(signInEmail);
      if (!admitted.ok) return rateLimited(admitted.retryAfterSeconds);
    }
    const response = await signInCheck.run(() => auth.handler(new Request(raw.url, { method: raw.method, headers, body })));
    if (signInEmail && response.ok) await guard.succeeded(signInEmail);

    if (c.req.path === '/api/auth/sign-up/email') return signUpAnswer(response, body);
    // The same short answer whether or not the address has an account (Better Auth's is English).
    if (c.req.path === '/api/auth/request-password-reset' && response.ok) return Response.json({ ok: true });
    if (response.ok || response.status < 400) return response;
    return translateError(response);
  });

  function rateLimited(retryAfterSeconds: number) {
    const headers = {
      'content-type': 'application/json',
      'retry-after': String(retryAfterSeconds),
      'x-retry-after': String(retryAfterSeconds),
    };
    return new Response(JSON.stringify(errorBody('RATE_LIMIT', errorMessages.RATE_LIMIT)), { status: 429, headers });
  }

  async function signUpAnswer(response: Response, body: string | undefined) {
    const generic = { ok: true, verificationRequired: config.smtpEnabled };
    if (response.ok) {
      const { email } = JSON.parse(body ?? '{}') as { email: string };
      await auth.admins.signedUp({ email });
      return Response.json(generic);
    }
    const error = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (response.status === 422 && String(error.code ?? '').startsWith('USER_ALREADY_EXISTS')) {
      // Same answer as a new account; the owner of the address is told by mail instead.
      const { email, password } = JSON.parse(body ?? '{}') as { email: string; password: string };
      // And the same time: a new account's is mostly hashing its password (its verification mail
      // goes after the answer, better-auth.ts), so this one hashes the password given and mails after the answer too.
      await auth.passwords.hash(password);
      const url = `${config.APP_URL}/login?glemt=1`;
      auth.tasks.handler(mailer.send({ to: email, ...existingAccountMail(url) }).catch((err) => logger.warn({ err }, 'mail failed')));
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
    const code = (error.code ? danish[error.code] : undefined) ?? (response.status === 401 ? 'UNAUTHORIZED' : 'AUTH_ERROR');
    return new Response(JSON.stringify(errorBody(code)), { status: response.status, headers });
  }
}

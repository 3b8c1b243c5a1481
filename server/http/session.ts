import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionAccount, SessionUser } from './context';
import { AppError, forbidden, unauthorized } from './errors';

export interface SignedIn {
  user: SessionUser;
  sessionId: string;
  account: SessionAccount;
}

/** Who the request's cookies belong to, and any cookies to set in the answer (a refreshed session). */
export type ReadSession = (headers: Headers) => Promise<{ signedIn: SignedIn | null; setCookies?: string[] }>;

/** Reads the session once per request and puts the user on the context. */
export const sessionMiddleware = (readSession: ReadSession) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { signedIn, setCookies } = await readSession(c.req.raw.headers);
    c.set('user', signedIn?.user ?? null);
    c.set('sessionId', signedIn?.sessionId ?? null);
    c.set('account', signedIn?.account ?? null);
    await next();
    for (const cookie of setCookies ?? []) c.res.headers.append('Set-Cookie', cookie);
  });

/** What a signed-in route knows: after `requireUser`, `c.get('user')` is the user, never null. */
interface SignedInEnv {
  Variables: { user: SessionUser; account: SessionAccount; sessionId: string };
}

/**
 * Signed-in routes only: anyone else gets 401 with the catalogue's text, or with a more precise
 * one from the catalogue (`message`). Narrows the context, so routes read `c.get('user')` as is.
 */
export const requireUserSaying = (message?: string) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHORIZED', { message });
    await next();
  });

export const requireUser = requireUserSaying();

/** Admin routes: the role is read from the database on every request, never from the client. */
export const requireRole = (readRole: (userId: string) => Promise<string | undefined>, role: string) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if ((await readRole(user.id)) !== role) throw forbidden();
    await next();
  });

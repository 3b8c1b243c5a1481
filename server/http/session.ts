import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';

/** Reads the session once per request and puts the user on the context. */
export const sessionMiddleware = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name, emailVerified: session.user.emailVerified } : null);
    c.set('sessionId', session?.session.id ?? null);
    await next();
  });

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** Admin routes: the role is read from the database on every request, never from the client. */
export const requireRole = (readRole: (userId: string) => Promise<string | undefined>, role: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if ((await readRole(user.id)) !== role) throw forbidden();
    await next();
  });

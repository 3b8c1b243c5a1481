import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { Auth } from './better-auth';
import { batchLoader } from '../../db/batch-loader';
import { toIso } from '../../db/database';
import type { ReadSession, SignedIn } from '../../http/session';
import type { AuthRepository } from './repository';

type SignedInRow = Awaited<ReturnType<AuthRepository['findSignedIn']>>[number];

/**
 * Who is signed in, in one query (session, user, profile and subscription together), shared by the
 * requests that arrive in the same turn of the event loop.
 *
 * Every page asks `GET /api/me`, so the common case is read here rather than through Better Auth's
 * `getSession`, which costs several queries and a WebCrypto round trip per request. The rules stay
 * Better Auth's:
 * - the cookie is its signed session token (HMAC-SHA256 with AUTH_SECRET, checked in constant time);
 * - the session row must exist and not have expired, so a cookie replayed after sign-out is refused
 *   at once, and a role change or a deleted account shows on the very next request on every
 *   instance (nothing is cached between requests);
 * - an expired session, and one due for its daily refresh, go to Better Auth itself, which deletes
 *   or extends it and sets the cookie again.
 */
export function sessionReader(auth: Auth, repo: AuthRepository): ReadSession {
  // Requests that arrive together share one query (db/batch-loader.ts).
  const findSignedIn = batchLoader(
    (tokens: string[]) => repo.findSignedIn(tokens),
    (row) => row.token,
  );
  const settings = auth.$context.then((ctx) => ({
    tokenCookie: ctx.authCookies.sessionToken.name,
    dontRememberCookie: ctx.authCookies.dontRememberToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  async function viaBetterAuth(headers: Headers) {
    const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
    const setCookies = answer.getSetCookie();
    const row = response ? await findSignedIn(response.session.token) : undefined;
    return { signedIn: row ? toSignedIn(row) : null, setCookies };
  }

  return async (headers) => {
    const cookieHeader = headers.get('cookie');
    if (!cookieHeader) return { signedIn: null };
    const s = await settings;
    const cookies = parse(cookieHeader);
    const token = verifiedToken(cookies[s.tokenCookie], s.secret);
    if (!token) return { signedIn: null };
    const row = await findSignedIn(token);
    if (!row) return { signedIn: null };
    const expiresAt = new Date(row.expiresAt).getTime();
    const now = Date.now();
    const expired = expiresAt <= now;
    const dueForRefresh = expiresAt - s.expiresInMs + s.updateAgeMs <= now && !cookies[s.dontRememberCookie];
    return expired || dueForRefresh ? viaBetterAuth(headers) : { signedIn: toSignedIn(row) };
  };
}

/** The token of a Better Auth signed cookie value (`token.base64(HMAC-SHA256(token))`), or null. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function toSignedIn(row: SignedInRow): SignedIn {
  return {
    sessionId: row.sessionId,
    user: { id: row.id, email: row.email, name: row.name, emailVerified: Boolean(row.emailVerified) },
    account: {
      fullName: row.full_name,
      role: row.role,
      storyCount: Number(row.story_count),
      cardCount: Number(row.card_count),
      mediaBytes: Number(row.media_bytes),
      createdAt: toIso(row.created_at),
      subscription: row.subscriptionStatus ? { status: row.subscriptionStatus, currentPeriodEnd: row.current_period_end } : null,
    },
  };
}

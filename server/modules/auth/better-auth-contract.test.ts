import { betterAuth } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { hashPassword, makeSignature, verifyPassword } from 'better-auth/crypto';
// Better Auth's HTTP layer, pinned by better-auth itself: `ctx.setSignedCookie` is this function.
import { serializeSignedCookie } from 'better-call';
import { parse } from 'hono/utils/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hasher';
import { verifiedToken } from './session-reader';

/**
 * The contract with Better Auth where we re-implement it for speed: the signed session cookie
 * (session-reader.ts reads it without Better Auth) and the scrypt password format
 * (password-hasher.ts hashes off the main thread). Everything on the other side is Better Auth's own
 * code: a Better Auth instance with its defaults (its own hasher, an in-memory database) and its
 * signer. An upgrade of Better Auth that changes either format fails here, not at sign-in.
 */
const SECRET = 'kontrakt-hemmelighed-med-mindst-32-tegn';
const EMAIL = 'kontrakt@example.com';
const PASSWORD = 'blåbærgrød æøå ﬁre';

type Rows = Record<string, Record<string, unknown>[]>;
const tables: Rows = { user: [], session: [], account: [], verification: [] };
const theirAuth = betterAuth({
  secret: SECRET,
  baseURL: 'http://localhost:3000',
  database: memoryAdapter(tables),
  emailAndPassword: { enabled: true },
  logger: { disabled: true },
});

/** Better Auth's answer to the sign-up: its Set-Cookie lines; the session and the account are in `tables`. */
let signUpCookies: string[];
beforeAll(async () => {
  const { headers } = await theirAuth.api.signUpEmail({
    body: { email: EMAIL, password: PASSWORD, name: 'Kontrakt' },
    returnHeaders: true,
  });
  signUpCookies = headers.getSetCookie();
});

/** The session cookie of a Set-Cookie header, read as session-reader.ts reads a Cookie header. */
function sessionCookieOf(setCookies: string[]): string {
  const name = 'better-auth.session_token';
  const line = setCookies.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} in ${JSON.stringify(setCookies)}`);
  const value = parse(line.split(';')[0])[name];
  if (!value) throw new Error(`an empty ${name}`);
  return value;
}

/** The same value with one character of the token or of the signature changed. */
const tampered = (value: string, part: 'token' | 'signature') => {
  const dot = value.lastIndexOf('.');
  const at = part === 'token' ? 0 : dot + 1;
  return value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
};

describe('Better Auth contract: the signed session cookie (session-reader.ts)', () => {
  let cookie: string;
  let sessionToken: string;
  beforeAll(() => {
    cookie = sessionCookieOf(signUpCookies);
    sessionToken = String(tables.session[0].token);
  });

  it('accepts the cookie Better Auth sets at sign-up, as the token of the session it stored', () => {
    expect(verifiedToken(cookie, SECRET)).toBe(sessionToken);
  });

  it('refuses that cookie with its token or its signature changed, or under another secret', () => {
    expect(verifiedToken(tampered(cookie, 'token'), SECRET)).toBeNull();
    expect(verifiedToken(tampered(cookie, 'signature'), SECRET)).toBeNull();
    expect(verifiedToken(cookie, `${SECRET}x`)).toBeNull();
    expect(verifiedToken(cookie.slice(0, cookie.lastIndexOf('.')), SECRET)).toBeNull();
  });

  it("accepts values signed by Better Auth's signer (serializeSignedCookie, makeSignature), and refuses them tampered", async () => {
    for (const token of [sessionToken, 'a'.repeat(32), 'Zx9-_.ab', 'æøå token']) {
      const value = sessionCookieOf([await serializeSignedCookie('better-auth.session_token', token, SECRET)]);
      expect(verifiedToken(value, SECRET)).toBe(token);
      expect(verifiedToken(tampered(value, 'signature'), SECRET)).toBeNull();
      expect(verifiedToken(`${token}.${await makeSignature(token, SECRET)}`, SECRET)).toBe(token);
      expect(verifiedToken(`${token}.${await makeSignature(token, `${SECRET}x`)}`, SECRET)).toBeNull();
    }
  });
});

describe('Better Auth contract: the scrypt password format (password-hasher.ts)', () => {
  const ours = passwordHasher();
  const credential = () => {
    const row = tables.account.find((r) => r.providerId === 'credential');
    if (!row) throw new Error('Better Auth stored no password at sign-up');
    return row;
  };

  it('verifies the hash Better Auth stored at sign-up, and refuses a wrong password against it', async () => {
    const stored = String(credential().password);
    expect(await ours.verify({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await ours.verify({ hash: stored, password: `${PASSWORD}x` })).toBe(false);
  });

  it('makes hashes Better Auth signs in with, through its own sign-in', async () => {
    const account = credential();
    const newPassword = 'ny kode ２０２４ 🦊';
    account.password = await ours.hash(newPassword);
    const signedIn = await theirAuth.api.signInEmail({ body: { email: EMAIL, password: newPassword } });
    expect(signedIn.user.email).toBe(EMAIL);
    await expect(theirAuth.api.signInEmail({ body: { email: EMAIL, password: PASSWORD } })).rejects.toThrow();
  });

  it("agrees with Better Auth's hashPassword and verifyPassword both ways (better-auth/crypto)", async () => {
    // Non-ASCII and a form NFKC changes ('ﬁ' is 'fi'): normalisation and UTF-8 must agree too.
    expect(await ours.verify({ hash: await hashPassword(PASSWORD), password: PASSWORD.normalize('NFKC') })).toBe(true);
    const hash = await ours.hash(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD}x` })).toBe(false);
  });
});

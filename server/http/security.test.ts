import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { errorMessages } from '../../shared/messages.da';
import { describeEachDialect } from '../test/dialects';
import { type ApiResponse, signedInClient, signIn, uniqueEmail } from '../test/harness';

/** An error body is our JSON shape with a Danish message and nothing from the inside of the server. */
function expectCleanError(res: ApiResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body)).toEqual(['error']);
  expect(Object.keys(res.body.error).sort()).toEqual(['code', 'message']);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.message).toMatch(/[a-zæøå]/i);
  expect(res.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|Error:|stack|SqliteError|sql|select /i);
}

describeEachDialect('HTTP safety', (app) => {
  const signInBody = JSON.stringify({ email: 'nogen@fh.test', password: 'forkert-kode-1' });
  const json = { 'content-type': 'application/json' };

  it('refuses a state-changing request without Origin with 403 in Danish', async () => {
    const res = await app().client().request('POST', '/api/auth/sign-in/email', { body: signInBody, headers: json, origin: null });
    expectCleanError(res, 403, 'BAD_ORIGIN');
    expect(res.body.error.message).toBe(errorMessages.BAD_ORIGIN);
  });

  it('refuses a request from a foreign Origin with 403', async () => {
    const res = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', { body: signInBody, headers: json, origin: 'https://evil.example' });
    expectCleanError(res, 403, 'BAD_ORIGIN');
    // Same host, other port is another origin too.
    const port = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', { body: signInBody, headers: json, origin: 'http://localhost:1' });
    expect(port.status).toBe(403);
  });

  it('accepts our own page as Referer when Origin is missing', async () => {
    const res = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', { body: signInBody, headers: { ...json, referer: `${app().url}/login` }, origin: null });
    expect(res.status).toBe(401);
    const foreign = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', {
        body: signInBody,
        headers: { ...json, referer: 'https://evil.example/login' },
        origin: null,
      });
    expect(foreign.status).toBe(403);
  });

  it("does not let another site change a signed-in user's data", async () => {
    const client = await signedInClient(app());
    await client.patch('/api/me', { fullName: 'Original' });
    const forged = await client.patch('/api/me', { fullName: 'Hacket' }, { origin: 'https://evil.example' });
    expectCleanError(forged, 403, 'BAD_ORIGIN');
    expect((await client.get('/api/me')).body.fullName).toBe('Original');
    const signOut = await client.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(signOut.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it.each([
    ['a form-encoded body', 'application/x-www-form-urlencoded', 'email=nogen%40fh.test&password=forkert-kode-1'],
    ['a text/plain body', 'text/plain', signInBody],
    ['a multipart body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n'],
  ])('refuses %s with 415 in Danish', async (_case, type, body) => {
    const res = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', { body, headers: { 'content-type': type } });
    expectCleanError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.error.message).toBe(errorMessages.UNSUPPORTED_MEDIA_TYPE);
  });

  it('refuses a body over 1 MB with 413 in Danish', async () => {
    const res = await app()
      .client()
      .request('POST', '/api/auth/sign-in/email', { body: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }), headers: json });
    expectCleanError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each(['/api/health', '/api/nope', '/api/me'])('sends the security headers on %s', async (path) => {
    const res = await app().client().get(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const policy = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('fullscreen=(self)');
    // «Indtal siden» records on our own pages only.
    expect(policy).toContain('microphone=(self)');
    expect(policy).not.toContain('microphone=()');
  });

  it('answers the health check while the database answers', async () => {
    const res = await app().client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/stories-that-do-not-exist'],
    ['DELETE', '/api/v2/me'],
  ])('answers %s %s with a JSON 404, not the web app', async (method, path) => {
    const res = await app()
      .client()
      .request(method, path, method === 'GET' ? {} : { json: {} });
    expectCleanError(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toBe('Adressen findes ikke');
  });

  it('keeps error answers of the auth endpoints in our shape', async () => {
    expectCleanError(await app().client().get('/api/auth/findes-ikke'), 404, 'NOT_FOUND');
    const wrong = await signIn(app().client(), uniqueEmail('ingen'), 'forkert-kode-1');
    expectCleanError(wrong, 401, 'INVALID_CREDENTIALS');
  });

  it('switches off the Better Auth endpoints the app does not use, so their malformed bodies answer 404, never 500', async () => {
    const client = await signedInClient(app());
    const updateUser = await client.post('/api/auth/update-user', { name: { $gt: '' } });
    expectCleanError(updateUser, 404, 'NOT_FOUND');
    const changePassword = await client.request('POST', '/api/auth/change-password', {
      body: '{"currentPassword": "hemmelig-',
      headers: json,
    });
    expectCleanError(changePassword, 404, 'NOT_FOUND');
    for (const path of [
      '/api/auth/delete-user',
      '/api/auth/change-email',
      '/api/auth/list-sessions',
      '/api/auth/revoke-sessions',
      '/api/auth/verify-password',
    ]) {
      expectCleanError(path === '/api/auth/list-sessions' ? await client.get(path) : await client.post(path, {}), 404, 'NOT_FOUND');
    }
    // The ones the app uses still answer.
    expect((await client.get('/api/auth/get-session')).body.user.email).toBe(client.email);
  });

  it('marks JSON answers private and not to be stored, signed in or not', async () => {
    const client = await signedInClient(app());
    for (const path of ['/api/me', '/api/stories', '/api/characters', '/api/stories/stats', '/api/auth/get-session']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await app().client().get('/api/me')).headers.get('cache-control')).toBe('private, no-store');
  });

  // Last: it breaks this app's database on purpose.
  it('answers an unexpected server error with a generic Danish message and no internals', async () => {
    const client = await signedInClient(app());
    await sql`drop table user_subscriptions`.execute(app().db);
    const res = await client.get('/api/me');
    expectCleanError(res, 500, 'INTERNAL');
    expect(res.body.error.message).toBe(errorMessages.INTERNAL);
    expect(res.text).not.toContain('user_subscriptions');
  });
});

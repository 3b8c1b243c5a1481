import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../shared/messages.da';
import { describeEachDialect } from '../../test/dialects';
import { type Client, SESSION_COOKIE, signedInAdmin, signedInClient, startApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same browser (cookie jar) talking to another instance, as behind a load balancer. */
function sameBrowserOn(other: TestApp, client: Client) {
  const copy = other.client(client.ip);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

const expectSignedOut = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } });
};

const tokenOf = (client: Client) => decodeURIComponent(client.cookies.get(SESSION_COOKIE)!).split('.')[0];

describeEachDialect('the signed-in request (session, profile and subscription in one query)', (app) => {
  it('refuses a cookie replayed after sign-out at once', async () => {
    const client = await signedInClient(app());
    const replay = sameBrowserOn(app(), client);
    expect((await replay.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expectSignedOut(await replay.get('/api/me'));
  });

  it('refuses a cookie whose signature does not match, and one for another token', async () => {
    const client = await signedInClient(app());
    const [token, signature] = decodeURIComponent(client.cookies.get(SESSION_COOKIE)!).split('.');
    const forged = app().client();
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token}.${signature.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`));
    expectSignedOut(await forged.get('/api/me'));
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))}.${signature}`));
    expectSignedOut(await forged.get('/api/me'));
    forged.cookies.set(SESSION_COOKIE, token);
    expectSignedOut(await forged.get('/api/me'));
  });

  it('refuses an expired session and deletes it', async () => {
    const client = await signedInClient(app());
    const token = tokenOf(client);
    await app()
      .db.updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    expectSignedOut(await client.get('/api/me'));
    expect(await app().db.selectFrom('session').select('id').where('token', '=', token).executeTakeFirst()).toBeUndefined();
  });

  it('extends a session due for its daily refresh and sends its cookie again', async () => {
    const client = await signedInClient(app());
    const token = tokenOf(client);
    // Signed in 25 hours ago: 30 days minus 25 hours left.
    const dueAt = Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000;
    await app()
      .db.updateTable('session')
      .set({ expiresAt: new Date(dueAt).toISOString() })
      .where('token', '=', token)
      .execute();
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(client.userId);
    const refreshed = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(refreshed).toMatch(/Max-Age=(259[0-9]{4})/);
    const row = await app().db.selectFrom('session').select('expiresAt').where('token', '=', token).executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(dueAt + 60 * 60 * 1000);
    // A session not due sends no cookie.
    expect((await client.get('/api/me')).headers.getSetCookie()).toEqual([]);
  });

  it('gives each of many requests arriving together its own user (they share queries)', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => signedInClient(app())));
    const strangers = Array.from({ length: 3 }, () => app().client());
    const asked: { client: Client; userId?: string }[] = [...clients, ...clients].map((client) => ({ client, userId: client.userId }));
    asked.push(...strangers.map((client) => ({ client })));
    asked.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(asked.map(({ client }) => client.get('/api/me')));
    asked.forEach(({ userId }, i) => {
      if (userId) expect(answers[i].body.id).toBe(userId);
      else expectSignedOut(answers[i]);
    });
  });

  it('shows a role change and an account deletion on the very next request', async () => {
    const admin = await signedInAdmin(app());
    const client = await signedInClient(app());
    expect((await client.get('/api/me')).body.role).toBe('user');
    expect((await admin.patch(`/api/admin/users/${client.userId}`, { role: 'unlimited' })).status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.body.role).toBe('unlimited');
    expect(me.body.hasUnlimitedAccess).toBe(true);

    const replay = sameBrowserOn(app(), client);
    const deleted = await client.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: TEST_PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    expectSignedOut(await replay.get('/api/me'));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the signed-in request across app instances [postgres]', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    a = await startApp({ dialect: 'postgres' });
    b = await startApp({ dialect: 'postgres', env: { DATABASE_URL: a.services.config.DATABASE_URL! } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a sign-out, a role change and an account deletion on one instance count on the next request to the other', async () => {
    const admin = await signedInAdmin(a!);
    const signingOut = await signedInClient(a!);
    const changing = await signedInClient(a!);
    const deleting = await signedInClient(a!);
    const [signingOutOnB, changingOnB, deletingOnB] = [signingOut, changing, deleting].map((client) => sameBrowserOn(b!, client));
    for (const client of [signingOutOnB, changingOnB, deletingOnB]) expect((await client.get('/api/me')).status).toBe(200);
    expect((await changingOnB.get('/api/me')).body.role).toBe('user');

    expect((await signingOut.post('/api/auth/sign-out', {})).status).toBe(200);
    expectSignedOut(await signingOutOnB.get('/api/me'));

    expect((await admin.patch(`/api/admin/users/${changing.userId}`, { role: 'unlimited' })).status).toBe(200);
    expect((await changingOnB.get('/api/me')).body.role).toBe('unlimited');
    expect((await admin.patch(`/api/admin/users/${changing.userId}`, { role: 'user' })).status).toBe(200);
    expect((await changingOnB.get('/api/me')).body.role).toBe('user');

    const deleted = await deleting.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: TEST_PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    expectSignedOut(await deletingOnB.get('/api/me'));
  });
});

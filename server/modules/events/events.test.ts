import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects';
import { openEventStream } from '../../test/event-stream';
import { errorMessages } from '../../../shared/messages.da';
import { signedInAdmin, signedInClient, startApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/harness';
import { MAX_STREAMS_PER_USER } from './routes';

describeEachDialect('GET /api/events: live changes of what a user may do', (app) => {
  it('answers 401 signed out', async () => {
    expect((await app().client().get('/api/events')).status).toBe(401);
  });

  it("pushes an admin's role change to the user's open stream, and to nobody else's", async () => {
    const a = app();
    const admin = await signedInAdmin(a);
    const user = await signedInClient(a, uniqueEmail('live'));
    const bystander = await signedInClient(a, uniqueEmail('bystander'));
    const stream = await openEventStream(a.url, user);
    const otherStream = await openEventStream(a.url, bystander);

    const res = await admin.patch(`/api/admin/users/${user.userId}`, { role: 'unlimited' });
    expect(res.status).toBe(200);
    await stream.waitFor((e) => e.type === 'profile');
    // What the page then reads again:
    expect((await user.get('/api/me')).body).toMatchObject({ role: 'unlimited', hasUnlimitedAccess: true, storiesLeft: null });

    await new Promise((r) => setTimeout(r, 300));
    expect(otherStream.events.filter((e) => e.type === 'profile')).toEqual([]);
    stream.close();
    otherStream.close();
  });
});

describeEachDialect(
  'GET /api/events ends with its session',
  (app) => {
    it('stops delivering after sign-out, a password reset or account deletion', async () => {
      const a = app();
      const signingOut = await signedInClient(a);
      const resetting = await signedInClient(a);
      const deleting = await signedInClient(a);
      const streams = await Promise.all([signingOut, resetting, deleting].map((client) => openEventStream(a.url, client)));
      const stillOpen = await openEventStream(a.url, await signedInClient(a));

      expect((await signingOut.post('/api/auth/sign-out', {})).status).toBe(200);
      // A reset ends every session of the user (Better Auth's revokeSessionsOnPasswordReset): as if the link had been used.
      await a.db.deleteFrom('session').where('userId', '=', resetting.userId).execute();
      const deleted = await deleting.request('DELETE', '/api/me', { json: { confirm: 'SLET MIN KONTO', password: TEST_PASSWORD } });
      expect(deleted.status, deleted.text).toBe(200);

      // Each ends at its next heartbeat (150 ms here), and hears nothing published after.
      await Promise.all(streams.map((s) => s.ended));
      for (const [client, stream] of [signingOut, resetting, deleting].map((c, i) => [c, streams[i]] as const)) {
        const seen = stream.events.length;
        a.services.bus.publish(client.userId, { type: 'profile' });
        await new Promise((r) => setTimeout(r, 200));
        expect(stream.events.length).toBe(seen);
      }
      // A stream whose session stands is not ended.
      await new Promise((r) => setTimeout(r, 400));
      const open = await Promise.race([stillOpen.ended.then(() => 'ended'), Promise.resolve('open')]);
      expect(open).toBe('open');
      stillOpen.close();
    });

    it('ends after sign-out even while events keep coming', async () => {
      const a = app();
      const client = await signedInClient(a);
      const stream = await openEventStream(a.url, client);
      // An event every 40 ms, faster than the 150 ms check: the stream is never idle.
      const flood = setInterval(() => a.services.bus.publish(client.userId, { type: 'profile' }), 40);
      try {
        await stream.waitFor((e) => e.type === 'profile');
        expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
        const ended = await Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), 2000))]);
        expect(ended).toBe('ended');
      } finally {
        clearInterval(flood);
        stream.close();
      }
    });

    it(`accepts at most ${MAX_STREAMS_PER_USER} open streams per user`, async () => {
      const a = app();
      const client = await signedInClient(a);
      const streams = [];
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openEventStream(a.url, client));
      const refused = await client.get('/api/events');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({ code: 'RATE_LIMIT', message: errorMessages.RATE_LIMIT });
      // Another user is not affected, and a closed stream makes room.
      const other = await openEventStream(a.url, await signedInClient(a));
      streams[0].close();
      await new Promise((r) => setTimeout(r, 300));
      const again = await openEventStream(a.url, client);
      for (const s of [...streams, other, again]) s.close();
    });
  },
  { eventHeartbeatMs: 150 },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('GET /api/events across app instances [postgres]', () => {
  let a: TestApp | undefined;
  beforeAll(async () => {
    a = await startApp({ dialect: 'postgres' });
  });
  afterAll(async () => {
    await a?.close();
  });

  it('delivers an event published on either of two app instances on one database', async () => {
    // A second instance on the same PostgreSQL database: its own process state, its own LISTEN connection.
    const b = await startApp({ dialect: 'postgres', env: { DATABASE_URL: a!.services.config.DATABASE_URL! } });
    try {
      const admin = await signedInAdmin(a!);
      const user = await signedInClient(a!, uniqueEmail('two-instances'));
      // The same browser (cookie) talking to instance B, as behind a load balancer.
      const sameUserOnB = b.client();
      for (const [name, value] of user.cookies) sameUserOnB.cookies.set(name, value);
      expect((await sameUserOnB.get('/api/me')).body.id).toBe(user.userId);

      const onA = await openEventStream(a!.url, user);
      const onB = await openEventStream(b.url, sameUserOnB);

      // Published on A (an admin request served by A) reaches the stream held open by B, and A's own.
      expect((await admin.patch(`/api/admin/users/${user.userId}`, { role: 'unlimited' })).status).toBe(200);
      await onB.waitFor((e) => e.type === 'profile');
      await onA.waitFor((e) => e.type === 'profile');

      // Published on B reaches A.
      b.services.bus.publish(user.userId, { type: 'subscription' });
      await onA.waitFor((e) => e.type === 'subscription');
      await onB.waitFor((e) => e.type === 'subscription');
      onA.close();
      onB.close();
    } finally {
      await b.close();
    }
  });
});

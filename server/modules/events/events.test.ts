import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects';
import { openEventStream } from '../../test/event-stream';
import { signedInAdmin, signedInClient, startApp, type TestApp, uniqueEmail } from '../../test/harness';

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

import { expect, it } from 'vitest';
import { MEDIA_ALLOWANCE_BYTES } from '../../../shared/constants';
import { errorMessages } from '../../../shared/messages.da';
import { describeEachDialect } from '../../test/dialects';
import { signedInClient, uniqueEmail } from '../../test/harness';

describeEachDialect('/api/me', (app) => {
  it('answers 401 in Danish when signed out', async () => {
    const res = await app().client().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } });
  });

  it('gives a new user their profile and the free entitlements', async () => {
    const before = Date.now();
    const email = uniqueEmail('me');
    const client = await signedInClient(app(), email);
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: client.userId,
      email,
      fullName: null,
      role: 'user',
      storyCount: 0,
      cardCount: 0,
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      subscription: null,
      paymentsEnabled: false,
      media: { usedBytes: 0, allowanceBytes: MEDIA_ALLOWANCE_BYTES.free },
      isPro: false,
      hasUnlimitedAccess: false,
      isAdmin: false,
      canCreateStory: true,
      canCreateCard: true,
      storiesLeft: 5,
      cardsLeft: 5,
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('counts down at 4 stories and stops at 5', async () => {
    const client = await signedInClient(app());
    await app().db.updateTable('profiles').set({ story_count: 4, card_count: 5 }).where('id', '=', client.userId).execute();
    expect((await client.get('/api/me')).body).toMatchObject({
      storyCount: 4,
      storiesLeft: 1,
      canCreateStory: true,
      cardCount: 5,
      cardsLeft: 0,
      canCreateCard: false,
    });
    await app().db.updateTable('profiles').set({ story_count: 5 }).where('id', '=', client.userId).execute();
    expect((await client.get('/api/me')).body).toMatchObject({ storiesLeft: 0, canCreateStory: false });
  });

  it('makes an active subscription pro until its period ends', async () => {
    const client = await signedInClient(app());
    await app().db.updateTable('profiles').set({ story_count: 5 }).where('id', '=', client.userId).execute();
    const periodEnd = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await app()
      .db.insertInto('user_subscriptions')
      .values({
        user_id: client.userId,
        status: 'active',
        current_period_end: periodEnd,
        provider_customer_id: null,
        provider_subscription_id: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await client.get('/api/me')).body).toMatchObject({
      subscription: { status: 'active', currentPeriodEnd: periodEnd },
      isPro: true,
      canCreateStory: true,
      storiesLeft: null,
    });

    const ended = new Date(Date.now() - 60_000).toISOString();
    await app().db.updateTable('user_subscriptions').set({ current_period_end: ended }).where('user_id', '=', client.userId).execute();
    expect((await client.get('/api/me')).body).toMatchObject({ isPro: false, canCreateStory: false, storiesLeft: 0 });

    await app()
      .db.updateTable('user_subscriptions')
      .set({ status: 'canceled', current_period_end: periodEnd })
      .where('user_id', '=', client.userId)
      .execute();
    expect((await client.get('/api/me')).body).toMatchObject({ isPro: false, canCreateStory: false });
  });

  it('edits the name, trims it, and clears it with an empty string', async () => {
    const client = await signedInClient(app());
    const res = await client.patch('/api/me', { fullName: '  Mette Jensen ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.userId, fullName: 'Mette Jensen' });
    expect((await client.get('/api/me')).body.fullName).toBe('Mette Jensen');
    // Better Auth's user name follows, so the session shows it too.
    expect((await client.get('/api/auth/get-session')).body.user.name).toBe('Mette Jensen');

    expect((await client.patch('/api/me', { fullName: '' })).body.fullName).toBeNull();
    expect((await client.get('/api/me')).body.fullName).toBeNull();
  });

  it.each([
    ['a name over 100 characters', { fullName: 'x'.repeat(101) }, 'Navnet må højst være 100 tegn'],
    ['a name that is not text', { fullName: 42 }, 'Navnet skal være tekst'],
    ['a missing name', {}, 'Navnet skal være tekst'],
  ])('refuses %s with 400 in Danish and changes nothing', async (_case, body, message) => {
    const client = await signedInClient(app());
    await client.patch('/api/me', { fullName: 'Før' });
    const res = await client.patch('/api/me', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect((await client.get('/api/me')).body.fullName).toBe('Før');
  });

  it('refuses malformed JSON with 400 in Danish', async () => {
    const client = await signedInClient(app());
    const res = await client.request('PATCH', '/api/me', { body: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    // The same JSON-specific text the auth routes give.
    expect(res.body.error.message).toBe('Anmodningen indeholder ikke gyldig JSON');
  });

  it('answers PATCH 401 when signed out', async () => {
    const res = await app().client().patch('/api/me', { fullName: 'Ingen' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});

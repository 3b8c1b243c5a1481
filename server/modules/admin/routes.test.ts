import { beforeAll, expect, it } from 'vitest';
import type { AdminUser } from '../../../shared/api-types';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_LIMIT } from '../../../shared/constants';
import { errorMessages } from '../../../shared/messages.da';
import { describeEachDialect } from '../../test/dialects';
import { seedUsers, signedInAdmin, signedInClient, uniqueEmail } from '../../test/harness';

type Signed = Awaited<ReturnType<typeof signedInClient>>;

describeEachDialect('admin API', (app) => {
  const SEEDED = 55;
  let admin: Signed;
  let member: Signed;
  let target: Signed;

  beforeAll(async () => {
    admin = await signedInAdmin(app());
    member = await signedInClient(app(), uniqueEmail('member'));
    target = await signedInClient(app(), uniqueEmail('target'));
    // Older accounts, one minute apart, all with "zebra" in the address.
    await seedUsers(app(), SEEDED, { emailPrefix: 'zebra.', newest: new Date(Date.now() - 86_400_000) });
  });

  const total = SEEDED + 3;

  it('lists 50 users a page, newest first, with the total', async () => {
    const first = await admin.get('/api/admin/users');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total, page: 1, limit: ADMIN_PAGE_SIZE });
    expect(first.body.users).toHaveLength(ADMIN_PAGE_SIZE);
    const second = await admin.get('/api/admin/users?page=2');
    expect(second.body).toMatchObject({ total, page: 2 });
    expect(second.body.users).toHaveLength(total - ADMIN_PAGE_SIZE);

    const all: AdminUser[] = [...first.body.users, ...second.body.users];
    expect(new Set(all.map((u) => u.id)).size).toBe(total);
    const times = all.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The three who signed up just now come before every seeded (older) account.
    expect(
      all
        .slice(0, 3)
        .map((u) => u.email)
        .sort(),
    ).toEqual([admin.email, member.email, target.email].sort());
    expect(all.at(-1)!.email).toBe(`zebra.${String(SEEDED - 1).padStart(3, '0')}@fh.test`);
    expect(all[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      fullName: null,
      role: expect.stringMatching(/^(user|admin)$/),
      storyCount: 0,
      cardCount: 0,
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('pages with a smaller limit and answers an empty page past the end', async () => {
    const res = await admin.get('/api/admin/users?page=3&limit=10');
    expect(res.body).toMatchObject({ total, page: 3, limit: 10 });
    expect(res.body.users).toHaveLength(10);
    const past = await admin.get('/api/admin/users?page=99');
    expect(past.status).toBe(200);
    expect(past.body.users).toEqual([]);
  });

  it.each([
    ['page=0', 'Ugyldigt sidetal'],
    ['page=abc', 'Ugyldigt sidetal'],
    ['limit=51', `Højst ${ADMIN_PAGE_SIZE} pr. side`],
  ])('refuses %s with 400 in Danish', async (query, message) => {
    const res = await admin.get(`/api/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
  });

  it('searches by part of the email, ignoring case, at most 50 results', async () => {
    const res = await admin.get('/api/admin/users?search=ZeBrA');
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(ADMIN_SEARCH_LIMIT);
    expect(res.body.users.every((u: AdminUser) => u.email.includes('zebra'))).toBe(true);

    const one = await admin.get(`/api/admin/users?search=${encodeURIComponent(member.email.slice(2, 12).toUpperCase())}`);
    expect(one.body.users.map((u: AdminUser) => u.email)).toEqual([member.email]);

    const few = await admin.get('/api/admin/users?search=zebra.05');
    expect(few.body.users.map((u: AdminUser) => u.email)).toEqual([
      'zebra.050@fh.test',
      'zebra.051@fh.test',
      'zebra.052@fh.test',
      'zebra.053@fh.test',
      'zebra.054@fh.test',
    ]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    for (const term of ['%', '_', 'zebra%00']) {
      const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(res.body.users, term).toEqual([]);
    }
  });

  it('answers an unmatched search with an empty list', async () => {
    const res = await admin.get('/api/admin/users?search=findes-ikke');
    expect(res.body).toMatchObject({ users: [], total: 0 });
  });

  it('gives the same list as { data, error } at /get-all-users', async () => {
    const res = await admin.get('/api/admin/get-all-users?page=1&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.error).toBeNull();
    const list = await admin.get('/api/admin/users?page=1&limit=5');
    expect(res.body.data).toEqual(list.body.users);
  });

  it("sets a role that shows in that user's /api/me at once", async () => {
    const toUnlimited = await admin.patch(`/api/admin/users/${target.userId}`, { role: 'unlimited' });
    expect(toUnlimited.status).toBe(200);
    expect(toUnlimited.body).toEqual({ id: target.userId, role: 'unlimited' });
    expect((await target.get('/api/me')).body).toMatchObject({
      role: 'unlimited',
      hasUnlimitedAccess: true,
      isAdmin: false,
      storiesLeft: null,
    });
    expect((await target.get('/api/admin/users')).status).toBe(403);

    await admin.patch(`/api/admin/users/${target.userId}`, { role: 'admin' });
    expect((await target.get('/api/me')).body).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await target.get('/api/admin/users')).status).toBe(200);

    await admin.patch(`/api/admin/users/${target.userId}`, { role: 'user' });
    expect((await target.get('/api/me')).body).toMatchObject({ role: 'user', hasUnlimitedAccess: false, storiesLeft: 5 });
    // The role is read from the database on each request, so the taken-back right is gone now.
    expect((await target.get('/api/admin/users')).status).toBe(403);
  });

  it('refuses an unknown role with 400 in Danish', async () => {
    const res = await admin.patch(`/api/admin/users/${target.userId}`, { role: 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Ukendt rolle. Vælg user, unlimited eller admin.' } });
    expect((await target.get('/api/me')).body.role).toBe('user');
  });

  it('does not let an admin change their own role', async () => {
    const res = await admin.patch(`/api/admin/users/${admin.userId}`, { role: 'user' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'OWN_ROLE', message: 'Du kan ikke ændre din egen rolle' } });
    expect((await admin.get('/api/me')).body.role).toBe('admin');
  });

  it.each([
    ['an unknown user id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is no uuid', 'ikke-et-id'],
  ])('answers 404 in Danish for %s', async (_case, id) => {
    const res = await admin.patch(`/api/admin/users/${id}`, { role: 'unlimited' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'USER_NOT_FOUND', message: errorMessages.USER_NOT_FOUND } });
  });

  it('answers 403 in Danish to a signed-in user who is not admin', async () => {
    const list = await member.get('/api/admin/users');
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ error: { code: 'FORBIDDEN', message: errorMessages.FORBIDDEN } });
    expect((await member.get('/api/admin/get-all-users')).status).toBe(403);
    const patch = await member.patch(`/api/admin/users/${member.userId}`, { role: 'admin' });
    expect(patch.status).toBe(403);
    expect((await member.get('/api/me')).body.role).toBe('user');
  });

  it('answers 401 when signed out', async () => {
    const anonymous = app().client();
    const list = await anonymous.get('/api/admin/users');
    expect(list.status).toBe(401);
    expect(list.body.error.code).toBe('UNAUTHORIZED');
    expect((await anonymous.patch(`/api/admin/users/${target.userId}`, { role: 'admin' })).status).toBe(401);
  });
});

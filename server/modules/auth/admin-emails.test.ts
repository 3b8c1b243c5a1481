import { createEmailVerificationToken } from 'better-auth/api';
import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../test/dialects';
import {
  ADMIN_EMAIL,
  linkIn,
  readOutbox,
  SESSION_COOKIE,
  setPasswordThroughLink,
  signedInAdmin,
  signIn,
  signUp,
  waitForMail,
} from '../../test/harness';

/** Lines the server wrote to stderr (warnings and errors) while `fn` ran. */
async function warningsDuring(fn: () => Promise<unknown>) {
  const lines: string[] = [];
  const original = process.stderr.write.bind(process.stderr);
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) => {
    lines.push(String(chunk));
    return original(chunk, ...(rest as []));
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return lines.map(
    (l) => JSON.parse(l) as { level: string; msg: string; domain?: string; userId?: string; actorId?: string; grantedBy?: string },
  );
}

const OWNER_PASSWORD = 'ejerens-egen-kode-4';

describeEachDialect(
  'ADMIN_EMAILS: admin only for the mailbox owner who sets the password through the link',
  (app) => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps a squatter an ordinary user, and the owner who sets the password through the link ends the squatter', async () => {
      const squatter = app().client();
      const email = ADMIN_EMAIL.replace('admin', 'Admin').toUpperCase();
      const logged = await warningsDuring(async () => {
        expect((await signUp(squatter, email, 'angriberens-kode-3')).status).toBe(200);
        expect((await signIn(squatter, email, 'angriberens-kode-3')).status).toBe(200);
        await waitForMail(app(), ADMIN_EMAIL, /administrator/);
      });
      expect((await squatter.get('/api/me')).body).toMatchObject({ email: ADMIN_EMAIL, role: 'user', isAdmin: false });
      expect((await squatter.get('/api/admin/users')).status).toBe(403);
      expect(logged.find((l) => /ADMIN_EMAILS address signed up/.test(l.msg))).toMatchObject({ level: 'warn', domain: 'fh.test' });
      // Without SMTP the one link is in the outbox and, for the operator, in the console: a set-password link.
      const mail = await waitForMail(app(), ADMIN_EMAIL, /administrator/);
      const consoleLink = logged.find((l) => /sets a password/.test(l.msg))?.msg.match(/https?:\/\/\S+/)?.[0];
      expect(consoleLink).toBe(linkIn(mail));
      expect(consoleLink).toContain('/api/auth/reset-password/');

      // Opening the link signs no one in and grants nothing.
      const owner = app().client();
      const opened = await owner.get(consoleLink!.replace(app().url, ''));
      expect(opened.status).toBe(302);
      expect(owner.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await squatter.get('/api/me')).body.role).toBe('user');

      // Setting the password through it does: the owner is admin, the squatter's session and password are gone.
      expect((await setPasswordThroughLink(owner, consoleLink!, OWNER_PASSWORD)).status).toBe(200);
      expect(owner.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await squatter.get('/api/me')).status).toBe(401);
      expect((await signIn(app().client(), ADMIN_EMAIL, 'angriberens-kode-3')).status).toBe(401);
      expect((await signIn(owner, ADMIN_EMAIL, OWNER_PASSWORD)).status).toBe(200);
      expect((await owner.get('/api/me')).body).toMatchObject({ role: 'admin', isAdmin: true });
    });

    it("never lets the squatter's session see admin, not even while the owner's password is being set", async () => {
      const email = 'race1@fh.test';
      const squatter = app().client();
      await signUp(squatter, email, 'angriberens-kode-3');
      await signIn(squatter, email, 'angriberens-kode-3');
      const link = linkIn(await waitForMail(app(), email, /administrator/));
      const admins = app().services.auth.admins;
      const original = admins.passwordSet.bind(admins);
      let duringGrant: number | undefined;
      vi.spyOn(admins, 'passwordSet').mockImplementation(async (user) => {
        await original(user);
        // Right after the grant, before Better Auth ends the sessions itself.
        duringGrant = (await squatter.get('/api/admin/users')).status;
      });
      expect((await setPasswordThroughLink(app().client(), link, OWNER_PASSWORD)).status).toBe(200);
      expect(duringGrant).toBe(401);
    });

    it('gives no session to a sign-in with the old password that was still being checked when the owner set the password', async () => {
      const email = 'race2@fh.test';
      const squatter = app().client();
      await signUp(squatter, email, 'angriberens-kode-3');
      const link = linkIn(await waitForMail(app(), email, /administrator/));
      const context = await app().services.auth.$context;
      const verify = context.password.verify;
      let started!: () => void;
      const checking = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      context.password.verify = async (data) => {
        const ok = await verify(data);
        if (data.password === 'angriberens-kode-3') {
          started();
          await gate;
        }
        return ok;
      };
      try {
        const signingIn = signIn(squatter, email, 'angriberens-kode-3');
        await checking;
        expect((await setPasswordThroughLink(app().client(), link, OWNER_PASSWORD)).status).toBe(200);
        release();
        expect((await signingIn).status).not.toBe(200);
      } finally {
        context.password.verify = verify;
      }
      expect((await squatter.get('/api/me')).status).toBe(401);
    });

    it('ends every other set-password link when one is used', async () => {
      const email = 'boss@fh.test';
      await signUp(app().client(), email);
      const first = linkIn(await waitForMail(app(), email, /administrator/));
      const before = (await readOutbox(app())).length;
      await app().client().post('/api/auth/request-password-reset', { email });
      for (let t = 0; (await readOutbox(app())).length === before && t < 100; t++) await new Promise((r) => setTimeout(r, 50));
      const second = linkIn(await waitForMail(app(), email, /administrator/));
      expect(second).not.toBe(first);
      expect((await setPasswordThroughLink(app().client(), second)).status).toBe(200);
      const older = await app().client().get(first.replace(app().url, ''));
      expect(new URL(older.headers.get('location')!).searchParams.get('error')).toBe('INVALID_TOKEN');
      expect((await signIn(app().client(), email)).status).toBe(200);
    });

    it('grants nothing and signs no one in through a valid verification link', async () => {
      const email = 'chef@fh.test';
      const squatter = app().client();
      await signUp(squatter, email, 'angriberens-kode-3');
      await signIn(squatter, email, 'angriberens-kode-3');
      // A genuine verification token for the address (the server's own secret).
      const token = await createEmailVerificationToken(app().services.config.AUTH_SECRET, email, undefined, 3600);
      const visitor = app().client();
      const opened = await visitor.get(`/api/auth/verify-email?token=${token}&callbackURL=%2F`);
      expect(opened.status).toBe(302);
      expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await squatter.get('/api/me')).body.role).toBe('user');
      await app().restart();
      expect((await squatter.get('/api/me')).body.role).toBe('user');
    });

    it('names in the log every admin made in the panel, when made and at each start', async () => {
      const admin = await signedInAdmin(app(), 'ejer@fh.test');
      const other = app().client();
      await signUp(other, 'anden@fh.test');
      const { body } = await signIn(other, 'anden@fh.test');
      const made = await warningsDuring(() => admin.patch(`/api/admin/users/${body.user.id}`, { role: 'admin' }));
      expect(made.find((l) => /made another account admin/.test(l.msg))).toMatchObject({ actorId: admin.userId, userId: body.user.id });
      // A listed address made admin in the panel (not through its link) is named too.
      const listed = app().client();
      await signUp(listed, 'panel@fh.test');
      const listedId = (await signIn(listed, 'panel@fh.test')).body.user.id;
      await admin.patch(`/api/admin/users/${listedId}`, { role: 'admin' });
      const atStart = await warningsDuring(() => app().restart());
      const named = atStart.filter((l) => /not made through the ADMIN_EMAILS link/.test(l.msg));
      expect(named.find((l) => l.userId === body.user.id)).toMatchObject({ domain: 'fh.test', grantedBy: admin.userId });
      expect(named.find((l) => l.userId === listedId)).toMatchObject({ grantedBy: admin.userId });
      expect(atStart.some((l) => l.userId === admin.userId)).toBe(false);
    });

    it('keeps the owner admin across restarts and a later reset, and sends a listed non-admin a new link at start', async () => {
      const admin = await signedInAdmin(app(), 'ejer2@fh.test');
      await app().restart();
      expect((await admin.get('/api/me')).body.role).toBe('admin');
      const waiting = 'venter@fh.test';
      await signUp(app().client(), waiting);
      await waitForMail(app(), waiting, /administrator/);
      const mailsBefore = (await readOutbox(app())).filter((m) => m.to === waiting).length;
      const logged = await warningsDuring(() => app().restart());
      expect(logged.some((l) => /has an account but is not admin/.test(l.msg))).toBe(true);
      for (let t = 0; (await readOutbox(app())).filter((m) => m.to === waiting).length === mailsBefore && t < 100; t++)
        await new Promise((r) => setTimeout(r, 50));
      expect((await readOutbox(app())).filter((m) => m.to === waiting).length).toBe(mailsBefore + 1);
    });
  },
  {
    env: {
      ADMIN_EMAILS: `${ADMIN_EMAIL},boss@fh.test,chef@fh.test,ejer@fh.test,ejer2@fh.test,venter@fh.test,race1@fh.test,race2@fh.test,panel@fh.test`,
      LOG_LEVEL: 'warn',
    },
  },
);

import { randomUUID } from 'node:crypto';
import { getCurrentAdapter } from '@better-auth/core/context';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { authLimits } from '../../http/limits';
import { logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';
import type { ProfilesRepository } from '../profiles/repository';
import { adminEmails } from './admin-emails';
import { backgroundTasks } from './background-tasks';
import { adminPasswordMail, resetPasswordMail, verifyEmailMail } from './mails';
import { passwordHasher } from './password-hasher';
import type { AuthRepository } from './repository';
import { signInCheck } from './sign-in-check';

/** The header our own middleware fills with the caller's address; clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-fh-client-ip';

/**
 * Declares the `profiles` table to Better Auth so the profile row is inserted with the
 * adapter of the sign-up transaction: a user never exists without a profile.
 */
const profilesPlugin = {
  id: 'profiles',
  schema: {
    profile: {
      modelName: 'profiles',
      fields: {
        email: { type: 'string', required: true, fieldName: 'email' },
        fullName: { type: 'string', required: false, fieldName: 'full_name' },
        role: { type: 'string', required: true, defaultValue: 'user', fieldName: 'role' },
        storyCount: { type: 'number', required: true, defaultValue: 0, fieldName: 'story_count' },
        cardCount: { type: 'number', required: true, defaultValue: 0, fieldName: 'card_count' },
        createdAt: { type: 'date', required: true, fieldName: 'created_at' },
      },
    },
  },
} satisfies BetterAuthPlugin;

/** Where a verification link leads: the sign-in page, which says the address is confirmed (it signs no one in). */
export const VERIFIED_CALLBACK = '/login?bekraeftet=1';

/** Better Auth over our database; `accounts` and `profiles` are the repositories services.ts built. */
export function createAuth(
  config: Config,
  database: Database,
  mailer: Mailer,
  repos: { accounts: AuthRepository; profiles: ProfilesRepository },
) {
  const tasks = backgroundTasks();
  const admins = adminEmails({
    emails: config.ADMIN_EMAILS,
    profiles: repos.profiles,
    // The set-password link: Better Auth's own reset token, mailed by sendResetPassword below.
    sendPasswordLink: async (email) => {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: `${config.APP_URL}/reset-password` } });
    },
  });
  // Off the main thread, so a flood of wrong passwords cannot stall every other request.
  const passwords = passwordHasher();
  const auth = betterAuth({
    appName: 'Fortællehuset',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.dialect, transaction: true },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      requireEmailVerification: config.smtpEnabled,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: passwords.hash,
        verify: async (data) => {
          const ok = await passwords.verify(data);
          if (ok) signInCheck.note(data.hash);
          return ok;
        },
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        // For an ADMIN_EMAILS address this link is the only way to admin (see admin-emails.ts).
        if (!admins.listed(user.email)) return mailer.send({ to: user.email, ...resetPasswordMail(url) });
        await mailer.send({ to: user.email, ...adminPasswordMail(url) });
        // Without SMTP the outbox is on the server; the operator reads the link in the console too.
        if (!config.smtpEnabled)
          logger.warn(
            { domain: user.email.slice(user.email.lastIndexOf('@') + 1) },
            `To become admin, the owner of this ADMIN_EMAILS address opens this link and sets a password (valid for 1 hour): ${url}`,
          );
      },
      // A used reset link ends every other link sent before it (Better Auth then ends every session).
      onPasswordReset: async ({ user }) => {
        await repos.accounts.deleteResetTokens(user.id);
        await admins.passwordSet(user);
      },
    },
    emailVerification: {
      sendOnSignUp: config.smtpEnabled,
      // Signing in to an unverified address sends a new link (the old one may have run out).
      sendOnSignIn: config.smtpEnabled,
      // A link in a mail never signs anyone in: whoever opens it still needs the password.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        // A listed address gets the set-password link instead, which verifies it as well.
        if (admins.listed(user.email)) return;
        await mailer.send({ to: user.email, ...verifyEmailMail(url) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: authLimits,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: tasks.handler },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          // A sign-in whose password was replaced while it was being checked makes no session.
          before: async (session) => {
            const hash = signInCheck.hash();
            if (hash && (await repos.accounts.passwordHashOf(session.userId)) !== hash) return false;
          },
        },
      },
      user: {
        create: {
          after: async (user, ctx) => {
            const adapter = await getCurrentAdapter(ctx!.context.adapter);
            const email = user.email.toLowerCase();
            await adapter.create({
              model: 'profile',
              forceAllowId: true,
              data: {
                id: user.id,
                email,
                fullName: user.name || null,
                // Admin only through the set-password link (admin-emails.ts), never at sign-up.
                role: 'user',
                storyCount: 0,
                cardCount: 0,
                createdAt: new Date(),
              },
            });
            // The link for a listed address is sent after the sign-up has committed (modules/auth/routes.ts).
          },
        },
      },
    },
    plugins: [profilesPlugin],
    logger: {
      log: (level, message) => {
        // Better Auth logs wrong passwords as errors; for us they are warnings about a request.
        if (level === 'error' || level === 'warn') logger.warn({ source: 'auth' }, message);
      },
    },
  });
  return Object.assign(auth, { admins, passwords, tasks });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (and `profiles`) to match its schema. */
export async function migrateAuth(auth: Auth) {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

import { randomUUID } from 'node:crypto';
import { getCurrentAdapter } from '@better-auth/core/context';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';
import { getMigrations } from 'better-auth/db';
import type { Config } from './config';
import type { Database } from './db/database';
import { authLimits } from './http/limits';
import { logger } from './logger';
import { adminEmails } from './modules/auth/admin-emails';
import { passwordHasher } from './modules/auth/password-hasher';
import { authRepository } from './modules/auth/repository';
import { profilesRepository } from './modules/profiles/repository';
import type { Mailer } from './providers/mail/mailer';
import { resetPasswordMail, verifyEmailMail } from './providers/mail/templates';

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

/**
 * A link that verifies `email` (Better Auth's own token, checked by its /verify-email). Without
 * SMTP it is how an ADMIN_EMAILS address is verified: it goes to the outbox and, for the operator,
 * to the server console.
 */
function adminLinkSender(config: Config, mailer: Mailer) {
  return async (email: string) => {
    const token = await createEmailVerificationToken(config.AUTH_SECRET, email, undefined, 3600);
    const url = `${config.APP_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/')}`;
    await mailer.send({ to: email, ...verifyEmailMail(url) });
    logger.warn({ domain: email.slice(email.lastIndexOf('@') + 1) }, `To make this ADMIN_EMAILS address admin, its owner opens (valid for 1 hour): ${url}`);
  };
}

export function createAuth(config: Config, database: Database, mailer: Mailer) {
  const admins = adminEmails({
    emails: config.ADMIN_EMAILS,
    profiles: profilesRepository(database.db),
    smtpEnabled: config.smtpEnabled,
    sendVerificationLink: adminLinkSender(config, mailer),
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
      password: { hash: passwords.hash, verify: passwords.verify },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordMail(url) });
      },
      // A used reset link ends every other link sent before it.
      onPasswordReset: async ({ user }) => {
        await authRepository(database.db).deleteResetTokens(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: config.smtpEnabled,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailMail(url) });
      },
      afterEmailVerification: async (user) => {
        await admins.verified(user);
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
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
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
                role: admins.initialRole(email, user.emailVerified),
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
  return Object.assign(auth, { admins, passwords });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (and `profiles`) to match its schema. */
export async function migrateAuth(auth: Auth) {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

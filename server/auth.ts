import { randomUUID } from 'node:crypto';
import { getCurrentAdapter } from '@better-auth/core/context';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import type { Config } from './config';
import type { Database } from './db/database';
import { authLimits } from './http/limits';
import { logger } from './logger';
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

export function createAuth(config: Config, database: Database, mailer: Mailer) {
  return betterAuth({
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
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordMail(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: config.smtpEnabled,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
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
                role: config.ADMIN_EMAILS.includes(email) ? 'admin' : 'user',
                storyCount: 0,
                cardCount: 0,
                createdAt: new Date(),
              },
            });
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
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (and `profiles`) to match its schema. */
export async function migrateAuth(auth: Auth) {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

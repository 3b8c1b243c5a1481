/**
 * Rate limits as data. Auth limits are applied by Better Auth per client address and stored
 * in the database so they hold across restarts; the window is in seconds.
 */
export const authLimits = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 30 },
  '/request-password-reset': { window: 600, max: 5 },
  '/reset-password': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 5 },
} as const;

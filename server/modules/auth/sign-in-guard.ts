import type { AuthRepository } from './repository';

/**
 * Back-off per account, beside Better Auth's limit per address (http/limits.ts): five wrong
 * passwords are free, then the address waits 1, 2, 4 ... up to 60 minutes before each next try.
 * It counts every email asked for, with or without an account, so it tells nothing about which
 * exist. A right password clears it; failures older than a day are forgotten.
 */
export const signInBackoff = {
  free: 5,
  locksMs: [1, 2, 4, 8, 16, 32, 60].map((m) => m * 60_000),
  forgetAfterMs: 24 * 3600_000,
} as const;

export function signInGuard(repo: AuthRepository, now: () => number = Date.now) {
  return {
    /** Counts one attempt; `retryAfterSeconds` when the address must wait. */
    async admit(email: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
      const t = now();
      const result = await repo.admit(email, t, signInBackoff);
      return result.ok ? result : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((result.lockedUntil - t) / 1000)) };
    },
    succeeded: (email: string) => repo.clear(email),
    sweep: () => repo.sweep(now() - signInBackoff.forgetAfterMs),
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;

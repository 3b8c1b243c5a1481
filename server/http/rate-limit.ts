/** A limit as data: at most `max` requests per `windowSeconds`, counted per key (a user id). */
export interface Limit {
  action: string;
  max: number;
  windowSeconds: number;
}

/** Per-user limits on work that costs (a provider's money, or this machine's CPU). */
export const userLimits = {
  /** Read-aloud sends one request per sentence; a whole story read twice in a minute stays well below this. */
  speech: { action: 'speech.synthesize', max: 120, windowSeconds: 60 },
  /** 'Generer avatar' draws several candidates at once; twenty tries in ten minutes is more than choosing a look takes. */
  avatars: { action: 'characters.avatar', max: 20, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

/**
 * A fixed-window counter in this instance's memory. Behind several instances a user may get
 * up to `max` per instance; that is enough to stop a runaway client, which is what it is for.
 */
export function memoryRateLimiter(limit: Limit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = limit.windowSeconds * 1000;
  let lastSweep = now();

  return {
    /** Counts one request; false when the key has used up its window. */
    take(key: string): boolean {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= limit.max) return false;
      w.count += 1;
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof memoryRateLimiter>;

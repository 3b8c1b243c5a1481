export interface WakeLock {
  acquire(): void;
  release(): void;
}

/**
 * Keeps the screen on while a story is read aloud (a child listening should not watch it go dark).
 * Where the browser has no Screen Wake Lock, or refuses it (a hidden page, a battery saver), reading
 * goes on without it. The browser drops the lock itself when the page is hidden.
 */
export function screenWakeLock(): WakeLock {
  let sentinel: WakeLockSentinel | null = null;
  let wanted = false;
  return {
    acquire() {
      wanted = true;
      if (sentinel || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (wanted && !sentinel) sentinel = lock;
          else void lock.release();
        },
        () => undefined,
      );
    },
    release() {
      wanted = false;
      const lock = sentinel;
      sentinel = null;
      void lock?.release().catch(() => undefined);
    },
  };
}

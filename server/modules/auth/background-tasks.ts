import { logger } from '../../logger';

/**
 * Better Auth's background tasks (`advanced.backgroundTasks`): the mails an auth request sends
 * (verification, reset) run after its answer instead of inside it. Sign-up sends its verification
 * mail inside the sign-up transaction; on SQLite the mail's recipient cap waits for the one
 * connection that transaction holds, so awaiting the mail there never returned. Run in the
 * background, the mail starts once the transaction has committed, a slow mail server cannot hold a
 * transaction open, and the answer takes as long whether or not an address has an account.
 * `settle()` lets a shutdown (and a test) wait until every started mail has gone.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<unknown>>();
  return {
    handler(task: Promise<unknown>) {
      const tracked = task.catch((err) => logger.error({ err }, 'a background auth task failed')).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** Waits for the started mails, at most `timeoutMs` (a mail server that hangs must not hold a shutdown); says what it leaves. */
    async settle(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      const all = (async () => {
        while (pending.size) await Promise.allSettled([...pending]);
      })();
      const outcome = await Promise.race([all, late]);
      clearTimeout(timer);
      if (outcome === 'late') logger.error({ unsent: pending.size }, 'stopped without waiting longer for account mails still being sent');
    },
  };
}

export type BackgroundTasks = ReturnType<typeof backgroundTasks>;

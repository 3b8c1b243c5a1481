import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which password hash a sign-in checked, for the session it then creates. A sign-in reads the
 * hash, checks it off the main thread (slow on purpose), and only then makes a session; a password
 * set through a mailed link in between (the owner of an ADMIN_EMAILS address taking the account
 * over) must not leave the old password's sign-in with a session, so the session is made only while
 * the checked hash is still the account's (better-auth.ts, `databaseHooks.session.create.before`).
 */
const checked = new AsyncLocalStorage<{ hash?: string }>();

export const signInCheck = {
  /** Runs one auth request with room to note the hash its sign-in checks. */
  run: <T>(fn: () => Promise<T>) => checked.run({}, fn),
  /** The password matched this hash. */
  note(hash: string) {
    const store = checked.getStore();
    if (store) store.hash = hash;
  },
  /** The hash this request's sign-in checked, if it checked one. */
  hash: () => checked.getStore()?.hash,
};

import { clearBrowserData } from '../clear-browser-data';
import { SAVED_PREFIX, savedMetaOf } from './keys';

/**
 * A session can end without 'Log ud': a password reset on another device, expiry, the account
 * deleted elsewhere. What the browser kept for that account (saved stories, the worker's copies,
 * who was signed in) must not stay for the next person on the device, nor for another account that
 * signs in here. This page-side watch clears it as sign-out does (clear-browser-data.ts); the
 * worker does the same for what it keeps (web/sw/sw.ts), so neither depends on the other.
 */

/** The account last seen signed in on this device (sign-out clears it with all local storage). */
const SIGNED_IN_KEY = 'fh:signed-in';

function remembered(): string | null {
  try {
    return localStorage.getItem(SIGNED_IN_KEY);
  } catch {
    return null;
  }
}

/** Whether this browser keeps something of an account other than `id` (null: nobody signed in). */
async function keepsAnotherAccount(id: string | null): Promise<boolean> {
  const before = remembered();
  if (before !== null && before !== id) return true;
  if (!('caches' in window)) return false;
  // A device that kept no note (an older version of the app): the saved stories say whose they are.
  for (const name of await caches.keys()) {
    if (!name.startsWith(SAVED_PREFIX)) continue;
    const meta = await savedMetaOf(name);
    const owner = meta ? ((await meta.json().catch(() => ({}))) as { owner?: unknown }).owner : null;
    if (typeof owner === 'string' && owner !== id) return true;
  }
  return false;
}

let queue: Promise<boolean> = Promise.resolve(false);

/**
 * Tells the watch who the server says is signed in (`/api/me`'s answer: an id, or null after a
 * 401). When the device kept another account's things, they are cleared first. Resolves true when
 * it cleared. Calls run one after another.
 */
export function noteWhoIsSignedIn(id: string | null): Promise<boolean> {
  queue = queue
    .catch(() => false)
    .then(async () => {
      const cleared = (await keepsAnotherAccount(id).catch(() => false)) ? (await clearBrowserData(), true) : false;
      try {
        if (id) localStorage.setItem(SIGNED_IN_KEY, id);
      } catch {
        /* storage may be disabled */
      }
      return cleared;
    });
  return queue;
}

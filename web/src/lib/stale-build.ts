/**
 * After a deploy, a page still running the previous build asks for one of its lazy files (a route,
 * the app itself) that the server no longer has, and the service worker has already dropped the
 * previous build's caches (web/sw/sw.ts: skipWaiting, cleanupOutdatedCaches). Vite then fires
 * `vite:preloadError` on the window. Loading the page again loads the new build.
 *
 * Once: should a file be missing again right after that reload (a broken deploy, not an old page),
 * the error is left to the page's error screen instead of reloading in a loop.
 */
const KEY = 'fortaellehuset.staleBuildReloadAt';
/** A second failure this soon after the reload is the same failure, not another deploy. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload now, noting the time if so. Never when the time cannot be noted (no session
 * storage: a policy, a full quota), as nothing would then stop the next page from reloading too.
 */
export function claimReload(store: () => Store, now: number): boolean {
  try {
    const last = Number(store().getItem(KEY));
    if (last > 0 && now >= last && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    store().setItem(KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export interface Page {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: Pick<Location, 'reload'>;
  sessionStorage: Store;
}

/** Reloads the page, once, when a file of its build is gone (`vite:preloadError`). */
export function reloadOnStaleBuild(page: Page = window, now: () => number = Date.now) {
  page.addEventListener('vite:preloadError', (event) => {
    if (!claimReload(() => page.sessionStorage, now())) return;
    // Handled: Vite does not throw the error on into a page that is about to load again.
    event.preventDefault();
    page.location.reload();
  });
}

import { describe, expect, it } from 'vitest';
import { RELOAD_AGAIN_AFTER_MS, reloadOnStaleBuild, type Page } from './stale-build';

/** A page as the browser has it: a window that fires events, a session storage that survives the reload. */
function page(storage: Map<string, string> = new Map()) {
  const target = new EventTarget();
  let reloads = 0;
  const win = Object.assign(target, {
    location: { reload: () => void reloads++ },
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
  }) satisfies Page;
  /** What Vite's preload helper does when a lazy file fails: true when the error goes on to the page. */
  const fileGone = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(event);
    return !event.defaultPrevented;
  };
  return { win, storage, fileGone, reloads: () => reloads };
}

describe('a page of an earlier build after a deploy (vite:preloadError)', () => {
  it('loads again, once, and leaves a second failure right after to the error screen', () => {
    const storage = new Map<string, string>();
    let now = 1_000_000;
    const before = page(storage);
    reloadOnStaleBuild(before.win, () => now);
    expect(before.fileGone()).toBe(false);
    expect(before.reloads()).toBe(1);

    // The reloaded page (same tab, same session storage) finds the file missing again: a broken deploy.
    now += 2_000;
    const after = page(storage);
    reloadOnStaleBuild(after.win, () => now);
    expect(after.fileGone()).toBe(true);
    expect(after.reloads()).toBe(0);
  });

  it('loads again for a later deploy', () => {
    const storage = new Map<string, string>();
    let now = 1_000_000;
    const first = page(storage);
    reloadOnStaleBuild(first.win, () => now);
    first.fileGone();
    now += RELOAD_AGAIN_AFTER_MS + 1;
    const later = page(storage);
    reloadOnStaleBuild(later.win, () => now);
    expect(later.fileGone()).toBe(false);
    expect(later.reloads()).toBe(1);
  });

  it('does not reload where it cannot note the reload (no session storage)', () => {
    const p = page();
    p.win.sessionStorage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    reloadOnStaleBuild(p.win, () => 1);
    expect(p.fileGone()).toBe(true);
    expect(p.reloads()).toBe(0);
  });
});

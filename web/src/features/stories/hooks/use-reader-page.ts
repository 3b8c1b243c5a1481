import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const HASH = /^#side-(\d+)$/;

/**
 * The reader's page lives in the address (`#side-3` is index 3, scene 3, numbered like its page dot
 * 'Gå til side 3' and the page editor's «Side 3»; the cover has none), so a reload or a shared link
 * opens the same page. Paging replaces the entry, so 'back' leaves the story instead of stepping through it.
 */
export function useReaderPage(pageCount: number) {
  const location = useLocation();
  const navigate = useNavigate();
  const match = HASH.exec(location.hash);
  const last = Math.max(0, pageCount - 1);
  const page = match ? Math.max(0, Math.min(Number(match[1]), last)) : 0;

  // Where the reader is going: two quick key presses move two pages, even before the address has changed.
  // Set as the page is committed, not after paint: a key pressed just after a page shows must start from it.
  const target = useRef(page);
  // The page this reader last asked for, until the address shows it: a render of a page on the way
  // (the first of three quick presses) must not pull the target back to it.
  const requested = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (requested.current !== null && requested.current !== page) return;
    requested.current = null;
    target.current = page;
  }, [page]);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(next, last));
      if (clamped === target.current) return;
      target.current = clamped;
      requested.current = clamped;
      void navigate(
        { pathname: location.pathname, search: location.search, hash: clamped === 0 ? '' : `#side-${clamped}` },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, last],
  );
  const step = useCallback((delta: number) => goTo(target.current + delta), [goTo]);

  return { page, last, goTo, step };
}

import { CHILD_MODE_QUERY } from '@web/lib/paths';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** How long a grown-up holds 'Afslut' to leave child mode. */
export const CHILD_MODE_HOLD_MS = 2000;

const exitFullscreen = () => {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
};

/**
 * 'Børnetilstand': the reader alone, full screen where the browser allows it (a phone's browser may
 * not; the reader fills the window anyway). It is kept in the address, so a reload stays in it, and
 * switched by replacing the entry. While it is on, 'back' (a phone's back gesture) turns a page back
 * instead of leaving (story-reader.tsx); only holding 'Afslut' leaves it.
 */
export function useChildMode() {
  const location = useLocation();
  const navigate = useNavigate();
  const on = new URLSearchParams(location.search).get(CHILD_MODE_QUERY.name) === CHILD_MODE_QUERY.value;

  const set = useCallback(
    (next: boolean) => {
      const query = new URLSearchParams(location.search);
      if (next) query.set(CHILD_MODE_QUERY.name, CHILD_MODE_QUERY.value);
      else query.delete(CHILD_MODE_QUERY.name);
      const search = query.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash],
  );

  const enter = useCallback(() => {
    // Asked for in the click itself: browsers allow full screen only from a user's gesture.
    void Promise.resolve(document.documentElement.requestFullscreen?.()).catch(() => undefined);
    set(true);
  }, [set]);

  const leave = useCallback(() => {
    exitFullscreen();
    set(false);
  }, [set]);

  // Leaving the reader leaves full screen too.
  useEffect(() => exitFullscreen, []);

  return { on, enter, leave };
}

import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where toasts appear: at the top of an ordinary page, or in the reader over the picture (below the
 * top bar, or at the very top in child mode, where there is none), never over the toolbar, the
 * page's text or the button in the picture's corner.
 */
export type ToastPlacement = 'page' | 'reader' | 'child';

let current: ToastPlacement = 'page';
const listeners = new Set<() => void>();

function place(next: ToastPlacement) {
  current = next;
  for (const listener of listeners) listener();
}

/** A screen that needs its own placement asks for it while it is shown. */
export function useToastPlacement(placement: ToastPlacement) {
  useEffect(() => {
    place(placement);
    return () => place('page');
  }, [placement]);
}

/** The placement asked for now (the app's one Toaster follows it). */
export function useCurrentToastPlacement(): ToastPlacement {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
    () => 'page',
  );
}

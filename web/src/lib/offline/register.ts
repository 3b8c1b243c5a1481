import { isStoryUpdatedMessage, type StoryUpdatedMessage } from './keys';

/**
 * Registers the service worker (web/sw/sw.ts, built into /sw.js) once the page has loaded, so it
 * does not compete with what the page itself needs. Only in a build: the dev server has no worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A browser that refuses (private mode, a policy) still has the whole app, only not offline.
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Whether a service worker is there to answer offline, registering it now if the page has not yet
 * (a save right after opening). False where there is none: the dev server, a refused registration.
 */
export async function ensureServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` when the worker says a story it served from its cache has changed on the server. */
export function onStoryUpdated(listener: (message: StoryUpdatedMessage) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isStoryUpdatedMessage(event.data)) listener(event.data);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

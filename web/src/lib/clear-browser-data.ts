import { FORGET_MESSAGE } from './offline/keys';

/**
 * Removes everything this origin kept in the browser: storage, Cache Storage (saved stories too),
 * service workers and IndexedDB. Each step is best effort, so one that the browser refuses does not stop the rest.
 */
/** Asks the controlling service worker to forget what it keeps, and waits for it (at most 2 s). */
async function askWorkerToForget(): Promise<boolean> {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return false;
  const channel = new MessageChannel();
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 2000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage(FORGET_MESSAGE, [channel.port2]);
  });
}

export async function clearBrowserData() {
  // A worker controlling the page holds its database open (a page's delete would wait for it): it empties it itself.
  let workerForgot = false;
  try {
    workerForgot = await askWorkerToForget();
  } catch {
    /* the worker is gone already */
  }
  try {
    localStorage.clear();
  } catch {
    /* storage may be disabled */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* storage may be disabled */
  }
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    /* Cache Storage is unavailable outside secure contexts */
  }
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
  } catch {
    /* no service workers to remove */
  }
  try {
    // Without a worker that emptied it: the worker's bookkeeping of its caches (Workbox's expiration keeps
    // addresses there), and any other database of this site.
    const databases = !workerForgot && 'indexedDB' in window && indexedDB.databases ? await indexedDB.databases() : [];
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve) => {
            if (!name) return resolve();
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    );
  } catch {
    /* IndexedDB is unavailable */
  }
}

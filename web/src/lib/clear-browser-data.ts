/**
 * Removes everything this origin kept in the browser: storage, Cache Storage and service
 * workers. Each step is best effort, so one that the browser refuses does not stop the rest.
 */
export async function clearBrowserData() {
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
}

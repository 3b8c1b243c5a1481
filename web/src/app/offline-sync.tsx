import { offlineMessages } from '@shared/messages.da';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readVoice } from '@web/features/read-aloud/voice-setting';
import { sharedStoryQuery } from '@web/features/stories/api/get-shared-story';
import { storiesKey } from '@web/features/stories/api/get-stories';
import { meQuery } from '@web/lib/me';
import { onStoryUpdated } from '@web/lib/offline/register';
import { noteWhoIsSignedIn } from '@web/lib/offline/session-watch';
import { refreshSavedStories, removeUnfinished } from '@web/lib/offline/saved-stories';
import { savedStoriesKey, useOnline } from '@web/lib/offline/use-offline';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';

/** Runs `work` once the page has loaded and the browser is idle, so it never competes with the first paint; returns a cancel. */
function afterLoad(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) requestIdleCallback(() => !cancelled && work(), { timeout: 5000 });
    else setTimeout(() => !cancelled && work(), 1000);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * Keeps what the browser holds in step with the server: a saved story edited elsewhere is saved
 * again when the device is online (at start, when the network returns, and when the worker says a
 * story changed), and a page shown a story from the worker's cache gets the new one when the worker
 * says it changed (web/sw/sw.ts). At start it also removes what a cut-off save left behind.
 */
export function OfflineSync() {
  const client = useQueryClient();
  // Whose own stories are kept up to date: known once the guards have asked (never fetched here).
  const me = useQuery({ ...meQuery(), enabled: false }).data;
  const owner = me?.id ?? null;
  // A page the server drew brings who is signed in without asking (app.tsx): the watch hears it here too.
  useEffect(() => {
    if (me !== undefined) void noteWhoIsSignedIn(me?.id ?? null);
  }, [me]);
  useEffect(() => {
    if ('caches' in window) return afterLoad(() => void removeUnfinished().catch(() => undefined));
  }, []);
  useEffect(() => {
    const refresh = () =>
      void refreshSavedStories(owner, readVoice())
        .then(() => client.invalidateQueries({ queryKey: savedStoriesKey }))
        .catch(() => undefined);
    const cancelStart = navigator.onLine ? afterLoad(refresh) : () => undefined;
    window.addEventListener('online', refresh);
    const stopListening = onStoryUpdated(({ path }) => {
      const shared = /^\/api\/shared\/([^/]+)$/.exec(path);
      void client.invalidateQueries({ queryKey: shared ? sharedStoryQuery(decodeURIComponent(shared[1])).queryKey : storiesKey });
      refresh();
    });
    return () => {
      cancelStart();
      window.removeEventListener('online', refresh);
      stopListening();
    };
  }, [client, owner]);
  return null;
}

/** Said calmly at the top of the signed-in pages while the device has no network; the region is always there, so it is announced. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="mb-6 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-950">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          {offlineMessages.offlineBanner}
        </p>
      )}
    </div>
  );
}

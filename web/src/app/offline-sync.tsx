import { offlineMessages } from '@shared/messages.da';
import { useQueryClient } from '@tanstack/react-query';
import { readVoice } from '@web/features/read-aloud/voice-setting';
import { storiesKey } from '@web/features/stories/api/get-stories';
import { onStoryUpdated } from '@web/lib/offline/register';
import { listSavedStories, refreshSavedStory, type SavedStory, storyPathOf } from '@web/lib/offline/saved-stories';
import { savedStoriesKey, useOnline } from '@web/lib/offline/use-offline';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';

let refreshing: Promise<void> | null = null;

/** Brings the saved stories up to date, one at a time; a second call while one runs waits for it. */
function refreshSaved(only?: (story: SavedStory) => boolean): Promise<void> {
  refreshing ??= (async () => {
    try {
      for (const story of await listSavedStories()) if (!only || only(story)) await refreshSavedStory(story, readVoice());
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Keeps what the browser holds in step with the server: a saved story edited elsewhere is saved
 * again when the device is online (at start and when the network returns), and a page shown a
 * story from the worker's cache gets the new one when the worker says it changed (web/sw/sw.ts).
 */
export function OfflineSync() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (only?: (story: SavedStory) => boolean) =>
      void refreshSaved(only).then(() => client.invalidateQueries({ queryKey: savedStoriesKey })).catch(() => undefined);
    if (navigator.onLine) refresh();
    const onOnline = () => refresh();
    window.addEventListener('online', onOnline);
    const stopListening = onStoryUpdated(({ path }) => {
      const shared = /^\/api\/shared\/([^/]+)$/.exec(path);
      void client.invalidateQueries({ queryKey: shared ? ['shared', decodeURIComponent(shared[1])] : storiesKey });
      refresh((story) => storyPathOf(story) === path);
    });
    return () => {
      window.removeEventListener('online', onOnline);
      stopListening();
    };
  }, [client]);
  return null;
}

/** Said calmly at the top of the signed-in pages while the device has no network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="mb-6 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-950">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      {offlineMessages.offlineBanner}
    </p>
  );
}

import { offlineMessages as t } from '@shared/messages.da';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQuery } from '@web/lib/me';
import { notify } from '@web/lib/notify';
import { ensureServiceWorker } from './register';
import { useSyncExternalStore } from 'react';
import {
  askToKeepStorage,
  isOfflineSupported,
  listSavedStories,
  OfflineSaveError,
  removeSavedStory,
  type SavedRef,
  saveStoryOffline,
  storageEstimate,
} from './saved-stories';

/** The stories saved in this browser, and the browser's storage estimate. */
export const savedStoriesKey = ['offline', 'saved'] as const;

export const useSavedStories = () => {
  const owner = useOwner();
  return useQuery({
    queryKey: [...savedStoriesKey, owner],
    queryFn: async () => ({ stories: await listSavedStories(owner), estimate: await storageEstimate() }),
    // Cache Storage answers without a network.
    networkMode: 'always',
    staleTime: 60_000,
  });
};

/**
 * Whose own saved stories this page may list: the signed-in user's (the guards asked already), or
 * nobody's. Only read here, never fetched: a shared link's reader is not asked who they are.
 */
function useOwner(): string | null {
  return useQuery({ ...meQuery(), enabled: false }).data?.id ?? null;
}

/** Whether `ref` is saved here (undefined while that is being looked up). */
export function useIsSaved(ref: SavedRef): boolean | undefined {
  const saved = useSavedStories();
  return saved.data?.stories.some((s) => s.kind === ref.kind && s.id === ref.id);
}

function saveFailure(err: unknown) {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') return t.noSpace;
  if (err instanceof OfflineSaveError && err.status === 404) return t.saveGone;
  return t.saveFailed;
}

/** 'Gem til offline': saves `ref` with the sentences of `voice`, and says how it went. */
export function useSaveOffline() {
  const client = useQueryClient();
  const owner = useOwner();
  return useMutation({
    mutationFn: async ({ ref, voice }: { ref: SavedRef; voice: string }) => {
      // Saved is only worth it when the worker that reads it back offline is there (register.ts).
      if (!isOfflineSupported() || !(await ensureServiceWorker())) throw new Error('unsupported');
      const saved = await saveStoryOffline(ref, voice, owner);
      await askToKeepStorage();
      return saved;
    },
    // Saving without a network must fail at once with a message, not wait for one.
    networkMode: 'always',
    meta: { handlesError: true },
    onSuccess: () => notify.success(t.saved),
    onError: (err) => notify.error(err instanceof Error && err.message === 'unsupported' ? t.unsupported : saveFailure(err)),
    onSettled: () => client.invalidateQueries({ queryKey: savedStoriesKey }),
  });
}

export function useRemoveSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: SavedRef) => removeSavedStory(ref),
    networkMode: 'always',
    meta: { handlesError: true },
    onSuccess: () => notify.success(t.removed),
    onError: () => notify.error(t.removeFailed),
    onSettled: () => client.invalidateQueries({ queryKey: savedStoriesKey }),
  });
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network (false in flight mode). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

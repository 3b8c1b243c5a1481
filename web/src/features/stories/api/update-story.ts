import type { Me, StoryDetail, StoryEdit } from '@shared/api-types';
import type { StoryPatchRequest } from '@shared/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { meQuery } from '@web/lib/me';
import { refreshSavedStories } from '@web/lib/offline/saved-stories';
import { savedStoriesKey } from '@web/lib/offline/use-offline';
import { storyKey } from './get-story';
import { storyCheckKey } from './get-story-check';
import { storiesKey } from './get-stories';

/** The title with the pages (the page editor) or with the whole text (the advanced raw mode). */
export const updateStory = ({ id, patch }: { id: string; patch: StoryPatchRequest }) =>
  callApi('PATCH /api/stories/:id', { params: { id }, body: patch });

/**
 * A story the server has just saved: the cached story is the saved one, lists and counters are
 * fetched again, and a copy saved on this device for offline reading takes the change in now.
 */
export function keepSavedStory(queryClient: QueryClient, story: StoryDetail) {
  queryClient.setQueryData<StoryDetail>(storyKey(story.id), story);
  void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'stats'] });
  // Each saved copy in its own voice.
  void refreshSavedStories(queryClient.getQueryData<Me | null>(meQuery().queryKey)?.id ?? null)
    .then(() => queryClient.invalidateQueries({ queryKey: savedStoriesKey }))
    .catch(() => undefined);
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    meta: { handlesError: true },
    onSuccess: (edit: StoryEdit) => {
      const { newPictures: _started, newPicturesNotice: _notice, ...story } = edit;
      keepSavedStory(queryClient, story);
      // The Historietjek panel shows the check of what is saved now.
      void queryClient.invalidateQueries({ queryKey: storyCheckKey(story.id) });
    },
  });
}

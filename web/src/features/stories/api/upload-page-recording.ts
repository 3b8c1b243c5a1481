import type { StoryDetail } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepSavedStory } from './update-story';

/** A page read in the parent's own voice (index 0 the cover, i page i as saved), kept with the page's text as it is saved now. */
export const uploadPageRecording = ({ storyId, index, recording }: { storyId: string; index: number; recording: Blob }) =>
  callApi('PUT /api/stories/:id/pages/:index/recording', { params: { id: storyId, index }, body: recording });

/** The answer is the whole story; the profile's allowance line is read again. */
export function useUploadPageRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPageRecording,
    meta: { handlesError: true },
    onSuccess: (story: StoryDetail) => {
      keepSavedStory(queryClient, story);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

import type { StoryDetail } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepSavedStory } from './update-story';

/** A parent's own photo on a page (index 0 the cover, i page i as saved): the file's bytes, checked and turned into WebP by the server. */
export const uploadPagePhoto = ({ storyId, index, photo }: { storyId: string; index: number; photo: Blob }) =>
  callApi('PUT /api/stories/:id/pages/:index/photo', { params: { id: storyId, index }, body: photo });

/** The answer is the whole story; the profile's allowance line is read again. */
export function useUploadPagePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPagePhoto,
    meta: { handlesError: true },
    onSuccess: (story: StoryDetail) => {
      keepSavedStory(queryClient, story);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

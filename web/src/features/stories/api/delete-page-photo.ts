import type { StoryDetail } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepSavedStory } from './update-story';

/** «Tilbage til tegningen»: the page's photo is deleted and its drawing shows again. */
export const deletePagePhoto = ({ storyId, index }: { storyId: string; index: number }) =>
  callApi('DELETE /api/stories/:id/pages/:index/photo', { params: { id: storyId, index }, body: {} });

/** The answer is the whole story; the profile's allowance line is read again. */
export function useDeletePagePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePagePhoto,
    meta: { handlesError: true },
    onSuccess: (story: StoryDetail) => {
      keepSavedStory(queryClient, story);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

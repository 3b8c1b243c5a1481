import type { StoryDetail } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepSavedStory } from './update-story';

/** «Slet indtalingen»: the page is read with the chosen voice again. */
export const deletePageRecording = ({ storyId, index }: { storyId: string; index: number }) =>
  callApi('DELETE /api/stories/:id/pages/:index/recording', { params: { id: storyId, index }, body: {} });

/** The answer is the whole story; the profile's allowance line is read again. */
export function useDeletePageRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePageRecording,
    meta: { handlesError: true },
    onSuccess: (story: StoryDetail) => {
      keepSavedStory(queryClient, story);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

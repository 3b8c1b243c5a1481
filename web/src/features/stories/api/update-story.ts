import type { StoryPatch } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

export const updateStory = ({ id, patch }: { id: string; patch: StoryPatch }) =>
  callApi('PATCH /api/stories/:id', { params: { id }, body: patch });

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStory,
    meta: { handlesError: true },
    onSuccess: (story) => {
      queryClient.setQueryData(storyKey(story.id), story);
      void queryClient.invalidateQueries({ queryKey: [...storiesKey, 'list'] });
    },
  });
}

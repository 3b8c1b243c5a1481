import type { StoryDetail } from '@shared/api-types';
import type { StoryPatch } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

export const updateStory = ({ id, patch }: { id: string; patch: StoryPatch }) =>
  api.patch<StoryDetail>(`/api/stories/${encodeURIComponent(id)}`, patch);

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

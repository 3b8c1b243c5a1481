import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

export const deleteStory = (id: string) => api.delete<void>(`/api/stories/${encodeURIComponent(id)}`);

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    meta: { handlesError: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: storyKey(id) });
      // Lists and counters both change.
      return queryClient.invalidateQueries({ queryKey: storiesKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { storyKey } from './get-story';
import { storiesKey } from './get-stories';

export const deleteStory = (id: string) => callApi('DELETE /api/stories/:id', { params: { id }, body: {} });

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
